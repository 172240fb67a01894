import { expect, test } from '@playwright/test';
import { appealCount, confirmFromEmail, expectStep, marketValue, pdfFile } from '../support/appeal-wizard';
import { HARBOR } from '../support/demo-parcels';
import { fileChoosers, tabTo } from '../support/keyboard';

test('a whole appeal can be filed with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  const parcel = HARBOR.fresh[16];
  const claimed = Math.floor((await marketValue(page, parcel)) * 0.8).toLocaleString('en-US');
  const nextFileChooser = fileChoosers(page);
  await page.goto(`/harbor-county/#/property/${parcel}`);
  const main = page.getByRole('main');

  await tabTo(page, main.getByRole('button', { name: 'File an appeal' }));
  await page.keyboard.press('Enter');
  await expectStep(page, 'Filing an appeal');
  await tabTo(page, main.getByRole('button', { name: 'Start my appeal' }));
  await page.keyboard.press('Enter');

  await expectStep(page, 'Your details');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Full name')).toBeFocused();
  await page.keyboard.type('Quinn Brightwater');
  // The relation is one stop: Tab lands on the first radio, the arrow keys move and choose.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Owner' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Agent' })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: 'Owner' })).toBeChecked();
  await tabTo(page, page.getByLabel('Phone number'));
  await page.keyboard.type('5555550123');
  await tabTo(page, page.getByLabel('Email', { exact: true }));
  await page.keyboard.type('quinn@example.org');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Confirm email')).toBeFocused();
  await page.keyboard.type('quinn@example.org');
  await page.keyboard.press('Tab');
  await expect(main.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expectStep(page, 'Comparable sales');
  // Going on without comparables asks first, in the page: the warning takes focus on "Continue without comparable sales".
  await tabTo(page, main.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Continue without comparable sales' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expectStep(page, 'Value and reasons');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel("Your opinion of the property's market value")).toBeFocused();
  await page.keyboard.type(claimed);
  await tabTo(page, page.getByRole('checkbox', { name: 'Market value is too high' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Market value is too high' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Tell us more about "Market value is too high" (optional)')).toBeFocused();
  await page.keyboard.type('Two similar houses sold for less this spring.');
  await tabTo(page, main.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expectStep(page, 'Supporting documents');
  await tabTo(page, page.getByLabel('Supporting documents (optional)'));
  // Space opens the file chooser; the test stands in for the person picking a file in it.
  await page.keyboard.press('Space');
  await (await nextFileChooser()).setFiles(pdfFile('sales-evidence.pdf'));
  await expect(page.getByRole('list', { name: 'Uploaded files' })).toContainText('sales-evidence.pdf');
  await tabTo(page, main.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expectStep(page, 'Summary');
  await expect(main).toContainText('Quinn Brightwater, Owner');
  await tabTo(page, main.getByRole('button', { name: 'Submit my appeal' }));
  await page.keyboard.press('Enter');
  await expectStep(page, 'Check your email to finish your appeal');
  await expect(main).toContainText(`Your appeal for parcel ${parcel}`);
  await confirmFromEmail(page, 'quinn@example.org');
  expect(await appealCount(page, parcel)).toBe(1);
});
