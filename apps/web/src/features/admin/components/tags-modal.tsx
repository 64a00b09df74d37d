import { useState } from 'react';
import { Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { TAGS } from '@collably/shared/constants/profile';
import type { TAdminUser } from '@collably/shared/schemas/admin';

type Props = {
  /** The influencer whose tags are edited; null when closed. */
  user: TAdminUser | null;
  onSubmit: (tagsJson: string) => void;
  onClose: () => void;
  isBusy?: boolean;
};

/** The tag form: the five tags as checkboxes, sent as JSON text of [{ id, name }] in id order. */
function TagsForm({ user, onSubmit, onClose, isBusy }: Props & { user: TAdminUser }) {
  const [chosen, setChosen] = useState<string[]>(user.tagsList.map((t) => String(t.id)));
  const submit = () => {
    const tags = TAGS.filter((t) => chosen.includes(String(t.id))).map((t) => ({ id: t.id, name: t.name }));
    onSubmit(JSON.stringify(tags));
  };
  return (
    <Stack gap="lg">
      <Checkbox.Group value={chosen} onChange={setChosen} label={`Tags of ${user.name}`}>
        <Stack gap="sm" mt="xs">
          {TAGS.map((t) => (
            <Checkbox key={t.id} value={String(t.id)} label={t.name} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={isBusy}>
          Cancel
        </Button>
        <Button onClick={submit} loading={isBusy}>
          Submit
        </Button>
      </Group>
    </Stack>
  );
}

/** 'Update Tags' (spec §2 Admin): checkboxes Speaks, Aesthetics Pro, High Reach, Looks Star, Value Pick. */
export function TagsModal(props: Props) {
  return (
    <Modal opened={props.user !== null} onClose={props.onClose} title="Update Tags" size="sm">
      {/* Keyed by user, so the boxes start from that user's tags each time. */}
      {props.user ? <TagsForm key={props.user.userID} {...props} user={props.user} /> : null}
    </Modal>
  );
}
