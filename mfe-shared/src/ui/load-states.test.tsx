import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveRegion } from 'mfe-shared';
import { renderWithPortal } from '../../test/portal-fixture';
import { speak } from '../../test/language';
import { EmptyState, LoadFailed } from './load-states';

it('shows a failed read as an alert with a "Try again" button that reads again', async () => {
  const user = userEvent.setup();
  const retry = jest.fn();
  renderWithPortal(
    <LoadFailed heading="The appeals could not be loaded" onRetry={retry}>
      <p>The API is down.</p>
    </LoadFailed>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('The appeals could not be loaded');
  expect(alert).toHaveTextContent('The API is down.');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalledTimes(1);
});

it('offers no button where reading again cannot mend it', () => {
  renderWithPortal(<LoadFailed>That link has expired.</LoadFailed>);
  expect(within(screen.getByRole('alert')).queryByRole('button')).not.toBeInTheDocument();
});

it('says "Try again" in Spanish for a Spanish visitor', async () => {
  renderWithPortal(<LoadFailed onRetry={() => undefined}>No se pudo.</LoadFailed>);
  await speak('es');
  expect(await screen.findByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  await speak('en');
});

it('shows an empty read as information, and says it in the live region when asked to', async () => {
  renderWithPortal(
    <>
      <LiveRegion />
      <EmptyState heading="No results found" say="No results found">
        <p>Try another address.</p>
      </EmptyState>
    </>,
  );
  expect(screen.getByRole('heading', { name: 'No results found' })).toBeInTheDocument();
  // Information, not an interruption: no alert of its own (the live region's is the assertive one).
  expect(screen.getByText('Try another address.').closest('[role="alert"]')).toBeNull();
  await waitFor(() => expect(screen.getByTestId('live-polite')).toHaveTextContent('No results found'));
});
