import { screen } from '@testing-library/react';
import { testParcel } from '../../../mfe-shared/test/portal-fixture';
import { attendee, currentLocation, fakeApi, ok, renderMeetingWizard, slot, stepHeading } from '../../test/meeting-fixture';

jest.setTimeout(20_000);

const home = () => screen.findByRole('heading', { level: 1, name: 'Home' });
const steps = ['/meeting/location', '/meeting/datetime', '/meeting/fileupload', '/meeting/summary'];

// Steps 1 and 2 redirect to / if no property is selected (docs/product.md#meeting-wizard).
it.each(['/meeting', '/meeting/details'])('%s without a selected parcel goes home', async (route) => {
  renderMeetingWizard({ route, parcel: null });
  await home();
  expect(currentLocation()).toBe('/');
});

// Steps 3 to 6 redirect to / if no attendee is set, even with a parcel (docs/product.md#meeting-wizard).
it.each(steps)('%s without an attendee goes home', async (route) => {
  renderMeetingWizard({ route, draft: { meetingType: 'virtual' } });
  await home();
  expect(currentLocation()).toBe('/');
});

it.each(steps)('%s without a parcel goes home even with an attendee', async (route) => {
  renderMeetingWizard({ route, parcel: null, draft: { attendee } });
  await home();
});

it('an attendee entered for another parcel does not open a later step for this one', async () => {
  const parcel = testParcel();
  renderMeetingWizard({ route: '/meeting/location', parcel, draft: { parcelId: 'another-parcel', attendee } });
  await home();
});

it('the confirmation without a booking goes home', async () => {
  renderMeetingWizard({ route: '/meeting/confirmation', draft: { attendee } });
  await home();
});

// The progress bar (docs/product.md#meeting-wizard) is announced as '{n}% Progress Complete of Booking a Meeting'.
it.each([
  ['/meeting', 'Booking a meeting', 0],
  ['/meeting/details', 'Attendee details', 17],
  ['/meeting/location', 'Meeting type and location', 33],
  ['/meeting/datetime', 'Date and time', 50],
  ['/meeting/fileupload', 'Supporting documents', 67],
  ['/meeting/summary', 'Meeting summary', 83],
])('%s shows its progress', async (route, title, percent) => {
  const { api } = fakeApi({ 'GET /time-slots': ok({ results: [slot('2026-12-01T15:00:00.000Z')] }) });
  renderMeetingWizard({ route, api, draft: { attendee, meetingType: 'virtual' } });
  await stepHeading(title);
  const text = `${percent}% Progress Complete of Booking a Meeting`;
  const bar = screen.getByRole('progressbar');
  expect(bar).toHaveAttribute('aria-valuenow', String(percent));
  expect(bar).toHaveAttribute('aria-valuetext', text);
  expect(screen.getByText(text)).toBeInTheDocument();
});
