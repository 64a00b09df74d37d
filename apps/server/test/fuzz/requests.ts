import fc from 'fast-check';
import { multipartBody } from '../multipart';
import type { TestApp } from '../test-app';
import { SIGNED_IN, type Fixtures, type Identity } from './fixtures';
import type { Operation, Parameter } from './routes';
import { hostileString, textValueOf, valueOf, type Hints } from './schema-arbitraries';
import type { TSignedInRole } from '@collably/shared/constants/roles';

export type Request = {
  identity: Identity;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1}}',
  "{'a':1}",
  '{"a":1,}',
  '\u0000',
  '',
  '   ',
  '1e999',
  '"\\ud800"',
  '\uFEFF{}',
  '{"a":"\\u0000"}',
  '{"__proto__":{"roleId":99}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '[{"__proto__":{"x":1}}]',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":"${'x'.repeat(1_100_000)}"}`,
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
];

/** Multipart bodies, well formed or not: random file bytes, truncated, wrong boundary, odd headers. */
const multipartArb = (): fc.Arbitrary<{ contentType: string; payload: Buffer }> =>
  fc
    .record({
      field: fc.constantFrom('file', 'files', '', 'x'.repeat(200)),
      filename: fc.oneof(
        fc.constantFrom('a.png', 'a.pdf', '../../x.png', 'a\u0000.png', ''),
        hostileString(),
      ),
      contentType: fc.constantFrom('image/png', 'application/pdf', 'video/mp4', 'text/html', ''),
      content: fc.oneof(
        fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
        fc.constant(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0])),
        fc.constant(Buffer.from('%PDF-1.4\n%junk')),
      ),
      cut: fc.oneof({ arbitrary: fc.constant(-1), weight: 2 }, fc.nat(300)),
      mangle: fc.constantFrom('none', 'no-boundary', 'other-boundary', 'no-end', 'field-only'),
    })
    .map(({ field, filename, contentType, content, cut, mangle }) => {
      const body = multipartBody(
        mangle === 'field-only'
          ? []
          : [{ field, filename: filename.replace(/["\r\n]/g, ''), contentType, content }],
        mangle === 'field-only' ? { [field || 'f']: filename } : {},
      );
      let payload = body.payload;
      if (mangle === 'no-end') payload = payload.subarray(0, payload.lastIndexOf('--') - 20);
      if (cut >= 0) payload = payload.subarray(0, cut);
      const header = body.headers['content-type'];
      return {
        contentType:
          mangle === 'no-boundary'
            ? 'multipart/form-data'
            : mangle === 'other-boundary'
              ? 'multipart/form-data; boundary=nothere'
              : header,
        payload,
      };
    });

/** Percent-encodes the UTF-8 bytes of a text; a lone surrogate goes as U+FFFD (encodeURIComponent throws). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

type Body = { contentType?: string; payload?: string | Buffer };

/**
 * A request is either plausible (values from the schema and the fixtures only, so it reaches the service and
 * the database) or hostile (hostile values mixed in at every node, malformed bodies).
 */
type Mode = 'plausible' | 'hostile';

function bodyArb(op: Operation, hints: Hints, mode: Mode): fc.Arbitrary<Body> {
  const options = { hints, hostileWeight: mode === 'plausible' ? 0 : 3 };
  const valid = op.body ? valueOf(op.body, 'body', options) : fc.constant({});
  const json = valid.map((v): Body => ({
    contentType: 'application/json',
    payload: JSON.stringify(v) ?? 'null',
  }));
  if (mode === 'plausible') {
    if (op.body) return json;
    return op.isMultipart ? multipartArb() : fc.constant({});
  }
  const raw = fc.oneof(
    fc.constantFrom(...MALFORMED_JSON).map((payload): Body => ({ contentType: 'application/json', payload })),
    valid.chain((v) => {
      const text = JSON.stringify(v) ?? '';
      return fc
        .nat(text.length)
        .map((n): Body => ({ contentType: 'application/json', payload: text.slice(0, n) }));
    }),
    fc
      .tuple(fc.constantFrom(...CONTENT_TYPES), valid)
      .map(([contentType, v]): Body => ({ contentType, payload: JSON.stringify(v) ?? '' })),
    multipartArb(),
  );
  if (op.method === 'GET') {
    return fc.oneof({ arbitrary: fc.constant({}), weight: 9 }, { arbitrary: raw, weight: 1 });
  }
  if (op.isMultipart) return fc.oneof({ arbitrary: multipartArb(), weight: 6 }, raw, fc.constant({}));
  if (!op.body) return fc.oneof({ arbitrary: fc.constant({}), weight: 6 }, { arbitrary: raw, weight: 2 });
  return fc.oneof({ arbitrary: json, weight: 7 }, { arbitrary: raw, weight: 3 });
}

/** Path and query of one call: the schema's values as text, hostile texts, unknown and repeated keys. */
function urlArb(op: Operation, hints: Hints, mode: Mode): fc.Arbitrary<string> {
  const isHostile = mode === 'hostile';
  const options = { hints, hostileWeight: isHostile ? 3 : 0 };
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const segment = (p: Parameter) => {
    const value = textValueOf(p.schema ?? {}, p.name, options).map(encode);
    if (!isHostile) return value;
    return fc.oneof(
      { arbitrary: value, weight: 9 },
      // Raw segments a browser would never send.
      fc.constantFrom('%', '%zz', '%E0%A4%A', '%FF', '..', '%2e%2e', '%00', '%C0%80', '%ED%A0%80'),
    );
  };
  const path = fc
    .tuple(...pathParams.map((p) => segment(p).map((v) => [p.name, v] as const)))
    .map((values) => values.reduce((url, [name, v]) => url.replace(`{${name}}`, v || '%20'), op.path));
  const extraKeys = isHostile
    ? fc.array(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'UserId', 'x'), hostileString()), {
        maxLength: 1,
      })
    : fc.constant([]);
  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        fc.tuple(
          fc.constant(p.name),
          fc.nat(p.required ? 19 : 2).map((n) => n !== 0),
          fc.array(textValueOf(p.schema ?? {}, p.name, options), {
            minLength: 1,
            maxLength: isHostile ? 2 : 1,
          }),
        ),
      ),
    )
    .chain((values) =>
      extraKeys.map((extra) => {
        const pairs = [
          ...values.flatMap(([name, present, vs]) => (present ? vs.map((v) => [name, v] as const) : [])),
          ...extra,
        ];
        return pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
      }),
    );
  return fc.tuple(path, query).map(([p, q]) => (q ? `${p}?${q}` : p));
}

/** Which identities a route serves: a role refused before validation (401/403 on garbage input) is left out. */
export async function rolesServing(t: TestApp, fixtures: Fixtures, op: Operation): Promise<TSignedInRole[]> {
  const url = op.path.replace(/\{[^}]+\}/g, '1');
  const serving: TSignedInRole[] = [];
  for (const role of SIGNED_IN) {
    const res = await t.inject({
      method: op.method,
      url,
      headers: { authorization: `Bearer ${fixtures.users[role].token}`, 'content-type': 'application/json' },
      ...(op.method === 'GET' ? {} : { payload: '12345' }),
    });
    if (res.statusCode !== 401 && res.statusCode !== 403) serving.push(role);
  }
  return serving.length > 0 ? serving : SIGNED_IN;
}

export function requestArb(
  op: Operation,
  fixtures: Fixtures,
  serving: TSignedInRole[],
): fc.Arbitrary<Request> {
  const forIdentity = new Map<Identity, fc.Arbitrary<Request>>();
  const build = (identity: Identity): fc.Arbitrary<Request> => {
    const hints = fixtures.hints[identity];
    const parts = (mode: Mode) => fc.record({ url: urlArb(op, hints, mode), body: bodyArb(op, hints, mode) });
    return fc
      .record({
        parts: fc.oneof(
          { arbitrary: parts('plausible'), weight: 2 },
          { arbitrary: parts('hostile'), weight: 3 },
        ),
        czref: fc.option(fc.string({ unit: 'grapheme-ascii', maxLength: 200 }), { freq: 8 }),
        range: fc.option(
          fc.constantFrom('bytes=0-1', 'bytes=5-', 'bytes=9999999999-', 'bytes=-5', 'bytes=1-0'),
          {
            freq: 8,
          },
        ),
      })
      .map(({ parts: { url, body }, czref, range }) => {
        const headers: Record<string, string> = {};
        if (identity === 'bad-token') headers.authorization = 'Bearer not.a.token';
        else if (identity !== 'visitor') headers.authorization = `Bearer ${fixtures.users[identity].token}`;
        if (body.contentType) headers['content-type'] = body.contentType;
        if (czref !== null) headers.czref = czref;
        if (range !== null) headers.range = range;
        return { identity, url, headers, payload: body.payload };
      });
  };
  const memo = (identity: Identity) => {
    let arb = forIdentity.get(identity);
    if (!arb) forIdentity.set(identity, (arb = build(identity)));
    return arb;
  };
  return fc
    .oneof(
      { arbitrary: fc.constant<Identity>('visitor'), weight: 2 },
      { arbitrary: fc.constant<Identity>('bad-token'), weight: 1 },
      { arbitrary: fc.constantFrom<Identity>(...serving), weight: 8 },
    )
    .chain(memo);
}
