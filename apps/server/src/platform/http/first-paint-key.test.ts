import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paintKey } from './first-paint-key';

describe('the key of a painted page', () => {
  it('ignores czref, utm_* and parameters no painted page reads', () => {
    for (const path of ['/', '/listing', '/influencer/riya.k', '/blog/hello']) {
      const keys = new Set(
        [
          path,
          `${path}?czref=ABC123`,
          `${path}?utm_source=x&utm_medium=y&utm_campaign=${Math.random()}`,
          `${path}?fbclid=1&gclid=2&_=1700000000000`,
          `${path}?czref=Z&utm_term=a&anything=else`,
        ].map(paintKey),
      );
      expect([...keys], path).toEqual([path]);
    }
    expect(paintKey('/listing?p=4&utm_source=a&czref=b')).toBe(paintKey('/listing?p=4'));
  });

  it('keeps the listing parameters the page reads, canonical in order, case, spaces and defaults', () => {
    const same = [
      '/listing?p=4&c=2&g=female&sort=2',
      '/listing?sort=2&g=female&c=2&p=4',
      '/listing?g=%20Female%20&p=04&c=2&sort=2&utm_source=x',
      '/listing?p=4&c=2&g=FEMALE&sort=2&cid=0&v=0&ads=false&lang=&q=%20%20',
    ];
    expect(new Set(same.map(paintKey)).size).toBe(1);
    expect(paintKey('/listing?sort=0&cid=0&p=0')).toBe('/listing');
    // What changes the page changes the key.
    expect(paintKey('/listing?p=4')).not.toBe(paintKey('/listing?p=3'));
    expect(paintKey('/listing?q=Riya')).not.toBe(paintKey('/listing?q=riya'));
    expect(paintKey('/listing?q=riya')).toBe(paintKey('/listing?q=%20riya%20'));
    // A slider's bounds snap to its steps, as the page shows them.
    expect(paintKey('/listing?psearch=true&pmin=1001&pmax=5002')).toBe(
      paintKey('/listing?pmax=5000&pmin=1000&psearch=true'),
    );
    // Without its switch a slider's bounds are not read.
    expect(paintKey('/listing?pmin=1000&pmax=5000')).toBe('/listing');
  });

  // The key is the listing page's own reading written back (shared domain/listing-search), so one page has
  // one key: the key's address keys to itself, whatever query it came from.
  it('is one key per page, for any query', () => {
    const name = fc.constantFrom(
      ...['p', 'c', 'cid', 'f', 's', 'g', 'q', 'lang', 'v', 'ads', 'psearch', 'pmin', 'pmax'],
      ...['fsearch', 'fmin', 'fmax', 'sort', 'utm_source', 'czref', 'x'],
    );
    const value = fc.oneof(
      fc.constantFrom('true', 'false', '1', '0', 'male', ' Female ', 'OTHER', ''),
      fc.integer({ min: -5, max: 20_000_000 }).map(String),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(name, value), { maxLength: 12 }), (pairs) => {
        const key = paintKey(`/listing?${new URLSearchParams(pairs).toString()}`);
        expect(paintKey(key)).toBe(key);
      }),
    );
  });
});
