import { useState } from 'react';
import { Alert, Button, LoadingOverlay, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { OTP_LENGTH } from '@collably/shared/constants/limits';
import {
  ZResetEmail,
  ZResetPasswordRequest,
  type TResetPasswordRequest,
} from '@collably/shared/schemas/auth';
import { useResetPassword, useSendResetOtp } from '../api/reset-password';
import { errorMessage } from '@/lib/errors';

type Props = { isOpen: boolean; onClose: () => void; onReset: () => void };

/** Forgot password (spec §2): Send Otp, then OTP and new password; the server's message either way. */
export function ForgotPasswordDialog({ isOpen, onClose, onReset }: Props) {
  const sendOtp = useSendResetOtp();
  const reset = useResetPassword();
  const [notice, setNotice] = useState<{ color: 'green' | 'red'; message: string } | null>(null);
  const [isOtpSent, setIsOtpSent] = useState(false);
  const form = useForm<TResetPasswordRequest>({
    resolver: zodResolver(ZResetPasswordRequest),
    defaultValues: { Email: '', Otp: '', Password: '' },
  });
  const { errors } = form.formState;

  const close = () => {
    form.reset();
    setNotice(null);
    setIsOtpSent(false);
    onClose();
  };

  const send = async () => {
    const email = ZResetEmail.safeParse(form.getValues('Email'));
    if (!email.success) {
      form.setError('Email', { message: email.error.issues[0]?.message });
      return;
    }
    form.clearErrors('Email');
    try {
      const result = await sendOtp.mutateAsync(email.data);
      setNotice({ color: 'green', message: result.message });
      setIsOtpSent(true);
    } catch (error) {
      setNotice({ color: 'red', message: errorMessage(error) });
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await reset.mutateAsync(values);
      setNotice({ color: 'green', message: result.message });
      form.reset();
      setIsOtpSent(false);
      onReset();
    } catch (error) {
      setNotice({ color: 'red', message: errorMessage(error) });
    }
  });

  const isBusy = sendOtp.isPending || reset.isPending;
  return (
    <Modal opened={isOpen} onClose={close} title="Reset your password" zIndex={400}>
      <form onSubmit={submit} noValidate style={{ position: 'relative' }}>
        <LoadingOverlay
          visible={isBusy}
          overlayProps={{ blur: 1 }}
          loaderProps={{ 'aria-label': 'Please wait' }}
        />
        <Stack gap="sm">
          {notice ? (
            <Alert color={notice.color} role="alert">
              {notice.message}
            </Alert>
          ) : null}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.Email?.message}
            {...form.register('Email')}
          />
          <Button variant="light" onClick={send} disabled={isBusy}>
            Send Otp
          </Button>
          {isOtpSent ? (
            <>
              <TextInput
                label="OTP"
                inputMode="numeric"
                maxLength={OTP_LENGTH}
                autoComplete="one-time-code"
                error={errors.Otp?.message}
                {...form.register('Otp')}
              />
              <PasswordInput
                label="New Password"
                autoComplete="new-password"
                error={errors.Password?.message}
                {...form.register('Password')}
              />
              <Button type="submit" disabled={isBusy}>
                Reset Password
              </Button>
            </>
          ) : null}
        </Stack>
      </form>
    </Modal>
  );
}
