import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveRegion } from 'mfe-shared';
import { Route, Routes } from 'mfe-shared/router';
import type { StatusResponse } from 'mfe-shared/schemas';
import { fakeApi, ok } from '../../../../../mfe-shared/test/fake-api';
import { fakeResponse, renderWithPortal } from '../../../../../mfe-shared/test/portal-fixture';
import { StatusPage } from './status-page';
import { county, step, TOKEN } from './status-page-fixtures';

// An appeal's life after its filing on the status page (docs/product.md#appeal-lifecycle): what is
// due next, the county's offer answered through its "are you sure", the withdrawal, the decision.

type Appeal = NonNullable<StatusResponse['appeal']>;

// The offer's time ends at the first instant of December 11 in New York: its last day is December 10.
const ANSWER_BY = '2026-12-11T05:00:00.000Z';
const OFFER = { amount: 450000, currency: 'USD', note: 'Two sales on your street support this value.', answerBy: ANSWER_BY };
const FILED = step('filed', '2026-11-02T15:00:00.000Z');
const REVIEW = step('under-review', '2026-11-10T15:00:00.000Z');
const OFFERED = (answer: 'accepted' | 'declined' | 'lapsed' | null) => step('offer-made', '2026-11-20T15:00:00.000Z', { offer: { ...OFFER, answer } });

const view = (appeal: Partial<Appeal>): StatusResponse => ({
  kind: 'appeal',
  reference: 'HC-26-7K3QPM',
  county,
  appeal: {
    status: 'under-review',
    filedAt: FILED.at,
    parcel: { id: 'HC-000200-A862', address: '8849 Forest Rd' },
    claimedValue: { amount: 420000, currency: 'USD' },
    timeline: [FILED, REVIEW],
    documents: [],
    confirmBy: null,
    canConfirm: false,
    offer: null,
    canWithdraw: true,
    nextStep: { step: 'county-reviews', by: null },
    furtherAppeal: null,
    ...appeal,
  },
  meeting: null,
});

const offered = view({
  status: 'offer-made',
  timeline: [FILED, REVIEW, OFFERED(null)],
  offer: { ...OFFER, answer: null, canAnswer: true },
  nextStep: { step: 'answer-offer', by: ANSWER_BY },
});
const SETTLED = { reasons: ["You accepted the county's offer"], explanation: null, decidedBy: null };
const accepted = view({
  status: 'decided',
  timeline: [
    FILED,
    REVIEW,
    OFFERED('accepted'),
    step('offer-accepted', '2026-11-21T15:00:00.000Z'),
    step('decided', '2026-11-21T15:00:00.000Z', { decidedValue: { amount: 450000, currency: 'USD' }, decision: SETTLED }),
  ],
  offer: { ...OFFER, answer: 'accepted', canAnswer: false },
  canWithdraw: false,
  nextStep: null,
  furtherAppeal: { body: 'the Value Adjustment Board', by: '2027-01-20' },
});
const declined = view({
  status: 'offer-declined',
  timeline: [FILED, REVIEW, OFFERED('declined'), step('offer-declined', '2026-11-21T15:00:00.000Z')],
  offer: { ...OFFER, answer: 'declined', canAnswer: false },
  nextStep: { step: 'county-reviews', by: '2027-01-01' },
});
const lapsed = view({
  status: 'offer-declined',
  timeline: [FILED, REVIEW, OFFERED('lapsed'), step('offer-declined', '2026-12-11T05:01:00.000Z')],
  offer: { ...OFFER, answer: 'lapsed', canAnswer: false },
});
const withdrawn = view({ status: 'withdrawn', timeline: [FILED, REVIEW, step('withdrawn', '2026-11-22T15:00:00.000Z')], canWithdraw: false, nextStep: null });

const DECISION = {
  reasons: ['Sales of similar properties support a lower value', "The property's details were corrected"],
  explanation: 'The house has two bedrooms, not three.',
  decidedBy: 'Review panel',
};
const decided = (furtherAppeal: Appeal['furtherAppeal']) =>
  view({
    status: 'decided',
    timeline: [FILED, REVIEW, step('decided', '2026-11-25T15:00:00.000Z', { decidedValue: { amount: 430000, currency: 'USD' }, decision: DECISION })],
    canWithdraw: false,
    nextStep: null,
    furtherAppeal,
    valueBefore: { amount: 480000, currency: 'USD' },
  });

function renderStatus(routes: Parameters<typeof fakeApi>[0], settings: Record<string, unknown> = {}) {
  const { api, calls } = fakeApi(routes);
  renderWithPortal(
    <>
      <LiveRegion />
      <Routes>
        <Route path="/status/:token" element={<StatusPage />} />
      </Routes>
    </>,
    { route: `/status/${TOKEN}`, api, settings },
  );
  return { calls, posts: () => calls.filter((call) => call.method === 'POST'), user: userEvent.setup() };
}

const timeline = () => within(screen.getByRole('list', { name: 'What has happened so far' }));
const nextSteps = () =>
  within(screen.getByRole('list', { name: 'What happens next' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
/** The page's alert of a step that failed (beside the live region's own). */
const failure = async (heading: string) => (await screen.findByRole('heading', { name: heading })).closest<HTMLElement>('[role="alert"]')!;
const offerCard = () => within(screen.getByRole('region', { name: "The county's offer" }));

describe("the county's offer", () => {
  it('shows the value, the note and the last day to answer, and what happens next is the answer', async () => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(offered) });
    const card = within(await screen.findByRole('region', { name: "The county's offer" }));
    expect(card.getByText('Value offered').nextSibling).toHaveTextContent('$450,000');
    expect(card.getByText('About the offer').nextSibling).toHaveTextContent('Two sales on your street support this value.');
    expect(card.getByText('Answer by').nextSibling).toHaveTextContent('December 10, 2026');
    expect(card.getByRole('button', { name: 'Accept the offer' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Decline the offer' })).toBeInTheDocument();
    expect(nextSteps()).toEqual([
      "Answer the county's offer by December 10, 2026.",
      'If you do not answer by then, the offer ends and the county will hold a hearing or decide your appeal.',
    ]);
    expect(screen.getByText('Offer made', { selector: 'strong' })).toBeInTheDocument();
    expect(timeline().getByText('Value offered: $450,000')).toBeInTheDocument();
    expect(timeline().getByText('Answer by December 10, 2026')).toBeInTheDocument();
  });

  it('accepts through the question: the answer sent, the decided appeal shown, the success announced and focused', async () => {
    const { posts, user } = renderStatus({ [`GET /status/${TOKEN}`]: ok(offered), [`POST /status/${TOKEN}/offer`]: ok(accepted) });
    await user.click(await screen.findByRole('button', { name: 'Accept the offer' }));
    const question = screen.getByRole('heading', { name: 'Are you sure you want to accept the offer?' });
    expect(question).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Are you sure you want to accept the offer?' })).toHaveTextContent(
      'Your appeal will be decided at $450,000. There will be no hearing. You cannot change your answer later.',
    );
    expect(posts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Yes, accept the offer' }));
    const notice = await screen.findByRole('heading', { name: 'You accepted the offer' });
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    expect(notice.closest('.usa-alert')).toHaveTextContent('Your appeal is decided at $450,000. We have emailed you the decision.');
    expect(screen.getByTestId('live-polite')).toHaveTextContent('You accepted the offer. Your appeal is decided at $450,000. We have emailed you the decision.');
    expect(posts().map((call) => [call.path, call.body])).toEqual([[`/status/${TOKEN}/offer`, { answer: 'accept' }]]);

    expect(screen.getByText('Decided', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "The county's offer" })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'What happens next' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw your appeal' })).not.toBeInTheDocument();
    expect(timeline().getByText('You accepted this offer.')).toBeInTheDocument();
    expect(
      timeline()
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Filed', 'Under review', 'Offer made', 'Offer accepted', 'Decided']);
    expect(within(screen.getByRole('region', { name: 'The decision' })).getByText('Reason').nextSibling).toHaveTextContent("You accepted the county's offer");
  });

  it('declines through the question; "Go back" sends nothing and returns to the button', async () => {
    const { posts, user } = renderStatus({ [`GET /status/${TOKEN}`]: ok(offered), [`POST /status/${TOKEN}/offer`]: ok(declined) });
    await user.click(await screen.findByRole('button', { name: 'Decline the offer' }));
    expect(screen.getByRole('heading', { name: 'Are you sure you want to decline the offer?' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Are you sure you want to decline the offer?' })).toHaveTextContent(
      'The county will hold a hearing or decide your appeal. You cannot accept this offer later.',
    );
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('heading', { name: 'Are you sure you want to decline the offer?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Decline the offer' })).toHaveFocus();
    expect(posts()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Decline the offer' }));
    await user.click(screen.getByRole('button', { name: 'Yes, decline the offer' }));
    const notice = await screen.findByRole('heading', { name: 'You declined the offer' });
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByTestId('live-polite')).toHaveTextContent('You declined the offer. The county will hold a hearing or decide your appeal.');
    expect(posts().map((call) => call.body)).toEqual([{ answer: 'decline' }]);
    expect(screen.getByText('Offer declined', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "The county's offer" })).not.toBeInTheDocument();
    expect(timeline().getByText('You declined this offer.')).toBeInTheDocument();
    expect(nextSteps()).toEqual([
      'We review your appeal and any documents you sent.',
      'We may contact you if we need more information.',
      'We decide your appeal and write to you with our decision by January 1, 2027.',
    ]);
  });

  it("shows the API's refusal of a late answer and the appeal as it now stands: the offer lapsed", async () => {
    const message = 'The time to answer this offer ended on December 10, 2026. The county will now hold a hearing or decide your appeal.';
    let reads = 0;
    const { calls, user } = renderStatus({
      [`GET /status/${TOKEN}`]: () => ok(reads++ === 0 ? offered : lapsed),
      [`POST /status/${TOKEN}/offer`]: fakeResponse({ status: 409, body: { message } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept the offer' }));
    await user.click(screen.getByRole('button', { name: 'Yes, accept the offer' }));
    const alert = await failure('Your answer was not sent');
    expect(alert).toHaveTextContent(message);
    expect(alert.closest('[tabindex="-1"]')).toHaveFocus();
    expect(await screen.findByText('Offer declined', { selector: 'strong' })).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET /status/${TOKEN}`, `POST /status/${TOKEN}/offer`, `GET /status/${TOKEN}`]);
    expect(screen.queryByRole('region', { name: "The county's offer" })).not.toBeInTheDocument();
    expect(timeline().getByText('The time to answer ended on December 10, 2026.')).toBeInTheDocument();
    expect(timeline().getByText('The offer was not answered in time, so it counts as declined.')).toBeInTheDocument();
    // Still there, under the refusal, until the page is read again.
    expect(alert).toBeInTheDocument();
  });

  it('says a failure to reach the API in its own words and keeps the offer to answer', async () => {
    const { user } = renderStatus({ [`GET /status/${TOKEN}`]: ok(offered), [`POST /status/${TOKEN}/offer`]: fakeResponse({ status: 503, body: { message: 'down' } }) });
    await user.click(await screen.findByRole('button', { name: 'Decline the offer' }));
    await user.click(screen.getByRole('button', { name: 'Yes, decline the offer' }));
    expect(await failure('Your answer was not sent')).toHaveTextContent('We could not send your answer. Please try again.');
    expect(offerCard().getByRole('button', { name: 'Decline the offer' })).toBeEnabled();
  });

  it('offers no answer to an offer that cannot be answered by this link', async () => {
    renderStatus({
      [`GET /status/${TOKEN}`]: ok(view({ ...offered.appeal!, offer: { ...OFFER, answer: null, canAnswer: false }, nextStep: { step: 'county-reviews', by: null } })),
    });
    await screen.findByRole('list', { name: 'What has happened so far' });
    expect(screen.queryByRole('button', { name: 'Accept the offer' })).not.toBeInTheDocument();
  });
});

describe('withdrawing the appeal', () => {
  it('asks first, says what it means, and "Go back" sends nothing', async () => {
    const { posts, user } = renderStatus({ [`GET /status/${TOKEN}`]: ok(view({ status: 'hearing-scheduled' })) });
    await user.click(await screen.findByRole('button', { name: 'Withdraw your appeal' }));
    expect(screen.getByRole('heading', { name: 'Are you sure you want to withdraw your appeal?' })).toHaveFocus();
    const question = screen.getByRole('group', { name: 'Are you sure you want to withdraw your appeal?' });
    expect(question).toHaveTextContent('The county will not review or decide your appeal. Your hearing will not take place.');
    expect(question).toHaveTextContent('You cannot undo this. While the appeal season is open, you can file a new appeal for this property.');
    await user.click(within(question).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('group', { name: 'Are you sure you want to withdraw your appeal?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw your appeal' })).toHaveFocus();
    expect(posts()).toEqual([]);
  });

  it('withdraws: one call without a body, the appeal shown withdrawn, the success announced and focused', async () => {
    const { posts, user } = renderStatus({ [`GET /status/${TOKEN}`]: ok(offered), [`POST /status/${TOKEN}/withdraw`]: ok(withdrawn) });
    await user.click(await screen.findByRole('button', { name: 'Withdraw your appeal' }));
    expect(screen.getByRole('group', { name: 'Are you sure you want to withdraw your appeal?' })).toHaveTextContent("The county's offer will be declined.");
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw my appeal' }));
    const notice = await screen.findByRole('heading', { name: 'Your appeal is withdrawn' });
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByTestId('live-polite')).toHaveTextContent('Your appeal is withdrawn. The county will not review or decide it. We have emailed you to confirm.');
    expect(posts().map((call) => [call.path, call.body])).toEqual([[`/status/${TOKEN}/withdraw`, undefined]]);
    expect(screen.getByText('Withdrawn', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw your appeal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'What happens next' })).not.toBeInTheDocument();
  });

  it("shows the API's refusal and the appeal as it now stands", async () => {
    const message = 'The hearing time has passed, so this appeal can no longer be withdrawn online. Contact the office.';
    let reads = 0;
    const { user } = renderStatus({
      [`GET /status/${TOKEN}`]: () => ok(reads++ === 0 ? view({ status: 'hearing-scheduled' }) : view({ status: 'hearing-scheduled', canWithdraw: false })),
      [`POST /status/${TOKEN}/withdraw`]: fakeResponse({ status: 409, body: { message } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw your appeal' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw my appeal' }));
    expect(await failure('Your appeal was not withdrawn')).toHaveTextContent(message);
    await screen.findByText('Hearing scheduled', { selector: 'strong' });
    expect(screen.queryByRole('button', { name: 'Withdraw your appeal' })).not.toBeInTheDocument();
  });

  it('is not offered when the link may not withdraw', async () => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(view({ status: 'hearing-held', canWithdraw: false, nextStep: { step: 'county-decides', by: null } })) });
    await screen.findByRole('list', { name: 'What has happened so far' });
    expect(screen.queryByRole('button', { name: 'Withdraw your appeal' })).not.toBeInTheDocument();
  });
});

describe('the decision', () => {
  it('shows the decided value, the reasons as a list, the explanation, who decided and where a further appeal goes by when', async () => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(decided({ body: 'the Value Adjustment Board', by: '2027-01-20' })) });
    const decision = within(await screen.findByRole('region', { name: 'The decision' }));
    expect(decision.getByText("The county's value before your appeal").nextSibling).toHaveTextContent('$480,000');
    expect(decision.getByText('Decided value').nextSibling).toHaveTextContent('$430,000');
    expect(
      within(decision.getByText('Reasons').nextSibling as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(DECISION.reasons);
    expect(decision.getByText('Explanation').nextSibling).toHaveTextContent('The house has two bedrooms, not three.');
    expect(decision.getByText('Decided by').nextSibling).toHaveTextContent('Review panel');
    expect(decision.getByRole('heading', { level: 3, name: 'What you can do next' })).toBeInTheDocument();
    expect(decision.getByText('If you disagree with this decision, you can appeal to the Value Adjustment Board by January 20, 2027.')).toBeInTheDocument();

    const decidedStep = within(timeline().getByRole('heading', { name: 'Decided' }).closest('li')!);
    expect(decidedStep.getByText('Decided value: $430,000')).toBeInTheDocument();
    expect(
      within(decidedStep.getByRole('list', { name: 'Reasons:' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(DECISION.reasons);
    expect(decidedStep.getByText('Explanation: The house has two bedrooms, not three.')).toBeInTheDocument();
    expect(decidedStep.getByText('Decided by: Review panel')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'What happens next' })).not.toBeInTheDocument();
  });

  it('names the further appeal without a date when the county gives none', async () => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(decided({ body: 'the Value Adjustment Board', by: null })) });
    expect(await screen.findByText('If you disagree with this decision, you can appeal to the Value Adjustment Board.')).toBeInTheDocument();
  });

  it('sends the filer to the office when the county names no further appeal', async () => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(decided(null)) });
    const decision = within(await screen.findByRole('region', { name: 'The decision' }));
    const sentence = decision.getByRole('link', { name: '(555) 555 0100' }).closest('p')!;
    expect(sentence).toHaveTextContent(
      'If you disagree with this decision, contact Harbor County Assessor on (555) 555 0100 or at assessor@harbor.example to ask what you can do next.',
    );
    expect(within(sentence).getByRole('link', { name: 'assessor@harbor.example' })).toHaveAttribute('href', 'mailto:assessor@harbor.example');
  });

  it('gives one reason as a sentence, not a list of one', async () => {
    const one = decided(null);
    one.appeal!.timeline[2] = { ...one.appeal!.timeline[2], decision: { reasons: [DECISION.reasons[0]], explanation: null, decidedBy: null } };
    renderStatus({ [`GET /status/${TOKEN}`]: ok(one) });
    const decision = within(await screen.findByRole('region', { name: 'The decision' }));
    expect(decision.getByText('Reason').nextSibling).toHaveTextContent(DECISION.reasons[0]);
    expect(decision.queryByText('Explanation')).not.toBeInTheDocument();
    expect(timeline().getByText(`Reason: ${DECISION.reasons[0]}`)).toBeInTheDocument();
  });
});

describe('what happens next, from the API', () => {
  it.each<[string, Appeal['nextStep'], string[]]>([
    [
      'the county reviewing, by its day',
      { step: 'county-reviews', by: '2027-01-01' },
      [
        'We review your appeal and any documents you sent.',
        'We may contact you if we need more information.',
        'We decide your appeal and write to you with our decision by January 1, 2027.',
      ],
    ],
    [
      'the county reviewing, no day',
      { step: 'county-reviews', by: null },
      ['We review your appeal and any documents you sent.', 'We may contact you if we need more information.', 'We decide your appeal and write to you with our decision.'],
    ],
    [
      'the hearing',
      { step: 'attend-hearing', by: '2026-12-16T19:30:00.000Z' },
      ['Your hearing is on Wednesday, December 16, 2026 at 2:30 PM.', 'After the hearing, the county will decide your appeal and write to you with the decision.'],
    ],
    [
      'a hearing without its time yet',
      { step: 'attend-hearing', by: null },
      ['The county will tell you the date and time of your hearing.', 'After the hearing, the county will decide your appeal and write to you with the decision.'],
    ],
    ['the decision, by its day', { step: 'county-decides', by: '2027-01-01' }, ['The county will decide your appeal and write to you with the decision by January 1, 2027.']],
    ['the decision, no day', { step: 'county-decides', by: null }, ['The county will decide your appeal and write to you with the decision.']],
  ])('says %s', async (_, nextStep, texts) => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(view({ nextStep })) });
    await screen.findByRole('list', { name: 'What happens next' });
    expect(nextSteps()).toEqual(texts);
  });

  it('says nothing of what is next once the appeal is final', async () => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(withdrawn) });
    await screen.findByRole('list', { name: 'What has happened so far' });
    expect(screen.queryByRole('heading', { name: 'What happens next' })).not.toBeInTheDocument();
  });

  it('names each new step of the timeline by its status', async () => {
    const all = view({
      status: 'hearing-held',
      timeline: [
        FILED,
        REVIEW,
        OFFERED('declined'),
        step('offer-declined', '2026-11-21T15:00:00.000Z'),
        step('hearing-scheduled', '2026-11-22T15:00:00.000Z'),
        step('hearing-held', '2026-12-16T21:00:00.000Z'),
      ],
      canWithdraw: false,
      nextStep: { step: 'county-decides', by: null },
    });
    renderStatus({ [`GET /status/${TOKEN}`]: ok(all) });
    await screen.findByRole('list', { name: 'What has happened so far' });
    expect(
      timeline()
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Filed', 'Under review', 'Offer made', 'Offer declined', 'Hearing scheduled', 'Hearing held']);
    expect(screen.getByText('Hearing held', { selector: 'strong' })).toBeInTheDocument();
  });

  it('says an offer ended with the appeal withdrawn, not that the filer declined it', async () => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(view({ ...withdrawn.appeal!, timeline: [FILED, REVIEW, OFFERED('declined'), step('withdrawn', '2026-11-22T15:00:00.000Z')] })) });
    expect(await screen.findByText('This offer ended when the appeal was withdrawn.')).toBeInTheDocument();
    expect(screen.queryByText('You declined this offer.')).not.toBeInTheDocument();
  });
});
