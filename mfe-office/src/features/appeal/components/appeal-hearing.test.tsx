import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HEARING_MESSAGES, NEXT_STATUSES, type OfficeAppeal, type OfficeHearing, type Panel } from 'mfe-shared/schemas';
import { speak } from '../../../../../mfe-shared/test/language';
import { callsOf, fakeApi, page, renderOffice } from '../../../../test/office-fixture';
import enHearing from '../../../locales/en/appeal-hearing.json';

const REFERENCE = 'HC-26-7K3QPM';
const PANEL_A: Panel = {
  id: 'a0000000-0000-4000-8000-00000000000a',
  name: 'Panel A',
  members: [],
  mode: 'in-person',
  room: 'Room 204, County Building',
  videoUrl: null,
  active: true,
};
const PANEL_B: Panel = { id: 'b0000000-0000-4000-8000-00000000000b', name: 'Panel B', members: [], mode: 'video', videoUrl: 'https://video.example/b', room: null, active: true };
// Tuesday 16 December 2026, 2:30pm and 2:45pm in New York (EST).
const FREE = ['2026-12-16T19:30:00.000Z', '2026-12-16T19:45:00.000Z'];

const HEARING: OfficeHearing = {
  id: 'h0000000-0000-4000-8000-000000000001',
  startsAt: FREE[0],
  minutes: 15,
  mode: 'video',
  panel: { id: PANEL_B.id, name: 'Panel B' },
  room: null,
  videoUrl: 'https://video.example/b',
  moveRequest: null,
};

const appeal = (overrides: Partial<OfficeAppeal>): OfficeAppeal => ({
  id: '6f1c2a8e-4b7d-4f3a-9c1e-2d5b8a7e6f10',
  reference: REFERENCE,
  status: 'under-review',
  filedAt: '2026-04-02T14:30:00.000Z',
  confirmBy: null,
  window: { id: 'w26', name: '2026 Appeal Season' },
  property: { id: 'HC-000016-A247', address: '3261 Sunset Dr', type: 'residential', owner: 'Avery Quinn', value: null },
  filer: { name: 'Jordan Vale', type: 'owner', organization: null, userType: null, address: null, phone: { number: '5555550142', extension: '' }, email: 'jordan@vale.example' },
  claimedValue: { amount: 395_000, currency: 'USD' },
  reasons: [],
  comparables: [],
  compsPdf: null,
  documents: [],
  method: 'online',
  filedBy: 'public',
  staffName: null,
  timeline: [],
  nextStatuses: [...NEXT_STATUSES['under-review']],
  hearing: null,
  ...overrides,
});

/** The API: panels, their free times (a taken one drops out), scheduling and refusing a request to move. */
function server(first: OfficeAppeal, { taken = false }: { taken?: boolean } = {}) {
  let current = first;
  let free = [...FREE];
  return fakeApi((method, url, body) => {
    if (method === 'GET' && url.pathname.endsWith(`/office/appeals/${REFERENCE}`)) return { body: current };
    if (method === 'GET' && url.pathname.endsWith('/office/panels')) return { body: { results: [PANEL_A, PANEL_B] } };
    if (method === 'GET' && url.pathname.endsWith('/free-times')) return { body: { minutes: 15, results: free.map((startsAt) => ({ startsAt })) } };
    if (method === 'POST' && url.pathname.endsWith('/office/hearings')) {
      const asked = body as { panel: string; startsAt?: string };
      if (taken) {
        free = free.filter((time) => time !== asked.startsAt);
        return { status: 409, body: { message: HEARING_MESSAGES.panelBusy } };
      }
      const startsAt = asked.startsAt ?? free[0];
      current = { ...current, status: 'hearing-scheduled', nextStatuses: [...NEXT_STATUSES['hearing-scheduled']], hearing: { ...HEARING, id: 'h-new', startsAt } };
      return { status: 201, body: { id: 'h-new', appeal: current.id, reference: REFERENCE, startsAt, minutes: 15, panel: asked.panel } };
    }
    if (method === 'POST' && url.pathname.endsWith('/move-request/refuse')) {
      current = { ...current, hearing: { ...current.hearing!, moveRequest: { ...current.hearing!.moveRequest!, state: 'refused', note: (body as { note: string }).note } } };
      return { status: 204 };
    }
    return undefined;
  });
}

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterAll(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const posts = (fetchImpl: jest.Mock) =>
  fetchImpl.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input, init]) => [new URL(String(input), 'http://x').pathname, JSON.parse(init.body as string)]);

it('schedules a hearing on a panel at its next free time, shows it and says the filer was sent the notice', async () => {
  const user = userEvent.setup();
  const fetchImpl = server(appeal({}));
  renderOffice(`/office/appeals/${REFERENCE}`, fetchImpl);
  const status = within(await screen.findByRole('region', { name: 'Status' }));
  await user.click(status.getByRole('radio', { name: 'Schedule a hearing' }));
  const panels = await status.findByRole('group', { name: 'Which panel hears the appeal' });
  expect(within(panels).getByRole('radio', { name: /Panel A/ })).toHaveAccessibleName('Panel A Meets in person at Room 204, County Building');
  // Nothing chosen: the error summary says what to do, and takes the focus.
  await user.click(status.getByRole('button', { name: 'Schedule a hearing' }));
  const problem = await screen.findByRole('alert', { name: 'There is a problem' });
  await waitFor(() => expect(problem).toHaveFocus());
  expect(problem).toHaveTextContent('Choose the panel that hears the appeal.');

  await user.click(within(panels).getByRole('radio', { name: /Panel B/ }));
  const times = await status.findByRole('group', { name: /^When/ });
  expect(
    within(times)
      .getAllByRole('radio')
      .map((radio) => radio.parentElement!.textContent),
  ).toEqual(['The next free timeNow Wednesday, December 16, 2026 at 2:30 PM EST', 'Wednesday, December 16, 2026 at 2:30 PM EST', 'Wednesday, December 16, 2026 at 2:45 PM EST']);
  expect(callsOf(fetchImpl)).toContain(`GET /office/panels/${PANEL_B.id}/free-times?limit=12`);
  // A hearing on a panel carries no office note.
  expect(status.queryByLabelText(/Note/)).toBeNull();
  await user.click(within(times).getByRole('radio', { name: /The next free time/ }));
  await user.click(status.getByRole('button', { name: 'Schedule a hearing' }));

  const message = 'The hearing of appeal HC-26-7K3QPM is on Wednesday, December 16, 2026 at 2:30 PM EST. The filer has been sent the notice.';
  expect(await page().findByText(message)).toBeInTheDocument();
  expect(posts(fetchImpl)).toEqual([['/harbor-county/api/office/hearings', { appeal: REFERENCE, panel: PANEL_B.id }]]);
  expect(within(screen.getByRole('status')).getByText(message)).toBeInTheDocument();
  expect(within(await screen.findByRole('region', { name: 'Hearing' })).getByText(/^Hearing on/)).toHaveTextContent(
    'Hearing on Wednesday, December 16, 2026 at 2:30 PM EST, 15 minutes, Panel B, by video',
  );
});

it("shows the API's refusal of a time someone else took in the error summary, and offers the times still free", async () => {
  const user = userEvent.setup();
  const fetchImpl = server(appeal({}), { taken: true });
  renderOffice(`/office/appeals/${REFERENCE}`, fetchImpl);
  const status = within(await screen.findByRole('region', { name: 'Status' }));
  await user.click(status.getByRole('radio', { name: 'Schedule a hearing' }));
  await user.click(await status.findByRole('radio', { name: /Panel B/ }));
  await user.click(await status.findByRole('radio', { name: 'Wednesday, December 16, 2026 at 2:30 PM EST' }));
  await user.click(status.getByRole('button', { name: 'Schedule a hearing' }));
  const problem = await screen.findByRole('alert', { name: 'There is a problem' });
  expect(problem).toHaveTextContent(HEARING_MESSAGES.panelBusy);
  await waitFor(() => expect(problem).toHaveFocus());
  // The list read again: the taken time is gone, and the next free time is the one after it.
  expect(await status.findByText('Now Wednesday, December 16, 2026 at 2:45 PM EST')).toBeInTheDocument();
  expect(status.queryByRole('radio', { name: 'Wednesday, December 16, 2026 at 2:30 PM EST' })).toBeNull();
});

it("shows the filer's request to move the hearing; a refusal needs a note, then is sent and announced", async () => {
  const user = userEvent.setup();
  const asked = { ...HEARING, moveRequest: { reason: 'I am in hospital that week.', askedAt: '2026-12-01T15:00:00.000Z', state: 'asked' as const, note: null } };
  const fetchImpl = server(appeal({ status: 'hearing-scheduled', nextStatuses: [...NEXT_STATUSES['hearing-scheduled']], hearing: asked }));
  renderOffice(`/office/appeals/${REFERENCE}`, fetchImpl);
  const hearing = within(await screen.findByRole('region', { name: 'Hearing' }));
  expect(hearing.getByText('Their reason: I am in hospital that week.')).toBeInTheDocument();
  expect(hearing.getByRole('link', { name: 'https://video.example/b' })).toHaveAttribute('href', 'https://video.example/b');
  await user.click(hearing.getByRole('radio', { name: 'Refuse the request' }));
  await user.click(hearing.getByRole('button', { name: 'Refuse the request' }));
  expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent(HEARING_MESSAGES.moveNoteRequired);
  await user.type(hearing.getByLabelText('Why the hearing cannot be moved'), 'The panel sits only that week.');
  await user.click(hearing.getByRole('button', { name: 'Refuse the request' }));
  const message = 'The request to move the hearing of appeal HC-26-7K3QPM is refused. The filer has been emailed your note.';
  expect(await hearing.findByText(message)).toBeInTheDocument();
  expect(posts(fetchImpl)).toEqual([[`/harbor-county/api/office/hearings/${HEARING.id}/move-request/refuse`, { note: 'The panel sits only that week.' }]]);
  expect(await hearing.findByText('You refused the request: The panel sits only that week.')).toBeInTheDocument();
  expect(hearing.queryByRole('button', { name: 'Refuse the request' })).toBeNull();
});

it('answers the request with a new time of the same panel, which moves the hearing', async () => {
  const user = userEvent.setup();
  const asked = { ...HEARING, moveRequest: { reason: 'Away', askedAt: '2026-12-01T15:00:00.000Z', state: 'asked' as const, note: null } };
  const fetchImpl = server(appeal({ status: 'hearing-scheduled', nextStatuses: [...NEXT_STATUSES['hearing-scheduled']], hearing: asked }));
  renderOffice(`/office/appeals/${REFERENCE}`, fetchImpl);
  const hearing = within(await screen.findByRole('region', { name: 'Hearing' }));
  await user.click(hearing.getByRole('radio', { name: 'Give a new time' }));
  // The hearing's own panel is chosen already.
  expect(await hearing.findByRole('radio', { name: /Panel B/ })).toBeChecked();
  await user.click(await hearing.findByRole('radio', { name: 'Wednesday, December 16, 2026 at 2:45 PM EST' }));
  await user.click(hearing.getByRole('button', { name: 'Give the new time' }));
  expect(
    await hearing.findByText('The hearing of appeal HC-26-7K3QPM is moved to Wednesday, December 16, 2026 at 2:45 PM EST. The filer has been sent the new notice.'),
  ).toBeInTheDocument();
  expect(posts(fetchImpl)).toEqual([['/harbor-county/api/office/hearings', { appeal: REFERENCE, panel: PANEL_B.id, startsAt: FREE[1] }]]);
});

describe('in Spanish', () => {
  beforeEach(() => speak('es'));
  afterEach(() => speak('en'));

  it('says the hearing, the request and the answer in Spanish', async () => {
    const user = userEvent.setup();
    const asked = { ...HEARING, moveRequest: { reason: 'Estoy en el hospital.', askedAt: '2026-12-01T15:00:00.000Z', state: 'asked' as const, note: null } };
    renderOffice(`/office/appeals/${REFERENCE}`, server(appeal({ status: 'hearing-scheduled', nextStatuses: [...NEXT_STATUSES['hearing-scheduled']], hearing: asked })));
    const hearing = within(await screen.findByRole('region', { name: 'Audiencia' }));
    expect(hearing.getByText(/^Audiencia el /)).toHaveTextContent(/^Audiencia el miércoles, 16 de diciembre de 2026, .*15 minutos, Panel B, por video$/);
    expect(hearing.getByText('Su motivo: Estoy en el hospital.')).toBeInTheDocument();
    await user.click(hearing.getByRole('radio', { name: 'Dar una nueva hora' }));
    expect(await hearing.findByRole('group', { name: 'Qué panel escucha la apelación' })).toBeInTheDocument();
    expect(await hearing.findByRole('radio', { name: /^La próxima hora libre/ })).toBeInTheDocument();
    // None of this screen's English words.
    const english = Object.values(enHearing).filter((text) => !text.includes('{'));
    expect(english.filter((text) => document.body.textContent!.includes(text))).toEqual([]);
  });
});
