import { propertySchema, searchResponseSchema } from 'mfe-shared/schemas';
import { z } from 'zod';
import { demoParcel } from '../src/tools/demo/demo-parcels';
import { DEMO_COUNTIES } from '../src/tools/demo/seed-parcels';
import { responseSerializerCompiler } from '../src/infrastructure/http/response-serializer';
import { toProperty } from '../src/capabilities/parcels/to-property';

// The compiled serializer must write what a client reading the shared schemas expects: the same
// JSON as the zod encode it replaces, and never a field the schema does not name.
const compile = (schema: z.ZodType) => responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (data: unknown) => string;
const properties = Array.from({ length: 21 }, (_, n) => toProperty(demoParcel(DEMO_COUNTIES[n % 2], n * 977) as never));

describe('response serializer', () => {
  it('writes a search page exactly as the schema reads it', () => {
    const page = { results: properties, pagination: { totalCount: 1_234, totalPages: 59 } };
    const written = JSON.parse(compile(searchResponseSchema)(page));
    expect(written).toEqual(searchResponseSchema.parse(page));
    expect(written.results).toHaveLength(21);
  });

  it('writes null and missing optional fields as the zod encode does', () => {
    const sparse = { ...properties[0], value: null, mailingAddress: null, location: null, neighborhood: undefined, comperId: null };
    expect(JSON.parse(compile(propertySchema)(sparse))).toEqual(JSON.parse(JSON.stringify(propertySchema.parse(sparse))));
  });

  it('leaves out fields the schema does not name (a database column, a secret)', () => {
    const written = JSON.parse(compile(propertySchema)({ ...properties[1], tenantId: 'harbor-county', passwordHash: 'x' }));
    expect(written).not.toHaveProperty('tenantId');
    expect(written).not.toHaveProperty('passwordHash');
    expect(written.id).toBe(properties[1].id);
  });

  it('refuses an answer without a required field instead of sending it', () => {
    const { id: _, ...withoutId } = properties[2];
    expect(() => compile(propertySchema)(withoutId)).toThrow();
  });

  it('keeps the zod serializer, and its checks, for a schema with no JSON form', () => {
    const serialize = compile(z.object({ at: z.date() }));
    expect(serialize({ at: new Date(Date.UTC(2026, 10, 23)) })).toBe('{"at":"2026-11-23T00:00:00.000Z"}');
    expect(() => serialize({ at: 'Monday' })).toThrow();
  });
});
