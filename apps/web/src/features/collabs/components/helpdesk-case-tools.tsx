import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TCollab } from '@collably/shared/schemas/collabs';
import type { TResolveHelpdeskRequest } from '@collably/shared/schemas/helpdesk';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useResolveCase } from '@/features/helpdesk/api/resolve-case';
import { collabHistoryQuery, useCollabHistory } from '../api/get-collab-history';
import { ordersQuery } from '../api/get-orders';
import { CollabTimelinePanel } from './collab-timeline';
import { ResolveCaseModal } from './resolve-case-modal';

/**
 * The super admin's part of a helpdesk case card: the collab's timeline (both sides' reasons and files, the
 * same component as every order card's) and the Resolve dialog. On success the orders reload and the case
 * leaves the Helpdesk tab.
 */
export function HelpdeskCaseTools({
  collab,
  isTimelineOpen = false,
}: {
  collab: TCollab;
  isTimelineOpen?: boolean;
}) {
  const [isResolving, setResolving] = useState(false);
  // The history carries the held money's figures the dialog previews with.
  const history = useCollabHistory(collab.collabDetailId, { enabled: isResolving });
  const queryClient = useQueryClient();
  const resolve = useResolveCase({
    // The orders load again, so the case leaves the Helpdesk tab.
    onResolved: (input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: collabHistoryQuery(input.collabDetailId).queryKey }),
      ]),
  });

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
      <CollabTimelinePanel collabDetailId={collab.collabDetailId} defaultOpen={isTimelineOpen} />
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
