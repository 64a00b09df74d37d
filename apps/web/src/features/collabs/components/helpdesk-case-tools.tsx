import { useState } from 'react';
import { Accordion, Button, Group } from '@mantine/core';
import { IconHistory, IconScale } from '@tabler/icons-react';
import type { TCollab } from '@collably/shared/schemas/collabs';
import type { TResolveHelpdeskRequest } from '@collably/shared/schemas/helpdesk';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useResolveCase } from '@/features/helpdesk/api/resolve-case';
import { useCollabHistory } from '../api/get-collab-history';
import { CollabHistory } from './collab-history';
import { ResolveCaseModal } from './resolve-case-modal';

/**
 * The super admin's part of a helpdesk case card: the collab's history (both sides' reasons and files) and
 * the Resolve dialog. On success the orders reload and the case leaves the Helpdesk tab.
 */
export function HelpdeskCaseTools({ collab }: { collab: TCollab }) {
  const [isHistoryOpen, setHistoryOpen] = useState(false);
  const [isResolving, setResolving] = useState(false);
  // The history carries the held money's figures the dialog previews with.
  const history = useCollabHistory(collab.collabDetailId, { enabled: isHistoryOpen || isResolving });
  const resolve = useResolveCase();

  const send = async (request: TResolveHelpdeskRequest) => {
    try {
      const { message } = await resolve.mutateAsync(request);
      notifySuccess(message);
      setResolving(false);
    } catch (error) {
      notifyError(error);
      throw error;
    }
  };

  return (
    <>
      <Accordion
        variant="contained"
        radius="md"
        value={isHistoryOpen ? 'history' : null}
        onChange={(value) => setHistoryOpen(value === 'history')}
      >
        <Accordion.Item value="history">
          <Accordion.Control icon={<IconHistory size={18} />}>History</Accordion.Control>
          <Accordion.Panel>
            {isHistoryOpen ? <CollabHistory collabDetailId={collab.collabDetailId} /> : null}
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Group justify="flex-end">
        <Button leftSection={<IconScale size={16} />} onClick={() => setResolving(true)}>
          Resolve
        </Button>
      </Group>
      <ResolveCaseModal
        helpdeskCase={
          isResolving
            ? {
                collabDetailId: collab.collabDetailId,
                brandName: collab.brandName,
                influencerName: collab.influencerName,
              }
            : null
        }
        escrow={history.data?.escrow ?? null}
        onClose={() => setResolving(false)}
        onSubmit={send}
        isBusy={resolve.isPending}
      />
    </>
  );
}
