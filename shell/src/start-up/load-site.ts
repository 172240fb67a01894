import { ApiError, createApiClient, apiBasePath, createApiAnalyticsSink, createPortal, loadTenant, type Portal } from 'mfe-shared';
import { fetchRemotesJson, registerEnabledRemotes, type SiteRemotes } from '../app/remote-registry';

export interface LoadedSite {
  portal: Portal;
  /** The registry's remotes this county enables (remotes.json), registered with the federation runtime. */
  remotes: SiteRemotes;
}

export type StartUpFailure = { kind: 'unknown-tenant' } | { kind: 'unavailable'; message: string };

/** Settings, staff account and the registry of remotes, all before the first screen renders (docs/architecture.md#start-up). */
export async function loadSite(tenant: string): Promise<LoadedSite> {
  const api = createApiClient(apiBasePath(tenant));
  const [session, remotesJson] = await Promise.all([loadTenant(api), fetchRemotesJson()]);
  const remotes = registerEnabledRemotes(remotesJson, session.settings);
  // The county's sink listens to the bus's 'analytics' event (createPortal registers it before the first render).
  return { portal: createPortal({ tenant, session, api, analyticsSinks: [createApiAnalyticsSink(api.basePath)] }), remotes };
}

export function describeFailure(error: unknown): StartUpFailure {
  if (error instanceof ApiError && error.status === 404) return { kind: 'unknown-tenant' };
  return { kind: 'unavailable', message: error instanceof Error ? error.message : String(error) };
}
