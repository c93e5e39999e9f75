import { encodeGlobalID } from '@pothos/plugin-relay';
import fc from 'fast-check';
import {
  type GraphQLInputType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';

// Generators of malformed input for the fuzz test (fuzz.test.ts): values of the wrong JSON type,
// numbers no column holds, strings nobody types, ids that name nothing, bodies nobody can read.
// Most are a plausible request with some fields spoiled, so that they get past the rights checks
// and the first validation and reach the rules and the database behind them.

const base64 = (s: string) => Buffer.from(s).toString('base64');

/** Text that breaks naive code: control characters, lone surrogates, bidi marks, NaN-like numbers, very long. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u202e',
    '\ufeff',
    '\u0085',
    '\r\n',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '-0',
    '0x1F',
    '1_000',
    ' 12 ',
    '١٢',
    '12abc',
    '9'.repeat(40),
    '2147483648',
    '-1',
    '1.5',
    'null',
    'true',
    '[]',
    '{}',
    "'; DROP TABLE users; --",
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '𝕳𝖚𝖎𝖘',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  // Past every length limit; the last one past the 256 KB REST body limit too.
  fc.constantFrom(301, 5_001, 20_000, 300_000).map((n) => 'x'.repeat(n)),
);

/** Numbers no column holds or no rule expects: huge, negative, fractional, beyond 32 and 53 bits. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.5, -2.5, 1e-9, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 2, 2 ** 63, 1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Nested arrays or objects, deeper than any input is (a deeper text is among `rawBodies`). */
const deep = fc
  .tuple(fc.integer({ min: 20, max: 300 }), fc.boolean())
  .map(([depth, asArray]) =>
    JSON.parse(asArray ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );

/** Any JSON value, mostly of the wrong kind. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyString,
    nastyNumber,
    fc.constantFrom(null, true, false),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('id', 'key', 'constructor')), tie('value'), {
      maxKeys: 3,
    }),
    deep,
  ),
})).value;

const OMIT = Symbol('omit');

/** A value spoiled: replaced, left out, wrapped in an array, unwrapped from one, turned into text. */
function spoiled(value: unknown): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constant(value), weight: 3 },
    { arbitrary: nastyValue, weight: 3 },
    fc.constant(OMIT),
    fc.constant([value]),
    fc.constant(Array.isArray(value) ? value[0] : { id: value }),
    fc.constant(value === null ? 'null' : String(value)),
  );
}

/** The plausible record with one to three fields spoiled, and sometimes an unknown one added. */
export function spoiledRecord(plausible: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .tuple(
      fc
        .subarray(Object.keys(plausible), { minLength: 1, maxLength: 3 })
        .chain((keys) => fc.record(Object.fromEntries(keys.map((k) => [k, spoiled(plausible[k])])))),
      fc.dictionary(fc.string({ maxLength: 8 }), nastyValue, { maxKeys: 1 }),
    )
    .map(([changes, extra]) => {
      const out: Record<string, unknown> = { ...extra, ...plausible };
      for (const [k, v] of Object.entries(changes)) {
        if (v === OMIT) delete out[k];
        else out[k] = v;
      }
      return out;
    });
}

/** Bodies that are no JSON object, or no JSON at all. */
export const rawBodies: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{"price": ',
    '{',
    '}',
    '[]',
    '[1,2]',
    '"tekst"',
    '42',
    'null',
    'true',
    '{"a":1}{"b":2}',
    '\u0000',
    '{"__proto__": {"is_admin": true}, "constructor": {"prototype": {"x": 1}}}',
    `{"price": ${'9'.repeat(400)}}`,
    `{"price": 1e999}`,
    `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
    '\ufeff{}',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** A content type, right or wrong for the body it comes with. */
export const contentTypes = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  undefined,
);

/** Path ids that name no row, or no number at all (already URL-encoded). */
export const badPathIds = fc.constantFrom(
  '0',
  '-1',
  '1.5',
  '1e3',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  'abc',
  '0x1',
  '+1',
  '%201',
  '01',
  '%00',
  '%ZZ',
  '%F0%9F%8F%A0',
  '%D9%A1',
  '%2e%2e',
  'x'.repeat(300),
);

/** Global ids that name nothing: not base64, wrong type, no number, beyond 32 bits, empty. */
export function badGlobalIds(rightType: string): fc.Arbitrary<string> {
  const id = 1;
  return fc.oneof(
    fc.constantFrom(
      '',
      'abc',
      '\u0000',
      '%%%',
      base64(`${rightType}:0`),
      base64(`${rightType}:-1`),
      base64(`${rightType}:2147483648`),
      base64(`${rightType}:99999999999999999999`),
      base64(`${rightType}:abc`),
      base64(`${rightType}:1.5`),
      base64(`${rightType}: ${id}`),
      base64(`${rightType}:`),
      base64(`${rightType}:${id}:${id}`),
      base64(`:${id}`),
      base64(`${rightType}:\u0000`),
      base64(`${rightType}:١`),
      encodeGlobalID(rightType === 'User' ? 'House' : 'User', id),
      '{{houseGid}}'.replace('house', rightType === 'House' ? 'stranger' : 'house'), // a real row of another type
    ),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );
}

/** Uploaded files: empty, random bytes, a PNG signature with garbage, text; of any claimed type. */
export const nastyFiles: fc.Arbitrary<File> = fc
  .tuple(
    fc.oneof(
      fc.constant(new Uint8Array()),
      fc.uint8Array({ maxLength: 64 }),
      fc
        .uint8Array({ maxLength: 64 })
        .map((b) => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...b])),
      fc.uint8Array({ maxLength: 64 }).map((b) => new Uint8Array([0xff, 0xd8, 0xff, ...b])),
    ),
    fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'text/plain', 'application/octet-stream', ''),
    fc.oneof(fc.constantFrom('foto.png', '', '../../x.png', 'a\u0000.png'), fc.string({ maxLength: 20 })),
  )
  .map(([bytes, type, name]) => new File([bytes], name, { type }));

/**
 * An input value for a GraphQL type: mostly the plausible one (by field name) spoiled in a way the
 * type allows (GraphQL refuses the rest itself, which is tested too, less often). Files are given
 * by `fileField` and sent separately (multipart), so they are null here.
 */
export function graphqlValue(
  type: GraphQLInputType,
  field: string,
  plausible: (field: string) => unknown,
  ids: (field: string) => fc.Arbitrary<string> | undefined,
): fc.Arbitrary<unknown> {
  const inner = getNullableType(type) as GraphQLInputType;
  const orNull = (a: fc.Arbitrary<unknown>) =>
    isNonNullType(type) ? a : fc.oneof({ arbitrary: a, weight: 5 }, fc.constant(null));
  if (isListType(inner)) {
    const item = graphqlValue(inner.ofType, field, plausible, ids);
    return orNull(
      fc.oneof(
        fc.array(item, { maxLength: 4 }),
        fc.array(item, { minLength: 200, maxLength: 300 }),
        item, // one item where a list is expected (GraphQL coerces it)
      ),
    );
  }
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields());
    return orNull(
      fc.record(Object.fromEntries(fields.map((f) => [f.name, graphqlValue(f.type, f.name, plausible, ids)])), {
        requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
      }),
    );
  }
  if (isEnumType(inner)) {
    return orNull(
      fc.oneof({ arbitrary: fc.constantFrom(...inner.getValues().map((v) => v.name)), weight: 4 }, nastyString),
    );
  }
  if (!isScalarType(inner)) throw new Error(`${field}: no values for ${String(inner)}`);
  const p = plausible(field);
  const likely = p === undefined ? [] : [{ arbitrary: fc.constant(p), weight: 3 }];
  switch (inner.name) {
    case 'File':
      return fc.constant(null);
    case 'ID':
      return orNull(fc.oneof(...likely, ids(field) ?? nastyString));
    case 'Int':
      return orNull(fc.oneof(...likely, { arbitrary: nastyNumber, weight: 3 }, nastyString));
    case 'Float':
      return orNull(fc.oneof(...likely, { arbitrary: nastyNumber, weight: 3 }, nastyString));
    case 'Boolean':
      return orNull(fc.oneof({ arbitrary: fc.boolean(), weight: 4 }, nastyValue));
    default:
      return orNull(fc.oneof(...likely, { arbitrary: nastyString, weight: 3 }, nastyNumber));
  }
}
