import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyFilerForm, type AppealDraftSave, type UploadedDocument } from 'mfe-shared/schemas';
import { fakeResponse, testParcel, TEST_OFFICE, TEST_PHONE_FORMATTED } from '../../../../mfe-shared/test/portal-fixture';
import { currentLocation, fakeApi, ok, owner, renderWizard, STAFF, stepHeading, type ApiCall, type Reply, type WizardOptions } from '../../../test/wizard-fixture';

jest.setTimeout(30_000);

const parcel = testParcel();
const window2026 = { id: 'w-2026', name: '2026 appeal season', createdAt: '2026-01-05T00:00:00.000Z', open: true };
const documents: UploadedDocument[] = [{ id: 'f-1', name: 'appraisal.pdf', size: 1572864, type: 'application/pdf', lastModified: 1 }];
const draft = { estimatedValue: '200,000', allegedReasons: [{ id: 'r-1', title: 'Condition of the property', description: 'Roof leaks' }], window: window2026 };
const saved = { token: 'v1.saved-token', savedAt: '2026-11-25T15:00:00.000Z', expiresAt: '2026-12-25T15:00:00.000Z', days: 30 };
const LINK = 'Email me a link to finish later';

function open(route: string, routes: Record<string, Reply> = {}, options: Partial<WizardOptions> = {}) {
  const { api, calls } = fakeApi({ 'POST /appeal-drafts': fakeResponse({ status: 201, body: saved }), ...routes });
  const rendered = renderWizard({ route, parcel, draft, api, ...options });
  return { user: userEvent.setup(), calls, ...rendered };
}
const saves = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && call.path === '/appeal-drafts').map((call) => call.body as AppealDraftSave);

describe('the secondary action on the wizard’s steps', () => {
  it('saves at once when the filer’s e-mail is known, and confirms where the link went and for how long', async () => {
    const { user, calls, portal } = open('/appeal/fileupload', {}, { appellant: owner, documents });
    await stepHeading('Supporting documents');
    await user.click(screen.getByRole('button', { name: LINK }));

    expect(await stepHeading('Your appeal is saved')).toBeInTheDocument();
    expect(currentLocation()).toBe('/appeal/saved');
    expect(screen.getByText(/We have sent a link to/)).toHaveTextContent('We have sent a link to pat@example.org. It works for 30 days.');
    expect(screen.getByText(/are kept until December 25, 2026/)).toBeInTheDocument();
    expect(screen.getByText(/Your appeal is not filed yet/)).toBeInTheDocument();

    const [body] = saves(calls);
    expect(body).toMatchObject({
      token: null,
      email: 'pat@example.org',
      draft: { parcelId: parcel.id, step: 'fileupload', estimatedValue: '200,000', window: window2026, appellant: owner, documents, comparables: [], comparablesPdf: null },
    });
    expect(body.draft.submissionKey).toEqual(expect.any(String));
    // The draft keeps the key it was saved with and the link's token, so the next save updates it.
    expect(portal.stores.appeal.getState()).toMatchObject({
      submissionKey: body.draft.submissionKey,
      savedOnServer: { token: saved.token, email: 'pat@example.org', days: 30, step: 'fileupload' },
    });

    await user.click(screen.getByRole('link', { name: 'Continue your appeal now' }));
    await stepHeading('Supporting documents');
    await user.click(screen.getByRole('button', { name: LINK }));
    await stepHeading('Your appeal is saved');
    expect(saves(calls)[1]).toMatchObject({ token: saved.token, draft: { submissionKey: body.draft.submissionKey } });
  });

  it('is under the primary button on the details, estimation, documents and summary steps', async () => {
    for (const [route, heading] of [
      ['/appeal/details', 'Your details'],
      ['/appeal/estimation', 'Value and reasons'],
      ['/appeal/summary', 'Summary'],
    ] as const) {
      const { unmount } = open(route, { 'GET /code-systems/appeal-reasons': ok({ codes: [] }) }, { appellant: owner });
      await stepHeading(heading);
      const nav = screen.getByRole('button', { name: LINK }).closest('.portal-wizard-nav')!;
      const buttons = within(nav as HTMLElement).getAllByRole('button');
      expect(buttons.map((button) => button.textContent)).toEqual([expect.stringMatching(/Continue|Submit my appeal/), LINK]);
      unmount();
    }
  });

  it('is not offered to staff, who file in the office on someone’s behalf', async () => {
    open('/appeal/fileupload', {}, { appellant: owner, me: STAFF });
    await stepHeading('Supporting documents');
    expect(screen.queryByRole('button', { name: LINK })).toBeNull();
  });

  it('says why a save failed and whom to call, and stays on the step', async () => {
    const { user } = open(
      '/appeal/fileupload',
      { 'POST /appeal-drafts': fakeResponse({ status: 409, body: { message: 'There is already an appeal filed in the selected appeal season for this property.' } }) },
      { appellant: owner },
    );
    await stepHeading('Supporting documents');
    await user.click(screen.getByRole('button', { name: LINK }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `We could not save your appeal: There is already an appeal filed in the selected appeal season for this property. Please try again, or contact ${TEST_OFFICE} on ${TEST_PHONE_FORMATTED}.`,
    );
    expect(currentLocation()).toBe('/appeal/fileupload');
  });
});

describe('the page that asks for the e-mail address', () => {
  it('opens when the draft has no address yet, checks it with the filer form’s rules, then saves', async () => {
    const { user, calls } = open('/appeal/details');
    await stepHeading('Your details');
    await user.click(screen.getByRole('button', { name: LINK }));
    expect(await stepHeading('Finish your appeal later')).toBeInTheDocument();
    expect(currentLocation()).toBe('/appeal/save?from=details');
    expect(screen.getByRole('link', { name: 'Back to your details' })).toHaveAttribute('href', '/appeal/details');

    const field = screen.getByLabelText('Email address');
    expect(field).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Email is required'));
    await user.type(field, 'pat@example');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is not valid');
    expect(saves(calls)).toHaveLength(0);

    await user.type(field, '.org');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    await stepHeading('Your appeal is saved');
    expect(saves(calls)).toEqual([expect.objectContaining({ email: 'pat@example.org', draft: expect.objectContaining({ step: 'details', appellant: null }) })]);
  });

  it('takes an address typed and confirmed in the details form without asking', async () => {
    const { user, calls } = open('/appeal/details', {}, { draft: { ...draft, filerForm: { ...emptyFilerForm, email: 'pat@example.org', confirmEmail: 'pat@example.org' } } });
    await stepHeading('Your details');
    await user.click(screen.getByRole('button', { name: LINK }));
    await stepHeading('Your appeal is saved');
    expect(saves(calls)[0]).toMatchObject({ email: 'pat@example.org', draft: { filerForm: { email: 'pat@example.org' } } });
  });

  it('sends the link to another address from the confirmation', async () => {
    const { user, calls } = open('/appeal/fileupload', {}, { appellant: owner });
    await stepHeading('Supporting documents');
    await user.click(screen.getByRole('button', { name: LINK }));
    await stepHeading('Your appeal is saved');
    await user.click(screen.getByRole('link', { name: 'Send the link to a different address' }));
    await stepHeading('Finish your appeal later');
    const field = screen.getByLabelText('Email address');
    expect(field).toHaveValue('');
    await user.type(field, 'pat.doe@example.net');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    await stepHeading('Your appeal is saved');
    expect(screen.getByText(/We have sent a link to/)).toHaveTextContent('We have sent a link to pat.doe@example.net.');
    expect(saves(calls)[1]).toMatchObject({ token: saved.token, email: 'pat.doe@example.net', draft: { step: 'fileupload' } });
  });
});

it('sends a visit to the confirmation or the save page without a draft to the wizard’s start', async () => {
  const first = open('/appeal/saved');
  await waitFor(() => expect(currentLocation()).toBe('/appeal'));
  first.unmount();
  const { unmount } = open('/appeal/save', {}, { parcel: null });
  await waitFor(() => expect(currentLocation()).toBe('/appeal'));
  unmount();
});

it('empties the saved copy on the server once the appeal is filed, by opening its link', async () => {
  const result = {
    id: 'a-1',
    createdAt: '2026-11-25T16:00:00.000Z',
    windowId: 'w-2026',
    property: { parcelId: parcel.id, address: parcel.address },
    appellant: { name: 'Pat Doe', email: 'pat@example.org' },
    claimedValue: { amount: 200000, currency: 'USD' },
    reference: 'HC-26-7K3QPM',
    statusToken: 'v1.status',
  };
  const { user, calls } = open(
    '/appeal/summary',
    {
      'GET /prc/search': ok({ results: [parcel], pagination: { totalCount: 1, totalPages: 1 } }),
      'POST /appeals': fakeResponse({ status: 201, body: result }),
      [`GET /appeal-drafts/${saved.token}`]: ok({}),
    },
    {
      appellant: owner,
      draft: { ...draft, submissionKey: 'key-1', savedOnServer: { token: saved.token, email: 'pat@example.org', expiresAt: saved.expiresAt, days: 30, step: 'summary' } },
    },
  );
  await stepHeading('Summary');
  await user.click(screen.getByRole('button', { name: 'Submit my appeal' }));
  await stepHeading('Appeal submitted');
  expect(calls.find((call) => call.method === 'POST' && call.path === '/appeals')!.headers['Idempotency-Key']).toBe('key-1');
  await waitFor(() => expect(calls.some((call) => call.method === 'GET' && call.path === `/appeal-drafts/${saved.token}`)).toBe(true));
});
