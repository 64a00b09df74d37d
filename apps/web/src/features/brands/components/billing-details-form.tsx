import { Button, Group, Radio, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { BUYER_KINDS, BuyerKind } from '@collably/shared/constants/billing';
import { GST_REGIONS } from '@collably/shared/constants/gst-states';
import { BILLING_ADDRESS_MAX, BILLING_COMPANY_MAX } from '@collably/shared/constants/limits';
import { gstinRegion } from '@collably/shared/domain/gst-invoice';
import { normaliseGstin } from '@collably/shared/domain/gstin';
import { BrandMessages as M } from '@collably/shared/messages/brands';
import { ZUpdateBrandBillingRequest, type TBrandBilling } from '@collably/shared/schemas/brands';
import { useStates } from '@/features/master/api/master-data';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSaveBrandBilling } from '../api/brand-billing';
import type { TSavedBilling } from '../api/billing-gate';

/** The server's rule, with the state as the Select holds it (its id as text, or null). */
const ZBillingForm = ZUpdateBrandBillingRequest.extend({
  stateId: z
    .string()
    .nullable()
    .refine((id) => Boolean(id), M.stateRequired),
});
type BillingFormValues = z.input<typeof ZBillingForm>;
type FieldName = keyof BillingFormValues;

const formValues = (billing: TBrandBilling): BillingFormValues => ({
  buyerKind: BuyerKind.Business,
  companyName: billing?.companyName ?? '',
  gstin: billing?.gstin ?? '',
  address: billing?.address ?? '',
  stateId: billing ? String(billing.stateId) : null,
  pincode: billing?.pincode ?? '',
});

/** Which field a message of the server's is about, so it shows at that field rather than in a popup. */
const FIELD_OF_MESSAGE = new Map<string, FieldName>([
  [M.buyerKindRequired, 'buyerKind'],
  [M.sezRefused, 'buyerKind'],
  [M.governmentRefused, 'buyerKind'],
  [M.companyRequired, 'companyName'],
  [M.companyMax, 'companyName'],
  [M.gstinInvalid, 'gstin'],
  ...GST_REGIONS.map((region) => [M.gstinOtherState(region.name), 'gstin'] as const),
  [M.addressRequired, 'address'],
  [M.addressMax, 'address'],
  [M.stateRequired, 'stateId'],
  [M.pincodeInvalid, 'pincode'],
]);

/** Puts a refusal of the server at its field; false when it names none (then it is a popup). */
export function showAtField(error: unknown, setError: UseFormSetError<BillingFormValues>): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const field = FIELD_OF_MESSAGE.get(error.message);
  if (!field) return false;
  setError(field, { message: error.message }, { shouldFocus: true });
  return true;
}

type Props = {
  /** The details on file (null: none yet): the form starts from them. */
  billing: TBrandBilling;
  /** Saved: what the server stored (GSTIN upper case, without spaces). */
  onSaved?: (billing: TSavedBilling) => void;
  /** Shows a Cancel button beside Save. */
  onCancel?: () => void;
  /** Save is offered even when nothing changed (a checkout asking again for details the server refused). */
  canSaveUnchanged?: boolean;
  /** One field a row, for a narrow panel whatever the screen's width. */
  isNarrow?: boolean;
};

/**
 * The billing details tax invoices are made out to (issues 16 and 36), one form for /brand and every
 * checkout: who is buying (only an ordinary buyer can be billed yet), the billing name and address, the state
 * (which decides the place of supply and so the GST split), the PIN code and an optional GSTIN, which must be
 * one of the chosen state's, as the server also checks.
 */
export function BillingDetailsForm({
  billing,
  onSaved,
  onCancel,
  canSaveUnchanged = billing === null,
  isNarrow = false,
}: Props) {
  const states = useStates();
  const save = useSaveBrandBilling();
  const form = useForm<BillingFormValues>({
    resolver: zodResolver(ZBillingForm),
    defaultValues: formValues(billing),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const stateName = (id: string | null) => (states.data ?? []).find((s) => String(s.stateId) === id)?.name;

  const submit = form.handleSubmit(async (values) => {
    const gstin = normaliseGstin(values.gstin ?? '');
    const registeredIn = gstin ? gstinRegion(gstin) : undefined;
    const chosen = stateName(values.stateId);
    if (registeredIn && chosen && registeredIn.name.toLowerCase() !== chosen.toLowerCase()) {
      form.setError('gstin', { message: M.gstinOtherState(registeredIn.name) }, { shouldFocus: true });
      return;
    }
    try {
      const envelope = await save.mutateAsync({ ...values, stateId: Number(values.stateId) });
      const saved = envelope.data;
      form.reset(formValues(saved));
      notifySuccess(envelope.message || M.billingSaved, { id: 'billing-details' });
      if (saved) onSaved?.(saved);
    } catch (error) {
      if (!showAtField(error, form.setError)) notifyError(error, { id: 'billing-details' });
    }
  });

  const twoColumns = isNarrow ? 1 : { base: 1, sm: 2 };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Billing details">
      <Stack gap="md">
        <Controller
          control={form.control}
          name="buyerKind"
          render={({ field }) => (
            <Radio.Group
              label="Who is buying?"
              withAsterisk
              value={field.value ?? BuyerKind.Business}
              onChange={(value) => {
                field.onChange(value);
                // The refusal shows at once, not only on Save: nothing else the brand types would help.
                void form.trigger('buyerKind');
              }}
              error={errors.buyerKind?.message}
              errorProps={{ role: 'alert' }}
            >
              <Stack gap={8} mt={6}>
                {BUYER_KINDS.map((kind, i) => (
                  <Radio
                    key={kind}
                    ref={i === 0 ? field.ref : undefined}
                    value={kind}
                    label={M.buyerKindLabel[kind]}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <TextInput
          label="Billing name"
          placeholder="As registered"
          description={`Your company's registered name, or your own name if you buy as a person. Up to ${BILLING_COMPANY_MAX} characters.`}
          autoComplete="organization"
          required
          error={errors.companyName?.message}
          {...form.register('companyName')}
        />
        <Textarea
          label="Billing address"
          description={`Up to ${BILLING_ADDRESS_MAX} characters.`}
          autosize
          minRows={2}
          autoComplete="street-address"
          required
          error={errors.address?.message}
          {...form.register('address')}
        />
        <SimpleGrid cols={twoColumns} spacing="md">
          <Controller
            control={form.control}
            name="stateId"
            render={({ field }) => (
              <Select
                ref={field.ref}
                label="State"
                description="GST follows this state."
                placeholder="Choose the state"
                data={(states.data ?? []).map((s) => ({ value: String(s.stateId), label: s.name }))}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                searchable
                required
                nothingFoundMessage="No such state"
                error={errors.stateId?.message}
              />
            )}
          />
          <TextInput
            label="PIN code"
            description="6 digits."
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            required
            error={errors.pincode?.message}
            {...form.register('pincode')}
          />
        </SimpleGrid>
        <TextInput
          label="GSTIN"
          placeholder="27AAPFU0939F1ZV"
          description="Optional: add it to claim input tax credit; leave it empty if you are not registered for GST."
          autoCapitalize="characters"
          maxLength={20}
          error={errors.gstin?.message}
          {...form.register('gstin')}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel} w={{ base: '100%', sm: 'auto' }}>
              Cancel
            </Button>
          ) : null}
          <Button
            type="submit"
            loading={isSubmitting}
            disabled={!isDirty && !canSaveUnchanged}
            w={{ base: '100%', sm: 'auto' }}
          >
            Save billing details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
