import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HEARING_MESSAGES as H, type HearingSession, type Panel } from 'mfe-shared/schemas';
import { speak } from '../../../../../mfe-shared/test/language';
import { ADMINISTRATOR, CLERK, callsOf, fakeApi, page, renderOffice } from '../../../../test/office-fixture';

// The county console's hearing panels (docs/product.md#hearings): what the list shows, what the forms
// check before anything is sent, what they send, and how they say what happened.

const VIDEO: Panel = {
  id: '3f0c1d52-2222-4a8e-9c1d-000000000001',
  name: 'Panel 1',
  members: ['A. Chair', 'B. Member'],
  mode: 'video',
  room: null,
  videoUrl: 'https://video.example/harbor-board',
  active: true,
};
const ROOM: Panel = {
  id: '3f0c1d52-2222-4a8e-9c1d-000000000002',
  name: 'Panel 2',
  members: [],
  mode: 'in-person',
  room: 'Room 204, County Building',
  videoUrl: null,
  active: true,
};
// 09:00 to 12:00 on Harbor's clock (New York, standard time in December).
const MORNING: HearingSession = { id: 's-1', panelId: VIDEO.id, startsAt: '2026-12-08T14:00:00.000Z', endsAt: '2026-12-08T17:00:00.000Z', booked: 3 };

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

/** A fake API over `panels` and their sessions, recording every write as [method, path, body]. */
function hearingsApi(panels: Panel[], sessions: Record<string, HearingSession[]> = {}) {
  const sent: Array<[string, string, unknown]> = [];
  const fetchImpl = fakeApi((method, url, body) => {
    const path = url.pathname.replace('/harbor-county/api', '');
    if (method !== 'GET') sent.push([method, path, body]);
    if (path === '/office/panels' && method === 'GET') return { body: { results: panels } };
    if (path === '/office/panels') {
      const added = { id: '3f0c1d52-2222-4a8e-9c1d-000000000009', room: null, videoUrl: null, ...(body as object), active: true } as Panel;
      panels.push(added);
      return { status: 201, body: added };
    }
    const match = /^\/office\/panels\/([^/]+)\/sessions$/.exec(path);
    if (!match) return undefined;
    const list = (sessions[match[1]] ??= []);
    if (method === 'GET') return { body: { results: list } };
    const { startsAt, endsAt } = body as HearingSession;
    if (list.some((session) => session.startsAt < endsAt && session.endsAt > startsAt)) return { status: 409, body: { message: H.sessionOverlaps } };
    const added = { id: `s-${list.length + 9}`, panelId: match[1], startsAt, endsAt };
    list.push({ ...added, booked: 0 });
    return { status: 201, body: added };
  });
  return { fetchImpl, sent };
}

const rows = () => screen.getAllByRole('listitem').filter((item) => item.parentElement?.classList.contains('console-rows'));
const row = (name: string) => rows().find((item) => item.querySelector('.console-rows__name')?.textContent === name)!;

it('lists each panel with its members, where it sits and its upcoming sessions, how many hearings fit and how many are booked', async () => {
  const { fetchImpl } = hearingsApi([VIDEO, ROOM], { [VIDEO.id]: [MORNING] });
  renderOffice('/office/county/panels', fetchImpl, undefined, ADMINISTRATOR);
  expect(screen.getByRole('heading', { level: 1, name: 'Hearing panels' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'County setup' }).querySelector('[aria-current="page"]')).toHaveTextContent('Hearing panels');
  expect(page().getByText(/^Each hearing takes 15 minutes, and none can be scheduled sooner than 15 days from today/)).toBeInTheDocument();
  await screen.findByText('Panel 1');
  const video = within(row('Panel 1'));
  expect(video.getByText('Members: A. Chair, B. Member')).toBeInTheDocument();
  expect(video.getByRole('link', { name: 'https://video.example/harbor-board' })).toHaveAttribute('href', VIDEO.videoUrl);
  expect(await video.findByText(/Tuesday, December 8, 2026.*9:00\sAM\s–\s12:00\sPM\sEST/)).toBeInTheDocument();
  expect(video.getByRole('listitem')).toHaveTextContent(/: 12 hearings fit, 3 booked$/);
  const room = within(row('Panel 2'));
  expect(room.getByText('In person at Room 204, County Building')).toBeInTheDocument();
  expect(room.getByText('No members listed')).toBeInTheDocument();
  expect(await room.findByText('No upcoming sessions.')).toBeInTheDocument();
  expect(room.getByRole('button', { name: 'Add a session to Panel 2' })).toHaveAttribute('aria-expanded', 'false');
});

it('checks the add form in the browser first: a summary that takes the focus and links to each field, nothing sent', async () => {
  const user = userEvent.setup();
  const { fetchImpl, sent } = hearingsApi([]);
  renderOffice('/office/county/panels', fetchImpl, undefined, ADMINISTRATOR);
  expect(await page().findByText(/There are no hearing panels yet/)).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Add a panel' });
  await user.click(within(form).getByRole('button', { name: 'Add the panel' }));
  let summary = await within(form).findByRole('alert', { name: 'There is a problem' });
  await waitFor(() => expect(summary).toHaveFocus());
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([H.panelNameRequired, H.modeInvalid]);
  await user.click(within(summary).getByRole('link', { name: H.modeInvalid }));
  expect(within(form).getByRole('radio', { name: 'In person' })).toHaveFocus();

  // Choosing a way reveals its own question only; the video link must be a full https address.
  expect(within(form).queryByRole('textbox', { name: 'Video link' })).not.toBeInTheDocument();
  await user.click(within(form).getByRole('radio', { name: 'By video' }));
  expect(within(form).getByRole('textbox', { name: 'Video link' })).toBeVisible();
  expect(within(form).queryByRole('textbox', { name: 'Room or address' })).not.toBeInTheDocument();
  await user.type(within(form).getByLabelText('Name of the panel'), 'Panel 3');
  await user.type(within(form).getByLabelText('Video link'), 'meet.example/panel-3');
  await user.click(within(form).getByRole('button', { name: 'Add the panel' }));
  summary = await within(form).findByRole('alert', { name: 'There is a problem' });
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([H.videoUrlInvalid]);
  expect(within(form).getByLabelText('Video link')).toHaveAccessibleDescription(expect.stringContaining(H.videoUrlInvalid));
  await user.click(within(form).getByRole('radio', { name: 'In person' }));
  await user.click(within(form).getByRole('button', { name: 'Add the panel' }));
  expect(await within(form).findByRole('link', { name: H.roomRequired })).toBeInTheDocument();
  expect(sent).toEqual([]);
});

it('adds a panel by video with its members, sends only the link of the way it meets, and says so', async () => {
  const user = userEvent.setup();
  const { fetchImpl, sent } = hearingsApi([ROOM]);
  renderOffice('/office/county/panels', fetchImpl, undefined, ADMINISTRATOR);
  await screen.findByText('Panel 2');
  const form = screen.getByRole('form', { name: 'Add a panel' });
  await user.type(within(form).getByLabelText('Name of the panel'), 'Panel 3');
  await user.type(within(form).getByLabelText('Members (optional)'), 'C. Chair\nD. Member, E. Member');
  await user.click(within(form).getByRole('radio', { name: 'In person' }));
  await user.type(within(form).getByLabelText('Room or address'), 'Room 9');
  await user.click(within(form).getByRole('radio', { name: 'By video' }));
  await user.type(within(form).getByLabelText('Video link'), ' https://meet.example/panel-3 ');
  await user.click(within(form).getByRole('button', { name: 'Add the panel' }));
  const said = await page().findByText('Panel 3 added. Add its sessions so that hearings can be scheduled.');
  await waitFor(() => expect(said.closest('.console-outcome')).toHaveFocus());
  expect(screen.getByTestId('live-polite')).toHaveTextContent('Panel 3 added.');
  expect(sent).toEqual([['POST', '/office/panels', { name: 'Panel 3', members: ['C. Chair', 'D. Member', 'E. Member'], mode: 'video', videoUrl: 'https://meet.example/panel-3' }]]);
  expect(within(form).getByLabelText('Name of the panel')).toHaveValue('');
  expect(await screen.findByText('Panel 3')).toBeInTheDocument();
});

it("adds a session under the panel's row on the county's clock; a refusal of the API is said in its words; Cancel gives the focus back", async () => {
  const user = userEvent.setup();
  const { fetchImpl, sent } = hearingsApi([VIDEO], { [VIDEO.id]: [MORNING] });
  renderOffice('/office/county/panels', fetchImpl, undefined, ADMINISTRATOR);
  await screen.findByText('Panel 1');
  const open = () => within(row('Panel 1')).getByRole('button', { name: 'Add a session to Panel 1' });
  await user.click(open());
  expect(open()).toHaveAttribute('aria-expanded', 'true');
  let form = screen.getByRole('form', { name: 'Add a session to Panel 1' });
  await waitFor(() => expect(within(form).getByLabelText('Date')).toHaveFocus());
  await user.click(within(form).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('form', { name: 'Add a session to Panel 1' })).not.toBeInTheDocument();
  await waitFor(() => expect(open()).toHaveFocus());

  await user.click(open());
  form = screen.getByRole('form', { name: 'Add a session to Panel 1' });
  await user.clear(within(form).getByLabelText('End time'));
  await user.type(within(form).getByLabelText('End time'), '08:30');
  await user.click(within(form).getByRole('button', { name: 'Add the session' }));
  const summary = await within(form).findByRole('alert', { name: 'There is a problem' });
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual([H.sessionTimesInvalid, H.sessionOrder]);
  await waitFor(() => expect(summary).toHaveFocus());

  // 11:00 to 13:00 that day is over the morning's session: the API says so, and the form stays.
  await user.type(within(form).getByLabelText('Date'), '2026-12-08');
  await user.clear(within(form).getByLabelText('Start time'));
  await user.type(within(form).getByLabelText('Start time'), '11:00');
  await user.clear(within(form).getByLabelText('End time'));
  await user.type(within(form).getByLabelText('End time'), '13:00');
  await user.click(within(form).getByRole('button', { name: 'Add the session' }));
  const refusal = await page().findByText(H.sessionOverlaps);
  await waitFor(() => expect(refusal.closest('.console-outcome')).toHaveFocus());
  expect(page().getByRole('heading', { name: 'The panels were not changed' })).toBeInTheDocument();
  expect(sent.at(-1)).toEqual(['POST', `/office/panels/${VIDEO.id}/sessions`, { startsAt: '2026-12-08T16:00:00.000Z', endsAt: '2026-12-08T18:00:00.000Z' }]);

  await user.clear(within(form).getByLabelText('Start time'));
  await user.type(within(form).getByLabelText('Start time'), '13:00');
  await user.clear(within(form).getByLabelText('End time'));
  await user.type(within(form).getByLabelText('End time'), '16:00');
  await user.click(within(form).getByRole('button', { name: 'Add the session' }));
  expect(await page().findByText(/^Session added to Panel 1: Tuesday, December 8, 2026.*1:00\s–\s4:00\sPM\sEST\.$/)).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Add a session to Panel 1' })).not.toBeInTheDocument();
  await waitFor(() => expect(within(row('Panel 1')).getAllByRole('listitem')).toHaveLength(2));
  expect(within(row('Panel 1')).getAllByRole('listitem')[1]).toHaveTextContent(/: 12 hearings fit, none booked$/);
});

it('offers nothing to a clerk, and reads nothing', () => {
  const { fetchImpl } = hearingsApi([VIDEO]);
  renderOffice('/office/county/panels', fetchImpl, undefined, CLERK);
  expect(page().getByText(/meeting locations, hearing panels, parcel roll and staff accounts/)).toBeInTheDocument();
  expect(callsOf(fetchImpl).filter((call) => call.includes('/office/panels'))).toEqual([]);
});

describe('in Spanish', () => {
  beforeEach(() => speak('es'));
  afterEach(() => speak('en'));

  it('says the screen and the form messages in Spanish', async () => {
    const user = userEvent.setup();
    const { fetchImpl } = hearingsApi([ROOM]);
    renderOffice('/office/county/panels', fetchImpl, undefined, ADMINISTRATOR);
    expect(await screen.findByRole('heading', { level: 1, name: 'Paneles de audiencia' })).toBeInTheDocument();
    await screen.findByText('Panel 2');
    expect(within(row('Panel 2')).getByText('En persona en Room 204, County Building')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar el panel' }));
    expect(await screen.findByRole('link', { name: 'Indique el nombre del panel, por ejemplo Panel 2.' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Por video' })).toBeInTheDocument();
  });
});
