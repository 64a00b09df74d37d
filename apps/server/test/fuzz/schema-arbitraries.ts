import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON schemas of the OpenAPI document (which the app generates from
 * the shared zod schemas), mixed with hostile values at every node. Hand-written because the
 * published converters target zod 3 or fast-check 1–3, and because hostile values must be mixed in
 * at each leaf anyway.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

/** Values that make a request reach real rows: ids of the fixtures, names they own, and so on. */
export type Hints = {
  /** Ids of existing rows (users, services, transactions, collabs, coupons, states, cities). */
  ids: readonly number[];
  /** Known values by lower-cased field name (user names, uploaded file names, coupon codes...). */
  byField: Readonly<Record<string, readonly unknown[] | fc.Arbitrary<unknown>>>;
};

const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const CONTROLS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u009F',
];

/** Numbers at the edges of every integer type a database or JavaScript has. */
export const BOUNDARY_NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.5,
  -1.5,
  1e-7,
  2 ** 15,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 63,
  2 ** 64,
  1e21,
  1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
] as const;

/** Numbers as query strings and path segments carry them, including spellings JSON cannot. */
const NUMBER_TEXTS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '0x10',
  '0b1',
  ' 1',
  '1 ',
  '+1',
  '-0',
  '1.0',
  '1,5',
  '١٢',
  '9'.repeat(400),
  '2147483648',
  '9007199254740993',
  '18446744073709551616',
  '',
  'null',
  'undefined',
  'true',
];

const LONG = 'a'.repeat(10_000);

/** Text that is valid UTF-16 JSON but breaks naive code: NUL, controls, bidi, lone surrogates, injection. */
export const hostileString = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'abc\u0000def',
      '%00',
      '\u202Eevil\u202C',
      'admin\u2066\u2069',
      '\uD800',
      '\uDFFF\uD800',
      '\uFEFFbom',
      'e\u0301\u0301\u0301',
      '💸🏦',
      'مرحبا',
      "' OR 1=1 --",
      '"; drop table users; --',
      '<script>alert(1)</script>',
      '../../etc/passwd',
      '..%2f..%2f',
      '${jndi:ldap://x}',
      '{{7*7}}',
      '__proto__',
      'constructor',
      LONG,
      LONG.slice(0, 1001),
      LONG.slice(0, 101),
      LONG.slice(0, 501),
      '\u0000'.repeat(100),
    ),
    // A normal word with one control or bidi character somewhere in it.
    fc
      .tuple(
        fc.string({ unit: 'grapheme-ascii', maxLength: 12 }),
        fc.constantFrom(...CONTROLS, ...BIDI),
        fc.string({ unit: 'grapheme-ascii', maxLength: 12 }),
      )
      .map(([a, c, b]) => `${a}${c}${b}`),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
  );

/** A JSON value of any type: what a client sends where the schema wants another type. */
export const wrongType = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constantFrom(null, true, false, 0, -1, 2 ** 31, 1e21, '', 'x', [], {}, [null], { a: 1 }, [[[[[]]]]]),
    fc.jsonValue({ maxDepth: 2 }),
  );

/** Keys that must never reach an object's prototype or a row: sent as own JSON properties. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'roleId',
  'RoleId',
  'balance',
  'status',
  'isAdmin',
  'userId',
  'id',
] as const;

const printableText = (min: number, max: number) =>
  fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: max });

function resolved(schema: JsonSchema): JsonSchema {
  if (schema.allOf && schema.allOf.length > 0) {
    return schema.allOf.reduce<JsonSchema>((a, b) => ({ ...a, ...resolved(b) }), { ...schema, allOf: [] });
  }
  return schema;
}

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

function integerRange(schema: JsonSchema): { min: number; max: number } {
  const exclusiveMin = schema.exclusiveMinimum === true ? 1 : 0;
  const exclusiveMax = schema.exclusiveMaximum === true ? 1 : 0;
  const lo =
    typeof schema.exclusiveMinimum === 'number'
      ? schema.exclusiveMinimum + 1
      : (schema.minimum ?? -1000) + exclusiveMin;
  const hi =
    typeof schema.exclusiveMaximum === 'number'
      ? schema.exclusiveMaximum - 1
      : (schema.maximum ?? 100_000) - exclusiveMax;
  // Realistic values: the schemas allow up to 2^53, rows have small ids.
  const min = Math.max(lo, -1000);
  const max = Math.max(min, Math.min(hi, 100_000));
  return { min, max };
}

type Options = { hints: Hints; hostileWeight: number };

/** A value for one schema node: mostly valid, sometimes hostile or of the wrong type. */
export function valueOf(
  schema: JsonSchema,
  field: string,
  options: Options,
  depth = 0,
): fc.Arbitrary<unknown> {
  const valid = validValueOf(resolved(schema), field, options, depth);
  if (options.hostileWeight === 0) return valid;
  const hostile = hostileValueOf(resolved(schema));
  return fc.oneof(
    { arbitrary: valid, weight: 10 },
    { arbitrary: hostile, weight: options.hostileWeight },
    { arbitrary: wrongType(), weight: 1 },
  );
}

function hostileValueOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') return fc.constantFrom(...BOUNDARY_NUMBERS);
  if (type === 'string' || type === undefined) return hostileString();
  if (type === 'array') return fc.array(hostileString(), { maxLength: 3 });
  return wrongType();
}

function validValueOf(
  schema: JsonSchema,
  field: string,
  options: Options,
  depth: number,
): fc.Arbitrary<unknown> {
  const { hints } = options;
  const known = hints.byField[field.toLowerCase()];
  const knownArb: fc.Arbitrary<unknown> | undefined =
    known === undefined
      ? undefined
      : known instanceof fc.Arbitrary
        ? known
        : known.length > 0
          ? fc.constantFrom(...known)
          : undefined;
  const withKnown = (arb: fc.Arbitrary<unknown>) =>
    knownArb ? fc.oneof({ arbitrary: knownArb, weight: 3 }, arb) : arb;

  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((s) => valueOf(s, field, options, depth + 1)));
  }
  const nullable = schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
  const orNull = (arb: fc.Arbitrary<unknown>) =>
    nullable ? fc.oneof({ arbitrary: arb, weight: 5 }, fc.constant(null)) : arb;

  switch (typeOf(schema)) {
    case 'integer': {
      const { min, max } = integerRange(schema);
      return orNull(
        withKnown(
          fc.oneof(
            { arbitrary: fc.integer({ min, max }), weight: 2 },
            {
              arbitrary: fc.integer({
                min: Math.max(min, 0),
                max: Math.max(Math.max(min, 0), Math.min(max, 12)),
              }),
              weight: 2,
            },
            { arbitrary: fc.constantFrom(...hints.ids), weight: 3 },
          ),
        ),
      );
    }
    case 'number':
      return orNull(
        withKnown(
          fc.oneof(
            fc.integer({ min: 0, max: 12 }),
            fc.constantFrom(...hints.ids),
            fc.integer({ min: 0, max: 2_000_000 }),
            fc.double({ min: 0, max: 100_000, noNaN: true, noDefaultInfinity: true }),
          ),
        ),
      );
    case 'boolean':
      return orNull(withKnown(fc.boolean()));
    case 'string': {
      const min = schema.minLength ?? 0;
      const max = Math.max(min, Math.min(schema.maxLength ?? 60, 60));
      const text = schema.pattern
        ? fc.oneof(fc.stringMatching(new RegExp(schema.pattern)), printableText(min, max))
        : fc.oneof(
            { arbitrary: printableText(min, max), weight: 4 },
            { arbitrary: printableText(schema.maxLength ?? 0, schema.maxLength ?? 0), weight: 1 },
          );
      return orNull(withKnown(text));
    }
    case 'array': {
      const items = schema.items ?? {};
      return orNull(
        withKnown(
          fc.array(valueOf(items, field, options, depth + 1), {
            minLength: schema.minItems ?? 0,
            maxLength: Math.min(schema.maxItems ?? 4, depth > 2 ? 1 : 4) + 1,
          }),
        ),
      );
    }
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(properties).map(([key, child]) => {
        const value = valueOf(child, key, options, depth + 1);
        // Optional fields are left out a third of the time; required ones rarely.
        const presence = required.has(key) ? fc.nat(19).map((n) => n !== 0) : fc.nat(2).map((n) => n !== 0);
        return fc.tuple(fc.constant(key), presence, value);
      });
      const extras = fc.array(fc.tuple(fc.constantFrom(...HOSTILE_KEYS), wrongType()), { maxLength: 2 });
      return orNull(
        fc
          .tuple(
            fc.tuple(...entries),
            options.hostileWeight === 0
              ? fc.constant([])
              : fc.oneof({ arbitrary: fc.constant([]), weight: 6 }, extras),
          )
          .map(([fields, extra]) =>
            // fromEntries keeps '__proto__' as an own property, so JSON.stringify sends it.
            Object.fromEntries([
              ...fields.filter(([, present]) => present).map(([key, , v]) => [key, v] as const),
              ...extra,
            ]),
          ),
      );
    }
    default:
      // No type: zod's unknown / preprocess fields. Anything JSON, or a known value.
      return withKnown(
        fc.oneof(fc.integer({ min: 0, max: 100_000 }), printableText(0, 20), fc.jsonValue({ maxDepth: 1 })),
      );
  }
}

/** A query-string or path value: the schema's value as text, or a text only a URL can carry. */
export function textValueOf(schema: JsonSchema, field: string, options: Options): fc.Arbitrary<string> {
  const asText = (v: unknown): string =>
    typeof v === 'string' ? v : v === null || v === undefined ? '' : JSON.stringify(v);
  const type = typeOf(resolved(schema));
  return fc.oneof(
    { arbitrary: valueOf(schema, field, options).map(asText), weight: 10 },
    {
      arbitrary: type === 'integer' || type === 'number' ? fc.constantFrom(...NUMBER_TEXTS) : hostileString(),
      weight: options.hostileWeight,
    },
  );
}
