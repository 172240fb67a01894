import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { DEPLOY_DIR, ROOT as root } from '../support/paths';

const CDN_PORT = 8183;
const SITE_PORT = 8182;
const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

let cdn: Server;
let site: ChildProcess;
let dataDir: string;

// A plain static host on another origin stands in for the appeal team's CDN.
function startCdn(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const file = path.join(dir, path.normalize(new URL(request.url ?? '/', 'http://cdn').pathname));
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.statusCode = 404;
      return response.end();
    }
    response.setHeader('Content-Type', types[path.extname(file)] ?? 'application/octet-stream');
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(CDN_PORT, '127.0.0.1', () => resolve(server)));
}

test.beforeAll(async () => {
  // A second server migrates and seeds a fresh database first: slow on a busy machine.
  test.setTimeout(150_000);
  cdn = await startCdn(path.join(DEPLOY_DIR, 'mfe-appeal/dist'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-cdn-'));
  site = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(SITE_PORT),
      DATA_DIR: dataDir,
      DIST_ROOT: DEPLOY_DIR,
      PARCELS: '50',
      COMPER_PORT: '0',
      COUNTY_PAGE_PORT: '0',
      MFE_APPEAL_URL: `http://127.0.0.1:${CDN_PORT}/mf-manifest.json`,
    },
    stdio: 'ignore',
  });
  await expect.poll(async () => (await fetch(`http://localhost:${SITE_PORT}/remotes.json`).catch(() => null))?.status, { timeout: 140_000 }).toBe(200);
});

test.afterAll(async () => {
  site?.kill('SIGTERM');
  await new Promise((resolve) => cdn?.close(resolve));
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
});

test('a remote hosted on another origin is loaded from there by the running site', async ({ page }) => {
  test.setTimeout(90_000);
  const cdnRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://127.0.0.1:${CDN_PORT}/`)) cdnRequests.push(new URL(request.url()).pathname);
  });
  await page.goto(`http://localhost:${SITE_PORT}/harbor-county/#/appeal`);
  await expect(page.getByRole('heading', { level: 1, name: 'Filing an appeal' })).toBeVisible();
  expect(cdnRequests).toContain('/mf-manifest.json');
  expect(cdnRequests.some((p) => /__federation_expose_routes\./.test(p))).toBe(true);

  // The search area still comes from the site's own origin.
  await page.goto(`http://localhost:${SITE_PORT}/harbor-county/#/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
});
