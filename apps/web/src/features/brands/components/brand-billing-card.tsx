import { Button, Group, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconReceipt } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { gstinRegion } from '@collably/shared/domain/gst-invoice';
import { normaliseGstin } from '@collably/shared/domain/gstin';
import { BILLING_ADDRESS_MAX, BILLING_COMPANY_MAX } from '@collably/shared/constants/limits';
import { BrandMessages as M } from '@collably/shared/messages/brands';
import { ZUpdateBrandBillingRequest, type TBrandBilling } from '@collably/shared/schemas/brands';
import { useStates } from '@/features/master/api/master-data';
import { LoadError, SectionCard, SectionLoader } from '@/components/page-states';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useBrandBilling, useSaveBrandBilling } from '../api/brand-billing';

/** The server's rule, with the state as the Select holds it (its id as text, or null). */
const ZBillingForm = ZUpdateBrandBillingRequest.extend({
  stateId: z
    .string()
    .nullable()
    .refine((id) => Boolean(id), M.stateRequired),
});
type BillingForm = z.input<typeof ZBillingForm>;

const formValues = (billing: TBrandBilling): BillingForm => ({
  companyName: billing?.companyName ?? '',
  gstin: billing?.gstin ?? '',
  address: billing?.address ?? '',
  stateId: billing ? String(billing.stateId) : null,
  pincode: billing?.pincode ?? '',
});

/**
 * 'Billing details' (issue 16): the company, GSTIN, address and state the platform's tax invoices are made
 * out to. A GSTIN must be one of the chosen state's (its first two digits), as the server also checks.
 */
export function BrandBillingCard() {
  const billing = useBrandBilling();
  return (
    <SectionCard
      id="billing"
      icon={IconReceipt}
      title="Billing details"
      description="Your tax invoices are made out to these details. Add your GSTIN to claim input tax credit."
    >
      {billing.isPending ? (
        <SectionLoader label="Loading billing details" />
      ) : billing.isError ? (
        <LoadError title="Could not load your billing details" error={billing.error} />
      ) : (
        <BillingForm billing={billing.data} />
      )}
    </SectionCard>
  );
}

function BillingForm({ billing }: { billing: TBrandBilling }) {
  const states = useStates();
  const save = useSaveBrandBilling();
  const form = useForm<BillingForm>({
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
      form.setError('stateId', { message: M.gstinOtherState(registeredIn.name) });
      return;
    }
    try {
      const envelope = await save.mutateAsync({ ...values, stateId: Number(values.stateId) });
      form.reset(formValues(envelope.data));
      notifySuccess(envelope.message || M.billingSaved);
    } catch (error) {
      notifyError(error);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        <TextInput
          label="Company name"
          placeholder="As registered"
          description={`Up to ${BILLING_COMPANY_MAX} characters.`}
          autoComplete="organization"
          required
          error={errors.companyName?.message}
          {...form.register('companyName')}
        />
        <TextInput
          label="GSTIN"
          placeholder="27AAPFU0939F1ZV"
          description="Optional: leave empty if your business is not registered for GST."
          autoCapitalize="characters"
          maxLength={20}
          error={errors.gstin?.message}
          {...form.register('gstin')}
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="stateId"
            render={({ field }) => (
              <Select
                ref={field.ref}
                label="State"
                placeholder="Choose the state"
                data={(states.data ?? []).map((s) => ({ value: String(s.stateId), label: s.name }))}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                searchable
                required
                nothingFoundMessage="No such state"
                error={errors.stateId?.message}
              />
            )}
          />
          <TextInput
            label="PIN code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            required
            error={errors.pincode?.message}
            {...form.register('pincode')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} disabled={!isDirty} w={{ base: '100%', sm: 'auto' }}>
            Save billing details
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
