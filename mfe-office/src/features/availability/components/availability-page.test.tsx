import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AVAILABILITY_MESSAGES, type AvailabilityResult } from 'mfe-shared/schemas';
import { ADMINISTRATOR, callsOf, fakeApi, page, renderOffice } from '../../../../test/office-fixture';

const OFFICE = { id: '7b0e1c52-1111-4a8e-9c1d-000000000001', name: "Harbor County Assessor's Office", address: '100 Water Street', active: true };
const LIBRARY = { id: '7b0e1c52-1111-4a8e-9c1d-000000000002', name: 'Harbor Public Library', address: '41 Elm Street', active: true };
const CLOSED = { id: '7b0e1c52-1111-4a8e-9c1d-000000000003', name: 'Old Annex', address: '3 Depot Road', active: false };

const result = (overrides: Partial<AvailabilityResult>): AvailabilityResult => ({
  action: 'add',
  applied: false,
  matched: 48,
  added: 48,
  alreadyThere: 0,
  removed: 0,
  kept: { booked: 0, held: 0 },
  first: '2027-03-09T14:00:00.000Z',
  last: '2027-03-18T15:30:00.000Z',
  ...overrides,
});

function api(
  answer: (url: URL, body: Record<string, unknown>) => { status?: number; body?: unknown } = (url) => ({ body: result({ applied: !url.pathname.endsWith('/preview') }) }),
) {
  return fakeApi((method, url, body) => {
    if (url.pathname.endsWith('/office/places')) return { body: { results: [OFFICE, LIBRARY, CLOSED] } };
    if (method === 'POST' && url.pathname.includes('/office/availability')) return answer(url, body as Record<string, unknown>);
    return undefined;
  });
}

async function fillPattern(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText(OFFICE.name));
  await user.click(screen.getByLabelText(LIBRARY.name));
  await user.clear(screen.getByLabelText('First day'));
  await user.type(screen.getByLabelText('First day'), '2027-03-08');
  await user.clear(screen.getByLabelText('Last day'));
  await user.type(screen.getByLabelText('Last day'), '2027-03-19');
}

it('previews a weekly pattern at two places, then adds it, saying what happened on the county clock', async () => {
  const user = userEvent.setup();
  const fetchImpl = api();
  renderOffice('/office/availability', fetchImpl, undefined, ADMINISTRATOR);
  expect(screen.getByRole('heading', { level: 1, name: 'Meeting times' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Meeting times' })).toHaveAttribute('aria-current', 'page');
  // Closed places take no new slots, so they are not offered.
  expect(await screen.findByLabelText(OFFICE.name)).toBeInTheDocument();
  expect(screen.queryByLabelText(CLOSED.name)).not.toBeInTheDocument();
  // Tuesdays and Thursdays, 9:00 to 12:00, every 30 minutes, unless changed.
  expect([screen.getByLabelText('Tuesday'), screen.getByLabelText('Thursday')].every((box) => (box as HTMLInputElement).checked)).toBe(true);
  expect(screen.getByLabelText(/^From/)).toHaveValue('09:00');

  await fillPattern(user);
  await user.click(screen.getByRole('button', { name: 'Check what this does' }));
  expect(await page().findByText('This adds 48 time slots.')).toBeInTheDocument();
  expect(page().getByText('From Tue, Mar 9, 2027, 9:00 AM EST to Thu, Mar 18, 2027, 11:30 AM EDT.')).toBeInTheDocument();
  const [previewCall] = fetchImpl.mock.calls.filter(([, init]) => init?.method === 'POST');
  expect(JSON.parse(String(previewCall[1]?.body))).toEqual({
    action: 'add',
    places: [OFFICE.id, LIBRARY.id],
    from: '2027-03-08',
    to: '2027-03-19',
    weekdays: [2, 4],
    start: '09:00',
    end: '12:00',
    every: 30,
  });

  await user.click(screen.getByRole('button', { name: 'Add 48 time slots' }));
  expect(await page().findByText('Added 48 time slots.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Meeting times changed' })).toBeInTheDocument();
  expect(callsOf(fetchImpl).filter((call) => call.startsWith('POST'))).toEqual(['POST /office/availability/preview', 'POST /office/availability']);
});

it('says how many slots a removal keeps, and why', async () => {
  const user = userEvent.setup();
  const fetchImpl = api((url) => ({ body: result({ action: 'remove', applied: !url.pathname.endsWith('/preview'), added: 0, removed: 22, kept: { booked: 1, held: 1 } }) }));
  renderOffice('/office/availability', fetchImpl, undefined, ADMINISTRATOR);
  await fillPattern(user);
  await user.click(screen.getByLabelText(/^Remove time slots/));
  await user.click(screen.getByRole('button', { name: 'Check what this does' }));
  expect(await page().findByText('This removes 22 time slots. It keeps 2: 1 booked, 1 held by a visitor who is booking.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove 22 time slots' }));
  expect(await page().findByText('Removed 22 time slots. Kept 2: 1 booked, 1 held by a visitor who is booking.')).toBeInTheDocument();
});

it('checks the pattern before asking, with the messages the API would give, and forgets a preview once the pattern changes', async () => {
  const user = userEvent.setup();
  const fetchImpl = api();
  renderOffice('/office/availability', fetchImpl, undefined, ADMINISTRATOR);
  await screen.findByLabelText(OFFICE.name);
  await user.click(screen.getByLabelText('Tuesday'));
  await user.click(screen.getByLabelText('Thursday'));
  await user.clear(screen.getByLabelText(/^Until/));
  await user.type(screen.getByLabelText(/^Until/), '08:00');
  await user.click(screen.getByRole('button', { name: 'Check what this does' }));
  const summary = screen.getByRole('alert', { name: 'There is a problem' });
  await waitFor(() => expect(summary).toHaveFocus());
  expect(summary).toHaveTextContent(AVAILABILITY_MESSAGES.placesRequired);
  expect(summary).toHaveTextContent(AVAILABILITY_MESSAGES.weekdaysRequired);
  expect(summary).toHaveTextContent(AVAILABILITY_MESSAGES.timeOrder);
  expect(callsOf(fetchImpl).filter((call) => call.startsWith('POST'))).toEqual([]);

  await fillPattern(user);
  await user.click(screen.getByLabelText('Tuesday'));
  await user.clear(screen.getByLabelText(/^Until/));
  await user.type(screen.getByLabelText(/^Until/), '12:00');
  await user.click(screen.getByRole('button', { name: 'Check what this does' }));
  expect(await screen.findByRole('button', { name: 'Add 48 time slots' })).toBeInTheDocument();
  await user.click(screen.getByLabelText('Friday'));
  expect(screen.queryByRole('button', { name: 'Add 48 time slots' })).not.toBeInTheDocument();
});

it("shows the API's refusal as it words it", async () => {
  const user = userEvent.setup();
  renderOffice(
    '/office/availability',
    api(() => ({ status: 400, body: { message: AVAILABILITY_MESSAGES.dateInPast } })),
    undefined,
    ADMINISTRATOR,
  );
  await fillPattern(user);
  await user.click(screen.getByRole('button', { name: 'Check what this does' }));
  expect(await page().findByText(AVAILABILITY_MESSAGES.dateInPast)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Nothing was changed' })).toBeInTheDocument();
});

it('tells a clerk whom to ask instead of offering the form, and hides the link', async () => {
  const fetchImpl = api();
  renderOffice('/office/availability', fetchImpl);
  expect(screen.getByRole('heading', { level: 1, name: 'Meeting times' })).toBeInTheDocument();
  expect(
    screen.getByText('Only administrators can change the meeting times. You are signed in as a clerk. Ask an administrator of your office if you need to.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Check what this does' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Meeting times' })).not.toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Office desk' })).toHaveTextContent('AppealsLetters to checkMeetings');
});
