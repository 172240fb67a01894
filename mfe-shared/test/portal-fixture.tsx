// Shared test fixture: one county's portal (settings, staff, stores, bus, analytics) around a UI.
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'mfe-shared/router';
import type { AnalyticsSink } from '../src/analytics/analytics-event';
import { createApiClient, type ApiClient } from '../src/api/api-client';
import { createBus, type PortalBus } from '../src/events/bus';
import type { Appellant } from '../src/schemas/filer';
import type { Me } from '../src/schemas/me';
import type { Property } from '../src/schemas/property';
import { parseSettings } from '../src/schemas/settings';
import { createPortal, PortalProvider, type Portal } from '../src/tenant/portal-context';

export const TEST_TENANT = 'harbor-county';
export const TEST_OFFICE = 'Harbor County Assessor';
export const TEST_PHONE = '5555550100';
export const TEST_PHONE_FORMATTED = '(555) 555 0100';

/** A Storage that lives only as long as the test: nothing leaks between tests or tenants. */
export function createMemoryStorage(initial: Record<string, string> = {}): Storage & { snapshot(): Record<string, string> } {
  const data = new Map<string, string>(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => (data.has(key) ? (data.get(key) as string) : null),
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
    snapshot: () => Object.fromEntries(data),
  };
}

/** An API client whose every call fails loudly, so a test never reaches the network by accident. */
export function createOfflineApi(tenant = TEST_TENANT): ApiClient {
  return createApiClient(`/${tenant}/api`, async (input) => {
    throw new Error(`Unexpected API call in a unit test: ${String(input)}`);
  });
}

export interface PortalFixtureOptions {
  /** Raw settings as the API would send them; merged over the office name and phone below. */
  settings?: Record<string, unknown>;
  me?: Me;
  tenant?: string;
  storage?: Storage | null;
  api?: ApiClient;
  bus?: PortalBus;
  /** Listeners of the bus's analytics event, as the shell adds the county's sink. */
  analyticsSinks?: AnalyticsSink[];
  /** The portal as the embed makes it (Portal.embedded). */
  embedded?: boolean;
}

export function makePortal({ settings = {}, me = {}, tenant = TEST_TENANT, storage, api, bus, analyticsSinks, embedded }: PortalFixtureOptions = {}): Portal {
  return createPortal({
    tenant,
    session: {
      settings: parseSettings({ 'general.display_name': TEST_OFFICE, 'general.phone_number': TEST_PHONE, ...settings }),
      me,
    },
    api: api ?? createOfflineApi(tenant),
    bus: bus ?? createBus(),
    storage: storage === undefined ? createMemoryStorage() : storage,
    analyticsSinks,
    embedded,
  });
}

/** Wraps children in the portal provider and, when a route is given, a MemoryRouter starting there. */
export function portalWrapper(portal: Portal, route?: string) {
  return function PortalWrapper({ children }: { children: ReactNode }) {
    return <PortalProvider portal={portal}>{route === undefined ? children : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>}</PortalProvider>;
  };
}

export interface RenderWithPortalOptions extends PortalFixtureOptions {
  route?: string;
  /** Use an existing portal instead of making one from the options above. */
  portal?: Portal;
}

export function renderWithPortal(ui: ReactElement, options: RenderWithPortalOptions = {}): RenderResult & { portal: Portal } {
  const portal = options.portal ?? makePortal(options);
  const result = render(ui, { wrapper: portalWrapper(portal, options.route) });
  return { ...result, portal };
}

/** An active residential parcel with a value: the usual subject of a test; override what a test is about. */
export function testParcel(overrides: Partial<Property> = {}): Property {
  return {
    id: '131-3253-R32532',
    address: '12 Harbor View Rd',
    ownerName: 'Avery Quinn',
    type: 'residential',
    value: { amount: 250000, currency: 'USD' },
    mailingAddress: null,
    legalDescription: 'LOT 12',
    active: true,
    ...overrides,
  };
}

/** An owner who files or books for their own parcel: the usual filer or attendee of a test. */
export const TEST_OWNER: Appellant = {
  name: 'Pat Doe',
  type: 'owner',
  address: null,
  phone: { number: '5555550100', extension: '' },
  email: 'pat@example.org',
};

/**
 * A stand-in for fetch's Response (jsdom has none) with the members the API caller reads:
 * ok, status, the total-count header for HEAD, and the body as text.
 */
export function fakeResponse({ status = 200, body = null, count }: { status?: number; body?: unknown; count?: number } = {}): Response {
  return {
    ok: status < 400,
    status,
    headers: { get: (name: string) => (name === 'x-total-count' && count !== undefined ? String(count) : null) },
    text: async () => (body === null ? '' : JSON.stringify(body)),
  } as unknown as Response;
}
