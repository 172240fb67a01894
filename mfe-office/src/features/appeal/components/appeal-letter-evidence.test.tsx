// The appeal page after the filing: the decision's letter (its check by a second person) and the evidence of both sides.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient, LiveRegion, type Me, type uploadFile } from 'mfe-shared';
import { Route, Routes } from 'mfe-shared/router';
import { APPEAL_STATUS_LABELS, NEXT_STATUSES, type AppealStatus, type DecisionLetter, type OfficeAppeal, type OfficeTimelineEntry } from 'mfe-shared/schemas';
import { renderWithPortal, TEST_TENANT } from '../../../../../mfe-shared/test/portal-fixture';
import { callsOf, CLERK, fakeApi, page } from '../../../../test/office-fixture';
import OfficeRoutes from '../../../routes';
import { countyEvidenceFrom } from './appeal-evidence';

const REFERENCE = 'HC-26-7K3QPM';
const APPRAISER: Me = { accountId: '9a8b7c6d-1111-4e2f-8a3b-445566778899', name: 'Sam Okafor', role: 'appraiser' };

const step = (status: AppealStatus, at: string, extra: Partial<OfficeTimelineEntry> = {}): OfficeTimelineEntry => ({
  status,
  label: APPEAL_STATUS_LABELS[status],
  at,
  decidedValue: null,
  hearingAt: null,
  by: null,
  note: null,
  ...extra,
});

const appeal = (status: AppealStatus, overrides: Partial<OfficeAppeal> = {}): OfficeAppeal => ({
  id: '6f1c2a8e-4b7d-4f3a-9c1e-2d5b8a7e6f10',
  reference: REFERENCE,
  status,
  filedAt: '2026-04-02T14:30:00.000Z',
  confirmBy: null,
  window: { id: 'w26', name: '2026 Appeal Season' },
  property: { id: 'HC-000016-A247', address: '3261 Sunset Dr', type: 'residential', owner: 'Avery Quinn', value: { amount: 438_700, currency: 'USD' } },
  filer: {
    name: 'Jordan Vale',
    type: 'owner',
    organization: null,
    userType: null,
    address: null,
    phone: { number: '5555550142', extension: '' },
    email: 'jordan@vale.example',
  },
  claimedValue: { amount: 395_000, currency: 'USD' },
  reasons: [],
  comparables: [],
  compsPdf: null,
  documents: [],
  method: 'online',
  filedBy: 'public',
  staffName: null,
  timeline: [step('filed', '2026-04-02T14:30:00.000Z')],
  nextStatuses: [...NEXT_STATUSES[status]],
  evidence: [],
  ...overrides,
});

const letter = (overrides: Partial<DecisionLetter> = {}): DecisionLetter => ({
  appeal: { id: 'a', reference: REFERENCE, parcel: { id: 'HC-000016-A247', address: '3261 Sunset Dr' }, language: 'en' },
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

/** Answers every upload at once, as POST /documents does, with an id of its own. */
const uploads: typeof uploadFile = async <T,>(_url: string, file: Blob) =>
  ({ id: '33333333-3333-4333-8333-333333333333', name: (file as File).name, size: file.size, type: 'application/pdf', deleteToken: 'token' }) as T;

function renderAppeal(fetchImpl: jest.Mock, me: Me = APPRAISER, settings: Record<string, unknown> = {}) {
  return renderWithPortal(
    <>
      <LiveRegion />
      <main>
        <Routes>
          <Route path="/office/*" element={<OfficeRoutes />} />
        </Routes>
      </main>
    </>,
    {
      route: `/office/appeals/${REFERENCE}`,
      me,
      api: createApiClient(`/${TEST_TENANT}/api`, fetchImpl, uploads),
      settings: { 'general.timezone': 'America/New_York', ...settings },
    },
  );
}

const section = (name: string) => within(screen.getByRole('region', { name }));

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
afterAll(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('the decision letter', () => {
  /** A decided appeal whose letter waits; approving sends it. */
  function server(first: DecisionLetter) {
    let current = first;
    return fakeApi((method, url) => {
      if (method === 'GET' && url.pathname.endsWith(`/office/appeals/${REFERENCE}`)) return { body: appeal('decided') };
      if (method === 'GET' && url.pathname.endsWith(`/office/appeals/${REFERENCE}/letter`)) return { body: current };
      if (method === 'GET' && url.pathname.endsWith('/office/letters'))
        return { body: { results: current.status === 'sent' ? [] : [current], page: 1, pageSize: 50, total: current.status === 'sent' ? 0 : 1 } };
      if (method === 'POST' && url.pathname.endsWith(`/office/appeals/${REFERENCE}/letter/approve`)) {
        current = { ...current, status: 'sent', approvedBy: 'Sam Okafor', approvedAt: '2026-12-04T15:00:00.000Z', canApprove: false };
        return { body: current };
      }
      return undefined;
    });
  }

  it('says it waits for its check, previews it, and approves it: then it is sent, said and focused', async () => {
    const user = userEvent.setup();
    const fetchImpl = server(letter());
    renderAppeal(fetchImpl);
    const letterSection = await screen.findByRole('region', { name: 'Decision letter' });
    expect(await within(letterSection).findByText('Letter')).toBeInTheDocument();
    expect(within(letterSection).getByText('Letter').nextElementSibling).toHaveTextContent('Waiting for a second person to check it');
    expect(within(letterSection).getByRole('link', { name: 'Preview the letter (PDF, opens in a new tab)' })).toHaveAttribute(
      'href',
      `/harbor-county/api/office/appeals/${REFERENCE}/letter.pdf`,
    );
    expect(within(screen.getByRole('navigation', { name: 'Office desk' })).getByRole('link', { name: 'Letters to check (1)' })).toBeInTheDocument();

    await user.click(within(letterSection).getByRole('button', { name: 'Approve and send the letter' }));
    const done = await within(letterSection).findByText(`Letter for ${REFERENCE} approved and sent to the filer.`);
    await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus());
    await waitFor(() => expect(within(letterSection).getByText('Letter').nextElementSibling).toHaveTextContent('Sent on December 4, 2026'));
    expect(within(letterSection).getByText('Approved by').nextElementSibling).toHaveTextContent('Sam Okafor');
    expect(within(letterSection).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Office desk' })).getByRole('link', { name: 'Letters to check' })).toBeInTheDocument();
    expect(callsOf(fetchImpl)).toContain(`POST /office/appeals/${REFERENCE}/letter/approve`);
  });

  it('tells the one who decided that a second person must check it', async () => {
    renderAppeal(server(letter({ canApprove: false })));
    const letterSection = await screen.findByRole('region', { name: 'Decision letter' });
    expect(
      await within(letterSection).findByText('You recorded this decision, so a second person must check its letter: ask another appraiser or an administrator to approve it.'),
    ).toBeInTheDocument();
    expect(within(letterSection).queryByRole('button')).toBeNull();
  });

  it('says a decision recorded before letters has none', async () => {
    const fetchImpl = fakeApi((method, url) => {
      if (method === 'GET' && url.pathname.endsWith(`/office/appeals/${REFERENCE}`)) return { body: appeal('decided') };
      if (url.pathname.endsWith('/letter')) return { status: 404, body: { message: 'This appeal has no decision letter: it has not been decided.' } };
      return undefined;
    });
    renderAppeal(fetchImpl);
    const letterSection = await screen.findByRole('region', { name: 'Decision letter' });
    expect(await within(letterSection).findByText('This decision has no letter: it was recorded before the portal wrote decision letters.')).toBeInTheDocument();
  });

  it('is not on the page of an appeal not decided', async () => {
    renderAppeal(fakeApi((method, url) => (url.pathname.endsWith(`/office/appeals/${REFERENCE}`) ? { body: appeal('under-review') } : undefined)));
    await screen.findByRole('region', { name: 'Status' });
    expect(screen.queryByRole('region', { name: 'Decision letter' })).toBeNull();
  });

  it('says the filer has been emailed at once when the county checks no letters', async () => {
    const user = userEvent.setup();
    let current = appeal('under-review');
    const fetchImpl = fakeApi((method, url) => {
      if (method === 'GET' && url.pathname.endsWith(`/office/appeals/${REFERENCE}`)) return { body: current };
      if (method === 'GET' && url.pathname.endsWith('/office/decision-reasons'))
        return { body: { results: [{ id: 'condition', description: 'The condition of the property was taken into account', spanish: null, used: true }] } };
      if (method === 'POST' && url.pathname.endsWith(`/appeals/${REFERENCE}/status`)) {
        current = appeal('decided');
        return { body: {} };
      }
      if (url.pathname.endsWith('/letter')) return { body: letter({ status: 'sent', approvedAt: '2026-12-03T15:00:00.000Z', canApprove: false }) };
      return undefined;
    });
    renderAppeal(fetchImpl, CLERK, { 'appeal.letter_check': false });
    const status = await screen.findByRole('region', { name: 'Status' });
    await user.click(within(status).getByRole('radio', { name: 'Record the decision' }));
    await user.type(within(status).getByLabelText(/Decided value/), '380,000');
    await user.click(await within(status).findByRole('checkbox', { name: 'The condition of the property was taken into account' }));
    await user.click(within(status).getByRole('button', { name: 'Record the decision' }));
    expect(await page().findByText(`Appeal ${REFERENCE} is decided. The filer has been emailed.`)).toBeInTheDocument();
    await waitFor(() => expect(section('Decision letter').getByText('Letter').nextElementSibling).toHaveTextContent('Sent on December 3, 2026'));
  });
});

describe('evidence', () => {
  const FILERS = {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'roof-photos.pdf',
    size: 20_480,
    type: 'application/pdf',
    side: 'filer' as const,
    addedAt: '2026-11-20T15:00:00.000Z',
  };
  const HEARING = '2099-12-15T14:00:00.000Z';
  const scheduled = (evidence: OfficeAppeal['evidence']) =>
    appeal('hearing-scheduled', { evidence, timeline: [step('filed', '2026-04-02T14:30:00.000Z'), step('hearing-scheduled', '2026-11-01T14:00:00.000Z', { hearingAt: HEARING })] });

  it("lists the filer's and the county's, each with its size and day, and when the filer sees the county's", async () => {
    renderAppeal(fakeApi((method, url) => (url.pathname.endsWith(`/office/appeals/${REFERENCE}`) ? { body: scheduled([FILERS]) } : undefined)));
    const evidence = await screen.findByRole('region', { name: 'Evidence' });
    expect(
      within(evidence)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["The filer's evidence", "The county's evidence", "Add the county's evidence"]);
    const item = within(evidence).getByText('roof-photos.pdf').closest('li')!;
    expect(item).toHaveTextContent('roof-photos.pdf (20 KB), added November 20, 2026');
    expect(within(item).getByRole('link', { name: /Open roof-photos.pdf/ })).toHaveAttribute(
      'href',
      `/harbor-county/api/office/appeals/${REFERENCE}/files/${FILERS.id}?disposition=inline`,
    );
    expect(within(evidence).getByText('The county has added no evidence.')).toBeInTheDocument();
    expect(within(evidence).getByText(/The filer can see the county's evidence from/)).toHaveTextContent(
      "The filer can see the county's evidence from December 1, 2099, 14 days before the hearing.",
    );
  });

  it('refuses to add nothing (the summary takes the focus), then adds the uploaded document: listed, announced and focused', async () => {
    const user = userEvent.setup();
    let current = scheduled([]);
    const fetchImpl = fakeApi((method, url, body) => {
      if (method === 'GET' && url.pathname.endsWith(`/office/appeals/${REFERENCE}`)) return { body: current };
      if (method === 'POST' && url.pathname.endsWith(`/office/appeals/${REFERENCE}/evidence`)) {
        const ids = (body as { documents: string[] }).documents;
        current = scheduled(ids.map((id) => ({ id, name: 'assessor-notes.pdf', size: 8, type: 'application/pdf', side: 'county', addedAt: '2026-11-25T15:00:00.000Z' })));
        return { body: current };
      }
      return undefined;
    });
    renderAppeal(fetchImpl);
    const evidence = await screen.findByRole('region', { name: 'Evidence' });
    await user.click(within(evidence).getByRole('button', { name: "Add the county's evidence" }));
    const summary = await within(evidence).findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Choose a document to add.' })).toHaveAttribute('href', '#office-evidence-documents');
    expect(summary).toHaveFocus();

    await user.upload(within(evidence).getByLabelText('Documents to add'), new File(['%PDF-1.4'], 'assessor-notes.pdf', { type: 'application/pdf' }));
    expect(await within(evidence).findByRole('button', { name: 'Remove assessor-notes.pdf' })).toBeInTheDocument();
    await user.click(within(evidence).getByRole('button', { name: "Add the county's evidence" }));
    const said = `1 document added to the county's evidence for appeal ${REFERENCE}.`;
    const done = await within(evidence).findByText(said);
    await waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(said);
    expect(within(evidence).getByText('assessor-notes.pdf').closest('li')).toHaveTextContent('added November 25, 2026');
    expect(within(evidence).queryByRole('button', { name: 'Remove assessor-notes.pdf' })).toBeNull();
    expect(callsOf(fetchImpl)).toContain(`POST /office/appeals/${REFERENCE}/evidence`);
  });

  it("shows the API's refusal in the error summary", async () => {
    const user = userEvent.setup();
    const fetchImpl = fakeApi((method, url) => {
      if (method === 'GET' && url.pathname.endsWith(`/office/appeals/${REFERENCE}`)) return { body: scheduled([]) };
      if (method === 'POST' && url.pathname.endsWith('/evidence')) return { status: 409, body: { message: 'This appeal is no longer taking evidence.' } };
      return undefined;
    });
    renderAppeal(fetchImpl);
    const evidence = await screen.findByRole('region', { name: 'Evidence' });
    await user.upload(within(evidence).getByLabelText('Documents to add'), new File(['%PDF-1.4'], 'late.pdf', { type: 'application/pdf' }));
    await within(evidence).findByRole('button', { name: 'Remove late.pdf' });
    await user.click(within(evidence).getByRole('button', { name: "Add the county's evidence" }));
    const summary = await within(evidence).findByRole('alert');
    expect(summary).toHaveTextContent('This appeal is no longer taking evidence.');
    expect(summary).toHaveFocus();
  });

  it('offers no form once the appeal is final', async () => {
    renderAppeal(fakeApi((method, url) => (url.pathname.endsWith(`/office/appeals/${REFERENCE}`) ? { body: appeal('withdrawn', { evidence: [FILERS] }) } : undefined)));
    const evidence = await screen.findByRole('region', { name: 'Evidence' });
    expect(within(evidence).getByText('This appeal is final, so no more evidence can be added.')).toBeInTheDocument();
    expect(within(evidence).queryByRole('button')).toBeNull();
  });
});

describe('when the filer sees the county evidence', () => {
  const hearing = (at: string) => [step('hearing-scheduled', '2026-11-01T14:00:00.000Z', { hearingAt: at })];
  it('is the exchange days before the hearing, now once that has come or the hearing is held, and later with none', () => {
    const now = Date.parse('2026-11-20T00:00:00.000Z');
    expect(countyEvidenceFrom({ status: 'hearing-scheduled', timeline: hearing('2026-12-15T14:00:00.000Z') }, 14, now)).toEqual(new Date('2026-12-01T14:00:00.000Z'));
    expect(countyEvidenceFrom({ status: 'hearing-scheduled', timeline: hearing('2026-11-25T14:00:00.000Z') }, 14, now)).toBe('now');
    expect(countyEvidenceFrom({ status: 'hearing-held', timeline: [] }, 14, now)).toBe('now');
    expect(countyEvidenceFrom({ status: 'under-review', timeline: [] }, 14, now)).toBe('later');
  });
});
