import { expect, test } from '@playwright/test';
import { demoOwnerCode } from '../../api/src/tools/demo/demo-owner-codes';
import { fillEstimation, fillOwnerDetails, skipComparables, startAppeal } from '../support/appeal-wizard';
import { HARBOR_CLERK, signIn } from '../support/staff';
import { HARBOR, PINE } from '../support/demo-parcels';
import { chooseRadio, fillAttendee, openMeetingWizard } from '../support/meeting-wizard';
import { checkScreen, rewriteJson } from '../support/visual';
import type { AppealWindowsResponse } from 'mfe-shared/schemas';

// Every public screen and state, compared with committed baselines at a phone's width
// and at 1280 px (e2e/tests/visual*.spec.ts-snapshots, looked at before they were committed; after a
// deliberate change: `npx playwright test tests/visual --update-snapshots`, then look again).
// At 320 and 768 px nothing may scroll sideways and axe (WCAG 2.2 AA, its target-size rule
// included) finds nothing (e2e/support/visual.ts). The meeting's and the appeal's pages after
// booking and filing are in visual-meeting.spec.ts and visual-after-filing.spec.ts, the office
// desk in visual-office.spec.ts. Nothing here books; fresh[1..3] are read-only parcels, and the one
// filing is on Pine County's fresh[13] (e2e/support/demo-parcels.ts).

test.setTimeout(360_000);
// The screens below are independent of one another: both workers take them, so the suite's longest
// file does not run on one worker while the other has nothing left to do.
test.describe.configure({ mode: 'parallel' });

const AUDIT_PAGE = {
  results: [
    {
      id: 3,
      action: 'appeal-filed-on-behalf',
      accountName: HARBOR_CLERK.name,
      parcelId: HARBOR.fresh[4],
      detail: { method: 'mail' },
      createdAt: '2026-11-20T15:04:05.000Z',
      count: 1,
      lastAt: null,
    },
    { id: 2, action: 'sign-in-failed', accountName: null, parcelId: null, detail: {}, createdAt: '2026-11-20T14:00:00.000Z', count: 250, lastAt: '2026-11-20T14:01:30.000Z' },
    { id: 1, action: 'sign-in', accountName: HARBOR_CLERK.name, parcelId: null, detail: {}, createdAt: '2026-11-20T13:59:00.000Z', count: 1, lastAt: null },
  ],
  totalCount: 3,
  firstPosition: 1,
  older: null,
  newer: null,
  accounts: [{ id: '00000000-0000-4000-8000-000000000001', name: HARBOR_CLERK.name }],
};

test('home, results, property page in each state, unlisted property, not found', async ({ page }) => {
  // The demo season's last day moves with the clock (api/src/tools/demo/seed-appeals.ts), and the
  // Appeals card would say another day each run: these pictures are of a season without one
  // (check-your-email.spec.ts shows the card with it).
  await page.route(/\/api\/appeal-windows(\?|$)/, (route) =>
    rewriteJson<AppealWindowsResponse>(route, (body) => ({ ...body, results: body.results.map((season) => ({ ...season, closesOn: null })) })),
  );
  await page.goto('/harbor-county/#/');
  await checkScreen(page, 'home');
  await page.goto('/harbor-county/#/search/Harbor/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
  await checkScreen(page, 'results');
  for (const [state, id] of [
    ['property', HARBOR.fresh[1]],
    ['property-inactive', HARBOR.inactive],
    ['property-value-missing', HARBOR.valueMissing],
    ['property-appeal-filed', HARBOR.appealFiled[0]],
    ['property-no-prior-appeal', HARBOR.noPriorAppeal[0]],
    ['property-pine', PINE.fresh[1]],
  ] as const) {
    await page.goto(`/${state === 'property-pine' ? 'pine-county' : 'harbor-county'}/#/property/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText(id, { exact: false }).first()).toBeVisible();
    await checkScreen(page, state);
  }
  // Harbor keeps manual entry to its staff: a visitor at its address reads so (the form: the staff test below).
  await page.goto('/harbor-county/#/property/unlisted');
  await expect(page.getByRole('heading', { level: 1, name: 'Entering a property by hand is for office staff' })).toBeVisible();
  await checkScreen(page, 'unlisted-property-staff-only');
  await page.goto('/harbor-county/#/no-such-page');
  await checkScreen(page, 'not-found');
});

test('the site pages: staff sign-in, accessibility statement, privacy notice', async ({ page }) => {
  for (const [name, route] of [
    ['staff-sign-in', 'staff/sign-in'],
    ['accessibility', 'accessibility'],
    ['privacy', 'privacy'],
  ] as const) {
    await page.goto(`/harbor-county/#/${route}`);
    await checkScreen(page, name);
  }
});

test('the appeal wizard, empty, refused and filled, up to its summary', async ({ page }) => {
  await startAppeal(page, HARBOR.fresh[2]);
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeFocused();
  await checkScreen(page, 'appeal-details');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await checkScreen(page, 'appeal-details-errors');
  await fillOwnerDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comparable sales' })).toBeFocused();
  await checkScreen(page, 'appeal-comparables');
  await skipComparables(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Value and reasons' })).toBeFocused();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await checkScreen(page, 'appeal-estimation-errors');
  await fillEstimation(page, '250000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Supporting documents' })).toBeFocused();
  await checkScreen(page, 'appeal-documents');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeFocused();
  await checkScreen(page, 'appeal-summary');
});

test('the meeting wizard up to its choice of time', async ({ page }) => {
  await openMeetingWizard(page, HARBOR.fresh[3]);
  await checkScreen(page, 'meeting-intro');
  await page.getByRole('button', { name: 'Start my booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Attendee details' })).toBeFocused();
  await checkScreen(page, 'meeting-details');
  await fillAttendee(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting type and location' })).toBeFocused();
  await checkScreen(page, 'meeting-location');
  await chooseRadio(page, /^Virtual meeting/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Choose a date' })).toBeVisible();
  await checkScreen(page, 'meeting-date-time');
});

test("Pine County's appeal: its plain upload step, and the confirmation of a filing", async ({ page }) => {
  await page.goto(`/pine-county/#/property/${PINE.fresh[13]}`);
  await page.getByRole('button', { name: 'File an appeal' }).click();
  await page.getByRole('button', { name: 'Start my appeal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeFocused();
  await fillOwnerDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Value and reasons' })).toBeFocused();
  await fillEstimation(page, '250000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Supporting documents' })).toBeFocused();
  await checkScreen(page, 'appeal-documents-pine');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Summary' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Owner code' }).fill(demoOwnerCode('pine-county', PINE.fresh[13]));
  // A real filing, its answer's reference and times made fixed: they would reflow the text each day.
  await page.route('**/pine-county/api/appeals', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, reference: 'PC-26-7K3QPM', createdAt: '2026-11-25T19:04:00.000Z', confirmBy: '2026-11-27T19:04:00.000Z' } });
  });
  await page.getByRole('button', { name: 'Submit my appeal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email to finish your appeal' })).toBeVisible();
  await checkScreen(page, 'appeal-confirmation');
});

test('the staff audit trail, manual entry, and the fallback of a remote that cannot load', async ({ page }) => {
  await signIn(page, HARBOR_CLERK);
  // The trail holds whatever the other specs did; the picture is of a fixed page of it.
  await page.route(/\/harbor-county\/api\/audit(\?|$)/, (route) => route.fulfill({ json: AUDIT_PAGE }));
  await page.goto('/harbor-county/#/staff/audit');
  await expect(page.getByRole('table', { name: 'Staff actions, newest first' })).toBeVisible();
  await checkScreen(page, 'staff-audit');

  await page.goto('/harbor-county/#/property/unlisted');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter property details' })).toBeVisible();
  await checkScreen(page, 'unlisted-property');

  await page.route('**/remotes/mfe-appeal/mf-manifest.json', (route) => route.abort('connectionrefused'));
  await page.goto('/harbor-county/#/appeal');
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry, this part of the site is not available' })).toBeVisible({ timeout: 20_000 });
  await checkScreen(page, 'remote-fallback');
});
