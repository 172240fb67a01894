import { expect, test } from '@playwright/test';
import { tabTo } from '../support/keyboard';

test('a keyboard-only visitor searches, pages with the numbered pager and opens a result', async ({ page }) => {
  await page.goto('/harbor-county/#/');
  const box = page.getByRole('searchbox', { name: 'Search by address, owner name or parcel number' });
  await tabTo(page, box);
  await page.keyboard.type('harbor');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/search\/harbor\/1$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Search results' });
  await expect(heading).toBeFocused();

  // From the heading, forward through the cards to the pager.
  const pager = page.getByRole('navigation', { name: 'Search results pages' });
  await tabTo(page, pager.getByRole('link', { name: 'Page 2', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/search\/harbor\/2$/);
  // The page starts again at its heading, not at the top of the document.
  await expect(heading).toBeFocused();

  await tabTo(page, pager.getByRole('link', { name: 'Next page' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/search\/harbor\/3$/);
  await expect(pager.getByRole('link', { name: 'Page 3', exact: true })).toHaveAttribute('aria-current', 'page');

  // Back up from the pager to the last card, and open it.
  await tabTo(page, pager.getByRole('link', { name: 'Previous page' }));
  const lastCard = page
    .getByRole('list', { name: /^Showing/ })
    .getByRole('listitem')
    .last()
    .getByRole('link');
  const address = (await lastCard.textContent()) ?? '';
  await page.keyboard.press('Shift+Tab');
  await expect(lastCard).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/property\/[A-Z]{2}-\d{6}-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'));
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
