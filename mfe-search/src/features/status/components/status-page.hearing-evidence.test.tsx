import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveRegion, type uploadFile } from 'mfe-shared';
import { Route, Routes } from 'mfe-shared/router';
import { HEARING_MESSAGES, STEP_MESSAGES, type HearingView, type StatusResponse } from 'mfe-shared/schemas';
import { API_BASE, fakeApi, ok } from '../../../../../mfe-shared/test/fake-api';
import { fakeResponse, renderWithPortal } from '../../../../../mfe-shared/test/portal-fixture';
import { StatusPage } from './status-page';
import { county, step, TOKEN } from './status-page-fixtures';

// The hearing, the evidence both ways and the decision letter on the status page
// (docs/product.md#hearings, #evidence, #appeal-lifecycle): what the filer reads and the two things they do.

type Appeal = NonNullable<StatusResponse['appeal']>;

const FILED = step('filed', '2026-11-02T15:00:00.000Z');
const REVIEW = step('under-review', '2026-11-10T15:00:00.000Z');
// 2:30 PM in New York on December 16; evidence by the end of December 2, the county's from December 2.
const STARTS = '2026-12-16T19:30:00.000Z';
const SCHEDULED = step('hearing-scheduled', '2026-11-22T15:00:00.000Z', { hearingAt: STARTS });
const VIDEO: HearingView = {
  startsAt: STARTS,
  minutes: 30,
  mode: 'video',
  panel: 'Panel 2',
  room: null,
  videoUrl: 'https://video.example/harbor-board',
  moveRequest: null,
  canAskToMove: true,
};
const IN_PERSON: HearingView = { ...VIDEO, mode: 'in-person', room: 'Room 204, County Building, 100 Main Street', videoUrl: null };
const MINE = { id: '11111111-1111-4111-8111-111111111111', name: 'roof-photos.pdf', size: 204800, addedAt: '2026-11-23T15:00:00.000Z' };
const THEIRS = { id: '22222222-2222-4222-8222-222222222222', name: 'comparable-sales.pdf', size: 1048576, addedAt: '2026-11-24T15:00:00.000Z' };
const EVIDENCE: NonNullable<Appeal['evidence']> = { yours: [MINE], county: null, countyFrom: '2026-12-02T19:30:00.000Z', canAdd: true, addBy: '2026-12-03T04:59:59.000Z' };

const view = (appeal: Partial<Appeal>): StatusResponse => ({
  kind: 'appeal',
  reference: 'HC-26-7K3QPM',
  county,
  appeal: {
    status: 'hearing-scheduled',
    filedAt: FILED.at,
    parcel: { id: 'HC-000200-A862', address: '8849 Forest Rd' },
    claimedValue: { amount: 420000, currency: 'USD' },
    timeline: [FILED, REVIEW, SCHEDULED],
    documents: [],
    confirmBy: null,
    canConfirm: false,
    offer: null,
    canWithdraw: true,
    nextStep: { step: 'attend-hearing', by: STARTS },
    furtherAppeal: null,
    hearing: VIDEO,
    evidence: EVIDENCE,
    decisionLetter: false,
    ...appeal,
  },
  meeting: null,
});
const scheduled = view({});
const asked = view({ hearing: { ...VIDEO, canAskToMove: false, moveRequest: { askedAt: '2026-12-03T16:00:00.000Z', answer: null, note: null } } });

/** Answers every upload at once, as POST /files does, with an id of its own. */
const uploads: typeof uploadFile = async <T,>(_url: string, file: Blob) =>
  ({ id: '33333333-3333-4333-8333-333333333333', name: (file as File).name, size: file.size, type: 'application/pdf', deleteToken: 'token' }) as T;

function renderStatus(routes: Parameters<typeof fakeApi>[0]) {
  const { api, calls } = fakeApi(routes, uploads);
  renderWithPortal(
    <>
      <LiveRegion />
      <Routes>
        <Route path="/status/:token" element={<StatusPage />} />
      </Routes>
    </>,
    { route: `/status/${TOKEN}`, api },
  );
  return { calls, posts: () => calls.filter((call) => call.method === 'POST'), user: userEvent.setup() };
}

const hearingSection = () => within(screen.getByRole('region', { name: 'Your hearing' }));
const row = (name: string) => hearingSection().getByText(name, { selector: 'dt' }).nextSibling;
const failure = async (heading: string) => (await screen.findByRole('heading', { name: heading })).closest<HTMLElement>('[role="alert"]')!;

describe('your hearing', () => {
  it('by video: when on the county clock, how long, the panel, the link to join and what to have ready', async () => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(scheduled) });
    await screen.findByRole('region', { name: 'Your hearing' });
    expect(row('Date and time')).toHaveTextContent('Wednesday, December 16, 2026 at 2:30 PM');
    expect(row('How long')).toHaveTextContent('30 minutes');
    expect(row('Panel')).toHaveTextContent('Panel 2');
    expect(row('How to attend')).toHaveTextContent('By video');
    expect(hearingSection().getByRole('link', { name: 'Join the hearing by video' })).toHaveAttribute('href', 'https://video.example/harbor-board');
    expect(hearingSection().getByText(/Have your evidence and a photo ID ready to show\.$/)).toBeInTheDocument();
    expect(hearingSection().getByText('The email with your hearing notice has an invitation you can add to your calendar.')).toBeInTheDocument();
    expect(hearingSection().queryByText('Where')).not.toBeInTheDocument();
  });

  it('in person: the room and what to bring, no video link', async () => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(view({ hearing: IN_PERSON })) });
    await screen.findByRole('region', { name: 'Your hearing' });
    expect(row('Where')).toHaveTextContent('Room 204, County Building, 100 Main Street');
    expect(hearingSection().getByText('Arrive a few minutes early. Bring your evidence and a photo ID.')).toBeInTheDocument();
    expect(hearingSection().queryByRole('link', { name: 'Join the hearing by video' })).not.toBeInTheDocument();
  });

  it('is not shown without a hearing on a panel', async () => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(view({ status: 'under-review', timeline: [FILED, REVIEW], hearing: null, nextStep: { step: 'county-reviews', by: null } })) });
    await screen.findByRole('list', { name: 'What has happened so far' });
    expect(screen.queryByRole('region', { name: 'Your hearing' })).not.toBeInTheDocument();
  });
});

describe('asking to move the hearing', () => {
  it('needs a reason (the summary takes the focus), counts what is left, asks first, and "Go back" sends nothing', async () => {
    const { posts, user } = renderStatus({ [`GET /status/${TOKEN}`]: ok(scheduled) });
    await screen.findByRole('region', { name: 'Your hearing' });
    expect(screen.getByText('500 characters remaining')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: HEARING_MESSAGES.moveReasonRequired })).toHaveAttribute('href', '#hearing-move-reason');
    const reason = screen.getByRole('textbox', { name: 'Why do you need to move your hearing?' });
    expect(reason).toHaveAccessibleDescription(expect.stringContaining(HEARING_MESSAGES.moveReasonRequired));
    expect(posts()).toEqual([]);

    await user.type(reason, 'I am in hospital that week.');
    expect(screen.getByText('473 characters remaining')).toBeInTheDocument();
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('473 characters remaining'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Are you sure you want to ask to move your hearing?' })).toHaveFocus();
    const question = screen.getByRole('group', { name: 'Are you sure you want to ask to move your hearing?' });
    expect(question).toHaveTextContent('You can ask only once.');
    expect(question).toHaveTextContent('Your reason: I am in hospital that week.');
    await user.click(within(question).getByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Why do you need to move your hearing?' })).toHaveValue('I am in hospital that week.');
    expect(posts()).toEqual([]);
  });

  it('sends the reason once confirmed: the success announced and focused, then the request as it stands', async () => {
    const { posts, user } = renderStatus({ [`GET /status/${TOKEN}`]: ok(scheduled), [`POST /status/${TOKEN}/hearing/move`]: ok(asked) });
    await user.type(await screen.findByRole('textbox', { name: 'Why do you need to move your hearing?' }), '  I am in hospital that week. ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Yes, ask to move my hearing' }));
    const notice = await screen.findByRole('heading', { name: 'You asked to move your hearing' });
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByTestId('live-polite')).toHaveTextContent('You asked to move your hearing. The county will tell you by email whether it can move it.');
    expect(posts().map((call) => [call.path, call.body])).toEqual([[`/status/${TOKEN}/hearing/move`, { reason: 'I am in hospital that week.' }]]);
    const state = within(screen.getByRole('region', { name: 'Your request to move the hearing' }));
    expect(state.getByText('You asked to move your hearing on December 3, 2026. The county will tell you by email.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Why do you need to move your hearing?' })).not.toBeInTheDocument();
  });

  it("shows and says the API's refusal, and the hearing as it now stands", async () => {
    let reads = 0;
    const { user } = renderStatus({
      [`GET /status/${TOKEN}`]: () => ok(reads++ === 0 ? scheduled : asked),
      [`POST /status/${TOKEN}/hearing/move`]: fakeResponse({ status: 409, body: { message: HEARING_MESSAGES.moveAskedAlready } }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Why do you need to move your hearing?' }), 'Away that day.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Yes, ask to move my hearing' }));
    const alert = await failure('Your request was not sent');
    expect(alert).toHaveTextContent(HEARING_MESSAGES.moveAskedAlready);
    expect(alert.closest('[tabindex="-1"]')).toHaveFocus();
    expect(await screen.findByRole('region', { name: 'Your request to move the hearing' })).toBeInTheDocument();
  });

  it("shows a refused request with the county's note, and offers no second request", async () => {
    renderStatus({
      [`GET /status/${TOKEN}`]: ok(
        view({ hearing: { ...VIDEO, canAskToMove: false, moveRequest: { askedAt: '2026-12-03T16:00:00.000Z', answer: 'refused', note: 'The panel sits only on that day.' } } }),
      ),
    });
    const state = within(await screen.findByRole('region', { name: 'Your request to move the hearing' }));
    expect(state.getByText('You asked to move your hearing on December 3, 2026.')).toBeInTheDocument();
    expect(state.getByText('The county cannot move your hearing: The panel sits only on that day.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });
});

describe('evidence', () => {
  it("lists the filer's own as links, says until when more can be added and from when the county's shows", async () => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(scheduled) });
    const yours = within(await screen.findByRole('region', { name: 'Your evidence' }));
    expect(yours.getByRole('link', { name: 'roof-photos.pdf' })).toHaveAttribute('href', `${API_BASE}/status/${TOKEN}/evidence/${MINE.id}`);
    expect(yours.getByText('You can add evidence until December 2, 2026.')).toBeInTheDocument();
    expect(yours.getByLabelText('Documents to add')).toHaveAttribute('type', 'file');
    const theirs = within(screen.getByRole('region', { name: "The county's evidence" }));
    expect(theirs.getByText("The county's evidence will be here from December 2, 2026.")).toBeInTheDocument();
    expect(theirs.queryByRole('link')).not.toBeInTheDocument();
  });

  it("lists the county's once it shows, and offers no adding once the time has ended", async () => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(view({ evidence: { ...EVIDENCE, county: [THEIRS], canAdd: false } })) });
    const theirs = within(await screen.findByRole('region', { name: "The county's evidence" }));
    expect(theirs.getByRole('link', { name: 'comparable-sales.pdf' })).toHaveAttribute('href', `${API_BASE}/status/${TOKEN}/evidence/${THEIRS.id}`);
    expect(theirs.getByText('(1 MB)')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add evidence' })).not.toBeInTheDocument();
  });

  it('says the county has added none, and that the filer has added none', async () => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(view({ evidence: { ...EVIDENCE, yours: [], county: [] } })) });
    expect(await screen.findByText('You have not added any evidence.')).toBeInTheDocument();
    expect(screen.getByText('The county has not added any evidence.')).toBeInTheDocument();
  });

  it('refuses to add nothing (the summary takes the focus), then adds the uploaded document: announced, focused and listed', async () => {
    const added = view({ evidence: { ...EVIDENCE, yours: [MINE, { ...MINE, id: '33333333-3333-4333-8333-333333333333', name: 'repair-estimate.pdf' }] } });
    const { posts, user } = renderStatus({ [`GET /status/${TOKEN}`]: ok(scheduled), [`POST /status/${TOKEN}/evidence`]: ok(added) });
    await user.click(await screen.findByRole('button', { name: 'Add this evidence' }));
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(STEP_MESSAGES.evidenceRequired);
    expect(posts()).toEqual([]);

    await user.upload(screen.getByLabelText('Documents to add'), new File(['%PDF-1.4'], 'repair-estimate.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('repair-estimate.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add this evidence' }));
    const notice = await screen.findByRole('heading', { name: 'Your evidence is added' });
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.getByTestId('live-polite')).toHaveTextContent('Your evidence is added. The county can see your document now.');
    expect(posts().map((call) => [call.path, call.body])).toEqual([[`/status/${TOKEN}/evidence`, { documents: ['33333333-3333-4333-8333-333333333333'] }]]);
    expect(within(screen.getByRole('list', { name: 'Your evidence' })).getByRole('link', { name: 'repair-estimate.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it("shows the API's refusal in the summary, focused", async () => {
    const message = STEP_MESSAGES.evidenceLate('December 2, 2026');
    const { user } = renderStatus({ [`GET /status/${TOKEN}`]: ok(scheduled), [`POST /status/${TOKEN}/evidence`]: fakeResponse({ status: 409, body: { message } }) });
    await user.upload(await screen.findByLabelText('Documents to add'), new File(['%PDF-1.4'], 'late.pdf', { type: 'application/pdf' }));
    await screen.findByText('late.pdf');
    await user.click(screen.getByRole('button', { name: 'Add this evidence' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveTextContent(message);
    expect(summary).toHaveFocus();
  });
});

describe('the decision letter', () => {
  const DECIDED = step('decided', '2026-12-20T15:00:00.000Z', {
    decidedValue: { amount: 400000, currency: 'USD' },
    decision: { reasons: ['Sales of similar properties support a lower value'], explanation: null, decidedBy: 'Panel 2' },
  });
  const decided = (decisionLetter: boolean) =>
    view({
      status: 'decided',
      timeline: [FILED, REVIEW, SCHEDULED, step('hearing-held', '2026-12-16T20:00:00.000Z'), DECIDED],
      hearing: null,
      canWithdraw: false,
      nextStep: null,
      evidence: { ...EVIDENCE, county: [THEIRS], countyFrom: null, canAdd: false },
      decisionLetter,
    });

  it('is offered beside the decision once sent, in the page language', async () => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(decided(true)) });
    const decision = within(await screen.findByRole('region', { name: 'The decision' }));
    expect(decision.getByRole('link', { name: 'Download your decision letter (PDF)' })).toHaveAttribute('href', `${API_BASE}/status/${TOKEN}/decision-letter.pdf?lang=en`);
  });

  it('is not offered before it is sent', async () => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(decided(false)) });
    await screen.findByRole('region', { name: 'The decision' });
    expect(screen.queryByRole('link', { name: 'Download your decision letter (PDF)' })).not.toBeInTheDocument();
  });

  it('an accepted offer whose letter waits for its check is said to be decided only once the letter comes', async () => {
    const OFFER = { amount: 450000, currency: 'USD', note: null, answerBy: '2026-12-11T05:00:00.000Z' };
    const offered = view({
      status: 'offer-made',
      timeline: [FILED, REVIEW, step('offer-made', '2026-11-20T15:00:00.000Z', { offer: { ...OFFER, answer: null } })],
      hearing: null,
      offer: { ...OFFER, answer: null, canAnswer: true },
      nextStep: { step: 'answer-offer', by: OFFER.answerBy },
    });
    const settling = view({
      status: 'offer-accepted',
      timeline: [FILED, REVIEW, step('offer-made', '2026-11-20T15:00:00.000Z', { offer: { ...OFFER, answer: 'accepted' } }), step('offer-accepted', '2026-11-21T15:00:00.000Z')],
      hearing: null,
      offer: { ...OFFER, answer: 'accepted', canAnswer: false },
      canWithdraw: false,
      nextStep: { step: 'county-decides', by: null },
      evidence: { ...EVIDENCE, canAdd: false },
    });
    const { user } = renderStatus({ [`GET /status/${TOKEN}`]: ok(offered), [`POST /status/${TOKEN}/offer`]: ok(settling) });
    await user.click(await screen.findByRole('button', { name: 'Accept the offer' }));
    await user.click(screen.getByRole('button', { name: 'Yes, accept the offer' }));
    await screen.findByRole('heading', { name: 'You accepted the offer' });
    expect(screen.getByTestId('live-polite')).toHaveTextContent('You accepted the offer. Your appeal will be decided at $450,000. The county will email you its decision letter.');
    expect(screen.queryByText(/We have emailed you the decision/)).not.toBeInTheDocument();
    expect(screen.getByText('Offer accepted', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'The decision' })).not.toBeInTheDocument();
  });

  it('while the letter waits for its check, the page stands at the hearing held: no decision, no letter, nothing to add, the county deciding next', async () => {
    renderStatus({
      [`GET /status/${TOKEN}`]: ok(
        view({
          status: 'hearing-held',
          timeline: [FILED, REVIEW, SCHEDULED, step('hearing-held', '2026-12-16T20:00:00.000Z')],
          hearing: null,
          canWithdraw: false,
          nextStep: { step: 'county-decides', by: null },
          evidence: { ...EVIDENCE, county: [THEIRS], countyFrom: null, canAdd: false },
          decisionLetter: false,
        }),
      ),
    });
    await screen.findByRole('list', { name: 'What has happened so far' });
    expect(screen.getByText('Hearing held', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'The decision' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download your decision letter (PDF)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your hearing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add evidence' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'What happens next' })).getByRole('listitem')).toHaveTextContent(
      'The county will decide your appeal and write to you with the decision.',
    );
  });
});
