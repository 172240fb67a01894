import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { es } from '../support/catalogues';
import { HARBOR } from '../support/demo-parcels';
import { shootBothWidths } from '../support/screenshots';

/**
 * A screen whose read fails says what did not load and what to do, never a status code or
 * "unknown error", in the visitor's language, and its Try again reads again. The API cannot be made
 * to fail on demand, so these answer for it as a failing server would, until the test lets it through.
 */

/** Answers `pattern` with a 500 while `failing()` holds; afterwards the API answers as usual. */
async function failWhile(page: Page, pattern: RegExp, failing: () => boolean): Promise<void> {
  await page.route(pattern, (route) =>
    failing() ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The database is not available.' }) }) : route.fallback(),
  );
}

async function inSpanish(page: Page): Promise<void> {
  await page.goto('/harbor-county/');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
}

const texts = {
  en: {
    resultsFailed: 'We could not load the results. Check your connection and try again.',
    tryAgain: 'Try again',
    showing: /^Showing \d+ of [\d,]+ results$/,
    propertyFailed: 'We could not load this property just now.',
    pageError: 'There was an error loading this page...',
  },
  es: {
    resultsFailed: es('search.results.failed'),
    tryAgain: es('shared.load.tryAgain'),
    showing: /^Se muestran? \d+ de [\d,]+ resultados?$/,
    propertyFailed: es('search.property.loadFailed'),
    pageError: es('search.pageError.heading'),
  },
};

for (const language of ['en', 'es'] as const) {
  const say = texts[language];

  test(`${language}: the results page says the search could not be loaded, and Try again shows the results`, async ({ page }) => {
    let failing = true;
    await failWhile(page, /\/harbor-county\/api\/prc\/search\?/, () => failing);
    if (language === 'es') await inSpanish(page);
    await page.goto('/harbor-county/#/search/harbor/1');
    const alert = page.getByRole('alert').filter({ hasText: say.resultsFailed });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(/500|unknown error|error desconocido|database/i);
    await expectNoA11yViolations(page);
    await shootBothWidths(page, `results-failed-${language}`);

    failing = false;
    await alert.getByRole('button', { name: say.tryAgain }).click();
    await expect(page.getByRole('list', { name: say.showing })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  test(`${language}: a property page that cannot be read says so, not "Page not found", and Try again opens it`, async ({ page }) => {
    let failing = true;
    await failWhile(page, new RegExp(`/harbor-county/api/prc/${HARBOR.fresh[3]}$`), () => failing);
    if (language === 'es') await inSpanish(page);
    await page.goto(`/harbor-county/#/property/${HARBOR.fresh[3]}`);
    const alert = page.getByRole('alert').filter({ hasText: say.pageError });
    await expect(alert).toContainText(say.propertyFailed);
    await expect(page.getByRole('main')).not.toContainText(/500|unknown error|error desconocido|database/i);
    await expectNoA11yViolations(page);
    await shootBothWidths(page, `property-failed-${language}`);

    failing = false;
    await alert.getByRole('button', { name: say.tryAgain }).click();
    await expect(page.getByRole('main').getByText(HARBOR.fresh[3]).first()).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
}
