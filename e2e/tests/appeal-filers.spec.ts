import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { appealCount, confirmFromEmail, expectStep, fillEstimation, marketValue, skipComparables, startAppeal, tick, uploadPdf } from '../support/appeal-wizard';
import { HARBOR, PINE } from '../support/demo-parcels';

/** Name, relation-specific field, own address and contact details of a filer who is not the owner. */
async function fillNonOwner(page: Page, relation: 'Agent' | 'Other', name: string, email: string): Promise<void> {
  await page.getByLabel('Full name').fill(name);
  await tick(page.getByRole('radio', { name: relation }));
  // Agents and others always give their own address: the box is ticked and cannot be unticked.
  await expect(page.getByRole('checkbox', { name: /My address differs/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /My address differs/ })).toBeDisabled();
  await page.getByLabel('Address line one').fill('40 Commerce Way');
  await page.getByLabel('City/Town').fill('Port Harbor');
  await page.getByLabel('State').fill('ME');
  await page.getByLabel('Zip').fill('04001');
  await page.getByLabel('Phone number').fill('5555550188');
  await page.getByLabel('Phone extension').fill('204');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Confirm email').fill(email);
}

/** Estimation at 90% of the market value, then on to the documents. */
async function estimateAndContinue(page: Page, parcel: string): Promise<void> {
  await skipComparables(page);
  await expectStep(page, 'Value and reasons');
  await fillEstimation(page, String(Math.floor((await marketValue(page, parcel)) * 0.9)), 'Unequal assessment');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Supporting documents');
}

test('an agent downloads the authorization form and cannot go on until a document is uploaded', async ({ page }) => {
  test.setTimeout(90_000);
  const parcel = HARBOR.fresh[8];
  await startAppeal(page, parcel);
  await expectStep(page, 'Your details');
  await fillNonOwner(page, 'Agent', 'Morgan Kestrel', 'morgan@harbortaxhelp.example');
  await page.getByLabel('Organization').fill('Harbor Tax Help LLC');

  await expect(page.getByRole('heading', { name: "Agents need the owner's authorization" })).toBeVisible();
  await expect(page.getByText('As an agent you must upload the Agent Authorization form signed by the owner with your appeal.')).toBeVisible();
  const form = page.getByRole('link', { name: 'Download the Agent Authorization form' });
  const href = await form.getAttribute('href');
  expect(href).toBe('/static/agent-authorization-form.pdf');
  const download = await page.request.get(href!);
  expect(download.ok()).toBe(true);
  expect(download.headers()['content-type']).toContain('application/pdf');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await estimateAndContinue(page, parcel);
  await expect(page.getByRole('main')).toContainText('As an agent, you must include the Agent Authorization form signed by the owner.');
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'You must upload the Agent Authorization form signed by the owner' })).toBeVisible();
  await expect(page).toHaveURL(/#\/appeal\/fileupload$/);
  await expectNoA11yViolations(page);
  await summary.getByRole('link', { name: 'You must upload the Agent Authorization form signed by the owner' }).click();
  const upload = page.getByLabel('Supporting documents, including the Agent Authorization form');
  await expect(upload).toBeFocused();

  await uploadPdf(page, 'Supporting documents, including the Agent Authorization form', 'agent-authorization-signed.pdf');
  await expect(summary).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expectStep(page, 'Summary');
  await expect(page.getByRole('main')).toContainText('Morgan Kestrel, Agent (Harbor Tax Help LLC)');
  await expect(page.getByRole('main')).toContainText('40 Commerce Way, Port Harbor, ME, 04001');
  await expect(page.getByRole('main')).toContainText('(555) 555 0188 extension 204');
  await page.getByRole('button', { name: 'Submit my appeal' }).click();
  await expectStep(page, 'Check your email to finish your appeal');
  await expect(page.getByRole('main')).toContainText('We have sent a link to morgan@harbortaxhelp.example.');
  expect(await appealCount(page, parcel)).toBe(0);
  await confirmFromEmail(page, 'morgan@harbortaxhelp.example');
  expect(await appealCount(page, parcel)).toBe(1);
});

test('someone who is neither owner nor agent files where the county allows it (appeal.allow_file_other)', async ({ page }) => {
  test.setTimeout(90_000);
  const parcel = HARBOR.fresh[9];
  await startAppeal(page, parcel);
  await expectStep(page, 'Your details');
  await fillNonOwner(page, 'Other', 'Rowan Ashdown', 'rowan.ashdown@example.org');
  await page.getByLabel('Your relationship with the owner').fill('Tenant with power of attorney');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await estimateAndContinue(page, parcel);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Summary');
  await expect(page.getByRole('main')).toContainText('Rowan Ashdown, Other (Tenant with power of attorney)');
  await expect(page.getByRole('main')).toContainText('You have not uploaded any documents to include in your appeal.');
  await page.getByRole('button', { name: 'Submit my appeal' }).click();
  await expectStep(page, 'Check your email to finish your appeal');
  await confirmFromEmail(page, 'rowan.ashdown@example.org');
  expect(await appealCount(page, parcel)).toBe(1);
});

test('a county that does not allow it offers only owner and agent', async ({ page }) => {
  await page.goto(`/pine-county/#/property/${PINE.fresh[5]}`);
  await page.getByRole('button', { name: 'File an appeal' }).click();
  await page.getByRole('button', { name: 'Start my appeal' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeFocused();
  await expect(page.getByRole('group', { name: 'Relation to the property owner' }).getByRole('radio')).toHaveCount(2);
  await expect(page.getByRole('radio', { name: 'Owner' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Agent' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Other' })).toHaveCount(0);
});
