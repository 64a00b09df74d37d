import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LegalDocument, LEGAL_NOTICE_DAYS } from '@collably/shared/constants/legal';
import { Role } from '@collably/shared/constants/roles';
import { latestLegalVersion } from '@collably/shared/domain/legal';
import { LegalMessages } from '@collably/shared/messages/legal';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { createTransaction, influencerWithService } from '../../../test/hire-fixtures';
import { PaymentMessages } from '@collably/shared/messages/payments';
import { PAYOUT_FORM, creditEarnings, latestPayoutId } from '../../../test/payout-fixtures';
import { brandSignUp, influencerSignUp } from '../../../test/sign-up-fixtures';

const POSTED = new Date('2026-11-29T10:00:00.000Z');
const DAY = 86_400_000;
const IN_FORCE = new Date(POSTED.getTime() + LEGAL_NOTICE_DAYS * DAY);
const KARNATAKA_GSTIN = '29AABCU9603R1ZJ';

/** Users who have accepted no legal text yet (test users accept the newest by default). */
const NOTHING_ACCEPTED = { acceptsLegalTexts: false };

const TERMS = latestLegalVersion(LegalDocument.Terms).version;
const REFUND = latestLegalVersion(LegalDocument.RefundPolicy).version;
const AGREEMENT = latestLegalVersion(LegalDocument.InfluencerAgreement).version;

describe.each(databases())('legal texts on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await testApp(dialect);
    t.clock.set(POSTED);
  });
  afterEach(() => t.close());

  const due = (user: TestUser) => t.get('/api/legal/due', { token: user.token });
  const accept = (user: TestUser, documents: unknown) =>
    t.post('/api/legal/accept', { documents }, { token: user.token });
  const acceptances = (userId: number) =>
    t.db
      .selectFrom('legalAcceptances')
      .select(['document', 'version', 'acceptedOn', 'via'])
      .where('userId', '=', userId)
      .orderBy('document')
      .execute();

  it('posts each newest version on first read, in force 30 days later, and keeps those dates', async () => {
    const first = await t.get('/api/legal/documents');
    expect(first.statusCode).toBe(200);
    const posting = (document: string, version: number) => ({
      document,
      version,
      postedOn: POSTED.toISOString(),
      effectiveOn: IN_FORCE.toISOString(),
      isInForce: false,
    });
    expect(first.json().data).toEqual([
      posting(LegalDocument.InfluencerAgreement, AGREEMENT),
      posting(LegalDocument.RefundPolicy, REFUND),
      posting(LegalDocument.Terms, TERMS),
    ]);
    // A later read, a day before and on the day it takes effect: the same posting, in force from that instant.
    t.clock.set(new Date(IN_FORCE.getTime() - 1));
    expect((await t.get('/api/legal/documents')).json().data[2]).toMatchObject({ isInForce: false });
    t.clock.set(IN_FORCE);
    expect((await t.get('/api/legal/documents')).json().data[2]).toMatchObject({
      postedOn: POSTED.toISOString(),
      isInForce: true,
    });
    expect(await t.db.selectFrom('legalPostings').select('document').execute()).toHaveLength(3);
  });

  it('asks a brand for the Terms and the Refund policy, and records its acceptance with version and date', async () => {
    const brand = await t.user(Role.Brand, NOTHING_ACCEPTED);
    const before = await due(brand);
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual([
      expect.objectContaining({ document: LegalDocument.Terms, version: TERMS, isBlocking: false }),
      expect.objectContaining({ document: LegalDocument.RefundPolicy, version: REFUND, isBlocking: false }),
    ]);
    t.clock.set(new Date(POSTED.getTime() + 3 * DAY));
    const res = await accept(brand, [
      { document: LegalDocument.Terms, version: TERMS },
      { document: LegalDocument.RefundPolicy, version: REFUND },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isSuccess: true, message: LegalMessages.accepted, data: [] });
    const at = new Date(POSTED.getTime() + 3 * DAY).toISOString();
    expect(await acceptances(brand.id)).toEqual([
      { document: LegalDocument.RefundPolicy, version: REFUND, acceptedOn: at, via: 'sign-in' },
      { document: LegalDocument.Terms, version: TERMS, acceptedOn: at, via: 'sign-in' },
    ]);
    // Accepting again changes nothing, not even the date.
    t.clock.set(IN_FORCE);
    expect((await accept(brand, [{ document: LegalDocument.Terms, version: TERMS }])).statusCode).toBe(200);
    expect((await acceptances(brand.id))[1]).toMatchObject({ acceptedOn: at });
    expect((await due(brand)).json().data).toEqual([]);
  });

  it('blocks an influencer who has not accepted a version in force, until they accept it', async () => {
    const influencer = await t.user(Role.Influencer, NOTHING_ACCEPTED);
    await due(influencer); // posted now
    t.clock.set(IN_FORCE);
    expect((await due(influencer)).json().data).toEqual([
      expect.objectContaining({ document: LegalDocument.Terms, isInForce: true, isBlocking: true }),
      expect.objectContaining({
        document: LegalDocument.InfluencerAgreement,
        isInForce: true,
        isBlocking: true,
      }),
    ]);
    await accept(influencer, [{ document: LegalDocument.Terms, version: TERMS }]);
    expect((await due(influencer)).json().data).toEqual([
      expect.objectContaining({ document: LegalDocument.InfluencerAgreement, isBlocking: true }),
    ]);
  });

  it('refuses a brand’s payment once a version in force is unaccepted, the server’s own check', async () => {
    const brand = await t.user(Role.Brand, NOTHING_ACCEPTED);
    const { serviceId } = await influencerWithService(t);
    await due(brand); // posted now
    // During the notice the brand may still pay under the texts it accepted.
    expect((await createTransaction(t, brand, serviceId)).statusCode).toBe(200);
    t.clock.set(IN_FORCE);
    const refused = await createTransaction(t, brand, serviceId);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(PaymentMessages.termsRequired);
    await accept(brand, [
      { document: LegalDocument.Terms, version: TERMS },
      { document: LegalDocument.RefundPolicy, version: REFUND },
    ]);
    expect((await createTransaction(t, brand, serviceId)).statusCode).toBe(200);
  });

  it('refuses a text of another role (400), an old or unknown version (409) and bad input', async () => {
    const brand = await t.user(Role.Brand, NOTHING_ACCEPTED);
    const notYours = await accept(brand, [
      { document: LegalDocument.InfluencerAgreement, version: AGREEMENT },
    ]);
    expect(notYours.statusCode).toBe(400);
    expect(notYours.json().message).toBe(LegalMessages.notYours);
    const stale = await accept(brand, [{ document: LegalDocument.Terms, version: TERMS + 1 }]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(LegalMessages.notCurrent);
    const cases: [unknown, string][] = [
      [[], LegalMessages.nothingToAccept],
      ['terms', LegalMessages.nothingToAccept],
      [[{ document: 'privacy', version: 1 }], LegalMessages.documentInvalid],
      [[{ document: LegalDocument.Terms, version: 0 }], LegalMessages.versionInvalid],
      [[{ document: LegalDocument.Terms, version: 1.5 }], LegalMessages.versionInvalid],
      [[{ document: LegalDocument.Terms, version: '2' }], LegalMessages.versionInvalid],
      [[{ document: LegalDocument.Terms }], LegalMessages.versionInvalid],
    ];
    for (const [documents, message] of cases) {
      const res = await accept(brand, documents);
      expect(res.statusCode, JSON.stringify(documents)).toBe(400);
      expect(res.json().message, JSON.stringify(documents)).toBe(message);
    }
    expect(await acceptances(brand.id)).toEqual([]);
  });

  it('serves the due list and acceptance to brands and influencers only', async () => {
    expect((await t.get('/api/legal/due')).statusCode).toBe(401);
    expect((await t.post('/api/legal/accept', { documents: [] })).statusCode).toBe(401);
    for (const role of [Role.Staff, Role.SuperAdmin] as const) {
      const staff = await t.user(role, NOTHING_ACCEPTED);
      expect((await due(staff)).statusCode).toBe(403);
      expect((await accept(staff, [{ document: LegalDocument.Terms, version: TERMS }])).statusCode).toBe(403);
    }
    // The postings are public: the policy pages show them to visitors.
    expect((await t.get('/api/legal/documents')).statusCode).toBe(200);
  });

  it('records acceptance at sign-up when the form’s terms box is ticked, and not otherwise', async () => {
    const ticked = brandSignUp({ AcceptedPrivacy: true });
    expect((await t.post('/api/user/register', ticked)).statusCode).toBe(200);
    const unticked = influencerSignUp();
    expect((await t.post('/api/user/register', unticked)).statusCode).toBe(200);
    const idOf = async (email: string) =>
      (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    expect(await acceptances(await idOf(ticked.Email))).toEqual([
      {
        document: LegalDocument.RefundPolicy,
        version: REFUND,
        acceptedOn: POSTED.toISOString(),
        via: 'sign-up',
      },
      { document: LegalDocument.Terms, version: TERMS, acceptedOn: POSTED.toISOString(), via: 'sign-up' },
    ]);
    expect(await acceptances(await idOf(unticked.Email))).toEqual([]);
    const influencer = influencerSignUp({ AcceptedPrivacy: true });
    await t.post('/api/user/register', influencer);
    expect((await acceptances(await idOf(influencer.Email))).map((a) => a.document)).toEqual([
      LegalDocument.InfluencerAgreement,
      LegalDocument.Terms,
    ]);
  });

  describe('a registered influencer who agreed to self-billing', () => {
    const selfBilling = async () => {
      const { influencer } = await influencerWithService(t, {
        pricePaise: 200_000,
        isGst: true,
        acceptsLegalTexts: false,
      });
      await t.db
        .updateTable('influencerProfiles')
        .set({ gstNo: KARNATAKA_GSTIN })
        .where('userId', '=', influencer.id)
        .execute();
      const consent = await t.post(
        '/api/invoices/self-billing',
        { consent: true },
        { token: influencer.token },
      );
      expect(consent.statusCode, consent.body).toBe(200);
      await creditEarnings(t, influencer.id, 50_000);
      return influencer;
    };
    const requestPayout = (user: TestUser) =>
      t.post('/api/user/requestpayout', PAYOUT_FORM, { token: user.token });

    it('is paid out during the notice, but accepts the agreement in force before the next payout', async () => {
      const influencer = await selfBilling();
      await due(influencer);
      // Before the agreement takes effect, the agreement they consented under stands.
      t.clock.set(new Date(IN_FORCE.getTime() - 1));
      expect((await requestPayout(influencer)).statusCode).toBe(200);
      const admin = await t.user(Role.SuperAdmin, NOTHING_ACCEPTED);
      const approve = () =>
        t.post('/api/payout/approve', {}, { token: admin.token, query: { payoutId: String(payoutId) } });
      let payoutId = await latestPayoutId(t, influencer.id);
      expect((await approve()).statusCode).toBe(200);

      // In force and not accepted: the influencer's request and the admin's release wait.
      t.clock.set(IN_FORCE);
      const refused = await requestPayout(influencer);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(LegalMessages.agreementBeforePayout);

      // A request made before the agreement took effect waits at the admin's release too.
      t.clock.set(new Date(IN_FORCE.getTime() - 1));
      expect((await requestPayout(influencer)).statusCode).toBe(200);
      payoutId = await latestPayoutId(t, influencer.id);
      t.clock.set(IN_FORCE);
      const held = await approve();
      expect(held.statusCode).toBe(409);
      expect(held.json().message).toMatch(/has not accepted the Influencer Supply Agreement in force/);

      expect(
        (await accept(influencer, [{ document: LegalDocument.InfluencerAgreement, version: AGREEMENT }]))
          .statusCode,
      ).toBe(200);
      expect((await approve()).statusCode).toBe(200);
    });

    it('is not held when they withdrew self-billing, nor is an influencer without a GSTIN', async () => {
      const withdrawn = await selfBilling();
      await t.post('/api/invoices/self-billing', { consent: false }, { token: withdrawn.token });
      const unregistered = await t.user(Role.Influencer, NOTHING_ACCEPTED);
      await creditEarnings(t, unregistered.id, 50_000);
      await due(withdrawn);
      t.clock.set(IN_FORCE);
      expect((await requestPayout(withdrawn)).statusCode).toBe(200);
      expect((await requestPayout(unregistered)).statusCode).toBe(200);
    });
  });
});
