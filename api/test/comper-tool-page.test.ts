/**
 * @jest-environment jsdom
 */
// The comparables tool's page script in a DOM: what the portal receives when a visitor saves.
import type { Property } from 'mfe-shared/schemas';
import { COMPS_SCRIPT, comparablesPage, PDF_BUTTON, SAVE_BUTTON } from '../src/tools/comper-tool/comper-page';

const parcel = (id: string, lat: number): Property => ({
  id,
  address: `${id.slice(-3)} Oak St`,
  ownerName: 'Jane Doe',
  type: 'residential',
  value: { amount: 250_000, currency: 'USD' },
  mailingAddress: null,
  legalDescription: null,
  location: { lat, lng: -70.4 },
  active: true,
});

const subject = parcel('HC-000001-R100', 43.7);
const comparables = Array.from({ length: 12 }, (_, n) => parcel(`HC-00001${n}-R1${n}`, 43.7 + n / 1000));

function render(portal: { postMessage: jest.Mock } | null) {
  const html = comparablesPage({ tenant: 'harbor-county', api: 'http://localhost:8080', subject, comparables });
  document.open();
  document.write(html.replace('<script src="/comps/app.js"></script>', ''));
  document.close();
  Object.defineProperty(window, 'parent', { configurable: true, value: portal ?? window });
  Object.defineProperty(window, 'opener', { configurable: true, value: null });
  // The page's own script, as the browser would run it.
  new Function(COMPS_SCRIPT)();
}

const box = (label: RegExp) => {
  const found = [...document.querySelectorAll('label')].find((element) => label.test(element.textContent ?? ''));
  return document.getElementById(found!.htmlFor) as HTMLInputElement;
};
const button = (name: string) => [...document.querySelectorAll('button')].find((element) => element.textContent === name)!;
const status = () => document.getElementById('comps-status')!.textContent;
const settle = () => new Promise((resolve) => setTimeout(resolve, 80));

beforeEach(() => jest.useRealTimers());

it('posts the chosen parcel ids, comma-separated, to the portal that frames it', async () => {
  const portal = { postMessage: jest.fn() };
  render(portal);
  expect(button(PDF_BUTTON).hidden).toBe(true);
  box(/HC-000011-R11/).click();
  box(/HC-000013-R13/).click();
  button(SAVE_BUTTON).click();
  expect(portal.postMessage).toHaveBeenCalledWith('HC-000011-R11,HC-000013-R13', '*');
  await settle();
  expect(status()).toBe('2 comparables were sent to your appeal.');
});

it('asks for a choice before saving, and allows at most ten', async () => {
  const portal = { postMessage: jest.fn() };
  render(portal);
  button(SAVE_BUTTON).click();
  expect(portal.postMessage).not.toHaveBeenCalled();
  await settle();
  expect(status()).toBe('Select at least one comparable sale.');

  const boxes = [...document.querySelectorAll<HTMLInputElement>('input[name="comparable"]')];
  boxes.forEach((input) => input.click());
  expect(boxes.filter((input) => input.checked)).toHaveLength(10);
  await settle();
  expect(status()).toBe('You can choose up to 10 comparables.');
});

it('on its own (no portal), keeps the PDF download and says why saving is not possible', async () => {
  render(null);
  expect(button(PDF_BUTTON).hidden).toBe(false);
  box(/HC-000010-R10/).click();
  button(SAVE_BUTTON).click();
  await settle();
  expect(status()).toContain('Download a PDF of your comparables');
});
