import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPEAL_STATUS_LABELS, type OfficeAppeal } from 'mfe-shared/schemas';
import { callsOf, fakeApi, page, renderOffice } from '../../../../test/office-fixture';

const REFERENCE = 'HC-26-7K3QPM';

const appeal = (overrides: Partial<OfficeAppeal> = {}): OfficeAppeal => ({
  id: '6f1c2a8e-4b7d-4f3a-9c1e-2d5b8a7e6f10',
  reference: REFERENCE,
  status: 'filed',
  filedAt: '2026-04-02T14:30:00.000Z',
  confirmBy: null,
  window: { id: 'w26', name: '2026 Appeal Season' },
  property: { id: 'HC-000016-A247', address: '3261 Sunset Dr', type: 'residential', owner: 'Avery Quinn', value: { amount: 438_700, currency: 'USD' } },
  filer: {
    name: 'Jordan Vale',
    type: 'agent',
    organization: 'Vale Tax Advisers',
    userType: null,
    address: { lines: ['12 Harbor Row', 'Suite 4'], city: 'Port Harbor', state: 'ME', zip: '04000' },
    phone: { number: '5555550142', extension: '12' },
    email: 'jordan@vale.example',
  },
  claimedValue: { amount: 395_000, currency: 'USD' },
  reasons: [{ id: 'market-value', title: 'Market value is too high', description: 'Sales on my street are lower.' }],
  comparables: [{ parcelId: 'HC-000017-B100', address: '3270 Sunset Dr' }],
  compsPdf: { id: 'c0000000-0000-4000-8000-000000000001', name: 'comparables.pdf', size: 52_000, type: 'application/pdf' },
  documents: [
    { id: 'd0000000-0000-4000-8000-000000000001', name: 'sales-letter.pdf', size: 2_048, type: 'application/pdf' },
    { id: 'd0000000-0000-4000-8000-000000000002', name: 'survey.docx', size: 9_000, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  ],
  method: 'mail',
  filedBy: 'staff',
  staffName: 'Dana Whitfield',
  timeline: [{ status: 'filed', label: 'Filed', at: '2026-04-02T14:30:00.000Z', decidedValue: null, hearingAt: null, by: null, note: null }],
  nextStatuses: ['under-review', 'withdrawn'],
  ...overrides,
});

/** The appeal as the API holds it; a status change moves it on, as the server would. */
function server(first: OfficeAppeal, refuse?: { status: number; message: string }) {
  let current = first;
  return fakeApi((method, url, body) => {
    if (method === 'GET' && url.pathname.endsWith(`/office/appeals/${REFERENCE}`)) return { body: current };
    if (method === 'POST' && url.pathname.endsWith(`/appeals/${REFERENCE}/status`)) {
      if (refuse) return { status: refuse.status, body: { message: refuse.message } };
      const change = body as { status: OfficeAppeal['nextStatuses'][number]; note?: string; decidedValue?: { amount: number } };
      const label = APPEAL_STATUS_LABELS[change.status];
      current = {
        ...current,
        status: change.status,
        nextStatuses: change.status === 'under-review' ? ['hearing-scheduled', 'decided', 'withdrawn'] : [],
        timeline: [
          ...current.timeline,
          {
            status: change.status,
            label,
            at: '2026-04-03T15:00:00.000Z',
            by: 'Dana Whitfield',
            note: change.note ?? null,
            hearingAt: null,
            decidedValue: change.decidedValue ? { ...change.decidedValue, currency: 'USD' } : null,
          },
        ],
      };
      return { body: { id: current.id, reference: REFERENCE, status: change.status, timeline: current.timeline } };
    }
    if (method === 'POST' && url.pathname.endsWith(`/appeals/${REFERENCE}/keep`)) {
      if (refuse) return { status: refuse.status, body: { message: refuse.message } };
      current = { ...current, takesPlace: true };
      return { body: { id: current.id, reference: REFERENCE, proof: 'office', holdsPlace: true } };
    }
    return undefined;
  });
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const postsOf = (fetchImpl: jest.Mock) =>
  fetchImpl.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input, init]) => [String(input), JSON.parse(init.body as string)]);

it('shows everything filed: the property, the filer in full, the claim, reasons and comparables', async () => {
  renderOffice(`/office/appeals/${REFERENCE}`, server(appeal()));
  expect(await screen.findByRole('heading', { level: 1, name: `Appeal ${REFERENCE}` })).toBeInTheDocument();
  expect(document.title).toContain(`Appeal ${REFERENCE}`);
  const facts = (name: string) =>
    Object.fromEntries(
      section(name)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
  expect(facts('Status')).toEqual({ Filed: 'Apr 2, 2026, 10:30 AM EDT', 'Filing method': 'Mail', 'Filed by': 'Staff (Dana Whitfield)' });
  expect(facts('Property')).toEqual({ Parcel: 'HC-000016-A247', Address: '3261 Sunset Dr', Type: 'Residential', Owner: 'Avery Quinn', 'Assessed value': '$438,700' });
  expect(facts('Filer')).toEqual({
    Name: 'Jordan Vale',
    'Relation to the owner': 'Agent, Vale Tax Advisers',
    Address: '12 Harbor Row, Suite 4, Port Harbor, ME 04000',
    Phone: '(555) 555 0142 extension 12',
    Email: 'jordan@vale.example',
  });
  expect(section('Opinion of value and reasons').getByText('$395,000')).toBeInTheDocument();
  expect(section('Opinion of value and reasons').getByRole('listitem')).toHaveTextContent('Market value is too high: Sales on my street are lower.');
  expect(section('Comparable sales').getByText('HC-000017-B100, 3270 Sunset Dr')).toBeInTheDocument();
});

it("names the filer's language of correspondence where it is not the only one the county writes in", async () => {
  const filerFacts = () =>
    Object.fromEntries(
      section('Filer')
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling]),
    );
  renderOffice(`/office/appeals/${REFERENCE}`, server(appeal({ language: 'es' })));
  await screen.findByRole('heading', { level: 1, name: `Appeal ${REFERENCE}` });
  const language = filerFacts()['Language of correspondence'];
  expect(language).toHaveTextContent('Español');
  expect(language?.querySelector('[lang="es"]')).toHaveTextContent('Español');
});

it('opens or downloads each document and the comparables PDF through the API with the staff session', async () => {
  renderOffice(`/office/appeals/${REFERENCE}`, server(appeal()));
  const documents = await screen.findByRole('region', { name: 'Documents' });
  const base = `/harbor-county/api/office/appeals/${REFERENCE}/files`;
  const open = within(documents).getByRole('link', { name: 'Open sales-letter.pdf (opens in a new tab)' });
  expect(open).toHaveAttribute('href', `${base}/d0000000-0000-4000-8000-000000000001?disposition=inline`);
  expect(open).toHaveAttribute('target', '_blank');
  expect(within(documents).getByRole('link', { name: 'Download sales-letter.pdf' })).toHaveAttribute('href', `${base}/d0000000-0000-4000-8000-000000000001`);
  // A Word file is only downloaded: the browser cannot show it.
  expect(within(documents).queryByRole('link', { name: /Open survey\.docx/ })).not.toBeInTheDocument();
  expect(within(documents).getByRole('link', { name: 'Download survey.docx' })).toHaveAttribute('download', 'survey.docx');
  expect(section('Comparable sales').getByRole('link', { name: 'Download comparables.pdf' })).toHaveAttribute('href', `${base}/c0000000-0000-4000-8000-000000000001`);
});

it('moves the appeal with a note: the change is posted, the timeline shows it, and the result is announced', async () => {
  const user = userEvent.setup();
  const fetchImpl = server(appeal());
  renderOffice(`/office/appeals/${REFERENCE}`, fetchImpl);
  const status = await screen.findByRole('region', { name: 'Status' });
  expect(
    within(status)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Start the review', 'Mark as withdrawn']);
  await user.type(within(status).getByLabelText(/Note/), 'Site visit on Tuesday.');
  await user.click(within(status).getByRole('button', { name: 'Start the review' }));

  expect(await page().findByText(`Appeal ${REFERENCE} is now under review. The filer has been emailed.`)).toBeInTheDocument();
  expect(postsOf(fetchImpl)).toEqual([[`/harbor-county/api/appeals/${REFERENCE}/status`, { status: 'under-review', note: 'Site visit on Tuesday.' }]]);
  await waitFor(() => expect(screen.getByTestId('live-polite')).toHaveTextContent(`Appeal ${REFERENCE} is now under review.`));
  const timeline = section('Timeline').getAllByRole('listitem');
  expect(timeline[1]).toHaveTextContent('Under review');
  expect(timeline[1]).toHaveTextContent('by Dana Whitfield');
  expect(timeline[1]).toHaveTextContent('Note: Site visit on Tuesday.');
  // The next moves are offered now, the note field is empty again.
  expect(
    within(status)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Schedule a hearing', 'Record the decision', 'Mark as withdrawn']);
  expect(within(status).getByLabelText(/Note/)).toHaveValue('');
});

it('asks for the decided value before recording a decision, in an error summary, and sends it once given', async () => {
  const user = userEvent.setup();
  const fetchImpl = server(appeal({ status: 'under-review', nextStatuses: ['hearing-scheduled', 'decided', 'withdrawn'] }));
  renderOffice(`/office/appeals/${REFERENCE}`, fetchImpl);
  const status = await screen.findByRole('region', { name: 'Status' });
  await user.click(within(status).getByRole('button', { name: 'Record the decision' }));
  const summary = await page().findByRole('alert');
  expect(within(summary).getByRole('link', { name: 'Enter the decided value to record a decision.' })).toHaveAttribute('href', '#office-decided-value');
  expect(summary).toHaveFocus();
  expect(postsOf(fetchImpl)).toEqual([]);

  await user.type(within(status).getByLabelText(/Decided value/), '380,000');
  await user.click(within(status).getByRole('button', { name: 'Record the decision' }));
  expect(await page().findByText(`Appeal ${REFERENCE} is decided. The filer has been emailed.`)).toBeInTheDocument();
  expect(postsOf(fetchImpl)).toEqual([[`/harbor-county/api/appeals/${REFERENCE}/status`, { status: 'decided', decidedValue: { amount: 380_000 } }]]);
  expect(section('Timeline').getAllByRole('listitem')[1]).toHaveTextContent('Decided value: $380,000');
  expect(screen.getByText('This appeal is final: it can no longer change.')).toBeInTheDocument();
});

it("schedules a hearing at the county's time, whatever the browser's zone", async () => {
  const user = userEvent.setup();
  const fetchImpl = server(appeal({ status: 'under-review', nextStatuses: ['hearing-scheduled', 'decided', 'withdrawn'] }));
  renderOffice(`/office/appeals/${REFERENCE}`, fetchImpl);
  const status = await screen.findByRole('region', { name: 'Status' });
  await user.type(within(status).getByLabelText('Date'), '2026-05-04');
  await user.type(within(status).getByLabelText('Time'), '14:00');
  await user.click(within(status).getByRole('button', { name: 'Schedule a hearing' }));
  await page().findByText(`A hearing is scheduled for appeal ${REFERENCE}. The filer has been emailed.`);
  // 2 PM in New York in May is 18:00 UTC.
  expect(postsOf(fetchImpl)[0][1]).toEqual({ status: 'hearing-scheduled', hearingAt: '2026-05-04T18:00:00.000Z' });
});

it('shows a refusal of the API as an alert, and keeps what was typed', async () => {
  const user = userEvent.setup();
  const message = 'An appeal that is withdrawn cannot be moved to under review.';
  renderOffice(`/office/appeals/${REFERENCE}`, server(appeal(), { status: 409, message }));
  const status = await screen.findByRole('region', { name: 'Status' });
  await user.type(within(status).getByLabelText(/Note/), 'Called the filer.');
  await user.click(within(status).getByRole('button', { name: 'Start the review' }));
  const alert = await page().findByRole('alert');
  expect(alert).toHaveTextContent('The change was not recorded');
  expect(alert).toHaveTextContent(message);
  expect(within(status).getByLabelText(/Note/)).toHaveValue('Called the filer.');
});

it('offers no action on an appeal its filer has not confirmed, and says until when they may', async () => {
  renderOffice(`/office/appeals/${REFERENCE}`, server(appeal({ status: 'awaiting-confirmation', confirmBy: '2099-04-04T14:30:00.000Z', timeline: [], nextStatuses: [] })));
  expect(await screen.findByRole('heading', { level: 2, name: 'Not filed yet' })).toBeInTheDocument();
  expect(screen.getByText(/They may confirm it until/)).toBeInTheDocument();
  expect(section('Status').queryAllByRole('button')).toEqual([]);
  expect(section('Timeline').getByText('The timeline starts when the filer confirms the appeal.')).toBeInTheDocument();
});

it('goes back to the queue view it came from', async () => {
  const fetchImpl = server(appeal());
  renderOffice(`/office/appeals/${REFERENCE}`, fetchImpl);
  expect(await screen.findByRole('link', { name: 'Back to the appeals' })).toHaveAttribute('href', '/office');
  expect(callsOf(fetchImpl)).toEqual([`GET /office/appeals/${REFERENCE}`]);
});

it('says when there is no such appeal', async () => {
  renderOffice(
    '/office/appeals/HC-26-NOPE22',
    fakeApi(() => ({ status: 404, body: { message: 'We could not find that appeal in this county.' } })),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Appeal not found' })).toBeInTheDocument();
  expect(page().getByRole('alert')).toHaveTextContent('We could not find that appeal in this county.');
});

describe('an appeal filed without the owner code', () => {
  const unproven = () => appeal({ filedBy: 'public', staffName: null, method: 'online', takesPlace: false });

  it("says it is not the parcel's appeal yet, and keeps it: announced, focused, and the notice gone", async () => {
    const api = server(unproven());
    renderOffice(`/office/appeals/${REFERENCE}`, api);
    const notice = await screen.findByRole('heading', { level: 2, name: "Not the parcel's appeal yet" });
    expect(notice.parentElement).toHaveTextContent('This appeal was filed without the owner code');
    await userEvent.click(screen.getByRole('button', { name: 'Keep this appeal' }));
    const said = `Appeal ${REFERENCE} is now the parcel's appeal of the season. Another filing for the parcel will be refused.`;
    const done = await screen.findByText(said, { selector: 'p' });
    await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus());
    // Told to a screen reader too.
    expect(screen.getByTestId('live-polite')).toHaveTextContent(said);
    expect(screen.queryByRole('button', { name: 'Keep this appeal' })).not.toBeInTheDocument();
    expect(postsOf(api)).toEqual([[`/harbor-county/api/appeals/${REFERENCE}/keep`, {}]]);
  });

  it('shows the refusal in the words of the API, and offers the button again', async () => {
    const message = "Another appeal takes this parcel's place this season. Withdraw that one first if this one is to count.";
    renderOffice(`/office/appeals/${REFERENCE}`, server(unproven(), { status: 409, message }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep this appeal' }));
    const alert = (await screen.findAllByRole('alert')).find((element) => element.classList.contains('usa-alert'))!;
    expect(alert).toHaveTextContent('The appeal was not kept');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Keep this appeal' })).toBeInTheDocument();
  });

  it('says nothing of the place for an appeal that takes it, or one that was withdrawn', async () => {
    renderOffice(`/office/appeals/${REFERENCE}`, server(appeal({ takesPlace: true })));
    await screen.findByRole('heading', { level: 1, name: `Appeal ${REFERENCE}` });
    expect(screen.queryByRole('button', { name: 'Keep this appeal' })).not.toBeInTheDocument();
  });
});

describe('competing filings of the parcel', () => {
  const competing: NonNullable<OfficeAppeal['competing']> = [
    { reference: 'HC-26-OWNER2', status: 'filed', filedAt: '2026-04-01T10:00:00.000Z', filerName: 'Avery Quinn', filedBy: 'public', takesPlace: true },
    { reference: 'HC-26-OLDWD3', status: 'withdrawn', filedAt: '2026-03-20T10:00:00.000Z', filerName: 'Sam Lee', filedBy: 'staff', takesPlace: false },
  ];
  const stranger = () => appeal({ filedBy: 'public', staffName: null, method: 'online', takesPlace: false, nextStatuses: ['under-review', 'withdrawn', 'closed'], competing });

  it('lists the other appeals of the parcel this season, each linked, with whether it is the parcel’s appeal', async () => {
    renderOffice(`/office/appeals/${REFERENCE}`, server(stranger()));
    const region = await screen.findByRole('region', { name: 'Other appeals for parcel HC-000016-A247 this season' });
    const rows = within(region).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('HC-26-OWNER2Avery Quinn');
    expect(rows[1]).toHaveTextContent(/Yes$/);
    expect(rows[2]).toHaveTextContent('Sam Lee (staff filing)');
    expect(within(rows[1]).getByRole('link', { name: 'HC-26-OWNER2' })).toHaveAttribute('href', '/office/appeals/HC-26-OWNER2');
  });

  it('shows no such list when the appeal is the only one', async () => {
    renderOffice(`/office/appeals/${REFERENCE}`, server(appeal({ competing: [] })));
    await screen.findByRole('heading', { level: 1, name: `Appeal ${REFERENCE}` });
    expect(screen.queryByRole('heading', { name: 'Other appeals for this parcel this season' })).not.toBeInTheDocument();
  });

  it('asks for the reason before closing, then closes it into the open appeal chosen, announced', async () => {
    const user = userEvent.setup();
    const api = server(stranger());
    renderOffice(`/office/appeals/${REFERENCE}`, api);
    const status = await screen.findByRole('region', { name: 'Status' });
    await user.click(within(status).getByRole('button', { name: 'Close this appeal' }));
    const summary = await page().findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter the reason for closing the appeal. The filer is sent it.' })).toHaveAttribute('href', '#office-reason');
    expect(postsOf(api)).toEqual([]);

    // Only appeals still open can take the documents: the withdrawn one is not offered.
    const merge = within(status).getByLabelText(/Add its documents to another appeal/);
    expect(
      within(merge)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Do not add them to another appeal', "HC-26-OWNER2, filed by Avery Quinn (the parcel's appeal)"]);
    await user.selectOptions(merge, 'HC-26-OWNER2');
    await user.type(within(status).getByLabelText(/Reason for closing/), 'The owner filed this appeal as HC-26-OWNER2.');
    await user.click(within(status).getByRole('button', { name: 'Close this appeal' }));
    const said = `Appeal ${REFERENCE} is closed. The filer has been emailed the reason.`;
    expect(await page().findByText(said)).toBeInTheDocument();
    expect(screen.getByTestId('live-polite')).toHaveTextContent(said);
    expect(postsOf(api)).toEqual([
      [`/harbor-county/api/appeals/${REFERENCE}/status`, { status: 'closed', reason: 'The owner filed this appeal as HC-26-OWNER2.', mergeInto: 'HC-26-OWNER2' }],
    ]);
  });
});
