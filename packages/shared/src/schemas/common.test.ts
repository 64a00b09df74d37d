import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ActionCode } from '../constants/collabs';
import { MAX_DB_INT } from '../constants/limits';
import { CommonMessages } from '../messages/common';
import { ZRegisterRequest } from './auth';
import { ZUpdateBrandRequest } from './brands';
import { ZCreateCollabRequest, ZUpdateCollabStatusRequest } from './collabs';
import { isMultiLineText, isSingleLineText, ZIdParam } from './common';
import { ZApplyCouponRequest, ZDeleteCouponRequest, ZSaveCouponRequest } from './coupons';
import { ZInfluencerListQuery } from './discovery';
import { ZToggleFavouriteRequest } from './favourites';
import {
  addDetailSchema,
  ZAddSocialAccountRequest,
  ZDeletePlatformRequest,
  ZDeleteServiceRequest,
  ZSaveServicesRequest,
  ZUpdatePortfolioRequest,
  ZUserIdQuery,
} from './influencers';
import { ZTransactionQuery, ZUpdateTransactionQuery } from './payments';

const REFUSED_EVERYWHERE = [
  '\u0000',
  '\u0001',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u009F',
  '\u061C',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
const LINE_BREAKS = ['\n', '\r', '\t'];

/** Text people type: any character but the refused ones (emoji, Indic scripts with their joiners, accents). */
const plainText = fc
  .string({ unit: 'grapheme', maxLength: 30 })
  .filter((s) => ![...REFUSED_EVERYWHERE, ...LINE_BREAKS, '\u2028', '\u2029'].some((c) => s.includes(c)));

describe('the free-text rule', () => {
  it('accepts what people type, in any script', () => {
    for (const text of ['Ravi Kumar', 'क्‍ष ब्रांड', 'മലയാളം‌', 'مرحبا', 'Café 💸', 'O’Brien & Sons']) {
      expect(isSingleLineText(text), text).toBe(true);
      expect(isMultiLineText(text), text).toBe(true);
    }
    fc.assert(fc.property(plainText, (text) => isSingleLineText(text) && isMultiLineText(text)));
  });

  it('refuses every control and text-direction character wherever it stands', () => {
    fc.assert(
      fc.property(plainText, fc.constantFrom(...REFUSED_EVERYWHERE), plainText, (a, c, b) => {
        expect(isSingleLineText(`${a}${c}${b}`)).toBe(false);
        expect(isMultiLineText(`${a}${c}${b}`)).toBe(false);
      }),
    );
  });

  it('allows line breaks and tabs in multi-line fields only', () => {
    for (const c of [...LINE_BREAKS, '\u2028', '\u2029']) {
      expect(isSingleLineText(`a${c}b`)).toBe(false);
    }
    for (const c of LINE_BREAKS) expect(isMultiLineText(`a${c}b`)).toBe(true);
  });
});

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('names, titles and codes refuse control and text-direction characters with one message', () => {
  const evil = 'Evil\u202Egnp.exe';
  const cases: [string, z.ZodType, unknown][] = [
    ['register Name', ZRegisterRequest, { Name: evil, Email: 'a@b.co', Password: 'Passw0rd!', RoleId: 2 }],
    ['brand name', ZUpdateBrandRequest, { name: evil }],
    ['coupon name', ZSaveCouponRequest, { id: 0, name: evil, code: 'ABC', description: 'd', value: 1 }],
    [
      'coupon description',
      ZSaveCouponRequest,
      { id: 0, name: 'n', code: 'ABC', description: evil, value: 1 },
    ],
    ['applied coupon code', ZApplyCouponRequest, { Code: evil, InfluencerServiceId: 1 }],
    ['service title', ZSaveServicesRequest, [{ title: evil, description: 'd', price: 500, plateformId: 4 }]],
    [
      'service description',
      ZSaveServicesRequest,
      [{ title: 't', description: evil, price: 500, plateformId: 4 }],
    ],
    ['page URL', ZAddSocialAccountRequest, { UserId: 1, plateformId: 4, userName: evil, followerId: 1 }],
    ['portfolio link', ZUpdatePortfolioRequest, { URL1: `https://instagram.com/${evil}` }],
    ['collab description', ZCreateCollabRequest, { transId: 1, influencerServiceId: 1, description: evil }],
    [
      'collab reason',
      ZUpdateCollabStatusRequest,
      { collabDetailId: 1, statusId: ActionCode.Cancel, reason: evil },
    ],
    [
      'collab file name',
      ZCreateCollabRequest,
      { transId: 1, influencerServiceId: 1, description: 'd', base64File: [evil] },
    ],
  ];
  it.each(cases)('%s', (_, schema, value) => {
    expect(firstMessage(schema, value)).toBe(CommonMessages.controlCharacters);
  });

  it('the Start step checks its title and description in the spec order', () => {
    const facts = { hasPicture: true, today: new Date('2026-06-01') };
    const start = {
      UserId: 1,
      title: 'Food',
      description: 'Street food',
      categoryIds: '5',
      gender: 'female',
      state: 14,
      city: 1401,
      dob: '1998-04-12',
      language: '[{"id":4}]',
    };
    expect(addDetailSchema(facts).safeParse(start).success).toBe(true);
    expect(firstMessage(addDetailSchema(facts), { ...start, description: 'a\nb\u202E' })).toBe(
      CommonMessages.controlCharacters,
    );
    expect(addDetailSchema(facts).safeParse({ ...start, description: 'First\nSecond' }).success).toBe(true);
    expect(firstMessage(addDetailSchema(facts), { ...start, title: 'a\nb' })).toBe(
      CommonMessages.controlCharacters,
    );
  });
});

describe('ids and amounts stop at what a database integer holds', () => {
  const cases: Record<string, [z.ZodType, (n: number) => unknown]> = {
    'path id': [ZIdParam, (n) => n],
    'path id as text': [ZIdParam, (n) => String(n)],
    UserId: [ZUserIdQuery, (n) => ({ UserId: String(n) })],
    favourite: [ZToggleFavouriteRequest, (n) => ({ userId: n })],
    'coupon id': [ZSaveCouponRequest, (n) => ({ id: n, name: 'n', code: 'ABC', description: 'd', value: 1 })],
    'deleted coupon': [ZDeleteCouponRequest, (n) => ({ id: n })],
    'applied coupon service': [ZApplyCouponRequest, (n) => ({ Code: 'A', InfluencerServiceId: n })],
    'transaction service': [ZTransactionQuery, (n) => ({ InfluencerServiceId: String(n) })],
    'transaction coupon': [ZTransactionQuery, (n) => ({ InfluencerServiceId: '1', CouponId: String(n) })],
    'transaction id': [ZUpdateTransactionQuery, (n) => ({ transId: String(n) })],
    'collab transaction': [
      ZCreateCollabRequest,
      (n) => ({ transId: n, influencerServiceId: 1, description: 'd' }),
    ],
    'collab service': [
      ZCreateCollabRequest,
      (n) => ({ transId: 1, influencerServiceId: n, description: 'd' }),
    ],
    'collab id': [
      ZUpdateCollabStatusRequest,
      (n) => ({ collabDetailId: n, statusId: ActionCode.MarkComplete }),
    ],
    'saved service id': [
      ZSaveServicesRequest,
      (n) => [{ influencerServiceId: n, title: 't', description: 'd', price: 500, plateformId: 4 }],
    ],
    'deleted service': [ZDeleteServiceRequest, (n) => ({ userId: 1, influencerServiceId: n })],
    'deleted platform owner': [ZDeletePlatformRequest, (n) => ({ userId: n, plateformId: 4 })],
    'portfolio id': [ZUpdatePortfolioRequest, (n) => ({ InfluencerPortfolioId: n })],
    'listing category': [ZInfluencerListQuery, (n) => ({ Category: String(n) })],
    'listing state': [ZInfluencerListQuery, (n) => ({ State: String(n) })],
  };
  it.each(Object.entries(cases))('%s', (_, [schema, make]) => {
    expect(schema.safeParse(make(MAX_DB_INT)).success).toBe(true);
    for (const n of [MAX_DB_INT + 1, 2 ** 32, 2 ** 53, 1e21]) {
      const message = firstMessage(schema, make(n));
      expect(message, String(n)).toBeTruthy();
    }
  });

  it('amounts stay far below it once in paise', () => {
    const service = (price: number, ugcPrice = 0) => [
      { title: 'Reel', description: 'd', price, allowUGC: ugcPrice > 0, ugcPrice, plateformId: 4 },
    ];
    expect(ZSaveServicesRequest.safeParse(service(2 ** 31)).success).toBe(false);
    expect(ZSaveServicesRequest.safeParse(service(500, 2 ** 31)).success).toBe(false);
    expect(
      ZSaveCouponRequest.safeParse({ id: 0, name: 'n', code: 'A', description: 'd', value: 2 ** 31 }).success,
    ).toBe(false);
  });
});
