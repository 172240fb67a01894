import { createApiClient, LiveRegion, type Me, type PortalBus } from 'mfe-shared';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'mfe-shared/router';
import { fakeResponse, renderWithPortal, TEST_TENANT } from '../../mfe-shared/test/portal-fixture';
import OfficeRoutes from '../src/routes';

export const CLERK = { accountId: '0b7c6f5e-2f7e-4c39-9d3b-3a4f1f1d2c11', name: 'Dana Whitfield', role: 'clerk' as const };
export const ADMINISTRATOR = { accountId: '5d1f0e4a-3b2c-4d5e-8f70-112233445566', name: 'Morgan Reyes', role: 'administrator' as const };

/** A fake API: each call answers what `answer` returns for its method and URL (a 404 when nothing). */
export function fakeApi(answer: (method: string, url: URL, body: unknown) => { status?: number; body?: unknown } | undefined) {
  return jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return fakeResponse(answer(init?.method ?? 'GET', url, body) ?? { status: 404, body: { message: 'Not found' } });
  });
}

/** The office as the shell mounts it (#/office/*), with the shell's live region; `bus` to listen to what the screens send; `settings` beside the county's zone. */
export function renderOffice(route: string, fetchImpl: jest.Mock, ui: ReactElement = <OfficeRoutes />, me: Me = CLERK, bus?: PortalBus, settings: Record<string, unknown> = {}) {
  return renderWithPortal(
    <>
      <LiveRegion />
      <main>
        <Routes>
          <Route path="/office/*" element={ui} />
          <Route path="*" element={<p>Outside the office</p>} />
        </Routes>
      </main>
    </>,
    { route, me, bus, api: createApiClient(`/${TEST_TENANT}/api`, fetchImpl), settings: { 'general.timezone': 'America/New_York', ...settings } },
  );
}

/** Calls the fake API received, as 'METHOD /path?query'. */
export const callsOf = (fetchImpl: jest.Mock) =>
  fetchImpl.mock.calls.map(([input, init]: [RequestInfo | URL, RequestInit | undefined]) => {
    const url = new URL(String(input), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname.replace(`/${TEST_TENANT}/api`, '')}${url.search}`;
  });

/** The page itself, without the shell's live regions (which repeat what is announced). */
export const page = () => within(screen.getByRole('main'));
