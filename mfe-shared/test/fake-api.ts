// Shared test fixture: an API client over a scripted fetch, so a unit test answers each call itself.
import { createApiClient } from '../src/api/api-client';
import { uploadFile } from '../src/api/upload';
import { fakeResponse, TEST_TENANT } from './portal-fixture';

export const API_BASE = `/${TEST_TENANT}/api`;

export interface ApiCall {
  method: string;
  /** Path under the tenant's API base, without the query. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export type Reply = Response | Promise<Response> | ((call: ApiCall) => Response | Promise<Response>);

/**
 * An API client over a fake fetch: each 'METHOD /path' answers from `routes`; any other call fails
 * the test loudly. Every call is recorded in `calls`.
 */
export function fakeApi(routes: Record<string, Reply> = {}, upload: typeof uploadFile = uploadFile) {
  const calls: ApiCall[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = init.method ?? 'GET';
    const path = url.pathname.startsWith(API_BASE) ? url.pathname.slice(API_BASE.length) : url.pathname;
    const call: ApiCall = {
      method,
      path,
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = routes[`${method} ${path}`];
    if (!reply) throw new Error(`Unexpected API call in a unit test: ${method} ${path}`);
    return typeof reply === 'function' ? reply(call) : reply;
  }) as typeof fetch;
  return { api: createApiClient(API_BASE, fetchImpl, upload), calls };
}

/** A 200 answer with `body` as JSON. */
export const ok = (body: unknown) => fakeResponse({ body });

/** A promise the test settles when it wants to (a request still in flight). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
