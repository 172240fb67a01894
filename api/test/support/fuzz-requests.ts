import fc from 'fast-check';
import { hostileText, jsonJunk, mutate, pathsOf, unknownId } from './hostile-values';

/**
 * Generated requests for the fuzz test over every write route (write-routes-fuzz.test.ts): bodies
 * nested thousands deep, unicode a form never sends (NUL, lone surrogates, direction overrides,
 * emoji), strings and arrays past every limit, wrong types, near-valid bodies made from the route's
 * own request schema with one place spoiled, and path and query parts of the same kinds.
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
};

/** A value the schema probably accepts: every property filled, the first of every choice. */
export function templateOf(schema: JsonSchema | undefined, components: Record<string, JsonSchema> = {}, depth = 0): unknown {
  if (!schema || depth > 12) return null;
  if (schema.$ref) return templateOf(components[schema.$ref.split('/').pop()!], components, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return templateOf(choice.find((option) => option.type !== 'null') ?? choice[0], components, depth + 1);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((part) => templateOf(part, components, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, templateOf(value, components, depth + 1)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => templateOf(schema.items, components, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (schema.format === 'email') return 'fuzz@example.org';
      if (schema.format === 'date-time') return new Date().toISOString();
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}

/** Text no form sends: NUL, lone surrogates, direction overrides, emoji, byte-order marks, noncharacters. */
export const unicodeText = fc.oneof(
  hostileText,
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '\udfff', 'x\ud83d', '\u202eevil\u202c', '\u200f\u061c', '👨‍👩‍👧‍👦'.repeat(50), '\ufeff', '\uffff', '\u{10ffff}', 'Ω≈ç√∫˜µ≤≥÷'),
);

/** Past every limit: long strings (beyond the 1 MB body limit at times) and long arrays. */
export const oversized: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(10_000, 300_000, 1_200_000).map((length) => 'y'.repeat(length)),
  fc.integer({ min: 1_000, max: 50_000 }).map((length) => Array.from({ length }, (_, index) => (index % 2 ? 'a' : 0))),
);

/** JSON text nested up to `maxDepth` deep (written out: no recursion), with hostile text at the bottom. */
const nestedJson = (maxDepth: number): fc.Arbitrary<string> =>
  fc.tuple(fc.integer({ min: 2, max: maxDepth }), fc.constantFrom('object', 'array', 'mixed'), unicodeText).map(([depth, shape, leaf]) => {
    const opening = shape === 'object' ? '{"a":' : shape === 'array' ? '[' : '{"a":[';
    const closing = shape === 'object' ? '}' : shape === 'array' ? ']' : ']}';
    const levels = shape === 'mixed' ? Math.ceil(depth / 2) : depth;
    return `${opening.repeat(levels)}${JSON.stringify(leaf)}${closing.repeat(levels)}`;
  });

/** A whole body nested up to 6,000 deep. */
export const deepJson = nestedJson(6_000);

export interface FuzzBody {
  payload: string | Buffer | undefined;
  contentType: string | undefined;
  /** For the report. */
  kind: string;
}

const json =
  (kind: string) =>
  (value: unknown): FuzzBody => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json', kind });

/** A body for a route whose request schema gives `template` (undefined: the route reads none). */
export function fuzzBody(template: unknown): fc.Arbitrary<FuzzBody> {
  const places = template === undefined ? [[]] : pathsOf(template);
  // Nested inside a body: parsed, so kept shallow enough for JSON.stringify and the report.
  const spoiled = fc.oneof(
    unicodeText,
    oversized,
    jsonJunk,
    unknownId,
    nestedJson(300).map((text) => JSON.parse(text) as unknown),
  );
  return fc.oneof(
    // Near-valid: the route's own shape, one place spoiled or removed.
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          fc.constantFrom(...places),
          fc.option(
            spoiled.map((value) => ({ value })),
            { freq: 5 },
          ),
        )
        .map(([path, change]) => json('near-valid')(mutate(template ?? {}, path, change))),
    },
    { weight: 2, arbitrary: deepJson.map((payload): FuzzBody => ({ payload, contentType: 'application/json', kind: 'deep' })) },
    { weight: 1, arbitrary: oversized.map(json('oversized')) },
    { weight: 1, arbitrary: fc.oneof(jsonJunk, unicodeText).map(json('wrong type')) },
    { weight: 1, arbitrary: fc.dictionary(unicodeText, fc.oneof(unicodeText, jsonJunk), { maxKeys: 6 }).map(json('unicode keys')) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.constantFrom('{', '{"a":}', '[1,]', '\u0000', '{"a":"\\ud800"}', '', 'null', '{"__proto__":{"x":1}}'),
            fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
          ),
          fc.constantFrom(
            undefined,
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/octet-stream',
            'multipart/form-data; boundary=x',
            'application/json; charset=utf-16',
            'image/png',
          ),
        )
        .map(([payload, contentType]): FuzzBody => ({ payload, contentType, kind: 'raw' })),
    },
  );
}

/** Path segments and query values as they arrive: percent-encoded text, or encodings that are broken on purpose. */
const brokenEncoding = fc.constantFrom('%', '%zz', '%00', '%ED%A0%80', '%C0%AF', '%FF', '..', '%2e%2e', '%E2%80%AE', '%F0%9F%92%A5', 'a'.repeat(5_000), '%25', ';', '%3F');

const encoded = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate: what a client would send for it
  }
};

/** A segment for a path parameter: mostly `valid` ones (to reach the route's logic), else junk. */
export const pathSegment = (valid: string[]): fc.Arbitrary<string> => {
  const junk = fc.oneof(
    fc
      .oneof(unicodeText, unknownId)
      .filter((text) => text.length > 0)
      .map(encoded),
    brokenEncoding,
  );
  return valid.length ? fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...valid).map(encoded) }, { weight: 2, arbitrary: junk }) : junk;
};

/** A query string: nothing, or keys and values of the same kinds. */
export const queryString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(fc.oneof(unicodeText, fc.constantFrom('id', 'a[b][c]', '__proto__', 'constructor')), fc.oneof(unicodeText.map(encoded), brokenEncoding)), {
        minLength: 1,
        maxLength: 5,
      })
      .map((pairs) => `?${pairs.map(([key, value]) => `${encoded(key)}=${value}`).join('&')}`),
  },
  { weight: 1, arbitrary: brokenEncoding.map((junk) => `?${junk}=${junk}`) },
);

/** An X-Original-Name an upload may carry: printable text a header can hold, tricks included. */
export const uploadName = fc.oneof(
  fc.constantFrom('notice.pdf', '../../etc/passwd.pdf', 'a'.repeat(3_000) + '.pdf', 'setup.exe', '.pdf', 'CON.pdf', 'x.pdf.exe', ' '),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 40 }),
);
