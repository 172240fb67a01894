import { createHash } from 'node:crypto';
import type { Language } from 'mfe-shared/domain';
import { say, sayLater, type LocalText } from '../i18n/local-text';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

const PAGE_STYLE = `
  body { font-family: system-ui, sans-serif; line-height: 1.5; margin: 0; color: #1b1b1b; }
  main { max-width: 40rem; margin: 0 auto; padding: 2rem 1rem; }
  a { color: #005ea2; }
  a:focus { outline: 0.25rem solid #2491ff; outline-offset: 0.125rem; }
  li { margin: 0.5rem 0; font-size: 1.125rem; }
`;

/**
 * The Content-Security-Policy of those pages, and of any HTML answer that brings no policy of its
 * own (security-headers.ts): nothing loads but their one style block, named by its hash.
 */
export const PLAIN_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`,
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The server's own small pages (county list, not found); `body` must already be escaped HTML. */
export function renderPage(title: string, body: string, language: Language = 'en'): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** A 404 page that points back to the county list, in `language` (the request's). */
export function notFoundPage(lead: LocalText = sayLater('api.page.noPage'), language: Language = 'en'): string {
  const countyList = escapeHtml(say(language, 'api.page.countyList'));
  return renderPage(say(language, 'api.page.notFound'), `<p>${escapeHtml(lead.in(language))}</p>\n<p><a href="/">${countyList}</a></p>`, language);
}
