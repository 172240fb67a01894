import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialPortalState, persistedSlices } from 'mfe-shared';
import { currentLocation, owner, renderWizard, STAFF, stepHeading } from '../../../test/wizard-fixture';

// The singleton's 'staff:changed' listener (mfe-shared/src/events/portal-listeners.ts) as the appeal
// wizard meets it: a clerk signs out half-way through filing for someone, and the open step must not
// write the filer's details back into the browser once the stores are cleared.
jest.setTimeout(30_000);

it('leaves nothing of the filer in the browser when staff sign out on the Your details step', async () => {
  const user = userEvent.setup();
  const { portal } = renderWizard({ route: '/appeal/details', me: STAFF, appellant: owner, draft: { filingMethod: 'mail' } });
  await stepHeading('Your details');
  const name = screen.getByRole('textbox', { name: 'Full name' });
  await user.clear(name);
  await user.type(name, 'Harper Galloway');
  expect(portal.stores.appeal.getState()?.filerForm?.name).toBe('Harper Galloway');

  // What useStaff().setMe({ accountId: null }) does when the staff bar signs out.
  act(() => {
    portal.session.setState((session) => ({ ...session, me: { accountId: null } }));
    portal.bus.emit('staff:changed', { accountId: null });
  });

  await waitFor(() => expect(currentLocation()).toBe('/'));
  expect(Object.fromEntries(persistedSlices.map((slice) => [slice, portal.stores[slice].getState()]))).toEqual(initialPortalState);
});
