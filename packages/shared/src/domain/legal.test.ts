import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LegalDocument, LEGAL_DOCUMENTS, LEGAL_NOTICE_DAYS } from '../constants/legal';
import { Role } from '../constants/roles';
import { LEGAL_TEXTS } from '../messages/legal-texts';
import { propertyRuns } from '../testing/property-runs';
import {
  effectiveOnOf,
  latestLegalVersion,
  legalDocumentsOf,
  legalDue,
  postingsOf,
  type TLegalPosting,
} from './legal';

const DAY = 86_400_000;
const posted = (document: TLegalPosting['document'], version: number, on: string): TLegalPosting => ({
  document,
  version,
  postedOn: new Date(on).toISOString(),
  effectiveOn: effectiveOnOf(new Date(on)).toISOString(),
});

describe('legal texts', () => {
  it('take effect exactly LEGAL_NOTICE_DAYS (30) after they are posted', () => {
    expect(LEGAL_NOTICE_DAYS).toBe(30);
    expect(effectiveOnOf(new Date('2026-11-29T10:00:00.000Z')).toISOString()).toBe(
      '2026-12-29T10:00:00.000Z',
    );
  });

  it('bind brands to the Terms and the Refund policy, influencers to the Terms and the supply agreement', () => {
    expect(legalDocumentsOf(Role.Brand)).toEqual([LegalDocument.Terms, LegalDocument.RefundPolicy]);
    expect(legalDocumentsOf(Role.Influencer)).toEqual([
      LegalDocument.Terms,
      LegalDocument.InfluencerAgreement,
    ]);
    expect(legalDocumentsOf(Role.Staff)).toEqual([]);
    expect(legalDocumentsOf(Role.SuperAdmin)).toEqual([]);
  });

  it('number each text’s versions upwards from 1, each naming its own text', () => {
    for (const document of LEGAL_DOCUMENTS) {
      const versions = LEGAL_TEXTS[document];
      expect(versions.length).toBeGreaterThan(0);
      versions.forEach((v, i) => {
        expect(v.document).toBe(document);
        if (i > 0) expect(v.version).toBeGreaterThan(versions[i - 1]?.version ?? 0);
        expect(v.sections.length).toBeGreaterThan(0);
        expect(v.changes.length).toBeGreaterThan(0);
      });
      expect(latestLegalVersion(document)).toBe(versions[versions.length - 1]);
    }
  });
});

describe('legalDue', () => {
  const now = new Date('2026-12-10T00:00:00.000Z');
  const terms2 = posted(LegalDocument.Terms, 2, '2026-11-29T00:00:00.000Z');
  const refund2 = posted(LegalDocument.RefundPolicy, 2, '2026-10-01T00:00:00.000Z');
  const agreement1 = posted(LegalDocument.InfluencerAgreement, 1, '2026-11-29T00:00:00.000Z');
  const postings = [terms2, refund2, agreement1];

  it('asks a brand for its two texts: one announced (not now allowed), one in force (blocking)', () => {
    expect(legalDue({ role: Role.Brand, postings, accepted: new Map(), now })).toEqual([
      { ...terms2, isInForce: false, isBlocking: false },
      { ...refund2, isInForce: true, isBlocking: true },
    ]);
  });

  it('asks nothing once the newest version, or a later one, is accepted', () => {
    const accepted = new Map([
      [LegalDocument.Terms, 2],
      [LegalDocument.RefundPolicy, 3],
    ]);
    expect(legalDue({ role: Role.Brand, postings, accepted, now })).toEqual([]);
  });

  it('asks staff and super admins nothing', () => {
    expect(legalDue({ role: Role.Staff, postings, accepted: new Map(), now })).toEqual([]);
    expect(legalDue({ role: Role.SuperAdmin, postings, accepted: new Map(), now })).toEqual([]);
  });

  it('asks for the newest posting, blocking while the one in force is not accepted', () => {
    const terms3 = posted(LegalDocument.Terms, 3, '2026-12-05T00:00:00.000Z');
    const inForceTerms2 = posted(LegalDocument.Terms, 2, '2026-10-01T00:00:00.000Z');
    const all = [inForceTerms2, terms3];
    expect(postingsOf(all, LegalDocument.Terms, now)).toEqual({ newest: terms3, inForce: inForceTerms2 });
    expect(legalDue({ role: Role.Influencer, postings: all, accepted: new Map(), now })).toEqual([
      { ...terms3, isInForce: false, isBlocking: true },
    ]);
    // Version 2 accepted: version 3 is only announced, so 'not now' is allowed.
    expect(
      legalDue({ role: Role.Influencer, postings: all, accepted: new Map([[LegalDocument.Terms, 2]]), now }),
    ).toEqual([{ ...terms3, isInForce: false, isBlocking: false }]);
  });

  it('blocks exactly when a version in force is not accepted, on any clock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 3 }),
        (daysAfter, acceptedVersion) => {
          const at = new Date(Date.parse(terms2.postedOn) + daysAfter * DAY);
          const due = legalDue({
            role: Role.Brand,
            postings: [terms2],
            accepted: new Map([[LegalDocument.Terms, acceptedVersion]]),
            now: at,
          });
          const isInForce = daysAfter >= LEGAL_NOTICE_DAYS;
          expect(due).toEqual(acceptedVersion >= 2 ? [] : [{ ...terms2, isInForce, isBlocking: isInForce }]);
        },
      ),
      { numRuns: propertyRuns(200) },
    );
  });
});
