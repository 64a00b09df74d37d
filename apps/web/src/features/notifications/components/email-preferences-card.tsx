import { Stack, Switch } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { TEmailPreference } from '@collably/shared/schemas/notifications';
import { LoadError, SectionCard, SectionLoader } from '@/components/page-states';
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
    <SectionCard
      id="email-prefs"
      icon={IconMail}
      title="E-mail notifications"
      description="Choose which order e-mails we send you. The bell keeps showing every update."
    >
      {preferences.isPending ? (
        <SectionLoader label="Loading e-mail preferences" />
      ) : preferences.isError ? (
        <LoadError title="Could not load your e-mail preferences" error={preferences.error} />
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
    </SectionCard>
  );
}
