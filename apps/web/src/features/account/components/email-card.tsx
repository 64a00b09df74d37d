import { useState } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { OTP_LENGTH } from '@collably/shared/constants/limits';
import { ZChangeEmailRequest, type TChangeEmailRequest } from '@collably/shared/schemas/account';
import { ZOtp } from '@collably/shared/schemas/auth';
import { SectionCard } from '@/components/page-states';
import { errorMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useConfirmEmailChange, useStartEmailChange } from '../api/email';

type Pending = { otpAuthId: string; newEmail: string };

/**
 * 'Email': the address the account signs in with and gets mail at. A new one is proven by an OTP sent to
 * it (the password first, so an open laptop is not enough); the old address is told of the change.
 */
export function EmailCard() {
  const session = useSession();
  const [pending, setPending] = useState<Pending | null>(null);
  return (
    <SectionCard
      id="email"
      icon={IconAt}
      title="Email"
      description={
        <>
          You log in with <b>{session?.email}</b>. We send a code to a new address before it becomes yours.
          Then every other device is logged out, and your old address gets a link that undoes the change.
        </>
      }
    >
      {pending ? (
        <ConfirmStep pending={pending} onDone={() => setPending(null)} />
      ) : (
        <StartStep onStarted={setPending} />
      )}
    </SectionCard>
  );
}

function StartStep({ onStarted }: { onStarted: (pending: Pending) => void }) {
  const start = useStartEmailChange();
  const form = useForm<TChangeEmailRequest>({
    resolver: zodResolver(ZChangeEmailRequest),
    defaultValues: { NewEmail: '', Password: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await start.mutateAsync(values);
      notifySuccess(result.message);
      onStarted({ otpAuthId: result.data.otpAuthId, newEmail: values.NewEmail.trim().toLowerCase() });
    } catch (error) {
      notifyError(error);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <TextInput
          label="New email"
          type="email"
          autoComplete="email"
          error={errors.NewEmail?.message}
          {...form.register('NewEmail')}
        />
        <PasswordInput
          label="Your password"
          autoComplete="current-password"
          error={errors.Password?.message}
          {...form.register('Password')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={start.isPending}>
            Send code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ConfirmStep({ pending, onDone }: { pending: Pending; onDone: () => void }) {
  const confirm = useConfirmEmailChange();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const checked = ZOtp.safeParse(code);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? null);
      return;
    }
    try {
      const result = await confirm.mutateAsync({ OtpAuthId: pending.otpAuthId, Otp: checked.data });
      notifySuccess(result.message);
      onDone();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  return (
    <Stack gap="sm">
      <Text fz="sm">
        Enter the {OTP_LENGTH}-digit code we sent to <b>{pending.newEmail}</b>.
      </Text>
      <TextInput
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        value={code}
        onChange={(e) => {
          setCode(e.currentTarget.value);
          setError(null);
        }}
        error={error}
      />
      <Group justify="space-between">
        <Anchor component="button" type="button" fz="sm" onClick={onDone}>
          Use another address
        </Anchor>
        <Button onClick={() => void submit()} loading={confirm.isPending}>
          Confirm email
        </Button>
      </Group>
    </Stack>
  );
}
