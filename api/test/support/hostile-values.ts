import fc from 'fast-check';

/** Text a careless or hostile client may send: any unicode, NUL, lone surrogates, controls, direction marks, huge. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}\u0000${b}`),
  fc.constantFrom('\ud800', 'Pe\udc00na', '\u202eedoc\u202c', 'a\u200bb', '\u0001\u0007\u001b[31m', '\r\n\t', '💥🏠'.repeat(30), 'e\u0301\u0301\u0301'),
  fc.integer({ min: 2_000, max: 200_000 }).map((length) => 'x'.repeat(length)),
);

/** Ids that name nothing here: unknown uuids, another county's parcel, empty, numbers as text, path tricks. */
export const unknownId: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom('', ' ', '0', '-1', 'HC-999999999', 'PC-000001', '../../etc/passwd', 'null', '00000000-0000-0000-0000-000000000000'),
);

/** Values of any JSON type, nested a little. */
export const jsonJunk: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom(null, true, 0, -1, 1e308, [], {}, [[[]]], JSON.parse('{"__proto__": {"admin": true}}'), { constructor: { prototype: {} } }),
);

/** A replacement for one place in a valid body; null removes it. */
export const replacement: fc.Arbitrary<{ value: unknown } | null> = fc.option(
  fc.oneof(hostileText, unknownId, jsonJunk).map((value) => ({ value })),
  { freq: 6 },
);

/** Every place in a JSON value: [] is the value itself. */
export function pathsOf(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (value === null || typeof value !== 'object') return [prefix];
  const children = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
  return [prefix, ...children.flatMap((key) => pathsOf((value as Record<string, unknown>)[key], [...prefix, key]))];
}

/** Places that hold text, where hostile text can still make a valid body. */
export const textPathsOf = (value: unknown) =>
  pathsOf(value).filter((path) => typeof path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value) === 'string');

/** A copy of `body` with the value at `path` replaced, or removed when `change` is null. */
export function mutate(body: unknown, path: Array<string | number>, change: { value: unknown } | null): unknown {
  if (path.length === 0) return change ? change.value : undefined;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent: unknown = copy;
  for (const key of path.slice(0, -1)) {
    // Another body of the same shape may hold null where the template held an object.
    if (parent === null || typeof parent !== 'object') return copy;
    parent = (parent as Record<string | number, unknown>)[key];
  }
  if (parent === null || typeof parent !== 'object') return copy;
  const last = path[path.length - 1];
  const target = parent as Record<string | number, unknown>;
  if (change) target[last] = change.value;
  else if (Array.isArray(target)) target.splice(Number(last), 1);
  else delete target[last];
  return copy;
}

/** A refusal an API client can rely on: 4xx and a JSON `{ message }` that says something. */
export function expectReadableRefusal(response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const { message } = JSON.parse(response.body) as { message?: unknown };
  expect(typeof message).toBe('string');
  expect((message as string).trim()).not.toBe('');
}
