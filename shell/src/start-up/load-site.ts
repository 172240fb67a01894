import { ApiError, createApiClient, apiBasePath, createApiAnalyticsSink, createPortal, loadTenant, startLanguage, type Portal, type PortalBus } from 'mfe-shared';
import { fetchRemotesJson, registerEnabledRemotes } from '../app/remote-registry';
import { requestedLanguage } from './address-language';
import { reportWebVitals } from './web-vitals';
import type { SiteRemotes } from '../lib/site-remotes';

export interface LoadedSite {
  portal: Portal;
  /** The registry's remotes this county enables (remotes.json), registered with the federation runtime. */
  remotes: SiteRemotes;
}

export type StartUpFailure = { kind: 'unknown-tenant' } | { kind: 'unavailable'; message: string };

/** How the embed (docs/architecture.md#the-embed) starts the same way on a county's own page. */
export interface EmbedStart {
  /** The portal's origin: the page is the county's, so the API, the registry and the remotes are there. */
  origin: string;
  /** One bus per portal: two embeds on a page keep their events apart. */
  bus: PortalBus;
  /** The screen's address in the embed's router (the page's address shows only its public form), for analytics. */
  analyticsPath: () => string;
  /** The language the county's page asks for (the element's `lang`), as `?lang=` does on the site. */
  language?: string | null;
}

/** Settings, staff account and the registry of remotes, all before the first screen renders (docs/architecture.md#start-up). */
export async function loadSite(tenant: string, embed?: EmbedStart): Promise<LoadedSite> {
  const origin = embed?.origin ?? '';
  // An embed's calls go to another origin, which grants CORS without credentials: no cookies (README, "The embed").
  const api = embed ? createApiClient(`${origin}${apiBasePath(tenant)}`, undefined, undefined, { credentials: 'same-origin' }) : createApiClient(apiBasePath(tenant));
  const [session, remotesJson] = await Promise.all([loadTenant(api), fetchRemotesJson(undefined, origin)]);
  // The language before the first screen: `?lang=es` from an e-mail's link or a county's Spanish page, else the visitor's last choice here.
  await startLanguage({ tenant, setting: session.settings['general.languages'], requested: embed ? embed.language : requestedLanguage() });
  const remotes = registerEnabledRemotes(remotesJson, session.settings, undefined, embed ? { base: `${origin}/`, publicOnly: true } : {});
  // The county's sink listens to the bus's 'analytics' event (createPortal registers it before the first render).
  const analyticsSinks = [createApiAnalyticsSink(api.basePath)];
  const portal = embed
    ? createPortal({ tenant, session, api, analyticsSinks, embedded: true, bus: embed.bus, analyticsPath: embed.analyticsPath })
    : createPortal({ tenant, session, api, analyticsSinks });
  // Real visitors' speed, through the same sink (docs/operations.md#real-visitors-speed). Not in the
  // embed: there the page, its first byte and its paints are the county's own site.
  if (!embed) reportWebVitals(portal.bus, remotes, () => location.hash || '#/');
  return { portal, remotes };
}

export function describeFailure(error: unknown): StartUpFailure {
  if (error instanceof ApiError && error.status === 404) return { kind: 'unknown-tenant' };
  return { kind: 'unavailable', message: error instanceof Error ? error.message : String(error) };
}
