import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { expectStep, fillOwnerDetails, startAppeal } from '../support/appeal-wizard';
import { HARBOR } from '../support/demo-parcels';
import { expectNoA11yViolationsInPortal, expectScreen, openCountyPage } from '../support/embed';
import { walkFocusBothWays } from '../support/focus-obscured';
import { openProperty } from '../support/property-page';

// WCAG 2.2 SC 2.4.11 Focus Not Obscured: Tab and Shift+Tab through each long page, and after every
// press nothing sticky or fixed lies over the element with focus or its focus ring
// (docs/product.md#accessibility-statement-and-privacy-notice). The pages are only read: the appeal
// is only started, never filed.

const resultCards = (page: Page) => page.getByRole('list', { name: /^Showing/ }).getByRole('listitem');

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the search results keep the focused card and link clear of the sticky search bar', async ({ page }) => {
      await page.goto('/harbor-county/#/search/harbor/1');
      await expect(resultCards(page)).toHaveCount(21);
      const { elements, withSticky } = await walkFocusBothWays(page);
      expect(elements).toBeGreaterThan(21);
      // The bar did float over the page for most of the walk: the check had something to find.
      expect(withSticky).toBeGreaterThan(elements);
      await expectNoA11yViolations(page);
    });

    test("the search results embedded in a county's page keep focus clear of the portal's sticky bar", async ({ page }) => {
      const portal = await openCountyPage(page);
      await portal.getByLabel(/^Search by address/).fill('harbor');
      await portal.getByRole('button', { name: 'Search' }).click();
      await expectScreen(portal, 'Find your property');
      await expect(portal.getByRole('list', { name: /^Showing/ }).getByRole('listitem')).toHaveCount(21);
      const { elements, withSticky } = await walkFocusBothWays(page);
      expect(elements).toBeGreaterThan(21);
      expect(withSticky).toBeGreaterThan(elements);
      await expectNoA11yViolationsInPortal(page);
    });

    test('the property page has nothing over the focused element', async ({ page }) => {
      await openProperty(page, 'harbor-county', HARBOR.fresh[1]);
      const { elements } = await walkFocusBothWays(page);
      expect(elements).toBeGreaterThan(5);
    });

    test("the appeal wizard's filer details, its longest step, have nothing over the focused element", async ({ page }) => {
      await startAppeal(page, HARBOR.fresh[2]);
      await expectStep(page, 'Your details');
      await fillOwnerDetails(page);
      const { elements } = await walkFocusBothWays(page);
      expect(elements).toBeGreaterThan(5);
    });
  });
}
