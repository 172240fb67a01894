import { expect, test } from '@playwright/test';
import { recordRequests } from '../support/requests';

// The page's <head> announces what the first screen needs (the shell's chunks and fonts at build,
// the county's data and the search remote's files from the server), so the browser asks for them
// all while it parses the page instead of one after another (docs/architecture.md#start-up).
test("the home page's start-up requests come from the page's hints, each asked for once", async ({ page }) => {
  const requests = recordRequests(page);
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/harbor-county/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();

  const initiators = await page.evaluate(() =>
    Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, (entry as PerformanceResourceTiming).initiatorType])),
  );
  const hinted = ['/harbor-county/api/settings', '/harbor-county/api/me', '/remotes.json', '/remotes/mfe-search/mf-manifest.json', '/remotes/mfe-search/remoteEntry.js'];
  for (const path of hinted) expect([path, initiators[path]]).toEqual([path, 'link']);
  const shellChunks = Object.entries(initiators).filter(([path]) => /^\/shell\/(bootstrap|react|router)\.[0-9a-f]+\.(js|css)$/.test(path));
  expect(shellChunks).toHaveLength(4);
  expect(shellChunks.every(([, initiator]) => initiator === 'link')).toBe(true);
  expect(
    Object.entries(initiators)
      .filter(([path]) => path.endsWith('.woff2'))
      .map(([, initiator]) => initiator),
  ).toEqual(['link', 'link']);

  // A hint that does not match its request makes the browser fetch twice and warn.
  expect(requests.filter((path, index) => requests.indexOf(path) !== index)).toEqual([]);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});
