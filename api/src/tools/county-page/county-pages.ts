import { escapeHtml } from '../../infrastructure/http/html-page';
import type { StyleChoice } from './county-styles';

export const DEMO_COUNTIES: Record<string, string> = { 'harbor-county': 'Harbor County', 'pine-county': 'Pine County' };

interface PageInput {
  portalOrigin: string;
  styles: StyleChoice;
  title: string;
  body: string;
  /** The loader, for pages that embed the portal with the script (not the iframe fallback). */
  loader?: boolean;
  /** The iframe fallback's height script. */
  frameScript?: boolean;
}

function page({ portalOrigin, styles, title, body, loader = false, frameScript = false }: PageInput): string {
  const q = `?styles=${styles}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${styles === 'none' ? '' : `<link rel="stylesheet" href="/county.css${q}">\n`}${loader ? `<script type="module" src="${escapeHtml(portalOrigin)}/embed.js"></script>\n` : ''}${frameScript ? '<script src="/frame-height.js" defer></script>\n' : ''}</head>
<body>
<header class="county-header">
<p class="county-name">${escapeHtml(title)}</p>
<nav aria-label="County"><a href="/${q}">Property taxes</a> <a href="/?county=pine-county&amp;styles=${styles}">Pine County</a> <a href="/two-counties${q}">Both counties</a> <a href="/iframe${q}">Iframe version</a></nav>
</header>
<main class="county-main">
${body}
</main>
<footer class="county-footer">
<p>This is a demo county web site on its own origin. The property portal above comes from ${escapeHtml(portalOrigin)} through one script tag.</p>
</footer>
</body>
</html>
`;
}

const intro = (county: string) => `<h1>Property taxes in ${escapeHtml(county)}</h1>
<p>Every parcel in the county is assessed each year. If you think your assessment is too high, find your property below: you can file an appeal or book a meeting with the assessor's office without leaving this page.</p>`;

/** The county's page with one portal, as the README's snippet puts it there. */
export function embedPage(portalOrigin: string, tenant: string, styles: StyleChoice): string {
  const county = DEMO_COUNTIES[tenant] ?? tenant;
  return page({
    portalOrigin,
    styles,
    title: `${county} - Official web site`,
    loader: true,
    body: `${intro(county)}
<h2>Find your property</h2>
<assessor-portal tenant="${escapeHtml(tenant)}"></assessor-portal>
<h2>Other services</h2>
<p>Pay your tax bill, register a business, or read the minutes of the last board meeting.</p>`,
  });
}

/** Two counties' portals side by side, each with its own state and its own parameter of the page's address. */
export function twoCountiesPage(portalOrigin: string, styles: StyleChoice): string {
  return page({
    portalOrigin,
    styles,
    title: 'Harbor and Pine Counties - Regional web site',
    loader: true,
    body: `<h1>Property taxes in the region</h1>
<div class="county-columns">
<section aria-labelledby="harbor-heading"><h2 id="harbor-heading">Harbor County</h2><assessor-portal tenant="harbor-county" url-param="harbor"></assessor-portal></section>
<section aria-labelledby="pine-heading"><h2 id="pine-heading">Pine County</h2><assessor-portal tenant="pine-county" url-param="pine"></assessor-portal></section>
</div>`,
  });
}

/** The iframe fallback: no third-party script on the page, only a frame and the height snippet. */
export function iframePage(portalOrigin: string, tenant: string, styles: StyleChoice): string {
  const county = DEMO_COUNTIES[tenant] ?? tenant;
  return page({
    portalOrigin,
    styles,
    title: `${county} - Official web site`,
    frameScript: true,
    body: `${intro(county)}
<h2>Find your property</h2>
<iframe class="county-portal-frame" data-assessor-portal title="${escapeHtml(county)} property portal" src="${escapeHtml(portalOrigin)}/${escapeHtml(tenant)}/frame"></iframe>`,
  });
}
