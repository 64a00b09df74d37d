import { describe, expect, it } from 'vitest';
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import {
  configuredDataKeys,
  createFieldCipher,
  generateDataKey,
  parseDataKey,
  parseDataKeys,
  UndecryptableFieldError,
} from './field-cipher';

describe('field cipher', () => {
  const cipher = createFieldCipher(generateDataKey());

  it('round-trips, with a fresh IV every time', () => {
    const a = cipher.encrypt('pan', 'ABCDE1234F');
    const b = cipher.encrypt('pan', 'ABCDE1234F');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v2:k0:[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toContain('ABCDE1234F');
    expect(cipher.decrypt('pan', a)).toBe('ABCDE1234F');
    expect(cipher.decrypt('upi', cipher.encrypt('upi', 'priya@okicici'))).toBe('priya@okicici');
  });

  it('refuses another key, another column and an altered value', () => {
    const stored = cipher.encrypt('accountNo', '123456789012');
    expect(() => createFieldCipher(generateDataKey()).decrypt('accountNo', stored)).toThrow(
      UndecryptableFieldError,
    );
    expect(() => cipher.decrypt('phone', stored)).toThrow(UndecryptableFieldError);
    const [head, tail] = [stored.slice(0, -2), stored.slice(-2)];
    const altered = head + (tail === 'AA' ? 'AB' : 'AA');
    expect(() => cipher.decrypt('accountNo', altered)).toThrow(UndecryptableFieldError);
    expect(() => cipher.decrypt('accountNo', '123456789012')).toThrow(UndecryptableFieldError);
  });

  it('takes only 32-byte keys in base64', () => {
    expect(parseDataKey(generateDataKey())?.length).toBe(32);
    expect(parseDataKey(Buffer.alloc(32, 7).toString('base64url'))?.length).toBe(32);
    expect(parseDataKey(Buffer.alloc(16).toString('base64'))).toBeUndefined();
    expect(parseDataKey('not a key!')).toBeUndefined();
    expect(() => createFieldCipher('short')).toThrow(/32 bytes/);
  });

  /** A value as the one-key cipher before key ids wrote it: 'v1:{iv}.{tag}.{ciphertext}'. */
  const v1Value = (keyBase64: string, field: string, plain: string) => {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', Buffer.from(keyBase64, 'base64'), iv, { authTagLength: 16 });
    c.setAAD(Buffer.from(field, 'utf8'));
    const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
    return `v1:${[iv, c.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')}`;
  };

  describe('key ids and rotation', () => {
    const oldKey = generateDataKey();
    const newKey = generateDataKey();

    it('writes the id of the first key of the list into every value, and reads each key by its id', () => {
      const before = createFieldCipher(`2026a:${oldKey}`);
      const stored = before.encrypt('payouts.pan', 'ABCPE1234F');
      expect(stored).toMatch(/^v2:2026a:/);
      expect(before.currentPrefix).toBe('v2:2026a:');
      const rotated = createFieldCipher(`2026b:${newKey},2026a:${oldKey}`);
      expect(rotated.currentKeyId).toBe('2026b');
      expect(rotated.decrypt('payouts.pan', stored)).toBe('ABCPE1234F');
      const moved = rotated.encrypt('payouts.pan', rotated.decrypt('payouts.pan', stored));
      expect(moved).toMatch(/^v2:2026b:/);
      // Once moved, the old key can go: the new value needs only the new one.
      expect(createFieldCipher(`2026b:${newKey}`).decrypt('payouts.pan', moved)).toBe('ABCPE1234F');
      expect(() => before.decrypt('payouts.pan', moved)).toThrow(UndecryptableFieldError);
    });

    it('keeps reading v1 values of the single key, with that key anywhere in the list', () => {
      const legacy = v1Value(oldKey, 'payouts.account_no', '123456789012');
      expect(createFieldCipher(oldKey).decrypt('payouts.account_no', legacy)).toBe('123456789012');
      expect(createFieldCipher(`new:${newKey},k0:${oldKey}`).decrypt('payouts.account_no', legacy)).toBe(
        '123456789012',
      );
      expect(() => createFieldCipher(`new:${newKey}`).decrypt('payouts.account_no', legacy)).toThrow(
        UndecryptableFieldError,
      );
    });

    it('refuses a value of a key id that is not configured, naming the id but never the value or a key', () => {
      const stored = createFieldCipher(`gone:${oldKey}`).encrypt('payouts.upi', 'priya@okicici');
      const without = createFieldCipher(`2026b:${newKey}`);
      let error: unknown;
      try {
        without.decrypt('payouts.upi', stored);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(UndecryptableFieldError);
      const message = (error as Error).message;
      expect(message).toContain("'gone'");
      for (const secret of ['priya', 'okicici', oldKey, newKey, stored])
        expect(message).not.toContain(secret);
      // The same key under another id still reads it (an id renamed in the list loses nothing).
      expect(createFieldCipher(`other:${oldKey}`).decrypt('payouts.upi', stored)).toBe('priya@okicici');
    });

    it('tells enciphered values from clear ones', () => {
      const c = createFieldCipher(oldKey);
      expect(c.isEnciphered(c.encrypt('tds.pan', 'ABCPE1234F'))).toBe(true);
      expect(c.isEnciphered(v1Value(oldKey, 'tds.pan', 'ABCPE1234F'))).toBe(true);
      for (const clear of ['ABCPE1234F', 'v2:k0:', 'v1:abc', '', 'v2:k0:a.b'])
        expect(c.isEnciphered(clear)).toBe(false);
    });

    it('parses key lists: ids, 32-byte keys, nothing twice; a lone key is k0', () => {
      expect(parseDataKeys(oldKey)).toEqual([{ id: 'k0', key: Buffer.from(oldKey, 'base64') }]);
      const list = parseDataKeys(` 2026b:${newKey} , 2026a:${oldKey} `);
      expect(Array.isArray(list) && list.map((k) => k.id)).toEqual(['2026b', '2026a']);
      const problems: [string, RegExp][] = [
        [`a:${oldKey},a:${newKey}`, /id 'a' is given twice/],
        [`a:${oldKey},b:${oldKey}`, /key of id 'b' is given twice/],
        [`a:${oldKey},${newKey}`, /entry 2 must be id:base64/],
        [`a.b:${oldKey}`, /entry 1 must be id:base64/],
        ['a:short', /key of id 'a' must be 32 bytes/],
        [',', /no data key/],
      ];
      for (const [text, problem] of problems) {
        const parsed = parseDataKeys(text);
        expect(Array.isArray(parsed) ? 'accepted' : parsed.problem).toMatch(problem);
        expect(Array.isArray(parsed) ? '' : parsed.problem).not.toContain(oldKey.slice(0, 8));
      }
      expect(() => createFieldCipher(`a:${oldKey},a:${newKey}`)).toThrow(/given twice/);
    });

    it('adds DATA_ENCRYPTION_KEY to DATA_ENCRYPTION_KEYS as the older key k0, unless it is listed', () => {
      expect(configuredDataKeys({})).toBeUndefined();
      expect(configuredDataKeys({ dataEncryptionKey: oldKey })).toBe(oldKey);
      expect(configuredDataKeys({ dataEncryptionKeys: `n:${newKey}` })).toBe(`n:${newKey}`);
      const both = configuredDataKeys({ dataEncryptionKeys: `n:${newKey}`, dataEncryptionKey: oldKey })!;
      expect(both).toBe(`n:${newKey},k0:${oldKey}`);
      const legacy = createFieldCipher(oldKey).encrypt('payouts.phone', '9876543210');
      expect(createFieldCipher(both).decrypt('payouts.phone', legacy)).toBe('9876543210');
      expect(
        configuredDataKeys({ dataEncryptionKeys: `n:${newKey},old:${oldKey}`, dataEncryptionKey: oldKey }),
      ).toBe(`n:${newKey},old:${oldKey}`);
    });
  });

  it('digests values for look-ups with a key: stable under one key, unguessable without it', () => {
    const key = generateDataKey();
    const a = createFieldCipher(`a:${key}`);
    const digest = a.lookupDigest('payout_fund_accounts.details', '123456789012');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(createFieldCipher(`a:${key}`).lookupDigest('payout_fund_accounts.details', '123456789012')).toBe(
      digest,
    );
    expect(a.lookupDigest('payout_fund_accounts.details', '123456789013')).not.toBe(digest);
    expect(a.lookupDigest('other.field', '123456789012')).not.toBe(digest);
    expect(
      createFieldCipher(generateDataKey()).lookupDigest('payout_fund_accounts.details', '123456789012'),
    ).not.toBe(digest);
    expect(digest).not.toBe(createHash('sha256').update('123456789012').digest('hex'));
  });
});
