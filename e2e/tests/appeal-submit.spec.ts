import { expect, test } from '@playwright/test';
import { appealCount, confirmFromEmail, expectStep, OWNER, reachSummary } from '../support/appeal-wizard';
import { HARBOR } from '../support/demo-parcels';

test('a double-clicked Submit my appeal files one appeal', async ({ page }) => {
  const parcel = HARBOR.fresh[12];
  await reachSummary(page, parcel);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/harbor-county/api/appeals') posts.push(request.headers()['idempotency-key']);
  });
  await page.getByRole('button', { name: 'Submit my appeal' }).dblclick();
  await expectStep(page, 'Check your email to finish your appeal');
  expect(posts).toHaveLength(1);
  await confirmFromEmail(page, OWNER.email);
  expect(await appealCount(page, parcel)).toBe(1);
});

test('a submit whose answer was lost is retried with the same key and files one appeal', async ({ page }) => {
  const parcel = HARBOR.fresh[13];
  await reachSummary(page, parcel);
  const keys: string[] = [];
  // The first submit reaches the server and is filed, but its answer never reaches the browser.
  let first = true;
  await page.route('**/harbor-county/api/appeals', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key']);
    if (!first) return route.continue();
    first = false;
    await route.fetch();
    await route.abort('connectionreset');
  });

  const submit = page.getByRole('button', { name: 'Submit my appeal' });
  await submit.click();
  const failure = page.getByRole('alert').filter({ hasText: 'There was an error submitting your appeal...' });
  await expect(failure).toContainText("Please reload the page to try again, or contact Harbor County Assessor's Office on (555) 555 0100 to help.");

  await submit.click();
  await expectStep(page, 'Check your email to finish your appeal');
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  // The retry was answered with the first filing: one confirmation e-mail, one appeal once confirmed.
  await confirmFromEmail(page, OWNER.email);
  expect(await appealCount(page, parcel)).toBe(1);
});
