import { renderWithPortal, TEST_OFFICE, TEST_PHONE_FORMATTED } from '../../../mfe-shared/test/portal-fixture';
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';

// The appeal remote is "down" until the test brings it back.
let appealDown = true;
function AppealArea() {
  if (appealDown) throw new Error('Loading chunk mfe_appeal failed');
  return <h1>Appeal season</h1>;
}

function Area({ remote, onError, children }: { remote: string; onError?: (remote: string, error: Error) => void; children: ReactNode }) {
  return (
    <RemoteErrorBoundary remote={remote} onError={onError} fallback={(retry) => <RemoteFallback onRetry={retry} />}>
      {children}
    </RemoteErrorBoundary>
  );
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  appealDown = true;
  // React logs errors caught by a boundary; the tests assert what the visitor sees instead.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

it('shows the fallback naming the office and its formatted phone when an area fails', () => {
  renderWithPortal(
    <Area remote="mfe-appeal">
      <AppealArea />
    </Area>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Sorry, this part of the site is not available' })).toHaveFocus();
  expect(screen.getByText(`Please try again, or contact ${TEST_OFFICE} on ${TEST_PHONE_FORMATTED} to help.`)).toBeInTheDocument();
  expect(TEST_PHONE_FORMATTED).toBe('(555) 555 0100');
  expect(document.title).toBe(`Sorry, this part of the site is not available - ${TEST_OFFICE}`);
});

it('leaves the phone out when the county has none', () => {
  renderWithPortal(
    <Area remote="mfe-appeal">
      <AppealArea />
    </Area>,
    { settings: { 'general.phone_number': '' } },
  );
  expect(screen.getByText(`Please try again, or contact ${TEST_OFFICE} to help.`)).toBeInTheDocument();
});

it('tells onError which remote failed', () => {
  const onError = jest.fn();
  renderWithPortal(
    <Area remote="mfe-appeal" onError={onError}>
      <AppealArea />
    </Area>,
  );
  expect(onError).toHaveBeenCalledTimes(1);
  expect(onError).toHaveBeenCalledWith('mfe-appeal', expect.objectContaining({ message: 'Loading chunk mfe_appeal failed' }));
});

it("'Try again' renders the area again once it works", async () => {
  const user = userEvent.setup();
  renderWithPortal(
    <Area remote="mfe-appeal">
      <AppealArea />
    </Area>,
  );
  appealDown = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByRole('heading', { name: 'Appeal season' })).toBeInTheDocument();
  expect(screen.queryByText('Sorry, this part of the site is not available')).not.toBeInTheDocument();
});

it("shows the fallback again when 'Try again' fails too", async () => {
  const user = userEvent.setup();
  const onError = jest.fn();
  renderWithPortal(
    <Area remote="mfe-appeal" onError={onError}>
      <AppealArea />
    </Area>,
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(onError).toHaveBeenCalledTimes(2);
});

it('keeps the other areas working when one fails', () => {
  renderWithPortal(
    <>
      <Area remote="mfe-search">
        <p>Search for your property</p>
      </Area>
      <Area remote="mfe-appeal">
        <AppealArea />
      </Area>
    </>,
  );
  expect(screen.getByText('Search for your property')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

it('forgets a caught error when the visitor moves to another page of the area', () => {
  const boundary = (resetKey: string) => (
    <RemoteErrorBoundary remote="mfe-appeal" resetKey={resetKey} fallback={(retry) => <RemoteFallback onRetry={retry} />}>
      <AppealArea />
    </RemoteErrorBoundary>
  );
  const { rerender } = renderWithPortal(boundary('/appeal/details'));
  expect(screen.getByRole('heading', { name: 'Sorry, this part of the site is not available' })).toBeInTheDocument();
  appealDown = false;
  rerender(boundary('/appeal/estimation'));
  expect(screen.getByRole('heading', { name: 'Appeal season' })).toBeInTheDocument();
});
