import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zonedDateKey } from 'mfe-shared/format';
import type { OfficeMeeting, OfficeMeetingsResponse } from 'mfe-shared/schemas';
import { callsOf, fakeApi, page, renderOffice } from '../../../../test/office-fixture';

const TODAY = zonedDateKey(new Date(), 'America/New_York');
const LIBRARY = { id: '7b0e1c52-1111-4a8e-9c1d-000000000001', name: 'Harbor Public Library', address: '41 Elm Street', active: true };
const CLOSED = { id: '7b0e1c52-1111-4a8e-9c1d-000000000002', name: 'Old Annex', address: '3 Depot Road', active: false };
const HOUR = 3_600_000;

const meeting = (n: number, overrides: Partial<OfficeMeeting> = {}): OfficeMeeting => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  reference: `HC-26-MEET0${n}`,
  status: 'booked',
  startTime: new Date(Date.now() + n * HOUR).toISOString(),
  durationMinutes: 30,
  meetingType: 'in-place',
  place: { id: LIBRARY.id, name: LIBRARY.name },
  attendee: { name: `Attendee ${n}`, email: `a${n}@example.org`, phone: '2075550142' },
  parcel: { id: `HC-00000${n}`, address: `${n} Elm Street` },
  documents: [],
  cancelledAt: null,
  cancelledBy: null,
  attendedAt: null,
  ...overrides,
});

const answer = (results: OfficeMeeting[], extra: Partial<OfficeMeetingsResponse> = {}): OfficeMeetingsResponse => ({
  day: TODAY,
  oneDay: true,
  results,
  page: 1,
  pageSize: 200,
  total: results.length,
  ...extra,
});

function api(
  meetings: (url: URL) => OfficeMeetingsResponse,
  action: (url: URL, body: unknown) => { status?: number; body?: unknown } = (url) => ({
    body: meeting(1, { status: url.pathname.endsWith('/cancel') ? 'cancelled' : 'attended' }),
  }),
) {
  return fakeApi((method, url, body) => {
    if (url.pathname.endsWith('/office/places')) return { body: { results: [LIBRARY, CLOSED] } };
    if (method === 'GET' && url.pathname.endsWith('/office/meetings')) return { body: meetings(url) };
    if (method === 'POST') return action(url, body);
    return undefined;
  });
}

const meetingCalls = (fetchImpl: jest.Mock) => callsOf(fetchImpl).filter((call) => call.includes('/office/meetings'));

it("shows today's meetings as a real table, soonest first, with attendee, reference, type, place and documents", async () => {
  const withLetter = meeting(1, { documents: [{ id: '9a0e1c52-1111-4a8e-9c1d-000000000009', name: 'letter.pdf', size: 2048, type: 'application/pdf' }] });
  const fetchImpl = api(() => answer([withLetter, meeting(2, { meetingType: 'virtual', place: null })]));
  renderOffice('/office/meetings', fetchImpl);
  const table = await screen.findByRole('table', { name: 'Meetings of the day (2 in all)' });
  expect(screen.getByRole('heading', { level: 1, name: 'Meetings' })).toBeInTheDocument();
  expect(meetingCalls(fetchImpl)).toEqual([`GET /office/meetings?date=${TODAY}&sort=time&order=asc&page=1&pageSize=200`]);
  const headers = within(table).getAllByRole('columnheader');
  expect(headers.map((th) => th.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['Time', 'Attendee', 'Reference', 'Type and place', 'Parcel', 'Documents', 'Status', 'Actions']);
  expect(headers[0]).toHaveAttribute('aria-sort', 'ascending');
  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first).getByRole('rowheader')).toHaveTextContent('HC-26-MEET01');
  expect(first).toHaveTextContent('Attendee 1a1@example.org(207) 555 0142');
  expect(first).toHaveTextContent(`In person: ${LIBRARY.name}`);
  expect(within(first).getByRole('link', { name: 'Open letter.pdf (opens in a new tab)' })).toHaveAttribute(
    'href',
    `/harbor-county/api/office/meetings/HC-26-MEET01/files/${withLetter.documents[0].id}?disposition=inline`,
  );
  expect(second).toHaveTextContent('Virtual');
  expect(page().getByText('2 meetings.')).toBeInTheDocument();
  // The places: for the filter (closed ones marked) and each open one's upcoming list.
  expect(
    within(screen.getByLabelText('Place'))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All places', LIBRARY.name, 'Old Annex (closed)', 'Virtual meetings']);
  expect(within(screen.getByRole('navigation', { name: 'Upcoming meetings by place' })).getByRole('link', { name: LIBRARY.name })).toHaveAttribute(
    'href',
    `/office/meetings?place=${LIBRARY.id}`,
  );
  expect(screen.getByRole('link', { name: 'Next day' })).toHaveAttribute('href', expect.stringMatching(/^\/office\/meetings\?date=\d{4}-\d{2}-\d{2}$/));
});

it("marks a meeting booked without proof as not the parcel's meeting of the year, and no other", async () => {
  const fetchImpl = api(() =>
    answer([meeting(1, { takesPlace: false }), meeting(2, { takesPlace: true }), meeting(3), meeting(4, { takesPlace: false, status: 'cancelled', cancelledBy: 'attendee' })]),
  );
  renderOffice('/office/meetings', fetchImpl);
  const table = await screen.findByRole('table', { name: 'Meetings of the day (4 in all)' });
  const [, unproven, proven, older, cancelled] = within(table).getAllByRole('row');
  expect(unproven).toHaveTextContent("BookedNot the parcel's meeting of the year");
  for (const row of [proven, older, cancelled]) expect(row).not.toHaveTextContent("Not the parcel's meeting of the year");
});

it('sorts by the header buttons, and shows another day or place from the form', async () => {
  const user = userEvent.setup();
  const fetchImpl = api(() => answer([meeting(1), meeting(2)]));
  renderOffice('/office/meetings', fetchImpl);
  const table = await screen.findByRole('table', { name: /Meetings of the day/ });
  await user.click(within(table).getByRole('button', { name: /Attendee/ }));
  await waitFor(() => expect(within(table).getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'ascending'));
  expect(meetingCalls(fetchImpl).at(-1)).toBe(`GET /office/meetings?date=${TODAY}&sort=attendee&order=asc&page=1&pageSize=200`);

  await user.clear(screen.getByLabelText('Day'));
  await user.type(screen.getByLabelText('Day'), '2027-03-16');
  await user.selectOptions(screen.getByLabelText('Place'), LIBRARY.name);
  await user.click(screen.getByRole('button', { name: 'Show meetings' }));
  await waitFor(() => expect(meetingCalls(fetchImpl).at(-1)).toBe(`GET /office/meetings?date=2027-03-16&place=${LIBRARY.id}&sort=attendee&order=asc&page=1&pageSize=200`));
  expect(await screen.findByRole('heading', { level: 2, name: `Tuesday, March 16, 2027, ${LIBRARY.name}` })).toBeInTheDocument();
});

it("lists a place's meetings from today on, paged", async () => {
  const fetchImpl = api(() => answer([meeting(1)], { oneDay: false, pageSize: 50, total: 51 }));
  renderOffice(`/office/meetings?place=${LIBRARY.id}`, fetchImpl);
  expect(await screen.findByRole('heading', { level: 2, name: `Upcoming at ${LIBRARY.name}` })).toBeInTheDocument();
  expect(meetingCalls(fetchImpl)).toEqual([`GET /office/meetings?place=${LIBRARY.id}&sort=time&order=asc&page=1&pageSize=50`]);
  expect(screen.getByRole('table', { name: 'Meetings from today on (51 in all)' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', `/office/meetings?place=${LIBRARY.id}&page=2`);
});

it('asks before cancelling, gives the focus back when the meeting is kept, and says what happened once cancelled', async () => {
  const user = userEvent.setup();
  const fetchImpl = api(() => answer([meeting(1)]));
  renderOffice('/office/meetings', fetchImpl);
  const cancel = await screen.findByRole('button', { name: 'Cancel the meeting HC-26-MEET01' });
  await user.click(cancel);
  expect(screen.getByRole('heading', { level: 2, name: 'Cancel the meeting HC-26-MEET01?' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Keep the meeting' }));
  await waitFor(() => expect(cancel).toHaveFocus());
  expect(callsOf(fetchImpl).filter((call) => call.startsWith('POST'))).toEqual([]);

  await user.click(cancel);
  await user.type(screen.getByLabelText(/Note/), 'Phoned: unwell');
  await user.click(screen.getByRole('button', { name: 'Yes, cancel the meeting' }));
  const done = await page().findByText('The meeting HC-26-MEET01 is cancelled and its time is free again. Attendee 1 has been emailed.');
  await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus());
  expect(callsOf(fetchImpl).filter((call) => call.startsWith('POST'))).toEqual(['POST /office/meetings/HC-26-MEET01/cancel']);
  expect(JSON.parse(String(fetchImpl.mock.calls.find(([, init]) => init?.method === 'POST')![1]?.body))).toEqual({ note: 'Phoned: unwell' });
  expect(meetingCalls(fetchImpl).filter((call) => call.startsWith('GET'))).toHaveLength(2);
});

it("marks a started meeting attended, and shows a refusal in the API's words", async () => {
  const user = userEvent.setup();
  const started = meeting(1, { startTime: new Date(Date.now() - HOUR).toISOString() });
  const fetchImpl = api(
    () => answer([started, meeting(2)]),
    (url) => (url.pathname.endsWith('/attended') ? { body: { ...started, status: 'attended' } } : { status: 409, body: { message: 'This meeting is already cancelled.' } }),
  );
  renderOffice('/office/meetings', fetchImpl);
  await user.click(await screen.findByRole('button', { name: 'Mark attended (meeting HC-26-MEET01)' }));
  expect(await page().findByText('The meeting HC-26-MEET01 is marked attended.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel the meeting HC-26-MEET01' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Cancel the meeting HC-26-MEET02' }));
  await user.click(screen.getByRole('button', { name: 'Yes, cancel the meeting' }));
  expect(await screen.findByText('This meeting is already cancelled.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'That was not done' })).toBeInTheDocument();
});
