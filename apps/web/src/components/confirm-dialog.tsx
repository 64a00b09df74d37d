import { Button, Group, Modal, Text } from '@mantine/core';

type Props = {
  opened: boolean;
  /** The question, e.g. 'Are you sure you want to delete this service?' (spec §5, its slip corrected). */
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  isBusy?: boolean;
  title?: string;
};

/** A Yes/No confirmation (spec §5 'Confirmations'). */
export function ConfirmDialog({
  opened,
  message,
  onConfirm,
  onCancel,
  isBusy = false,
  title = 'Please confirm',
}: Props) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} size="sm" zIndex={300}>
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={isBusy}>
          No
        </Button>
        <Button color="red" onClick={onConfirm} loading={isBusy}>
          Yes
        </Button>
      </Group>
    </Modal>
  );
}
