const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

/** The server's own small pages (county list, not found); `body` must already be escaped HTML. */
export function renderPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; line-height: 1.5; margin: 0; color: #1b1b1b; }
  main { max-width: 40rem; margin: 0 auto; padding: 2rem 1rem; }
  a { color: #005ea2; }
  a:focus { outline: 0.25rem solid #2491ff; outline-offset: 0.125rem; }
  li { margin: 0.5rem 0; font-size: 1.125rem; }
</style>
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

/** A 404 page that points back to the county list; `lead` is plain text. */
export function notFoundPage(lead = 'There is no page at this address.'): string {
  return renderPage('Page not found', `<p>${escapeHtml(lead)}</p>\n<p><a href="/">See the list of counties</a></p>`);
}
