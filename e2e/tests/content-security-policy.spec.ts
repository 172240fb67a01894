import { expect, test } from '@playwright/test';
import { watchViolations } from '../support/csp-violations';
import { expectStep as expectAppealStep, fillOwnerDetails, startAppeal } from '../support/appeal-wizard';
import { HARBOR } from '../support/demo-parcels';
import { chooseRadio, expectStep as expectMeetingStep, fillAttendee, literal, openMeetingWizard, openPlaces } from '../support/meeting-wizard';

// Each county page sends a Content-Security-Policy that allows exactly what the site
// loads (api/src/routes/web/county-csp.ts). A browser that enforces it reports anything the site itself
// loads against the policy; here, through the screens that load the most: search, the property
// page, the comparables tool's frame and an in-person meeting's map frame.

test('the site loads nothing its own policy refuses: search, property, the comparables tool, a place map', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchViolations(page);
  const response = await page.goto('/harbor-county/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const box = page.getByRole('searchbox', { name: 'Search by address, owner name or parcel number' });
  await box.fill('Forest');
  await box.press('Enter');
  await expect(
    page
      .getByRole('list', { name: /^Showing/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();

  const parcel = HARBOR.fresh[14];
  await startAppeal(page, parcel);
  await fillOwnerDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectAppealStep(page, 'Comparable sales');
  await expect(page.getByTitle('Comparable sales tool').contentFrame().getByRole('heading', { name: 'Choose comparable sales' })).toBeVisible();

  const [place] = await openPlaces(page.request);
  await openMeetingWizard(page, parcel);
  await page.getByRole('button', { name: 'Start my booking' }).click();
  await fillAttendee(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectMeetingStep(page, 'Meeting type and location');
  await chooseRadio(page, /^In person/);
  await chooseRadio(page, new RegExp(`^${literal(place.name)}`));
  await expect(page.locator(`iframe[title="Map of ${place.name}, ${place.address}"]`)).toBeAttached();

  expect(violations).toEqual([]);
});

test('another site cannot frame the portal: the browser refuses to show it', async ({ page, baseURL }) => {
  // A county's own web site on another origin, framing the portal page.
  await page.route('http://county-site.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>County</title><iframe title="framed" src="${baseURL}/harbor-county/"></iframe>` }),
  );
  await page.goto('http://county-site.example/');
  // Chromium puts its error page in place of a refused frame: the portal's document never loads there.
  await expect
    .poll(() =>
      page
        .frames()
        .find((frame) => frame !== page.mainFrame())
        ?.url(),
    )
    .toBe('chrome-error://chromewebdata/');
  await expect(page.frameLocator('iframe[title="framed"]').locator('#root')).toHaveCount(0);
});
