import { expect, type Locator, type Page } from '@playwright/test';
import { statusLink, waitForMail } from './mail';

/** The smallest PDF the upload's magic-byte check accepts, as a browser file. */
export function pdfFile(name: string) {
  const body = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}

/**
 * Chooses one PDF in the upload field labelled `label` and waits until it is uploaded: its row
 * shows an 'Uploading n%' bar first and gets its Remove button only once the server has it.
 * `listedAs` is the name after the portal has sanitised it.
 */
export async function uploadPdf(page: Page, label: string, name: string, listedAs = name): Promise<void> {
  await page.getByLabel(label).setInputFiles(pdfFile(name));
  const list = page.getByRole('list', { name: 'Uploaded files' });
  await expect(list.getByRole('button', { name: `Remove ${listedAs}` })).toBeVisible();
  await expect(list.getByRole('progressbar')).toHaveCount(0);
}

export interface Filer {
  name: string;
  email: string;
  phone: string;
}

export const OWNER: Filer = { name: 'Avery Holloway', email: 'avery.holloway@example.org', phone: '5555550142' };

/** The heading of the step the wizard shows now; it takes focus when the step opens. */
export async function expectStep(page: Page, title: string, office = "Harbor County Assessor's Office"): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name: title });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`${title} - ${office}`);
}

/** From the property page through the welcome screen to the first step after it. */
export async function startAppeal(page: Page, parcelId: string): Promise<void> {
  await page.goto(`/harbor-county/#/property/${parcelId}`);
  await page.getByRole('button', { name: 'File an appeal' }).click();
  await expectStep(page, 'Filing an appeal');
  await page.getByRole('button', { name: 'Start my appeal' }).click();
}

/**
 * Ticks a USWDS radio or checkbox the way a person does, by its label: the input itself sits off
 * screen under the styled box.
 */
export async function tick(control: Locator): Promise<void> {
  const id = await control.getAttribute('id');
  await control.page().locator(`label[for="${id}"]`).click();
  await expect(control).toBeChecked();
}

/** The filer details of an owner whose address is the property's. */
/** The filer form's labels as its screen says them; another language's come from its catalogue (support/catalogues.ts). */
export interface FilerLabels {
  name: string;
  owner: string;
  phone: string;
  email: string;
  confirmEmail: string;
}
export const ENGLISH_FILER_LABELS: FilerLabels = { name: 'Full name', owner: 'Owner', phone: 'Phone number', email: 'Email', confirmEmail: 'Confirm email' };

/** The filer (or a meeting's attendee) as the owner, in the form of either wizard. */
export async function fillOwnerDetails(page: Page, filer: Filer = OWNER, labels: FilerLabels = ENGLISH_FILER_LABELS): Promise<void> {
  await page.getByLabel(labels.name).fill(filer.name);
  await tick(page.getByRole('radio', { name: labels.owner, exact: true }));
  await page.getByLabel(labels.phone).fill(filer.phone);
  await page.getByLabel(labels.email, { exact: true }).fill(filer.email);
  await page.getByLabel(labels.confirmEmail).fill(filer.email);
}

/**
 * Goes on from the comparables step without choosing any: Continue, then "Continue without comparable sales"
 * in the page's own warning. A browser dialog (confirm, "leave page?") fails the test.
 */
export async function skipComparables(page: Page): Promise<void> {
  await expectStep(page, 'Comparable sales');
  const browserDialogs: string[] = [];
  const onDialog = (dialog: { message(): string; dismiss(): Promise<void> }) => {
    browserDialogs.push(dialog.message());
    void dialog.dismiss();
  };
  page.on('dialog', onDialog);
  await page.getByRole('button', { name: 'Continue' }).click();
  const warning = page.getByRole('alertdialog', { name: 'You have not saved any comparable sales' });
  await warning.getByRole('button', { name: 'Continue without comparable sales' }).click();
  await expect(warning).toHaveCount(0);
  page.off('dialog', onDialog);
  expect(browserDialogs).toEqual([]);
}

export async function fillEstimation(page: Page, value: string, reason = 'Market value is too high'): Promise<void> {
  await page.getByLabel("Your opinion of the property's market value").fill(value);
  await tick(page.getByRole('checkbox', { name: reason }));
}

/**
 * An owner's appeal from the property page to the summary, without comparables or documents,
 * claiming `claimed` (by default 90% of the market value).
 */
export async function reachSummary(page: Page, parcelId: string, claimed?: number): Promise<void> {
  const value = claimed ?? Math.floor((await marketValue(page, parcelId)) * 0.9);
  await startAppeal(page, parcelId);
  await expectStep(page, 'Your details');
  await fillOwnerDetails(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await skipComparables(page);
  await expectStep(page, 'Value and reasons');
  await fillEstimation(page, String(value));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Supporting documents');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectStep(page, 'Summary');
}

/** The parcel's market value as the API gives it. */
export async function marketValue(page: Page, parcelId: string): Promise<number> {
  const response = await page.request.get(`/harbor-county/api/prc/${parcelId}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).value.amount as number;
}

/**
 * How many confirmed appeals the parcel has in the open season (HEAD /appeals, docs/product.md#api-endpoints);
 * `holding`: only the one that takes its place.
 */
export async function appealCount(page: Page, parcelId: string, tenant = 'harbor-county', { holding = false } = {}): Promise<number> {
  const windows = await page.request.get(`/${tenant}/api/appeal-windows`, { params: { year: new Date().getFullYear() } });
  const open = ((await windows.json()).results as Array<{ id: string; open: boolean }>).find((window) => window.open);
  expect(open).toBeDefined();
  const head = await page.request.head(`/${tenant}/api/appeals`, { params: { parcel: parcelId, window: open!.id, ...(holding ? { holding: 'true' } : {}) } });
  expect(head.ok()).toBe(true);
  return Number(head.headers()['x-total-count']);
}

/**
 * Confirms the appeal of the confirmation page as its filer does: the link of the
 * e-mail sent to `email`. A public filing counts only then.
 */
export async function confirmFromEmail(page: Page, email: string, tenant = 'harbor-county'): Promise<void> {
  const reference = (await page.getByRole('main').locator('dt:text-is("Reference") + dd').innerText()).trim();
  const mail = await waitForMail(page.request, email, new RegExp(`Confirm your appeal ${reference}`));
  const token = statusLink(mail).split('#/status/')[1];
  const response = await page.request.post(`/${tenant}/api/status/${token}/confirm`);
  expect(response.ok()).toBe(true);
}
