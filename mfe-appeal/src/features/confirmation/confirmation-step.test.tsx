import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppealResult } from 'mfe-shared/schemas';
import { fakeResponse } from '../../../../mfe-shared/test/portal-fixture';
import { fakeApi, ok, renderWizard, stepHeading, type Reply } from '../../../test/wizard-fixture';
import { keepFilerToken } from '../../lib/filer-token';

jest.setTimeout(30_000);

// The confirmation (docs/product.md#appeal-steps, docs/product.md#confirming-a-public-appeal).
const filed: AppealResult = {
  id: 'a-1',
  createdAt: '2026-11-22T15:00:00.000Z',
  windowId: 'w-2026',
  property: { parcelId: '131-3253-R32532', address: '12 Harbor View Rd' },
  appellant: { name: 'Pat Doe', email: 'pat@exmaple.org' },
  claimedValue: { amount: 200000, currency: 'USD' },
  reference: 'HC-26-7K3QPM',
  statusToken: 'v1.status',
};
const pending: AppealResult = { ...filed, id: 'a-pending', confirmBy: '2026-11-24T15:00:00.000Z' };

function openConfirmation(result: AppealResult, routes: Record<string, Reply> = {}, settings: Record<string, unknown> = {}) {
  const user = userEvent.setup();
  const { api, calls } = fakeApi(routes);
  const rendered = renderWizard({ route: '/appeal/confirmation', api, settings, result });
  return { user, calls, ...rendered };
}

beforeEach(() => window.sessionStorage.clear());

describe('a public filing, still to be confirmed', () => {
  it('says to check the e-mail: where it went, that nothing is filed yet, and how long the link works', async () => {
    keepFilerToken(pending.id, 'v1.filer');
    openConfirmation(pending);
    await stepHeading('Check your email to finish your appeal');
    expect(screen.queryByText(/Appeal submitted/)).not.toBeInTheDocument();
    expect(screen.getByText(/We have sent a link to/)).toHaveTextContent('We have sent a link to pat@exmaple.org.');
    expect(screen.getByText(/is not filed until you select the link/)).toBeInTheDocument();
    expect(screen.getByText(/The link works for/)).toHaveTextContent('The link works for 48 hours, until Tuesday, November 24, 2026 at 10:00 AM.');
    const next = screen.getByRole('list', { name: 'What happens next' });
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Select the link in the email and confirm your appeal.',
      'We review your appeal and any documents you sent.',
      'We may contact you if we need more information.',
      'We decide your appeal and write to you with our decision.',
    ]);
    expect(screen.queryByRole('link', { name: 'Download your receipt (PDF)' })).not.toBeInTheDocument();
  });

  it('sends the e-mail again with the tab’s token, and says so where focus goes', async () => {
    keepFilerToken(pending.id, 'v1.filer');
    const { user, calls } = openConfirmation(pending, { 'POST /appeal-confirmations/resend': ok({ email: 'pat@exmaple.org' }) });
    await stepHeading('Check your email to finish your appeal');
    await user.click(screen.getByRole('button', { name: 'Send the email again' }));
    const notice = await screen.findByText(/We have sent the email again to/);
    expect(notice).toHaveTextContent('We have sent the email again to pat@exmaple.org.');
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    const sent = calls.find((call) => call.path === '/appeal-confirmations/resend')!;
    expect(sent.body).toEqual({ filerToken: 'v1.filer' });
    // The token goes in the body, never in an address.
    expect(calls.every((call) => !call.path.includes('v1.filer') && !String(call.query).includes('v1.filer'))).toBe(true);
  });

  it('corrects the address: says what to do with a wrong one, then shows and sends to the new one', async () => {
    keepFilerToken(pending.id, 'v1.filer');
    const { user, calls, portal } = openConfirmation(pending, { 'POST /appeal-confirmations/address': ok({ email: 'pat@example.org' }) });
    await stepHeading('Check your email to finish your appeal');
    await user.click(screen.getByRole('button', { name: 'Change your email address' }));
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(field).toHaveFocus();
    await user.type(field, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send the link to this address' }));
    expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveTextContent('Email is not valid');
    expect(calls.some((call) => call.path === '/appeal-confirmations/address')).toBe(false);

    await user.clear(field);
    await user.type(field, 'pat@example.org');
    await user.click(screen.getByRole('button', { name: 'Send the link to this address' }));
    const notice = await screen.findByText(/We have changed your email address to/);
    expect(notice).toHaveTextContent('We have changed your email address to pat@example.org and sent the link there.');
    expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    expect(calls.find((call) => call.path === '/appeal-confirmations/address')!.body).toEqual({ filerToken: 'v1.filer', email: 'pat@example.org' });
    expect(screen.getByText(/We have sent a link to/)).toHaveTextContent('We have sent a link to pat@example.org.');
    expect(portal.stores.appealResult.getState()?.appellant.email).toBe('pat@example.org');
    // The stored result never holds the token.
    expect(JSON.stringify(portal.stores.appealResult.getState())).not.toContain('v1.filer');
  });

  it('says the API’s refusal of a change as it comes, and keeps the form', async () => {
    keepFilerToken(pending.id, 'v1.filer');
    const message = 'The email address of this appeal has been changed too many times. Please wait 40 minutes and try again, or contact the office.';
    const { user } = openConfirmation(pending, { 'POST /appeal-confirmations/address': fakeResponse({ status: 429, body: { message } }) });
    await stepHeading('Check your email to finish your appeal');
    await user.click(screen.getByRole('button', { name: 'Change your email address' }));
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'pat@example.org');
    await user.click(screen.getByRole('button', { name: 'Send the link to this address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
  });

  it('offers the office, not the buttons, in a tab that did not file it', async () => {
    openConfirmation({ ...pending, id: 'a-filed-elsewhere' });
    await stepHeading('Check your email to finish your appeal');
    expect(screen.queryByRole('button', { name: 'Send the email again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change your email address' })).not.toBeInTheDocument();
    expect(screen.getByText(/To get the email again or to correct your email address, contact/)).toHaveTextContent(/quote your reference, HC-26-7K3QPM\.$/);
  });
});

it('keeps the staff filing’s confirmation, with what happens next and by when the county decides', async () => {
  openConfirmation(filed, {}, { 'appeal.decision_days': 60 });
  await stepHeading('Appeal submitted');
  expect(screen.getByText('You will receive an email confirmation shortly at pat@exmaple.org.')).toBeInTheDocument();
  const next = screen.getByRole('list', { name: 'What happens next' });
  expect(within(next).getAllByRole('listitem').at(-1)).toHaveTextContent('We decide your appeal and write to you with our decision within 60 days of it being filed.');
  expect(screen.queryByRole('button', { name: 'Send the email again' })).not.toBeInTheDocument();
});
