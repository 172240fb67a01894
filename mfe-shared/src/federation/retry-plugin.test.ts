/** @jest-environment node */
// Node environment: it has fetch's Response; the plugin itself needs no DOM.
import { fetchWithRetry } from './retry-plugin';

const realFetch = globalThis.fetch;
let fakeFetch: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>;

beforeEach(() => {
  fakeFetch = jest.fn();
  globalThis.fetch = fakeFetch as unknown as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

const ok = () => new Response('{"name":"mfe_appeal"}', { status: 200 });
const status = (code: number) => new Response('', { status: code });
const URL_ = 'https://remotes.example/appeal/mf-manifest.json';

it('returns the first OK answer without retrying', async () => {
  fakeFetch.mockResolvedValueOnce(ok());
  const response = await fetchWithRetry(URL_, { cache: 'no-cache' }, 3, 0);
  expect(response.status).toBe(200);
  expect(fakeFetch).toHaveBeenCalledTimes(1);
  expect(fakeFetch).toHaveBeenCalledWith(URL_, { cache: 'no-cache' });
});

it('retries after a network error', async () => {
  fakeFetch.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok());
  const response = await fetchWithRetry(URL_, undefined, 3, 0);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ name: 'mfe_appeal' });
  expect(fakeFetch).toHaveBeenCalledTimes(2);
});

it('retries after 5xx answers (a deploy in progress)', async () => {
  fakeFetch.mockResolvedValueOnce(status(503)).mockResolvedValueOnce(status(502)).mockResolvedValueOnce(ok());
  const response = await fetchWithRetry(URL_, undefined, 3, 0);
  expect(response.status).toBe(200);
  expect(fakeFetch).toHaveBeenCalledTimes(3);
});

it.each([404, 403, 400])('does not retry a %i and hands it back', async (code) => {
  fakeFetch.mockResolvedValue(status(code));
  const response = await fetchWithRetry(URL_, undefined, 3, 0);
  expect(response.status).toBe(code);
  expect(fakeFetch).toHaveBeenCalledTimes(1);
});

it('throws the last network error after all attempts', async () => {
  fakeFetch.mockRejectedValueOnce(new TypeError('first')).mockRejectedValueOnce(new TypeError('second')).mockRejectedValueOnce(new TypeError('third'));
  await expect(fetchWithRetry(URL_, undefined, 3, 0)).rejects.toThrow('third');
  expect(fakeFetch).toHaveBeenCalledTimes(3);
});

it('throws an error naming the URL and status when every attempt answers 5xx', async () => {
  fakeFetch.mockResolvedValue(status(503));
  await expect(fetchWithRetry(URL_, undefined, 2, 0)).rejects.toThrow(`${URL_} answered 503`);
  expect(fakeFetch).toHaveBeenCalledTimes(2);
});

it('throws the 5xx error when the last attempt answers 5xx after a network error', async () => {
  fakeFetch.mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(status(500));
  await expect(fetchWithRetry(URL_, undefined, 2, 0)).rejects.toThrow('answered 500');
});

it('tries three times by default', async () => {
  fakeFetch.mockRejectedValue(new TypeError('offline'));
  await expect(fetchWithRetry(URL_, undefined, undefined, 0)).rejects.toThrow('offline');
  expect(fakeFetch).toHaveBeenCalledTimes(3);
});
