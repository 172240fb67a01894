import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Docket, DocketEntry, Panel } from 'mfe-shared/schemas';
import { speak } from '../../../../../mfe-shared/test/language';
import { CLERK, callsOf, fakeApi, page, renderOffice } from '../../../../test/office-fixture';

// The docket (docs/product.md#hearings): a day's hearings by panel and time, with what the office
// needs to run each one, the CSV of the same view, a print, and what it says when there are none.

const VIDEO: Panel = { id: '3f0c1d52-2222-4a8e-9c1d-000000000001', name: 'Panel 1', members: [], mode: 'video', room: null, videoUrl: 'https://video.example/board', active: true };
const ROOM: Panel = { id: '3f0c1d52-2222-4a8e-9c1d-000000000002', name: 'Panel 2', members: [], mode: 'in-person', room: 'Room 204', videoUrl: null, active: true };
const DAY = '2026-12-08';

const entry = (panel: Panel, startsAt: string, reference: string, extra: Partial<DocketEntry['appeal']> = {}): DocketEntry => ({
  id: `h-${reference}`,
  startsAt,
  minutes: 15,
  status: 'scheduled',
  panel: { id: panel.id, name: panel.name, mode: panel.mode, room: panel.room, videoUrl: panel.videoUrl },
  moveAsked: null,
  appeal: {
    id: `a-${reference}`,
    reference,
    parcelId: 'HC-000101-A1',
    address: '12 Harbor Way',
    filerName: 'Olga Quinn',
    propertyType: 'residential',
    claimedValue: { amount: 245_000, currency: 'USD' },
    ...extra,
  },
});
const HEARINGS = [
  entry(VIDEO, '2026-12-08T14:00:00.000Z', 'HC-26-AAAAAA'),
  entry(VIDEO, '2026-12-08T14:15:00.000Z', 'HC-26-BBBBBB', { address: '3 Elm St', filerName: 'Sam Lee' }),
  entry(ROOM, '2026-12-08T15:00:00.000Z', 'HC-26-CCCCCC'),
];

function docketApi(hearings: DocketEntry[]) {
  return fakeApi((method, url) => {
    const path = url.pathname.replace('/harbor-county/api', '');
    if (path === '/office/panels') return { body: { results: [VIDEO, ROOM] } };
    if (path !== '/office/hearings') return undefined;
    const day = url.searchParams.get('day')!;
    const panel = url.searchParams.get('panel');
    const docket: Docket = { day, timeZone: 'America/New_York', hearings: hearings.filter((h) => h.startsAt.startsWith(day) && (!panel || h.panel.id === panel)) };
    return { body: docket };
  });
}

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent));

it("lists the day's hearings by panel in time order, with the appeal's link, the property, the filer, the opinion of value and where it is held", async () => {
  const fetchImpl = docketApi(HEARINGS);
  renderOffice(`/office/hearings?day=${DAY}`, fetchImpl);
  expect(screen.getByRole('heading', { level: 1, name: 'Hearings' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Office desk' }).querySelector('[aria-current="page"]')).toHaveTextContent('Hearings');
  expect(await page().findByRole('heading', { level: 2, name: 'Tuesday, December 8, 2026' })).toBeInTheDocument();
  expect(page().getByText('3 hearings.')).toBeInTheDocument();
  const first = page().getByRole('table', { name: 'Panel 1: 2 hearings' });
  expect(
    within(first)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Time', 'Length', 'Appeal', 'Property address', 'Filer', 'Opinion of value', 'Video link or room']);
  expect(cells(first)).toEqual([
    [expect.stringMatching(/^9:00\sAM\sEST$/), '15 min', 'HC-26-AAAAAA', '12 Harbor Way', 'Olga Quinn', '$245,000', 'https://video.example/board'],
    [expect.stringMatching(/^9:15\sAM\sEST$/), '15 min', 'HC-26-BBBBBB', '3 Elm St', 'Sam Lee', '$245,000', 'https://video.example/board'],
  ]);
  expect(within(first).getByRole('link', { name: 'HC-26-AAAAAA' })).toHaveAttribute('href', '/office/appeals/HC-26-AAAAAA');
  expect(cells(page().getByRole('table', { name: 'Panel 2: 1 hearing' }))).toEqual([
    [expect.stringMatching(/^10:00\sAM\sEST$/), '15 min', 'HC-26-CCCCCC', '12 Harbor Way', 'Olga Quinn', '$245,000', 'Room 204'],
  ]);
  expect(page().getByRole('link', { name: 'Download as CSV' })).toHaveAttribute('href', `/harbor-county/api/office/hearings.csv?day=${DAY}`);
  await waitFor(() => expect(screen.getByTestId('live-polite')).toHaveTextContent('3 hearings.'));
});

it('chooses another day and one panel, the CSV following the view; a day without hearings says so', async () => {
  const user = userEvent.setup();
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const fetchImpl = docketApi(HEARINGS);
  renderOffice(`/office/hearings?day=${DAY}`, fetchImpl);
  await page().findByText('3 hearings.');
  await user.click(page().getByRole('button', { name: 'Print' }));
  expect(print).toHaveBeenCalled();
  await user.selectOptions(await page().findByLabelText('Panel'), 'Panel 2');
  await user.click(page().getByRole('button', { name: 'Show hearings' }));
  expect(await page().findByRole('heading', { level: 2, name: 'Tuesday, December 8, 2026: Panel 2' })).toBeInTheDocument();
  expect(await page().findByText('1 hearing.')).toBeInTheDocument();
  expect(page().queryByRole('table', { name: /Panel 1/ })).not.toBeInTheDocument();
  expect(page().getByRole('link', { name: 'Download as CSV' })).toHaveAttribute('href', `/harbor-county/api/office/hearings.csv?day=${DAY}&panel=${ROOM.id}`);

  await user.click(page().getByRole('link', { name: 'Next day' }));
  expect(await page().findByText('No hearings on December 9, 2026.')).toBeInTheDocument();
  expect(page().queryByRole('link', { name: 'Download as CSV' })).not.toBeInTheDocument();
  expect(callsOf(fetchImpl)).toContain(`GET /office/hearings?day=2026-12-09&panel=${ROOM.id}`);
  print.mockRestore();
});

it("opens on today's docket in the county's time zone", async () => {
  const fetchImpl = docketApi([]);
  renderOffice('/office/hearings', fetchImpl);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  await waitFor(() => expect(callsOf(fetchImpl)).toContain(`GET /office/hearings?day=${today}`));
  expect(await page().findByText(/^No hearings on /)).toBeInTheDocument();
});

it('says when the docket could not be loaded, in the words of the API, with Try again', async () => {
  const fetchImpl = fakeApi((method, url) =>
    url.pathname.endsWith('/office/panels') ? { body: { results: [] } } : { status: 400, body: { message: 'Write the day as YYYY-MM-DD, for example 2026-05-04.' } },
  );
  renderOffice(`/office/hearings?day=${DAY}`, fetchImpl);
  const alert = await page().findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'The hearings could not be loaded' })).toBeInTheDocument();
  expect(within(alert).getByText('Write the day as YYYY-MM-DD, for example 2026-05-04.')).toBeInTheDocument();
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

describe('in Spanish', () => {
  beforeEach(() => speak('es'));
  afterEach(() => speak('en'));

  it('says the docket in Spanish', async () => {
    renderOffice(`/office/hearings?day=${DAY}`, docketApi(HEARINGS), undefined, CLERK);
    expect(await page().findByRole('table', { name: 'Panel 1: 2 audiencias' })).toBeInTheDocument();
    expect(page().getAllByRole('columnheader', { name: 'Opinión sobre el valor' })).toHaveLength(2);
    expect(page().getByRole('link', { name: 'Descargar en CSV' })).toBeInTheDocument();
  });
});
