import { useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEdit, IconEye, IconNews, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TAdminBlogPostSummary } from '@collably/shared/schemas/blog';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, LoadError, PageLoader } from '@/components/page-states';
import { PageTitle } from '@/components/page-title';
import { DateFormat, formatDate } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAdminPosts, useDeletePost, useSetPublished } from '../api/admin-posts';

type RowProps = {
  post: TAdminBlogPostSummary;
  onToggle: (post: TAdminBlogPostSummary) => void;
  onDelete: (post: TAdminBlogPostSummary) => void;
  isBusy: boolean;
};

const StatusBadge = ({ post }: { post: TAdminBlogPostSummary }) => (
  <Badge
    color={post.isPublished ? 'green' : 'gray'}
    variant="light"
    style={{ flexShrink: 0, minWidth: 'max-content' }}
  >
    {post.isPublished ? 'Published' : 'Draft'}
  </Badge>
);

function RowActions({ post, onToggle, onDelete, isBusy }: RowProps) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Button
        size="compact-sm"
        variant="light"
        color={post.isPublished ? 'red' : 'brand'}
        disabled={isBusy}
        onClick={() => onToggle(post)}
        aria-label={`${post.isPublished ? 'Unpublish' : 'Publish'} ${post.title}`}
      >
        {post.isPublished ? 'Unpublish' : 'Publish'}
      </Button>
      <Tooltip label="Edit">
        <ActionIcon
          component={Link}
          to={`/admin/blog/${post.postId}`}
          variant="subtle"
          aria-label={`Edit ${post.title}`}
        >
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      {post.isPublished ? (
        <Tooltip label="View">
          <ActionIcon
            component={Link}
            to={`/blog/${post.slug}`}
            variant="subtle"
            aria-label={`View ${post.title}`}
          >
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <Tooltip label="Delete">
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${post.title}`}
          onClick={() => onDelete(post)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

const day = (value: string | null) => (value ? formatDate(value, DateFormat.day) : '—');

/** /admin/blog (super admin): every post with its status; publish, unpublish, edit, delete, write a new one. */
export default function AdminBlogPage() {
  const [page, setPage] = useState(0);
  const posts = useAdminPosts(page);
  const setPublished = useSetPublished();
  const remove = useDeletePost();
  const [deleting, setDeleting] = useState<TAdminBlogPostSummary | null>(null);
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  const toggle = (post: TAdminBlogPostSummary) =>
    setPublished.mutate(
      { postId: post.postId, isPublished: !post.isPublished },
      { onSuccess: ({ message }) => notifySuccess(message), onError: (error) => notifyError(error) },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.postId, {
      onSuccess: (message) => notifySuccess(message),
      onError: (error) => notifyError(error),
      onSettled: () => setDeleting(null),
    });
  };

  const data = posts.data;
  const rowProps = { onToggle: toggle, onDelete: setDeleting, isBusy: setPublished.isPending };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <PageTitle title="Blog posts" />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Anchor component={Link} to="/admin" fz="sm">
              Admin
            </Anchor>
            <Title order={1} fz={{ base: 24, sm: 32 }}>
              Blog posts
            </Title>
          </Stack>
          <Button component={Link} to="/admin/blog/new" leftSection={<IconPlus size={18} />}>
            New post
          </Button>
        </Group>
        {posts.isPending ? (
          <PageLoader label="Loading posts" />
        ) : posts.isError ? (
          <LoadError title="Could not load the posts" error={posts.error} />
        ) : data && data.posts.length === 0 ? (
          <EmptyState icon={IconNews} title="No posts yet">
            Write the first article for brands and creators.
          </EmptyState>
        ) : data && isWide ? (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Title</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Published</Table.Th>
                  <Table.Th>Last changed</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.posts.map((post) => (
                  <Table.Tr key={post.postId}>
                    <Table.Td>
                      <Text fw={600} lineClamp={2}>
                        {post.title}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        /blog/{post.slug}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge post={post} />
                    </Table.Td>
                    <Table.Td>{day(post.datePublished)}</Table.Td>
                    <Table.Td>{day(post.dateModified)}</Table.Td>
                    <Table.Td>
                      <RowActions post={post} {...rowProps} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : data ? (
          <Stack gap="sm">
            {data.posts.map((post) => (
              <Card key={post.postId} withBorder radius="md" padding="md" component="article">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Text fw={600}>{post.title}</Text>
                    <StatusBadge post={post} />
                  </Group>
                  <Text fz="xs" c="dimmed">
                    /blog/{post.slug} · changed {day(post.dateModified)}
                  </Text>
                  <RowActions post={post} {...rowProps} />
                </Stack>
              </Card>
            ))}
          </Stack>
        ) : null}
        {data && data.totalPages > 1 ? (
          <Pagination
            total={data.totalPages}
            value={page + 1}
            onChange={(p) => setPage(p - 1)}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete post"
        message={`Are you sure you want to delete '${deleting?.title ?? ''}'? Its address will stop working.`}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        isBusy={remove.isPending}
      />
    </Container>
  );
}
