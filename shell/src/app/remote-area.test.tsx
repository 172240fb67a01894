import { renderWithPortal, TEST_OFFICE } from '../../../mfe-shared/test/portal-fixture';
import { createBus, type AnalyticsEvent } from 'mfe-shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteArea } from './remote-area';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

let consoleError: jest.SpyInstance;
beforeEach(() => {
  mockLoadRemote.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

it("loads the remote's ./routes by its federation name and renders them", async () => {
  mockLoadRemote.mockResolvedValue({ default: () => <h1>Booking a meeting</h1> });
  renderWithPortal(<RemoteArea remote="mfe-meeting" />, { route: '/meeting' });
  expect(await screen.findByRole('heading', { name: 'Booking a meeting' })).toBeInTheDocument();
  expect(mockLoadRemote).toHaveBeenCalledWith('mfe_meeting/routes');
});

it('shows the fallback and reports remote:failed on the bus when the remote is down, then retries on request', async () => {
  const user = userEvent.setup();
  const bus = createBus();
  const failed = jest.fn();
  bus.on('remote:failed', failed);
  mockLoadRemote.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
  mockLoadRemote.mockResolvedValueOnce({ default: () => <h1>Appeal season</h1> });

  renderWithPortal(<RemoteArea remote="mfe-appeal" />, { bus, route: '/appeal' });

  expect(await screen.findByText(`Please try again, or contact ${TEST_OFFICE} on (555) 555 0100 to help.`)).toBeInTheDocument();
  expect(failed).toHaveBeenCalledWith({ remote: 'mfe-appeal' });

  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Appeal season' })).toBeInTheDocument();
  expect(mockLoadRemote).toHaveBeenCalledTimes(2);
});

it('treats a remote without routes as failed', async () => {
  mockLoadRemote.mockResolvedValue({});
  const bus = createBus();
  const failed = jest.fn();
  bus.on('remote:failed', failed);
  renderWithPortal(<RemoteArea remote="mfe-search" />, { bus, route: '/' });
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(failed).toHaveBeenCalledWith({ remote: 'mfe-search' });
});

it("lets the county's analytics learn which area failed, and nothing more (remote:failed's listener)", async () => {
  mockLoadRemote.mockRejectedValue(new Error('Failed to fetch https://cdn.example/mfe-meeting/mf-manifest.json'));
  const sent: AnalyticsEvent[] = [];
  renderWithPortal(<RemoteArea remote="mfe-meeting" />, { route: '/meeting', analyticsSinks: [{ send: (event) => void sent.push(event) }] });
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(sent.filter((event) => event.type === 'event')).toEqual([{ type: 'event', name: 'Site Area Not Available', category: 'mfe-meeting', at: expect.any(String) }]);
  expect(JSON.stringify(sent)).not.toContain('cdn.example');
});

it("reports each load, its failure and an error caught after it loaded, with the remote's release (docs/operations.md#real-visitors-speed)", async () => {
  const user = userEvent.setup();
  (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__ = {
    moduleInfo: { 'mfe_appeal:https://portal.example/remotes/mfe-appeal/mf-manifest.json': { buildVersion: '3.2.0' } },
  };
  const Throws = () => {
    throw new Error('a screen that throws');
  };
  mockLoadRemote.mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'));
  mockLoadRemote.mockResolvedValueOnce({ default: Throws });
  const bus = createBus();
  const sent: AnalyticsEvent[] = [];
  bus.on('analytics', (event) => void sent.push(event));
  renderWithPortal(<RemoteArea remote="mfe-appeal" />, { bus, route: '/appeal' });

  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  const reports = sent.filter((event) => event.type === 'remote');
  expect(reports).toEqual(['failed', 'loaded', 'error'].map((outcome) => ({ type: 'remote', outcome, remote: 'mfe-appeal', release: '3.2.0', at: expect.any(String) })));
  delete (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__;
});
