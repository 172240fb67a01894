import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CountyReason, CountySeason, CountySetting, RollJob, StaffInvitation } from 'mfe-shared/schemas';
import { ADMINISTRATOR, CLERK, callsOf, fakeApi, page, renderOffice } from '../test/office-fixture';

// The county console's screens (docs/product.md#county-console): what they show, what they send,
// and how they say a refusal.

const SETTINGS: CountySetting[] = [
  { key: 'general.display_name', value: "Harbor County Assessor's Office", stored: true, allowed: 'text' },
  { key: 'general.phone_number', value: '5555550100', stored: true, allowed: 'text' },
  { key: 'general.email', value: 'assessor@harborcounty.example', stored: true, allowed: 'text' },
  { key: 'general.button_color', value: '#1a4480', stored: true, allowed: 'a hex colour dark enough for the white text on buttons (a contrast of 4.5:1 or more), such as #005ea2' },
  { key: 'general.timezone', value: 'America/New_York', stored: true, allowed: 'a time zone name such as America/New_York' },
  { key: 'appeal.appeal_reason_comment_maxlength', value: 500, stored: true, allowed: 'a whole number of 0 or more' },
  { key: 'file_upload.max_files', value: 5, stored: false, allowed: 'a whole number of 0 or more' },
  { key: 'appeal.require_owner_code', value: false, stored: false, allowed: 'true or false' },
  { key: 'appeal.allow_unlisted_property', value: true, stored: true, allowed: 'true or false' },
  { key: 'appeal.hide_prc', value: false, stored: false, allowed: 'true or false' },
];

// jsdom scrolls nothing; the error summary's links scroll their field into view.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

const postsOf = (fetchImpl: jest.Mock) =>
  fetchImpl.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input, init]) => [new URL(String(input), 'http://localhost').pathname, JSON.parse(String(init.body))]);

it('offers the console to administrators only: a clerk has no link and reads whom to ask', async () => {
  const fetchImpl = fakeApi(() => undefined);
  renderOffice('/office/county/settings', fetchImpl, undefined, CLERK);
  expect(screen.getByRole('heading', { level: 1, name: 'County settings' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'County setup' })).not.toBeInTheDocument();
  expect(page().getByText(/Only administrators can change the county's settings/)).toBeInTheDocument();
  expect(callsOf(fetchImpl).filter((call) => call.includes('/office/county'))).toEqual([]);
});

it('checks the settings form in the browser first, with a summary that takes the focus and links to each field', async () => {
  const user = userEvent.setup();
  const fetchImpl = fakeApi((method, url) => (url.pathname.endsWith('/office/county/settings') ? { body: { settings: SETTINGS } } : undefined));
  renderOffice('/office/county/settings', fetchImpl, undefined, ADMINISTRATOR);
  expect(screen.getByRole('link', { name: 'County setup' })).toHaveAttribute('aria-current', 'page');
  const colour = await screen.findByLabelText('Button colour');
  expect(colour).toHaveValue('#1a4480');
  await user.clear(colour);
  await user.type(colour, 'blue');
  await user.clear(screen.getByLabelText('Office name'));
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  await waitFor(() => expect(summary).toHaveFocus());
  expect(
    within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Enter the name of your office', 'Enter the colour as a hex code, like #005ea2']);
  expect(colour).toHaveAccessibleDescription(expect.stringContaining('Enter the colour as a hex code'));
  await user.click(within(summary).getByRole('link', { name: 'Enter the colour as a hex code, like #005ea2' }));
  expect(colour).toHaveFocus();
  expect(postsOf(fetchImpl)).toEqual([]);
});

it('sends only what changed, says what was saved, and puts a refusal of the API beside its field', async () => {
  const user = userEvent.setup();
  let refuse = true;
  const fetchImpl = fakeApi((method, url, body) => {
    if (!url.pathname.endsWith('/office/county/settings')) return undefined;
    if (method === 'GET') return { body: { settings: SETTINGS } };
    if (refuse)
      return { status: 400, body: { message: 'general.timezone: "Mars/Olympus" cannot be used. It takes a time zone name such as America/New_York. Nothing was changed.' } };
    const values = (body as { values: Record<string, unknown> }).values;
    return { body: { changed: Object.keys(values), settings: SETTINGS.map((setting) => (setting.key in values ? { ...setting, value: values[setting.key] } : setting)) } };
  });
  renderOffice('/office/county/settings', fetchImpl, undefined, ADMINISTRATOR);
  const zone = await screen.findByLabelText('Time zone');
  // The browser takes any zone it knows; this one it does not check well enough, so the API refuses it.
  await user.clear(zone);
  await user.type(zone, 'America/Denver');
  await user.clear(screen.getByLabelText('Phone number'));
  await user.type(screen.getByLabelText('Phone number'), '(555) 555-0123');
  await user.click(screen.getByLabelText('Hide the property record card'));
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  const summary = await screen.findByRole('alert', { name: 'There is a problem' });
  expect(summary).toHaveTextContent('general.timezone: "Mars/Olympus" cannot be used.');
  expect(zone).toHaveAccessibleDescription(expect.stringContaining('Nothing was changed.'));

  refuse = false;
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await page().findByText('3 settings changed: Phone number, Time zone, Hide the property record card.')).toBeInTheDocument();
  expect(postsOf(fetchImpl).at(-1)).toEqual([
    '/harbor-county/api/office/county/settings',
    { values: { 'general.phone_number': '5555550123', 'general.timezone': 'America/Denver', 'appeal.hide_prc': true } },
  ]);
  // Saved: the form starts from the stored values, so saving again sends nothing.
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await page().findByText('Nothing to save: the settings are already as shown.')).toBeInTheDocument();
  expect(postsOf(fetchImpl)).toHaveLength(2);
});

it('switches a service off and says what visitors see now', async () => {
  const user = userEvent.setup();
  let meetings = true;
  const fetchImpl = fakeApi((method, url, body) => {
    if (!url.pathname.endsWith('/office/county/modules')) return undefined;
    if (method === 'POST') meetings = !(body as { disable?: string[] }).disable?.includes('meetings');
    return {
      body: {
        modules: [
          { name: 'appeals', enabled: true },
          { name: 'meetings', enabled: meetings },
        ],
      },
    };
  });
  renderOffice('/office/county/services', fetchImpl, undefined, ADMINISTRATOR);
  await user.click(await screen.findByRole('button', { name: 'Switch off meetings' }));
  expect(await page().findByText('Meetings switched off. Visitors can no longer book meetings online.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Switch on meetings' })).toBeInTheDocument();
  expect(postsOf(fetchImpl)).toEqual([['/harbor-county/api/office/county/modules', { disable: ['meetings'] }]]);
});

it('adds a season, and says a refusal of its name in the API words', async () => {
  const user = userEvent.setup();
  const seasons: CountySeason[] = [{ id: '5b0c3c8e-58a4-4d0e-9d3f-2b1a00000026', name: '2026 appeal season', year: 2026, open: true, opensOn: null, closesOn: null }];
  const fetchImpl = fakeApi((method, url, body) => {
    if (url.pathname.endsWith('/office/county/seasons') && method === 'GET') return { body: { results: seasons } };
    if (url.pathname.endsWith('/office/county/seasons')) {
      const season = body as { name: string; year: number; open: boolean; opensOn: string | null; closesOn: string | null };
      if (seasons.some((known) => known.name === season.name)) return { status: 409, body: { message: `There is already a season called "${season.name}". Choose another name.` } };
      const added = { id: '5b0c3c8e-58a4-4d0e-9d3f-2b1a00000027', ...season };
      seasons.push(added);
      return { status: 201, body: added };
    }
    return undefined;
  });
  renderOffice('/office/county/seasons', fetchImpl, undefined, ADMINISTRATOR);
  expect(await screen.findByRole('button', { name: 'Close 2026 appeal season' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Name of the season'), '2026 appeal season');
  await user.click(screen.getByRole('button', { name: 'Add season' }));
  expect(await page().findByText('There is already a season called "2026 appeal season". Choose another name.')).toBeInTheDocument();
  expect(screen.getByLabelText('Name of the season')).toHaveValue('2026 appeal season');

  await user.clear(screen.getByLabelText('Name of the season'));
  await user.type(screen.getByLabelText('Name of the season'), '2027 appeal season');
  await user.clear(screen.getByLabelText('Year'));
  await user.type(screen.getByLabelText('Year'), '27');
  await user.click(screen.getByRole('button', { name: 'Add season' }));
  expect(await screen.findByRole('link', { name: 'Enter the year as 4 digits, like 2027' })).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Year'));
  await user.type(screen.getByLabelText('Year'), '2027');
  await user.click(screen.getByRole('button', { name: 'Add season' }));
  expect(await page().findByText('2027 appeal season added.')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Open 2027 appeal season' })).toBeInTheDocument();
  expect(screen.getByLabelText('Name of the season')).toHaveValue('');
});

it("adds a season with its days, and changes a season's days in place, checking them first", async () => {
  const user = userEvent.setup();
  const seasons = [{ id: '5b0c3c8e-58a4-4d0e-9d3f-2b1a00000026', name: '2026 appeal season', year: 2026, open: true, opensOn: '2026-04-01', closesOn: null as string | null }];
  const sent: Array<[string, string, unknown]> = [];
  const fetchImpl = fakeApi((method, url, body) => {
    if (method !== 'GET') sent.push([method, url.pathname.replace('/harbor-county/api', ''), body]);
    if (url.pathname.endsWith('/office/county/seasons') && method === 'GET') return { body: { results: seasons } };
    if (url.pathname.endsWith('/dates')) {
      Object.assign(seasons[0], body);
      return { body: seasons[0] };
    }
    if (url.pathname.endsWith('/office/county/seasons')) {
      const added = { id: '5b0c3c8e-58a4-4d0e-9d3f-2b1a00000027', ...(body as object) } as (typeof seasons)[number];
      seasons.push(added);
      return { status: 201, body: added };
    }
    return undefined;
  });
  renderOffice('/office/county/seasons', fetchImpl, undefined, ADMINISTRATOR);
  const row = () => screen.getByText('2026 appeal season').closest('li')!;
  expect(await screen.findByText('Appeals from April 1, 2026, no last day set')).toBeInTheDocument();

  const change = within(row()).getByRole('button', { name: 'Change the days of 2026 appeal season' });
  await user.click(change);
  expect(change).toHaveAttribute('aria-expanded', 'true');
  const form = within(row()).getByRole('form', { name: 'The first and last days of 2026 appeal season' });
  await waitFor(() => expect(within(form).getByLabelText('First day (optional)')).toHaveFocus());
  await user.type(within(form).getByLabelText('Last day (optional)'), '2026-03-01');
  await user.click(within(form).getByRole('button', { name: 'Save the days' }));
  expect(await within(form).findByRole('link', { name: 'The last day must be the same as or after the first day' })).toBeInTheDocument();
  expect(sent).toEqual([]);
  await user.clear(within(form).getByLabelText('Last day (optional)'));
  await user.type(within(form).getByLabelText('Last day (optional)'), '2026-06-30');
  await user.click(within(form).getByRole('button', { name: 'Save the days' }));
  expect(await page().findByText('2026 appeal season: Appeals from April 1, 2026 to June 30, 2026.')).toBeInTheDocument();
  expect(sent).toEqual([['PUT', '/office/county/seasons/5b0c3c8e-58a4-4d0e-9d3f-2b1a00000026/dates', { opensOn: '2026-04-01', closesOn: '2026-06-30' }]]);
  expect(screen.queryByRole('form', { name: 'The first and last days of 2026 appeal season' })).not.toBeInTheDocument();

  // Cancel closes it and gives the focus back to the button.
  await user.click(within(row()).getByRole('button', { name: 'Change the days of 2026 appeal season' }));
  await user.click(within(row()).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(within(row()).getByRole('button', { name: 'Change the days of 2026 appeal season' })).toHaveFocus());

  await user.type(screen.getByLabelText('Name of the season'), '2027 appeal season');
  await user.clear(screen.getByLabelText('Year'));
  await user.type(screen.getByLabelText('Year'), '2027');
  await user.type(screen.getByLabelText('First day (optional)'), '2027-04-01');
  await user.click(screen.getByRole('button', { name: 'Add season' }));
  expect(await page().findByText('2027 appeal season added.')).toBeInTheDocument();
  expect(sent[1]).toEqual(['POST', '/office/county/seasons', { name: '2027 appeal season', year: 2027, open: false, opensOn: '2027-04-01', closesOn: null }]);
  expect(await screen.findByText('Appeals from April 1, 2027, no last day set')).toBeInTheDocument();
});

it('lists the appeal reasons in order, adds one, moves one, and rewords one and stops offering it', async () => {
  const user = userEvent.setup();
  let reasons: CountyReason[] = [
    { id: 'market-value', description: 'Market value is too high', spanish: 'El valor de mercado es demasiado alto', used: true },
    { id: 'flood', description: 'Flooding', spanish: null, used: true },
    { id: 'other', description: 'Other', spanish: 'Otro', used: true },
  ];
  const sent: Array<[string, string, unknown]> = [];
  const fetchImpl = fakeApi((method, url, body) => {
    const path = url.pathname.replace('/harbor-county/api', '');
    if (method !== 'GET') sent.push([method, path, body]);
    if (path === '/office/county/reasons' && method === 'GET') return { body: { results: reasons } };
    if (path === '/office/county/reasons') {
      const { description, spanish } = body as { description: string; spanish: string | null };
      if (reasons.some((reason) => reason.description === description))
        return { status: 409, body: { message: `There is already a reason "${description}". Change that one, or word this one differently.` } };
      const added = { id: 'new', description, spanish, used: true };
      reasons = [...reasons.slice(0, -1), added, reasons.at(-1)!];
      return { status: 201, body: added };
    }
    if (path.endsWith('/move')) {
      const at = reasons.findIndex((reason) => path.includes(reason.id));
      [reasons[at - 1], reasons[at]] = [reasons[at], reasons[at - 1]];
      return { body: { results: reasons } };
    }
    const at = reasons.findIndex((reason) => path.endsWith(`/${reason.id}`));
    reasons[at] = { id: reasons[at].id, ...(body as Omit<CountyReason, 'id'>) };
    return { body: reasons[at] };
  });
  renderOffice('/office/county/reasons', fetchImpl, undefined, ADMINISTRATOR);
  await screen.findByText('Market value is too high');
  const rows = async () => screen.getAllByRole('listitem').filter((item) => item.closest('ol'));
  const names = async () => (await rows()).map((row) => row.querySelector('.console-rows__name')?.textContent);
  expect(await names()).toEqual(['Market value is too high', 'Flooding', 'Other']);
  expect(within((await rows())[1]).getByText('No Spanish words: Spanish readers see the English')).toBeInTheDocument();
  // The first has no Move up, the last no Move down.
  expect(within((await rows())[0]).queryByRole('button', { name: /^Move up/ })).not.toBeInTheDocument();
  expect(within((await rows())[2]).queryByRole('button', { name: /^Move down/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add reason' }));
  expect(await screen.findByRole('link', { name: 'Enter the reason as the public will read it' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Reason'), 'Flooding');
  await user.click(screen.getByRole('button', { name: 'Add reason' }));
  expect(await page().findByText('There is already a reason "Flooding". Change that one, or word this one differently.')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Reason'));
  await user.type(screen.getByLabelText('Reason'), 'Wrong lot size');
  await user.type(screen.getByLabelText('Reason in Spanish (optional)'), 'Tamaño del lote incorrecto');
  await user.click(screen.getByRole('button', { name: 'Add reason' }));
  expect(await page().findByText('Wrong lot size added, before Other.')).toBeInTheDocument();
  expect(screen.getByLabelText('Reason')).toHaveValue('');

  await user.click(screen.getByRole('button', { name: 'Move up the reason Flooding' }));
  expect(await page().findByText('Flooding moved up.')).toBeInTheDocument();
  await waitFor(async () => expect(await names()).toEqual(['Flooding', 'Market value is too high', 'Wrong lot size', 'Other']));

  await user.click(screen.getByRole('button', { name: 'Change the reason Flooding' }));
  const form = screen.getByRole('form', { name: 'Change the reason Flooding' });
  await waitFor(() => expect(within(form).getByLabelText('Reason')).toHaveFocus());
  await user.clear(within(form).getByLabelText('Reason'));
  await user.type(within(form).getByLabelText('Reason'), 'Flooding since the valuation');
  await user.click(within(form).getByLabelText('Offer this reason to people who appeal'));
  await user.click(within(form).getByRole('button', { name: 'Save the reason' }));
  expect(await page().findByText('Flooding since the valuation saved. It is no longer offered to people who appeal.')).toBeInTheDocument();
  expect(sent.slice(-1)).toEqual([['PUT', '/office/county/reasons/flood', { description: 'Flooding since the valuation', spanish: null, used: false }]]);
  expect(within((await rows())[0]).getByText('Not offered')).toBeInTheDocument();
});

it("shows the last roll upload's summary and the link to its rejected rows", async () => {
  const job: RollJob = {
    id: '0f8a4d2c-7b1e-4c3a-9d5f-6e2b1a000001',
    state: 'done',
    fileName: 'harbor-2027.csv',
    layout: 'texas-appraisal',
    dryRun: true,
    startedAt: '2026-12-03T15:00:00.000Z',
    by: 'Morgan Reyes',
    rows: 3,
    bytes: 200,
    totalBytes: 200,
    rowsPerSecond: 30,
    summary: { read: 3, added: 2, changed: 0, unchanged: 0, deactivated: 0, refused: 1, seconds: 0.4 },
    error: null,
    hasRejects: true,
  };
  const fetchImpl = fakeApi((method, url) => (url.pathname.endsWith('/office/county/rolls') ? { body: { job } } : undefined));
  renderOffice('/office/county/roll', fetchImpl, undefined, ADMINISTRATOR);
  expect(await page().findByRole('heading', { name: 'File checked: nothing was changed' })).toBeInTheDocument();
  expect(page().getByText('harbor-2027.csv, Texas appraisal export, uploaded by Morgan Reyes')).toBeInTheDocument();
  expect(page().getByRole('link', { name: 'Download the rejected rows' })).toHaveAttribute('href', `/harbor-county/api/office/county/rolls/${job.id}/rejects.csv`);
  // Another upload is offered; without a file it says what to do.
  await userEvent.setup().click(page().getByRole('button', { name: 'Upload the roll' }));
  expect(await screen.findByRole('link', { name: 'Choose the CSV file of the roll' })).toBeInTheDocument();
});

it("changes a staff account's role and disables one after asking, and offers nothing for the administrator's own", async () => {
  const user = userEvent.setup();
  const accounts = [
    { id: ADMINISTRATOR.accountId, email: 'admin@harborcounty.example', name: ADMINISTRATOR.name, role: 'administrator', active: true },
    { id: '0b7c6f5e-2f7e-4c39-9d3b-3a4f1f1d2c11', email: 'clerk@harborcounty.example', name: 'Dana Whitfield', role: 'clerk', active: true },
  ];
  const fetchImpl = fakeApi((method, url, body) => {
    if (url.pathname.endsWith('/office/county/staff')) return { body: { results: accounts } };
    if (method === 'POST' && url.pathname.includes('/office/county/staff/')) {
      const account = accounts[1];
      Object.assign(account, body);
      return { body: account };
    }
    return undefined;
  });
  renderOffice('/office/county/staff', fetchImpl, undefined, ADMINISTRATOR);
  expect(await page().findByText('This is your account. Another administrator can change it.')).toBeInTheDocument();
  expect(page().queryByRole('button', { name: `Disable ${ADMINISTRATOR.name}` })).not.toBeInTheDocument();
  await user.selectOptions(page().getByLabelText('Role of Dana Whitfield'), 'appraiser');
  await user.click(page().getByRole('button', { name: 'Change the role of Dana Whitfield' }));
  expect(await page().findByText('Dana Whitfield is now an appraiser.')).toBeInTheDocument();
  await user.click(page().getByRole('button', { name: 'Disable Dana Whitfield' }));
  expect(page().getByText('Dana Whitfield will be signed out at once and will not be able to sign in again.')).toBeInTheDocument();
  await user.click(page().getByRole('button', { name: 'Yes, disable Dana Whitfield' }));
  expect(await page().findByText("Dana Whitfield's account is disabled and signed out.")).toBeInTheDocument();
  expect(postsOf(fetchImpl).map(([, sent]) => sent)).toEqual([{ role: 'appraiser' }, { active: false }]);
});

it('invites a member of staff after checking the form, lists the invitation, and withdraws it', async () => {
  const user = userEvent.setup();
  let invitations: StaffInvitation[] = [];
  const sent: Array<[string, string, unknown]> = [];
  const fetchImpl = fakeApi((method, url, body) => {
    const path = url.pathname.replace('/harbor-county/api', '');
    if (method !== 'GET') sent.push([method, path, body]);
    if (path === '/office/county/staff') return { body: { results: [] } };
    if (path === '/office/county/staff/invitations' && method === 'GET') return { body: { results: invitations } };
    if (path === '/office/county/staff/invitations') {
      const invitation = { id: '5b0c3c8e-58a4-4d0e-9d3f-2b1a00000031', ...(body as { name: string; email: string; role: 'appraiser' }), expiresAt: '2027-01-08T15:00:00.000Z' };
      invitations = [invitation];
      return { status: 201, body: invitation };
    }
    invitations = [];
    return { status: 204 };
  });
  renderOffice('/office/county/staff', fetchImpl, undefined, ADMINISTRATOR);
  expect(await page().findByText('No invitations are waiting.')).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Invite a member of staff' });
  await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));
  expect(await within(form).findByRole('link', { name: 'Enter the name of the person you are inviting' })).toBeInTheDocument();
  expect(within(form).getByRole('link', { name: 'Choose a role' })).toBeInTheDocument();
  expect(sent).toEqual([]);
  await user.type(within(form).getByLabelText('Full name'), 'Robin Vale');
  await user.type(within(form).getByLabelText('Email address'), 'robin.vale@harborcounty.example');
  await user.click(within(form).getByLabelText(/^Appraiser/));
  await user.click(within(form).getByRole('button', { name: 'Send the invitation' }));
  expect(await page().findByText('Invitation sent to robin.vale@harborcounty.example. It works until January 8, 2027.')).toBeInTheDocument();
  expect(sent).toEqual([['POST', '/office/county/staff/invitations', { name: 'Robin Vale', email: 'robin.vale@harborcounty.example', role: 'appraiser' }]]);
  expect(within(form).getByLabelText('Full name')).toHaveValue('');
  const row = (await screen.findByText('robin.vale@harborcounty.example')).closest('li')!;
  expect(within(row).getByText('Appraiser, invited until January 8, 2027')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Withdraw the invitation of robin.vale@harborcounty.example' }));
  expect(await page().findByText('The invitation of robin.vale@harborcounty.example is withdrawn. Its link no longer works.')).toBeInTheDocument();
  expect(sent[1]).toEqual(['DELETE', '/office/county/staff/invitations/5b0c3c8e-58a4-4d0e-9d3f-2b1a00000031', undefined]);
});
