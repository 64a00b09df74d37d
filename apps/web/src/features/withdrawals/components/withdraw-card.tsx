import { useState } from 'react';
import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import { ZWithdrawRequest } from '@collably/shared/schemas/withdrawals';
import { SectionLoader } from '@/components/page-states';
import { RupeeInput } from '@/components/rupee-input';
import { errorMessage } from '@/lib/errors';
import { notifySuccess } from '@/lib/notify';
import { useMyWithdrawals, useWithdraw } from '../api/brand-withdrawals';
import { BankWithdrawForm } from './bank-withdraw-form';
import { WithdrawalRow } from './withdrawal-row';

type Way = 'original' | 'bank';

/**
 * The brand's 'Withdraw your wallet' card on /wallet: to the payment methods it paid with (up to what its
 * payments through the provider can still refund), or the rest by bank transfer; and its withdrawals.
 */
export function WithdrawCard() {
  const mine = useMyWithdrawals();
  const [chosen, setChosen] = useState<Way | null>(null);

  if (mine.isPending) return <SectionLoader label="Loading withdrawals" />;
  // The wallet page shows its own errors; a card that cannot load stays out of the way.
  if (mine.isError) return null;
  const { walletBalance, withdrawable, canWithdrawToBank, withdrawals } = mine.data;
  if (walletBalance <= 0 && withdrawals.length === 0) return null;
  const way: Way = chosen ?? (withdrawable > 0 || !canWithdrawToBank ? 'original' : 'bank');

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="withdraw-title"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" id="withdraw-title">
          Withdraw your wallet
        </Title>
        {walletBalance > 0 && canWithdrawToBank ? (
          <SegmentedControl
            aria-label="Withdraw to"
            data={[
              { value: 'original', label: 'To payment method' },
              { value: 'bank', label: 'To bank' },
            ]}
            value={way}
            onChange={(v) => setChosen(v as Way)}
            fullWidth
            maw={480}
          />
        ) : null}
        {walletBalance <= 0 ? null : way === 'bank' ? (
          <BankWithdrawForm walletBalance={walletBalance} />
        ) : (
          <ToPaymentMethod withdrawable={withdrawable} />
        )}
        {withdrawals.length > 0 ? (
          <Stack component="ul" gap="sm" p={0} m={0} aria-label="Withdrawals" style={{ listStyle: 'none' }}>
            {withdrawals.map((w) => (
              <WithdrawalRow key={w.id} withdrawal={w} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Back to the card, UPI or bank account the brand paid with, up to what its payments can still refund. */
function ToPaymentMethod({ withdrawable }: { withdrawable: number }) {
  const withdraw = useWithdraw();
  const [amount, setAmount] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = ZWithdrawRequest.safeParse({ amount });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      notifySuccess(await withdraw.mutateAsync(parsed.data));
      setAmount('');
    } catch (e) {
      setError(errorMessage(e, 'Could not withdraw'));
    }
  };

  return withdrawable > 0 ? (
    <>
      <Text fz="sm" c="dimmed">
        Up to {formatRupees(rupeesToPaise(withdrawable))} can go back to the card, UPI or bank account you
        paid with. Banks usually show it within 5–7 working days.
      </Text>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <RupeeInput
          label="Amount to withdraw"
          value={amount}
          onChange={setAmount}
          error={error}
          style={{ flex: '1 1 180px' }}
        />
        <Group gap="xs" mt={{ base: 0, xs: 25 }}>
          <Button variant="default" onClick={() => setAmount(withdrawable)} disabled={withdraw.isPending}>
            All
          </Button>
          <Button onClick={() => void submit()} loading={withdraw.isPending}>
            Withdraw
          </Button>
        </Group>
      </Group>
    </>
  ) : (
    <Text fz="sm" c="dimmed">
      Nothing in your wallet can go back to a payment method right now: withdraw it to a bank account instead.
    </Text>
  );
}
