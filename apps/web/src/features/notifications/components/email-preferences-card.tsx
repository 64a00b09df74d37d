import { Alert, Center, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { TEmailPreference } from '@collably/shared/schemas/notifications';
import { errorMessage } from '@/lib/errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/email-preferences';

/**
 * 'E-mail notifications' (issue 11 item 5): one switch per kind of e-mail the user's role gets, saved as
 * soon as it is flipped. The bell keeps every notification whatever is chosen here.
 */
export function EmailPreferencesCard() {
  const preferences = useEmailPreferences();
  const save = useSaveEmailPreferences();

  const toggle = (p: TEmailPreference, enabled: boolean) =>
    save.mutate(
      { preferences: [{ kind: p.kind, enabled }] },
      { onSuccess: (envelope) => notifySuccess(envelope.message), onError: (error) => notifyError(error) },
    );

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="email-prefs"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="email-prefs">
            <IconMail size={20} style={{ verticalAlign: '-3px', marginRight: 8 }} aria-hidden />
            E-mail notifications
          </Title>
          <Text fz="sm" c="dimmed">
            Choose which order e-mails we send you. The bell keeps showing every update.
          </Text>
        </div>
        {preferences.isPending ? (
          <Center py="md">
            <Loader size="sm" aria-label="Loading e-mail preferences" />
          </Center>
        ) : preferences.isError ? (
          <Alert color="red" title="Could not load your e-mail preferences">
            {errorMessage(preferences.error)}
          </Alert>
        ) : (
          <Stack gap="sm">
            {preferences.data.map((p) => (
              <Switch
                key={p.kind}
                label={p.label}
                checked={p.enabled}
                disabled={save.isPending && save.variables.preferences[0]?.kind === p.kind}
                onChange={(e) => toggle(p, e.currentTarget.checked)}
                size="md"
                styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
                labelPosition="left"
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
