import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const ATTEMPTS = 3;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fetches with a short back-off so a blip on the network or a deploy in progress does not blank an area. */
export async function fetchWithRetry(url: string, init: RequestInit | undefined, attempts = ATTEMPTS, delayMs = 300): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const response = await fetch(url, init);
      // 4xx will not get better by asking again; 5xx during a deploy might.
      if (response.ok || response.status < 500) return response;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < attempts) await wait(delayMs * attempt);
  }
  throw lastError;
}

/** Module Federation runtime plugin: retries manifest fetches and remote entry scripts. */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-retry-plugin',
    async fetch(url, init) {
      return fetchWithRetry(url, init);
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // One more try of the remote entry script; the error boundary shows the fallback if it fails too.
      // `_inErrorHandling` stops a second failure from coming back here in a loop.
      delete globalLoading[uniqueKey];
      const retried = wait(300)
        .then(() => getRemoteEntry({ origin, remoteInfo, remoteEntryExports, _inErrorHandling: true }))
        .then((entry) => entry || undefined);
      // The hook is typed as a promise of a promise; JavaScript flattens it either way.
      return new Promise((resolve) => resolve(retried));
    },
  };
}
