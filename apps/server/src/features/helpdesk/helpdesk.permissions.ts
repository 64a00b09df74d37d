import { CollabStatus } from '@collably/shared/constants/collabs';
import { expect } from 'vitest';
import { collabBetween } from '../../../test/permissions/matrix-fixtures';
import { dataOf, only, collabProbe, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

export const permissions: FeaturePermissions = {
  feature: 'helpdesk',
  rows: [
    {
      route: 'POST /api/helpdesk/resolve',
      rule: 'role 99 only (the helpdesk); staff, brands and influencers are refused, the case stays open',
      expect: only('admin'),
      request: async (fx) => {
        // A case of the peers in the helpdesk: the admin's split settles it, a refused call leaves it open.
        const id = await collabBetween(fx, fx.peer.brand, fx.peer.influencer, CollabStatus.HelpDesk);
        return {
          body: { collabDetailId: id, outcome: 'split', refundAmount: 100 },
          probe: collabProbe(fx, id),
          verify: async (res) => {
            expect(dataOf(res)).toMatchObject({ collabDetailId: id, brandRefund: 100 });
            expect((await collabProbe(fx, id)())?.status).toBe(CollabStatus.Complete);
          },
        };
      },
    },
  ],
};
