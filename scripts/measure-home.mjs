// Prints the production bytes the browser loads for a county's home page (raw and gzip),
// split by what they are, and (with --build) the median cold build time of all apps.
// Usage: npm run build && node scripts/measure-home.mjs [--build] [--runs 3] [--journey] [--files]
// --journey goes on from the home page as a filer does (search, property page, appeal start, the filer
// details form) and counts every byte loaded on the way.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (args.includes('--build')) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    for (const app of ['mfe-shared', 'shell', 'mfe-search', 'mfe-appeal', 'mfe-meeting']) rmSync(path.join(root, app, 'dist'), { recursive: true, force: true });
    rmSync(path.join(root, 'node_modules/.cache'), { recursive: true, force: true });
    const started = performance.now();
    execSync('npm run build', { cwd: root, stdio: 'ignore' });
    times.push((performance.now() - started) / 1000);
  }
  console.log(`cold build of all apps (npm run build): median ${median(times).toFixed(1)} s over ${runs} runs [${times.map((t) => t.toFixed(1)).join(', ')}]`);
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

const port = 8190;
const dataDir = mkdtempSync(path.join(tmpdir(), 'measure-'));
const server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'api/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, COMPER_PORT: '0' },
  stdio: 'ignore',
});
try {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'] });
  const page = await browser.newPage();
  const files = [];
  page.on('response', async (response) => {
    try {
      const body = await response.body();
      files.push({ pathname: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
    } catch {}
  });
  await page.goto(`http://localhost:${port}/harbor-county/#/`);
  await page.getByRole('heading', { level: 1, name: 'Search for your property' }).waitFor();
  await page.waitForLoadState('networkidle');
  if (args.includes('--journey')) {
    const box = page.getByRole('searchbox', { name: 'Search by address, owner name or parcel number' });
    await box.fill('HC-000016-A247'); // the demo's first fresh parcel (api/src/demo/demo-showcase.ts), open to appeal
    await box.press('Enter');
    await page.getByRole('list', { name: /^Showing/ }).getByRole('link').first().click();
    await page.getByRole('button', { name: 'File an Appeal' }).click();
    await page.getByRole('button', { name: 'Start Appeal' }).click();
    await page.getByLabel('Full name').waitFor();
    await page.waitForLoadState('networkidle');
  }
  await browser.close();

  const totals = new Map();
  for (const file of files) {
    const key = category(file.pathname);
    const entry = totals.get(key) ?? { raw: 0, gzip: 0, files: 0 };
    totals.set(key, { raw: entry.raw + file.raw, gzip: entry.gzip + file.gzip, files: entry.files + 1 });
  }
  console.log(`\n${args.includes('--journey') ? 'home, results, property, appeal welcome and filer details' : 'home page'} of harbor-county: ${files.length} responses`);
  console.log('| part | files | raw | gzip |\n|---|---|---|---|');
  let raw = 0;
  let gzip = 0;
  for (const [key, value] of [...totals].sort((a, b) => b[1].raw - a[1].raw)) {
    console.log(`| ${key} | ${value.files} | ${kb(value.raw)} | ${kb(value.gzip)} |`);
    raw += value.raw;
    gzip += value.gzip;
  }
  console.log(`| total | ${files.length} | ${kb(raw)} | ${kb(gzip)} |`);
  if (args.includes('--files')) for (const f of files) console.log(`${f.pathname}\t${f.raw}\t${f.gzip}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
