import { createContext, useContext } from 'react';
import type { SiteRemotes } from './remote-registry';

const SiteRemotesContext = createContext<SiteRemotes>([]);

/** The remotes mounted for this county (start-up), for the route table and the staff bar's links. */
export const SiteRemotesProvider = SiteRemotesContext.Provider;

export const useSiteRemotes = (): SiteRemotes => useContext(SiteRemotesContext);
