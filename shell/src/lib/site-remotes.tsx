import { createContext, useContext } from 'react';
import type { NamedRemote } from 'mfe-shared';

/** The remotes the shell mounts for this county, in registry order. */
export type SiteRemotes = NamedRemote[];

const SiteRemotesContext = createContext<SiteRemotes>([]);

/** The remotes mounted for this county (start-up), for the route table and the staff bar's links. */
export const SiteRemotesProvider = SiteRemotesContext.Provider;

export const useSiteRemotes = (): SiteRemotes => useContext(SiteRemotesContext);
