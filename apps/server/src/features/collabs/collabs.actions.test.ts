import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode, type TCollabStatus } from '@collably/shared/constants/collabs';
import { Platform } from '@collably/shared/constants/platforms';
import { Role } from '@collably/shared/constants/roles';
import type { TCollab } from '@collably/shared/schemas/collabs';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import {
  act,
  checkLedger,
  hire,
  influencerWithService,
  uploadedAttachment,
} from '../../../test/hire-fixtures';

type Party = 'brand' | 'influencer';
const A = ActionCode;
/** The way to each status a collab waits in, as (who, action) steps from New. */
const PATHS: Readonly<Record<string, readonly [Party, number][]>> = {
  New: [],
  Accept: [['influencer', A.Accept]],
  UpdateWorkFile: [
    ['influencer', A.Accept],
    ['influencer', A.SendForApproval],
  ],
  Review: [
    ['influencer', A.Accept],
    ['influencer', A.SendForApproval],
    ['brand', A.RequestRevision],
  ],
  Pending: [
    ['influencer', A.Accept],
    ['influencer', A.SendForApproval],
    ['brand', A.Approve],
  ],
  UpdateWorkLink: [
    ['influencer', A.Accept],
    ['influencer', A.SendForApproval],
    ['brand', A.Approve],
    ['influencer', A.MarkCompleteWithUrl],
  ],
  Dispute: [
    ['influencer', A.Accept],
    ['influencer', A.SendForApproval],
    ['brand', A.Approve],
    ['influencer', A.MarkCompleteWithUrl],
    ['brand', A.RaiseDispute],
  ],
  HelpDesk: [
    ['influencer', A.Accept],
    ['influencer', A.SendForApproval],
    ['brand', A.Approve],
    ['influencer', A.MarkCompleteWithUrl],
    ['brand', A.RaiseDispute],
    ['influencer', A.AskForHelp],
  ],
};
/** On UGC the brand's approval completes the collab: nothing is posted. */
const UGC_STATUSES = ['New', 'Accept', 'UpdateWorkFile', 'Review'];

/**
 * Issue 11 item 4: every button an order card offers (TCollab.actions, from the transition table) succeeds
 * when posted, for every party, every status a collab waits in, and both kinds of platform.
 */
describe.each(databases())('every action an order card offers succeeds, on %s', (dialect) => {
  let t: TestApp;
  let admin: TestUser;
  let brand: TestUser;
  const services = new Map<number, { influencer: TestUser; serviceId: number }>();
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await t.user(Role.SuperAdmin);
    brand = await t.user(Role.Brand);
    for (const platformId of [Platform.Instagram, Platform.UGC]) {
      services.set(platformId, await influencerWithService(t, { platformId }));
    }
  });
  afterAll(() => t.close());

  const input = async (who: TestUser, code: number): Promise<[string, string[]]> => {
    if (code === A.SendForApproval) return ['', [await uploadedAttachment(t, who.id, 'mp4')]];
    if (code === A.MarkCompleteWithUrl) return ['https://instagram.com/p/post1', []];
    return [[A.Accept, A.Approve, A.MarkComplete].includes(code as 1) ? '' : 'Because', []];
  };
  const actionsOf = async (user: TestUser, id: number) =>
    ((await t.get('/api/user/orders', { token: user.token })).json().data as TCollab[]).find(
      (c) => c.collabDetailId === id,
    )!.actions;

  const cases = [Platform.Instagram, Platform.UGC].flatMap((platformId) =>
    Object.keys(PATHS)
      .filter((s) => platformId !== Platform.UGC || UGC_STATUSES.includes(s))
      .map((status) => [status as TCollabStatus, platformId] as const),
  );

  it.each(cases)('%s on platform %i', async (status, platformId) => {
    const { influencer, serviceId } = services.get(platformId)!;
    const users: Record<Party | 'admin', TestUser> = { brand, influencer, admin };
    const walkTo = async () => {
      const id = await hire(t, brand, serviceId);
      for (const [who, code] of PATHS[status]) {
        const [reason, files] = await input(users[who], code);
        const res = await act(t, users[who], id, code, reason, files);
        expect(res.statusCode, res.body).toBe(200);
      }
      return id;
    };
    const probe = await walkTo();
    const parties = ['brand', 'influencer', 'admin'] as const;
    // What each party's card offers, read before anything is pressed.
    const offers = await Promise.all(parties.map((who) => actionsOf(users[who], probe)));
    let tried = 0;
    for (const [i, who] of parties.entries()) {
      for (const { statusId, label } of offers[i]) {
        const id = tried === 0 ? probe : await walkTo();
        tried += 1;
        // The card of this fresh collab offers the same button.
        expect(await actionsOf(users[who], id)).toContainEqual({ statusId, label });
        const [reason, files] = await input(users[who], statusId);
        const res = await act(t, users[who], id, statusId, reason, files);
        expect(res.statusCode, `${who} ${label} (${statusId}) in ${status}: ${res.body}`).toBe(200);
      }
    }
    expect(tried).toBeGreaterThan(0);
    await checkLedger(t.db);
  });
});
