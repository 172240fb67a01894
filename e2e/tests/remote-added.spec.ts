import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { DEPLOY_DIR, PORT, ROOT as root, WORK_DIR } from '../support/paths';
import { recordRequests } from '../support/requests';
import { HARBOR_CLERK, isOfficeFile, signIn } from '../support/staff';

// The design card's promise: a new team adds its area to a running site, and nobody else ships
// anything. A site of its own is deployed with the shell and the three public remotes, its registry
// (REMOTES_FILE) listing those three; then the office team copies its build beside them and adds
// its entry. The shell's files never change, and the server is not restarted.
// Clear of the run's comparables tool (+1000), mail catcher (+2000) and county page (+3000): e2e/support/paths.ts.
const SITE_PORT = PORT + 4000;
const site = `http://localhost:${SITE_PORT}`;
const deploy = path.join(WORK_DIR, 'deploy-added');
const registryFile = path.join(deploy, 'remotes.json');

let server: ChildProcess;
let dataDir: string;

/** A fingerprint of every file a deployed app serves. */
function fingerprint(app: string): string {
  const dir = path.join(deploy, app, 'dist');
  const hash = createHash('sha256');
  for (const file of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
    try {
      hash.update(file).update(readFileSync(path.join(dir, file)));
    } catch {
      // a directory
    }
  }
  return hash.digest('hex');
}

test.beforeAll(async ({ request }) => {
  // A second server migrates and seeds a fresh database first: slow on a busy machine.
  test.setTimeout(150_000);
  rmSync(deploy, { recursive: true, force: true });
  for (const app of ['shell', 'mfe-search', 'mfe-appeal', 'mfe-meeting']) cpSync(path.join(DEPLOY_DIR, app, 'dist'), path.join(deploy, app, 'dist'), { recursive: true });
  // The registry as this repository deploys it, before the office team's first release.
  const { 'mfe-office': office, ...others } = await (await request.get('/remotes.json')).json();
  expect(office).toBeDefined();
  writeFileSync(registryFile, JSON.stringify(others, null, 2));

  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-added-'));
  server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(SITE_PORT),
      DATA_DIR: dataDir,
      DIST_ROOT: deploy,
      REMOTES_FILE: registryFile,
      PARCELS: '50',
      COMPER_PORT: '0',
      MAIL_CATCHER_PORT: '0',
      MAIL_CATCHER_SMTP_PORT: '0',
      COUNTY_PAGE_PORT: '0',
    },
    stdio: 'ignore',
  });
  await expect.poll(async () => (await fetch(`${site}/remotes.json`).catch(() => null))?.status, { timeout: 140_000 }).toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(deploy, { recursive: true, force: true });
});

test('the office desk is added to a running site by its build and its registry entry; the shell does not change', async ({ page }) => {
  test.setTimeout(90_000);
  const requests = recordRequests(page);
  await signIn(page, HARBOR_CLERK, site);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Audit trail' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Office desk' })).toHaveCount(0);
  await page.goto(`${site}/harbor-county/#/office`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  const shellBefore = fingerprint('shell');
  const shellScript = await page.locator('script[src*="/shell/main."]').getAttribute('src');
  expect(requests.filter(isOfficeFile)).toEqual([]);

  // The office team's deploy: its build where the site serves remotes, then its entry in the registry.
  cpSync(path.join(DEPLOY_DIR, 'mfe-office', 'dist'), path.join(deploy, 'mfe-office', 'dist'), { recursive: true });
  const registry = JSON.parse(readFileSync(registryFile, 'utf8'));
  registry['mfe-office'] = {
    entry: '/remotes/mfe-office/mf-manifest.json',
    path: '/office',
    enabledBy: ['office.enabled'],
    staffOnly: true,
    loading: 'Loading the office desk',
    staffLink: 'Office desk',
  };
  writeFileSync(registryFile, JSON.stringify(registry, null, 2));

  await page.reload();
  await banner.getByRole('link', { name: 'Office desk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appeals' })).toBeVisible();
  expect(requests).toContain('/remotes/mfe-office/mf-manifest.json');

  // Nothing of the shell changed: same files, same script on the page.
  expect(fingerprint('shell')).toBe(shellBefore);
  await expect(page.locator('script[src*="/shell/main."]')).toHaveAttribute('src', shellScript ?? '');
});
