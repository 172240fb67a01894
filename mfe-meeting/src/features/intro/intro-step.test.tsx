import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, testParcel } from '../../../../mfe-shared/test/portal-fixture';
import { attendee, currentLocation, fakeApi, officePlace, ok, renderMeetingWizard, slot, stepHeading } from '../../../test/meeting-fixture';

jest.setTimeout(20_000);

// Entering the intro clears meeting type, location and time slot (docs/product.md#meeting-wizard).
it('resets the meeting on entry, keeps who is attending, and starts with Start my booking', async () => {
  const user = userEvent.setup();
  const { portal } = renderMeetingWizard({
    route: '/meeting',
    draft: {
      attendee,
      prefillName: 'Avery Quinn',
      meetingType: 'in-place',
      location: officePlace,
      timeSlot: slot('2026-12-01T15:00:00.000Z'),
      notice: 'We were unable to book the time slot you selected. We will now redirect you to the calendar view to select another.',
    },
  });
  await stepHeading('Booking a meeting');
  expect(portal.stores.meeting.getState()).toMatchObject({ meetingType: null, location: null, timeSlot: null, attendee, prefillName: 'Avery Quinn' });
  // A lost race of an earlier attempt is not news to a new one.
  expect(portal.stores.meeting.getState()?.notice).toBeUndefined();
  expect(screen.queryByRole('link', { name: /^Back to/ })).not.toBeInTheDocument();

  await user.click(await screen.findByRole('button', { name: 'Start my booking' }));
  await stepHeading('Attendee details');
  expect(currentLocation()).toBe('/meeting/details');
});

it("starts the attendee form with the owner's name from the property page", async () => {
  renderMeetingWizard({ route: '/meeting/details', draft: { prefillName: 'Avery Quinn' } });
  await stepHeading('Attendee details');
  expect(screen.getByLabelText('Full name')).toHaveValue('Avery Quinn');
  expect(screen.getByRole('link', { name: 'Back to booking a meeting' })).toHaveAttribute('href', '/meeting');
});

describe('a property entered by hand (docs/product.md#no-dead-ends)', () => {
  const handEntered = testParcel({ id: 'MY-OWN-1', address: '99 Manual Entry Lane', recordCardUrl: null, location: null, imageUrl: null });

  it('is refused at the start, with the office to contact and the way back to the search, when the county does not hold it', async () => {
    const { api, calls } = fakeApi({ 'GET /prc/MY-OWN-1': fakeResponse({ status: 404, body: { message: 'Not found' } }) });
    renderMeetingWizard({ route: '/meeting', api, parcel: handEntered, settings: { 'general.email': 'assessor@harbor.example' } });
    await stepHeading('Booking a meeting');
    expect(await screen.findByRole('heading', { name: 'This meeting cannot be booked online' })).toBeInTheDocument();
    const main = screen.getByRole('heading', { name: 'This meeting cannot be booked online' }).closest('.usa-alert')!;
    expect(main).toHaveTextContent(
      "You entered the details of 99 Manual Entry Lane (parcel MY-OWN-1) yourself, and this parcel number is not in Harbor County Assessor's records. Meetings can only be booked online for parcels in the county's records.",
    );
    expect(main).toHaveTextContent('To arrange a meeting about this property, contact Harbor County Assessor on (555) 555 0100 or at assessor@harbor.example.');
    expect(screen.getByRole('link', { name: '(555) 555 0100' })).toHaveAttribute('href', 'tel:5555550100');
    expect(screen.getByRole('link', { name: 'Search for your property' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Start my booking' })).not.toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /prc/MY-OWN-1']);
  });

  it('goes ahead when the county holds a parcel with that number', async () => {
    const { api } = fakeApi({ 'GET /prc/MY-OWN-1': ok(testParcel({ id: 'MY-OWN-1' })) });
    renderMeetingWizard({ route: '/meeting', api, parcel: handEntered });
    expect(await screen.findByRole('button', { name: 'Start my booking' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This meeting cannot be booked online' })).not.toBeInTheDocument();
  });

  it('leaves the decision to the server when the check itself fails', async () => {
    const { api } = fakeApi({ 'GET /prc/MY-OWN-1': fakeResponse({ status: 503, body: { message: 'Down' } }) });
    renderMeetingWizard({ route: '/meeting', api, parcel: handEntered });
    expect(await screen.findByRole('button', { name: 'Start my booking' })).toBeInTheDocument();
  });

  it('asks nothing about a parcel from the search, which has a record card', async () => {
    const { api, calls } = fakeApi({});
    renderMeetingWizard({ route: '/meeting', api, parcel: testParcel({ recordCardUrl: '/cards/1.pdf' }) });
    expect(screen.getByRole('button', { name: 'Start my booking' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
