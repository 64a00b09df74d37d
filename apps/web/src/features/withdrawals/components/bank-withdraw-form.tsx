import { useState } from 'react';
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { ACCOUNT_HOLDER_MAX } from '@collably/shared/constants/limits';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import type { TPayoutMethod } from '@collably/shared/schemas/payouts';
import { ZBankWithdrawRequest } from '@collably/shared/schemas/withdrawals';
import { RupeeInput } from '@/components/rupee-input';
import { errorMessage } from '@/lib/errors';
import { notifySuccess } from '@/lib/notify';
import { useWithdrawToBank } from '../api/brand-withdrawals';

type Field = 'amount' | 'method' | 'accountHolder' | 'accountNo' | 'ifscCode' | 'upi';

/**
 * The brand's bank transfer of its wallet (issue 18): to a bank account (holder, number, IFSC) or a UPI ID,
 * validated with the influencer payout form's messages. The money is set aside at once; a super admin sends
 * it. No fee and no minimum above ₹1: it is the brand's own money.
 */
export function BankWithdrawForm({ walletBalance }: { walletBalance: number }) {
  const withdraw = useWithdrawToBank();
  const [method, setMethod] = useState<TPayoutMethod>('bank');
  const [amount, setAmount] = useState<number | string>('');
  const [accountHolder, setAccountHolder] = useState('');
  const [accountNo, setAccountNo] = useState('');
  const [ifscCode, setIfscCode] = useState('');
  const [upi, setUpi] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  /** A field being corrected loses its message (one is shown at a time). */
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setErrors({});
    };

  const submit = async () => {
    const parsed = ZBankWithdrawRequest.safeParse({
      amount,
      method,
      accountHolder,
      accountNo,
      ifscCode,
      upi,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setErrors(issue ? { [(issue.path[0] as Field | undefined) ?? 'amount']: issue.message } : {});
      return;
    }
    setErrors({});
    try {
      notifySuccess(await withdraw.mutateAsync(parsed.data));
      setAmount('');
    } catch (e) {
      setErrors({ amount: errorMessage(e, 'Could not request the withdrawal') });
    }
  };

  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        For money that cannot go back to a payment method. No fee: the whole amount reaches you. It is set
        aside from your wallet now, and our team sends it, usually within 2 working days.
      </Text>
      <SegmentedControl
        aria-label="Send to"
        data={[
          { value: 'bank', label: 'Bank account' },
          { value: 'upi', label: 'UPI ID' },
        ]}
        value={method}
        onChange={(v) => edit(setMethod)(v as TPayoutMethod)}
        style={{ alignSelf: 'flex-start' }}
      />
      {method === 'bank' ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Account holder name"
            maxLength={ACCOUNT_HOLDER_MAX}
            value={accountHolder}
            onChange={(e) => edit(setAccountHolder)(e.currentTarget.value)}
            error={errors.accountHolder}
            autoComplete="name"
          />
          <TextInput
            label="Account No."
            inputMode="numeric"
            value={accountNo}
            onChange={(e) => edit(setAccountNo)(e.currentTarget.value)}
            error={errors.accountNo}
          />
          <TextInput
            label="IFSC Code"
            value={ifscCode}
            onChange={(e) => edit(setIfscCode)(e.currentTarget.value)}
            error={errors.ifscCode}
            placeholder="SBIN0001234"
          />
        </SimpleGrid>
      ) : (
        <TextInput
          label="UPI ID"
          value={upi}
          onChange={(e) => edit(setUpi)(e.currentTarget.value)}
          error={errors.upi}
          placeholder="name@okbank"
          maw={{ sm: 360 }}
        />
      )}
      <Group align="flex-start" gap="sm" wrap="wrap">
        <RupeeInput
          label="Amount to withdraw"
          description={`Your wallet holds ${formatRupees(rupeesToPaise(walletBalance))}`}
          value={amount}
          onChange={edit(setAmount)}
          error={errors.amount ?? errors.method}
          style={{ flex: '1 1 180px' }}
        />
        <Group gap="xs" mt={{ base: 0, xs: 46 }}>
          <Button variant="default" onClick={() => setAmount(walletBalance)} disabled={withdraw.isPending}>
            All
          </Button>
          <Button onClick={() => void submit()} loading={withdraw.isPending}>
            Withdraw to {method === 'upi' ? 'UPI ID' : 'bank account'}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
