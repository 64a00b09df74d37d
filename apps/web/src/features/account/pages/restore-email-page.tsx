import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import {
  EMAIL_CHANGE_LOCK_AFTER_RESTORE_DAYS,
  EMAIL_RESTORE_LINK_DAYS,
} from '@collably/shared/constants/limits';
import { AccountMessages } from '@collably/shared/messages/account';
import { PageTitle } from '@/components/page-title';
import { errorMessage } from '@/lib/errors';
import { joinModal } from '@/lib/join-modal';
import { useRestoreEmail } from '../api/email';

/**
 * /account/restore-email?token=…: the link mailed to the old address after an e-mail change. Opening it does
 * nothing (mail scanners open every link); the owner presses the button, which posts the token. Afterwards
 * every device is logged out and the password no longer works, so the page sends them to Forgot password.
 */
export default function RestoreEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const restore = useRestoreEmail();
  const [error, setError] = useState<string | null>(null);
  const restored = restore.data;

  const submit = async () => {
    setError(null);
    try {
      await restore.mutateAsync({ Token: token });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Container size="sm" py={{ base: 32, sm: 64 }}>
      <PageTitle title="Restore your email" />
      <Stack gap="md">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Restore your email
        </Title>
        {restored ? (
          <>
            <Alert color="green" icon={<IconShieldLock size={20} />} title="Your email is back" role="status">
              {restored.message}
            </Alert>
            <Text>
              Open the login, choose <b>Forgot password?</b> and enter <b>{restored.data.email}</b>. We will
              send a code there to set your new password.
            </Text>
            <Button onClick={() => joinModal.openLogin()} w="fit-content">
              Set a new password
            </Button>
          </>
        ) : (
          <>
            <Text>
              The email of your Collably account was changed. If you did not do this, restore your old email
              now. This works once, within {EMAIL_RESTORE_LINK_DAYS} days of the change.
            </Text>
            <Text c="dimmed" fz="sm">
              Every device will be logged out and your password will stop working: you then set a new one with
              Forgot password, through your old email. For {EMAIL_CHANGE_LOCK_AFTER_RESTORE_DAYS} days after,
              the email cannot be changed again.
            </Text>
            {!token && (
              <Alert color="red" role="alert">
                {AccountMessages.restoreTokenRequired}
              </Alert>
            )}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button
              onClick={() => void submit()}
              loading={restore.isPending}
              disabled={!token}
              w="fit-content"
            >
              Restore my old email
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
