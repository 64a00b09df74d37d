import { useEffect, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  AspectRatio,
  Container,
  Group,
  Image,
  Stack,
  Text,
  Title,
  TypographyStylesProvider,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { displayBlogLabels, splitBlogLabels } from '@collably/shared/domain/blog';
import { postPageMeta } from '@collably/shared/domain/page-meta';
import { ExploreBanner } from '@/components/explore-banner';
import { PageLoader } from '@/components/page-states';
import { fileUrl } from '@/lib/api-client';
import { useDocumentHead } from '@/lib/document-head';
import { DateFormat, formatDate } from '@/lib/dates';
import { errorMessage, isNotFound } from '@/lib/errors';
import { useBlogPost } from '../api/get-post';
import classes from '../components/blog-content.module.css';

/**
 * /blog/{slug} (spec §2 'Blog'): title, date, author, categories and tags, and the post's HTML (sanitised by
 * the server before it was stored and again in the answer). Sets the title, description and keywords from
 * the post. An old slug of the post takes the browser to its current address; an unknown one shows
 * `notFound` (the app's 404 page).
 */
export default function BlogPostPage({ notFound }: { notFound: ReactNode }) {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const post = useBlogPost(slug);
  const data = post.data;

  useEffect(() => {
    if (data && data.slug !== slug) void navigate(`/blog/${data.slug}`, { replace: true });
  }, [data, slug, navigate]);

  useDocumentHead(
    data
      ? postPageMeta({
          title: data.title,
          description: data.description,
          categories: splitBlogLabels(data.categoryName),
          tags: splitBlogLabels(data.tagName),
          image: null,
        })
      : null,
  );

  if (post.isPending) return <PageLoader label="Loading post" />;
  if (post.isError) {
    if (isNotFound(post.error)) return notFound;
    return (
      <Container size="sm" py={64}>
        <Alert color="red" title="Could not load this post">
          {errorMessage(post.error)}
        </Alert>
      </Container>
    );
  }

  const shown = post.data;
  const cover = fileUrl(shown.imageUrl);
  const categories = displayBlogLabels(shown.categoryName);
  const tags = displayBlogLabels(shown.tagName);

  return (
    <Container size="md" py={{ base: 24, sm: 48 }} component="article">
      <Anchor component={Link} to="/blogs" fz="sm" fw={600}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          All posts
        </Group>
      </Anchor>
      <Stack gap="sm" mt="md" mb="xl">
        <Title order={1} fz={{ base: 28, sm: 42 }} lh={1.2}>
          {shown.title}
        </Title>
        <Text c="dimmed">
          <time dateTime={shown.datePublished}>{formatDate(shown.datePublished, DateFormat.blog)}</time>
          {' · '}
          {shown.author}
        </Text>
        {categories ? (
          <Text fz="sm">
            <Text span fw={600}>
              Categories:
            </Text>{' '}
            {categories}
          </Text>
        ) : null}
        {tags ? (
          <Text fz="sm">
            <Text span fw={600}>
              Tags:
            </Text>{' '}
            {tags}
          </Text>
        ) : null}
      </Stack>
      {cover ? (
        <AspectRatio ratio={16 / 9} mb="xl">
          <Image src={cover} alt="" radius="lg" />
        </AspectRatio>
      ) : null}
      <TypographyStylesProvider>
        <div className={classes.content} dangerouslySetInnerHTML={{ __html: shown.postContent }} />
      </TypographyStylesProvider>
      <ExploreBanner />
    </Container>
  );
}
