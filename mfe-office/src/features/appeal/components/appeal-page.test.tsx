import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPEAL_STATUS_LABELS, NEXT_STATUSES, type AppealStatus, type DecisionReason, type OfficeAppeal, type OfficeTimelineEntry } from 'mfe-shared/schemas';
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

/** The county's reasons for decisions: one no longer used, which is not offered. */
const DECISION_REASONS: DecisionReason[] = [
  { id: 'sales-support-value', description: 'Sales of similar properties support the value', spanish: 'Las ventas de propiedades similares respaldan el valor', used: true },
  { id: 'condition', description: 'The condition of the property was taken into account', spanish: null, used: true },
  { id: 'old-reason', description: 'A reason no longer given', spanish: null, used: false },
];

type Posted = {
  status: AppealStatus;
  note?: string;
  decidedValue?: { amount: number };
  offer?: { amount: number; note?: string; answerBy?: string };
  decision?: { reasons: string[]; explanation?: string; decidedBy?: string };
};

/** A step as the API lists it; what a test does not give is empty. */
const step = (status: AppealStatus, at: string, extra: Partial<OfficeTimelineEntry> = {}): OfficeTimelineEntry => ({
  status,
  label: APPEAL_STATUS_LABELS[status],
  at,
  decidedValue: null,
  hearingAt: null,
  reason: null,
  offer: null,
  decision: null,
  by: null,
  actor: null,
  note: null,
  ...extra,
});

/** The appeal as the API holds it; a status change moves it on, as the server would (its next moves are the lifecycle's). */
function server(
  first: OfficeAppeal,
  refuse?: { status: number; message: string },
  reasons: () => { status?: number; body: unknown } = () => ({ body: { results: DECISION_REASONS } }),
) {
  let current = first;
  return fakeApi((method, url, body) => {
    if (method === 'GET' && url.pathname.endsWith(`/office/appeals/${REFERENCE}`)) return { body: current };
    if (method === 'GET' && url.pathname.endsWith('/office/decision-reasons')) return reasons();
    if (method === 'POST' && url.pathname.endsWith(`/appeals/${REFERENCE}/status`)) {
      if (refuse) return { status: refuse.status, body: { message: refuse.message } };
      const change = body as Posted;
      current = {
        ...current,
        status: change.status,
        nextStatuses: [...NEXT_STATUSES[change.status]],
        timeline: [
          ...current.timeline,
          step(change.status, '2026-04-03T15:00:00.000Z', {
            by: 'Dana Whitfield',
            actor: 'staff',
            note: change.note ?? null,
            decidedValue: change.decidedValue ? { ...change.decidedValue, currency: 'USD' } : null,
            // The end of the last day on the county's clock (New York, summer time), else 14 days from the day it was made.
            offer: change.offer
              ? {
                  amount: change.offer.amount,
                  currency: 'USD',
                  note: change.offer.note ?? null,
                  answerBy: change.offer.answerBy
                    ? `${new Date(Date.parse(`${change.offer.answerBy}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)}T04:00:00.000Z`
                    : '2026-04-18T04:00:00.000Z',
                  answer: null,
                }
              : null,
            decision: change.decision
              ? {
                  reasons: change.decision.reasons.map((id) => DECISION_REASONS.find((reason) => reason.id === id)!.description),
                  explanation: change.decision.explanation ?? null,
                  decidedBy: change.decision.decidedBy ?? null,
                }
              : null,
          }),
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

// jsdom has no layout, so it does not implement scrollIntoView (the error summary's links use it); browsers do.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterAll(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const section = (name: string) => within(screen.getByRole('region', { name }));
const postsOf = (fetchImpl: jest.Mock) =>
  fetchImpl.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input, init]) => [String(input), JSON.parse(init.body as string)]);
const STATUS_URL = `/harbor-county/api/appeals/${REFERENCE}/status`;
/** The moves offered, by their choice's words. */
const movesIn = (status: HTMLElement) =>
  within(within(status).getByRole('group', { name: 'What happens next' }))
    .getAllByRole('radio')
    .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent);
const underReview = (overrides: Partial<OfficeAppeal> = {}) => appeal({ status: 'under-review', nextStatuses: [...NEXT_STATUSES['under-review']], ...overrides });

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

it('moves the appeal with a note: the move chosen, posted, the timeline shows it, and the result is announced', async () => {
  const user = userEvent.setup();
  const fetchImpl = server(appeal());
  renderOffice(`/office/appeals/${REFERENCE}`, fetchImpl);
  const status = await screen.findByRole('region', { name: 'Status' });
  expect(movesIn(status)).toEqual(['Start the review', 'Mark as withdrawn']);
  // Until a move is chosen, the button says what it does in general.
  expect(
    within(status)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Record the change']);
  await user.click(within(status).getByRole('radio', { name: 'Start the review' }));
  await user.type(within(status).getByLabelText(/Note/), 'Site visit on Tuesday.');
  await user.click(within(status).getByRole('button', { name: 'Start the review' }));

  expect(await page().findByText(`Appeal ${REFERENCE} is now under review. The filer has been emailed.`)).toBeInTheDocument();
  expect(postsOf(fetchImpl)).toEqual([[STATUS_URL, { status: 'under-review', note: 'Site visit on Tuesday.' }]]);
  await waitFor(() => expect(screen.getByTestId('live-polite')).toHaveTextContent(`Appeal ${REFERENCE} is now under review.`));
  const timeline = section('Timeline').getAllByRole('listitem');
  expect(timeline[1]).toHaveTextContent('Under review');
  expect(timeline[1]).toHaveTextContent('by Dana Whitfield');
  expect(timeline[1]).toHaveTextContent('Note: Site visit on Tuesday.');
  // The next moves are offered now, none chosen, the note field empty again.
  expect(movesIn(status)).toEqual(['Make an offer', 'Schedule a hearing', 'Record the decision', 'Mark as withdrawn', 'Close this appeal']);
  expect(
    within(status)
      .getAllByRole('radio')
      .filter((radio) => (radio as HTMLInputElement).checked),
  ).toEqual([]);
  expect(within(status).getByLabelText(/Note/)).toHaveValue('');
});

it('asks which move to make before anything is sent', async () => {
  const user = userEvent.setup();
  const fetchImpl = server(appeal());
  renderOffice(`/office/appeals/${REFERENCE}`, fetchImpl);
  const status = await screen.findByRole('region', { name: 'Status' });
  await user.click(within(status).getByRole('button', { name: 'Record the change' }));
  const summary = await page().findByRole('alert');
  expect(within(summary).getByRole('link', { name: 'Choose what happens next to the appeal.' })).toHaveAttribute('href', '#office-move');
  expect(summary).toHaveFocus();
  await user.click(within(summary).getByRole('link'));
  expect(within(status).getByRole('radio', { name: 'Start the review' })).toHaveFocus();
  expect(postsOf(fetchImpl)).toEqual([]);
});

describe('making an offer', () => {
  it("shows the offer's fields only once chosen, the default days from the county's settings", async () => {
    const user = userEvent.setup();
    renderOffice(`/office/appeals/${REFERENCE}`, server(underReview()), undefined, undefined, undefined, { 'appeal.offer_answer_days': 21 });
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).queryByRole('group', { name: 'The offer' })).not.toBeInTheDocument();
    await user.click(within(status).getByRole('radio', { name: 'Make an offer' }));
    const offer = within(status).getByRole('group', { name: 'The offer' });
    expect(within(offer).getByLabelText('Value offered')).toHaveAccessibleDescription('Whole dollars, for example 250,000');
    expect(within(offer).getByLabelText('Note to the filer (optional)')).toHaveAccessibleDescription(
      'The filer reads it in the email and on their status page. At most 1000 characters.',
    );
    const answerBy = within(offer).getByLabelText('Answer by (optional)');
    expect(answerBy).toHaveAttribute('type', 'date');
    expect(answerBy).toHaveAccessibleDescription('The last day the filer can answer. Leave it empty to give them 21 days from today.');
    // The decision's and the hearing's fields are not asked for an offer.
    expect(within(status).queryByLabelText(/Decided value/)).not.toBeInTheDocument();
    expect(within(status).queryByLabelText('Date')).not.toBeInTheDocument();
  });

  it('checks the offer with the API’s words, then sends the value, the note and the last day', async () => {
    const user = userEvent.setup();
    const fetchImpl = server(underReview());
    renderOffice(`/office/appeals/${REFERENCE}`, fetchImpl);
    const status = await screen.findByRole('region', { name: 'Status' });
    await user.click(within(status).getByRole('radio', { name: 'Make an offer' }));
    await user.type(within(status).getByLabelText('Answer by (optional)'), '2020-01-15');
    await user.click(within(status).getByRole('button', { name: 'Make an offer' }));
    const summary = await page().findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Enter the value the county offers, as a whole number of dollars, for example 250,000.', '#office-offer-value'],
      ['The date to answer by must be after today.', '#office-answer-by'],
    ]);
    expect(summary).toHaveFocus();
    expect(within(status).getByLabelText('Value offered')).toHaveAttribute('aria-invalid', 'true');
    expect(postsOf(fetchImpl)).toEqual([]);

    await user.type(within(status).getByLabelText('Value offered'), '3o0,000');
    await user.click(within(status).getByRole('button', { name: 'Make an offer' }));
    await waitFor(() => expect(within(page().getByRole('alert')).getAllByRole('link')[0]).toHaveTextContent('Enter the value the county offers'));

    await user.clear(within(status).getByLabelText('Value offered'));
    await user.type(within(status).getByLabelText('Value offered'), '300,000');
    await user.clear(within(status).getByLabelText('Answer by (optional)'));
    await user.type(within(status).getByLabelText('Answer by (optional)'), '2099-06-15');
    await user.type(within(status).getByLabelText('Note to the filer (optional)'), '  Two sales on the street support this value.  ');
    await user.click(within(status).getByRole('button', { name: 'Make an offer' }));
    expect(await page().findByText(`The offer on appeal ${REFERENCE} is made. The filer has been emailed and can answer it from their status page.`)).toBeInTheDocument();
    expect(postsOf(fetchImpl)).toEqual([
      [STATUS_URL, { status: 'offer-made', offer: { amount: 300_000, note: 'Two sales on the street support this value.', answerBy: '2099-06-15' } }],
    ]);
    // The page says the offer waits for the filer, and the timeline shows it.
    expect(page().getByText(/^Offer waiting for the filer's answer/)).toHaveTextContent("Offer waiting for the filer's answer: $300,000, answer by June 15, 2099.");
    expect(
      page()
        .getByText(/^Offer waiting/)
        .querySelector('time'),
    ).toHaveAttribute('dateTime', '2099-06-15');
    const made = section('Timeline').getAllByRole('listitem')[1];
    expect(made).toHaveTextContent('Offer made');
    expect(made).toHaveTextContent('Value offered: $300,000');
    expect(made).toHaveTextContent('Answer by June 15, 2099');
    expect(made).toHaveTextContent('Note to the filer: Two sales on the street support this value.');
    expect(made).toHaveTextContent("Waiting for the filer's answer");
    // While the offer waits, staff may only withdraw or close the appeal.
    expect(movesIn(status)).toEqual(['Mark as withdrawn', 'Close this appeal']);
  });

  it('sends no last day when none is given: the county’s number of days applies', async () => {
    const user = userEvent.setup();
    const fetchImpl = server(underReview());
    renderOffice(`/office/appeals/${REFERENCE}`, fetchImpl);
    const status = await screen.findByRole('region', { name: 'Status' });
    await user.click(within(status).getByRole('radio', { name: 'Make an offer' }));
    await user.type(within(status).getByLabelText('Value offered'), '310000');
    await user.click(within(status).getByRole('button', { name: 'Make an offer' }));
    await page().findByText(/The offer on appeal .* is made/);
    expect(postsOf(fetchImpl)).toEqual([[STATUS_URL, { status: 'offer-made', offer: { amount: 310_000 } }]]);
    expect(page().getByText(/^Offer waiting/)).toHaveTextContent("Offer waiting for the filer's answer: $310,000, answer by April 17, 2026.");
  });

  it('says no offer waits once the filer has answered it', async () => {
    const answered = underReview({
      status: 'offer-declined',
      nextStatuses: [...NEXT_STATUSES['offer-declined']],
      timeline: [
        step('filed', '2026-04-02T14:30:00.000Z'),
        step('offer-made', '2026-04-03T15:00:00.000Z', {
          by: 'Dana Whitfield',
          actor: 'staff',
          offer: { amount: 300_000, currency: 'USD', note: null, answerBy: '2026-04-18T04:00:00.000Z', answer: 'declined' },
        }),
        step('offer-declined', '2026-04-05T15:00:00.000Z', { actor: 'filer' }),
      ],
    });
    renderOffice(`/office/appeals/${REFERENCE}`, server(answered));
    await screen.findByRole('heading', { level: 1, name: `Appeal ${REFERENCE}` });
    expect(page().queryByText(/Offer waiting/)).not.toBeInTheDocument();
    expect(movesIn(screen.getByRole('region', { name: 'Status' }))).toEqual([
      'Make an offer',
      'Schedule a hearing',
      'Record the decision',
      'Mark as withdrawn',
      'Close this appeal',
    ]);
  });
});

it('records that the hearing was held, which asks for nothing more, and then offers the decision', async () => {
  const user = userEvent.setup();
  const scheduled = appeal({
    status: 'hearing-scheduled',
    nextStatuses: [...NEXT_STATUSES['hearing-scheduled']],
    timeline: [
      step('filed', '2026-04-02T14:30:00.000Z'),
      step('hearing-scheduled', '2026-04-03T15:00:00.000Z', { by: 'Dana Whitfield', actor: 'staff', hearingAt: '2026-05-04T18:00:00.000Z' }),
    ],
  });
  const fetchImpl = server(scheduled);
  renderOffice(`/office/appeals/${REFERENCE}`, fetchImpl);
  const status = await screen.findByRole('region', { name: 'Status' });
  // A hearing scheduled may also be moved to another time.
  expect(movesIn(status)).toEqual(["Change the hearing's time", 'Record that the hearing was held', 'Mark as withdrawn', 'Close this appeal']);
  await user.click(within(status).getByRole('radio', { name: 'Record that the hearing was held' }));
  // Only the choice and the office's note.
  expect(
    within(status)
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent),
  ).toEqual(['What happens next']);
  expect(
    within(status)
      .getAllByRole('textbox')
      .map((box) => box.id),
  ).toEqual(['office-note']);
  await user.click(within(status).getByRole('button', { name: 'Record that the hearing was held' }));
  expect(await page().findByText(`The hearing of appeal ${REFERENCE} is recorded as held. The filer has been emailed.`)).toBeInTheDocument();
  expect(postsOf(fetchImpl)).toEqual([[STATUS_URL, { status: 'hearing-held' }]]);
  expect(section('Timeline').getAllByRole('listitem')[2]).toHaveTextContent(/^Hearing held .* by Dana Whitfield$/);
  expect(movesIn(status)).toEqual(['Record the decision', 'Close this appeal']);
});

it("moves a hearing already scheduled to another time, in the county's time", async () => {
  const user = userEvent.setup();
  const scheduled = appeal({
    status: 'hearing-scheduled',
    nextStatuses: [...NEXT_STATUSES['hearing-scheduled']],
    timeline: [step('filed', '2026-04-02T14:30:00.000Z'), step('hearing-scheduled', '2026-04-03T15:00:00.000Z', { actor: 'staff', hearingAt: '2026-05-04T18:00:00.000Z' })],
  });
  const fetchImpl = server(scheduled);
  renderOffice(`/office/appeals/${REFERENCE}`, fetchImpl);
  const status = await screen.findByRole('region', { name: 'Status' });
  await user.click(within(status).getByRole('radio', { name: "Change the hearing's time" }));
  await user.type(within(status).getByLabelText('Date'), '2026-05-11');
  await user.type(within(status).getByLabelText('Time'), '09:30');
  await user.click(within(status).getByRole('button', { name: "Change the hearing's time" }));
  expect(await page().findByText(`The hearing of appeal ${REFERENCE} is moved. The filer has been emailed.`)).toBeInTheDocument();
  expect(postsOf(fetchImpl)).toEqual([[STATUS_URL, { status: 'hearing-scheduled', hearingAt: '2026-05-11T13:30:00.000Z' }]]);
});

describe('deciding with reasons', () => {
  it("asks for the decided value and a reason, from the county's reasons in use, before anything is sent", async () => {
    const user = userEvent.setup();
    const fetchImpl = server(underReview());
    renderOffice(`/office/appeals/${REFERENCE}`, fetchImpl);
    const status = await screen.findByRole('region', { name: 'Status' });
    // The reasons are read only once a decision is chosen.
    expect(callsOf(fetchImpl).filter((call) => !call.startsWith('GET /office/letters'))).toEqual([`GET /office/appeals/${REFERENCE}`]);
    await user.click(within(status).getByRole('radio', { name: 'Record the decision' }));
    const reasons = await within(status).findByRole('group', { name: 'Reasons for the decision' });
    expect(reasons).toHaveAccessibleDescription('Choose at least one and at most 10. The filer is sent them.');
    // A reason the county no longer uses is not offered.
    expect(
      within(reasons)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Sales of similar properties support the value', 'The condition of the property was taken into account']);
    expect(within(status).getByLabelText('Explanation (optional)')).toHaveAccessibleDescription('The filer reads it with the decision. At most 2000 characters.');
    expect(within(status).getByLabelText('Decided by (optional)')).toHaveAccessibleDescription(
      "A panel or an officer's title, which the filer reads. Leave empty to record your name: only the office sees it.",
    );

    await user.click(within(status).getByRole('button', { name: 'Record the decision' }));
    const summary = await page().findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Enter the decided value to record a decision.', '#office-decided-value'],
      ['Choose at least one reason for the decision. The filer is sent them.', '#office-decision-reasons'],
    ]);
    expect(summary).toHaveFocus();
    expect(within(reasons).getByText('Choose at least one reason for the decision. The filer is sent them.')).toHaveClass('usa-error-message');
    await user.click(within(summary).getByRole('link', { name: /Choose at least one reason/ }));
    expect(within(reasons).getAllByRole('checkbox')[0]).toHaveFocus();

    await user.type(within(status).getByLabelText(/Decided value/), '380,000');
    await user.click(within(status).getByRole('button', { name: 'Record the decision' }));
    await waitFor(() =>
      expect(
        within(page().getByRole('alert'))
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Choose at least one reason for the decision. The filer is sent them.']),
    );
    expect(postsOf(fetchImpl)).toEqual([]);
  });

  it('sends the value with the reasons chosen, the explanation and who decided; the timeline shows them', async () => {
    const user = userEvent.setup();
    const fetchImpl = server(underReview());
    renderOffice(`/office/appeals/${REFERENCE}`, fetchImpl);
    const status = await screen.findByRole('region', { name: 'Status' });
    await user.click(within(status).getByRole('radio', { name: 'Record the decision' }));
    await user.type(within(status).getByLabelText(/Decided value/), '380,000');
    await user.click(await within(status).findByRole('checkbox', { name: 'Sales of similar properties support the value' }));
    await user.click(within(status).getByRole('checkbox', { name: 'The condition of the property was taken into account' }));
    await user.type(within(status).getByLabelText('Explanation (optional)'), 'The roof needs replacing.');
    await user.type(within(status).getByLabelText('Decided by (optional)'), 'Board of Assessment Review');
    await user.click(within(status).getByRole('button', { name: 'Record the decision' }));
    // The county checks its letters (appeal.letter_check, on by default): the filer is not told yet.
    expect(
      await page().findByText(`Appeal ${REFERENCE} is decided. Its letter waits for a second person to check it; the filer is emailed once it is approved.`),
    ).toBeInTheDocument();
    expect(postsOf(fetchImpl)).toEqual([
      [
        STATUS_URL,
        {
          status: 'decided',
          decidedValue: { amount: 380_000 },
          decision: { reasons: ['sales-support-value', 'condition'], explanation: 'The roof needs replacing.', decidedBy: 'Board of Assessment Review' },
        },
      ],
    ]);
    const decided = section('Timeline').getAllByRole('listitem')[1];
    expect(decided).toHaveTextContent('Decided value: $380,000');
    expect(within(decided).getByRole('list', { name: 'Reasons for the decision:' })).toHaveTextContent(
      'Sales of similar properties support the valueThe condition of the property was taken into account',
    );
    expect(decided).toHaveTextContent('Explanation: The roof needs replacing.');
    expect(decided).toHaveTextContent('Decided by: Board of Assessment Review');
    expect(screen.getByText('This appeal is final: it can no longer change.')).toBeInTheDocument();
  });

  it('says when the reasons cannot be loaded, and reads them again on Try again', async () => {
    const user = userEvent.setup();
    let down = true;
    const answers = server(underReview(), undefined, () =>
      down ? { status: 503, body: { message: 'The reasons are not available at the moment.' } } : { body: { results: DECISION_REASONS } },
    );
    // The first read of the reasons waits until the test has seen the form say it is loading them.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/office/decision-reasons')) await held;
      return answers(input, init);
    });
    renderOffice(`/office/appeals/${REFERENCE}`, fetchImpl);
    const status = await screen.findByRole('region', { name: 'Status' });
    await user.click(within(status).getByRole('radio', { name: 'Record the decision' }));
    const reasons = within(status).getByRole('group', { name: 'Reasons for the decision' });
    expect(within(reasons).getByText('Loading the reasons for decisions')).toBeInTheDocument();
    answer();
    const failed = await within(reasons).findByRole('alert');
    expect(failed).toHaveTextContent('The reasons for decisions could not be loaded');
    expect(failed).toHaveTextContent('The reasons are not available at the moment.');
    down = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(reasons).findAllByRole('checkbox')).toHaveLength(2);
  });

  it('shows the refusal of a decision the lifecycle does not allow yet', async () => {
    const user = userEvent.setup();
    const message = 'Record that the hearing was held before deciding the appeal.';
    // A page read before the hearing was scheduled elsewhere: the API refuses.
    const fetchImpl = server(underReview(), { status: 409, message });
    renderOffice(`/office/appeals/${REFERENCE}`, fetchImpl);
    const status = await screen.findByRole('region', { name: 'Status' });
    await user.click(within(status).getByRole('radio', { name: 'Record the decision' }));
    await user.type(within(status).getByLabelText(/Decided value/), '380000');
    await user.click(await within(status).findByRole('checkbox', { name: 'Sales of similar properties support the value' }));
    await user.click(within(status).getByRole('button', { name: 'Record the decision' }));
    const alert = (await page().findAllByRole('alert')).find((element) => element.textContent?.includes('The change was not recorded'))!;
    expect(alert).toHaveTextContent(message);
    // What was typed and ticked stays.
    expect(within(status).getByLabelText(/Decided value/)).toHaveValue('380000');
    expect(within(status).getByRole('checkbox', { name: 'Sales of similar properties support the value' })).toBeChecked();
  });
});

it("schedules a hearing at the county's time, whatever the browser's zone", async () => {
  const user = userEvent.setup();
  const fetchImpl = server(underReview());
  renderOffice(`/office/appeals/${REFERENCE}`, fetchImpl);
  const status = await screen.findByRole('region', { name: 'Status' });
  await user.click(within(status).getByRole('radio', { name: 'Schedule a hearing' }));
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
  await user.click(within(status).getByRole('radio', { name: 'Start the review' }));
  await user.type(within(status).getByLabelText(/Note/), 'Called the filer.');
  await user.click(within(status).getByRole('button', { name: 'Start the review' }));
  const alert = await page().findByRole('alert');
  expect(alert).toHaveTextContent('The change was not recorded');
  expect(alert).toHaveTextContent(message);
  expect(within(status).getByLabelText(/Note/)).toHaveValue('Called the filer.');
  expect(within(status).getByRole('radio', { name: 'Start the review' })).toBeChecked();
});

describe('the timeline', () => {
  it('shows each offer with its answer, the decision with its reasons, and who made each step', async () => {
    const timeline: OfficeTimelineEntry[] = [
      step('filed', '2026-04-02T14:30:00.000Z'),
      step('under-review', '2026-04-03T15:00:00.000Z', { by: 'Dana Whitfield', actor: 'staff' }),
      step('offer-made', '2026-04-06T15:00:00.000Z', {
        by: 'Dana Whitfield',
        actor: 'staff',
        offer: { amount: 300_000, currency: 'USD', note: 'Two sales support it.', answerBy: '2026-04-21T04:00:00.000Z', answer: 'declined' },
      }),
      step('offer-declined', '2026-04-08T13:00:00.000Z', { actor: 'filer' }),
      step('offer-made', '2026-04-09T15:00:00.000Z', {
        by: 'Sam Ortiz',
        actor: 'staff',
        offer: { amount: 320_000, currency: 'USD', note: null, answerBy: '2026-04-24T04:00:00.000Z', answer: 'lapsed' },
      }),
      step('offer-declined', '2026-04-24T04:05:00.000Z', { actor: 'portal' }),
      step('hearing-scheduled', '2026-04-25T15:00:00.000Z', { by: 'Dana Whitfield', actor: 'staff', hearingAt: '2026-05-04T18:00:00.000Z' }),
      step('hearing-held', '2026-05-04T19:00:00.000Z', { by: 'Dana Whitfield', actor: 'staff' }),
      step('decided', '2026-05-05T15:00:00.000Z', {
        actor: 'staff',
        decidedValue: { amount: 330_000, currency: 'USD' },
        decision: { reasons: ['Sales of similar properties support a lower value'], explanation: null, decidedBy: null },
      }),
    ];
    renderOffice(`/office/appeals/${REFERENCE}`, server(appeal({ status: 'decided', nextStatuses: [], timeline })));
    await screen.findByRole('heading', { level: 1, name: `Appeal ${REFERENCE}` });
    const items = section('Timeline')
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.classList.contains('office-timeline'))
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Filed Apr 2, 2026, 10:30 AM EDT',
      'Under review Apr 3, 2026, 11:00 AM EDT by Dana Whitfield',
      'Offer made Apr 6, 2026, 11:00 AM EDT by Dana WhitfieldValue offered: $300,000Answer by April 20, 2026Note to the filer: Two sales support it.Declined by the filer',
      'Offer declined Apr 8, 2026, 9:00 AM EDT by the filer',
      'Offer made Apr 9, 2026, 11:00 AM EDT by Sam OrtizValue offered: $320,000Answer by April 23, 2026Lapsed: not answered in time',
      'Offer declined Apr 24, 2026, 12:05 AM EDT by the portal',
      'Hearing scheduled Apr 25, 2026, 11:00 AM EDT by Dana WhitfieldHearing: May 4, 2026, 2:00 PM EDT',
      'Hearing held May 4, 2026, 3:00 PM EDT by Dana Whitfield',
      'Decided May 5, 2026, 11:00 AM EDT by a member of staffDecided value: $330,000Reason for the decision:Sales of similar properties support a lower value',
    ]);
    // An offer whose last day is shown as a day, for assistive technology too.
    expect(section('Timeline').getByText('April 20, 2026')).toHaveAttribute('dateTime', '2026-04-20');
  });

  it("says an offer accepted, the portal's settlement, and an offer ended by a withdrawal", async () => {
    const accepted: OfficeTimelineEntry[] = [
      step('filed', '2026-04-02T14:30:00.000Z'),
      step('offer-made', '2026-04-06T15:00:00.000Z', {
        by: 'Dana Whitfield',
        actor: 'staff',
        offer: { amount: 300_000, currency: 'USD', note: null, answerBy: '2026-04-21T04:00:00.000Z', answer: 'accepted' },
      }),
      step('offer-accepted', '2026-04-07T15:00:00.000Z', { actor: 'filer' }),
      step('decided', '2026-04-07T15:00:00.000Z', {
        actor: 'portal',
        decidedValue: { amount: 300_000, currency: 'USD' },
        decision: { reasons: ["You accepted the county's offer"], explanation: null, decidedBy: null },
      }),
    ];
    const { unmount } = renderOffice(`/office/appeals/${REFERENCE}`, server(appeal({ status: 'decided', nextStatuses: [], timeline: accepted })));
    await screen.findByRole('heading', { level: 1, name: `Appeal ${REFERENCE}` });
    const items = () =>
      section('Timeline')
        .getAllByRole('listitem')
        .filter((item) => item.parentElement?.classList.contains('office-timeline'));
    expect(items()[1]).toHaveTextContent(/Accepted by the filer$/);
    expect(items()[2]).toHaveTextContent(/^Offer accepted .* by the filer$/);
    expect(items()[3]).toHaveTextContent(/^Decided .* by the portalDecided value: \$300,000Reason for the decision:You accepted the county's offer$/);
    unmount();

    const withdrawn: OfficeTimelineEntry[] = [
      step('filed', '2026-04-02T14:30:00.000Z'),
      step('offer-made', '2026-04-06T15:00:00.000Z', {
        by: 'Dana Whitfield',
        actor: 'staff',
        offer: { amount: 300_000, currency: 'USD', note: null, answerBy: '2026-04-21T04:00:00.000Z', answer: 'declined' },
      }),
      step('withdrawn', '2026-04-07T15:00:00.000Z', { actor: 'filer' }),
    ];
    renderOffice(`/office/appeals/${REFERENCE}`, server(appeal({ status: 'withdrawn', nextStatuses: [], timeline: withdrawn })));
    await screen.findByRole('heading', { level: 1, name: `Appeal ${REFERENCE}` });
    expect(items()[1]).toHaveTextContent(/Ended when the appeal was withdrawn$/);
    expect(items()[2]).toHaveTextContent(/^Withdrawn .* by the filer$/);
  });
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
  expect(callsOf(fetchImpl).filter((call) => !call.startsWith('GET /office/letters'))).toEqual([`GET /office/appeals/${REFERENCE}`]);
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
    await user.click(within(status).getByRole('radio', { name: 'Close this appeal' }));
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
