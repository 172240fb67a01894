// The meeting wizard as the shell mounts it, around one county's portal, with a scripted API.
import { Route, Routes, useLocation } from 'react-router-dom';
import { screen } from '@testing-library/react';
import {
  createApiClient,
  emptyMeetingDraft,
  LiveRegion,
  type Appellant,
  type MeetingBooking,
  type MeetingDraft,
  type Portal,
  type Property,
  type TimeSlot,
} from 'mfe-shared';
import { fakeResponse, makePortal, renderWithPortal, testParcel, TEST_TENANT } from '../../mfe-shared/test/portal-fixture';
import MeetingRoutes from '../src/routes';

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

/** An API client over a fake fetch: 'METHOD /path' answers from `routes`, anything else fails the test. */
export function fakeApi(routes: Record<string, Reply> = {}) {
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
  return { api: createApiClient(API_BASE, fetchImpl), calls };
}

export const ok = (body: unknown) => fakeResponse({ body });

/** A promise the test settles when it wants to (a request still in flight). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

export const attendee: Appellant = {
  name: 'Pat Doe',
  type: 'owner',
  address: null,
  phone: { number: '5555550100', extension: '' },
  email: 'pat@example.org',
};

export const officePlace = {
  id: '6f1c7a52-3a0e-4d52-9a47-0c8a8e3f0001',
  name: 'County Office',
  address: '100 Water Street, Harbor, ME 04011',
  location: 'https://maps.example/office',
  createdAt: '2026-01-01T00:00:00.000Z',
};

export const libraryPlace = {
  id: '6f1c7a52-3a0e-4d52-9a47-0c8a8e3f0002',
  name: 'Public Library',
  address: '41 Elm Street, Harbor, ME 04011',
  location: 'https://maps.example/library',
  createdAt: '2026-01-01T00:00:00.000Z',
};

let slotSerial = 0;
/** A free virtual slot for any property type, starting at `startTime`. */
export function slot(startTime: string, overrides: Partial<TimeSlot> = {}): TimeSlot {
  slotSerial += 1;
  return {
    id: `slot-${slotSerial}`,
    createdAt: '2026-11-01T00:00:00.000Z',
    startTime,
    reserved: false,
    booked: false,
    propertyType: null,
    placeId: null,
    ...overrides,
  };
}

export interface MeetingWizardOptions {
  route: string;
  settings?: Record<string, unknown>;
  api?: ReturnType<typeof fakeApi>['api'];
  /** The selected parcel; null for none. */
  parcel?: Property | null;
  /** The meeting draft over an empty one; null for none. */
  draft?: Partial<MeetingDraft> | null;
  result?: MeetingBooking | null;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function Shell() {
  return (
    <>
      <LiveRegion />
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/meeting/*" element={<MeetingRoutes />} />
      </Routes>
      <LocationProbe />
    </>
  );
}

/** Renders the wizard at `route` with the stores as a visitor who got that far would have them. */
export function renderMeetingWizard({ route, settings, api, parcel = testParcel(), draft = null, result = null }: MeetingWizardOptions): { portal: Portal } {
  const portal = makePortal({ settings, api });
  if (parcel) portal.stores.selectedParcel.setState(() => parcel);
  if (draft) portal.stores.meeting.setState(() => ({ ...emptyMeetingDraft, parcelId: parcel?.id, ...draft }));
  if (result) portal.stores.meetingResult.setState(() => result);
  renderWithPortal(<Shell />, { route, portal });
  return { portal };
}

export const currentLocation = () => screen.getByTestId('location').textContent;

/** The step's heading once its lazily loaded code has arrived. */
export const stepHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });

/** What the polite live region says now. */
export const politeAnnouncement = () => screen.getByTestId('live-polite').textContent;
