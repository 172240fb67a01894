import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { HARBOR, PINE } from '../support/demo-parcels';
import { apiParcel, openProperty, optionCard, optionList } from '../support/property-page';

// What each option card says for demo parcels seeded to show it (docs/product.md#property-options).
// These parcels are only looked at, never changed.

const HARBOR_FILED_TEXT = 'An appeal has already been filed for this property this season. Call the office if you need to change it.';

/** The card's action button, or none when the card gives a reason instead. */
const action = (page: Page, title: string) => optionCard(page, title).getByRole('button');

test('an inactive parcel says what cannot be done with it, on every card, and offers nothing', async ({ page }) => {
  const parcel = await apiParcel(page.request, 'harbor-county', HARBOR.inactive);
  await openProperty(page, 'harbor-county', parcel.id);
  await expect(page.getByRole('heading', { level: 1, name: parcel.address })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This parcel is inactive' })).toBeVisible();
  // The intro text is for parcels that can be appealed.
  await expect(page.getByText(/^Filing takes about ten minutes/)).toHaveCount(0);

  await expect(optionCard(page, 'Meetings')).toContainText('You cannot book a meeting for this parcel');
  await expect(optionCard(page, 'Appeals')).toContainText('You cannot file an appeal for this parcel.');
  await expect(optionCard(page, 'Comparable sales')).toContainText('You cannot review comparable sales for this parcel');
  await expect(optionCard(page, 'Property record card')).toContainText('You cannot visit the property record card for this parcel');
  await expect(optionList(page).getByRole('button')).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('a parcel appealed this season shows the county already-filed text and closes Appeals, but may still book a meeting', async ({ page }) => {
  await openProperty(page, 'harbor-county', HARBOR.appealFiled[0]);
  await expect(page.getByText("Filing takes about ten minutes. Have your opinion of the property's value and any documents ready.")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Property details' })).toContainText(HARBOR_FILED_TEXT);
  await expect(optionCard(page, 'Appeals')).toContainText('An appeal has already been filed for this parcel in this appeal season.');
  await expect(action(page, 'Appeals')).toHaveCount(0);
  await expect(action(page, 'Meetings')).toHaveText('Book a meeting');
  await expectNoA11yViolations(page);
});

test("Harbor checks for an appeal at the Assessor's Office last season before taking one this season", async ({ page }) => {
  await openProperty(page, 'harbor-county', HARBOR.noPriorAppeal[0]);
  await expect(optionCard(page, 'Appeals')).toContainText("An appeal has not been filed previously at the Assessor's Office.");
  await expect(action(page, 'Appeals')).toHaveCount(0);
  await expect(page.getByText(HARBOR_FILED_TEXT)).toHaveCount(0);
});

test('a parcel with a meeting this year cannot book another in Harbor, which allows one a year', async ({ page }) => {
  await openProperty(page, 'harbor-county', HARBOR.meetingBooked[0]);
  await expect(optionCard(page, 'Meetings')).toContainText('A meeting has already been scheduled for this parcel.');
  await expect(action(page, 'Meetings')).toHaveCount(0);
  await expect(action(page, 'Appeals')).toHaveText('File an appeal');
});

test('a commercial parcel in Harbor, whose comparables are for homes, is told so', async ({ page }) => {
  await openProperty(page, 'harbor-county', HARBOR.commercial);
  await expect(optionCard(page, 'Comparable sales')).toContainText('You can only find comparable sales for residential properties');
  await expect(action(page, 'Comparable sales')).toHaveCount(0);
  await expect(action(page, 'Property record card')).toHaveText('View the property record card');
  await expectNoA11yViolations(page);
});

test('Pine County, with meetings off and no comparables tool, says meetings cannot be booked online there and shows no Comparables card', async ({ page }) => {
  const parcel = await apiParcel(page.request, 'pine-county', PINE.fresh[0]);
  await openProperty(page, 'pine-county', parcel.id);
  await expect(page).toHaveTitle('Property details - Pine County Assessor');
  await expect(page.getByText('Tell us the value you believe is right and why.')).toBeVisible();
  await expect(optionCard(page, 'Meetings')).toContainText('Booking a meeting online is not available for this county.');
  await expect(action(page, 'Meetings')).toHaveCount(0);
  await expect(optionCard(page, 'Appeals')).toContainText('Disagree with your valuation? File an appeal with the Pine County Assessor.');
  await expect(action(page, 'Appeals')).toHaveText('File an appeal');
  await expect(optionCard(page, 'Comparable sales')).toHaveCount(0);
  await expect(optionList(page).getByRole('heading')).toHaveText(['Meetings', 'Appeals', 'Property record card']);
  await expectNoA11yViolations(page);
});

test('a parcel without an assessed value gives the reason and the office to contact, and offers nothing to file or book', async ({ page }) => {
  const parcel = await apiParcel(page.request, 'harbor-county', HARBOR.valueMissing);
  expect(parcel.value).toBeNull();
  await page.goto(`/harbor-county/#/property/${parcel.id}`);
  // Not an error a reload can mend: the reason, then whom to ask; dead-ends.spec.ts has the whole text.
  const notice = page.locator('.usa-alert').filter({ hasText: 'An assessed value is either pending or missing from this property.' });
  await expect(notice).toContainText("contact Harbor County Assessor's Office");
  await expect(notice).toContainText('(555) 555 0100');
  await expect(optionList(page)).toHaveCount(0);
  await expectNoA11yViolations(page);
});

test('before the county opens a season for the year, Appeals says the appeal season is closed', async ({ page }) => {
  // The demo counties always have this year's season open and the API has no call to close one. A
  // visitor whose year has no season yet is one the office has not opened it for: the page asks for
  // the seasons up to its own calendar year (docs/product.md#limits-and-constants), so a browser
  // living last year gets only closed seasons from the real API.
  const lastYear = new Date().getFullYear() - 1;
  await page.clock.setFixedTime(new Date(`${lastYear}-06-15T12:00:00Z`));
  await openProperty(page, 'harbor-county', HARBOR.fresh[4]);
  await expect(optionCard(page, 'Appeals')).toContainText('The appeal season is closed.');
  await expect(action(page, 'Appeals')).toHaveCount(0);
  await expectNoA11yViolations(page);
});
