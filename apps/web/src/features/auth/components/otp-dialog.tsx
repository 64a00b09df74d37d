import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { OTP_LENGTH } from '@collably/shared/constants/limits';
import { AuthMessages } from '@collably/shared/messages/auth';
import { ZOtp, type TSession } from '@collably/shared/schemas/auth';
import { useResendRegisterOtp, useVerifyRegisterOtp } from '../api/register-otp';
import { errorMessage } from '@/lib/errors';

type Props = {
  otpAuthId: string | null;
  /** The address the code went to, shown as "We sent a code to …". */
  email?: string | null;
  onVerified: (data: TSession, token: string) => void | Promise<void>;
  onClose: () => void;
};

/** Static OTP dialog (spec §2): not dismissed by a click outside, with Resend and Submit. */
export function OtpDialog({ otpAuthId, email, onVerified, onClose }: Props) {
  const [otp, setOtp] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const verify = useVerifyRegisterOtp();
  const resend = useResendRegisterOtp();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZOtp.safeParse(otp);
    setFieldError(parsed.success ? null : (parsed.error.issues[0]?.message ?? AuthMessages.otpRequired));
    if (!parsed.success || !otpAuthId) return;
    const result = await verify.mutateAsync({ otpAuthId, otp: parsed.data }).catch(() => null);
    if (!result?.token) return;
    notifications.show({ color: 'green', message: result.message });
    setOtp('');
    await onVerified(result.data, result.token);
  };

  const resendOtp = async () => {
    if (!otpAuthId) return;
    const result = await resend.mutateAsync(otpAuthId).catch(() => null);
    if (result) notifications.show({ color: 'green', message: AuthMessages.otpResent });
  };

  const error = verify.error ?? resend.error;
  return (
    <Modal
      opened={otpAuthId !== null}
      onClose={onClose}
      title="Verify your email"
      closeOnClickOutside={false}
      closeOnEscape={false}
      zIndex={400}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {email ? <Text fw={500}>We sent a code to {email}</Text> : null}
          <Text>Please enter OTP sent to your email</Text>
          {error ? (
            <Alert color="red" role="alert">
              {errorMessage(error)}
            </Alert>
          ) : null}
          <TextInput
            label="OTP"
            placeholder="6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={otp}
            onChange={(e) => setOtp(e.currentTarget.value.trim())}
            error={fieldError}
            data-autofocus
          />
          <Group justify="space-between">
            <Button variant="subtle" onClick={resendOtp} loading={resend.isPending}>
              Resend
            </Button>
            <Button type="submit" loading={verify.isPending}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
