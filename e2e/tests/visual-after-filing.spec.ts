import { expect, test } from '@playwright/test';
import type { AppealDraftSaved, AppealDraftView, StatusResponse } from 'mfe-shared/schemas';
import { confirmFromEmail, expectStep, fillEstimation, fillOwnerDetails, OWNER, skipComparables, startAppeal } from '../support/appeal-wizard';
import { HARBOR } from '../support/demo-parcels';
import { resumeLink, waitForMail } from '../support/mail';
import { decideAndApprove } from '../support/decide';
import { checkScreen, rewriteJson } from '../support/visual';

// The visual suite (e2e/support/visual.ts), after the wizard: saving an appeal to finish
// later, the saved link once the appeal is filed, and the status page of the filed appeal, then
// decided by the office. HARBOR.fresh[44] is this file's parcel. The reference and the times the
// server gives differ on every run; its answers are rewritten with fixed ones before the page sees them.
const PARCEL = HARBOR.fresh[44];
const LINK = 'Email me a link to finish later';
const REFERENCE = 'HC-26-4VQ8TX';
const SAVED = { savedAt: '2026-11-20T14:52:00.000Z', expiresAt: '2026-12-20T14:52:00.000Z' };
const TIMES: Record<string, string> = { filed: '2026-11-20T15:04:00.000Z', 'under-review': '2026-11-23T14:30:00.000Z', decided: '2026-11-25T16:10:00.000Z' };

test.setTimeout(480_000);

test('saved to finish later, restored from the link, filed, and its status page filed and decided', async ({ page, baseURL }) => {
  await page.route('**/harbor-county/api/appeal-drafts', (route) => rewriteJson<AppealDraftSaved>(route, (saved) => ({ ...saved, ...SAVED })));
  await page.route('**/harbor-county/api/appeal-drafts/*', (route) =>
    route.request().method() !== 'GET'
      ? route.continue()
      : rewriteJson<AppealDraftView>(route, (view) => ({ ...view, ...SAVED, filed: view.filed && { ...view.filed, reference: view.filed.reference && REFERENCE } })),
  );
  await page.route('**/harbor-county/api/status/*', (route) =>
    route.request().method() !== 'GET'
      ? route.continue()
      : rewriteJson<StatusResponse>(route, (view) => ({
          ...view,
          reference: REFERENCE,
          appeal: view.appeal && {
            ...view.appeal,
            filedAt: TIMES.filed,
            timeline: view.appeal.timeline.map((step) => ({ ...step, at: TIMES[step.status] ?? step.at })),
          },
        })),
  );

  // "E-mail me a link" before anything is typed: the address is asked for.
  await startAppeal(page, PARCEL);
  await expectStep(page, 'Your details');
  await page.getByRole('button', { name: LINK }).click();
  await expectStep(page, 'Finish your appeal later');
  await checkScreen(page, 'save-later-ask');
  await page.getByLabel('Email address').fill(OWNER.email);
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expectStep(page, 'Your appeal is saved');
  await expect(page.getByRole('main')).toContainText(`We have sent a link to ${OWNER.email}. It works for 30 days.`);
  await expect(page.getByRole('main')).toContainText('kept until December 20, 2026');
  await checkScreen(page, 'save-later-saved');

  // The e-mailed link restores the draft at its step.
  const link = resumeLink(await waitForMail(page.request, OWNER.email, new RegExp(`^Finish your appeal of parcel ${PARCEL}$`)));
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('We have restored your appeal. Check your answers and continue.');
  await checkScreen(page, 'save-later-restored');

  // Filed and confirmed; the saved link then says so.
  await fillOwnerDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await skipComparables(page);
  await expectStep(page, 'Value and reasons');
  await fillEstimation(page, '250000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Supporting documents');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Summary');
  await page.getByRole('button', { name: 'Submit my appeal' }).click();
  await expectStep(page, 'Check your email to finish your appeal');
  const reference = (await page.getByRole('main').locator('dt:text-is("Reference") + dd').innerText()).trim();
  await confirmFromEmail(page, OWNER.email);
  await page.goto(link);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Your appeal has been filed' })).toBeVisible();
  await expect(main).toContainText(`reference ${REFERENCE}`);
  await checkScreen(page, 'save-later-link-filed');

  // Its status page: filed, then decided by the office (the staff call, with a clerk's session).
  await main.getByRole('link', { name: 'See the status of your appeal' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Your appeal' })).toBeVisible();
  await expect(main.getByRole('list', { name: 'What has happened so far' }).getByRole('heading', { level: 3 })).toHaveText(['Filed']);
  await checkScreen(page, 'status-appeal-filed');
  await decideAndApprove(baseURL!, reference, 265000);
  await page.reload();
  await expect(main.getByRole('list', { name: 'What has happened so far' }).getByRole('heading', { level: 3 })).toHaveText(['Filed', 'Under review', 'Decided']);
  await expect(main).toContainText('Decided value: $265,000');
  await checkScreen(page, 'status-appeal-decided');

  // An altered link.
  await page.goto(page.url().replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')));
  await expect(main.getByRole('alert')).toContainText('This link is not valid.');
  await checkScreen(page, 'status-link-invalid');
});
