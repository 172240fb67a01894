import { ApiError } from './api-error';
import { NO_SERVER_MESSAGE } from '../rules/server-messages';
import { currentLanguage } from '../i18n/active-language';
import { uploadFile, type UploadOptions } from './upload';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined | Array<string | number | boolean>;
export type Query = Record<string, QueryValue>;

/** The header the API puts the total row count in for HEAD calls. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export function toQueryString(payload?: Query): string {
  if (!payload) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text; // a body that is not JSON is tolerated, as text
  }
}

function fieldOf(body: unknown): string | undefined {
  const field = body && typeof body === 'object' ? (body as { field?: unknown }).field : undefined;
  return typeof field === 'string' && field ? field : undefined;
}

function messageOf(body: unknown): string {
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    const message = (body as { message: string }).message.trim();
    if (message) return message;
  }
  return NO_SERVER_MESSAGE;
}

/** What a read may carry besides its query. */
export interface ReadOptions {
  /** Aborts the request (a screen left, or a new key loading): the call rejects with the fetch's AbortError. */
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly basePath: string;
  request<T = unknown>(method: Exclude<HttpMethod, 'HEAD'>, path: string, payload?: unknown, headers?: Record<string, string>): Promise<T>;
  get<T = unknown>(path: string, query?: Query, options?: ReadOptions): Promise<T>;
  /** HEAD reads the total count header as a number (0 when absent). */
  count(path: string, query?: Query, options?: ReadOptions): Promise<number>;
  post<T = unknown>(path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
  delete<T = unknown>(path: string): Promise<T>;
  /** Raw-body upload with progress (POST /documents or /files: docs/product.md#file-rules-on-the-server). */
  upload<T = unknown>(path: string, file: Blob, options?: UploadOptions): Promise<T>;
}

export interface ApiClientOptions {
  /**
   * Whether calls carry the browser's cookies. Unset: fetch sends them to this origin only and the
   * upload as well (withCredentials). An embed on a county's page calls the API on another origin,
   * which grants it CORS without credentials: 'same-origin' keeps cookies off every such call.
   */
  credentials?: 'same-origin' | 'include' | 'omit';
}

/** The generic caller of the API (docs/architecture.md#the-federated-singleton; the calls: docs/product.md#api-endpoints), bound to one tenant's API base path. */
export function createApiClient(
  basePath: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  uploadImpl: typeof uploadFile = uploadFile,
  { credentials }: ApiClientOptions = {},
): ApiClient {
  const withCredentials = credentials === undefined ? undefined : credentials === 'include';
  async function send(method: HttpMethod, path: string, payload?: unknown, headers: Record<string, string> = {}, signal?: AbortSignal) {
    const inQuery = method === 'GET' || method === 'HEAD';
    const url = `${basePath}${path}${inQuery ? toQueryString(payload as Query | undefined) : ''}`;
    const init: RequestInit = {
      method,
      credentials: credentials ?? 'same-origin',
      headers: {
        Accept: 'application/json',
        'Accept-Language': currentLanguage(),
        ...(inQuery || payload === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: inQuery || payload === undefined ? undefined : JSON.stringify(payload),
      ...(signal ? { signal } : {}),
    };
    const response = await fetchImpl(url, init);
    if (!response.ok) {
      const body = method === 'HEAD' ? null : await readBody(response);
      throw new ApiError(messageOf(body), response.status, fieldOf(body));
    }
    return response;
  }

  const client: ApiClient = {
    basePath,
    async request<T>(method: Exclude<HttpMethod, 'HEAD'>, path: string, payload?: unknown, headers?: Record<string, string>) {
      const response = await send(method, path, payload, headers);
      return (await readBody(response)) as T;
    },
    async get<T>(path: string, query?: Query, options: ReadOptions = {}) {
      const response = await send('GET', path, query, undefined, options.signal);
      return (await readBody(response)) as T;
    },
    async count(path, query, options = {}) {
      const response = await send('HEAD', path, query, undefined, options.signal);
      const value = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? 0);
      return Number.isFinite(value) ? value : 0;
    },
    post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => client.request<T>('POST', path, body, headers),
    delete: <T>(path: string) => client.request<T>('DELETE', path),
    upload: <T>(path: string, file: Blob, options: UploadOptions = {}) => {
      // The API answers a refused file in the visitor's language, as every other call.
      const withLanguage = { ...options, headers: { 'Accept-Language': currentLanguage(), ...options.headers } };
      return uploadImpl<T>(`${basePath}${path}`, file, withCredentials === undefined ? withLanguage : { withCredentials, ...withLanguage });
    },
  };
  return client;
}
