import type { ReactNode } from 'react';
import { Container, Stack, Text, Title, TypographyStylesProvider } from '@mantine/core';
import { ExploreBanner } from '@/components/explore-banner';
import type { StaticPageMeta } from '@collably/shared/constants/site-pages';
import { PageTitle } from '@/components/page-title';

type Props = {
  title: string;
  intro?: string;
  /** The page's head tags, as the server also writes them (@collably/shared site pages). */
  meta: StaticPageMeta;
  updatedOn?: string;
  children: ReactNode;
};

/** Layout of the about, policy and contact pages, each ending with the Explore banner (spec §2). */
export function StaticPage({ title, intro, meta, updatedOn, children }: Props) {
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <PageTitle meta={meta} />
      <Stack gap="xs" mb="xl">
        <Title order={1} fz={{ base: 30, sm: 40 }}>
          {title}
        </Title>
        {updatedOn ? (
          <Text c="dimmed" fz="sm">
            Last updated: {updatedOn}
          </Text>
        ) : null}
        {intro ? (
          <Text c="dimmed" fz="lg">
            {intro}
          </Text>
        ) : null}
      </Stack>
      <TypographyStylesProvider>{children}</TypographyStylesProvider>
      <ExploreBanner />
    </Container>
  );
}
