import { useState } from 'react';
import { Anchor, Modal, Text } from '@mantine/core';
import type { TSession } from '@collably/shared/schemas/auth';
import { joinModal, useJoinModal } from '@/lib/join-modal';
import { useAfterLogin } from '../use-after-login';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginForm } from './login-form';
import { OtpDialog } from './otp-dialog';
import { RegisterForm } from './register-form';

/**
 * The Join modal of the header (spec §2): register as brand 'b' or influencer 'i', or log in, one dialog
 * for every role (issue 13), with 'Forgot password?' in it. A login opened by a guarded page or by 'Log in'
 * returns to that page.
 */
export default function JoinModal() {
  const state = useJoinModal();
  const afterLogin = useAfterLogin();
  const [otp, setOtp] = useState<{ otpAuthId: string; email: string } | null>(null);
  const [isForgotOpen, setIsForgotOpen] = useState(false);
  const who = state.as === 'b' ? 'Brand' : 'Influencer';
  const isRegister = state.mode === 'register';

  const loggedIn = async (data: TSession, token: string) => {
    joinModal.close();
    setOtp(null);
    await afterLogin(data, token, { returnTo: state.returnTo });
  };

  return (
    <>
      <Modal
        opened={state.isOpen}
        onClose={joinModal.close}
        title={isRegister ? `Join as ${who}` : 'Log in'}
        size="md"
      >
        {isRegister ? (
          <RegisterForm
            key={`register-${state.as}`}
            as={state.as}
            onOtpRequired={(otpAuthId, email) => {
              joinModal.close();
              setOtp({ otpAuthId, email });
            }}
          />
        ) : (
          <LoginForm
            key="login"
            onLoggedIn={loggedIn}
            onForgotPassword={() => {
              joinModal.close();
              setIsForgotOpen(true);
            }}
          />
        )}
        <Text ta="center" fz="sm" mt="md">
          {isRegister ? 'Already have an account? ' : 'New to Collably? '}
          <Anchor
            component="button"
            type="button"
            onClick={() => joinModal.switchMode(isRegister ? 'login' : 'register')}
          >
            {isRegister ? 'Log in' : 'Register'}
          </Anchor>
        </Text>
      </Modal>
      <OtpDialog
        otpAuthId={otp?.otpAuthId ?? null}
        email={otp?.email}
        onVerified={loggedIn}
        onClose={() => setOtp(null)}
      />
      <ForgotPasswordDialog
        isOpen={isForgotOpen}
        onClose={() => setIsForgotOpen(false)}
        onReset={() => {
          setIsForgotOpen(false);
          joinModal.openLogin(state.returnTo);
        }}
      />
    </>
  );
}
