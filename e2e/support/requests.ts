import type { Page } from '@playwright/test';

/** Records the path of every request the page makes, from now on. */
export function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}
