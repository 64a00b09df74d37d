import type { ReactNode } from 'react';
import { Center, Pagination, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError, PageLoader } from '@/components/page-states';

type LogPage<T> = { entries: T[]; totalPages: number };

/**
 * The frame of a server-paged admin log (audit, data access): loading, failure and empty states, the rows as
 * a table on a wide screen or cards on a phone (the caller draws them), and the pager.
 */
export function PagedLog<T>({
  log,
  page,
  onPage,
  what,
  empty,
  children,
}: {
  log: UseQueryResult<LogPage<T>>;
  page: number;
  onPage: (page: number) => void;
  /** 'the audit log': said while loading and on failure. */
  what: string;
  empty: ReactNode;
  children: (entries: T[], isWide: boolean) => ReactNode;
}) {
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  if (log.isPending) return <PageLoader label={`Loading ${what}`} />;
  if (log.isError) return <LoadError title={`Could not load ${what}`} error={log.error} />;
  const { entries, totalPages } = log.data;
  if (entries.length === 0 && page === 0) return empty;
  return (
    <Stack gap="md">
      {children(entries, isWide)}
      {totalPages > 1 ? (
        <Center>
          <Pagination total={totalPages} value={page + 1} onChange={(p) => onPage(p - 1)} size="sm" />
        </Center>
      ) : null}
    </Stack>
  );
}
