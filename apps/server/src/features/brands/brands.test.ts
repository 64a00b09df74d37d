import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@collably/shared/constants/roles';
import { BrandMessages as M } from '@collably/shared/messages/brands';
import { CommonMessages } from '@collably/shared/messages/common';
import { databases, testApp, type TestApp, type TestUser } from '../../../test/test-app';
import { uploadPictureAs } from '../../../test/uploads';

describe.each(databases())('brand profile on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  const as = (user: TestUser) => ({ token: user.token });

  it('answers the brand name and picture, and updates both', async () => {
    const brand = await t.user(Role.Brand, { name: 'Chai Point' });
    expect((await t.get('/api/brand/get', as(brand))).json()).toEqual({
      isSuccess: true,
      message: 'Success',
      data: { name: 'Chai Point', profilePic: null },
    });
    const picture = await uploadPictureAs(t, brand.token);
    const res = await t.post(
      '/api/brand/update',
      { name: '  Chai Point India ', base64Image: picture },
      as(brand),
    );
    expect(res.json()).toEqual({
      isSuccess: true,
      message: 'Profile updated',
      data: { profilePic: picture },
    });
    expect((await t.get('/api/brand/get', as(brand))).json().data).toEqual({
      name: 'Chai Point India',
      profilePic: picture,
    });

    const renamed = await t.post('/api/brand/update', { name: 'Chai Point', base64Image: '' }, as(brand));
    expect(renamed.json().data).toEqual({ profilePic: picture });
    expect((await t.get(`/files/${picture}`)).statusCode).toBe(200);
  });

  it('needs a name of at most 100 characters', async () => {
    const brand = await t.user(Role.Brand);
    const cases: [unknown, string][] = [
      ['', 'Please specify name'],
      ['   ', 'Please specify name'],
      [undefined, 'Please specify name'],
      ['x'.repeat(101), 'Name should not exceed 100 characters'],
    ];
    for (const [name, message] of cases) {
      const res = await t.post('/api/brand/update', { name }, as(brand));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ isSuccess: false, message, data: null });
    }
    expect((await t.post('/api/brand/update', { name: 'y'.repeat(100) }, as(brand))).statusCode).toBe(200);
  });

  it('takes only a picture the brand uploaded', async () => {
    const brand = await t.user(Role.Brand);
    const someoneElse = await t.user(Role.Influencer);
    const theirs = await uploadPictureAs(t, someoneElse.token);
    const res = await t.post('/api/brand/update', { name: 'Brand', base64Image: theirs }, as(brand));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload the file again');
  });

  it('is for brands only', async () => {
    for (const role of [Role.Influencer, Role.Staff, Role.SuperAdmin] as const) {
      const user = await t.user(role);
      expect((await t.get('/api/brand/get', as(user))).statusCode).toBe(403);
      expect((await t.post('/api/brand/update', { name: 'Hijack' }, as(user))).statusCode).toBe(403);
    }
    expect((await t.get('/api/brand/get')).statusCode).toBe(401);
    expect((await t.post('/api/brand/update', { name: 'Hijack' })).statusCode).toBe(401);
  });

  describe('billing details for tax invoices', () => {
    const stateId = async (name: string) =>
      (await t.db.selectFrom('states').select('stateId').where('name', '=', name).executeTakeFirstOrThrow())
        .stateId;
    const valid = async () => ({
      companyName: 'Chai Point Beverages Pvt Ltd',
      gstin: ' 27aapfu0939f1zv ',
      address: 'Unit 4, Baner Road\nPune',
      stateId: await stateId('Maharashtra'),
      pincode: '411045',
    });

    it('is empty until given, then answers what was saved, normalised; saving again replaces it', async () => {
      const brand = await t.user(Role.Brand, { billingState: false });
      expect((await t.get('/api/brand/billing', as(brand))).json()).toEqual({
        isSuccess: true,
        message: 'Success',
        data: null,
      });
      const input = await valid();
      const res = await t.post('/api/brand/billing', input, as(brand));
      expect(res.statusCode, res.body).toBe(200);
      // Maharashtra is the platform's state: its lines carry CGST and SGST (issue 36).
      const saved = { ...input, gstin: '27AAPFU0939F1ZV', supplyType: 'intra-state' };
      expect(res.json()).toEqual({ isSuccess: true, message: M.billingSaved, data: saved });
      expect((await t.get('/api/brand/billing', as(brand))).json().data).toEqual(saved);

      // An unregistered brand: no GSTIN, any state.
      const unregistered = {
        ...input,
        gstin: '',
        stateId: await stateId('Karnataka'),
        pincode: '560001',
      };
      expect((await t.post('/api/brand/billing', unregistered, as(brand))).statusCode).toBe(200);
      expect((await t.get('/api/brand/billing', as(brand))).json().data).toEqual({
        ...unregistered,
        gstin: null,
        supplyType: 'inter-state',
      });
      // Each brand sees its own only.
      const other = await t.user(Role.Brand, { billingState: false });
      expect((await t.get('/api/brand/billing', as(other))).json().data).toBeNull();
    });

    it('answers each invalid field with its message, and saves nothing', async () => {
      const brand = await t.user(Role.Brand, { billingState: false });
      const base = await valid();
      const cases: [Record<string, unknown>, string][] = [
        [{ companyName: '  ' }, M.companyRequired],
        [{ companyName: undefined }, M.companyRequired],
        [{ companyName: 'x'.repeat(121) }, M.companyMax],
        [{ companyName: 'Line\nbreak' }, CommonMessages.controlCharacters],
        [{ gstin: '27AAPFU0939F1ZX' }, M.gstinInvalid],
        [{ gstin: 'NOT-A-GSTIN' }, M.gstinInvalid],
        [{ gstin: 42 }, M.gstinInvalid],
        [{ gstin: '29AABCU9603R1ZJ' }, M.gstinOtherState('Karnataka')],
        [{ address: '' }, M.addressRequired],
        [{ address: 'a'.repeat(301) }, M.addressMax],
        [{ stateId: undefined }, M.stateRequired],
        [{ stateId: 'MH' }, M.stateRequired],
        [{ stateId: 1.5 }, M.stateRequired],
        [{ stateId: 999_999 }, M.stateRequired],
        [{ pincode: '011001' }, M.pincodeInvalid],
        [{ pincode: '41100' }, M.pincodeInvalid],
        [{ pincode: '4110451' }, M.pincodeInvalid],
        [{ pincode: '41 1045' }, M.pincodeInvalid],
        [{ pincode: '41104a' }, M.pincodeInvalid],
        [{ pincode: '' }, M.pincodeInvalid],
        [{ pincode: undefined }, M.pincodeInvalid],
        [{ pincode: 411001 }, M.pincodeInvalid],
        [{ buyerKind: 'sez' }, M.sezRefused],
        [{ buyerKind: 'government' }, M.governmentRefused],
        [{ buyerKind: 'Business' }, M.buyerKindRequired],
        [{ buyerKind: null }, M.buyerKindRequired],
        [{ buyerKind: 2 }, M.buyerKindRequired],
      ];
      for (const [change, message] of cases) {
        const res = await t.post('/api/brand/billing', { ...base, ...change }, as(brand));
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json().message, JSON.stringify(change)).toBe(message);
      }
      expect((await t.get('/api/brand/billing', as(brand))).json().data).toBeNull();
    });

    it('refuses an SEZ unit or a government buyer even with every other detail right, and keeps what was saved', async () => {
      const brand = await t.user(Role.Brand, { billingState: 'Karnataka' });
      const before = (await t.get('/api/brand/billing', as(brand))).json().data;
      expect(before).toMatchObject({ stateId: await stateId('Karnataka') });
      for (const [buyerKind, message] of [
        ['sez', M.sezRefused],
        ['government', M.governmentRefused],
      ] as const) {
        const res = await t.post('/api/brand/billing', { ...(await valid()), buyerKind }, as(brand));
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ isSuccess: false, message, data: null });
      }
      expect((await t.get('/api/brand/billing', as(brand))).json().data).toEqual(before);
    });

    it('takes an ordinary buyer, said or left out, and answers the details without the kind', async () => {
      const brand = await t.user(Role.Brand, { billingState: false });
      const input = { ...(await valid()), gstin: null };
      const said = await t.post('/api/brand/billing', { ...input, buyerKind: 'business' }, as(brand));
      expect(said.statusCode, said.body).toBe(200);
      expect(said.json().data).toEqual({ ...input, supplyType: 'intra-state' });
      const left = await t.post('/api/brand/billing', { ...input, pincode: ' 411001 ' }, as(brand));
      expect(left.statusCode, left.body).toBe(200);
      expect(left.json().data).toEqual({ ...input, pincode: '411001', supplyType: 'intra-state' });
    });

    it('refuses a GSTIN of another state than the one chosen, naming the GSTIN’s state', async () => {
      const brand = await t.user(Role.Brand, { billingState: false });
      const cases: [string, string, string][] = [
        // Maharashtra's GSTIN in Karnataka, Karnataka's in Maharashtra, Chandigarh's (a territory) in Punjab.
        ['27AAPFU0939F1ZV', 'Karnataka', 'Maharashtra'],
        ['29AABCU9603R1ZJ', 'Maharashtra', 'Karnataka'],
        ['04AABCU9603R1ZV', 'Punjab', 'Chandigarh'],
      ];
      for (const [gstin, chosen, registeredIn] of cases) {
        const body = { ...(await valid()), gstin, stateId: await stateId(chosen) };
        const res = await t.post('/api/brand/billing', body, as(brand));
        expect(res.statusCode, gstin).toBe(400);
        expect(res.json().message).toBe(M.gstinOtherState(registeredIn));
      }
      expect((await t.get('/api/brand/billing', as(brand))).json().data).toBeNull();
    });

    it('accepts a union territory’s GSTIN in that territory', async () => {
      const brand = await t.user(Role.Brand);
      const res = await t.post(
        '/api/brand/billing',
        {
          ...(await valid()),
          gstin: '04AABCU9603R1ZV',
          stateId: await stateId('Chandigarh'),
          pincode: '160017',
        },
        as(brand),
      );
      expect(res.statusCode, res.body).toBe(200);
    });

    it('is for brands only', async () => {
      const body = await valid();
      for (const role of [Role.Influencer, Role.Staff, Role.SuperAdmin] as const) {
        const user = await t.user(role);
        expect((await t.get('/api/brand/billing', as(user))).statusCode).toBe(403);
        expect((await t.post('/api/brand/billing', body, as(user))).statusCode).toBe(403);
      }
      expect((await t.get('/api/brand/billing')).statusCode).toBe(401);
      expect((await t.post('/api/brand/billing', body)).statusCode).toBe(401);
    });
  });
});
