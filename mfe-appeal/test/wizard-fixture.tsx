// The appeal wizard as the shell mounts it, around one county's portal, with a scripted API.
import { Route, Routes, useLocation } from 'react-router-dom';
import { screen } from '@testing-library/react';
import {
  createApiClient,
  emptyAppealDraft,
  uploadFile,
  type AppealDraft,
  type Appellant,
  type Me,
  type Portal,
  type PortalBus,
  type Property,
  type UploadedDocument,
} from 'mfe-shared';
import { fakeResponse, makePortal, renderWithPortal, testParcel, TEST_TENANT } from '../../mfe-shared/test/portal-fixture';
import AppealRoutes from '../src/routes';

export const API_BASE = `/${TEST_TENANT}/api`;

export interface ApiCall {
  method: string;
  /** Path under the tenant's API base, without the query. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export type Reply = Response | Promise<Response> | ((call: ApiCall) => Response | Promise<Response>);

/**
 * An API client over a fake fetch: each 'METHOD /path' answers from `routes`; any other call fails
 * the test loudly. Every call is recorded in `calls`.
 */
export function fakeApi(routes: Record<string, Reply> = {}, upload: typeof uploadFile = uploadFile) {
  const calls: ApiCall[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = init.method ?? 'GET';
    const path = url.pathname.startsWith(API_BASE) ? url.pathname.slice(API_BASE.length) : url.pathname;
    const call: ApiCall = {
      method,
      path,
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = routes[`${method} ${path}`];
    if (!reply) throw new Error(`Unexpected API call in a unit test: ${method} ${path}`);
    return typeof reply === 'function' ? reply(call) : reply;
  }) as typeof fetch;
  return { api: createApiClient(API_BASE, fetchImpl, upload), calls };
}

/** A promise the test settles when it wants to (a request still in flight). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const ok = (body: unknown) => fakeResponse({ body });

export const owner: Appellant = {
  name: 'Pat Doe',
  type: 'owner',
  address: null,
  phone: { number: '5555550100', extension: '' },
  email: 'pat@example.org',
};

export const agent: Appellant = {
  name: 'Sam Agent',
  type: 'agent',
  organization: 'Tax Help LLC',
  address: { lines: ['1 Main Street'], city: 'Harbor', state: 'ME', zip: '04011' },
  phone: { number: '5555550101', extension: '12' },
  email: 'sam@taxhelp.example',
};

export const STAFF: Me = { accountId: 'staff-1', name: 'Sam Clerk' };

export interface WizardOptions {
  route: string;
  settings?: Record<string, unknown>;
  me?: Me;
  api?: ReturnType<typeof fakeApi>['api'];
  bus?: PortalBus;
  /** The selected parcel; null for none. */
  parcel?: Property | null;
  appellant?: Appellant | null;
  draft?: Partial<AppealDraft> | null;
  documents?: UploadedDocument[];
}

/** Where the router is: pathname and query. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function Shell() {
  return (
    <>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/appeal/*" element={<AppealRoutes />} />
      </Routes>
      <LocationProbe />
    </>
  );
}

/** Renders the wizard at `route` with the stores filled as a filer who got that far would have them. */
export function renderWizard({
  route,
  settings,
  me,
  api,
  bus,
  parcel = testParcel(),
  appellant = null,
  draft = null,
  documents = [],
}: WizardOptions): { portal: Portal; unmount: () => void } {
  const portal = makePortal({ settings, me, api, bus });
  if (parcel) portal.stores.selectedParcel.setState(() => parcel);
  if (appellant) portal.stores.taxpayer.setState(() => appellant);
  if (draft) portal.stores.appeal.setState(() => ({ ...emptyAppealDraft, parcelId: parcel?.id, ...draft }));
  if (documents.length) portal.stores.documentation.setState(() => documents);
  const { unmount } = renderWithPortal(<Shell />, { route, portal });
  return { portal, unmount };
}

export const currentLocation = () => screen.getByTestId('location').textContent;

/** The step's heading once its lazily loaded code has arrived. */
export const stepHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
