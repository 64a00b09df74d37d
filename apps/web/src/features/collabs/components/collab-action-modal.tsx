import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { ActionCode } from '@collably/shared/constants/collabs';
import { FileMessages } from '@collably/shared/messages/files';
import { AttachmentPicker } from '@/components/attachment-picker';
import { errorMessage } from '@/lib/errors';
import {
  actionKindOf,
  actionText,
  validateAction,
  type ActionFormErrors,
  type ActionFormValues,
} from '../lib/action-rules';

const isRefusal = (statusId: number) =>
  statusId === ActionCode.Reject || statusId === ActionCode.Cancel || statusId === ActionCode.RaiseDispute;

export type PendingAction = {
  collabDetailId: number;
  statusId: number;
  label: string;
  /** The brand's approval on the UGC platform completes the collab at once (code 1). */
  isUgcApproval: boolean;
};

type Props = {
  action: PendingAction | null;
  onClose: () => void;
  /** Sends the action; rejects with the server's message, which the caller shows. */
  onSubmit: (values: ActionFormValues) => Promise<void>;
};

/** One modal for every action button (spec §4, §5): a question, a reason, a post URL or a work file. */
export function CollabActionModal({ action, onClose, onSubmit }: Props) {
  return (
    <Modal opened={action !== null} onClose={onClose} title={action?.label ?? ''} size="md">
      {action ? (
        <ActionForm
          key={`${action.collabDetailId}-${action.statusId}`}
          action={action}
          onClose={onClose}
          onSubmit={onSubmit}
        />
      ) : null}
    </Modal>
  );
}

function ActionForm({ action, onClose, onSubmit }: { action: PendingAction } & Omit<Props, 'action'>) {
  const kind = actionKindOf(action.statusId);
  const text = actionText(action.statusId, action.label, action.isUgcApproval);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<ActionFormErrors>({});
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const { isSubmitting } = form.formState;
  // A message goes as soon as the field is changed; the next submit judges it again.
  const reasonField = form.register('reason', {
    onChange: () => setErrors((e) => (e.reason ? { ...e, reason: undefined } : e)),
  });

  const submit = form.handleSubmit(async ({ reason }) => {
    const values = { reason, files };
    const found = validateAction(action.collabDetailId, action.statusId, values);
    setErrors(found);
    if (found.reason || found.files) return;
    try {
      await onSubmit(values);
    } catch (error) {
      // The caller has shown the server's message; the modal stays open to try again. A refused post link
      // (issue 19: not a post of the platform, not the influencer's channel, not public) also stays under its field.
      if (kind === 'postUrl') setErrors({ reason: errorMessage(error) });
    }
  });

  const buttons = (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onClose} disabled={isSubmitting}>
        {kind === 'confirm' ? 'No' : 'Back'}
      </Button>
      <Button type="submit" loading={isSubmitting} color={isRefusal(action.statusId) ? 'red' : undefined}>
        {kind === 'confirm' ? 'Yes' : action.label}
      </Button>
    </Group>
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        {text.question ? <Text fw={600}>{text.question}</Text> : null}
        {text.hint ? (
          <Text fz="sm" c="dimmed">
            {text.hint}
          </Text>
        ) : null}
        {kind === 'reason' ? (
          <Textarea
            label="Reason"
            placeholder={text.placeholder}
            withAsterisk
            autosize
            minRows={3}
            maxRows={8}
            data-autofocus
            error={errors.reason}
            {...reasonField}
          />
        ) : null}
        {kind === 'postUrl' ? (
          <TextInput
            label="Post URL"
            type="url"
            inputMode="url"
            placeholder={text.placeholder}
            withAsterisk
            data-autofocus
            error={errors.reason}
            {...reasonField}
          />
        ) : null}
        {kind === 'file' ? (
          <AttachmentPicker
            label="Work file"
            files={files}
            onChange={(next) => {
              setFiles(next);
              if (next.length > 0) setErrors({});
            }}
            tooLargeMessage={FileMessages.attachmentRequired}
            error={errors.files}
            disabled={isSubmitting}
          />
        ) : null}
        {buttons}
      </Stack>
    </form>
  );
}
