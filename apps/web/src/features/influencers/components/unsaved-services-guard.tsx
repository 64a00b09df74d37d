import { useEffect, useRef, useState } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import { InfluencerMessages } from '@collably/shared/messages/influencers';

type Props = {
  /** Services on the page that are new or changed and not saved yet. */
  unsavedCount: number;
  /** Saves them; resolves true when saved (it reports its own error otherwise). */
  onSave: () => Promise<boolean>;
};

/**
 * Services are edited locally and saved on Continue, so leaving the page would drop them without a
 * word. A link inside the app asks first (save and leave, leave anyway, or stay); a reload or closing
 * the tab gets the browser's own 'Leave site?' question.
 */
export function UnsavedServicesGuard({ unsavedCount, onSave }: Props) {
  const isDirty = unsavedCount > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const [isSaving, setIsSaving] = useState(false);
  // Set the moment the person chooses to leave: the next route may take a while to render, and a
  // reload meanwhile must not ask again about what they already answered.
  const hasChosenToLeave = useRef(false);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasChosenToLeave.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  if (blocker.state !== 'blocked') return null;

  const leave = () => {
    hasChosenToLeave.current = true;
    blocker.proceed();
  };
  const saveAndLeave = async () => {
    setIsSaving(true);
    const isSaved = await onSave();
    setIsSaving(false);
    if (isSaved) leave();
    else blocker.reset();
  };

  return (
    <Modal opened onClose={() => blocker.reset()} title={InfluencerMessages.unsavedServicesTitle} centered>
      <Stack gap="md">
        <Text>{InfluencerMessages.unsavedServices(unsavedCount)}</Text>
        <Stack gap="xs">
          <Button loading={isSaving} onClick={() => void saveAndLeave()}>
            Save and leave
          </Button>
          <Button variant="default" color="red" disabled={isSaving} onClick={leave}>
            Leave without saving
          </Button>
          <Button variant="subtle" disabled={isSaving} onClick={() => blocker.reset()}>
            Stay on this page
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
