import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ZSaveCouponRequest, type TCoupon, type TSaveCouponRequest } from '@collably/shared/schemas/coupons';
import { RupeeInput } from '@/components/rupee-input';
import { errorMessage } from '@/lib/errors';

/** The shared schema decides; an empty Value ('') reaches it as missing, so it says 'This Field is Required'. */
const ZCouponForm = ZSaveCouponRequest.extend({
  value: z.preprocess((v: number | string) => (v === '' ? undefined : v), ZSaveCouponRequest.shape.value),
});

type FormProps = {
  /** The coupon to update, or null to create one. */
  coupon: TCoupon | null;
  onSubmit: (input: TSaveCouponRequest) => Promise<unknown>;
  onCancel: () => void;
};

/** Coupon Name, Code, Description and Value (spec §2, §5), validated by the server's own schema. */
export function CouponForm({ coupon, onSubmit, onCancel }: FormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<z.input<typeof ZCouponForm>, unknown, TSaveCouponRequest>({
    resolver: zodResolver(ZCouponForm),
    defaultValues: {
      id: coupon?.id ?? 0,
      name: coupon?.name ?? '',
      code: coupon?.code ?? '',
      description: coupon?.description ?? '',
      value: coupon?.value ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      await onSubmit(input);
    } catch (error) {
      setServerError(errorMessage(error, 'Could not save the coupon'));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        {serverError ? (
          <Alert color="red" role="alert" title="Could not save the coupon">
            {serverError}
          </Alert>
        ) : null}
        <TextInput
          label="Coupon Name"
          placeholder="e.g. Diwali offer"
          withAsterisk
          data-autofocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextInput
          label="Code"
          placeholder="e.g. DIWALI200"
          description={
            coupon?.isFirstOrder ? 'The first-order coupon keeps its code.' : 'Letters and digits only'
          }
          withAsterisk
          readOnly={coupon?.isFirstOrder}
          autoCapitalize="characters"
          error={errors.code?.message}
          {...form.register('code', { setValueAs: (v: string) => v.toUpperCase() })}
        />
        <Textarea
          label="Description"
          placeholder="What the brand gets, e.g. ₹200 off any order"
          withAsterisk
          autosize
          minRows={2}
          maxRows={6}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="value"
          render={({ field }) => (
            <RupeeInput
              ref={field.ref}
              name={field.name}
              label="Value"
              description="Discount in rupees"
              withAsterisk
              allowDecimal={false}
              hideControls={false}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.value?.message}
            />
          )}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {coupon ? 'Update' : 'Create'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type ModalProps = FormProps & { opened: boolean };

/** 'Create Coupon' or 'Update Coupon' (spec §2 Manage coupons). */
export function CouponFormModal({ opened, coupon, onSubmit, onCancel }: ModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={coupon ? 'Update Coupon' : 'Create Coupon'}>
      {opened ? (
        <CouponForm key={coupon?.id ?? 'new'} coupon={coupon} onSubmit={onSubmit} onCancel={onCancel} />
      ) : null}
    </Modal>
  );
}
