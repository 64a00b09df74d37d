import { describe, expect, it } from 'vitest';
import { createFieldCipher, generateDataKey, parseDataKey, UndecryptableFieldError } from './field-cipher';

describe('field cipher', () => {
  const cipher = createFieldCipher(generateDataKey());

  it('round-trips, with a fresh IV every time', () => {
    const a = cipher.encrypt('pan', 'ABCDE1234F');
    const b = cipher.encrypt('pan', 'ABCDE1234F');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1:[\w-]+\.[\w-]+\.[\w-]+$/);
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
});
