import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

import { DEPLOY_DIR as deploy, ROOT as root } from '../support/paths';

// Inside the repository, so the copy resolves react, mfe-shared ... from the root node_modules.
const scratch = path.join(root, '.e2e-redeploy');

/** A fingerprint of every file a deployed app serves. */
function fingerprint(app: string): string {
  const dir = path.join(deploy, app, 'dist');
  const hash = createHash('sha256');
  for (const file of readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, file);
    try {
      hash.update(file).update(readFileSync(full));
    } catch {
      // a directory
    }
  }
  return hash.digest('hex');
}

/** Builds a changed copy of mfe-appeal alone, the way its team's pipeline would. */
function buildChangedAppeal(newTitle: string): string {
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  cpSync(path.join(root, 'mfe-appeal'), path.join(scratch, 'mfe-appeal'), {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
  });
  writeFileSync(path.join(scratch, 'rspack.config.base.ts'), "export * from '../rspack.config.base';\n");
  // The team's change: a new wording of the first step's title, in its English catalogue.
  const texts = path.join(scratch, 'mfe-appeal/src/locales/en/wizard.json');
  writeFileSync(texts, readFileSync(texts, 'utf8').replace('"appeal.step.welcome": "Filing an appeal"', `"appeal.step.welcome": ${JSON.stringify(newTitle)}`));
  execFileSync(process.execPath, [path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.ts'], {
    cwd: path.join(scratch, 'mfe-appeal'),
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return path.join(scratch, 'mfe-appeal/dist');
}

test.afterAll(() => rmSync(scratch, { recursive: true, force: true }));

test('rebuilding and redeploying only the appeal remote changes the live site', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/harbor-county/#/appeal');
  await expect(page.getByRole('heading', { level: 1, name: 'Filing an appeal' })).toBeVisible();
  const shellBefore = fingerprint('shell');
  const searchBefore = fingerprint('mfe-search');
  const meetingBefore = fingerprint('mfe-meeting');
  const shellScript = await page.locator('script[src*="/shell/main."]').getAttribute('src');

  const newTitle = 'Filing an appeal (new release)';
  const built = buildChangedAppeal(newTitle);
  // Deploy = replace the remote's files where the site serves them; the server keeps running.
  rmSync(path.join(deploy, 'mfe-appeal/dist'), { recursive: true, force: true });
  cpSync(built, path.join(deploy, 'mfe-appeal/dist'), { recursive: true });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(page.locator('script[src*="/shell/main."]')).toHaveAttribute('src', shellScript ?? '');
  expect(fingerprint('shell')).toBe(shellBefore);
  expect(fingerprint('mfe-search')).toBe(searchBefore);
  expect(fingerprint('mfe-meeting')).toBe(meetingBefore);

  // The other areas still work with the new appeal remote beside them.
  await page.goto('/harbor-county/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
  // The meeting steps need a selected parcel; the remote's own not-found page shows it loads.
  await page.goto('/harbor-county/#/meeting/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found', exact: true })).toBeVisible();
});
