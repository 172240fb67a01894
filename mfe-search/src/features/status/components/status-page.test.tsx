import { renderWithPortal } from '../../../../../mfe-shared/test/portal-fixture';
import { fakeApi, ok } from '../../../../../mfe-shared/test/fake-api';
import { fakeResponse } from '../../../../../mfe-shared/test/portal-fixture';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'mfe-shared/router';
import type { StatusResponse } from 'mfe-shared/schemas';
import { StatusPage } from './status-page';

const TOKEN = 'v1.AQIDBAUGBwgJCgsMDQ4PEBESExQV.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmUtc2ln';
const county = { name: 'Harbor County Assessor', phone: '5555550100', email: 'assessor@harbor.example', timeZone: 'America/New_York' };

const appealView: StatusResponse = {
  kind: 'appeal',
  reference: 'HC-26-7K3QPM',
  county,
  appeal: {
    status: 'decided',
    filedAt: '2026-11-02T15:00:00.000Z',
    parcel: { id: 'HC-000200-A862', address: '8849 Forest Rd' },
    claimedValue: { amount: 474600, currency: 'USD' },
    timeline: [
      { status: 'filed', label: 'Filed', at: '2026-11-02T15:00:00.000Z', decidedValue: null, hearingAt: null },
      { status: 'under-review', label: 'Under review', at: '2026-11-10T15:00:00.000Z', decidedValue: null, hearingAt: null },
      { status: 'decided', label: 'Decided', at: '2026-11-20T15:00:00.000Z', decidedValue: { amount: 480000, currency: 'USD' }, hearingAt: null },
    ],
    documents: [{ name: 'roof-estimate.pdf', size: 245760 }],
  },
  meeting: null,
};

const meetingView = (overrides: Partial<NonNullable<StatusResponse['meeting']>> = {}): StatusResponse => ({
  kind: 'meeting',
  reference: 'HC-26-M4XQ2R',
  county,
  appeal: null,
  meeting: {
    status: 'booked',
    meetingType: 'in-place',
    startTime: '2026-12-03T15:00:00.000Z',
    durationMinutes: 30,
    place: { id: 'p-1', name: 'County Building', address: '1 Main St' },
    slotTypes: ['residential'],
    parcel: { id: 'HC-000300-B111', address: '12 Bay Blvd' },
    canChange: true,
    changeClosedReason: null,
    changeCutoffHours: 24,
    ...overrides,
  },
});

function renderStatus(routes: Parameters<typeof fakeApi>[0], settings: Record<string, unknown> = { 'meetings.enabled': true }) {
  const { api, calls } = fakeApi(routes);
  renderWithPortal(
    <Routes>
      <Route path="/status/:token" element={<StatusPage />} />
      <Route path="/meeting/reschedule/:token" element={<p>reschedule page</p>} />
    </Routes>,
    { route: `/status/${TOKEN}`, api, settings },
  );
  return { calls, user: userEvent.setup() };
}

it("shows an appeal's status, every step with its date, the decided value, the documents and the receipt", async () => {
  renderStatus({ [`GET /status/${TOKEN}`]: ok(appealView) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your appeal' })).toBeInTheDocument();
  expect(screen.getByText('HC-26-7K3QPM')).toBeInTheDocument();
  const steps = within(screen.getByRole('list', { name: 'What has happened so far' }));
  expect(steps.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Filed', 'Under review', 'Decided']);
  expect(steps.getByText('Decided value: $480,000')).toBeInTheDocument();
  expect(screen.getByText('roof-estimate.pdf (240 KB)')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Download your receipt (PDF)' })).toHaveAttribute('href', `/harbor-county/api/status/${TOKEN}/receipt.pdf?lang=en`);
  expect(screen.getByText(/quote your reference, HC-26-7K3QPM/)).toBeInTheDocument();
  expect(document.title).toMatch(/^Your appeal/);
});

it.each([
  [404, 'This link is not valid. Please open the whole link from your most recent email.'],
  [410, 'This link has expired.'],
])('says in plain words why a link answered %i, and shows nothing of any record', async (status, message) => {
  renderStatus({ [`GET /status/${TOKEN}`]: fakeResponse({ status, body: { message } }) });
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This link cannot be opened');
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
});

it('offers a booked meeting its invitation, a change of time and a cancel that asks first', async () => {
  const cancelled = meetingView({ status: 'cancelled', canChange: false, changeClosedReason: 'This meeting is cancelled.' });
  const { calls, user } = renderStatus({ [`GET /status/${TOKEN}`]: ok(meetingView()), [`POST /status/${TOKEN}/cancel`]: ok(cancelled) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your meeting' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add to your calendar' })).toHaveAttribute('href', `/harbor-county/api/status/${TOKEN}/invitation.ics?lang=en`);
  expect(screen.getByRole('link', { name: 'Change the date or time' })).toHaveAttribute('href', `/meeting/reschedule/${TOKEN}`);

  await user.click(screen.getByRole('button', { name: 'Cancel this meeting' }));
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
  await user.click(screen.getByRole('button', { name: 'No, keep it' }));
  await user.click(screen.getByRole('button', { name: 'Cancel this meeting' }));
  await user.click(screen.getByRole('button', { name: 'Yes, cancel the meeting' }));

  expect(await screen.findByRole('heading', { name: 'This meeting is cancelled' })).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/status/${TOKEN}/cancel`]);
  expect(screen.queryByRole('button', { name: 'Cancel this meeting' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Add to your calendar' })).not.toBeInTheDocument();
});

it('says why a meeting can no longer be changed online, and offers no change', async () => {
  const reason = 'This meeting is less than 24 hours away, so it can no longer be changed online.';
  renderStatus({ [`GET /status/${TOKEN}`]: ok(meetingView({ canChange: false, changeClosedReason: reason })) });
  expect(await screen.findByText(reason)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel this meeting' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Change the date or time' })).not.toBeInTheDocument();
});

it("shows the API's refusal of a cancel and keeps the meeting", async () => {
  const { user } = renderStatus({
    [`GET /status/${TOKEN}`]: ok(meetingView()),
    [`POST /status/${TOKEN}/cancel`]: fakeResponse({ status: 409, body: { message: 'This meeting can no longer be changed online.' } }),
  });
  await user.click(await screen.findByRole('button', { name: 'Cancel this meeting' }));
  await user.click(screen.getByRole('button', { name: 'Yes, cancel the meeting' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This meeting can no longer be changed online.');
  expect(screen.getByText('Booked')).toBeInTheDocument();
});

describe('a public appeal waiting for its confirmation', () => {
  const inTwoDays = new Date(Date.now() + 48 * 3_600_000).toISOString();
  const pending = (canConfirm: boolean, confirmBy = inTwoDays): StatusResponse => ({
    ...appealView,
    appeal: { ...appealView.appeal!, status: 'filed', timeline: [], confirmBy, canConfirm },
  });
  const filed: StatusResponse = {
    ...appealView,
    appeal: { ...appealView.appeal!, status: 'filed', timeline: appealView.appeal!.timeline.slice(0, 1), confirmBy: null, canConfirm: false },
  };

  it('confirms with the e-mail link: one button, then the filed appeal, announced and focused', async () => {
    const { calls, user } = renderStatus({ [`GET /status/${TOKEN}`]: ok(pending(true)), [`POST /status/${TOKEN}/confirm`]: ok(filed) });
    expect(await screen.findByRole('heading', { name: 'Confirm your appeal' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for confirmation')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download your receipt (PDF)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm my appeal' }));
    const notice = await screen.findByRole('heading', { name: 'Your appeal is filed' });
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/status/${TOKEN}/confirm`]);
    expect(screen.getByRole('link', { name: 'Download your receipt (PDF)' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'What has happened so far' })).getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });

  it('tells the holder of the status link where the confirmation link is, and offers no button', async () => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(pending(false)) });
    expect(await screen.findByRole('heading', { name: 'Waiting for your confirmation' })).toBeInTheDocument();
    expect(screen.getByText(/with the link in the email we sent you/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm my appeal' })).not.toBeInTheDocument();
  });

  it('says a lapsed appeal was not filed', async () => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(pending(false, '2026-01-01T00:00:00.000Z')) });
    expect(await screen.findByRole('heading', { name: 'This appeal was not filed' })).toBeInTheDocument();
    expect(screen.getByText('Not filed')).toBeInTheDocument();
  });

  it("shows the API's refusal (another appeal confirmed first) and keeps the page", async () => {
    const message = 'There is already an appeal filed in the selected appeal season for this property.';
    const { user } = renderStatus({
      [`GET /status/${TOKEN}`]: ok(pending(true)),
      [`POST /status/${TOKEN}/confirm`]: fakeResponse({ status: 409, body: { message } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm my appeal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Confirm my appeal' })).toBeEnabled();
  });
});

describe('what happens next (docs/product.md#appeal-steps)', () => {
  const underReview: StatusResponse = { ...appealView, appeal: { ...appealView.appeal!, status: 'under-review', timeline: appealView.appeal!.timeline.slice(0, 2) } };

  it('lists what the office does with an undecided appeal, and by when it decides where the county says', async () => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(underReview) }, { 'meetings.enabled': true, 'appeal.decision_days': 60 });
    const next = await screen.findByRole('list', { name: 'What happens next' });
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'We review your appeal and any documents you sent.',
      'We may contact you if we need more information.',
      'We decide your appeal and write to you with our decision by January 1, 2027.',
    ]);
  });

  it('is not shown once the appeal is decided', async () => {
    renderStatus({ [`GET /status/${TOKEN}`]: ok(appealView) });
    await screen.findByRole('list', { name: 'What has happened so far' });
    expect(screen.queryByRole('list', { name: 'What happens next' })).not.toBeInTheDocument();
  });
});
