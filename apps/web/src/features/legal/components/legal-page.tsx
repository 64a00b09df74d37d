import { Alert, Badge, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import type { TLegalDocument } from '@collably/shared/constants/legal';
import type { StaticPageMeta } from '@collably/shared/constants/site-pages';
import { latestLegalVersion, legalVersion } from '@collably/shared/domain/legal';
import { LegalMessages as M } from '@collably/shared/messages/legal';
import { ExploreBanner } from '@/components/explore-banner';
import { PageTitle } from '@/components/page-title';
import { appConfig } from '@/config/app-config';
import { useLegalDocuments } from '../api/legal';
import { legalDay } from './legal-day';
import { LegalText } from './legal-text';

type Props = { document: TLegalDocument; meta: StaticPageMeta };

/**
 * A legal text's page (issue 36): its newest posted version, when it was posted and when it takes (or took)
 * effect; while it is announced, what changes; while counsel has not approved it, a draft marker.
 */
export function LegalPage({ document, meta }: Props) {
  const postings = useLegalDocuments();
  const posting = postings.data?.find((p) => p.document === document);
  const version = (posting && legalVersion(document, posting.version)) ?? latestLegalVersion(document);
  const isAnnounced = posting !== undefined && !posting.isInForce;
  return (
    <Container size="md" py={{ base: 32, sm: 56 }}>
      <PageTitle meta={meta} />
      <Stack gap="xs" mb="xl">
        <Title order={1} fz={{ base: 30, sm: 40 }}>
          {version.title}
        </Title>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="brand">
            {M.version(version.version)}
          </Badge>
          {posting ? (
            <Text c="dimmed" fz="sm">
              {M.postedOn(legalDay(posting.postedOn))} ·{' '}
              {posting.isInForce
                ? M.inForceSince(legalDay(posting.effectiveOn))
                : M.takesEffectOn(legalDay(posting.effectiveOn))}
            </Text>
          ) : null}
        </Group>
        <Text c="dimmed" fz="lg">
          {version.intro}
        </Text>
      </Stack>
      {version.counsel.status === 'awaiting' ? (
        <Alert color="yellow" mb="md" title={M.awaitingCounsel} />
      ) : null}
      {isAnnounced ? (
        <Alert color="brand" mb="xl" title={M.whatChanges}>
          <Stack gap="xs">
            <Text fz="sm">
              {M.announcedChange(version.title, legalDay(posting.effectiveOn))}
              {version.replaces ? ` ${M.replaces(version.replaces)}` : ''}
            </Text>
            <List fz="sm" spacing={4}>
              {version.changes.map((change) => (
                <List.Item key={change}>{change}</List.Item>
              ))}
            </List>
          </Stack>
        </Alert>
      ) : null}
      <LegalText version={version} />
      <Text mt="md">
        {M.contact} <a href={`mailto:${appConfig.supportEmail}`}>{appConfig.supportEmail}</a>
      </Text>
      <ExploreBanner />
    </Container>
  );
}
