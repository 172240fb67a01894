import type { Page } from '@playwright/test';

/** Every violation the page reports, from the moment it loads. */
export async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}${event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : ''}`,
      );
    });
  });
  return seen;
}
