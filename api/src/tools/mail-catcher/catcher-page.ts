import { escapeHtml } from '../../infrastructure/http/html-page';
import type { CaughtMessage } from './caught-message';

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function messageItem(message: CaughtMessage): string {
  const attachments = message.attachments.length
    ? `<h3>Attachments</h3>
<ul>
${message.attachments
  .map(
    (attachment, index) =>
      `<li><a href="/messages/${message.id}/attachments/${index}" download>${escapeHtml(attachment.filename)}</a> (${escapeHtml(attachment.contentType)}, ${size(attachment.size)})</li>`,
  )
  .join('\n')}
</ul>`
    : '';
  const html = message.html ? `<p><a href="/messages/${message.id}/html">Open the HTML version of this e-mail</a></p>` : '';
  return `<li>
<article aria-labelledby="subject-${message.id}">
<h2 id="subject-${message.id}">${escapeHtml(message.subject || '(no subject)')}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(message.to.join(', '))}</dd>
<dt>From</dt><dd>${escapeHtml(message.from)}</dd>
<dt>Received</dt><dd><time datetime="${message.receivedAt}">${escapeHtml(new Date(message.receivedAt).toUTCString())}</time></dd>
</dl>
<details>
<summary>Plain text</summary>
<pre>${escapeHtml(message.text)}</pre>
</details>
${html}
${attachments}
</article>
</li>`;
}

/** The catcher's one page: every message kept, newest first, readable with a screen reader and without scripts. */
export function renderCatcherPage(messages: CaughtMessage[]): string {
  const list = messages.length
    ? `<ol reversed>\n${messages.map(messageItem).join('\n')}\n</ol>`
    : '<p>No e-mail yet. File an appeal or book a meeting on the portal, then reload this page.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mail catcher (${messages.length}) - Assessor portal</title>
<style>
  body { font-family: system-ui, sans-serif; line-height: 1.5; margin: 0; color: #1b1b1b; }
  main { max-width: 50rem; margin: 0 auto; padding: 2rem 1rem; }
  a { color: #005ea2; }
  a:focus, button:focus, summary:focus { outline: 0.25rem solid #2491ff; outline-offset: 0.125rem; }
  ol { padding-left: 1.5rem; }
  article { border-top: 1px solid #a9aeb1; padding: 0.5rem 0 1rem; }
  h2 { font-size: 1.25rem; margin: 0.5rem 0; }
  h3 { font-size: 1rem; margin: 0.75rem 0 0.25rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; margin: 0; }
  dt { font-weight: 700; }
  dd { margin: 0; }
  pre { white-space: pre-wrap; background: #f0f0f0; padding: 0.75rem; }
  button { font: inherit; padding: 0.4rem 1rem; }
</style>
</head>
<body>
<main>
<h1>Mail catcher</h1>
<p>E-mails the portal sent while running on this computer. Nothing here reached a real mailbox. Newest first; reload the page to see new ones. The same list is at <a href="/messages">/messages</a> as JSON.</p>
<form method="post" action="/messages/delete"><button type="submit">Delete all messages</button></form>
${list}
</main>
</body>
</html>
`;
}
