import { expect, test } from '@playwright/test';
import { appealCount, fillEstimation, fillOwnerDetails, marketValue, OWNER } from '../support/appeal-wizard';
import { watchViolations } from '../support/csp-violations';
import { HARBOR } from '../support/demo-parcels';
import { confirmEmbeddedAppeal, expectNoA11yViolationsInPortal, expectNothingPersonalInAddress, expectScreen, hostState, openCountyPage, selectParcel } from '../support/embed';
import { ATTENDEE, chooseRadio, chooseSlot, countyDay, DAY, fillAttendee, loose, meetingCount, pickSlot } from '../support/meeting-wizard';
import { shootBothWidths } from '../support/screenshots';

// The portal inside the demo county's own web page, on another origin, from one script tag.

test('from the county page: search, the list, the selected property and a whole appeal, which the API then has; the page keeps its own address', async ({ page }) => {
  test.setTimeout(150_000);
  const parcel = HARBOR.fresh[45];
  const claimed = Math.floor((await marketValue(page, parcel)) * 0.85);
  // The demo county's page has a strict policy of its own (no inline style or script): the embed lives with it.
  const violations = await watchViolations(page);
  const portal = await openCountyPage(page);
  const before = await hostState(page);
  const screen = async (title: string, shot: string) => {
    await expectScreen(portal, title);
    // Each screen has its address on the county's page, which holds nothing the filer typed.
    expectNothingPersonalInAddress(page, OWNER.name, OWNER.email);
    await expectNoA11yViolationsInPortal(page);
    await shootBothWidths(page, `embed-${shot}`);
  };

  // The first screen leaves the county page's focus alone.
  await expect(portal.getByRole('heading', { level: 1, name: 'Search for your property' })).not.toBeFocused();
  await expectNoA11yViolationsInPortal(page);
  await shootBothWidths(page, 'embed-home');

  await portal.getByLabel(/^Search by address/).fill('main');
  await portal.getByRole('button', { name: 'Search' }).click();
  await screen('Find your property', 'results');
  // Loading states and results are announced from the portal's own live region.
  await expect(portal.getByTestId('live-polite')).toContainText(/Showing \d+ of \d+ results/);

  await selectParcel(portal, parcel);
  await screen('Your selected property', 'property');
  for (const action of ['Book a meeting', 'File an appeal', 'Find comparable sales']) await expect(portal.getByRole('button', { name: action })).toBeVisible();
  await expect(portal.getByRole('button', { name: 'View the property record card' })).toHaveCount(0);
  await expect(portal).toContainText(parcel);

  await portal.getByRole('button', { name: 'File an appeal' }).click();
  await screen('Filing an appeal', 'appeal-welcome');
  await portal.getByRole('button', { name: 'Start my appeal' }).click();

  await screen('Your details', 'appeal-details');
  // The embeddable variant: owner or agent only, the owner to start with.
  await expect(portal.getByRole('radio')).toHaveCount(2);
  await expect(portal.getByRole('radio', { name: 'Owner' })).toBeChecked();
  await fillOwnerDetails(page);
  await portal.getByRole('button', { name: 'Continue' }).click();

  await screen('Comparable sales', 'appeal-comparables');
  await portal.getByRole('button', { name: 'Continue' }).click();
  const warning = portal.getByRole('alertdialog', { name: 'You have not saved any comparable sales' });
  await expect(warning.getByRole('button', { name: 'Continue without comparable sales' })).toBeFocused();
  await expectNoA11yViolationsInPortal(page);
  await warning.getByRole('button', { name: 'Continue without comparable sales' }).click();

  await screen('Value and reasons', 'appeal-estimation');
  await fillEstimation(page, String(claimed));
  await portal.getByRole('button', { name: 'Continue' }).click();
  await screen('Supporting documents', 'appeal-documents');
  await portal.getByRole('button', { name: 'Continue' }).click();

  await screen('Summary', 'appeal-summary');
  await expect(portal).toContainText(OWNER.name);
  await expect(portal).toContainText(`$${claimed.toLocaleString('en-US')}`);
  await portal.getByRole('button', { name: 'Submit my appeal' }).click();

  await screen('Check your email to finish your appeal', 'appeal-confirmation');
  await expect(portal).toContainText(`We have sent a link to ${OWNER.email}.`);
  await confirmEmbeddedAppeal(page, portal, OWNER.email);
  expect(await appealCount(page, parcel)).toBe(1);

  expect(await hostState(page)).toEqual(before);
  expect(violations).toEqual([]);
});

test('from the county page: a meeting booked to its confirmation, which the API then has', async ({ page }) => {
  test.setTimeout(150_000);
  const parcel = HARBOR.fresh[46];
  const slot = await pickSlot(page.request, { placeId: null, dayIndex: DAY.embed });
  const violations = await watchViolations(page);
  const portal = await openCountyPage(page);
  const before = await hostState(page);
  const screen = async (title: string, shot: string) => {
    await expectScreen(portal, title);
    expectNothingPersonalInAddress(page, ATTENDEE.name, ATTENDEE.email);
    await expectNoA11yViolationsInPortal(page);
    await shootBothWidths(page, `embed-${shot}`);
  };

  await selectParcel(portal, parcel);
  await portal.getByRole('button', { name: 'Book a meeting' }).click();
  await screen('Booking a meeting', 'meeting-intro');
  await portal.getByRole('button', { name: 'Start my booking' }).click();

  await screen('Attendee details', 'meeting-attendee');
  await fillAttendee(page);
  await portal.getByRole('button', { name: 'Continue' }).click();
  await screen('Meeting type and location', 'meeting-location');
  await chooseRadio(page, /^Virtual meeting/);
  await portal.getByRole('button', { name: 'Continue' }).click();

  await expectScreen(portal, 'Date and time');
  // The calendar's own styles are adopted inside the shadow root, and none of them reach the county's page.
  await expect(portal.locator('.react-calendar__navigation')).toHaveCSS('display', 'flex');
  expect(
    await page.evaluate(
      () => document.adoptedStyleSheets.length + [...document.styleSheets].filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('react-calendar'))).length,
    ),
  ).toBe(0);
  await chooseSlot(page, slot);
  await expectNoA11yViolationsInPortal(page);
  await shootBothWidths(page, 'embed-meeting-datetime');
  await portal.getByRole('button', { name: 'Continue' }).click();
  await screen('Supporting documents', 'meeting-documents');
  await portal.getByRole('button', { name: 'Continue' }).click();

  await screen('Meeting summary', 'meeting-summary');
  await expect(portal).toContainText(ATTENDEE.name);
  await portal.getByRole('button', { name: 'Book my meeting' }).click();

  await screen('Confirmation', 'meeting-confirmation');
  await expect(portal).toContainText('We have received your booking');
  await expect(portal).toContainText(loose(countyDay(slot.startTime)));
  expect(await meetingCount(page.request, parcel)).toBe(1);

  expect(await hostState(page)).toEqual(before);
  expect(violations).toEqual([]);
});
