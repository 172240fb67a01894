import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '../api/api-client';
import { createAnalytics, type Analytics } from '../analytics/analytics';
import type { AnalyticsSink } from '../analytics/analytics-event';
import { bus as defaultBus, type PortalBus } from '../events/bus';
import { listenToPortalEvents } from './portal-listeners';
import type { Me } from '../schemas/me';
import type { Settings } from '../schemas/settings';
import { createStore, type Store, type Updater } from '../state/create-store';
import { createPortalStores, type PortalState, type PortalSlice, type PortalStores } from '../state/portal-state';
import { apiBasePath } from './tenant-id';
import { useLanguage } from '../i18n/active-language';
import { isStaff, type TenantSession } from './load-tenant';

export interface Portal {
  tenant: string;
  api: ApiClient;
  session: Store<TenantSession>;
  stores: PortalStores;
  bus: PortalBus;
  analytics: Analytics;
  /**
   * True inside a county's own web page (the embed, docs/architecture.md#the-embed): the screens keep
   * the page's title and address, the filer is an owner or agent, drafts stay in memory.
   */
  embedded?: boolean;
}

const PortalContext = createContext<Portal | null>(null);

export interface CreatePortalOptions {
  tenant: string;
  session: TenantSession;
  api?: ApiClient;
  bus?: PortalBus;
  storage?: Storage | null;
  /** Listeners of the bus's `analytics` event, where analytics go (the shell adds the county's own endpoint). */
  analyticsSinks?: AnalyticsSink[];
  /** The portal runs embedded in a county's page (Portal.embedded); its stores keep drafts in memory (StorageMode 'embed'). */
  embedded?: boolean;
  /** The screen's address for page views and heartbeats; the page's hash by default (an embed's router is in memory). */
  analyticsPath?: () => string;
}

/**
 * Everything one county's visit shares across the shell and the remotes. Called once per page: it
 * registers the bus's listeners (portal-listeners.ts) for the page's lifetime. Analytics go
 * only onto the bus; the sinks hear them there.
 */
export function createPortal({ tenant, session, api, bus = defaultBus, storage, analyticsSinks = [], embedded, analyticsPath }: CreatePortalOptions): Portal {
  const stores = createPortalStores(tenant, storage, embedded ? 'embed' : 'site');
  const analytics = createAnalytics([{ send: (event) => bus.emit('analytics', event) }], analyticsPath ? { path: analyticsPath } : {});
  listenToPortalEvents(bus, { stores, analytics, analyticsSinks });
  const portal: Portal = { tenant, api: api ?? createApiClient(apiBasePath(tenant)), session: createStore(session), stores, bus, analytics };
  return embedded ? { ...portal, embedded } : portal;
}

export function PortalProvider({ portal, children }: { portal: Portal; children: ReactNode }) {
  return <PortalContext.Provider value={portal}>{children}</PortalContext.Provider>;
}

/** Shared state used outside its provider raises an error rather than guessing a county (docs/product.md#other-messages). */
export function usePortal(): Portal {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('Shared portal state was used outside <PortalProvider>.');
  return portal;
}

function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/**
 * The county's settings, its own texts in the active language: a text setting the
 * county translated in `general.translations` reads as that translation, so every screen that
 * shows the office's name or one of its texts shows the visitor's language without asking.
 */
export function useSettings(): Settings {
  const settings = useStore(usePortal().session).settings;
  const { language } = useLanguage();
  return useMemo(() => localizedSettings(settings, language), [settings, language]);
}

function localizedSettings(settings: Settings, language: string): Settings {
  const translated = Object.entries(settings['general.translations']?.[language] ?? {}).filter(([key, text]) => text && typeof settings[key as keyof Settings] === 'string');
  return translated.length ? { ...settings, ...Object.fromEntries(translated) } : settings;
}

export interface StaffIdentity {
  me: Me;
  isStaff: boolean;
  /**
   * Replaces the staff identity (after sign-in, sign-out or an expired session) and emits `staff:changed`;
   * a change to a public visitor clears the county's stores (portal-listeners.ts).
   */
  setMe(me: Me): void;
}

export function useStaff(): StaffIdentity {
  const portal = usePortal();
  const { me } = useStore(portal.session);
  const setMe = useCallback(
    (next: Me) => {
      portal.session.setState((session) => ({ ...session, me: next }));
      portal.bus.emit('staff:changed', next);
    },
    [portal],
  );
  return useMemo(() => ({ me, isStaff: isStaff(me), setMe }), [me, setMe]);
}

/** One persisted slice of the portal state and its updater. */
export function usePortalState<K extends PortalSlice>(slice: K): [PortalState[K], (updater: Updater<PortalState[K]>) => void] {
  const store = usePortal().stores[slice];
  const value = useStore(store);
  return [value, store.setState];
}
