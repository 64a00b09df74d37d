import { expect } from 'vitest';
import { dataOf, everyone, signedIn, type FeaturePermissions } from '../../../test/permissions/matrix-rows';

export const permissions: FeaturePermissions = {
  feature: 'tools',
  rows: [
    {
      route: 'POST /api/tools/ytlink',
      rule: 'public (visitors too); a signed-in caller’s link goes to their own list only',
      expect: everyone,
      request: async (fx, cell) => ({
        body: { link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s' },
        verify: async (res) => {
          expect(dataOf<{ path: string }>(res).path).toBe('yt/dQw4w9WgXcQ');
          const makers = await fx.t.db
            .selectFrom('ytLinkMakers')
            .select('userId')
            .where('param', '=', 'dQw4w9WgXcQ')
            .execute();
          if (cell.caller) expect(makers.map((m) => m.userId)).toContain(cell.caller.id);
        },
      }),
    },
    {
      route: 'POST /api/tools/ytopen',
      rule: 'public (the /yt page reports its open); limited per IP',
      expect: everyone,
      request: async () => ({ body: { link: 'sh-dQw4w9WgXcQ' } }),
    },
    {
      route: 'GET /api/tools/mylinks',
      rule: 'signed in, any role; only the caller’s own links',
      expect: signedIn,
      request: async (fx, cell) => {
        // Someone else's link must not show in the caller's list.
        const other = cell.role === 'brand' ? fx.peer.influencer : fx.peer.brand;
        const made = await fx.t.post(
          '/api/tools/ytlink',
          { link: 'https://www.youtube.com/@someoneelse' },
          { token: other.token },
        );
        expect(made.statusCode, made.body).toBe(200);
        return {
          verify: (res) =>
            expect(dataOf<{ param: string }[]>(res).map((l) => l.param)).not.toContain('ch-someoneelse'),
        };
      },
    },
  ],
};
