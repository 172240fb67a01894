import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeResponse, testParcel } from '../../../../mfe-shared/test/portal-fixture';
import { speak } from '../../../../mfe-shared/test/language';
import { MEETING_MESSAGES, SLOT_HOLD_HEADER } from 'mfe-shared/schemas';
import {
  API_BASE,
  attendee,
  currentLocation,
  deferred,
  fakeApi,
  officePlace,
  ok,
  renderMeetingWizard,
  slot,
  stepHeading,
  type ApiCall,
  type Reply,
} from '../../../test/meeting-fixture';

jest.setTimeout(30_000);

const parcel = testParcel();
// Tuesday, December 1, 2026 at 9:30 AM in New York.
const chosen = slot('2026-12-01T14:30:00.000Z', { placeId: officePlace.id });
const virtualSlot = slot('2026-12-02T19:00:00.000Z');
const hold = { ...chosen, reserved: true, hold: { token: 'hold-token-1', expiresAt: new Date(Date.now() + 5 * 60_000).toISOString() } };
const booked = (place: typeof officePlace | null, timeSlot = chosen) => ({
  id: 'm-1',
  createdAt: '2026-11-23T10:00:00.000Z',
  meetingType: place ? 'in-place' : 'virtual',
  property: { parcelId: parcel.id, address: parcel.address },
  place: place && { id: place.id, name: place.name, address: place.address },
  attendee: { name: attendee.name, email: attendee.email },
  timeSlot: { id: timeSlot.id, startTime: timeSlot.startTime },
});
const inPerson = { attendee, meetingType: 'in-place' as const, location: officePlace, timeSlot: chosen };
const online = { attendee, meetingType: 'virtual' as const, timeSlot: virtualSlot };

async function openSummary(routes: Record<string, Reply>, draft: object = inPerson, fakeClock = false) {
  if (fakeClock) jest.useFakeTimers();
  const user = userEvent.setup(fakeClock ? { advanceTimers: jest.advanceTimersByTime } : {});
  const { api, calls } = fakeApi(routes);
  const { portal } = renderMeetingWizard({ route: '/meeting/summary', api, parcel, draft, settings: { 'general.timezone': 'America/New_York' } });
  await stepHeading('Meeting summary');
  return { user, calls, portal };
}

const bookButton = () => screen.getByRole('button', { name: /^(Book my meeting|Booking…)$/ });
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST').map((call) => call.path);

afterEach(() => jest.useRealTimers());

it('shows the property, the attendee, the meeting and the documents, with links to change them', async () => {
  await openSummary({}, { ...inPerson, attendee: { ...attendee, type: 'agent', organization: 'Tax Help LLC', phone: { number: '5555550101', extension: '12' } } });
  const main = document.body;
  expect(main).toHaveTextContent('12 Harbor View Rd');
  expect(main).toHaveTextContent('Avery Quinn');
  expect(main).toHaveTextContent('$250,000');
  expect(main).toHaveTextContent(parcel.id);
  expect(main).toHaveTextContent('Pat Doe');
  expect(main).toHaveTextContent('Agent');
  expect(main).toHaveTextContent('Tax Help LLC');
  expect(main).toHaveTextContent('pat@example.org');
  expect(main).toHaveTextContent('(555) 555 0101 extension 12');
  expect(main).toHaveTextContent(/Tuesday, December 1, 2026 at 9:30\sAM Eastern Time/);
  expect(main).toHaveTextContent(officePlace.address);
  expect(screen.getByText('You have not uploaded any documents to include in your meeting.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Change attendee details' })).toHaveAttribute('href', '/meeting/details?returnto=summary');
  expect(screen.getByRole('link', { name: 'Change meeting' })).toHaveAttribute('href', '/meeting/location?returnto=summary');
  expect(screen.getByRole('link', { name: 'Change supporting documents' })).toHaveAttribute('href', '/meeting/fileupload?returnto=summary');
  expect(screen.getByRole('button', { name: 'Print this summary' })).toBeInTheDocument();
});

it("reserves the slot, then books with the reservation's hold, ignores a second press meanwhile, and confirms", async () => {
  const answer = deferred<Response>();
  const { user, calls, portal } = await openSummary(
    { [`POST /time-slots/${chosen.id}/reserve`]: ok(hold), 'POST /meetings': () => answer.promise },
    { ...inPerson, documents: [{ id: 'f-1', name: 'appraisal.pdf', size: 10, type: 'application/pdf', lastModified: 1 }] },
    true,
  );
  await user.click(bookButton());
  await waitFor(() => expect(posts(calls)).toEqual([`/time-slots/${chosen.id}/reserve`, '/meetings']));
  expect(bookButton()).toHaveTextContent('Booking…');
  expect(bookButton()).toHaveAttribute('aria-disabled', 'true');
  await user.click(bookButton());
  expect(posts(calls)).toHaveLength(2);

  // The meeting create payload.
  const create = calls.find((call) => call.path === '/meetings')!;
  expect(create.headers['X-Slot-Hold']).toBe('hold-token-1');
  expect(create.body).toMatchObject({
    property: { id: parcel.id, owner: parcel.ownerName, type: 'residential', address: parcel.address, value: parcel.value, legalDescription: 'LOT 12' },
    attendee,
    timeSlot: chosen.id,
    place: officePlace.id,
    documents: [{ id: 'f-1', name: 'appraisal.pdf' }],
  });

  answer.resolve(fakeResponse({ status: 201, body: booked(officePlace) }));
  await stepHeading('Confirmation');
  expect(screen.getByText('We have received your booking')).toBeInTheDocument();
  expect(document.body).toHaveTextContent(parcel.id);
  expect(document.body).toHaveTextContent(/Tuesday, December 1, 2026 at 9:30\sAM Eastern Time/);
  expect(document.body).toHaveTextContent(officePlace.address);
  expect(screen.getByText('You will receive an email confirmation shortly at pat@example.org')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

  // The slot, attendee, property and documents go after one second; the booking stays (docs/product.md#booking-a-meeting).
  expect(portal.stores.meeting.getState()?.attendee).toEqual(attendee);
  act(() => jest.advanceTimersByTime(1000));
  expect(portal.stores.meeting.getState()).toBeNull();
  expect(portal.stores.selectedParcel.getState()).toBeNull();
  expect(screen.getByText('We have received your booking')).toBeInTheDocument();
});

it('books a virtual meeting without a place and confirms it as virtual', async () => {
  const { user, calls } = await openSummary(
    { [`POST /time-slots/${virtualSlot.id}/reserve`]: ok({ ...virtualSlot, hold: hold.hold }), 'POST /meetings': fakeResponse({ status: 201, body: booked(null, virtualSlot) }) },
    online,
  );
  expect(document.body).toHaveTextContent('Virtual');
  await user.click(bookButton());
  await stepHeading('Confirmation');
  expect(calls.find((call) => call.path === '/meetings')?.body).toMatchObject({ place: null, timeSlot: virtualSlot.id, documents: [] });
  expect(screen.getByText('You have selected a virtual meeting.')).toBeInTheDocument();
});

it('keeps a booking another parcel started within the second after this one', async () => {
  const other = testParcel({ id: 'R-OTHER', address: '9 Other Way' });
  const { user, portal } = await openSummary(
    { [`POST /time-slots/${chosen.id}/reserve`]: ok(hold), 'POST /meetings': fakeResponse({ status: 201, body: booked(officePlace) }) },
    inPerson,
    true,
  );
  await user.click(bookButton());
  await stepHeading('Confirmation');
  act(() => {
    portal.stores.selectedParcel.setState(() => other);
    portal.stores.meeting.setState(() => ({ meetingType: null, location: null, timeSlot: null, attendee: null, documents: [], parcelId: other.id, prefillName: 'Other Owner' }));
  });
  act(() => jest.advanceTimersByTime(1000));
  expect(portal.stores.selectedParcel.getState()?.id).toBe('R-OTHER');
  expect(portal.stores.meeting.getState()?.prefillName).toBe('Other Owner');
});

it('when the slot cannot be reserved, clears it, reloads the calendar and says why', async () => {
  const { user, calls, portal } = await openSummary({
    [`POST /time-slots/${chosen.id}/reserve`]: fakeResponse({ status: 409, body: { message: 'This time slot has just been taken. Please choose another.' } }),
    'GET /time-slots': ok({ results: [{ ...chosen, reserved: true }, slot('2026-12-01T15:00:00.000Z', { placeId: officePlace.id })] }),
  });
  await user.click(bookButton());
  await stepHeading('Date and time');
  expect(currentLocation()).toBe('/meeting/datetime');
  expect(posts(calls)).toEqual([`/time-slots/${chosen.id}/reserve`]);
  expect(portal.stores.meeting.getState()?.timeSlot).toBeNull();
  const notice = screen.getByText('We were unable to book the time slot you selected. We will now redirect you to the calendar view to select another.');
  expect(notice.closest('[role="alert"]')).not.toBeNull();
  await screen.findByRole('heading', { name: 'Choose a date' });
  expect(calls.filter((call) => call.method === 'GET' && call.path === '/time-slots')).toHaveLength(1);
});

it('shows the booking error when the meeting cannot be created, and lets the visitor try again', async () => {
  const { user } = await openSummary({
    [`POST /time-slots/${chosen.id}/reserve`]: ok(hold),
    'POST /meetings': fakeResponse({ status: 409, body: { message: 'A meeting has already been scheduled for this parcel.' } }),
  });
  await user.click(bookButton());
  expect(await screen.findByText('There was an error booking your meeting...')).toBeInTheDocument();
  expect(screen.getByText('A meeting has already been scheduled for this parcel.')).toBeInTheDocument();
  expect(bookButton()).toHaveTextContent('Book my meeting');
  expect(bookButton()).not.toHaveAttribute('aria-disabled');
});

it('says, when no answer comes, that it cannot tell whether the meeting was booked, never "Unknown error"', async () => {
  const { user } = await openSummary({
    [`POST /time-slots/${chosen.id}/reserve`]: ok(hold),
    'POST /meetings': () => Promise.reject(new TypeError('Failed to fetch')),
  });
  await user.click(bookButton());
  const card = (await screen.findByText('There was an error booking your meeting...')).closest('.usa-alert') as HTMLElement;
  expect(card).toHaveTextContent("We did not get an answer from the county's site, so we cannot tell whether your meeting was booked. Check your connection.");
  expect(card).not.toHaveTextContent(/Unknown error|Failed to fetch/);
  // Said at render: a switch of language says it again in the new one.
  await speak('es');
  try {
    expect(await screen.findByText('No recibimos respuesta del sitio del condado, así que no sabemos si su cita quedó reservada. Revise su conexión.')).toBeInTheDocument();
  } finally {
    await speak('en');
  }
});

it('tries again with the hold it already has on the slot, not a new reservation', async () => {
  let attempts = 0;
  const { user, calls } = await openSummary({
    [`POST /time-slots/${chosen.id}/reserve`]: ok(hold),
    'POST /meetings': () =>
      (attempts += 1) === 1 ? fakeResponse({ status: 500, body: { message: 'The database is busy.' } }) : fakeResponse({ status: 201, body: booked(officePlace) }),
  });
  await user.click(bookButton());
  expect(await screen.findByText('The database is busy.')).toBeInTheDocument();
  await user.click(bookButton());
  await stepHeading('Confirmation');
  expect(posts(calls)).toEqual([`/time-slots/${chosen.id}/reserve`, '/meetings', '/meetings']);
  expect(calls.filter((call) => call.path === '/meetings').map((call) => call.headers['X-Slot-Hold'])).toEqual(['hold-token-1', 'hold-token-1']);
});

describe('the hold (docs/product.md#slot-holds)', () => {
  const fault = { 'POST /meetings': fakeResponse({ status: 500, body: { message: 'The database is busy.' } }) };

  it('keeps the hold in the draft, never in the address, and gives it up when the visitor leaves the step', async () => {
    const { user, calls, portal } = await openSummary({
      [`POST /time-slots/${chosen.id}/reserve`]: ok(hold),
      [`DELETE /time-slots/${chosen.id}/reserve`]: fakeResponse({ status: 204 }),
      ...fault,
    });
    await user.click(bookButton());
    expect(await screen.findByText('The database is busy.')).toBeInTheDocument();
    expect(portal.stores.meeting.getState()?.hold).toMatchObject({ slotId: chosen.id, token: 'hold-token-1' });
    expect(currentLocation()).not.toContain('hold-token-1');

    await user.click(screen.getByRole('link', { name: 'Change supporting documents' }));
    await stepHeading('Supporting documents');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => [call.path, call.headers[SLOT_HOLD_HEADER]])).toEqual([
        [`/time-slots/${chosen.id}/reserve`, 'hold-token-1'],
      ]),
    );
    expect(portal.stores.meeting.getState()?.hold).toBeNull();
  });

  it('sends the hold it still has when it reserves another slot, so the server gives that one up', async () => {
    const earlier = { slotId: virtualSlot.id, token: 'hold-earlier', expiresAt: Date.now() + 60_000 };
    const { user, calls } = await openSummary(
      { [`POST /time-slots/${chosen.id}/reserve`]: ok(hold), 'POST /meetings': fakeResponse({ status: 201, body: booked(officePlace) }) },
      { ...inPerson, hold: earlier },
    );
    await user.click(bookButton());
    await stepHeading('Confirmation');
    const [reserve] = calls.filter((call) => call.path === `/time-slots/${chosen.id}/reserve`);
    expect(reserve.headers[SLOT_HOLD_HEADER]).toBe('hold-earlier');
    expect(calls.find((call) => call.path === '/meetings')?.headers[SLOT_HOLD_HEADER]).toBe('hold-token-1');
    // Used by the booking: nothing is given up on the way to the confirmation.
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it.each([MEETING_MESSAGES.holdExpired, MEETING_MESSAGES.holdNotYours, MEETING_MESSAGES.holdMissing])(
    'sends the visitor back to the calendar when the server answers "%s"',
    async (message) => {
      const { user, portal } = await openSummary({
        [`POST /time-slots/${chosen.id}/reserve`]: ok(hold),
        'POST /meetings': fakeResponse({ status: message === MEETING_MESSAGES.holdNotYours ? 403 : 409, body: { message } }),
        'GET /time-slots': ok({ results: [slot('2026-12-01T15:00:00.000Z', { placeId: officePlace.id })] }),
      });
      await user.click(bookButton());
      await stepHeading('Date and time');
      expect(portal.stores.meeting.getState()).toMatchObject({ timeSlot: null, hold: null });
      expect(screen.getByText(MEETING_MESSAGES.reserveFailedAlert).closest('[role="alert"]')).not.toBeNull();
    },
  );

  it('says so, and stays, when this connection holds too many slots', async () => {
    const { user } = await openSummary({ [`POST /time-slots/${chosen.id}/reserve`]: fakeResponse({ status: 429, body: { message: MEETING_MESSAGES.holdLimit } }) });
    await user.click(bookButton());
    expect(await screen.findByText(MEETING_MESSAGES.holdLimit)).toBeInTheDocument();
    expect(screen.getByText('There was an error booking your meeting...')).toBeInTheDocument();
    expect(currentLocation()).toBe('/meeting/summary');
  });

  it('gives it up with a request that outlives the page when the page goes away', async () => {
    const { user, portal } = await openSummary({ [`POST /time-slots/${chosen.id}/reserve`]: ok(hold), ...fault });
    await user.click(bookButton());
    expect(await screen.findByText('The database is busy.')).toBeInTheDocument();
    const sent = jest.fn().mockResolvedValue(fakeResponse({ status: 204 }));
    const realFetch = global.fetch;
    global.fetch = sent as unknown as typeof fetch;
    try {
      window.dispatchEvent(new Event('pagehide'));
      expect(sent).toHaveBeenCalledWith(
        `${API_BASE}/time-slots/${chosen.id}/reserve`,
        expect.objectContaining({ method: 'DELETE', keepalive: true, headers: { [SLOT_HOLD_HEADER]: 'hold-token-1' } }),
      );
    } finally {
      global.fetch = realFetch;
    }
    expect(portal.stores.meeting.getState()?.hold).toBeNull();
  });
});
