import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { expectStep, fillEstimation, fillOwnerDetails, marketValue, pdfFile, skipComparables, uploadPdf } from '../support/appeal-wizard';
import { HARBOR } from '../support/demo-parcels';

test('every appeal step has no axe violations, empty, with errors and filled; every documented upload error shows', async ({ page }) => {
  test.setTimeout(120_000);
  const parcel = HARBOR.fresh[17];
  const claimed = Math.floor((await marketValue(page, parcel)) * 0.9);
  const main = page.getByRole('main');
  const next = main.getByRole('button', { name: 'Continue' });
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });

  await page.goto(`/harbor-county/#/property/${parcel}`);
  await page.getByRole('button', { name: 'File an appeal' }).click();
  await expectStep(page, 'Filing an appeal');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Start my appeal' }).click();

  await expectStep(page, 'Your details');
  await expectNoA11yViolations(page);
  await next.click();
  await expect(summary).toBeFocused();
  await expectNoA11yViolations(page);
  await fillOwnerDetails(page);
  await expect(summary).toHaveCount(0);
  await expectNoA11yViolations(page);
  await next.click();

  await expectStep(page, 'Comparable sales');
  await expect(page.getByTitle('Comparable sales tool').contentFrame().getByRole('heading', { name: 'Choose comparable sales' })).toBeVisible();
  await expectNoA11yViolations(page);
  await skipComparables(page);

  await expectStep(page, 'Value and reasons');
  await expectNoA11yViolations(page);
  await next.click();
  await expect(summary).toBeFocused();
  await expectNoA11yViolations(page);
  await fillEstimation(page, String(claimed));
  await page.getByLabel('Tell us more about "Market value is too high" (optional)').fill('Recent sales nearby were lower.');
  await expectNoA11yViolations(page);
  await next.click();

  await expectStep(page, 'Supporting documents');
  await expectNoA11yViolations(page);
  const input = page.getByLabel('Supporting documents (optional)');
  const uploaded = page.getByRole('list', { name: 'Uploaded files' });
  await input.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(main.getByText('File "setup.exe" is not an accepted file type.')).toBeVisible();
  await expectNoA11yViolations(page);
  // Harbor County accepts files of at most 10 MB (file_upload.max_size).
  await input.setInputFiles({ name: 'big-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25) });
  await expect(main.getByText('There was an error uploading "big-scan.pdf": The file is too large')).toBeVisible();
  // What the server or the network may answer instead (they are made to fail here).
  for (const [failure, message] of [
    ['413', 'The file is too large'],
    ['500', 'The file upload has failed'],
    ['network', 'The file could not be sent. Check your connection and try again.'],
  ] as const) {
    await page.route('**/harbor-county/api/documents', (route) =>
      failure === 'network' ? route.abort('connectionreset') : route.fulfill({ status: Number(failure), contentType: 'text/html', body: '<h1>Error</h1>' }),
    );
    await input.setInputFiles(pdfFile(`scan-${failure}.pdf`));
    await expect(main.getByText(`There was an error uploading "scan-${failure}.pdf": ${message}`)).toBeVisible();
    await expect(uploaded.getByRole('listitem')).toHaveCount(0);
    await page.unroute('**/harbor-county/api/documents');
  }
  await uploadPdf(page, 'Supporting documents (optional)', 'appraisal.pdf');
  await expect(uploaded.getByRole('listitem')).toHaveCount(1);
  await expectNoA11yViolations(page);
  await next.click();

  await expectStep(page, 'Summary');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Submit my appeal' }).click();
  await expectStep(page, 'Check your email to finish your appeal');
  await expectNoA11yViolations(page);

  await page.goto('/harbor-county/#/appeal/no-such-step');
  await expect(page.getByRole('heading', { level: 1, name: "Let's get you home" })).toBeVisible();
  await expectNoA11yViolations(page);
});
