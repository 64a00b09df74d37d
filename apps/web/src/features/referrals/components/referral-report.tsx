import { useState } from 'react';
import { Center, Group, Pagination, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconShare } from '@tabler/icons-react';
import { formatRupees } from '@collably/shared/domain/pricing';
import { ReferralMessages } from '@collably/shared/messages/referrals';
import { EmptyState, LoadError, PageLoader } from '@/components/page-states';
import { useReferralReport } from '../api/get-referral-report';

/**
 * The super admin's referral report: per czref code, the profile visits it brought (one per viewer, profile
 * and day) and the paid orders made with it, with what the brands paid; highest order value first.
 */
export function ReferralReport() {
  const [page, setPage] = useState(0);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const isRangeValid = !from || !to || from <= to;
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const report = useReferralReport({
    page,
    from: from || undefined,
    to: isRangeValid ? to || undefined : undefined,
  });

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label="From"
          value={from}
          onChange={(e) => {
            setFrom(e.currentTarget.value);
            setPage(0);
          }}
          w={160}
        />
        <TextInput
          type="date"
          label="To"
          value={to}
          error={isRangeValid ? undefined : ReferralMessages.rangeReversed}
          onChange={(e) => {
            setTo(e.currentTarget.value);
            setPage(0);
          }}
          w={160}
        />
      </Group>
      <Text fz="sm" c="dimmed">
        Visits are profile views with the code (one per viewer, profile and day); orders are paid orders made
        with it, valued at what the brands paid.
      </Text>
      {report.isPending ? (
        <PageLoader label="Loading the referral report" />
      ) : report.isError ? (
        <LoadError title="Could not load the referral report" error={report.error} />
      ) : report.data.rows.length === 0 && page === 0 ? (
        <EmptyState icon={IconShare} title={ReferralMessages.empty} />
      ) : (
        <>
          <Paper withBorder radius="lg" style={{ overflowX: 'auto' }}>
            <Table
              verticalSpacing="sm"
              horizontalSpacing={isWide ? 'md' : 'xs'}
              striped
              miw={320}
              aria-label="Referrals"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Code</Table.Th>
                  <Table.Th ta="right">Visits</Table.Th>
                  <Table.Th ta="right">Orders</Table.Th>
                  <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                    Order value
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.data.rows.map((r) => (
                  <Table.Tr key={r.code}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }} fw={600}>
                      {r.code}
                    </Table.Td>
                    <Table.Td ta="right">{r.visits}</Table.Td>
                    <Table.Td ta="right">{r.orders}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatRupees(r.orderValuePaise)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          {report.data.totalPages > 1 ? (
            <Center>
              <Pagination
                total={report.data.totalPages}
                value={page + 1}
                onChange={(p) => setPage(p - 1)}
                size="sm"
              />
            </Center>
          ) : null}
        </>
      )}
    </Stack>
  );
}
