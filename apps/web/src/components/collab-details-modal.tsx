import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZCreateCollabRequest, type TCreateCollabRequest } from '@collably/shared/schemas/collabs';
import { AttachmentPicker } from '@/components/attachment-picker';
import { errorMessage } from '@/lib/errors';

const ZDetailsForm = ZCreateCollabRequest.pick({ description: true });
type DetailsForm = z.infer<typeof ZDetailsForm>;

export type PaidOrder = Pick<TCreateCollabRequest, 'transId' | 'influencerServiceId' | 'allowUGC'>;

type Props = {
  order: PaidOrder | null;
  influencerName: string;
  serviceTitle: string | null;
  onClose: () => void;
  /** Sends the details; rejects with the server's message. */
  onSubmit: (values: { description: string; files: File[] }) => Promise<void>;
};

/**
 * Collab details (spec §2, §4 'Hire flow', §5): after paying, the brand describes the collab and may
 * attach files (each at most 500 MB). Closing it keeps the payment: the order waits on /order as a card
 * 'Paid — send the collab details' (and Continue on the profile opens this again).
 */
export function CollabDetailsModal({ order, influencerName, serviceTitle, onClose, onSubmit }: Props) {
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title="Collab details"
      size="lg"
      closeOnClickOutside={false}
    >
      {order ? (
        <DetailsFormView
          key={order.transId}
          influencerName={influencerName}
          serviceTitle={serviceTitle}
          onClose={onClose}
          onSubmit={onSubmit}
        />
      ) : null}
    </Modal>
  );
}

function DetailsFormView({ influencerName, serviceTitle, onClose, onSubmit }: Omit<Props, 'order'>) {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<DetailsForm>({
    resolver: zodResolver(ZDetailsForm),
    defaultValues: { description: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ description }) => {
    setError(null);
    try {
      await onSubmit({ description, files });
    } catch (e) {
      setError(errorMessage(e, 'Could not send the collab details'));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="md">
        <Alert color="teal" icon={<IconCircleCheck size={20} />} p="sm" role="status">
          Payment received{serviceTitle ? ` for ${serviceTitle}` : ''}. Collably holds it until the collab is
          complete.
        </Alert>
        {error ? (
          <Alert color="red" role="alert" title="Could not send the details">
            {error}
          </Alert>
        ) : null}
        <Textarea
          label="Description"
          description={`What should ${influencerName} create? Product, key messages, hashtags, dos and don'ts, dates.`}
          placeholder="e.g. A 30-second reel unboxing our monsoon range, tag @masalabox, post before the 15th."
          withAsterisk
          autosize
          minRows={4}
          maxRows={10}
          data-autofocus
          error={errors.description?.message}
          {...form.register('description')}
        />
        <AttachmentPicker
          label="Attachments"
          description="Brief, product photos or reference videos: PDF, MP4 or images, up to 500 MB each."
          files={files}
          onChange={setFiles}
          disabled={isSubmitting}
        />
        <Text fz="xs" c="dimmed">
          {influencerName} is notified at once and accepts or rejects the order.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isSubmitting}>
            Later
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
