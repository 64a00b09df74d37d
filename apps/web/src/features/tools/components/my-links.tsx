import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLink } from '@tabler/icons-react';
import type { TMyYtLink } from '@collably/shared/schemas/tools';
import { EmptyState, LoadError, PageLoader } from '@/components/page-states';
import { DateFormat, formatDate } from '@/lib/dates';
import { useMyYtLinks } from '../api/get-my-links';
import { CopyLinkButton } from './copy-link-button';

const opensText = (n: number) => (n === 1 ? '1 open' : `${n} opens`);

function LinkCards({ links }: { links: TMyYtLink[] }) {
  return (
    <Stack gap="sm">
      {links.map((l) => (
        <Paper key={l.param} withBorder radius="lg" p="sm" component="article" aria-label={l.path}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Anchor href={l.url} fz="sm" fw={600} style={{ wordBreak: 'break-all' }}>
              {l.path}
            </Anchor>
            <CopyLinkButton url={l.url} />
          </Group>
          <Text fz="xs" c="dimmed" mt={4} style={{ wordBreak: 'break-all' }}>
            {l.youtubeUrl}
          </Text>
          <Group justify="space-between" mt="xs">
            <Badge variant="light" aria-label={`Opens: ${l.opens}`}>
              {opensText(l.opens)}
            </Badge>
            <Text fz="xs" c="dimmed">
              {formatDate(l.createdOn, DateFormat.dayTime)}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function LinkTable({ links }: { links: TMyYtLink[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Direct link</Table.Th>
            <Table.Th>Opens on YouTube</Table.Th>
            <Table.Th ta="right">Opens</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th aria-label="Copy" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {links.map((l) => (
            <Table.Tr key={l.param}>
              <Table.Td>
                <Anchor href={l.url} fz="sm" fw={600}>
                  {l.path}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text fz="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {l.youtubeUrl}
                </Text>
              </Table.Td>
              <Table.Td ta="right" aria-label={`Opens: ${l.opens}`}>
                {l.opens}
              </Table.Td>
              <Table.Td>{formatDate(l.createdOn, DateFormat.dayTime)}</Table.Td>
              <Table.Td>
                <CopyLinkButton url={l.url} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** 'Your links': a signed-in user's direct links with how often each was opened. */
export function MyLinks() {
  const links = useMyYtLinks(true);
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return (
    <Stack gap="sm" component="section" aria-labelledby="your-links">
      <Title order={2} fz={{ base: 20, sm: 24 }} id="your-links">
        Your links
      </Title>
      {links.isPending ? (
        <PageLoader label="Loading your links" />
      ) : links.isError ? (
        <LoadError title="Could not load your links" error={links.error} />
      ) : links.data.length === 0 ? (
        <EmptyState icon={IconLink} title="Links you create appear here, with how often each was opened." />
      ) : isWide ? (
        <LinkTable links={links.data} />
      ) : (
        <LinkCards links={links.data} />
      )}
    </Stack>
  );
}
