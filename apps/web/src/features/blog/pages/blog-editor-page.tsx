import { Alert, Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { TAdminBlogPost } from '@collably/shared/schemas/blog';
import { PageLoader } from '@/components/page-states';
import { PageTitle } from '@/components/page-title';
import { DateFormat, formatDate } from '@/lib/dates';
import { errorMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { uploadPicture } from '@/lib/uploads';
import { useAdminPost, useSavePost, useSetPublished } from '../api/admin-posts';
import { PostForm, type PostFormSubmit } from '../components/post-form';

function StatusLine({ post }: { post: TAdminBlogPost }) {
  const setPublished = useSetPublished();
  const toggle = () =>
    setPublished.mutate(
      { postId: post.postId, isPublished: !post.isPublished },
      { onSuccess: ({ message }) => notifySuccess(message), onError: (error) => notifyError(error) },
    );
  return (
    <Group gap="sm" wrap="wrap">
      <Badge
        color={post.isPublished ? 'green' : 'gray'}
        variant="light"
        style={{ flexShrink: 0, minWidth: 'max-content' }}
      >
        {post.isPublished ? 'Published' : 'Draft'}
      </Badge>
      <Text fz="sm" c="dimmed">
        Last saved {formatDate(post.dateModified, DateFormat.dayTime)}
      </Text>
      {post.isPublished ? (
        <>
          <Anchor component={Link} to={`/blog/${post.slug}`} target="_blank" fz="sm">
            <Group gap={4} component="span">
              View post <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
          <Button size="xs" variant="light" color="red" loading={setPublished.isPending} onClick={toggle}>
            Unpublish
          </Button>
        </>
      ) : null}
    </Group>
  );
}

/** /admin/blog/new and /admin/blog/{postId} (super admin): write, edit and publish a post. */
export default function BlogEditorPage() {
  const { postId: param } = useParams();
  const postId = param ? Number(param) : null;
  const isValidId = postId === null || (Number.isInteger(postId) && postId > 0);
  const existing = useAdminPost(postId ?? 0, postId !== null && isValidId);
  const save = useSavePost();
  const setPublished = useSetPublished();
  const navigate = useNavigate();

  const onSubmit = async ({ fields, coverFile, thenPublish }: PostFormSubmit) => {
    const imageUrl = coverFile ? await uploadPicture(coverFile) : fields.imageUrl;
    const input = { ...fields, imageUrl };
    const saved = await save.mutateAsync(postId ? { ...input, postId } : input);
    const result = thenPublish
      ? await setPublished.mutateAsync({ postId: saved.post.postId, isPublished: true })
      : saved;
    notifySuccess(result.message);
    if (!postId) void navigate(`/admin/blog/${saved.post.postId}`, { replace: true });
  };

  const title = postId ? 'Edit post' : 'New post';
  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <PageTitle title={title} />
      <Stack gap="lg">
        <Anchor component={Link} to="/admin/blog" fz="sm" fw={600}>
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            Blog posts
          </Group>
        </Anchor>
        <Title order={1} fz={{ base: 24, sm: 32 }}>
          {title}
        </Title>
        {!isValidId ? (
          <Alert color="red" title="Could not load this post">
            This address does not name a post.
          </Alert>
        ) : postId === null ? (
          <PostForm key="new" post={null} onSubmit={onSubmit} />
        ) : existing.isPending ? (
          <PageLoader label="Loading post" />
        ) : existing.isError ? (
          <Alert color="red" title="Could not load this post">
            {errorMessage(existing.error)}
          </Alert>
        ) : (
          <>
            <StatusLine post={existing.data} />
            {/* A newly loaded post (another id) starts a fresh form. */}
            <PostForm key={existing.data.postId} post={existing.data} onSubmit={onSubmit} />
          </>
        )}
      </Stack>
    </Container>
  );
}
