import { CollabStatus, ActionCode } from '@collably/shared/constants/collabs';
import { expect } from 'vitest';
import { uploadedAttachment } from '../../../test/hire-fixtures';
import { collabBetween, paidTransaction } from '../../../test/permissions/matrix-fixtures';
import {
  dataOf,
  only,
  collabParties,
  brandOwnsIt,
  collabProbe,
  txProbe,
  type FeaturePermissions,
} from '../../../test/permissions/matrix-rows';

export const permissions: FeaturePermissions = {
  feature: 'collabs',
  rows: [
    {
      route: 'POST /api/brand/create/collab',
      rule: 'brand only; transId must be the caller’s captured payment (another brand’s answers 404)',
      owned: true,
      expect: brandOwnsIt,
      notOwner: 404,
      request: async (fx, cell) => {
        const owner = cell.own ? fx.me.brand : fx.peer.brand;
        const { transId, serviceId } = await paidTransaction(fx, owner, fx.peer.influencer);
        return {
          body: {
            transId,
            influencerServiceId: serviceId,
            description: 'Please feature our tea',
            base64File: [],
            allowUGC: false,
          },
          probe: txProbe(fx, transId),
          verify: async (res) => {
            expect(dataOf<{ collabStatus: number }>(res).collabStatus).toBe(CollabStatus.New);
            expect(dataOf<{ brandUserId: number }>(res).brandUserId).toBe(owner.id);
          },
        };
      },
    },
    {
      route: 'POST /api/brand/create/collab',
      case: 'base64File: own upload / another user’s upload',
      rule: 'brand only; attachments must be files the caller uploaded (else 400)',
      owned: true,
      expect: brandOwnsIt,
      notOwner: 400,
      request: async (fx, cell) => {
        const { transId, serviceId } = await paidTransaction(fx, fx.me.brand, fx.peer.influencer);
        const file = await uploadedAttachment(fx.t, (cell.own ? fx.me.brand : fx.peer.brand).id);
        return {
          body: {
            transId,
            influencerServiceId: serviceId,
            description: 'Please feature our tea',
            base64File: [file],
            allowUGC: false,
          },
          probe: txProbe(fx, transId),
        };
      },
    },
    {
      route: 'GET /api/user/orders',
      rule: 'roles 1, 2, 99; influencer and brand see only their own collabs, the super admin all',
      expect: only('influencer', 'brand', 'admin'),
      request: async (_fx, cell) => ({
        verify: (res) => {
          const rows = dataOf<{ brandUserId: number; influencerUserId: number }[]>(res);
          if (cell.role === 'admin') {
            expect(rows.length).toBeGreaterThan(0);
            return;
          }
          for (const row of rows) expect([row.brandUserId, row.influencerUserId]).toContain(cell.caller!.id);
        },
      }),
    },
    {
      route: 'POST /api/user/update/collab-status',
      rule: 'roles 1, 2, 99; a party of the collab or the super admin (another’s collab answers 404)',
      owned: true,
      expect: collabParties,
      notOwner: 404,
      request: async (fx, cell) => {
        if (cell.role === 'influencer' && cell.own) {
          const id = await collabBetween(fx, fx.peer.brand, fx.me.influencer);
          return { body: { collabDetailId: id, statusId: ActionCode.Accept, reason: '' } };
        }
        if (cell.role === 'brand' && cell.own) {
          // The work link is up; raising a dispute moves no money.
          const id = await collabBetween(fx, fx.me.brand, fx.peer.influencer, CollabStatus.UpdateWorkLink);
          return { body: { collabDetailId: id, statusId: ActionCode.RaiseDispute, reason: 'Not as agreed' } };
        }
        if (cell.role === 'admin') {
          // Mark Complete on a collab in the helpdesk: releases the escrow to the influencer.
          const id = await collabBetween(fx, fx.peer.brand, fx.peer.influencer, CollabStatus.HelpDesk);
          return { body: { collabDetailId: id, statusId: ActionCode.MarkComplete, reason: '' } };
        }
        // Every denied cell aims at the peers' New collab with the action its influencer could take.
        return {
          body: { collabDetailId: fx.peerCollab, statusId: ActionCode.Accept, reason: '' },
          probe: collabProbe(fx, fx.peerCollab),
        };
      },
    },
    {
      route: 'POST /api/collab/extra-revisions/checkout',
      rule: 'brand only; the brand of the collab (another brand’s collab answers 404)',
      owned: true,
      expect: brandOwnsIt,
      notOwner: 404,
      request: async (fx, cell) => {
        const owner = cell.own ? fx.me.brand : fx.peer.brand;
        const id = await collabBetween(fx, owner, fx.peer.influencer, CollabStatus.UpdateWorkFile);
        // The influencer offers paid extra revisions at ₹500 each.
        await fx.t.db
          .updateTable('collabs')
          .set({ extraRevisionPricePaise: 50_000 })
          .where('id', '=', id)
          .execute();
        return {
          body: { collabDetailId: id, count: 1 },
          probe: async () =>
            fx.t.db
              .selectFrom('paymentTransactions')
              .select('id')
              .where('extraRevisionsCollabId', '=', id)
              .execute(),
        };
      },
    },
    {
      route: 'POST /api/user/update/collab-status',
      case: 'base64File: own upload / another user’s upload',
      rule: 'the work file sent for approval must be a file the caller uploaded (else 400)',
      owned: true,
      expect: {
        visitor: 'deny',
        influencer: { own: 'allow', other: 'deny' },
        brand: 'n/a',
        staff: 'deny',
        admin: 'n/a',
      },
      notOwner: 400,
      request: async (fx, cell) => {
        const id = await collabBetween(fx, fx.peer.brand, fx.me.influencer, CollabStatus.Accept);
        const file = await uploadedAttachment(
          fx.t,
          (cell.own ? fx.me.influencer : fx.peer.influencer).id,
          'mp4',
        );
        return {
          body: { collabDetailId: id, statusId: ActionCode.SendForApproval, reason: '', base64File: [file] },
          probe: collabProbe(fx, id),
        };
      },
    },
    {
      route: 'GET /api/user/collab-history',
      rule: 'roles 1, 2, 99; a party of the collab or the super admin (another’s collab answers 404)',
      owned: true,
      expect: collabParties,
      notOwner: 404,
      request: async (fx, cell) => {
        const id =
          cell.role === 'influencer' && cell.own
            ? await collabBetween(fx, fx.peer.brand, fx.me.influencer)
            : cell.role === 'brand' && cell.own
              ? await collabBetween(fx, fx.me.brand, fx.peer.influencer)
              : fx.peerCollab;
        return {
          query: { collabDetailId: String(id) },
          verify: (res) => expect(dataOf<{ collabDetailId: number }>(res).collabDetailId).toBe(id),
        };
      },
    },
    {
      route: 'POST /api/collab/recheck-post',
      rule: 'role 99 only (checks a post again now, issue 19); staff, brands and influencers are refused, nothing checked',
      expect: only('admin'),
      request: async (fx) => {
        const id = await collabBetween(fx, fx.peer.brand, fx.peer.influencer, CollabStatus.UpdateWorkLink);
        const at = fx.t.clock.now().toISOString();
        await fx.t.db
          .insertInto('postProofs')
          .values({
            collabId: id,
            platformId: 4,
            url: 'https://www.instagram.com/p/Cmatrix/',
            status: 'unverified',
            reason: null,
            submittedOn: at,
            checkedOn: at,
            nextCheckOn: null,
            checks: 1,
            caseOpenedOn: null,
          })
          .execute();
        const probe = () =>
          fx.t.db
            .selectFrom('postProofs')
            .select(['status', 'checks'])
            .where('collabId', '=', id)
            .executeTakeFirst();
        return {
          body: { collabDetailId: id },
          probe,
          verify: async (res) => {
            expect(dataOf(res)).toMatchObject({
              collabDetailId: id,
              status: 'unverified',
              caseOpened: false,
            });
            expect(await probe()).toEqual({ status: 'unverified', checks: 2 });
          },
        };
      },
    },
  ],
};
