// Lighthouse (its default mobile profile: a mid-range phone, CPU slowed 4x, slow 4G simulated) on
// three pages of harbor-county, served as in production by api/src/main.ts on a fresh data dir:
// the home page, a results page and a property page, several runs each (a cold cache every run),
// then a table of the medians of each figure.
// Usage: npm run bench:lighthouse [-- --runs 3] [-- --build] [-- --save <folder>]
//   --build  runs `npm run build` first (otherwise the built apps must be there)
//   --save   writes every run's Lighthouse report (JSON) to <folder>
// CHROME_PATH picks the browser (default: Debian's /usr/bin/chromium).
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startSite, stopSite } from './lib/site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs')) || 3;
const saveDir = option('--save');
const tenant = 'harbor-county';
const chromePath = CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS];

if (args.includes('--build')) execSync('npm run build', { cwd: root, stdio: 'inherit' });
if (!existsSync(path.join(root, 'shell/dist/index.html'))) {
  console.error('The site is not built: run npm run build first (or npm run bench:lighthouse -- --build).');
  process.exit(1);
}
if (!existsSync(chromePath)) {
  console.error(`No browser at ${chromePath}: install Chromium (apt-get install chromium) or set CHROME_PATH.`);
  process.exit(1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lighthouse-'));
let site;
let chrome;
try {
  site = await startSite(dataDir);
  const { origin } = site;
  // A real parcel of the demo data, for the property page.
  const search = await (await fetch(`${origin}/${tenant}/api/prc/search?q=HC-0000&page=1&size=1`)).json();
  const parcelId = search.results?.[0]?.id;
  if (!parcelId) throw new Error(`the search for HC-0000 found no parcel: ${JSON.stringify(search)}`);
  const pages = [
    ['home', `${origin}/${tenant}/#/`],
    ['results', `${origin}/${tenant}/#/search/main/1`],
    ['property', `${origin}/${tenant}/#/property/${encodeURIComponent(parcelId)}`],
  ];
  // Warm the server (its first requests read files and plan queries); Lighthouse then starts cold each run.
  for (const [, url] of pages) await (await fetch(url.replace('/#/', '/'))).arrayBuffer();
  await (await fetch(`${origin}/${tenant}/api/prc/search?q=main&page=1&size=10`)).arrayBuffer();

  chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const rows = [];
  let version = '';
  for (const [name, url] of pages) {
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      version = lhr.lighthouseVersion;
      if (lhr.runtimeError) throw new Error(`${name} run ${run}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const audit = (id) => lhr.audits[id].numericValue;
      const result = {
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        fcp: audit('first-contentful-paint'),
      };
      results.push(result);
      if (saveDir) writeFileSync(path.join(saveDir, `${name}-${run}.json`), JSON.stringify(lhr));
      console.error(
        `${name} run ${run}/${runs}: performance ${result.performance}, accessibility ${result.accessibility}, LCP ${(result.lcp / 1000).toFixed(2)} s, TBT ${Math.round(result.tbt)} ms`,
      );
    }
    const of = (key) => median(results.map((result) => result[key]));
    rows.push({
      name,
      url: url.slice(origin.length),
      performance: of('performance'),
      accessibility: of('accessibility'),
      lcp: of('lcp'),
      tbt: of('tbt'),
      cls: of('cls'),
      fcp: of('fcp'),
    });
  }

  console.log(`\nLighthouse ${version}, mobile profile (simulated slow 4G, CPU 4x), ${tenant}, median of ${runs} runs each`);
  console.log('| page | performance | accessibility | LCP | TBT | CLS | FCP |\n|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.name} \`${row.url}\` | ${row.performance} | ${row.accessibility} | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${(row.fcp / 1000).toFixed(2)} s |`,
    );
  }
} finally {
  await chrome?.kill();
  if (site) await stopSite(site.server);
  rmSync(dataDir, { recursive: true, force: true });
}
