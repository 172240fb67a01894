import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyAppealDraft, startLanguage } from 'mfe-shared';
import { speak } from '../../../../mfe-shared/test/language';
import { type AppealResult, type UploadedDocument } from 'mfe-shared/schemas';
import { fakeResponse, testParcel, TEST_OFFICE, TEST_PHONE_FORMATTED } from '../../../../mfe-shared/test/portal-fixture';
import { currentLocation, deferred, fakeApi, ok, owner, renderWizard, STAFF, stepHeading, type ApiCall, type Reply, type WizardOptions } from '../../../test/wizard-fixture';

jest.setTimeout(30_000);

const parcel = testParcel();
const window2026 = { id: 'w-2026', name: '2026 appeal season', createdAt: '2026-01-05T00:00:00.000Z', open: true };
const documents: UploadedDocument[] = [{ id: 'f-1', name: 'appraisal.pdf', size: 1572864, type: 'application/pdf', lastModified: 1 }];
const draft = {
  estimatedValue: '200,000',
  allegedReasons: [{ id: 'r-1', title: 'Condition of the property', description: 'Roof leaks' }],
  window: window2026,
};
const result: AppealResult = {
  id: 'a-1',
  createdAt: '2026-11-22T10:00:00.000Z',
  windowId: 'w-2026',
  property: { parcelId: parcel.id, address: parcel.address },
  appellant: { name: 'Pat Doe', email: 'pat@example.org' },
  claimedValue: { amount: 200000, currency: 'USD' },
  reference: 'HC-26-7K3QPM',
  statusToken: 'v1.token',
};
const found = ok({ results: [parcel], pagination: { totalCount: 1, totalPages: 1 } });

async function openSummary(routes: Record<string, Reply>, options: Partial<WizardOptions> = {}) {
  const user = userEvent.setup(jest.isMockFunction(setTimeout) || 'clock' in setTimeout ? { advanceTimers: jest.advanceTimersByTime } : {});
  const { api, calls } = fakeApi(routes);
  const rendered = renderWizard({ route: '/appeal/summary', parcel, appellant: owner, draft, documents, api, ...options });
  await stepHeading('Summary');
  return { user, calls, ...rendered };
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && call.path === '/appeals');
const submitButton = () => screen.getByRole('button', { name: /^(Submit my appeal|Submitting…)$/ });

afterEach(() => {
  jest.useRealTimers();
});

it('shows what the filer gave, with edit links back to each step', async () => {
  await openSummary({});
  expect(screen.getByText(/12 Harbor View Rd, parcel 131-3253-R32532 \(Residential\), owner Avery Quinn, market value \$250,000/)).toBeInTheDocument();
  expect(screen.getByText('Pat Doe, Owner')).toBeInTheDocument();
  expect(screen.getByText(/\(555\) 555 0100, pat@example\.org/)).toBeInTheDocument();
  expect(screen.getByText(/\$200,000/)).toBeInTheDocument();
  expect(screen.getByText('Condition of the property: Roof leaks')).toBeInTheDocument();
  expect(screen.getByText('appraisal.pdf (1.5 MB)')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Change your details' })).toHaveAttribute('href', '/appeal/details?returnto=summary');
  expect(screen.getByRole('link', { name: 'Change value and reasons' })).toHaveAttribute('href', '/appeal/estimation?returnto=summary');
  expect(screen.getByRole('link', { name: 'Change supporting documents' })).toHaveAttribute('href', '/appeal/fileupload?returnto=summary');
  expect(screen.getByRole('link', { name: 'Back to supporting documents' })).toHaveAttribute('href', '/appeal/fileupload');
  expect(screen.getByText(/you confirm that you are the owner of this property or an agent authorized by the owner/)).toBeInTheDocument();
});

it('shows the summary disclaimer from the settings', async () => {
  await openSummary({}, { settings: { 'appeal.summary_disclaimer': 'Appeals filed after the deadline are not heard.' } });
  expect(screen.getByText('Appeals filed after the deadline are not heard.')).toBeInTheDocument();
});

it('sends one POST with an Idempotency-Key, ignores a second click while submitting, then confirms and clears the draft after 1 second', async () => {
  jest.useFakeTimers();
  const answer = deferred<Response>();
  const { user, calls, portal } = await openSummary({ 'GET /prc/search': found, 'POST /appeals': () => answer.promise });

  await user.click(submitButton());
  await waitFor(() => expect(posts(calls)).toHaveLength(1));
  expect(submitButton()).toHaveTextContent('Submitting…');
  expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
  await user.click(submitButton());
  await user.click(submitButton());
  expect(posts(calls)).toHaveLength(1);
  expect(calls.filter((call) => call.path === '/prc/search')).toHaveLength(1);

  const [post] = posts(calls);
  expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(post.body).toMatchObject({
    property: { id: parcel.id, owner: 'Avery Quinn', type: 'residential', address: parcel.address },
    appellant: owner,
    staff: null,
    windowId: 'w-2026',
    claimedValue: { amount: 200000, currency: 'USD' },
    reasons: draft.allegedReasons,
    documents,
    compsPdf: null,
  });

  await act(async () => answer.resolve(ok(result)));
  await stepHeading('Appeal submitted');
  expect(currentLocation()).toBe('/appeal/confirmation');
  expect(screen.getByText('You will receive an email confirmation shortly at pat@example.org.')).toBeInTheDocument();
  // The draft is still there until the second has passed.
  expect(portal.stores.selectedParcel.getState()).not.toBeNull();

  act(() => jest.advanceTimersByTime(1000));
  expect(portal.stores.selectedParcel.getState()).toBeNull();
  expect(portal.stores.taxpayer.getState()).toBeNull();
  expect(portal.stores.appeal.getState()).toBeNull();
  expect(portal.stores.documentation.getState()).toEqual([]);
  expect(portal.stores.breakdown.getState()).toBeNull();
  expect(portal.stores.appealResult.getState()).toEqual(result);
  // The confirmation stays on screen.
  expect(screen.getByRole('heading', { level: 1, name: 'Appeal submitted' })).toBeInTheDocument();
  expect(screen.getByText('You will receive an email confirmation shortly at pat@example.org.')).toBeInTheDocument();
  expect(currentLocation()).toBe('/appeal/confirmation');
});

it('keeps the same parcel when it is opened again within the second after filing, to book its meeting', async () => {
  jest.useFakeTimers();
  const { user, portal } = await openSummary({ 'GET /prc/search': found, 'POST /appeals': ok(result) });
  const filed = portal.stores.selectedParcel.getState()!;
  await user.click(submitButton());
  await stepHeading('Appeal submitted');
  // The property page loads the parcel again and selects what it loaded.
  act(() => portal.stores.selectedParcel.setState(() => ({ ...filed })));
  act(() => jest.advanceTimersByTime(1000));
  expect(portal.stores.selectedParcel.getState()?.id).toBe(filed.id);
});

it('keeps a parcel opened within the second after filing, and its draft', async () => {
  jest.useFakeTimers();
  const other = testParcel({ id: 'R-OTHER', address: '9 Other Way' });
  const { user, portal } = await openSummary({ 'GET /prc/search': found, 'POST /appeals': ok(result) });
  await user.click(submitButton());
  await stepHeading('Appeal submitted');
  act(() => {
    portal.stores.selectedParcel.setState(() => other);
    portal.stores.appeal.setState(() => ({ ...emptyAppealDraft, parcelId: other.id, estimatedValue: '90,000' }));
  });
  act(() => jest.advanceTimersByTime(1000));
  expect(portal.stores.selectedParcel.getState()?.id).toBe('R-OTHER');
  expect(portal.stores.appeal.getState()).toMatchObject({ parcelId: 'R-OTHER', estimatedValue: '90,000' });
  // What belonged to the filed appeal is gone all the same.
  expect(portal.stores.taxpayer.getState()).toBeNull();
  expect(portal.stores.documentation.getState()).toEqual([]);
});

it('shows the error card with the office name and phone when the submit fails', async () => {
  const { user, calls } = await openSummary({
    'GET /prc/search': found,
    'POST /appeals': fakeResponse({ status: 500, body: { message: 'The appeals service is unavailable' } }),
  });
  expect(TEST_OFFICE).toBe('Harbor County Assessor');
  expect(TEST_PHONE_FORMATTED).toBe('(555) 555 0100');
  await user.click(submitButton());
  const card = await screen.findByRole('alert');
  expect(within(card).getByRole('heading', { name: 'There was an error submitting your appeal...' })).toBeInTheDocument();
  expect(within(card).getByText('Please reload the page to try again, or contact Harbor County Assessor on (555) 555 0100 to help.')).toBeInTheDocument();
  expect(within(card).getByText('The appeals service is unavailable')).toBeInTheDocument();
  expect(posts(calls)).toHaveLength(1);
  expect(currentLocation()).toBe('/appeal/summary');
  expect(submitButton()).toHaveTextContent('Submit my appeal');
  expect(submitButton()).not.toHaveAttribute('aria-disabled');
});

it.each([
  ['no answer (a lost connection)', () => Promise.reject(new TypeError('Failed to fetch'))],
  [
    'an answer without a message (a proxy page)',
    () => ({ ok: false, status: 502, headers: { get: () => null }, text: async () => '<html>Bad gateway</html>' }) as unknown as Response,
  ],
])('says, for %s, that it cannot tell whether the appeal was filed and that submitting again is safe, never "Unknown error"', async (_label, reply) => {
  const { user } = await openSummary({ 'GET /prc/search': found, 'POST /appeals': reply });
  await user.click(submitButton());
  const card = await screen.findByRole('alert');
  expect(card).toHaveTextContent(
    "We did not get an answer from the county's site, so we cannot tell whether your appeal was filed. Check your connection and submit it again: your answers are kept, and it will not be filed twice.",
  );
  expect(card).not.toHaveTextContent(/Unknown error|Failed to fetch/);
});

it('sends a retry with the same Idempotency-Key, so the office files it once', async () => {
  let attempt = 0;
  const { user, calls } = await openSummary({
    'GET /prc/search': found,
    'POST /appeals': () => (++attempt === 1 ? fakeResponse({ status: 503, body: { message: 'Try again' } }) : ok(result)),
  });
  await user.click(submitButton());
  await screen.findByRole('heading', { name: 'There was an error submitting your appeal...' });
  await user.click(submitButton());
  await stepHeading('Appeal submitted');
  const [first, second] = posts(calls);
  expect(second.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
});

it("says 'Property not found' when the parcel is not found at submit, and files nothing", async () => {
  const { user, calls } = await openSummary({
    'GET /prc/search': ok({ results: [testParcel({ id: '131-3253-R32533' })], pagination: { totalCount: 1, totalPages: 1 } }),
  });
  await user.click(submitButton());
  const card = await screen.findByRole('alert');
  expect(within(card).getByText('Property not found')).toBeInTheDocument();
  expect(within(card).getByRole('heading', { name: 'There was an error submitting your appeal...' })).toBeInTheDocument();
  const search = calls.find((call) => call.path === '/prc/search');
  expect(search?.query.get('q')).toBe(parcel.id);
  expect(posts(calls)).toHaveLength(0);
});

it('files a property the records do not hold from the public where the county lets the public enter one by hand', async () => {
  const settings = { 'appeal.allow_unlisted_property': true, 'appeal.allow_public_unlisted_property': true };
  const { user, calls } = await openSummary({ 'POST /appeals': ok(result) }, { settings });
  await user.click(submitButton());
  await stepHeading('Appeal submitted');
  // They were told at manual entry's start that the office checks the property: no search refuses it here.
  expect(calls.some((call) => call.path === '/prc/search')).toBe(false);
  expect(posts(calls)).toHaveLength(1);
});

it('files for staff without the property check, recording the method and the staff member', async () => {
  const { user, calls } = await openSummary({ 'POST /appeals': ok(result) }, { me: STAFF, draft: { ...draft, filingMethod: 'mail' } });
  expect(screen.getByText(/2026 appeal season/)).toBeInTheDocument();
  expect(screen.getByText(/^Mail/)).toBeInTheDocument();
  await user.click(submitButton());
  await stepHeading('Appeal submitted');
  expect(calls.some((call) => call.path === '/prc/search')).toBe(false);
  expect(posts(calls)[0].body).toMatchObject({ staff: { method: 'mail', staffId: 'staff-1' } });
});

it("shows staff the filer's language with a change link, and files it, where the county writes in several", async () => {
  await speak('en');
  try {
    const { user, calls } = await openSummary({ 'POST /appeals': ok(result) }, { me: STAFF, draft: { ...draft, filingMethod: 'telephone', filerLanguage: 'es' } });
    const row = screen.getByText('Filer’s language').closest('div')!;
    expect(within(row).getByText('Español')).toHaveAttribute('lang', 'es');
    expect(within(row).getByRole('link', { name: /Change.*filer’s language/ })).toHaveAttribute('href', '/appeal/method?returnto=summary');
    await user.click(submitButton());
    await stepHeading('Appeal submitted');
    expect(posts(calls)[0].body).toMatchObject({ staff: { method: 'telephone', staffId: 'staff-1', language: 'es' } });
  } finally {
    await act(async () => void (await startLanguage({ tenant: 'test-county', setting: 'en' })));
  }
});

it('asks the public for the owner code where the county requires it, and sends it with the appeal', async () => {
  const { user, calls } = await openSummary({ 'GET /prc/search': found, 'POST /appeals': ok(result) }, { settings: { 'appeal.require_owner_code': true } });
  await user.click(submitButton());
  const field = screen.getByRole('textbox', { name: 'Owner code' });
  expect(field).toHaveFocus();
  expect(field).toHaveAccessibleDescription(/printed on your assessment notice.*Enter the owner code printed on your assessment notice\./);
  expect(posts(calls)).toHaveLength(0);
  await user.type(field, '7k3q-pm2x');
  await user.click(submitButton());
  await waitFor(() => expect(posts(calls)).toHaveLength(1));
  expect(posts(calls)[0].body).toMatchObject({ ownerCode: '7k3q-pm2x' });
});

it('says a wrong owner code beside the field, keeps what was typed, and files once it is put right', async () => {
  const wrong = 'The owner code does not match the one on the assessment notice for this parcel. Check it and try again.';
  let answers = 0;
  const { user, calls } = await openSummary(
    {
      'GET /prc/search': found,
      'POST /appeals': () => (answers++ === 0 ? fakeResponse({ status: 400, body: { message: wrong, field: 'ownerCode' } }) : ok(result)),
    },
    { settings: { 'appeal.require_owner_code': true } },
  );
  const field = screen.getByRole('textbox', { name: 'Owner code' });
  await user.type(field, 'ABCD-EFGH');
  await user.click(submitButton());
  await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(wrong.replace(/\./g, '\\.'))));
  expect(field).toHaveFocus();
  expect(field).toHaveValue('ABCD-EFGH');
  expect(screen.queryByRole('heading', { name: 'There was an error submitting your appeal...' })).not.toBeInTheDocument();
  await user.clear(field);
  await user.type(field, '7K3Q-PM2X');
  await user.click(submitButton());
  await stepHeading('Appeal submitted');
  expect(posts(calls).map((call) => (call.body as { ownerCode: string }).ownerCode)).toEqual(['ABCD-EFGH', '7K3Q-PM2X']);
});

it('does not ask for an owner code where the county does not require it', async () => {
  await openSummary({});
  expect(screen.queryByRole('textbox', { name: 'Owner code' })).not.toBeInTheDocument();
});
