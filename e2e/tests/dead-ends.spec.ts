import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { expectStep, fillOwnerDetails, startAppeal } from '../support/appeal-wizard';
import { HARBOR } from '../support/demo-parcels';
import { apiParcel, openProperty, optionCard } from '../support/property-page';
import { shootBothWidths } from '../support/screenshots';
import { HARBOR_CLERK, signIn } from '../support/staff';

// No dead ends (docs/product.md#no-dead-ends): every refusal says why and what the visitor can do next. These parcels
// are only looked at, never changed (HARBOR.fresh[0..4] are the search and property specs' read-only
// ones; the comparables test goes only as far as that step, saving and filing nothing).

const OFFICE = "Harbor County Assessor's Office";
const CONTACT = 'Call (555) 555 0100 or email assessor@harborcounty.example.';

test("the prior-appeal refusal keeps SPEC's sentence and says what to do next, with the office's phone and e-mail", async ({ page }) => {
  await openProperty(page, 'harbor-county', HARBOR.noPriorAppeal[0]);
  const appeals = optionCard(page, 'Appeals');
  await expect(appeals).toContainText("An appeal has not been filed previously at the Assessor's Office.");
  const lastYear = new Date().getFullYear() - 1;
  await expect(appeals).toContainText(
    `This county takes an appeal only for a parcel that was first appealed at the Assessor's Office in the previous season (${lastYear} Appeal Season), and its records show none for this parcel. If you did appeal then, or want to know your options, contact ${OFFICE}.`,
  );
  await expect(appeals).toContainText(CONTACT);
  await expect(appeals.getByRole('link', { name: '(555) 555 0100' })).toHaveAttribute('href', 'tel:5555550100');
  await expect(appeals.getByRole('link', { name: 'assessor@harborcounty.example' })).toHaveAttribute('href', 'mailto:assessor@harborcounty.example');
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'property-no-prior-appeal');
});

test('most Harbor parcels can be appealed: the prior-appeal rule refuses only the documented few', async ({ page }) => {
  for (const id of [HARBOR.fresh[0], HARBOR.fresh[1], HARBOR.commercial]) {
    await openProperty(page, 'harbor-county', id);
    await expect(optionCard(page, 'Appeals').getByRole('button', { name: 'File an appeal' })).toBeVisible();
  }
});

test('an appeal already filed, a meeting already booked and a commercial parcel each say what to do next', async ({ page }) => {
  await openProperty(page, 'harbor-county', HARBOR.appealFiled[1]);
  await expect(optionCard(page, 'Appeals')).toContainText(`A parcel can have one appeal a season. To add to or change the appeal already filed, contact ${OFFICE}.`);
  await expect(optionCard(page, 'Appeals')).toContainText(CONTACT);

  await openProperty(page, 'harbor-county', HARBOR.meetingBooked[1]);
  await expect(optionCard(page, 'Meetings')).toContainText(`A parcel can have one meeting a year. To change or cancel the meeting already booked, contact ${OFFICE}.`);

  await openProperty(page, 'harbor-county', HARBOR.commercial);
  await expect(optionCard(page, 'Comparable sales')).toContainText('You can still file an appeal and upload your own evidence of recent sales in its Supporting documents step.');
  await expectNoA11yViolations(page);
});

test('an inactive parcel says once why and whom to contact, and each card points there', async ({ page }) => {
  await openProperty(page, 'harbor-county', HARBOR.inactive);
  const warning = page.locator('.usa-alert').filter({ has: page.getByRole('heading', { name: 'This parcel is inactive' }) });
  await expect(warning).toContainText('You cannot file an appeal or book a meeting for an inactive parcel.');
  await expect(warning).toContainText(
    `This parcel is no longer active in the county's records, for example after a split or merger. If you think that is a mistake, contact ${OFFICE}.`,
  );
  await expect(warning).toContainText(CONTACT);
  await expect(optionCard(page, 'Appeals')).toContainText('The note at the top of this page says why and whom to contact.');
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'property-inactive');
});

test('a closed season says whom to ask about the next one', async ({ page }) => {
  const lastYear = new Date().getFullYear() - 1;
  await page.clock.setFixedTime(new Date(`${lastYear}-06-15T12:00:00Z`));
  await openProperty(page, 'harbor-county', HARBOR.fresh[3]);
  await expect(optionCard(page, 'Appeals')).toContainText('The appeal season is closed.');
  await expect(optionCard(page, 'Appeals')).toContainText(`Appeals can only be filed while a season is open. ${OFFICE} can tell you when the next season opens.`);
  await expect(optionCard(page, 'Appeals')).toContainText(CONTACT);
  await expectNoA11yViolations(page);
});

test('a parcel without a value says its value is pending and whom to contact, without asking for a reload', async ({ page }) => {
  const parcel = await apiParcel(page.request, 'harbor-county', HARBOR.valueMissing);
  expect(parcel.value).toBeNull();
  await page.goto(`/harbor-county/#/property/${parcel.id}`);
  await expect(page.getByRole('heading', { level: 1, name: parcel.address })).toBeVisible();
  const notice = page.locator('.usa-alert').filter({ has: page.getByRole('heading', { name: 'The value of this property is not available yet' }) });
  await expect(notice).toContainText('An assessed value is either pending or missing from this property.');
  await expect(notice).toContainText(
    `Appeals and meetings open once ${OFFICE} has assessed the property. To ask when that will be, or to talk about this property now, contact ${OFFICE}.`,
  );
  await expect(notice).toContainText(CONTACT);
  await expect(page.getByRole('main')).not.toContainText(/reload/i);
  await expect(page.getByText('There was an error loading this page...')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Property details' })).toContainText('Unknown');
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'property-value-pending');

  await notice.getByRole('link', { name: 'Search for another property' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
});

test('"Go back to search results" on a property opened from a link goes to the home search, not off the site', async ({ page }) => {
  await page.goto('/harbor-county/#/');
  await page.goto('about:blank');
  await openProperty(page, 'harbor-county', HARBOR.fresh[2]);
  await page.getByRole('button', { name: 'Go back to search results' }).click();
  await expect(page).toHaveURL(/\/harbor-county\/#\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
});

test('"Go back to search results" after a search goes back to those results', async ({ page }) => {
  const parcel = await apiParcel(page.request, 'harbor-county', HARBOR.fresh[2]);
  await page.goto(`/harbor-county/#/search/${parcel.id}/1`);
  await page.getByRole('link', { name: parcel.address.toUpperCase() }).click();
  await expect(page.getByRole('heading', { level: 1, name: parcel.address })).toBeVisible();
  await page.getByRole('button', { name: 'Go back to search results' }).click();
  await expect(page).toHaveURL(new RegExp(`#/search/${parcel.id}/1$`));
});

test('a hand-entered property is refused at the start of the meeting wizard, with the office to contact', async ({ page }) => {
  // Only staff are offered manual entry in Harbor; the meeting wizard refuses them such a property too.
  await signIn(page, HARBOR_CLERK);
  const property = {
    id: 'UNL-2026-0419',
    address: '419 Driftwood Cove Rd',
    ownerName: 'Rowan Ellery',
    type: 'residential',
    value: { amount: 310000, currency: 'USD' },
    mailingAddress: { lines: ['419 Driftwood Cove Rd'], city: 'Harbor', state: 'ME', zip: '04011' },
    legalDescription: 'LOT 4 DRIFTWOOD COVE',
    active: true,
    location: null,
    recordCardUrl: null,
    imageUrl: null,
  };
  const encoded = Buffer.from(JSON.stringify(property)).toString('base64url');
  await page.goto(`/harbor-county/#/property/${encoded}`);
  await optionCard(page, 'Meetings').getByRole('button', { name: 'Book a meeting' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Booking a meeting' })).toBeVisible();
  const refusal = page.locator('.usa-alert').filter({ has: page.getByRole('heading', { name: 'This meeting cannot be booked online' }) });
  await expect(refusal).toContainText(
    `You entered the details of 419 Driftwood Cove Rd (parcel UNL-2026-0419) yourself, and this parcel number is not in ${OFFICE}'s records. Meetings can only be booked online for parcels in the county's records.`,
  );
  await expect(refusal).toContainText(`To arrange a meeting about this property, contact ${OFFICE} on (555) 555 0100 or at assessor@harborcounty.example.`);
  await expect(page.getByRole('button', { name: 'Start my booking' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await shootBothWidths(page, 'meeting-intro-unlisted');
  await refusal.getByRole('link', { name: 'Search for your property' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
});

test('the comparables tool fills the screen height on a phone and on a desktop, and skipping it asks in the page only', async ({ page }) => {
  const browserDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    browserDialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Only as far as the comparables step, nothing saved or filed: the parcel is left as it was.
  await startAppeal(page, HARBOR.fresh[3]);
  await fillOwnerDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Comparable sales');
  const frame = page.getByTitle('Comparable sales tool');
  await expect(frame.contentFrame().getByRole('heading', { name: 'Choose comparable sales' })).toBeVisible();
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(viewport.height - 40);
    expect((await frame.boundingBox())?.width ?? 0).toBeLessThanOrEqual(viewport.width);
  }
  await shootBothWidths(page, 'appeal-comper');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Continue' }).click();
  const warning = page.getByRole('alertdialog', { name: 'You have not saved any comparable sales' });
  await expect(warning).toBeVisible();
  await shootBothWidths(page, 'appeal-comper-warning');
  await warning.getByRole('button', { name: 'Continue without comparable sales' }).click();
  await expectStep(page, 'Value and reasons');
  expect(browserDialogs).toEqual([]);
});
