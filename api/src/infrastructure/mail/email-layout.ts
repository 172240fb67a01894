import type { Language } from 'mfe-shared/domain';
import { escapeHtml } from '../http/html-page';
import { say } from '../i18n/local-text';
import { formatPhone } from '../i18n/format';

/** The county as its e-mails sign them (general.display_name in the reader's language, general.phone_number, general.email). */
export interface Office {
  name: string;
  phone: string;
  email: string;
}

export interface EmailContent {
  /** The first line: `Dear {name},`. */
  greeting: string;
  /** Paragraphs before the facts. */
  lead: string[];
  /** Label/value pairs (reference, parcel, time ...), shown as a table in HTML. */
  facts: Array<[string, string]>;
  /** Paragraphs after the facts. */
  after: string[];
  /** The status link: its text, the address, and a line about it. */
  link?: { label: string; url: string; note: string };
  /** Several such links, one after another, after `link` (the status links of an address's appeals and meetings). */
  links?: Array<{ label: string; url: string; note: string }>;
}

/**
 * Every portal e-mail in two parts with the same words: plain text, and simple HTML (no images, no
 * remote styles, one column, real headings and a table of facts) that reads the same in any client,
 * with a screen reader, or with images off. Signed with the county's name, phone and e-mail. In the
 * reader's `language`: the words given, the signature's, and the HTML's lang.
 */
export function renderEmail(office: Office, subject: string, content: EmailContent, language: Language = 'en'): { text: string; html: string } {
  const width = Math.max(...content.facts.map(([label]) => label.length), 0) + 2;
  const contact = [
    office.phone && say(language, 'api.email.phone', { phone: formatPhone(office.phone) }),
    office.email && say(language, 'api.email.email', { email: office.email }),
  ].filter(Boolean) as string[];
  const text = [
    content.greeting,
    '',
    ...content.lead.flatMap((paragraph) => [paragraph, '']),
    ...content.facts.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    ...(content.facts.length ? [''] : []),
    ...content.after.flatMap((paragraph) => [paragraph, '']),
    ...[content.link, ...(content.links ?? [])].flatMap((link) => (link ? [`${link.label}:`, link.url, link.note, ''] : [])),
    office.name,
    ...contact,
    '',
  ].join('\n');

  const p = (paragraph: string) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`;
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#ffffff;color:#1b1b1b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 8px;color:#454545">${escapeHtml(office.name)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(subject)}</h1>
${p(content.greeting)}
${content.lead.map(p).join('\n')}
${
  content.facts.length
    ? `<table style="border-collapse:collapse;margin:0 0 16px">
${content.facts.map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>`
    : ''
}
${content.after.map(p).join('\n')}
${[content.link, ...(content.links ?? [])]
  .map((link) =>
    link
      ? `<p style="margin:0 0 8px"><a href="${escapeHtml(link.url)}" style="color:#005ea2;font-weight:bold">${escapeHtml(link.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#454545">${escapeHtml(link.note)}</p>`
      : '',
  )
  .join('\n')}
<h2 style="font-size:16px;margin:24px 0 4px">${escapeHtml(office.name)}</h2>
${contact.map((line) => `<p style="margin:0">${escapeHtml(line)}</p>`).join('\n')}
</div>
</body>
</html>
`;
  return { text, html };
}
