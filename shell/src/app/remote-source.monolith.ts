import { SITE_REMOTES, type RemoteName } from 'mfe-shared';
import type * as Federated from './remote-source';
// The search area is the front door: in the main bundle, as an ordinary single-page app has it.
import SearchRoutes from '../../../mfe-search/src/routes';

/*
 * The monolith's remote-source.ts (swapped in by shell/rspack.monolith.config.ts; used only to
 * measure what federation costs): the same site as one ordinary bundle. The remotes' own route
 * tables are imported here, so no screen code is copied; there is no federation runtime and no
 * remotes.json: its registry is this repository's remotes (SITE_REMOTES) marked built in, and the
 * county's settings still choose which areas get a route (remote-registry.ts selectRemotes), as in
 * the federated site. Each export has the type of its federated twin, so the two cannot drift apart.
 */

export type { RemotesFile, RoutesModule } from './remote-source';

export const federationName: typeof Federated.federationName = (remote) => remote.replace(/-/g, '_');

/** Every remote is built in. */
export const fetchRemotesJson: typeof Federated.fetchRemotesJson = async () =>
  Object.fromEntries(Object.entries(SITE_REMOTES).map(([remote, entry]) => [remote, { ...entry, entry: 'built-in' }]));

/** One bundle, one release: the shell's own. */
export const remoteRelease: typeof Federated.remoteRelease = () => 'monolith';

/** Nothing to register: the code is in the bundle. */
export const registerRemotes: typeof Federated.registerRemotes = () => {};

// The other areas load on first visit (their own chunks), like the federated remotes.
const routes: Record<RemoteName, () => Promise<Federated.RoutesModule>> = {
  'mfe-search': async () => ({ default: SearchRoutes }),
  'mfe-appeal': () => import('../../../mfe-appeal/src/routes'),
  'mfe-meeting': () => import('../../../mfe-meeting/src/routes'),
  'mfe-office': () => import('../../../mfe-office/src/routes'),
};

export const loadRoutes: typeof Federated.loadRoutes = (remote) =>
  remote in routes ? routes[remote as RemoteName]() : Promise.reject(new Error(`${remote} is not built into the monolith`));
