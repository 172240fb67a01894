/** @jest-environment node */
// Node environment: jsdom does not provide fetch's Response, and this module needs no DOM.
import { createApiClient, TOTAL_COUNT_HEADER } from './api-client';
import { ApiError } from './api-error';

const BASE = '/harbor-county/api';

function fakeFetch(respond: () => Response) {
  return jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => respond());
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function lastCall(fetchImpl: ReturnType<typeof fakeFetch>) {
  const [input, init] = fetchImpl.mock.calls[fetchImpl.mock.calls.length - 1];
  const url = new URL(String(input), 'http://localhost');
  return { url, raw: String(input), init: init as RequestInit, headers: new Headers(init?.headers) };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('GET', () => {
  it('puts the payload in the query string: arrays repeated, null and undefined skipped', async () => {
    const fetchImpl = fakeFetch(() => json({ results: [] }));
    const api = createApiClient(BASE, fetchImpl);
    await api.get('/prc/search', { q: '12 main st', page: 2, size: 21, type: ['residential', 'commercial'], owner: null, area: undefined });

    const { url, init } = lastCall(fetchImpl);
    expect(url.pathname).toBe('/harbor-county/api/prc/search');
    expect(url.searchParams.get('q')).toBe('12 main st');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('size')).toBe('21');
    expect(url.searchParams.getAll('type')).toEqual(['residential', 'commercial']);
    expect(url.searchParams.has('owner')).toBe(false);
    expect(url.searchParams.has('area')).toBe(false);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('calls the bare path when there is no payload', async () => {
    const fetchImpl = fakeFetch(() => json({}));
    await createApiClient(BASE, fetchImpl).get('/settings');
    expect(lastCall(fetchImpl).raw).toBe('/harbor-county/api/settings');
  });

  it('returns the parsed JSON body', async () => {
    const fetchImpl = fakeFetch(() => json({ results: [{ id: 'R1' }], pagination: { totalCount: 1, totalPages: 1 } }));
    await expect(createApiClient(BASE, fetchImpl).get('/prc/search', { q: 'R1' })).resolves.toEqual({
      results: [{ id: 'R1' }],
      pagination: { totalCount: 1, totalPages: 1 },
    });
  });

  it('tolerates a non-JSON OK body by returning its text', async () => {
    const fetchImpl = fakeFetch(() => new Response('all good', { status: 200, headers: { 'Content-Type': 'text/plain' } }));
    await expect(createApiClient(BASE, fetchImpl).get('/ping')).resolves.toBe('all good');
  });

  it('returns null for an empty OK body', async () => {
    const fetchImpl = fakeFetch(() => new Response(null, { status: 204 }));
    await expect(createApiClient(BASE, fetchImpl).get('/me')).resolves.toBeNull();
  });

  it('hands a read its abort signal, for GET and HEAD alike, and sends none when not given one', async () => {
    const fetchImpl = fakeFetch(() => new Response(null, { status: 200 }));
    const api = createApiClient(BASE, fetchImpl);
    const { signal } = new AbortController();
    await api.get('/settings', undefined, { signal });
    expect(lastCall(fetchImpl).init.signal).toBe(signal);
    await api.count('/appeals', { parcelId: 'R1' }, { signal });
    expect(lastCall(fetchImpl).init.signal).toBe(signal);
    await api.get('/settings');
    expect(lastCall(fetchImpl).init).not.toHaveProperty('signal');
  });
});

describe('HEAD count()', () => {
  it('sends the payload as a query with no body and reads x-total-count as a number', async () => {
    const fetchImpl = fakeFetch(() => new Response(null, { status: 200, headers: { [TOTAL_COUNT_HEADER]: '42' } }));
    const count = await createApiClient(BASE, fetchImpl).count('/appeals', { parcel: 'R100', window: 7 });

    expect(count).toBe(42);
    const { url, init } = lastCall(fetchImpl);
    expect(init.method).toBe('HEAD');
    expect(init.body).toBeUndefined();
    expect(url.pathname).toBe('/harbor-county/api/appeals');
    expect(url.searchParams.get('parcel')).toBe('R100');
    expect(url.searchParams.get('window')).toBe('7');
  });

  it('reads a count of 0 as 0 (no appeal exists)', async () => {
    const fetchImpl = fakeFetch(() => new Response(null, { status: 200, headers: { 'X-Total-Count': '0' } }));
    await expect(createApiClient(BASE, fetchImpl).count('/appeals')).resolves.toBe(0);
  });

  it('gives 0 when the header is absent', async () => {
    const fetchImpl = fakeFetch(() => new Response(null, { status: 200 }));
    await expect(createApiClient(BASE, fetchImpl).count('/meetings')).resolves.toBe(0);
  });

  it('gives 0 when the header is not a number', async () => {
    const fetchImpl = fakeFetch(() => new Response(null, { status: 200, headers: { [TOTAL_COUNT_HEADER]: 'lots' } }));
    await expect(createApiClient(BASE, fetchImpl).count('/meetings')).resolves.toBe(0);
  });

  it('raises ApiError with "Unknown error" and the status when HEAD fails', async () => {
    const fetchImpl = fakeFetch(() => new Response(null, { status: 404 }));
    const error = await failure(createApiClient(BASE, fetchImpl).count('/appeals', { parcel: 'R1' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Unknown error');
    expect(error.status).toBe(404);
  });
});

describe('POST', () => {
  it('sends the payload as a JSON body with a JSON Content-Type and no query', async () => {
    const fetchImpl = fakeFetch(() => json({ id: 'A-1' }, 201));
    const payload = { windowId: 3, claimedValue: { amount: 250000, currency: 'USD' }, reasons: [{ id: 'r1', title: 'Other' }] };
    const result = await createApiClient(BASE, fetchImpl).post('/appeals', payload);

    expect(result).toEqual({ id: 'A-1' });
    const { url, init, headers } = lastCall(fetchImpl);
    expect(url.pathname).toBe('/harbor-county/api/appeals');
    expect(url.search).toBe('');
    expect(init.method).toBe('POST');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(payload);
  });

  it('sends no body for a POST without payload (reserve a slot)', async () => {
    const fetchImpl = fakeFetch(() => json({ reserved: true }));
    await createApiClient(BASE, fetchImpl).post('/time-slots/9/reserve');
    const { init, url } = lastCall(fetchImpl);
    expect(url.pathname).toBe('/harbor-county/api/time-slots/9/reserve');
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
  });

  it('sends DELETE to the path', async () => {
    const fetchImpl = fakeFetch(() => new Response(null, { status: 204 }));
    await createApiClient(BASE, fetchImpl).delete('/files/abc');
    const { init, url } = lastCall(fetchImpl);
    expect(init.method).toBe('DELETE');
    expect(url.pathname).toBe('/harbor-county/api/files/abc');
  });
});

describe('non-OK responses', () => {
  it("raise ApiError carrying the body's message and the status", async () => {
    const fetchImpl = fakeFetch(() => json({ message: 'There is already an appeal filed in the selected appeal season for this property.' }, 409));
    const error = await failure(createApiClient(BASE, fetchImpl).post('/appeals', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('There is already an appeal filed in the selected appeal season for this property.');
    expect(error.status).toBe(409);
    expect(error.field).toBeUndefined();
  });

  it('carry the field the API names, so a form can say the message beside it', async () => {
    const fetchImpl = fakeFetch(() => json({ message: 'Enter the owner code printed on your assessment notice.', field: 'ownerCode' }, 400));
    const error = await failure(createApiClient(BASE, fetchImpl).post('/appeals', {}));
    expect([error.message, error.status, error.field]).toEqual(['Enter the owner code printed on your assessment notice.', 400, 'ownerCode']);
  });

  it.each([
    ['a JSON body without message', () => json({ error: 'Bad Request' }, 400), 400],
    ['a JSON body whose message is not text', () => json({ message: 42 }, 422), 422],
    ['a blank message', () => json({ message: '   ' }, 400), 400],
    ['a non-JSON body', () => new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 }), 502],
    ['an empty body', () => new Response(null, { status: 500 }), 500],
    ['a JSON array body', () => json([{ message: 'nested' }], 400), 400],
  ])('say "Unknown error" for %s', async (_label, respond, status) => {
    const error = await failure(createApiClient(BASE, fakeFetch(respond)).get('/settings'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Unknown error');
    expect(error.status).toBe(status);
  });
});
