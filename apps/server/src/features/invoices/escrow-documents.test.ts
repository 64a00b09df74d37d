import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActionCode } from '@collably/shared/constants/collabs';
import { gstRegionByName } from '@collably/shared/constants/gst-states';
import { Role } from '@collably/shared/constants/roles';
import { gstinCheckChar } from '@collably/shared/domain/gstin';
import type { TInvoiceLine, TTaxDocumentKind } from '@collably/shared/domain/gst-invoice';
import type { Config } from '../../config';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { act, checkLedger, deliverAndPost, hire, influencerWithService } from '../../../test/hire-fixtures';
import { asInvoicedAtPayment } from '../../../test/legacy-documents';

/**
 * Issue 37, done when: for intra-state, inter-state and union-territory buyers, registered and not, with and
 * without FLAT500, every way an order ends issues the documents the law gives it, they add up to what the
 * brand paid, and the ledger moves exactly what they say: paid then released, paid then refunded before
 * release, split by the helpdesk, and — for orders invoiced at payment before issue 37 — refunded or split
 * with a credit note, within and after the CGST Act s. 34(2) deadline.
 */

const OUTCOMES = [
  'release',
  'refund',
  'split',
  'invoiced-refund',
  'invoiced-split',
  'invoiced-refund-late',
] as const;
type Outcome = (typeof OUTCOMES)[number];

/** The platform's place (its GSTIN) and buyers' places that give each supply type. */
const SETUPS = [
  {
    platformGstin: '27AAPFU0939F1ZV',
    buyers: [
      { state: 'Maharashtra', supply: 'intra-state' },
      { state: 'Karnataka', supply: 'inter-state' },
      { state: 'Delhi', supply: 'inter-state' },
    ],
  },
  { platformGstin: '04AABCU9603R1ZV', buyers: [{ state: 'Chandigarh', supply: 'intra-union-territory' }] },
] as const;

const gstinIn = (code: string) => {
  const first14 = `${code}AABCU9603R1Z`;
  return `${first14}${gstinCheckChar(first14)}`;
};

describe.each(databases())('documents shaped like escrow on %s', (dialect) => {
  for (const setup of SETUPS) {
    describe(`with the platform registered in ${setup.platformGstin.slice(0, 2)}`, () => {
      let t: TestApp;
      let admin: TestUser;
      let flat500: number;
      beforeAll(async () => {
        t = await testApp(dialect, {
          configure: (config: Config) => {
            config.taxSupplier = { ...config.taxSupplier, gstin: setup.platformGstin };
          },
        });
        t.clock.set(new Date('2026-11-26T10:00:00Z'));
        admin = await t.user(Role.SuperAdmin);
        flat500 = (
          await t.db
            .selectFrom('coupons')
            .select('id')
            .where('code', '=', 'FLAT500')
            .executeTakeFirstOrThrow()
        ).id;
      });
      afterAll(() => t.close());

      const documentsOf = async (transactionId: number) => {
        const rows = await t.db
          .selectFrom('taxDocuments')
          .selectAll()
          .where('transactionId', '=', transactionId)
          .where('kind', '!=', 'self-invoice')
          .orderBy('id')
          .execute();
        return new Map(rows.map((r) => [r.kind, r]));
      };
      /** Sum of an account kind's entries in one transaction's journals, paise. */
      const moved = async (transactionId: number, codePrefix: string) => {
        const rows = await t.db
          .selectFrom('ledgerEntries as e')
          .innerJoin('ledgerJournals as j', 'j.id', 'e.journalId')
          .innerJoin('ledgerAccounts as a', 'a.id', 'e.accountId')
          .select(['e.amountPaise', 'a.code', 'j.kind'])
          .where('j.transactionId', '=', transactionId)
          .where('j.kind', '!=', 'capture')
          .execute();
        return rows
          .filter((r) => r.code === codePrefix || r.code.startsWith(`${codePrefix}:`))
          .reduce((sum, r) => sum + Number(r.amountPaise), 0);
      };
      const sumLines = (json: string, pick: (l: TInvoiceLine) => number) =>
        (JSON.parse(json) as TInvoiceLine[]).reduce((s, l) => s + pick(l), 0);

      async function end(
        outcome: Outcome,
        brand: TestUser,
        influencer: TestUser,
        collabId: number,
        paid: number,
      ) {
        if (outcome === 'release') {
          await deliverAndPost(t, brand, influencer, collabId);
          expect((await act(t, brand, collabId, ActionCode.MarkComplete)).statusCode).toBe(200);
          return 0;
        }
        if (outcome === 'refund' || outcome === 'invoiced-refund' || outcome === 'invoiced-refund-late') {
          expect((await act(t, influencer, collabId, ActionCode.Reject, 'Busy')).statusCode).toBe(200);
          return paid;
        }
        await deliverAndPost(t, brand, influencer, collabId);
        expect((await act(t, brand, collabId, ActionCode.RaiseDispute, 'Late')).statusCode).toBe(200);
        expect((await act(t, influencer, collabId, ActionCode.AskForHelp, 'On time')).statusCode).toBe(200);
        // An odd share, so the documents' rounding is exercised.
        const refund = Math.floor((paid * 37) / 100) + 3;
        const res = await t.post(
          '/api/helpdesk/resolve',
          { collabDetailId: collabId, outcome: 'split', refundAmount: refund / 100 },
          { token: admin.token },
        );
        expect(res.statusCode, res.body).toBe(200);
        return refund;
      }

      it('issues the documents of every end, adding up to what the brand paid, and books exactly their GST', async () => {
        let i = 0;
        for (const buyer of setup.buyers) {
          const stateId = (
            await t.db
              .selectFrom('states')
              .select('stateId')
              .where('name', '=', buyer.state)
              .executeTakeFirstOrThrow()
          ).stateId;
          const code = gstRegionByName(buyer.state)!.code;
          for (const isRegistered of [false, true]) {
            for (const withCoupon of [false, true]) {
              for (const outcome of OUTCOMES) {
                i += 1;
                const label = `${buyer.state} registered=${isRegistered} coupon=${withCoupon} ${outcome}`;
                t.clock.set(new Date('2026-11-26T10:00:00Z'));
                const brand = await t.user(Role.Brand, { billingState: false });
                const billing = await t.post(
                  '/api/brand/billing',
                  {
                    companyName: `Buyer ${brand.id}`,
                    gstin: isRegistered ? gstinIn(code) : null,
                    address: '2 Market Road',
                    stateId,
                    pincode: '400001',
                  },
                  { token: brand.token },
                );
                expect(billing.statusCode, billing.body).toBe(200);
                const { influencer, serviceId } = await influencerWithService(t, {
                  pricePaise: 50_000 + ((i * 7_919) % 300_000),
                  isGst: i % 2 === 0,
                });
                const collabId = await hire(t, brand, serviceId, { couponId: withCoupon ? flat500 : 0 });
                const tx = await t.db
                  .selectFrom('paymentTransactions')
                  .selectAll()
                  .where('brandUserId', '=', brand.id)
                  .executeTakeFirstOrThrow();
                const paid = Number(tx.subtotalPaise) - Number(tx.discountPaise);
                const isInvoicedAtPayment = outcome.startsWith('invoiced');
                const first = isInvoicedAtPayment
                  ? await asInvoicedAtPayment(t.db, tx.id)
                  : (await documentsOf(tx.id)).get('receipt-voucher')!;
                expect(first.supplyType, label).toBe(buyer.supply);
                expect(Number(first.totalPaise), label).toBe(paid);
                if (outcome === 'invoiced-refund-late') t.clock.set(new Date('2027-12-01T10:00:00Z'));

                const returned = await end(outcome, brand, influencer, collabId, paid);
                const docs = await documentsOf(tx.id);
                const total = (kind: TTaxDocumentKind) => Number(docs.get(kind)?.totalPaise ?? 0);
                const gst = (kind: TTaxDocumentKind) => Number(docs.get(kind)?.gstPaise ?? 0);
                for (const doc of docs.values()) {
                  // Each document's totals are the sums of its lines, and every line's tax parts its GST.
                  expect(
                    sumLines(doc.lines, (l) => l.totalPaise),
                    label,
                  ).toBe(Number(doc.totalPaise));
                  expect(
                    sumLines(doc.lines, (l) => l.gstPaise),
                    label,
                  ).toBe(Number(doc.gstPaise));
                  expect(
                    sumLines(doc.lines, (l) => l.igstPaise + l.cgstPaise + l.sgstPaise + l.utgstPaise),
                    label,
                  ).toBe(Number(doc.gstPaise));
                  expect(doc.supplyType, label).toBe(buyer.supply);
                  if (doc.id !== first.id) expect(doc.originalId, label).toBe(first.id);
                }
                const back = isInvoicedAtPayment ? 'credit-note' : 'refund-voucher';
                // What goes back to the brand's wallet is what the refund voucher or credit note says.
                expect(total(back), label).toBe(returned);
                expect(await moved(tx.id, 'wallet'), label).toBe(returned);
                const suppliedGst = isInvoicedAtPayment
                  ? gst('invoice') - gst('credit-note')
                  : gst('invoice');
                if (isInvoicedAtPayment) {
                  expect([...docs.keys()].sort(), label).toEqual(['credit-note', 'invoice']);
                  const isLate = outcome === 'invoiced-refund-late';
                  expect(docs.get('credit-note')!.gstAdjusted, label).toBe(isLate ? 0 : 1);
                  // A late credit note's GST stays owed: the ledger books the invoice's GST in full.
                  expect(await moved(tx.id, 'gst-payable'), label).toBe(
                    isLate ? gst('invoice') : suppliedGst,
                  );
                } else {
                  const expected =
                    outcome === 'release'
                      ? ['invoice', 'receipt-voucher']
                      : outcome === 'refund'
                        ? ['receipt-voucher', 'refund-voucher']
                        : ['invoice', 'receipt-voucher', 'refund-voucher'];
                  expect([...docs.keys()].sort(), label).toEqual(expected);
                  // The invoice and the refund voucher add up to the receipt voucher, to the paisa.
                  expect(total('invoice') + total('refund-voucher'), label).toBe(total('receipt-voucher'));
                  expect(gst('invoice') + gst('refund-voucher'), label).toBe(gst('receipt-voucher'));
                  expect(await moved(tx.id, 'gst-payable'), label).toBe(suppliedGst);
                }
              }
            }
          }
        }
        expect(i).toBe(setup.buyers.length * 2 * 2 * OUTCOMES.length);
        await checkLedger(t.db);
      }, 600_000);
    });
  }
});
