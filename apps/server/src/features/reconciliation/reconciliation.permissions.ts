import { expect } from 'vitest';
import { mismatchStatus, plantMismatch } from '../../../test/reconciliation-fixtures';
import { only, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

/** Reconciliation (issue 34): the super admin's view of provider against ledger; staff see none. */
export const permissions: FeaturePermissions = {
  feature: 'reconciliation',
  rows: [
    {
      route: 'GET /api/admin/reconciliation',
      rule: 'role 99 only: the mismatches between the providers and the ledger',
      expect: only('admin'),
      request: async () => ({ query: { status: 'open' } }),
    },
    {
      route: 'POST /api/admin/reconciliation/run',
      rule: 'role 99 only: runs the comparison now (no provider configured here: a run that says so)',
      expect: only('admin'),
      request: async () => ({}),
    },
    {
      route: 'POST /api/admin/reconciliation/{id}/resolve',
      rule: 'role 99 only; a refused call leaves the mismatch open',
      expect: only('admin'),
      request: async (fx) => {
        const id = await plantMismatch(fx.t.db);
        return {
          params: { id },
          body: { note: 'Refunded from the Razorpay Dashboard' },
          probe: () => mismatchStatus(fx.t.db, id),
          verify: async () => expect(await mismatchStatus(fx.t.db, id)).toBe('resolved'),
        };
      },
    },
    {
      route: 'GET /api/admin/reconciliation/days/{day}.csv',
      rule: 'role 99 only: a day of the reconciliation as CSV',
      expect: only('admin'),
      request: async (fx) => {
        await plantMismatch(fx.t.db, { day: '2026-11-26' });
        return { params: { day: '2026-11-26' } };
      },
    },
  ],
};
