import type { ReactNode } from 'react';
import { Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  Controller,
  useFormState,
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { ACCOUNT_HOLDER_MAX } from '@collably/shared/constants/limits';
import { formatRupees } from '@collably/shared/domain/pricing';
import { UPI_TRANSFER_MAX_PAISE } from '@collably/shared/domain/transfers';

/** Which of the form's fields holds each part of the destination: the wire names differ between forms. */
export type BankDetailsNames<T extends FieldValues> = {
  method: Path<T>;
  accountHolder: Path<T>;
  accountNo: Path<T>;
  ifscCode: Path<T>;
  upi: Path<T>;
};

export type BankDetailsFieldsProps<T extends FieldValues, TOutput extends FieldValues = T> = {
  control: Control<T, unknown, TOutput>;
  register: UseFormRegister<T>;
  names: BankDetailsNames<T>;
  /**
   * 'chosen': only the chosen destination's fields (the bank account's, or the UPI ID), for a schema that
   * ignores the other's. 'both': every field whatever the choice, for a schema that requires them all.
   */
  fields: 'chosen' | 'both';
  /** Whether the account holder's name must be given (else it is optional, e.g. the profile name). */
  isAccountHolderRequired: boolean;
  accountHolderDescription?: string;
  /** The form's own bank fields (the payout's Bank Name), shown first among the bank account's. */
  bankFieldsBefore?: ReactNode;
  /** Fields re-checked when the choice changes once the form was sent (the amount: UPI has a limit). */
  methodDependents?: Path<T>[];
  /** This deployment's UPI limit (payout terms), when known; NPCI's ₹1,00,000 otherwise. */
  upiMaxPaise?: number;
};

/**
 * Where money is sent (a payout, a brand's bank withdrawal): 'Pay to' a bank account (IMPS/NEFT) or a UPI ID,
 * then the account holder, account number and IFSC code, or the UPI ID. One look and one form style for
 * every form that sends money out; each form passes its react-hook-form and its own field names, and its
 * zod schema (through zodResolver) says the messages.
 */
export function BankDetailsFields<T extends FieldValues, TOutput extends FieldValues = T>({
  control,
  register,
  names,
  fields,
  isAccountHolderRequired,
  accountHolderDescription,
  bankFieldsBefore,
  methodDependents,
  upiMaxPaise = UPI_TRANSFER_MAX_PAISE,
}: BankDetailsFieldsProps<T, TOutput>) {
  const method: unknown = useWatch({ control, name: names.method });
  const formState = useFormState({ control });
  const errorOf = (name: Path<T>) => control.getFieldState(name, formState).error?.message;
  const isBankShown = fields === 'both' || method !== 'upi';
  const isUpiShown = fields === 'both' || method === 'upi';

  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name={names.method}
        rules={methodDependents ? { deps: methodDependents } : undefined}
        render={({ field }) => (
          <Radio.Group
            label="Pay to"
            withAsterisk
            value={field.value === 'upi' ? 'upi' : 'bank'}
            onChange={field.onChange}
            error={errorOf(names.method)}
          >
            {/* On a phone the two choices stack: closer together than side by side. */}
            <Group gap="lg" mt={6} align="flex-start" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
              <Radio ref={field.ref} value="bank" label="Bank account (IMPS/NEFT)" description="Any amount" />
              <Radio
                value="upi"
                label="UPI ID"
                description={`Up to ${formatRupees(upiMaxPaise)} at a time`}
              />
            </Group>
          </Radio.Group>
        )}
      />
      {isBankShown ? (
        <>
          {bankFieldsBefore}
          <TextInput
            label="Account holder name"
            description={accountHolderDescription}
            withAsterisk={isAccountHolderRequired}
            maxLength={ACCOUNT_HOLDER_MAX}
            autoComplete="off"
            error={errorOf(names.accountHolder)}
            {...register(names.accountHolder)}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              label="Account No."
              withAsterisk
              inputMode="numeric"
              autoComplete="off"
              error={errorOf(names.accountNo)}
              {...register(names.accountNo)}
            />
            <TextInput
              label="IFSC Code"
              withAsterisk
              autoCapitalize="characters"
              autoComplete="off"
              placeholder="e.g. SBIN0001234"
              error={errorOf(names.ifscCode)}
              {...register(names.ifscCode)}
            />
          </SimpleGrid>
        </>
      ) : null}
      {isUpiShown ? (
        <TextInput
          label="UPI ID"
          withAsterisk
          autoCapitalize="none"
          autoComplete="off"
          placeholder="e.g. name@okbank"
          error={errorOf(names.upi)}
          {...register(names.upi)}
        />
      ) : null}
    </Stack>
  );
}
