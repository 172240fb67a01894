import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AppealDraftView } from 'mfe-shared/schemas';
import { fakeResponse, testParcel, TEST_PHONE_FORMATTED } from '../../../../mfe-shared/test/portal-fixture';
import { currentLocation, fakeApi, ok, owner, renderWizard, stepHeading, type Reply } from '../../../test/wizard-fixture';

jest.setTimeout(30_000);

const TOKEN = 'v1.draft-token.signature';
const parcel = testParcel();
const window2026 = { id: 'w-2026', name: '2026 appeal season', createdAt: '2026-01-05T00:00:00.000Z', open: true };
const RESTORED = 'We have restored your appeal. Check your answers and continue.';

const openView = (draft: Partial<NonNullable<AppealDraftView['draft']>> = {}): AppealDraftView => ({
  state: 'open',
  parcel: { id: parcel.id, address: parcel.address },
  savedAt: '2026-11-25T15:00:00.000Z',
  expiresAt: '2026-12-25T15:00:00.000Z',
  email: 'pat@example.org',
  property: parcel,
  filed: null,
  draft: {
    parcelId: parcel.id,
    step: 'fileupload',
    submissionKey: 'key-1',
    window: window2026,
    appellant: { ...owner, phone: { number: owner.phone.number, extension: '' } },
    filerForm: null,
    estimatedValue: '200,000',
    allegedReasons: [{ id: 'r-1', title: 'Condition of the property', description: 'Roof leaks' }],
    comparables: [],
    comparablesPdf: null,
    documents: [{ id: 'f-1', name: 'appraisal.pdf', size: 1572864, type: 'application/pdf' }],
    ...draft,
  },
});
const closedView = (state: 'filed' | 'season-closed', filed: AppealDraftView['filed'] = null): AppealDraftView => ({
  ...openView(),
  state,
  email: null,
  property: null,
  draft: null,
  filed,
});

/** A browser that has never seen this appeal (another device): no parcel, no draft. */
function openLink(reply: Reply, settings?: Record<string, unknown>) {
  const { api, calls } = fakeApi({ [`GET /appeal-drafts/${TOKEN}`]: reply, 'GET /code-systems/appeal-reasons': ok({ codes: [] }) });
  const rendered = renderWizard({ route: `/appeal/resume/${TOKEN}`, parcel: null, api, settings });
  return { user: userEvent.setup(), calls, ...rendered };
}

it('restores the draft into this browser and opens the step it was saved from, saying so', async () => {
  const { portal } = openLink(ok(openView()));
  expect(await stepHeading('Supporting documents')).toBeInTheDocument();
  expect(currentLocation()).toBe('/appeal/fileupload');
  expect(screen.getByText(RESTORED)).toBeInTheDocument();
  expect(screen.getByText('appraisal.pdf')).toBeInTheDocument();
  expect(portal.stores.selectedParcel.getState()).toEqual(parcel);
  expect(portal.stores.taxpayer.getState()).toMatchObject({ name: owner.name, email: owner.email });
  expect(portal.stores.appeal.getState()).toMatchObject({
    parcelId: parcel.id,
    submissionKey: 'key-1',
    estimatedValue: '200,000',
    window: window2026,
    savedOnServer: { token: TOKEN, email: 'pat@example.org', days: 30, step: 'fileupload' },
  });
});

it('opens Check your answers when the saved step is not on this visitor’s path, and the details without a filer', async () => {
  const first = openLink(ok(openView({ step: 'comper' })));
  expect(await stepHeading('Summary')).toBeInTheDocument();
  expect(screen.getByText(RESTORED)).toBeInTheDocument();
  first.unmount();
  openLink(ok(openView({ step: 'estimation', appellant: null })));
  expect(await stepHeading('Your details')).toBeInTheDocument();
});

it('says a filing of its own that waits for its confirmation is not filed yet, and how to confirm it', async () => {
  openLink(ok(closedView('filed', { byThisDraft: true, reference: 'HC-26-7K3QPM', statusToken: 'v1.status', confirmed: false })));
  expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your appeal' })).toBeInTheDocument();
  expect(screen.getByText(/has been sent, reference HC-26-7K3QPM, but it is not filed until you confirm it/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See your appeal' })).toBeInTheDocument();
});

it('says the appeal was filed from this draft and links to its status instead of a wizard', async () => {
  const { portal } = openLink(ok(closedView('filed', { byThisDraft: true, reference: 'HC-26-7K3QPM', statusToken: 'v1.status' })));
  expect(await screen.findByRole('heading', { level: 1, name: 'Your appeal has been filed' })).toBeInTheDocument();
  expect(screen.getByText(/has been filed, reference HC-26-7K3QPM/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the status of your appeal' })).toHaveAttribute('href', '/status/v1.status');
  expect(portal.stores.appeal.getState()).toBeNull();
});

it('says plainly when someone else has filed the parcel’s appeal since, and offers the property page', async () => {
  const { portal } = openLink(ok(closedView('filed', { byThisDraft: false, reference: null, statusToken: null })));
  expect(await screen.findByRole('heading', { level: 1, name: 'An appeal has already been filed for this parcel' })).toBeInTheDocument();
  expect(screen.getByText(/has been filed in this appeal season since your appeal was saved, so the saved appeal can no longer be submitted/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: TEST_PHONE_FORMATTED })).toHaveAttribute('href', 'tel:5555550100');
  expect(screen.getByRole('link', { name: 'Go to the property page' })).toHaveAttribute('href', `/property/${parcel.id}`);
  expect(screen.queryByRole('link', { name: 'See the status of your appeal' })).toBeNull();
  expect(portal.stores.selectedParcel.getState()).toBeNull();
});

it('says when the draft’s season has closed', async () => {
  openLink(ok(closedView('season-closed')));
  expect(await screen.findByRole('heading', { level: 1, name: 'The appeal season has closed' })).toBeInTheDocument();
  expect(screen.getByText(/was for has closed, so it can no longer be submitted/)).toBeInTheDocument();
});

it('shows the server’s message for a wrong or expired link, and nothing of any draft', async () => {
  const message = 'This link has expired: a saved appeal is kept for 30 days after it was last saved.';
  const { portal } = openLink(fakeResponse({ status: 410, body: { message } }));
  expect(await screen.findByRole('heading', { level: 1, name: 'We could not open your saved appeal' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('link', { name: 'Search for your property' })).toHaveAttribute('href', '/');
  await waitFor(() => expect(document.title).toMatch(/^We could not open your saved appeal/));
  expect(portal.stores.appeal.getState()).toBeNull();
});
