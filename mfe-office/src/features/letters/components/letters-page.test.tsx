import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DecisionLetter } from 'mfe-shared/schemas';
import { callsOf, CLERK, fakeApi, page, renderOffice } from '../../../../test/office-fixture';

const APPRAISER = { accountId: '9a8b7c6d-1111-4e2f-8a3b-445566778899', name: 'Sam Okafor', role: 'appraiser' as const };

const letter = (reference: string, overrides: Partial<DecisionLetter> = {}): DecisionLetter => ({
  appeal: { id: `id-${reference}`, reference, parcel: { id: 'HC-000016-A247', address: '3261 Sunset Dr' }, language: 'en' },
  status: 'awaiting-check',
  valueBefore: { amount: 438_700, currency: 'USD' },
  decidedValue: { amount: 401_000, currency: 'USD' },
  decidedAt: '2026-12-03T15:00:00.000Z',
  decidedBy: 'Dana Whitfield',
  settled: false,
  approvedBy: null,
  approvedAt: null,
  canApprove: true,
  ...overrides,
});

/** The county's letters waiting; an approval sends one (it leaves the list), or is refused with `refusal`. */
function server(first: DecisionLetter[], refusal?: { status: number; message: string }) {
  let waiting = first;
  return fakeApi((method, url) => {
    if (method === 'GET' && url.pathname.endsWith('/office/letters')) return { body: { results: waiting, page: 1, pageSize: 50, total: waiting.length } };
    const approve = /\/office\/appeals\/([^/]+)\/letter\/approve$/.exec(url.pathname);
    if (method === 'POST' && approve) {
      if (refusal) return { status: refusal.status, body: { message: refusal.message } };
      const sent = waiting.find((item) => item.appeal.reference === approve[1])!;
      waiting = waiting.filter((item) => item !== sent);
      return { body: { ...sent, status: 'sent', approvedBy: APPRAISER.name, approvedAt: '2026-12-04T15:00:00.000Z', canApprove: false } };
    }
    return undefined;
  });
}

const item = (reference: string) => within(page().getByRole('heading', { level: 2, name: reference }).closest('li')!);
/** The letter's card, once the list is read. */
const found = async (reference: string) => within((await page().findByRole('heading', { level: 2, name: reference })).closest('li')!);

it('lists the letters waiting, oldest first, with their decision, preview and approval; the count in the office navigation', async () => {
  renderOffice('/office/letters', server([letter('HC-26-AAAA01'), letter('HC-26-AAAA02', { settled: true, decidedBy: null })]), undefined, APPRAISER);
  expect(screen.getByRole('heading', { level: 1, name: 'Letters to check' })).toBeInTheDocument();
  expect(await page().findByText('2 letters are waiting for their check.')).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Office desk' });
  expect(within(nav).getByRole('link', { name: 'Letters to check (2)' })).toHaveAttribute('aria-current', 'page');

  expect(
    page()
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent),
  ).toEqual(['HC-26-AAAA01', 'HC-26-AAAA02']);
  const first = item('HC-26-AAAA01');
  expect(first.getByRole('link', { name: 'HC-26-AAAA01' })).toHaveAttribute('href', '/office/appeals/HC-26-AAAA01');
  expect(first.getByText('Property').nextElementSibling).toHaveTextContent('HC-000016-A247, 3261 Sunset Dr');
  expect(first.getByText('Decided value').nextElementSibling).toHaveTextContent('$401,000');
  expect(first.getByText('Decided by').nextElementSibling).toHaveTextContent('Dana Whitfield');
  expect(first.getByText('Decided').nextElementSibling).toHaveTextContent('Dec 3, 2026, 10:00 AM EST');
  const preview = first.getByRole('link', { name: 'Preview the letter (PDF, opens in a new tab)' });
  expect(preview).toHaveAttribute('href', '/harbor-county/api/office/appeals/HC-26-AAAA01/letter.pdf');
  expect(preview).toHaveAttribute('target', '_blank');
  expect(preview).toHaveAccessibleDescription('HC-26-AAAA01');
  expect(first.getByRole('button', { name: 'Approve and send the letter' })).toHaveAccessibleDescription('HC-26-AAAA01');
  expect(item('HC-26-AAAA02').getByText('Decided by').nextElementSibling).toHaveTextContent("The filer accepted the county's offer");
});

it('approves by keyboard: the row goes, the outcome takes the focus and is announced, and the count follows', async () => {
  const user = userEvent.setup();
  const fetchImpl = server([letter('HC-26-AAAA01'), letter('HC-26-AAAA02')]);
  renderOffice('/office/letters', fetchImpl, undefined, APPRAISER);
  const button = (await found('HC-26-AAAA01')).getByRole('button', { name: 'Approve and send the letter' });
  button.focus();
  await user.keyboard('{Enter}');
  const said = 'Letter for HC-26-AAAA01 approved and sent to the filer.';
  const done = await page().findByText(said);
  await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus());
  expect(page().getByRole('heading', { name: 'Letter sent' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(said);
  expect(page().queryByRole('heading', { level: 2, name: 'HC-26-AAAA01' })).toBeNull();
  expect(within(screen.getByRole('navigation', { name: 'Office desk' })).getByRole('link', { name: 'Letters to check (1)' })).toBeInTheDocument();
  expect(callsOf(fetchImpl)).toContain('POST /office/appeals/HC-26-AAAA01/letter/approve');
});

it('tells the one who decided that a second person checks it, with no button', async () => {
  renderOffice('/office/letters', server([letter('HC-26-AAAA01', { canApprove: false })]), undefined, APPRAISER);
  expect(
    (await found('HC-26-AAAA01')).getByText('You recorded this decision, so a second person must check its letter: ask another appraiser or an administrator to approve it.'),
  ).toBeInTheDocument();
  expect(page().queryByRole('button', { name: 'Approve and send the letter' })).toBeNull();
});

it('shows a clerk the list without the approval', async () => {
  renderOffice('/office/letters', server([letter('HC-26-AAAA01', { canApprove: false })]), undefined, CLERK);
  expect((await found('HC-26-AAAA01')).getByText('An appraiser or an administrator checks this letter and sends it.')).toBeInTheDocument();
  expect(item('HC-26-AAAA01').getByRole('link', { name: 'Preview the letter (PDF, opens in a new tab)' })).toBeInTheDocument();
  expect(page().queryByRole('button')).toBeNull();
});

it("shows the API's refusal where the focus goes, and keeps the letter", async () => {
  const user = userEvent.setup();
  renderOffice('/office/letters', server([letter('HC-26-AAAA01')], { status: 409, message: 'This letter has already been approved and sent.' }), undefined, APPRAISER);
  await user.click((await found('HC-26-AAAA01')).getByRole('button', { name: 'Approve and send the letter' }));
  const refusal = await page().findByRole('alert');
  expect(refusal).toHaveTextContent('The letter was not approved');
  expect(refusal).toHaveTextContent('This letter has already been approved and sent.');
  await waitFor(() => expect(refusal.closest('[tabindex="-1"]')).toHaveFocus());
  expect(page().getByRole('heading', { level: 2, name: 'HC-26-AAAA01' })).toBeInTheDocument();
});

it('says when there are none', async () => {
  renderOffice('/office/letters', server([]), undefined, APPRAISER);
  expect(await page().findByText('There are no letters to check.')).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Office desk' })).getByRole('link', { name: 'Letters to check' })).toBeInTheDocument();
});

it('says the letters could not be loaded, with the way to try again', async () => {
  const fetchImpl = fakeApi((_method, url) => (url.pathname.endsWith('/office/letters') ? { status: 500, body: { message: 'Something went wrong on our side.' } } : undefined));
  renderOffice('/office/letters', fetchImpl, undefined, APPRAISER);
  expect(await page().findByRole('heading', { name: 'The letters to check could not be loaded' })).toBeInTheDocument();
  expect(page().getByText('Something went wrong on our side.')).toBeInTheDocument();
  expect(page().getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
