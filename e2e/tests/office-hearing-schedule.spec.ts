import { expect, request as playwrightRequest, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demoParcel } from '../../api/src/tools/demo/demo-parcels';
import { DEMO_COUNTIES } from '../../api/src/tools/demo/seed-parcels';
import { expectNoA11yViolations } from '../support/a11y';
import { HARBOR } from '../support/demo-parcels';
import { fileAndConfirmByApi } from '../support/file-by-api';
import { tabTo } from '../support/keyboard';
import { CATCHER, statusLink, type CaughtMessage } from '../support/mail';
import { shootBothWidths } from '../support/screenshots';
import { HARBOR_ADMIN, HARBOR_CLERK, signIn, type StaffAccount } from '../support/staff';

/**
 * A hearing scheduled from the office's appeal page (docs/product.md#hearings), by keyboard: an
 * administrator sets up two panels and a session through the API, a clerk schedules the appeal on
 * a panel at its next free time, the filer's notice arrives with its calendar file and their status
 * page shows the hearing; the filer asks to move it, the clerk chooses a new time that someone else
 * takes meanwhile (refused, in the error summary), then the next free time; asked again, the
 * clerk refuses with a note. Axe on each screen.
 *
 * Its parcel: every one of HARBOR.fresh is another spec's, and appeal-after-filing.spec.ts takes the
 * last usable ones of the 2,000 the e2e server seeds; this spec takes the first usable residential
 * parcels below 1,900 that the showcase gives no role, two: the second is another appeal that takes
 * the time the clerk was about to give (e2e/support/demo-parcels.ts).
 */
const API = '/harbor-county/api';
const SHOWCASE = new Set(
  Object.values(HARBOR).flatMap((value: unknown) => (typeof value === 'string' ? [value] : Array.isArray(value) ? value : Object.values(value as Record<string, string>))),
);
const [PARCEL, OTHER_PARCEL] = (() => {
  const county = DEMO_COUNTIES.find((candidate) => candidate.tenantId === 'harbor-county')!;
  const found: string[] = [];
  for (let n = 1_899; n >= 0 && found.length < 2; n -= 1) {
    const parcel = demoParcel(county, n);
    if (parcel.active !== false && parcel.type === 'residential' && parcel.valueAmount !== null && !SHOWCASE.has(parcel.id)) found.push(parcel.id);
  }
  return found;
})();

async function staffOf(baseURL: string, account: StaffAccount): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  expect((await context.post(`${API}/session`, { data: { email: account.email, password: account.password } })).ok()).toBe(true);
  return context;
}

async function ok(response: Promise<import('@playwright/test').APIResponse>) {
  const answer = await response;
  expect(answer.ok(), await answer.text()).toBe(true);
  return answer.status() === 204 ? null : answer.json();
}

/** The messages to `to` whose subject matches, once there are `count` of them. */
async function mailsTo(request: APIRequestContext, to: string, subject: RegExp, count: number): Promise<CaughtMessage[]> {
  let found: CaughtMessage[] = [];
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get(`${CATCHER}/messages`)).json()) as { messages: CaughtMessage[] };
        found = messages.filter((message) => message.to.includes(to) && subject.test(message.subject));
        return found.length;
      },
      { timeout: 20_000, message: `${count} e-mails to ${to} about ${subject}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** Chooses a radio of a group from the keyboard: Tab into the group, then the arrow keys until it is checked. */
async function chooseByKeyboard(page: Page, group: Locator, name: string | RegExp | Locator) {
  const radios = group.getByRole('radio');
  const target = typeof name === 'string' || name instanceof RegExp ? group.getByRole('radio', { name }) : name;
  const checked = group.locator('input[type=radio]:checked');
  await tabTo(page, (await checked.count()) ? checked : radios.first());
  if (await target.evaluate((element) => element === document.activeElement)) await page.keyboard.press('Space');
  for (let press = 0; press < 20 && !(await target.isChecked()); press++) await page.keyboard.press('ArrowDown');
  await expect(target).toBeChecked();
}

test('a clerk schedules a hearing on a panel by keyboard; the filer is sent the notice, asks to move it, and is given a new time, then refused', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await staffOf(baseURL!, HARBOR_ADMIN);
  const clerkApi = await staffOf(baseURL!, HARBOR_CLERK);
  await ok(admin.post(`${API}/office/panels`, { data: { name: 'Panel A', members: ['A. Chair'], mode: 'in-person', room: 'Room 204, County Building' } }));
  const panel = (await ok(admin.post(`${API}/office/panels`, { data: { name: 'Panel B', members: ['B. Chair'], mode: 'video', videoUrl: 'https://video.example/panel-b' } }))) as {
    id: string;
  };
  // A session 30 days ahead, past any notice: 14:00 to 16:00 UTC-wise, on one day of the county's clock.
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await ok(admin.post(`${API}/office/panels/${panel.id}/sessions`, { data: { startsAt: `${day}T18:00:00Z`, endsAt: `${day}T20:00:00Z` } }));

  const email = 'hearing.filer@example.org';
  const reference = await fileAndConfirmByApi(request, PARCEL, { name: 'Jordan Avery', email });
  await ok(clerkApi.post(`${API}/appeals/${reference}/status`, { data: { status: 'under-review' } }));

  const office = await browser.newContext();
  const clerk = await office.newPage();
  await signIn(clerk, HARBOR_CLERK);
  await clerk.goto(`/harbor-county/#/office/appeals/${reference}`);
  await expect(clerk.getByRole('heading', { level: 1, name: `Appeal ${reference}` })).toBeVisible();
  const status = clerk.getByRole('region', { name: 'Status' });

  // Schedule: the move, the panel, the next free time; nothing chosen first, so the error summary.
  await chooseByKeyboard(clerk, status.getByRole('group', { name: 'What happens next' }), 'Schedule a hearing');
  const panels = status.getByRole('group', { name: 'Which panel hears the appeal' });
  await expect(panels.getByRole('radio', { name: /Panel A Meets in person at Room 204/ })).toBeVisible();
  await tabTo(clerk, status.getByRole('button', { name: 'Schedule a hearing' }));
  await clerk.keyboard.press('Enter');
  const problem = clerk.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(problem).toBeFocused();
  await expect(problem.getByRole('link')).toHaveText(['Choose the panel that hears the appeal.']);
  await chooseByKeyboard(clerk, panels, /Panel B/);
  const times = status.getByRole('group', { name: /^When/ });
  await expect(times.getByRole('radio')).toHaveCount(9);
  await chooseByKeyboard(clerk, times, /The next free time/);
  await expectNoA11yViolations(clerk);
  await shootBothWidths(clerk, 'office-hearing-schedule-form');
  await tabTo(clerk, status.getByRole('button', { name: 'Schedule a hearing' }));
  await clerk.keyboard.press('Enter');
  const done = status.getByText(new RegExp(`^The hearing of appeal ${reference} is on .*\\. The filer has been sent the notice\\.$`));
  await expect(done).toBeVisible();
  const hearing = clerk.getByRole('region', { name: 'Hearing' });
  await expect(hearing.getByText(/^Hearing on /)).toHaveText(/^Hearing on \w+day, .+ at \d+:\d\d [AP]M E[SD]T, 15 minutes, Panel B, by video$/);
  await expectNoA11yViolations(clerk);
  await shootBothWidths(clerk, 'office-hearing-scheduled');

  // The filer's notice, with its calendar file; the status page from its link shows the hearing.
  const [notice] = await mailsTo(request, email, new RegExp(`${reference}: hearing scheduled`, 'i'), 1);
  expect(notice.attachments.map((file) => file.filename)).toContain(`hearing-${reference}.ics`);
  const link = statusLink(notice);
  const filer = await (await browser.newContext()).newPage();
  await filer.goto(link);
  await expect(filer.getByRole('main')).toContainText(/hearing/i);
  await expect(filer.getByRole('main')).toContainText('Your hearing is on');
  const token = link.split('#/status/')[1];

  // The filer asks to move it (the call the status page's form makes); the clerk gives a new time.
  await ok(request.post(`${API}/status/${token}/hearing/move`, { data: { reason: 'I am in hospital that week.' } }));
  await clerk.reload();
  await expect(hearing.getByText('Their reason: I am in hospital that week.')).toBeVisible();
  const answer = hearing.getByRole('form', { name: 'Answer the request' });
  await chooseByKeyboard(clerk, answer.getByRole('group', { name: 'How do you answer?' }), 'Give a new time');
  await expect(answer.getByRole('radio', { name: /Panel B/ })).toBeChecked();
  const newTimes = answer.getByRole('group', { name: /^When/ });
  await expect(newTimes.getByRole('radio')).toHaveCount(8);
  const soonest = (await newTimes.getByRole('radio').nth(1).getAttribute('value'))!;
  const second = (await newTimes.getByRole('radio').nth(2).getAttribute('value'))!;
  await chooseByKeyboard(clerk, newTimes, newTimes.locator(`input[value="${second}"]`));
  await expectNoA11yViolations(clerk);
  await shootBothWidths(clerk, 'office-hearing-move-request');
  // Meanwhile another appeal is given that time.
  const other = await fileAndConfirmByApi(request, OTHER_PARCEL, { name: 'Sam Other', email: 'hearing.other@example.org' });
  await ok(clerkApi.post(`${API}/appeals/${other}/status`, { data: { status: 'under-review' } }));
  await ok(clerkApi.post(`${API}/office/hearings`, { data: { appeal: other, panel: panel.id, startsAt: second } }));
  await tabTo(clerk, answer.getByRole('button', { name: 'Give the new time' }));
  await clerk.keyboard.press('Enter');
  await expect(problem).toBeFocused();
  await expect(problem.getByRole('link')).toHaveText(['The panel already has a hearing at that time. Choose another time.']);
  // The list, read again, no longer offers the taken time; the next free time is offered.
  await expect(newTimes.locator(`input[value="${second}"]`)).toHaveCount(0);
  await expectNoA11yViolations(clerk);
  await shootBothWidths(clerk, 'office-hearing-time-taken');
  await chooseByKeyboard(clerk, newTimes, /The next free time/);
  await tabTo(clerk, answer.getByRole('button', { name: 'Give the new time' }));
  await clerk.keyboard.press('Enter');
  const moved = hearing.getByText(new RegExp(`^The hearing of appeal ${reference} is moved to .*\\. The filer has been sent the new notice\\.$`));
  await expect(moved).toBeVisible();
  await expect(moved.locator('xpath=ancestor::div[@tabindex="-1"]')).toBeFocused();
  const notices = await mailsTo(request, email, new RegExp(`${reference}: hearing scheduled`, 'i'), 2);
  expect(notices.every((message) => message.attachments.some((file) => file.filename === `hearing-${reference}.ics`))).toBe(true);
  const view = (await ok(request.get(`${API}/status/${token}`))) as { appeal: { hearing: { startsAt: string } } };
  expect(view.appeal.hearing.startsAt).toBe(new Date(soonest).toISOString());

  // Asked again, of the new hearing: the clerk refuses, with a note the filer is e-mailed.
  await ok(request.post(`${API}/status/${token}/hearing/move`, { data: { reason: 'Still in hospital.' } }));
  await clerk.reload();
  await expect(hearing.getByText('Their reason: Still in hospital.')).toBeVisible();
  await chooseByKeyboard(clerk, answer.getByRole('group', { name: 'How do you answer?' }), 'Refuse the request');
  await tabTo(clerk, answer.getByRole('button', { name: 'Refuse the request' }));
  await clerk.keyboard.press('Enter');
  await expect(problem).toBeFocused();
  await expect(problem.getByRole('link')).toHaveText(['Enter why the hearing cannot be moved. The filer is sent it.']);
  await tabTo(clerk, answer.getByLabel('Why the hearing cannot be moved'));
  await clerk.keyboard.type('The panel sits only that week. Ask us for a video hearing.');
  await tabTo(clerk, answer.getByRole('button', { name: 'Refuse the request' }));
  await clerk.keyboard.press('Enter');
  await expect(hearing.getByText(`The request to move the hearing of appeal ${reference} is refused. The filer has been emailed your note.`)).toBeVisible();
  await expect(hearing.getByText('You refused the request: The panel sits only that week. Ask us for a video hearing.')).toBeVisible();
  await expectNoA11yViolations(clerk);
  await shootBothWidths(clerk, 'office-hearing-request-refused');
  await mailsTo(request, email, new RegExp(`${reference}: your hearing stays at its time`), 1);
  await office.close();
});
