import { Anchor, AspectRatio, Card, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { blogTeaser } from '@collably/shared/domain/blog';
import type { TBlogPostSummary } from '@collably/shared/schemas/blog';
import { fileUrl } from '@/lib/api-client';
import { DateFormat, formatDate } from '@/lib/dates';

/** A card of /blogs (spec §2 'Blog'): cover, title, date 'MMMM d, y', description with '...', 'read more'. */
export function BlogPostCard({ post }: { post: TBlogPostSummary }) {
  const href = `/blog/${post.slug}`;
  const cover = fileUrl(post.imageUrl);
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" component="article">
      {cover ? (
        <Card.Section>
          <Link to={href} tabIndex={-1} aria-hidden>
            <AspectRatio ratio={16 / 9}>
              <Image src={cover} alt="" loading="lazy" />
            </AspectRatio>
          </Link>
        </Card.Section>
      ) : null}
      <Stack gap={8} mt={cover ? 'md' : 0} style={{ flex: 1 }}>
        <Text fz="sm" c="dimmed">
          <time dateTime={post.datePublished}>{formatDate(post.datePublished, DateFormat.blog)}</time>
        </Text>
        <Title order={2} fz={{ base: 19, sm: 20 }} lh={1.3}>
          <Anchor component={Link} to={href} c="inherit" fw={700} underline="hover">
            {post.title}
          </Anchor>
        </Title>
        <Text c="dimmed" fz="sm" style={{ flex: 1 }}>
          {blogTeaser(post.description)}
        </Text>
        <Anchor component={Link} to={href} fw={600} fz="sm" aria-label={`read more: ${post.title}`}>
          read more
        </Anchor>
      </Stack>
    </Card>
  );
}
