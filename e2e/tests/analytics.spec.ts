import { expect, test, type Request } from '@playwright/test';
import { expectStep, fillOwnerDetails, skipComparables, startAppeal } from '../support/appeal-wizard';
import { HARBOR } from '../support/demo-parcels';

interface SentEvent {
  type: string;
  name?: string;
  path?: string;
}

test("page views reach the county's analytics sink, with the estimation step's own event", async ({ page }) => {
  test.setTimeout(90_000);
  const sent: SentEvent[] = [];
  const answered: Promise<number>[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/harbor-county/api/analytics/events')) return;
    sent.push(...(JSON.parse(request.postData() ?? '{}').events as SentEvent[]));
    answered.push(request.response().then((response) => response?.status() ?? 0));
  });

  await startAppeal(page, HARBOR.fresh[21]);
  await expectStep(page, 'Your details');
  await fillOwnerDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await skipComparables(page);
  await expectStep(page, 'Value and reasons');

  // Batches go every few seconds; hiding the page sends what is left at once.
  await expect
    .poll(() => sent.map((event) => event.name), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['Your details', 'Value and reasons', 'Estimation Page View Loaded']));
  expect(sent.find((event) => event.name === 'Estimation Page View Loaded')).toMatchObject({ type: 'page-view', path: '#/appeal/estimation' });
  expect(await Promise.all(answered)).toEqual(answered.map(() => 204));
});
