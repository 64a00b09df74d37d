import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DEFAULT_REVISIONS, MAX_REVISIONS } from '@collably/shared/constants/limits';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { platformName } from '@collably/shared/constants/platforms';
import { canOfferUgc } from '@collably/shared/domain/influencer-profile';
import { ZServiceInput, type TService } from '@collably/shared/schemas/influencers';
import { RupeeInput } from '@/components/rupee-input';

/** A service as the Services step holds it; a negative id is a new, unsaved service (spec §4). */
export type DraftService = {
  influencerServiceId: number;
  title: string;
  description: string;
  /** Rupees: the influencer's own price (basePrice). */
  price: number;
  allowUGC: boolean;
  ugcPrice: number;
  /** Revisions an order includes (issue 19 item 4). */
  revisions: number;
  /** Rupees per paid extra revision; null = none offered. */
  extraRevisionPrice: number | null;
};

type ServiceFormValues = z.input<typeof ZServiceInput>;

const schemaResolver = zodResolver(ZServiceInput);

/**
 * The shared ZServiceInput decides (price at least 500, UGC price when UGC is on). UGC is offered only
 * on Instagram for a title with 'reel' in it, so a tick left over from an earlier title does not count.
 */
const serviceResolver: Resolver<ServiceFormValues, unknown, TService> = (values, context, options) =>
  schemaResolver(
    { ...values, allowUGC: values.allowUGC && canOfferUgc(values.plateformId, values.title) },
    context,
    options,
  );

type Props = {
  opened: boolean;
  platformId: number;
  /** The service to edit, a sample to start from, or null for 'Add Custom'. */
  initial: DraftService | null;
  onClose: () => void;
  onSave: (service: DraftService) => void;
};

export function ServiceFormModal({ opened, platformId, initial, onClose, onSave }: Props) {
  const isEdit = (initial?.influencerServiceId ?? 0) !== 0;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={isEdit ? 'Edit service' : 'Service details'}
      size="lg"
      zIndex={220}
    >
      {opened ? (
        <ServiceForm
          key={initial?.influencerServiceId ?? 'new'}
          platformId={platformId}
          initial={initial}
          onCancel={onClose}
          onSave={onSave}
        />
      ) : null}
    </Modal>
  );
}

export function ServiceForm({
  platformId,
  initial,
  onCancel,
  onSave,
}: {
  platformId: number;
  initial: DraftService | null;
  onCancel: () => void;
  onSave: (service: DraftService) => void;
}) {
  const form = useForm<ServiceFormValues, unknown, TService>({
    resolver: serviceResolver,
    defaultValues: {
      influencerServiceId: initial?.influencerServiceId ?? 0,
      plateformId: platformId,
      title: initial?.title ?? '',
      description: initial?.description ?? '',
      price: initial?.price ?? '',
      allowUGC: initial?.allowUGC ?? false,
      ugcPrice: initial?.allowUGC || (initial?.ugcPrice ?? 0) > 0 ? (initial?.ugcPrice ?? '') : '',
      Revisions: initial?.revisions ?? DEFAULT_REVISIONS,
      ExtraRevisionPrice: initial?.extraRevisionPrice ?? '',
    },
  });
  const { errors } = form.formState;
  const title = form.watch('title');
  const allowUGC = form.watch('allowUGC');
  const isUgcOffered = canOfferUgc(platformId, title);

  const submit = form.handleSubmit((service) =>
    onSave({
      influencerServiceId: initial?.influencerServiceId ?? 0,
      title: service.title,
      description: service.description,
      price: service.price,
      allowUGC: service.allowUGC,
      ugcPrice: service.allowUGC ? service.ugcPrice : 0,
      revisions: service.Revisions,
      extraRevisionPrice: service.ExtraRevisionPrice,
    }),
  );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.stopPropagation();
        void submit(e);
      }}
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          A service on {platformName(platformId)}. Brands see the title, your price and the description.
        </Text>
        <TextInput
          label="Title"
          placeholder="e.g. Instagram Reel"
          data-autofocus
          error={errors.title?.message}
          {...form.register('title')}
        />
        <Textarea
          label="Description"
          placeholder="What the brand gets: length, format, mentions, how long it stays up"
          autosize
          minRows={3}
          maxRows={8}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="price"
          render={({ field }) => (
            <RupeeInput
              ref={field.ref}
              label="Price"
              description="Your price in rupees, at least ₹500. Platform fee and GST are added for the brand."
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.price?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={form.control}
            name="Revisions"
            render={({ field }) => (
              <NumberInput
                ref={field.ref}
                label="Revisions included"
                description={`How many changes a brand may ask for, 0 to ${MAX_REVISIONS}.`}
                min={0}
                max={MAX_REVISIONS}
                allowDecimal={false}
                allowNegative={false}
                value={field.value ?? ''}
                onChange={(v) => field.onChange(v === '' ? undefined : v)}
                onBlur={field.onBlur}
                error={errors.Revisions?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="ExtraRevisionPrice"
            render={({ field }) => (
              <RupeeInput
                ref={field.ref}
                label="Price per extra revision (optional)"
                description="Leave empty to offer no paid extras. Platform fee and GST are added."
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.ExtraRevisionPrice?.message}
              />
            )}
          />
        </SimpleGrid>
        {isUgcOffered ? (
          <Stack gap="sm">
            <Checkbox
              label="Offer UGC rights (the brand may reuse this reel in its own posts and ads)"
              {...form.register('allowUGC')}
            />
            {allowUGC ? (
              <Controller
                control={form.control}
                name="ugcPrice"
                render={({ field }) => (
                  <RupeeInput
                    ref={field.ref}
                    label="UGC Price"
                    description="Added to your price when a brand takes UGC rights."
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.ugcPrice?.message}
                  />
                )}
              />
            ) : null}
          </Stack>
        ) : null}
        {errors.allowUGC?.message ? (
          <Text c="red.7" fz="sm" role="alert">
            {errors.allowUGC.message}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </Group>
      </Stack>
    </form>
  );
}
