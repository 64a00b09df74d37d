import { describe, expect, it } from 'vitest';
import { COLLAB_CLOCK_DAYS } from '@collably/shared/constants/limits';
import { gstinCheckChar } from '@collably/shared/domain/gstin';
import {
  ACT_2025_SERIAL_PENDING,
  addressRegion,
  DEMO_TAX_SUPPLIER,
  loadConfig,
  taxSupplierProblems,
  tdsProblems,
} from './config';

describe('collab clock days (COLLAB_CLOCK_*_DAYS)', () => {
  it('default to the shared constants', () => {
    expect(loadConfig({}).collabClockDays).toEqual(COLLAB_CLOCK_DAYS);
  });

  it('are overridden one by one from the environment', () => {
    const days = loadConfig({
      COLLAB_CLOCK_NEW_DAYS: '5',
      COLLAB_CLOCK_DELIVERY_DAYS: '21',
      COLLAB_CLOCK_REVIEW_DAYS: '4',
      COLLAB_CLOCK_POST_DAYS: '10',
      COLLAB_CLOCK_CONFIRM_DAYS: '3',
      COLLAB_CLOCK_DISPUTE_DAYS: '14',
      COLLAB_CLOCK_HELPDESK_DAYS: '2',
    }).collabClockDays;
    expect(days).toEqual({
      acceptOverdue: 5,
      deliveryOverdue: 21,
      approvalOverdue: 4,
      postOverdue: 10,
      confirmOverdue: 3,
      disputeExpired: 14,
      helpdeskReminder: 2,
    });
    expect(loadConfig({ COLLAB_CLOCK_POST_DAYS: '9' }).collabClockDays).toEqual({
      ...COLLAB_CLOCK_DAYS,
      postOverdue: 9,
    });
  });

  it.each(['0', '-1', '1.5', '366', 'soon'])('refuse %j (whole days, 1 to 365)', (value) => {
    expect(() => loadConfig({ COLLAB_CLOCK_NEW_DAYS: value })).toThrow();
  });
});

describe('the TDS deductor (PLATFORM_TAN)', () => {
  it('is optional, upper-cased, and must be a TAN', () => {
    expect(loadConfig({}).taxSupplier.tan).toBeNull();
    expect(loadConfig({ PLATFORM_TAN: 'pnec12345d' }).taxSupplier.tan).toBe('PNEC12345D');
    for (const bad of ['PNEC1234D', 'PNE123456D', 'ABCPE1234F']) {
      expect(() => loadConfig({ PLATFORM_TAN: bad }), bad).toThrow(/PLATFORM_TAN/);
    }
  });
});

describe('the supplier on tax documents (PLATFORM_LEGAL_NAME, PLATFORM_ADDRESS, PLATFORM_GSTIN, PLATFORM_TAN)', () => {
  it('is the demo supplier outside production, so npm start needs no settings', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(loadConfig({ NODE_ENV }).taxSupplier).toEqual({ ...DEMO_TAX_SUPPLIER, tan: null, isDemo: true });
    }
  });

  it('takes each given detail, the demo standing in only for the others', () => {
    const given = loadConfig({
      PLATFORM_GSTIN: ' 29aaacc1234f1z4 ',
      PLATFORM_ADDRESS: '12 MG Road, Bengaluru 560001, Karnataka',
    }).taxSupplier;
    expect(given).toEqual({
      legalName: DEMO_TAX_SUPPLIER.legalName,
      address: '12 MG Road, Bengaluru 560001, Karnataka',
      gstin: '29AAACC1234F1Z4',
      tan: null,
      isDemo: true,
    });
    const complete = loadConfig({
      PLATFORM_LEGAL_NAME: 'Example Marketplace Private Limited',
      PLATFORM_GSTIN: '29AAACC1234F1Z4',
      PLATFORM_ADDRESS: '12 MG Road, Bengaluru 560001, Karnataka',
      PLATFORM_TAN: 'BLRE12345F',
    }).taxSupplier;
    expect(complete.isDemo).toBe(false);
    expect(taxSupplierProblems(complete)).toEqual([]);
  });

  it('refuses, in any mode, a GSTIN that is invalid or of no current state (25 and 28 are retired codes)', () => {
    for (const code of ['25', '28']) {
      const retired = `${code}AAACC1234F1Z${gstinCheckChar(`${code}AAACC1234F1Z`)}`;
      expect(() => loadConfig({ PLATFORM_GSTIN: retired }), retired).toThrow(/PLATFORM_GSTIN/);
    }
    expect(() => loadConfig({ PLATFORM_GSTIN: '29AAACC1234F1Z5' })).toThrow(/PLATFORM_GSTIN/);
  });

  it.each([
    ['12 MG Road, Bengaluru 560001, Karnataka', 'Karnataka'],
    ['Connaught Place, New Delhi 110001', 'Delhi'],
    ['Plot 5, Sector 17, Chandigarh 160017', 'Chandigarh'],
    ['Silvassa 396230, Dadra & Nagar Haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['Punjabi Bagh, New Delhi 110026', 'Delhi'],
    ['Goregaon East, Mumbai 400063, Maharashtra', 'Maharashtra'],
    ['Bhubaneswar 751001, Orissa', 'Odisha'],
    ['Delhi Road, Meerut 250002, Uttar Pradesh, India', 'Uttar Pradesh'],
  ])('reads the state of %j as the one named last', (address, state) => {
    expect(addressRegion(address)?.name).toBe(state);
  });

  it('finds no state in an address that names none', () => {
    expect(addressRegion('Goregaon East, Mumbai 400063')).toBeUndefined();
  });
});

describe('RazorpayX UPI limit (RAZORPAYX_UPI_MAX_RUPEES)', () => {
  it('is NPCI’s ₹1,00,000 unless the account is set higher, in paise', () => {
    expect(loadConfig({}).payoutTerms.upiMaxPaise).toBe(10_000_000);
    expect(loadConfig({ RAZORPAYX_UPI_MAX_RUPEES: '200000' }).payoutTerms.upiMaxPaise).toBe(20_000_000);
    expect(() => loadConfig({ RAZORPAYX_UPI_MAX_RUPEES: '0' })).toThrow();
  });
});

describe('Razorpay (RAZORPAY_*)', () => {
  it('is chosen by its two keys, which come together', () => {
    expect(loadConfig({}).razorpay).toBeUndefined();
    expect(
      loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' })
        .razorpay,
    ).toEqual({
      keyId: 'rzp_test_1',
      keySecret: 's',
      webhookSecret: 'w',
      // RazorpayX's webhook shares the payments secret unless it has its own.
      payoutWebhookSecret: 'w',
      apiUrl: 'https://api.razorpay.com',
    });
    expect(
      loadConfig({
        RAZORPAY_KEY_ID: 'rzp_test_1',
        RAZORPAY_KEY_SECRET: 's',
        RAZORPAY_WEBHOOK_SECRET: 'w',
        RAZORPAYX_WEBHOOK_SECRET: 'x',
        RAZORPAYX_ACCOUNT_NUMBER: '2323230000000001',
      }).razorpay,
    ).toMatchObject({
      webhookSecret: 'w',
      payoutWebhookSecret: 'x',
      payoutAccountNumber: '2323230000000001',
    });
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_1' })).toThrow(/must be set together/);
    expect(() => loadConfig({ RAZORPAY_KEY_SECRET: 's' })).toThrow(/must be set together/);
  });
});

describe('the TDS section (TDS_SECTION, issue 37)', () => {
  it('is 194J by default outside production, and production refuses to start until it is chosen', () => {
    expect(loadConfig({}).tds).toEqual({
      section: '194J',
      isSectionExplicit: false,
      sectionFrom: undefined,
      act2025Serials: { '194C': ACT_2025_SERIAL_PENDING, '194J': ACT_2025_SERIAL_PENDING },
      caOpinion: null,
    });
    expect(tdsProblems(loadConfig({}).tds)).toEqual([
      expect.stringContaining('TDS_SECTION is not set: choose 194C or 194J'),
    ]);
    const chosen = loadConfig({
      TDS_SECTION: '194C',
      TDS_SECTION_FROM: '2027-04-01',
      TDS_ACT_2025_SERIAL_194C: 'Table serial 6(i)',
      TDS_CA_OPINION: 'CA R. Iyer, letter TX/37 of 12 January 2027',
    }).tds;
    expect(chosen).toEqual({
      section: '194C',
      isSectionExplicit: true,
      sectionFrom: '2027-04-01',
      act2025Serials: { '194C': 'Table serial 6(i)', '194J': ACT_2025_SERIAL_PENDING },
      caOpinion: 'CA R. Iyer, letter TX/37 of 12 January 2027',
    });
    expect(tdsProblems(chosen)).toEqual([]);
    expect(loadConfig({ TDS_SECTION: ' ' }).tds.isSectionExplicit).toBe(false);
  });

  it('refuses a section that is not 194C or 194J, and a day that is not one', () => {
    for (const bad of ['194O', '194-O', '393', '194c']) {
      expect(() => loadConfig({ TDS_SECTION: bad }), bad).toThrow(/TDS_SECTION/);
    }
    for (const bad of ['1 April 2027', '2027-13-01', '2027-04']) {
      expect(() => loadConfig({ TDS_SECTION_FROM: bad }), bad).toThrow(/TDS_SECTION_FROM/);
    }
  });

  it('takes a PAN verification service only with its URL and key together', () => {
    expect(loadConfig({}).panVerify).toBeUndefined();
    expect(
      loadConfig({ PAN_VERIFY_URL: 'https://pan.example.in/v1', PAN_VERIFY_KEY: 'k' }).panVerify,
    ).toEqual({
      url: 'https://pan.example.in/v1',
      key: 'k',
      timeoutMs: 5_000,
    });
    expect(() => loadConfig({ PAN_VERIFY_URL: 'https://pan.example.in/v1' })).toThrow(/PAN_VERIFY_KEY/);
    expect(() => loadConfig({ PAN_VERIFY_KEY: 'k' })).toThrow(/PAN_VERIFY_URL/);
    expect(() => loadConfig({ PAN_VERIFY_URL: 'not a url', PAN_VERIFY_KEY: 'k' })).toThrow(/PAN_VERIFY_URL/);
  });
});
