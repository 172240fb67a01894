// What a county's home page costs in the browser, federated and as one bundle (npm run bench).
// 1. With --build: the median cold build time of all apps (npm run build, --runs times), then the
//    monolith (npm run build:monolith: the same site as one ordinary bundle, no Module Federation).
// 2. Serves the site once (fresh data dir) and prints the bytes the federated home page loads (raw,
//    gzip, and as served), split by what they are. --journey goes on from the home page as a filer
//    does (search, property page, appeal start, the filer details form) and counts every byte on the way.
// 3. Federated against monolith (when shell/dist-monolith exists): --loads cold loads of each (default
//    5; a new browser context each) under a mobile profile (CPU 4x slower, Lighthouse's slow 4G,
//    390x844): from navigation to the first search results ('main' typed in the search box, Enter,
//    the results list visible). Medians of bytes on the wire (as served), JavaScript bytes on the
//    wire, requests and time to first results, side by side, with the ratio federated / monolith.
// Usage: npm run build [&& npm run build:monolith] && node scripts/measure-home.mjs [--build] [--runs 3] [--loads 5] [--journey] [--files] [--no-compare]
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startSite, stopSite } from './lib/site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) || fallback : fallback);
const runs = option('--runs', 3);
const loads = option('--loads', 5);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (args.includes('--build')) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    for (const app of ['mfe-shared', 'shell', 'mfe-search', 'mfe-appeal', 'mfe-meeting', 'mfe-office']) rmSync(path.join(root, app, 'dist'), { recursive: true, force: true });
    rmSync(path.join(root, 'node_modules/.cache'), { recursive: true, force: true });
    const started = performance.now();
    execSync('npm run build', { cwd: root, stdio: 'ignore' });
    times.push((performance.now() - started) / 1000);
  }
  console.log(`cold build of all apps (npm run build): median ${median(times).toFixed(1)} s over ${runs} runs [${times.map((t) => t.toFixed(1)).join(', ')}]`);
  const started = performance.now();
  execSync('npm run build:monolith', { cwd: root, stdio: 'ignore' });
  console.log(`monolith (npm run build:monolith, not timed above): built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function category(pathname) {
  if (/react-dom|react_index_js|react_jsx-runtime|scheduler/.test(pathname)) return 'React + React DOM';
  if (/react-router/.test(pathname)) return 'react-router-dom';
  if (/mfe-shared_src|mitt|zod/.test(pathname)) return 'mfe-shared (+ zod, mitt)';
  if (/\/remoteEntry\.js$/.test(pathname) || /^\/shell\/main\./.test(pathname)) return 'MF runtime (host main + remote entry)';
  if (/^\/remotes\/mfe-search\//.test(pathname)) return 'search remote chunks + manifest';
  if (/\.css$|\.woff2?$/.test(pathname)) return 'styles + fonts (USWDS subset)';
  return 'shell (html, bootstrap, remotes.json, api, images)';
}

const TENANT = 'harbor-county';
const SEARCH_TERM = 'main';
const pages = { federated: `/${TENANT}/#/`, monolith: `/${TENANT}/monolith/#/` };
// Lighthouse's mobile profile: CPU 4x slower; slow 4G (150 ms round trip, 1.6 Mbps down, 750 Kbps up).
const CPU_SLOWDOWN = 4;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const VIEWPORT = { width: 390, height: 844 };

const dataDir = mkdtempSync(path.join(tmpdir(), 'measure-'));
const { server, origin } = await startSite(dataDir).catch((error) => {
  rmSync(dataDir, { recursive: true, force: true });
  throw error;
});

/** Bytes on the wire, JavaScript bytes on the wire, requests and time to first results of one cold load. */
async function coldLoad(browser, url, { throttled }) {
  const context = await browser.newContext({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
  try {
    // When the results list first appears (the clock is the page's own: 0 is navigation start).
    await context.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.querySelector('ul[aria-label^="Showing"]')) {
          window.__firstResultsAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    page.setDefaultTimeout(180_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (throttled) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    }
    const requests = new Map();
    let lastActivity = performance.now();
    const seen = (id) => {
      lastActivity = performance.now();
      return requests.get(id);
    };
    cdp.on('Network.requestWillBeSent', (event) => {
      lastActivity = performance.now();
      if (event.request.url.startsWith('data:')) return;
      requests.set(event.requestId, { url: event.request.url, type: event.type, bytes: 0, done: false });
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = seen(event.requestId);
      if (request) request.type = event.type;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = seen(event.requestId);
      if (request) Object.assign(request, { bytes: event.encodedDataLength, done: true });
    });
    cdp.on('Network.loadingFailed', (event) => {
      const request = seen(event.requestId);
      if (request) request.done = true;
    });

    await page.goto(new URL(url, origin).href, { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Search by address, owner name or parcel number' });
    await box.fill(SEARCH_TERM);
    await box.press('Enter');
    await page.getByRole('list', { name: /^Showing/ }).waitFor({ state: 'visible' });
    const ms = await page.evaluate(() => window.__firstResultsAt ?? performance.now());
    // Then what the page still loads for it: until nothing has moved on the network for a second.
    // Analytics beacons are left out: they leave on a timer, not for the page.
    const counted = () => [...requests.values()].filter((request) => request.type !== 'Ping');
    const until = performance.now() + 30_000;
    while (performance.now() < until && (counted().some((request) => !request.done) || performance.now() - lastActivity < 1000)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const finished = counted();
    return {
      bytes: finished.reduce((sum, request) => sum + request.bytes, 0),
      js: finished.filter((request) => request.type === 'Script').reduce((sum, request) => sum + request.bytes, 0),
      requests: finished.length,
      ms,
    };
  } finally {
    await context.close();
  }
}

try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const files = [];
    page.on('response', async (response) => {
      try {
        const body = await response.body();
        const sizes = await response.request().sizes();
        files.push({ pathname: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 6 }).length, served: sizes.responseBodySize });
      } catch {
        // A response without a body (a redirect, or one the page dropped) has nothing to count.
      }
    });
    await page.goto(`${origin}${pages.federated}`);
    await page.getByRole('heading', { level: 1, name: 'Search for your property' }).waitFor();
    await page.waitForLoadState('networkidle');
    if (args.includes('--journey')) {
      const box = page.getByRole('searchbox', { name: 'Search by address, owner name or parcel number' });
      await box.fill('HC-000016-A247'); // the demo's first fresh parcel (api/src/tools/demo/demo-showcase.ts), open to appeal
      await box.press('Enter');
      await page
        .getByRole('list', { name: /^Showing/ })
        .getByRole('link')
        .first()
        .click();
      await page.getByRole('button', { name: 'File an appeal' }).click();
      await page.getByRole('button', { name: 'Start my appeal' }).click();
      await page.getByLabel('Full name').waitFor();
      await page.waitForLoadState('networkidle');
    }
    await page.context().close();

    const totals = new Map();
    for (const file of files) {
      const key = category(file.pathname);
      const entry = totals.get(key) ?? { raw: 0, gzip: 0, served: 0, files: 0 };
      totals.set(key, { raw: entry.raw + file.raw, gzip: entry.gzip + file.gzip, served: entry.served + file.served, files: entry.files + 1 });
    }
    console.log(
      `\n${args.includes('--journey') ? 'home, results, property, appeal welcome and filer details' : 'home page'} of ${TENANT} (federated): ${files.length} responses; "as served" is the body as sent (compressed when the server compresses)`,
    );
    console.log('| part | files | raw | gzip | as served |\n|---|---|---|---|---|');
    const sum = { raw: 0, gzip: 0, served: 0 };
    for (const [key, value] of [...totals].sort((a, b) => b[1].raw - a[1].raw)) {
      console.log(`| ${key} | ${value.files} | ${kb(value.raw)} | ${kb(value.gzip)} | ${kb(value.served)} |`);
      for (const field of Object.keys(sum)) sum[field] += value[field];
    }
    console.log(`| total | ${files.length} | ${kb(sum.raw)} | ${kb(sum.gzip)} | ${kb(sum.served)} |`);
    if (args.includes('--files')) for (const f of files) console.log(`${f.pathname}\t${f.raw}\t${f.gzip}\t${f.served}`);
    // The languages' budget (5 KB as served): what the catalogues and Lingui add to an English visitor's JavaScript.
    const scripts = files.filter((file) => file.pathname.endsWith('.js'));
    const served = (list) => list.reduce((total, file) => total + file.served, 0);
    console.log(
      `JavaScript of the page for an English visitor: ${scripts.length} files, ${served(scripts)} B as served (${kb(served(scripts))}); Spanish catalogues among them: ${scripts.filter((file) => /-es\.[0-9a-f]+\.js$/.test(file.pathname)).length}`,
    );
    if (!args.includes('--journey')) {
      // The same page for a visitor who came from the county's Spanish pages (?lang=es): what Spanish costs on top.
      const spanish = await browser.newPage();
      const extra = [];
      spanish.on('response', async (response) => {
        try {
          if (/-es\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname))
            extra.push({ pathname: new URL(response.url()).pathname, served: (await response.request().sizes()).responseBodySize });
        } catch {
          // A response without a body (a redirect, or one the page dropped) has nothing to count.
        }
      });
      await spanish.goto(`${origin}${pages.federated}?lang=es`);
      await spanish.getByRole('heading', { level: 1, name: 'Busque su propiedad' }).waitFor();
      await spanish.waitForLoadState('networkidle');
      await spanish.close();
      console.log(
        `Spanish catalogues of the home page (?lang=es): ${extra.length} files, ${served(extra)} B as served [${extra.map((file) => `${file.pathname.split('/').pop()} ${file.served}`).join(', ')}]`,
      );
    }

    if (args.includes('--no-compare')) {
      // Only the table above.
    } else if (!existsSync(path.join(root, 'shell/dist-monolith/index.html'))) {
      console.log('\nfederated / monolith: skipped, the monolith is not built (npm run build:monolith, or npm run bench)');
    } else {
      // One load of each first, not counted: the server's first requests (and the check that both work).
      for (const url of Object.values(pages)) await coldLoad(browser, url, { throttled: false });
      const results = { federated: [], monolith: [] };
      // Alternated, so a slow moment of this shared machine falls on both alike.
      for (let load = 0; load < loads; load += 1) {
        for (const [name, url] of Object.entries(pages)) results[name].push(await coldLoad(browser, url, { throttled: true }));
      }
      console.log(
        `\nfederated (${pages.federated}) / monolith (${pages.monolith}): navigation to the first results of '${SEARCH_TERM}', ` +
          `median of ${loads} cold loads each; CPU ${CPU_SLOWDOWN}x slower, slow 4G (${SLOW_4G.latency} ms RTT, 1.6 Mbps down, 750 Kbps up), ${VIEWPORT.width}x${VIEWPORT.height}`,
      );
      const rows = [
        ['bytes on the wire', 'bytes', kb],
        ['JavaScript on the wire', 'js', kb],
        ['requests', 'requests', String],
        ['time to first results', 'ms', (ms) => `${(ms / 1000).toFixed(2)} s`],
      ];
      console.log('| measure | federated | monolith | federated / monolith |\n|---|---|---|---|');
      for (const [label, field, format] of rows) {
        const federated = median(results.federated.map((result) => result[field]));
        const monolith = median(results.monolith.map((result) => result[field]));
        console.log(`| ${label} | ${format(federated)} | ${format(monolith)} | ${(federated / monolith).toFixed(2)} |`);
      }
      console.log('each load (bytes, JavaScript bytes, requests, ms):');
      for (const [name, list] of Object.entries(results)) {
        console.log(`  ${name.padEnd(9)} ${list.map((result) => `${result.bytes}/${result.js}/${result.requests}/${Math.round(result.ms)}`).join('  ')}`);
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await stopSite(server);
  rmSync(dataDir, { recursive: true, force: true });
}
