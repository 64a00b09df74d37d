import { afterEach, describe, expect, it } from 'vitest';
import { rememberReferral } from './referral';

const czref = () => /(?:^|;\s*)czref=([^;]*)/.exec(document.cookie)?.[1];

describe('rememberReferral', () => {
  afterEach(() => {
    document.cookie = 'czref=; Max-Age=0; Path=/';
  });

  it('keeps the czref query value in the czref cookie', () => {
    rememberReferral('?p=4&czref=ananya.sharma');
    expect(czref()).toBe('ananya.sharma');
  });

  it('leaves the cookie alone without a czref', () => {
    rememberReferral('?czref=first');
    rememberReferral('?p=4');
    expect(czref()).toBe('first');
  });

  it('encodes what it stores', () => {
    rememberReferral('?czref=a%3Bb%20c');
    expect(decodeURIComponent(czref() ?? '')).toBe('a;b c');
  });
});
