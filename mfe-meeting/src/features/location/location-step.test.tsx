import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { attendee, currentLocation, fakeApi, libraryPlace, officePlace, ok, renderMeetingWizard, slot, stepHeading } from '../../../test/meeting-fixture';

jest.setTimeout(20_000);

async function openLocation(settings: Record<string, unknown> = {}, draft: object = {}) {
  const user = userEvent.setup();
  const { api, calls } = fakeApi({ 'GET /places': ok({ results: [officePlace, libraryPlace] }), 'GET /time-slots': ok({ results: [] }) });
  const { portal } = renderMeetingWizard({ route: '/meeting/location', api, settings, draft: { attendee, ...draft } });
  await stepHeading('Meeting type and location');
  return { user, calls, portal };
}

it('offers the kinds of meeting the county allows', async () => {
  await openLocation({ 'meetings.allow_virtual': true, 'meetings.allow_in_place': false });
  expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['virtual']);
});

it('asks for a meeting type with the documented message', async () => {
  const { user } = await openLocation();
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getAllByText('You must select a meeting type').length).toBeGreaterThan(0);
  expect(currentLocation()).toBe('/meeting/location');
});

it('lists the places with free times for a meeting in person, asks for one with the documented message, and shows its map', async () => {
  const { user, calls, portal } = await openLocation();
  await user.click(screen.getByRole('radio', { name: /In person/ }));
  const places = await screen.findByRole('group', { name: 'Where would you like to meet?' });
  expect(calls.find((call) => call.path === '/places')?.query.toString()).toBe('active=true&available_timeslots=true');
  expect(within(places).getAllByRole('radio')).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(screen.getAllByText('You must select a location').length).toBeGreaterThan(0);
  expect(screen.queryByText('You must select a meeting type')).not.toBeInTheDocument();

  await user.click(within(places).getByRole('radio', { name: /Public Library/ }));
  expect(screen.getByTitle(`Map of ${libraryPlace.name}, ${libraryPlace.address}`)).toHaveAttribute('src', libraryPlace.location);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Date and time');
  expect(portal.stores.meeting.getState()).toMatchObject({ meetingType: 'in-place', location: libraryPlace });
});

it('forgets the chosen time when the kind of meeting changes', async () => {
  const { user, portal } = await openLocation({}, { meetingType: 'virtual', timeSlot: slot('2026-12-01T15:00:00.000Z') });
  await user.click(screen.getByRole('radio', { name: /In person/ }));
  expect(portal.stores.meeting.getState()).toMatchObject({ meetingType: 'in-place', location: null, timeSlot: null });
});
