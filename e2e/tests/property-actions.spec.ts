import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { HARBOR } from '../support/demo-parcels';
import { apiParcel, expectAnnounced, holdRequests, openProperty, optionCard, optionList } from '../support/property-page';

// Where each option card of an open parcel leads. Nothing is filed or booked: the tests stop at
// the first screen of each wizard (shared-data.md: fresh[0..4] are never changed).

test("an open parcel shows its details, announces 'Loading options...' while it works them out, and Appeals opens the appeal wizard", async ({ page }) => {
  const parcel = await apiParcel(page.request, 'harbor-county', HARBOR.fresh[1]);
  const release = await holdRequests(page, /\/harbor-county\/api\/appeal-windows\?/);
  await page.goto(`/harbor-county/#/property/${parcel.id}`);
  await expect(page.getByRole('main').getByText('Loading options...')).toBeVisible();
  await expectAnnounced(page, 'Loading options...');
  release();
  await expect(optionList(page)).toBeVisible();

  await expect(page.getByRole('heading', { level: 1, name: parcel.address })).toBeVisible();
  await expect(page).toHaveTitle("Property details - Harbor County Assessor's Office");
  const details = page.getByRole('region', { name: 'Property details' });
  await expect(details).toContainText(parcel.id);
  await expect(details).toContainText(parcel.ownerName);
  await expect(details).toContainText(`$${parcel.value!.amount.toLocaleString('en-US')}`);
  await expect(optionList(page).getByRole('button')).toHaveText(['Book a meeting', 'File an appeal', 'Find comparable sales', 'View the property record card']);
  await expectNoA11yViolations(page);

  await optionCard(page, 'Appeals').getByRole('button', { name: 'File an appeal' }).click();
  await expect(page).toHaveURL(/#\/appeal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Filing an appeal' })).toBeVisible();
});

test("Meetings opens the meeting wizard with the owner's name in the attendee form", async ({ page }) => {
  const parcel = await apiParcel(page.request, 'harbor-county', HARBOR.fresh[2]);
  await openProperty(page, 'harbor-county', parcel.id);
  await optionCard(page, 'Meetings').getByRole('button', { name: 'Book a meeting' }).click();
  await expect(page).toHaveURL(/#\/meeting\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Booking a meeting' })).toBeVisible();

  await page.getByRole('button', { name: 'Start my booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Attendee details' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(parcel.ownerName);
});

test('Comparables and PRC open the comparables tool and the record card in a new window', async ({ page, context }) => {
  const parcel = await apiParcel(page.request, 'harbor-county', HARBOR.fresh[3]);
  const settings = await (await page.request.get('/harbor-county/api/settings')).json();
  await openProperty(page, 'harbor-county', parcel.id);

  const comper = new URL(settings['products.public_comper_url_path'], settings['products.public_comper_url']);
  comper.searchParams.set('parcel', parcel.id);
  comper.searchParams.set('vendor', 'demo-comps');
  const [comperWindow] = await Promise.all([context.waitForEvent('page'), optionCard(page, 'Comparable sales').getByRole('button', { name: 'Find comparable sales' }).click()]);
  await expect(comperWindow).toHaveURL(comper.href);
  await comperWindow.close();

  const [cardWindow] = await Promise.all([
    context.waitForEvent('page'),
    optionCard(page, 'Property record card').getByRole('button', { name: 'View the property record card' }).click(),
  ]);
  await expect(cardWindow).toHaveURL(new URL(parcel.recordCardUrl!, page.url()).href);
  await cardWindow.close();
  // The portal stays where it was.
  await expect(page).toHaveURL(new RegExp(`#/property/${parcel.id}$`));
});
