import type { FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { errorBodySchema } from 'mfe-shared/schemas';
import { z } from 'zod';
import { FRAMEWORK_ERRORS, SERVER_FAULT } from '../../infrastructure/http/error-handling';
import { BROKEN_TEXT_MESSAGE, NUL_MESSAGE } from '../../infrastructure/http/unstorable-text';
import { LIMIT_MESSAGES, limitedWriteOf } from '../../capabilities/limits/anonymous-limits';
import { LIMITED_WRITES, type LimitedWrite } from '../../infrastructure/config/limit-settings';
import { CROSS_SITE_MESSAGE } from '../../capabilities/staff/same-origin';
import { ACCEPT_LANGUAGE_DOC, CONTENT_LANGUAGE_DOC } from './language-docs';
import { ROUTE_DOCS, UPLOAD_CONTENT_TYPES, type RouteDoc } from './route-docs';

type JsonSchema = Record<string, unknown>;
interface TransformInput {
  schema: FastifySchema | undefined;
  url: string;
  route: RouteOptions;
  openapiObject: Partial<Record<string, unknown>>;
}

// Every route's zod schemas become JSON Schema the same way the validator reads them (input for
// requests, output for responses); routes the docs UI adds hide themselves with schema.hide.
const zodTransform = createJsonSchemaTransform({ skipList: [] });

/** `{ message }`, from the same zod schema the site reads errors with. */
const { $schema: _dialect, ...errorBody } = z.toJSONSchema(errorBodySchema, { target: 'openapi-3.0' }) as JsonSchema;

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

/** The 429 of a limited anonymous write (capabilities/limits/anonymous-limits.ts), as the server words it for a 10-minute wait. */
function limitRefusal(write: LimitedWrite): string {
  const name = LIMITED_WRITES[write];
  return (
    `'${LIMIT_MESSAGES.address(600)}' over the limit of this call per client address, '${LIMIT_MESSAGES.county(600)}' over the county's ` +
    `(LIMIT_${name}_PER_ADDRESS and LIMIT_${name}_PER_COUNTY, api/README.md); Retry-After gives the seconds to wait. Signed-in staff are not limited.`
  );
}

const RETRY_AFTER = { 'retry-after': { type: 'integer', minimum: 1, description: 'Seconds to wait before trying again.' } };
const CONTENT_LANGUAGE = { 'content-language': { type: 'string', description: CONTENT_LANGUAGE_DOC } };

/** The route's own refusals, plus those every call of the tenant API can meet. */
function errorsOf(method: string, url: string, doc: RouteDoc | undefined, readsText: boolean, limited: LimitedWrite | undefined): Record<number, string> {
  const errors: Record<number, string> = { ...doc?.errors };
  if (limited) errors[429] = errors[429] ? `${errors[429]} Or ${limitRefusal(limited)}` : limitRefusal(limited);
  const unknownCounty = 'The first path segment names no county.';
  errors[404] = errors[404] ? `${errors[404]} ${unknownCounty}` : unknownCounty;
  if (readsText && url.startsWith('/:tenant/api/')) {
    const unstorable = `'${NUL_MESSAGE}' or '${BROKEN_TEXT_MESSAGE}' for such text anywhere in the query or body.`;
    errors[400] = errors[400] ? `${errors[400]} ${unstorable}` : unstorable;
  }
  if (url.includes('/:')) {
    // The router's own, before any route runs (infrastructure/http/error-handling.ts frameworkErrors).
    const badAddress = `'${FRAMEWORK_ERRORS.FST_ERR_BAD_URL.message}' for a path whose percent-encoding is broken.`;
    errors[400] = errors[400] ? `${errors[400]} ${badAddress}` : badAddress;
    errors[414] = `'${FRAMEWORK_ERRORS.FST_ERR_MAX_PARAM_LENGTH.message}' (a part of the path over 100 characters).`;
  }
  if (isWrite(method) && url.startsWith('/:tenant/api/') && !errors[403]) errors[403] = `${CROSS_SITE_MESSAGE} (a write carrying the staff cookie from another web site)`;
  errors[500] = `'${SERVER_FAULT}' Nothing about the fault is given away.`;
  return errors;
}

function successOf(doc: RouteDoc | undefined, response: Record<string, JsonSchema>): void {
  if (!doc) return;
  if (doc.response) response[doc.response.status] = { ...response[doc.response.status], 'x-response-description': doc.response.description };
  if (doc.noContent) {
    const { status, description, countHeader } = doc.noContent;
    response[status] = {
      type: 'null',
      description,
      ...(countHeader ? { headers: { 'x-total-count': { type: 'integer', minimum: 0, description: countHeader } } } : {}),
    };
  }
  if (doc.binaryResponse) {
    response[200] = { description: doc.binaryResponse, content: { [doc.binaryType ?? 'application/octet-stream']: { schema: { type: 'string', format: 'binary' } } } };
  }
}

/** What the document says beyond the schemas: summary, tags, headers, raw bodies and every refusal as `{ message }`. */
function describe(method: string, url: string, doc: RouteDoc | undefined, schema: JsonSchema, limited: LimitedWrite | undefined): JsonSchema {
  const response = { ...(schema.response as Record<string, JsonSchema> | undefined) };
  successOf(doc, response);
  // x-response-description: the response's own description, kept out of the schema of its body.
  const errors = errorsOf(method, url, doc, Boolean(schema.querystring || (schema.body && !doc?.rawBody)), limited);
  const inApi = url.startsWith('/:tenant/api/');
  for (const [status, description] of Object.entries(errors)) {
    const headers = { ...(inApi ? CONTENT_LANGUAGE : {}), ...(status === '429' || status === '503' ? RETRY_AFTER : {}) };
    response[status] = { ...errorBody, 'x-response-description': description, ...(Object.keys(headers).length ? { headers } : {}) };
  }
  const described: JsonSchema = { ...schema, response, tags: [doc?.tag ?? 'Other'], summary: doc?.summary ?? `${method} ${url}` };
  if (doc?.description) described.description = doc.description;
  // Every call of a county reads the visitor's language.
  const headers: Record<string, [string, boolean]> = { ...(inApi ? { 'accept-language': [ACCEPT_LANGUAGE_DOC, false] } : {}), ...doc?.headers };
  if (Object.keys(headers).length) {
    described.headers = {
      type: 'object',
      properties: Object.fromEntries(Object.entries(headers).map(([name, [text]]) => [name, { type: 'string', description: text }])),
      required: Object.entries(headers)
        .filter(([, [, required]]) => required)
        .map(([name]) => name),
    };
  }
  if (doc?.consumes) described.consumes = doc.consumes;
  if (doc?.rawBody) {
    described.body = { type: 'string', format: 'binary', description: 'The file itself; Content-Type is its type.' };
    // The appeal uploads take any of the stored types; a route of other files (a parcel roll's CSV) names its own.
    described.consumes = doc.consumes ?? UPLOAD_CONTENT_TYPES;
  }
  return described;
}

/**
 * @fastify/swagger's `transform`: the tenant API and the download path, each with its zod schemas
 * and ROUTE_DOCS; everything else the server serves (pages, built files, the docs UI) is left out.
 */
export function openApiTransform(input: TransformInput): { schema: JsonSchema; url: string } {
  const { route, url } = input;
  const method = Array.isArray(route.method) ? route.method.join(',') : String(route.method);
  const doc: RouteDoc | undefined = ROUTE_DOCS[`${method} ${url}`];
  const inApi = url.startsWith('/:tenant/api/') && !url.endsWith('/*');
  // Fastify's automatic HEAD twin of a GET is not a call of its own; HEAD routes are listed only when documented.
  const listed = doc ? !doc.hidden : inApi && method !== 'HEAD' && !method.includes(',');
  if ((input.schema as { hide?: boolean } | undefined)?.hide || !listed) return { schema: { hide: true }, url };

  const withResponse = doc?.response
    ? { ...input.schema, response: { ...(input.schema?.response as object | undefined), [doc.response.status]: doc.response.schema } }
    : (input.schema ?? {});
  const { schema } = zodTransform({ ...input, schema: withResponse } as Parameters<typeof zodTransform>[0]);
  return { schema: describe(method, url, doc, schema as JsonSchema, limitedWriteOf(route.onRequest)), url };
}
