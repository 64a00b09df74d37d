import { Button, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import {
  ZBankWithdrawRequest,
  type TBankWithdrawRequest,
  type TBankWithdrawRequestInput,
} from '@collably/shared/schemas/withdrawals';
import { BankDetailsFields, type BankDetailsNames } from '@/components/bank-details-fields';
import { RupeeInput } from '@/components/rupee-input';
import { errorMessage } from '@/lib/errors';
import { notifySuccess } from '@/lib/notify';
import { useWithdrawToBank } from '../api/brand-withdrawals';

const NAMES: BankDetailsNames<TBankWithdrawRequestInput> = {
  method: 'method',
  accountHolder: 'accountHolder',
  accountNo: 'accountNo',
  ifscCode: 'ifscCode',
  upi: 'upi',
};

/**
 * The brand's bank transfer of its wallet (issue 18): to a bank account (holder, number, IFSC) or a UPI ID,
 * validated with the influencer payout form's messages (the schema names one mistake at a time). The money
 * is set aside at once; a super admin sends it. No fee and no minimum above ₹1: it is the brand's own money.
 */
export function BankWithdrawForm({ walletBalance }: { walletBalance: number }) {
  const withdraw = useWithdrawToBank();
  const form = useForm<TBankWithdrawRequestInput, unknown, TBankWithdrawRequest>({
    resolver: zodResolver(ZBankWithdrawRequest),
    defaultValues: { amount: '', method: 'bank', accountHolder: '', accountNo: '', ifscCode: '', upi: '' },
  });
  const method = useWatch({ control: form.control, name: 'method' });
  const { errors, isSubmitted } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      notifySuccess(await withdraw.mutateAsync(input));
      // The destination stays for the next withdrawal; the amount has left the wallet.
      form.resetField('amount');
    } catch (e) {
      form.setError('amount', { message: errorMessage(e, 'Could not request the withdrawal') });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Withdraw to bank">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          For money that cannot go back to a payment method. No fee: the whole amount reaches you. It is set
          aside from your wallet now, and our team sends it, usually within 2 working days.
        </Text>
        <BankDetailsFields
          control={form.control}
          register={form.register}
          names={NAMES}
          fields="chosen"
          isAccountHolderRequired
          methodDependents={['amount']}
        />
        <Group align="flex-start" gap="sm" wrap="wrap">
          <Controller
            control={form.control}
            name="amount"
            render={({ field }) => (
              <RupeeInput
                ref={field.ref}
                name={field.name}
                label="Amount to withdraw"
                description={`Your wallet holds ${formatRupees(rupeesToPaise(walletBalance))}`}
                withAsterisk
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.amount?.message}
                style={{ flex: '1 1 180px' }}
              />
            )}
          />
          <Group gap="xs" mt={{ base: 0, xs: 46 }}>
            <Button
              variant="default"
              onClick={() => form.setValue('amount', walletBalance, { shouldValidate: isSubmitted })}
              disabled={withdraw.isPending}
            >
              All
            </Button>
            <Button type="submit" loading={withdraw.isPending}>
              Withdraw to {method === 'upi' ? 'UPI ID' : 'bank account'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
