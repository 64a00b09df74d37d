import { useState } from 'react';
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { TSession } from '@collably/shared/schemas/auth';
import { PUBLIC_PAGES } from '@collably/shared/constants/site-pages';
import { PageTitle } from '@/components/page-title';
import { joinModal } from '@/lib/join-modal';
import { OtpDialog } from '../components/otp-dialog';
import { RegisterForm } from '../components/register-form';
import { useAfterLogin } from '../use-after-login';

/** The influencer sign-up page: always creates role 1 (spec §6). */
export default function SignupPage() {
  const afterLogin = useAfterLogin();
  const [otp, setOtp] = useState<{ otpAuthId: string; email: string } | null>(null);
  const loggedIn = async (data: TSession, token: string) => {
    setOtp(null);
    await afterLogin(data, token, { fromSignupPage: true });
  };
  return (
    <Container size={480} py={48}>
      <PageTitle meta={PUBLIC_PAGES.signup.meta} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
        <Stack gap={4} mb="md">
          <Title order={1} fz={26}>
            Join as influencer
          </Title>
          <Text c="dimmed" fz="sm">
            Get paid collabs from brands across India. Payments are held safely and released when your post is
            live.
          </Text>
        </Stack>
        <RegisterForm as="i" onOtpRequired={(otpAuthId, email) => setOtp({ otpAuthId, email })} />
        <Text ta="center" fz="sm" mt="md">
          Already have an account?{' '}
          <Anchor component="button" type="button" onClick={() => joinModal.openLogin()}>
            Log in
          </Anchor>
        </Text>
      </Paper>
      <OtpDialog
        otpAuthId={otp?.otpAuthId ?? null}
        email={otp?.email}
        onVerified={loggedIn}
        onClose={() => setOtp(null)}
      />
    </Container>
  );
}
