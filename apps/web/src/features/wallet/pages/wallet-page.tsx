import {
  Avatar,
  Badge,
  Button,
  Container,
  Divider,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import type { TWalletHistoryEntry } from '@collably/shared/schemas/wallet';
import { PageTitle } from '@/components/page-title';
import { fileUrl } from '@/lib/api-client';
import { DateFormat, formatDate } from '@/lib/dates';
import { useWalletBalance, useWalletHistory } from '../api/get-wallet';
import { entryLookOf } from '../lib/entry-type';
import { EmptyState, LoadError, PageLoader } from '@/components/page-states';

function Entry({ entry }: { entry: TWalletHistoryEntry }) {
  const look = entryLookOf(entry.status_Type, entry.influencerName, entry.note);
  const amount = `${look.isCredit ? '+' : '−'}${formatRupees(rupeesToPaise(entry.amount))}`;
  const name = entry.influencerName || 'Collably';
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      align="center"
      py="sm"
      px={{ base: 'sm', sm: 'md' }}
      aria-label={`${look.label} ${amount}`}
    >
      <Avatar
        alt=""
        src={fileUrl(entry.profilePic, 'card')}
        name={name}
        color="brand"
        radius="xl"
        size={44}
      />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} truncate>
          {name}
        </Text>
        <Group gap={6}>
          {/* A long label ('Withdrawn to bank account ••1234') wraps rather than losing its end. */}
          <Badge
            size="sm"
            variant="light"
            color={look.color}
            h="auto"
            maw="100%"
            styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
          >
            {look.label}
          </Badge>
          {entry.collabId ? (
            <Text fz="xs" c="dimmed">
              Collab #{entry.collabId}
            </Text>
          ) : null}
        </Group>
        <Text fz="xs" c="dimmed">
          {formatDate(entry.updatedOn, DateFormat.dayTime)}
        </Text>
      </Stack>
      <Text fw={700} c={look.isCredit ? 'teal.9' : 'gray.8'} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}

/**
 * /wallet (brand): 'Wallet History | Balance : {amount}' and every movement (spec §2, §3); `invoices` below
 * them (the app passes the brand's tax invoices).
 */
export default function WalletPage({
  invoices,
  withdrawal,
}: {
  invoices?: ReactNode;
  /** The withdrawals feature's card: the wallet back to the brand's payment methods. */
  withdrawal?: ReactNode;
}) {
  const balance = useWalletBalance();
  const history = useWalletHistory();
  const entries = history.data ?? [];
  const amount = balance.isSuccess ? formatRupees(rupeesToPaise(balance.data)) : '…';

  return (
    <Container size="sm" py={{ base: 'lg', sm: 40 }} px={{ base: 'sm', sm: 'md' }}>
      <PageTitle title="Wallet" />
      <Stack gap="lg">
        <Paper
          radius="lg"
          p={{ base: 'md', sm: 'xl' }}
          style={{
            background: 'linear-gradient(135deg, var(--mantine-color-brand-7), var(--mantine-color-brand-5))',
            color: 'white',
          }}
        >
          <Group gap="md" wrap="nowrap" align="center">
            <ThemeIcon size={52} radius="xl" color="white" variant="white" c="brand.7">
              <IconWallet size={30} />
            </ThemeIcon>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 20, sm: 28 }} c="white" style={{ overflowWrap: 'anywhere' }}>
                Wallet History | Balance : {amount}
              </Title>
              <Text fz="sm" c="brand.0">
                Refunds of rejected or cancelled collabs land here. Use the balance on your next order at
                checkout, or withdraw it to the payment method you paid with or to a bank account.
              </Text>
            </Stack>
          </Group>
        </Paper>

        {balance.isError ? <LoadError title="Could not load your balance" error={balance.error} /> : null}
        {withdrawal}

        {history.isPending ? (
          <PageLoader label="Loading wallet history" />
        ) : history.isError ? (
          <LoadError title="Could not load your wallet history" error={history.error} />
        ) : entries.length === 0 ? (
          <EmptyState
            icon={IconWallet}
            title="No wallet history yet"
            action={
              <Button component={Link} to="/listing" variant="light" mt="xs">
                Explore Influencers
              </Button>
            }
          >
            When a collab is rejected or cancelled, the full amount comes back to this wallet.
          </EmptyState>
        ) : (
          <Paper withBorder radius="lg">
            <Stack
              component="ul"
              gap={0}
              m={0}
              p={0}
              aria-label="Wallet history"
              style={{ listStyle: 'none' }}
            >
              {entries.map((e, i) => (
                <Fragment key={`${e.updatedOn}-${i}`}>
                  {i > 0 ? <Divider component="li" aria-hidden /> : null}
                  <Entry entry={e} />
                </Fragment>
              ))}
            </Stack>
          </Paper>
        )}
        {invoices}
      </Stack>
    </Container>
  );
}
