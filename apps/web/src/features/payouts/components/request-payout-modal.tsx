import { useMemo, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { ADDRESS_MAX } from '@collably/shared/constants/limits';
import { formatRupees, rupeesToPaise } from '@collably/shared/domain/pricing';
import {
  payoutRequestSchema,
  type TPayoutBank,
  type TPayoutTerms,
  type TPayoutRequest,
  type TPayoutRequestInput,
} from '@collably/shared/schemas/payouts';
import { BankDetailsFields, type BankDetailsNames } from '@/components/bank-details-fields';
import { RupeeInput } from '@/components/rupee-input';
import { errorMessage } from '@/lib/errors';

type FormProps = {
  /** The account balance in rupees: the most that can be requested. */
  balance: number;
  /** The last request's bank details, to prefill (nulls before the first request). */
  bank: TPayoutBank | undefined;
  /** The smallest payout and its fee, when known. */
  terms?: TPayoutTerms;
  onSubmit: (input: TPayoutRequest) => Promise<unknown>;
  onCancel: () => void;
};

const blankIfNull = (v: string | null | undefined) => v ?? '';

/** The spec's wire names of the destination's fields. */
const NAMES: BankDetailsNames<TPayoutRequestInput> = {
  method: 'Method',
  accountHolder: 'AccountHolder',
  accountNo: 'AccountNo',
  ifscCode: 'IFSCcode',
  upi: 'UPI',
};

/**
 * The Request Payout form (spec §2, §3, §5): validated by the server's own schema with the balance, so the
 * messages and their order are the server's; bank details prefilled from the last request.
 */
/** 'Up to ₹2,000.00 · at least ₹500.00 · a ₹10.00 fee is taken from each payout'. */
export function amountHint(balance: number, terms: TPayoutTerms | undefined): string {
  const parts = [`Up to ${formatRupees(rupeesToPaise(balance))}`];
  if (terms && terms.minimum > 0) parts.push(`at least ${formatRupees(rupeesToPaise(terms.minimum))}`);
  if (terms && terms.fee > 0) {
    parts.push(
      terms.feeBearer === 'influencer'
        ? `a ${formatRupees(rupeesToPaise(terms.fee))} fee is taken from each payout`
        : 'no payout fee for you',
    );
  }
  return parts.join(' · ');
}

export function RequestPayoutForm({ balance, bank, terms, onSubmit, onCancel }: FormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const upiMaxPaise = terms ? rupeesToPaise(terms.upiMax) : undefined;
  const schema = useMemo(() => payoutRequestSchema(balance, upiMaxPaise), [balance, upiMaxPaise]);
  const form = useForm<TPayoutRequestInput, unknown, TPayoutRequest>({
    resolver: zodResolver(schema),
    defaultValues: {
      Amount: '',
      BankName: blankIfNull(bank?.bankName),
      AccountHolder: blankIfNull(bank?.accountHolder),
      AccountNo: blankIfNull(bank?.accountNo),
      IFSCcode: blankIfNull(bank?.ifscCode),
      PAN: blankIfNull(bank?.pan),
      UPI: blankIfNull(bank?.upi),
      Address: blankIfNull(bank?.address),
      Phone: blankIfNull(bank?.phone),
      Method: 'bank',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      await onSubmit(input);
    } catch (error) {
      setServerError(errorMessage(error, 'Could not send the payout request'));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Request Payout">
      <Stack gap="sm">
        {serverError ? (
          <Alert color="red" role="alert" title="Could not send the payout request">
            {serverError}
          </Alert>
        ) : null}
        <Controller
          control={form.control}
          name="Amount"
          render={({ field }) => (
            <RupeeInput
              ref={field.ref}
              name={field.name}
              label="Amount"
              description={amountHint(balance, terms)}
              withAsterisk
              data-autofocus
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.Amount?.message}
            />
          )}
        />
        {/* The spec's form asks for the bank account and the UPI ID whatever the choice: so does its schema. */}
        <BankDetailsFields
          control={form.control}
          upiMaxPaise={upiMaxPaise}
          register={form.register}
          names={NAMES}
          fields="both"
          isAccountHolderRequired={false}
          accountHolderDescription="As your bank shows it. Leave it blank if the account is in your profile name."
          methodDependents={['Amount']}
          bankFieldsBefore={
            <TextInput
              label="Bank Name"
              withAsterisk
              autoComplete="off"
              error={errors.BankName?.message}
              {...form.register('BankName')}
            />
          }
        />
        <TextInput
          label="PAN No."
          withAsterisk
          autoCapitalize="characters"
          autoComplete="off"
          placeholder="e.g. ABCDE1234F"
          error={errors.PAN?.message}
          {...form.register('PAN')}
        />
        <Textarea
          label="Address"
          withAsterisk
          autosize
          minRows={2}
          maxRows={5}
          maxLength={ADDRESS_MAX}
          error={errors.Address?.message}
          {...form.register('Address')}
        />
        <TextInput
          label="Phone"
          withAsterisk
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="e.g. 98765 43210"
          error={errors.Phone?.message}
          {...form.register('Phone')}
        />
        <Text fz="xs" c="dimmed">
          Your PAN, account number, UPI ID and phone are stored encrypted and shown only to you and to the
          Collably team member who approves the payout.
        </Text>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type ModalProps = FormProps & { opened: boolean };

export function RequestPayoutModal({ opened, ...props }: ModalProps) {
  return (
    <Modal opened={opened} onClose={props.onCancel} title="Request Payout" size="lg">
      {opened ? <RequestPayoutForm {...props} /> : null}
    </Modal>
  );
}
