import { Button, Center, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { PUBLIC_PAGES } from '@collably/shared/constants/site-pages';
import { BlogMessages } from '@collably/shared/messages/blog';
import { EmptyState, LoadError, PageLoader } from '@/components/page-states';
import { PageTitle } from '@/components/page-title';
import { useBlogPosts } from '../api/get-posts';
import { BlogPostCard } from '../components/blog-post-card';

const INTRO = PUBLIC_PAGES.blogs.meta.description;

/** /blogs (spec §2 'Blog'): published posts, newest first, a page at a time. */
export default function BlogListPage() {
  const posts = useBlogPosts();
  const list = posts.data?.pages.flat() ?? [];

  return (
    <Container size="lg" py={{ base: 32, sm: 56 }}>
      <PageTitle meta={PUBLIC_PAGES.blogs.meta} />
      <Stack gap="xs" mb="xl">
        <Title order={1} fz={{ base: 30, sm: 40 }}>
          Blogs
        </Title>
        <Text c="dimmed" fz="lg" maw={720}>
          {INTRO}
        </Text>
      </Stack>
      {posts.isPending ? (
        <PageLoader label="Loading posts" />
      ) : posts.isError ? (
        <LoadError title="Could not load the blog" error={posts.error} />
      ) : list.length === 0 ? (
        <EmptyState icon={IconNews} title="Nothing here yet">
          {BlogMessages.empty}
        </EmptyState>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
            {list.map((post) => (
              <BlogPostCard key={post.postId} post={post} />
            ))}
          </SimpleGrid>
          {posts.hasNextPage ? (
            <Center mt="xl">
              <Button
                variant="light"
                loading={posts.isFetchingNextPage}
                onClick={() => void posts.fetchNextPage()}
              >
                Load more posts
              </Button>
            </Center>
          ) : null}
        </>
      )}
    </Container>
  );
}
