import { Button, Group, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { OFFER_REVISIONS_MAX } from '@collably/shared/constants/offers';
import { deadlineRange } from '@collably/shared/domain/offers';
import {
  ZCounterOfferForm,
  ZNewOfferForm,
  type TOfferForm,
  type TOfferFormInput,
  type TOfferTerms,
} from '@collably/shared/schemas/offers';

export type OfferServiceChoice = { value: string; label: string };

type Props = {
  /** The terms to start from (a counter starts from the current round). */
  initial?: TOfferTerms;
  /** The influencer's services (a new offer); absent for a counter. */
  services?: readonly OfferServiceChoice[];
  submitLabel: string;
  isPending: boolean;
  onSubmit: (terms: TOfferTerms, serviceId: number | null) => void;
};

/** The terms of an offer or counter: brief, price (₹), delivery date (India), revisions; the shared messages. */
export function OfferForm({ initial, services, submitLabel, isPending, onSubmit }: Props) {
  const range = deadlineRange(new Date());
  const form = useForm<TOfferFormInput, unknown, TOfferForm>({
    resolver: zodResolver(services ? ZNewOfferForm : ZCounterOfferForm),
    defaultValues: {
      brief: initial?.brief ?? '',
      price: initial?.price ?? '',
      deadline: initial?.deadline ?? '',
      revisions: initial?.revisions ?? 1,
      serviceId: services?.[0]?.value ?? '',
    },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={(e) =>
        void form.handleSubmit(({ serviceId, ...terms }) =>
          onSubmit(terms, serviceId ? Number(serviceId) : null),
        )(e)
      }
    >
      <Stack gap="sm">
        {services ? (
          <Controller
            control={form.control}
            name="serviceId"
            render={({ field }) => (
              <Select
                label="Service"
                data={services}
                value={field.value}
                onChange={(v) => field.onChange(v ?? '')}
                error={errors.serviceId?.message}
                allowDeselect={false}
              />
            )}
          />
        ) : null}
        <Textarea
          label="Brief"
          placeholder="What should be made, and how"
          autosize
          minRows={3}
          maxRows={8}
          error={errors.brief?.message}
          {...form.register('brief')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <Controller
            control={form.control}
            name="price"
            render={({ field }) => (
              <NumberInput
                label="Price (₹)"
                min={0}
                allowDecimal={false}
                thousandSeparator=","
                value={field.value}
                onChange={field.onChange}
                error={errors.price?.message}
                miw={140}
              />
            )}
          />
          <Controller
            control={form.control}
            name="revisions"
            render={({ field }) => (
              <NumberInput
                label="Revisions"
                min={0}
                max={OFFER_REVISIONS_MAX}
                allowDecimal={false}
                value={field.value}
                onChange={field.onChange}
                error={errors.revisions?.message}
                miw={110}
              />
            )}
          />
        </Group>
        <TextInput
          type="date"
          label="Delivery by"
          min={range.min}
          max={range.max}
          error={errors.deadline?.message}
          {...form.register('deadline')}
        />
        <Button type="submit" loading={isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
