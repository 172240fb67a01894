import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SLOT_HOLD_HEADER, type StatusResponse, type TimeSlot } from 'mfe-shared/schemas';
import { fakeResponse } from '../../../../mfe-shared/test/portal-fixture';
import {
  API_BASE,
  currentLocation,
  deferred,
  fakeApi,
  officePlace,
  ok,
  politeAnnouncement,
  renderMeetingWizard,
  slot,
  stepHeading,
  type ApiCall,
  type Reply,
} from '../../../test/meeting-fixture';

jest.setTimeout(30_000);

const TOKEN = 'v1.meeting-token.signature';
const OFFICE = "Harbor County Assessor's Office";
type Meeting = NonNullable<StatusResponse['meeting']>;

/** GET /status/{token} of a virtual meeting on Tuesday, December 1, 2026 at 10:00 AM in New York. */
const statusView = (meeting: Partial<Meeting> = {}): StatusResponse => ({
  kind: 'meeting',
  reference: 'HC-26-7K3QPM',
  county: { name: OFFICE, phone: '5555550100', email: 'assessor@harborcounty.example', timeZone: 'America/New_York' },
  appeal: null,
  meeting: {
    status: 'booked',
    meetingType: 'virtual',
    startTime: '2026-12-01T15:00:00.000Z',
    durationMinutes: 30,
    place: null,
    parcel: { id: 'HC-000001-A1B2', address: '12 Harbor Road' },
    slotTypes: ['residential'],
    canChange: true,
    changeClosedReason: null,
    changeCutoffHours: 24,
    ...meeting,
  },
});

const mine = slot('2026-12-01T15:00:00.000Z', { booked: true });
const sameTimeElsewhere = slot('2026-12-01T15:00:00.000Z');
const tue2pm = slot('2026-12-01T19:00:00.000Z');
const wed9am = slot('2026-12-02T14:00:00.000Z');
const wedAtOffice = slot('2026-12-02T15:00:00.000Z', { placeId: officePlace.id });
const wedCommercial = slot('2026-12-02T16:00:00.000Z', { propertyType: 'commercial' });
const ALL = [mine, sameTimeElsewhere, tue2pm, wed9am, wedAtOffice, wedCommercial];

// Ten minutes from the moment it is given, as the server's holds are: a fixed instant would expire as the calendar moves on.
const held = (target: TimeSlot, token = 'hold-1') => ok({ ...target, reserved: true, hold: { token, expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() } });
const refused = (status: number, message: string) => fakeResponse({ status, body: { message } });

async function openPage(routes: Record<string, Reply> = {}, { waitForCalendar = true } = {}) {
  const user = userEvent.setup();
  const { api, calls } = fakeApi({ [`GET /status/${TOKEN}`]: ok(statusView()), 'GET /time-slots': ok({ results: ALL }), ...routes });
  renderMeetingWizard({ route: `/meeting/reschedule/${TOKEN}`, api, parcel: null });
  await stepHeading('Change your meeting');
  if (waitForCalendar) await screen.findByRole('heading', { level: 2, name: 'Choose a date' });
  return { user, calls };
}

const day = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const times = () => screen.queryAllByRole('radio').map((radio) => radio.parentElement?.textContent?.replace(/\s/g, ' '));
const moveButton = () => screen.getByRole('button', { name: /^(Move my meeting|Moving your meeting…)$/ });
/** The page's own alert (the shell's assertive live region is an alert too). */
async function pageAlert() {
  return waitFor(() => {
    const [alert] = screen.getAllByRole('alert').filter((element) => element.classList.contains('usa-alert'));
    expect(alert).toBeDefined();
    return alert;
  });
}
const callsTo = (calls: ApiCall[], method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);

it('shows the meeting as booked, by the county clock, and offers the free times the wizard would, not its own', async () => {
  const { calls } = await openPage();
  expect(document.title).toMatch(/^Change your meeting - /);
  const now = screen.getByLabelText('Your meeting');
  expect(within(now).getByText('HC-26-7K3QPM')).toBeInTheDocument();
  expect(within(now).getByText(/^Tuesday, December 1, 2026 at 10:00\sAM Eastern Time$/)).toBeInTheDocument();
  expect(within(now).getByText('Virtual meeting')).toBeInTheDocument();
  expect(screen.getByText("Times are in Eastern Time, the county's time zone. Your meeting stays virtual.")).toBeInTheDocument();
  expect(politeAnnouncement()).toBe('Calendar with available dates loaded');

  // The slot types the status names, from tomorrow, as the wizard asks.
  const [query] = callsTo(calls, 'GET', '/time-slots');
  expect(query.query.getAll('propertyType')).toEqual(['residential']);
  expect(query.query.get('size')).toBe('10000');

  await userEvent.setup().click(day('Tuesday, December 1, 2026'));
  // Its own time (booked, and another slot at the same time) is not offered: the day opens on its afternoon.
  expect(screen.getByRole('button', { name: 'PM' })).toHaveAttribute('aria-pressed', 'true');
  expect(times()).toEqual(['2:00 PM']);
  await userEvent.setup().click(day('Wednesday, December 2, 2026'));
  // Not the office's slot (the meeting is virtual), nor the commercial one.
  expect(times()).toEqual(['9:00 AM']);
  expect(screen.getByRole('link', { name: 'Keep my current time' })).toHaveAttribute('href', `/status/${TOKEN}`);
});

it("offers a meeting in person only its own place's times", async () => {
  await openPage({
    [`GET /status/${TOKEN}`]: ok(statusView({ meetingType: 'in-place', place: { id: officePlace.id, name: officePlace.name, address: officePlace.address } })),
  });
  expect(within(screen.getByLabelText('Your meeting')).getByText(`${officePlace.name}, ${officePlace.address}`)).toBeInTheDocument();
  expect(day('Tuesday, December 1, 2026')).toBeDisabled();
  await userEvent.setup().click(day('Wednesday, December 2, 2026'));
  expect(times()).toEqual(['10:00 AM']);
});

it('holds the chosen slot, moves the meeting with the hold, then goes to the status page and says where the meeting is now', async () => {
  const moved = statusView({ startTime: tue2pm.startTime });
  const { user, calls } = await openPage({
    [`POST /time-slots/${tue2pm.id}/reserve`]: held(tue2pm, 'hold-abc'),
    [`POST /status/${TOKEN}/reschedule`]: ok(moved),
  });
  expect(moveButton()).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getByText('Date selection is required')).toBeInTheDocument();
  await user.click(moveButton());
  expect(calls.some((call) => call.method === 'POST')).toBe(false);

  await user.click(day('Tuesday, December 1, 2026'));
  await user.click(screen.getByRole('radio', { name: /^Tuesday, December 1, 2026 at 2:00\sPM Eastern Time$/ }));
  expect(moveButton()).not.toHaveAttribute('aria-disabled');
  await user.click(moveButton());

  await waitFor(() => expect(currentLocation()).toBe(`/status/${TOKEN}`));
  const posts = calls.filter((call) => call.method === 'POST');
  expect(posts.map((call) => call.path)).toEqual([`/time-slots/${tue2pm.id}/reserve`, `/status/${TOKEN}/reschedule`]);
  expect(posts[1].body).toEqual({ timeSlot: tue2pm.id });
  expect(posts[1].headers[SLOT_HOLD_HEADER]).toBe('hold-abc');
  // Once the next screen has settled (lib/announce-when-settled).
  await waitFor(() => expect(politeAnnouncement()).toMatch(/^Your meeting has been moved to Tuesday, December 1, 2026 at 2:00\sPM Eastern Time\.$/));
});

it('is disabled while it works, so a second press sends nothing', async () => {
  const reserve = deferred<Response>();
  const { user, calls } = await openPage({
    [`POST /time-slots/${wed9am.id}/reserve`]: () => reserve.promise,
    [`POST /status/${TOKEN}/reschedule`]: ok(statusView({ startTime: wed9am.startTime })),
  });
  await user.click(day('Wednesday, December 2, 2026'));
  await user.click(screen.getByRole('radio', { name: /at 9:00\sAM/ }));
  await user.click(moveButton());
  expect(moveButton()).toHaveTextContent('Moving your meeting…');
  expect(moveButton()).toHaveAttribute('aria-disabled', 'true');
  await user.click(moveButton());
  expect(callsTo(calls, 'POST', `/time-slots/${wed9am.id}/reserve`)).toHaveLength(1);
  reserve.resolve(await held(wed9am));
  await waitFor(() => expect(currentLocation()).toBe(`/status/${TOKEN}`));
  expect(callsTo(calls, 'POST', `/status/${TOKEN}/reschedule`)).toHaveLength(1);
});

it('on a refused move: the message at the top takes focus, the choice is cleared and the slots and meeting are loaded again', async () => {
  const message = 'We were unable to book the time slot you selected.';
  let slotLoads = 0;
  const { user, calls } = await openPage({
    'GET /time-slots': () => {
      slotLoads += 1;
      // The second list no longer has the 2 PM slot free: someone else booked it.
      return ok({ results: slotLoads === 1 ? ALL : ALL.map((item) => (item.id === tue2pm.id ? { ...item, booked: true } : item)) });
    },
    [`POST /time-slots/${tue2pm.id}/reserve`]: held(tue2pm),
    [`POST /status/${TOKEN}/reschedule`]: refused(409, message),
  });
  await user.click(day('Tuesday, December 1, 2026'));
  await user.click(screen.getByRole('radio', { name: /at 2:00\sPM/ }));
  await user.click(moveButton());

  const alert = await pageAlert();
  expect(alert).toHaveTextContent(message);
  await waitFor(() => expect(alert.parentElement).toHaveFocus());
  await waitFor(() => expect(slotLoads).toBe(2));
  expect(callsTo(calls, 'GET', `/status/${TOKEN}`)).toHaveLength(2);
  expect(currentLocation()).toBe(`/meeting/reschedule/${TOKEN}`);
  // Nothing chosen; the taken slot's day has nothing left and is no longer offered.
  await waitFor(() => expect(day('Tuesday, December 1, 2026')).toBeDisabled());
  expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
  expect(moveButton()).toHaveAttribute('aria-disabled', 'true');
  expect(moveButton()).toHaveTextContent('Move my meeting');
});

it('on a hold that fails: says why, and never sends the move', async () => {
  const { user, calls } = await openPage({ [`POST /time-slots/${wed9am.id}/reserve`]: refused(409, 'This time slot has just been taken. Please choose another.') });
  await user.click(day('Wednesday, December 2, 2026'));
  await user.click(screen.getByRole('radio', { name: /at 9:00\sAM/ }));
  await user.click(moveButton());
  expect(await pageAlert()).toHaveTextContent('This time slot has just been taken. Please choose another.');
  expect(callsTo(calls, 'POST', `/status/${TOKEN}/reschedule`)).toHaveLength(0);
  await waitFor(() => expect(callsTo(calls, 'GET', '/time-slots')).toHaveLength(2));
});

it('shows a refusal that closes the meeting (now inside the cut-off) with the link back to it', async () => {
  const cutoff = "Meetings cannot be changed or cancelled online in the last 24 hours before they start. Please call Harbor County Assessor's Office on (555) 555 0100.";
  let statusLoads = 0;
  const { user } = await openPage({
    [`GET /status/${TOKEN}`]: () => {
      statusLoads += 1;
      return ok(statusLoads === 1 ? statusView() : statusView({ canChange: false, changeClosedReason: cutoff }));
    },
    [`POST /time-slots/${wed9am.id}/reserve`]: held(wed9am),
    [`POST /status/${TOKEN}/reschedule`]: refused(409, cutoff),
  });
  await user.click(day('Wednesday, December 2, 2026'));
  await user.click(screen.getByRole('radio', { name: /at 9:00\sAM/ }));
  await user.click(moveButton());
  expect(await pageAlert()).toHaveTextContent(cutoff);
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Choose a date' })).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'Back to your meeting' })).toHaveAttribute('href', `/status/${TOKEN}`);
});

it.each([
  [404, 'This link is not valid. Please open the whole link from your most recent email.'],
  [410, 'This link has expired. Please contact the office, who can tell you where things stand.'],
])("shows the API's message of a %i in an error alert, and a way home", async (status, message) => {
  const { calls } = await openPage({ [`GET /status/${TOKEN}`]: refused(status, message) }, { waitForCalendar: false });
  expect(await pageAlert()).toHaveTextContent(message);
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(callsTo(calls, 'GET', '/time-slots')).toHaveLength(0);
});

it.each([
  [
    'cancelled',
    { status: 'cancelled', canChange: false, changeClosedReason: 'This meeting was cancelled, so it can no longer be changed. To meet the office, please book a new meeting.' },
  ],
  ['inside the cut-off', { canChange: false, changeClosedReason: 'Meetings cannot be changed or cancelled online in the last 24 hours before they start.' }],
] as const)('a meeting %s shows why it cannot change and the link back to it, and no calendar', async (_, meeting) => {
  const { calls } = await openPage({ [`GET /status/${TOKEN}`]: ok(statusView(meeting as Partial<Meeting>)) }, { waitForCalendar: false });
  expect(await screen.findByText(meeting.changeClosedReason)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to your meeting' })).toHaveAttribute('href', `/status/${TOKEN}`);
  expect(screen.queryByRole('button', { name: 'Move my meeting' })).not.toBeInTheDocument();
  expect(callsTo(calls, 'GET', '/time-slots')).toHaveLength(0);
});

it("says so when an appeal's link is opened here", async () => {
  await openPage({ [`GET /status/${TOKEN}`]: ok({ ...statusView(), kind: 'appeal', meeting: null }) }, { waitForCalendar: false });
  expect(await screen.findByText('This link is for an appeal, not a meeting.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the status of your appeal' })).toHaveAttribute('href', `/status/${TOKEN}`);
});

it('says when no other time is free', async () => {
  await openPage({ 'GET /time-slots': ok({ results: [mine, sameTimeElsewhere] }) }, { waitForCalendar: false });
  expect(await screen.findByText(/There are no other times available for this meeting right now\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Keep my current time' })).toBeInTheDocument();
});

describe('the hold a refused move leaves (docs/product.md#slot-holds)', () => {
  const fault = 'Something went wrong on our side. Please try again in a moment.';
  // After the refusal the list is loaded again: the slot this visitor holds is listed as reserved, as the server lists it.
  const withTue2pmHeld = () => {
    let loads = 0;
    return () => ok({ results: (loads += 1) === 1 ? ALL : ALL.map((item) => (item.id === tue2pm.id ? { ...item, reserved: true } : item)) });
  };
  const chooseTue2pm = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(day('Tuesday, December 1, 2026'));
    await user.click(screen.getByRole('radio', { name: /at 2:00\sPM/ }));
  };
  async function refusedOnce(routes: Record<string, Reply> = {}) {
    let moves = 0;
    const opened = await openPage({
      'GET /time-slots': withTue2pmHeld(),
      [`POST /time-slots/${tue2pm.id}/reserve`]: held(tue2pm, 'hold-tue'),
      [`POST /time-slots/${wed9am.id}/reserve`]: held(wed9am, 'hold-wed'),
      [`DELETE /time-slots/${tue2pm.id}/reserve`]: fakeResponse({ status: 204 }),
      [`POST /status/${TOKEN}/reschedule`]: (call) =>
        (moves += 1) === 1 ? refused(500, fault) : ok(statusView({ startTime: (call.body as { timeSlot: string }).timeSlot === tue2pm.id ? tue2pm.startTime : wed9am.startTime })),
      ...routes,
    });
    await chooseTue2pm(opened.user);
    await opened.user.click(moveButton());
    expect(await pageAlert()).toHaveTextContent(fault);
    await waitFor(() => expect(callsTo(opened.calls, 'GET', '/time-slots')).toHaveLength(2));
    return opened;
  }

  it('keeps it for a retry: the held time is still offered to this visitor, and moving there again uses the same hold', async () => {
    const { user, calls } = await refusedOnce();
    await chooseTue2pm(user);
    await user.click(moveButton());
    await waitFor(() => expect(currentLocation()).toBe(`/status/${TOKEN}`));
    expect(callsTo(calls, 'POST', `/time-slots/${tue2pm.id}/reserve`)).toHaveLength(1);
    expect(callsTo(calls, 'POST', `/status/${TOKEN}/reschedule`).map((call) => call.headers[SLOT_HOLD_HEADER])).toEqual(['hold-tue', 'hold-tue']);
    expect(callsTo(calls, 'DELETE', `/time-slots/${tue2pm.id}/reserve`)).toHaveLength(0);
  });

  it('gives it up the moment the visitor picks another time', async () => {
    const { user, calls } = await refusedOnce();
    await user.click(day('Wednesday, December 2, 2026'));
    await user.click(screen.getByRole('radio', { name: /at 9:00\sAM/ }));
    await waitFor(() => expect(callsTo(calls, 'DELETE', `/time-slots/${tue2pm.id}/reserve`)).toHaveLength(1));
    expect(callsTo(calls, 'DELETE', `/time-slots/${tue2pm.id}/reserve`)[0].headers[SLOT_HOLD_HEADER]).toBe('hold-tue');
    await user.click(moveButton());
    await waitFor(() => expect(currentLocation()).toBe(`/status/${TOKEN}`));
    const [reserve] = callsTo(calls, 'POST', `/time-slots/${wed9am.id}/reserve`);
    expect(reserve.headers[SLOT_HOLD_HEADER]).toBeUndefined();
    expect(callsTo(calls, 'POST', `/status/${TOKEN}/reschedule`)[1].headers[SLOT_HOLD_HEADER]).toBe('hold-wed');
  });

  it('gives it up when the visitor leaves the page', async () => {
    const { user, calls } = await refusedOnce();
    await user.click(screen.getByRole('link', { name: 'Keep my current time' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE', `/time-slots/${tue2pm.id}/reserve`)).toHaveLength(1));
  });

  it('gives it up with a request that outlives the page when the page goes away', async () => {
    const { calls } = await refusedOnce();
    const sent = jest.fn().mockResolvedValue(fakeResponse({ status: 204 }));
    const realFetch = global.fetch;
    global.fetch = sent as unknown as typeof fetch;
    try {
      window.dispatchEvent(new Event('pagehide'));
      expect(sent).toHaveBeenCalledWith(
        `${API_BASE}/time-slots/${tue2pm.id}/reserve`,
        expect.objectContaining({ method: 'DELETE', keepalive: true, headers: { [SLOT_HOLD_HEADER]: 'hold-tue' } }),
      );
    } finally {
      global.fetch = realFetch;
    }
    expect(callsTo(calls, 'DELETE', `/time-slots/${tue2pm.id}/reserve`)).toHaveLength(0);
  });
});
