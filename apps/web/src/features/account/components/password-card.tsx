import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZChangePasswordRequest } from '@collably/shared/schemas/account';
import { SectionCard } from '@/components/page-states';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangePassword } from '../api/password';

export const PASSWORDS_DIFFER = 'The two new passwords do not match';

const ZPasswordForm = ZChangePasswordRequest.extend({ RepeatPassword: z.string() }).refine(
  (v) => v.NewPassword === v.RepeatPassword,
  { path: ['RepeatPassword'], message: PASSWORDS_DIFFER },
);
type PasswordForm = z.infer<typeof ZPasswordForm>;

/** 'Password': the current one, the new one twice. Every other device is logged out; this one stays. */
export function PasswordCard() {
  const change = useChangePassword();
  const form = useForm<PasswordForm>({
    resolver: zodResolver(ZPasswordForm),
    defaultValues: { CurrentPassword: '', NewPassword: '', RepeatPassword: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ CurrentPassword, NewPassword }) => {
    try {
      const result = await change.mutateAsync({ CurrentPassword, NewPassword });
      notifySuccess(result.message);
      form.reset();
    } catch (error) {
      notifyError(error);
    }
  });

  return (
    <SectionCard
      id="password"
      icon={IconLock}
      title="Password"
      description="Changing it logs you out on every other device."
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            error={errors.CurrentPassword?.message}
            {...form.register('CurrentPassword')}
          />
          <PasswordInput
            label="New password"
            description="8 to 20 characters"
            autoComplete="new-password"
            error={errors.NewPassword?.message}
            {...form.register('NewPassword')}
          />
          <PasswordInput
            label="Repeat new password"
            autoComplete="new-password"
            error={errors.RepeatPassword?.message}
            {...form.register('RepeatPassword')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
