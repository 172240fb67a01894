import './support/load-outside-sandbox';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/infrastructure/db/client';
import { seedDemoAppeals } from '../src/tools/demo/seed-appeals';
import { seedDemoParcels } from '../src/tools/demo/seed-parcels';
import { openTestDatabase } from './support/test-database';

let database: DatabaseHandle;
let app: FastifyInstance;
let harborDoc: OpenAPIV3.Document;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoParcels(database.db, 30);
  await seedDemoAppeals(database.db);
  app = buildApp({ db: database.db, distRoot: '/nonexistent-dist' });
  await app.ready();
  const response = await app.inject({ method: 'GET', url: '/harbor-county/api/docs/json' });
  expect(response.statusCode).toBe(200);
  harborDoc = response.json();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

/** The calls of docs/product.md#api-endpoints (sign-in, audit and uploads included; the download is apart), as harbor-county's paths. */
const DOCUMENTED_CALLS: Array<[method: string, path: string]> = [
  ['get', '/settings'],
  ['get', '/me'],
  ['get', '/prc/search'],
  ['get', '/prc/{id}'],
  ['get', '/prc/{id}/breakdown'],
  ['get', '/prc/{id}/facts'],
  ['get', '/code-systems/appeal-reasons'],
  ['get', '/places'],
  ['get', '/appeal-windows'],
  ['get', '/time-slots'],
  ['head', '/time-slots'],
  ['head', '/appeals'],
  ['head', '/meetings'],
  ['post', '/appeals'],
  ['post', '/time-slots/{id}/reserve'],
  ['delete', '/time-slots/{id}/reserve'],
  ['post', '/meetings'],
  ['post', '/comper/generate-pdf'],
  ['post', '/documents'],
  ['post', '/files'],
  ['delete', '/documents/{id}'],
  ['delete', '/files/{id}'],
  ['post', '/analytics/events'],
  ['post', '/session'],
  ['delete', '/session'],
  ['get', '/staff/invitations/{token}'],
  ['post', '/staff/invitations/{token}/accept'],
  ['get', '/audit'],
  ['get', '/prc/{id}/nearby'],
  ['post', '/appeals/{appeal}/status'],
  ['post', '/appeals/{appeal}/keep'],
  ['get', '/status/{token}'],
  ['get', '/status/{token}/receipt.pdf'],
  ['get', '/status/{token}/invitation.ics'],
  ['post', '/status/{token}/reschedule'],
  ['post', '/status/{token}/cancel'],
  ['post', '/status/{token}/confirm'],
  ['post', '/status/{token}/offer'],
  ['post', '/status/{token}/withdraw'],
  ['get', '/office/decision-reasons'],
  ['get', '/office/letters'],
  ['get', '/office/appeals/{appeal}/letter'],
  ['get', '/office/appeals/{appeal}/letter.pdf'],
  ['post', '/office/appeals/{appeal}/letter/approve'],
  ['get', '/status/{token}/decision-letter.pdf'],
  ['post', '/status/{token}/evidence'],
  ['get', '/status/{token}/evidence/{file}'],
  ['post', '/office/appeals/{appeal}/evidence'],
  ['get', '/office/panels'],
  ['post', '/office/panels'],
  ['get', '/office/panels/{panel}/sessions'],
  ['get', '/office/panels/{panel}/free-times'],
  ['post', '/office/panels/{panel}/sessions'],
  ['post', '/office/hearings'],
  ['post', '/office/hearings/bulk'],
  ['get', '/office/hearings'],
  ['get', '/office/hearings.csv'],
  ['post', '/office/hearings/{hearing}/move-request/refuse'],
  ['post', '/status/{token}/hearing/move'],
  ['post', '/appeal-confirmations/resend'],
  ['post', '/appeal-confirmations/address'],
  ['post', '/status-links'],
  ['post', '/appeal-drafts'],
  ['get', '/appeal-drafts/{token}'],
  ['get', '/office/appeals'],
  ['get', '/office/appeals/{appeal}'],
  ['get', '/office/appeals/{appeal}/files/{file}'],
  ['get', '/office/appeals.csv'],
  ['get', '/office/places'],
  ['get', '/office/meetings'],
  ['get', '/office/slot-holds'],
  ['get', '/office/meetings/{meeting}/files/{file}'],
  ['post', '/office/meetings/{meeting}/cancel'],
  ['post', '/office/meetings/{meeting}/attended'],
  ['post', '/office/availability/preview'],
  ['post', '/office/availability'],
  ['post', '/change-requests'],
  ['get', '/office/change-requests'],
  ['get', '/office/change-requests/{request}'],
  ['get', '/office/change-requests/{request}/document'],
  ['post', '/office/change-requests/{request}/status'],
  ['get', '/office/county/settings'],
  ['post', '/office/county/settings'],
  ['get', '/office/county/modules'],
  ['post', '/office/county/modules'],
  ['get', '/office/county/seasons'],
  ['post', '/office/county/seasons'],
  ['post', '/office/county/seasons/{season}'],
  ['put', '/office/county/seasons/{season}/dates'],
  ['get', '/office/county/reasons'],
  ['post', '/office/county/reasons'],
  ['put', '/office/county/reasons/{reason}'],
  ['post', '/office/county/reasons/{reason}/move'],
  ['get', '/office/county/places'],
  ['post', '/office/county/places'],
  ['put', '/office/county/places/{place}'],
  ['post', '/office/county/places/{place}/active'],
  ['get', '/office/county/staff/invitations'],
  ['post', '/office/county/staff/invitations'],
  ['delete', '/office/county/staff/invitations/{invitation}'],
  ['post', '/office/county/rolls'],
  ['get', '/office/county/rolls'],
  ['get', '/office/county/rolls/{job}'],
  ['get', '/office/county/rolls/{job}/rejects.csv'],
  ['get', '/office/county/staff'],
  ['post', '/office/county/staff/{account}'],
].map(([method, path]) => [method, `/harbor-county/api${path}`]);
const DOWNLOAD: [string, string] = ['get', '/harbor-county/files/{id}'];

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
function operations(doc: OpenAPIV3.Document): Array<[method: string, path: string, operation: OpenAPIV3.OperationObject]> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method): [string, string, OpenAPIV3.OperationObject] => [method, path, item![method]!]),
  );
}
const operation = (method: string, path: string) => (harborDoc.paths[path] as Record<string, OpenAPIV3.OperationObject> | undefined)?.[method];
const jsonSchemaOf = (content: OpenAPIV3.ResponseObject['content'] | undefined) => content?.['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;

/**
 * OpenAPI 3.0 schemas as JSON Schema for Ajv 8 (which reads `nullable` in non-strict mode): 3.0's
 * boolean exclusiveMinimum/Maximum qualify minimum/maximum, where JSON Schema's carry the bound.
 */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, toJsonSchema(value)]));
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ]) {
    if (out[exclusive] === true) [out[exclusive], out[bound]] = [out[bound], undefined];
    else if (out[exclusive] === false) delete out[exclusive];
  }
  return JSON.parse(JSON.stringify(out));
}

/** Keywords OpenAPI 3.0 reads differently from JSON Schema, each used the 3.0 way (the document says it is 3.0). */
function openApi30Problems(node: unknown, at = '#'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => openApi30Problems(item, `${at}/${index}`));
  if (!node || typeof node !== 'object') return [];
  const problems: string[] = [];
  const record = node as Record<string, unknown>;
  for (const key of ['exclusiveMinimum', 'exclusiveMaximum']) {
    if (key in record && typeof record[key] !== 'boolean') problems.push(`${at}/${key} is not a boolean`);
  }
  if (Array.isArray(record.type) || record.type === 'null') problems.push(`${at}/type ${JSON.stringify(record.type)} is not a 3.0 type`);
  if ('const' in record || '$defs' in record || 'prefixItems' in record) problems.push(`${at} uses a JSON Schema 2019+ keyword`);
  return [...problems, ...Object.entries(record).flatMap(([key, value]) => openApi30Problems(value, `${at}/${key}`))];
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
// OpenAPI's own format for raw bytes.
ajv.addFormat('binary', true);
const compile = (schema: unknown) => ajv.compile(toJsonSchema(schema) as object);
function expectValid(schema: OpenAPIV3.SchemaObject | undefined, value: unknown) {
  expect(schema).toBeDefined();
  const validate = compile(schema!);
  expect({ valid: validate(value), errors: validate.errors ?? null }).toEqual({ valid: true, errors: null });
}

describe('the OpenAPI document at /{tenant}/api/docs/json', () => {
  it('is an OpenAPI 3.0 document naming the county', () => {
    expect(harborDoc.openapi).toMatch(/^3\.0\.\d+$/);
    expect(harborDoc.info).toEqual(expect.objectContaining({ title: "Harbor County Assessor's Office API", version: expect.any(String) }));
    expect(Object.keys(harborDoc.paths).length).toBeGreaterThan(0);
  });

  it('lists every documented call and nothing outside the API but the download', () => {
    const listed = operations(harborDoc).map(([method, path]) => [method, path]);
    expect(listed).toEqual(expect.arrayContaining([...DOCUMENTED_CALLS, DOWNLOAD]));
    expect(listed).toHaveLength(DOCUMENTED_CALLS.length + 1);
  });

  it('is well formed: path parameters declared, a success and `{ message }` refusals on every operation, schemas that compile', () => {
    const operationIds = new Set<string>();
    for (const [method, path, op] of operations(harborDoc)) {
      const where = `${method.toUpperCase()} ${path}`;
      expect({ where, summary: typeof op.summary }).toEqual({ where, summary: 'string' });
      if (op.operationId) {
        expect(operationIds.has(op.operationId)).toBe(false);
        operationIds.add(op.operationId);
      }
      const parameters = (op.parameters ?? []) as OpenAPIV3.ParameterObject[];
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const declared = parameters.filter((parameter) => parameter.in === 'path');
      expect({ where, path: declared.map((parameter) => parameter.name).sort() }).toEqual({ where, path: templated });
      expect(declared.every((parameter) => parameter.required === true)).toBe(true);
      for (const parameter of parameters) expect(['path', 'query', 'header', 'cookie']).toContain(parameter.in);

      const statuses = Object.keys(op.responses);
      expect({ where, success: statuses.some((status) => /^2\d\d$/.test(status)) }).toEqual({ where, success: true });
      for (const status of statuses.filter((code) => /^[45]\d\d$/.test(code))) {
        const response = op.responses[status] as OpenAPIV3.ResponseObject;
        expect(response.description.length).toBeGreaterThan(0);
        const schema = jsonSchemaOf(response.content);
        expect({ where, status, schema }).toEqual({
          where,
          status,
          schema: expect.objectContaining({ type: 'object', required: ['message'], properties: { message: { type: 'string' } } }),
        });
      }
      for (const response of Object.values(op.responses) as OpenAPIV3.ResponseObject[]) {
        for (const media of Object.values(response.content ?? {})) expect(() => compile(media.schema)).not.toThrow();
      }
      for (const media of Object.values((op.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content ?? {})) {
        expect(() => compile(media.schema)).not.toThrow();
      }
    }
    expect(openApi30Problems(harborDoc.paths, '#/paths')).toEqual([]);
    // No dangling references.
    for (const ref of JSON.stringify(harborDoc).match(/"\$ref":"[^"]+"/g) ?? []) {
      const target = ref.slice(8, -1).replace(/^#\//, '').split('/');
      expect(target.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], harborDoc)).toBeDefined();
    }
  });

  it('documents the request schemas the routes validate with', () => {
    const appeal = jsonSchemaOf((operation('post', '/harbor-county/api/appeals')!.requestBody as OpenAPIV3.RequestBodyObject).content)!;
    expect(appeal.required).toEqual(expect.arrayContaining(['property', 'appellant', 'windowId', 'claimedValue', 'reasons']));
    const meeting = jsonSchemaOf((operation('post', '/harbor-county/api/meetings')!.requestBody as OpenAPIV3.RequestBodyObject).content)!;
    expect(meeting.required).toEqual(expect.arrayContaining(['property', 'attendee', 'timeSlot']));

    const search = operation('get', '/harbor-county/api/prc/search')!.parameters as OpenAPIV3.ParameterObject[];
    expect(search.map(({ in: where, name, required }) => ({ where, name, required }))).toEqual([
      { where: 'query', name: 'q', required: true },
      { where: 'query', name: 'page', required: false },
      { where: 'query', name: 'size', required: false },
      // Every call of a county reads the visitor's language.
      { where: 'header', name: 'accept-language', required: false },
    ]);
    for (const [method, path, op] of operations(harborDoc).filter(([, path]) => path.startsWith('/harbor-county/api/'))) {
      expect([
        method,
        path,
        (op.parameters as OpenAPIV3.ParameterObject[] | undefined)?.some((parameter) => parameter.in === 'header' && parameter.name === 'accept-language'),
      ]).toEqual([method, path, true]);
    }

    const upload = operation('post', '/harbor-county/api/documents')!;
    expect(Object.keys((upload.requestBody as OpenAPIV3.RequestBodyObject).content)).toEqual(expect.arrayContaining(['application/pdf', 'image/png']));
    expect(upload.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'x-original-name', required: true })]));
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['201', '400', '413']));
    expect(operation('post', '/harbor-county/api/meetings')!.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'x-slot-hold', required: true })]),
    );
    const events = operation('post', '/harbor-county/api/analytics/events')!.requestBody as OpenAPIV3.RequestBodyObject;
    expect(Object.keys(events.content)).toEqual(['application/json', 'text/plain']);
    const count = operation('head', '/harbor-county/api/appeals')!.responses['200'] as OpenAPIV3.ResponseObject;
    expect(count.headers).toHaveProperty('x-total-count');
    expect(count.content).toBeUndefined();
  });

  it("says which refusals each call answers, in the server's words", () => {
    const refusal = (method: string, path: string, status: number) => (operation(method, path)!.responses[status] as OpenAPIV3.ResponseObject).description;
    expect(refusal('post', '/harbor-county/api/appeals', 409)).toContain('There is already an appeal filed in the selected appeal season for this property.');
    expect(refusal('post', '/harbor-county/api/documents', 413)).toContain('The file is too large');
    expect(refusal('post', '/harbor-county/api/time-slots/{id}/reserve', 409)).toContain('This time slot has just been taken. Please choose another.');
  });

  it("documents the 429 of every limited anonymous write, with Retry-After, and the audit trail's paging and filters", () => {
    const limited: Array<[string, string]> = [
      ['post', '/session'],
      ['post', '/staff/invitations/{token}/accept'],
      ['post', '/appeals'],
      ['post', '/meetings'],
      ['post', '/time-slots/{id}/reserve'],
      ['post', '/documents'],
      ['post', '/files'],
      ['post', '/comper/generate-pdf'],
      ['post', '/analytics/events'],
      ['post', '/status/{token}/reschedule'],
      ['post', '/status/{token}/cancel'],
      ['post', '/status/{token}/offer'],
      ['post', '/status/{token}/withdraw'],
      ['post', '/status/{token}/evidence'],
      ['post', '/status/{token}/hearing/move'],
    ];
    for (const [method, path] of limited) {
      const tooMany = operation(method, `/harbor-county/api${path}`)!.responses['429'] as OpenAPIV3.ResponseObject;
      expect([path, tooMany?.description]).toEqual([path, expect.stringContaining('Too many requests from your connection. Please wait 10 minutes and try again.')]);
      expect([path, tooMany.headers]).toEqual([path, expect.objectContaining({ 'retry-after': expect.anything() })]);
    }
    const signIn = operation('post', '/harbor-county/api/session')!.responses;
    expect((signIn['429'] as OpenAPIV3.ResponseObject).description).toContain('Too many sign-in attempts.');
    expect((signIn['503'] as OpenAPIV3.ResponseObject).description).toContain('Signing in is very busy just now.');
    // The costly public reads are limited too, and say so; a parcel page is not.
    const search = operation('get', '/harbor-county/api/prc/search')!.responses as Record<string, OpenAPIV3.ResponseObject>;
    expect(search['429'].description).toContain('LIMIT_SEARCHES_PER_ADDRESS');
    expect(Object.keys(search['429'].headers ?? {})).toContain('retry-after');
    expect(search['503'].description).toContain('LIMIT_PUBLIC_QUERY_TIME');
    expect(operation('get', '/harbor-county/api/prc/{id}')!.responses['429']).toBeUndefined();

    const audit = operation('get', '/harbor-county/api/audit')!.parameters as OpenAPIV3.ParameterObject[];
    expect(audit.map(({ in: where, name }) => `${where}:${name}`)).toEqual([
      'query:before',
      'query:after',
      'query:size',
      'query:action',
      'query:account',
      'query:from',
      'query:to',
      'header:accept-language',
    ]);
  });

  it('describes what the calls really answer', async () => {
    const searchSchema = jsonSchemaOf((operation('get', '/harbor-county/api/prc/search')!.responses['200'] as OpenAPIV3.ResponseObject).content);
    expectValid(searchSchema, (await get('/harbor-county/api/prc/search?q=a')).json());
    const settingsSchema = jsonSchemaOf((operation('get', '/harbor-county/api/settings')!.responses['200'] as OpenAPIV3.ResponseObject).content);
    expectValid(settingsSchema, (await get('/harbor-county/api/settings')).json());
    const windowsSchema = jsonSchemaOf((operation('get', '/harbor-county/api/appeal-windows')!.responses['200'] as OpenAPIV3.ResponseObject).content);
    expectValid(windowsSchema, (await get('/harbor-county/api/appeal-windows')).json());
    const refused = await get('/harbor-county/api/prc/search');
    expect(refused.statusCode).toBe(400);
    expectValid(jsonSchemaOf((operation('get', '/harbor-county/api/prc/search')!.responses['400'] as OpenAPIV3.ResponseObject).content), refused.json());
  });

  it('gives each county its own paths, and none for an unknown county', async () => {
    const pine = (await get('/pine-county/api/docs/json')).json() as OpenAPIV3.Document;
    expect(pine.info.title).toBe('Pine County Assessor API');
    const paths = Object.keys(pine.paths);
    expect(paths).toContain('/pine-county/api/prc/search');
    expect(paths.every((path) => path.startsWith('/pine-county/'))).toBe(true);
    const unknown = await get('/no-such-county/api/docs/json');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('no-such-county');
  });
});

describe('the docs page at /{tenant}/api/docs', () => {
  it('answers HTML whose scripts and styles all come from this server', async () => {
    const bare = await get('/harbor-county/api/docs');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/harbor-county/api/docs/');

    const page = await get('/harbor-county/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('id="swagger-ui"');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    expect(assets.filter((asset) => /^(https?:)?\/\//.test(asset))).toEqual([]);
    for (const asset of assets) {
      const response = await get(new URL(asset, 'http://localhost/harbor-county/api/docs/').pathname);
      expect({ asset, status: response.statusCode }).toEqual({ asset, status: 200 });
    }
    // The page loads the county's document from beside it.
    expect((await get('/harbor-county/api/docs/static/swagger-initializer.js')).body).toContain("resolveUrl('./json')");
  });
});
