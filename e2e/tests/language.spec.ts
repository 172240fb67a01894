import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { fillOwnerDetails, OWNER, tick, type FilerLabels } from '../support/appeal-wizard';
import { englishIn, es, expectNoEnglish } from '../support/catalogues';
import { HARBOR } from '../support/demo-parcels';
import { waitForMail } from '../support/mail';
import { DAY, HARBOR_ZONE, literal, loose, pickSlot } from '../support/meeting-wizard';
import { shootBothWidths } from '../support/screenshots';

/**
 * A Spanish visitor uses the site in Spanish from end to end. Every screen is checked for
 * English (the English catalogues' messages that Spanish says differently) and with axe, whose
 * rules include the page's lang; controls are found by the Spanish a visitor reads.
 */

const main = (page: Page) => page.getByRole('main');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A screen in Spanish: its heading took focus, its title is Spanish, no English, no axe violation. */
async function expectSpanishStep(page: Page, title: string): Promise<void> {
  await expect(heading(page, title)).toBeFocused();
  await expect(page).toHaveTitle(new RegExp(`^${literal(title)} - `));
  await expectSpanishScreen(page);
}

let shots = 0;

async function expectSpanishScreen(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoEnglish(page);
  await expectNoA11yViolations(page);
  // With E2E_SHOTS, every Spanish screen at both widths, in the journey's order, for a person to look at.
  shots += 1;
  await shootBothWidths(page, `spanish-${String(shots).padStart(2, '0')}`);
}

const SPANISH_FILER_LABELS: FilerLabels = {
  name: es('shared.filer.fullName'),
  owner: es('shared.filer.type.owner'),
  phone: es('shared.filer.phone'),
  email: es('shared.filer.email'),
  confirmEmail: es('shared.filer.confirmEmail'),
};

const next = (page: Page) => page.getByRole('button', { name: es('shared.wizard.continue'), exact: true });

/** A day and a time as the Spanish screens write them, in the county's zone. */
const spanishDay = (iso: string) =>
  new Intl.DateTimeFormat('es-US', { timeZone: HARBOR_ZONE, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));
const spanishTime = (iso: string) => new Intl.DateTimeFormat('es-US', { timeZone: HARBOR_ZONE, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

test('a Spanish visitor searches, files an appeal with errors and corrections, and books a meeting, all in Spanish', async ({ page }) => {
  test.setTimeout(240_000);
  const parcel = HARBOR.fresh[49];
  const email = 'lucia.fernandez@example.org';
  const lucia = { name: 'Lucía Fernández', phone: OWNER.phone, email };

  // The home page in English first: the English check does find English there (it can fail).
  await page.goto('/harbor-county/');
  await expect(heading(page, 'Search for your property')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(englishIn(await page.locator('body').innerText())).not.toEqual([]);

  // The switch names Spanish in Spanish, marked as Spanish.
  const español = page.getByRole('button', { name: 'Español' });
  await expect(español).toHaveAttribute('lang', 'es');
  await español.click();
  await expect(heading(page, es('search.home.title'))).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  await expectSpanishScreen(page);

  // Search and the property.
  await page.getByRole('searchbox').fill(parcel);
  await page.getByRole('searchbox').press('Enter');
  await expect(heading(page, es('search.results.title'))).toBeVisible();
  await expect(page.getByRole('list', { name: /^Se muestra 1 de 1 resultado$/ })).toBeVisible();
  await expectSpanishScreen(page);
  await page
    .getByRole('list', { name: /^Se muestra/ })
    .getByRole('link')
    .first()
    .click();
  const fileAppeal = main(page).getByRole('button', { name: es('search.option.action.appeals') });
  await expect(fileAppeal).toBeVisible();
  await expectSpanishScreen(page);

  // The appeal, with errors and their corrections.
  await fileAppeal.click();
  await expectSpanishStep(page, es('appeal.step.welcome'));
  await page.getByRole('button', { name: es('appeal.wizard.start') }).click();
  await expectSpanishStep(page, es('appeal.step.details'));
  await next(page).click();
  const summary = page.getByRole('alert').filter({ hasText: es('shared.errorSummary.title') });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: es('shared.FILER_MESSAGES.nameRequired'), exact: true })).toBeVisible();
  await expectSpanishScreen(page);
  await fillOwnerDetails(page, lucia, SPANISH_FILER_LABELS);
  await next(page).click();

  await expectSpanishStep(page, es('appeal.step.comper'));
  await next(page).click();
  const warning = page.getByRole('alertdialog', { name: es('appeal.comper.unsavedHeading') });
  await expectSpanishScreen(page);
  await warning.getByRole('button', { name: es('appeal.comper.skip') }).click();

  await expectSpanishStep(page, es('appeal.step.estimation'));
  const value = page.getByLabel(es('appeal.estimation.valueLabel'));
  await value.fill('12O000');
  await next(page).click();
  await expect(page.getByRole('alert').filter({ hasText: es('shared.errorSummary.title') })).toBeFocused();
  await expect(main(page)).toContainText(es('shared.APPEAL_MESSAGES.valueInvalid'));
  await expectSpanishScreen(page);
  await value.fill('120000');
  const reason = page.getByRole('checkbox', { name: 'El valor de mercado es demasiado alto' });
  await tick(reason);

  // Switching language mid-step keeps what was typed and ticked.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(heading(page, 'Value and reasons')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel("Your opinion of the property's market value")).toHaveValue(/^120,?000$/);
  await expect(page.getByRole('checkbox', { name: 'Market value is too high' })).toBeChecked();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(value).toHaveValue(/^120,?000$/);
  await expect(reason).toBeChecked();
  await expectSpanishScreen(page);
  await next(page).click();

  await expectSpanishStep(page, es('appeal.step.fileupload'));
  await next(page).click();
  await expectSpanishStep(page, es('appeal.step.summary'));
  await expect(main(page)).toContainText('Lucía Fernández');
  await expect(main(page)).toContainText('$120,000');
  await expect(main(page)).toContainText('El valor de mercado es demasiado alto');
  await shootBothWidths(page, 'spanish-appeal-summary');
  await page.getByRole('button', { name: es('appeal.wizard.submit') }).click();
  await expectSpanishStep(page, es('appeal.confirmation.checkEmailHeading'));
  await expect(main(page)).toContainText(es('appeal.confirmation.resend'));
  // The filer's language went with the filing: the e-mail that confirms it is in Spanish.
  await waitForMail(page.request, email, /^Confirme su apelación /);

  // A meeting about the same parcel, still in Spanish (remembered for the county).
  const slot = await pickSlot(page.request, { placeId: null, dayIndex: DAY.spanish });
  await page.goto(`/harbor-county/#/property/${parcel}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await main(page)
    .getByRole('button', { name: es('search.option.action.meetings') })
    .click();
  await expectSpanishStep(page, es('meeting.step.intro'));
  await page.getByRole('button', { name: es('meeting.flow.scheduleMeeting') }).click();
  await expectSpanishStep(page, es('meeting.step.details'));
  await fillOwnerDetails(page, lucia, SPANISH_FILER_LABELS);
  await next(page).click();
  await expectSpanishStep(page, es('meeting.step.location'));
  await tick(page.getByRole('radio', { name: new RegExp(`^${es('meeting.location.virtual')}`) }));
  await next(page).click();
  await expectSpanishStep(page, es('meeting.step.datetime'));
  await expect(page.getByRole('heading', { level: 2, name: es('meeting.slots.chooseDate') })).toBeVisible();
  const day = page.getByRole('button', { name: loose(spanishDay(slot.startTime)) });
  for (let months = 0; months < 2 && !(await day.isVisible()); months += 1) {
    await page.getByRole('button', { name: 'Ir al mes siguiente' }).click();
  }
  await day.click();
  const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: HARBOR_ZONE, hour: 'numeric', hourCycle: 'h23' }).format(new Date(slot.startTime)));
  await page.getByRole('button', { name: hour < 12 ? es('meeting.slots.am') : es('meeting.slots.pm'), exact: true }).click();
  await tick(page.getByRole('radio', { name: loose(spanishTime(slot.startTime)) }));
  await expectSpanishScreen(page);
  await next(page).click();
  await expectSpanishStep(page, es('meeting.step.fileupload'));
  await next(page).click();
  await expectSpanishStep(page, es('meeting.step.summary'));
  await page.getByRole('button', { name: es('meeting.flow.bookMeeting') }).click();
  await expectSpanishStep(page, es('meeting.step.confirmation'));
  await expect(main(page)).toContainText(es('meeting.confirmation.heading'));
  await expect(main(page)).toContainText(es('meeting.confirmation.email', { email }));
});

test.describe('a browser set to Spanish', () => {
  test.use({ locale: 'es-US' });

  test('is told in Spanish that a county does not exist', async ({ page }) => {
    const response = await page.goto('/no-such-county/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByText('No encontramos ningún condado llamado “no-such-county”.')).toBeVisible();
    await expectNoA11yViolations(page);
    await shootBothWidths(page, 'spanish-unknown-county');
    await page.getByRole('link', { name: 'Vea la lista de condados' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
