// What the embed costs a county's page (README, "The embed"): the loader's size as served,
// and every byte a first visit transfers until the portal shows its search screen, from the demo
// county page on its own origin (a new browser context: nothing cached), split by what it is.
// Usage: npm run build && node scripts/measure-embed.mjs
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startSite, stopSite } from './lib/site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const loader = path.join(root, 'shell/dist-embed/embed.js');
if (!existsSync(loader)) throw new Error('The embed is not built: run npm run build first.');
for (const [label, file] of [
  ['raw', loader],
  ['gzip', `${loader}.gz`],
  ['brotli', `${loader}.br`],
]) {
  if (existsSync(file)) console.log(`loader /embed.js ${label}: ${kb(statSync(file).size)} (${statSync(file).size} bytes)`);
}

/** A port nobody listens on now, for the demo county page (its origin is the one the demo counties allow). */
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

function category(url, portal) {
  const { origin, pathname } = new URL(url);
  if (origin !== portal) return 'the county page itself (html, css)';
  if (pathname === '/embed.js') return 'loader (/embed.js)';
  if (/\/api\/|^\/remotes\.json$/.test(pathname)) return 'data (settings, me, remotes.json)';
  if (/\.woff2$/.test(pathname)) return 'fonts';
  if (/^\/embed\/(react|router)\./.test(pathname)) return 'React + router';
  if (/^\/embed\/mfe-shared_src_ui/.test(pathname)) return 'mfe-shared/ui';
  if (/^\/embed\/mfe-shared/.test(pathname)) return 'mfe-shared';
  if (/^\/embed\/embed-bootstrap\./.test(pathname)) return "host start-up + the portal's styles (CSS text)";
  if (/^\/embed\/host\.js$/.test(pathname)) return 'host entry (federation runtime)';
  if (/^\/embed\//.test(pathname)) return `host (${pathname})`;
  if (/^\/remotes\/mfe-search\//.test(pathname)) return 'search remote (manifest, entry, routes)';
  return `other (${pathname})`;
}

const countyPort = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'measure-embed-'));
const { server, origin } = await startSite(dataDir, undefined, { COUNTY_PAGE_PORT: String(countyPort) });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (event) => requests.set(event.requestId, { url: event.request.url, bytes: 0 }));
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.bytes = event.encodedDataLength;
  });
  const started = performance.now();
  await page.goto(`http://localhost:${countyPort}/`);
  const portal = page.locator('assessor-portal');
  await portal.getByRole('heading', { level: 1, name: 'Search for your property' }).waitFor();
  await page.evaluate(() => document.fonts.ready);
  const shownMs = performance.now() - started;
  await page.waitForLoadState('networkidle');

  const totals = new Map();
  for (const { url, bytes } of requests.values()) {
    if (url.startsWith('data:')) continue;
    const name = category(url, origin);
    const total = totals.get(name) ?? { bytes: 0, requests: 0 };
    totals.set(name, { bytes: total.bytes + bytes, requests: total.requests + 1 });
  }
  const portalBytes = [...totals].filter(([name]) => !name.startsWith('the county page')).reduce((sum, [, t]) => sum + t.bytes, 0);
  const portalRequests = [...totals].filter(([name]) => !name.startsWith('the county page')).reduce((sum, [, t]) => sum + t.requests, 0);
  console.log(`\nthe demo county page (http://localhost:${countyPort}/) until the portal's search screen, cold, unthrottled (${shownMs.toFixed(0)} ms here):`);
  for (const [name, { bytes, requests: count }] of [...totals].sort((a, b) => b[1].bytes - a[1].bytes))
    console.log(`  ${name.padEnd(46)} ${kb(bytes).padStart(10)}  ${count} request${count === 1 ? '' : 's'}`);
  console.log(`  ${'the embed, in all (every byte from the portal)'.padEnd(46)} ${kb(portalBytes).padStart(10)}  ${portalRequests} requests`);
} finally {
  await browser.close();
  await stopSite(server);
  rmSync(dataDir, { recursive: true, force: true });
}
