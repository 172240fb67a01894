import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

import { HARBOR } from '../support/demo-parcels';
import { DEPLOY_DIR as deploy, ROOT as root } from '../support/paths';

// A team ships one remote built against a newer mfe-shared while the deployed shell (and the other
// remotes) keep the release they were built with (docs/architecture.md, "Versions and the deploy order").
// The newer release is made here as its team would: a copy of mfe-shared with one export added and its
// version raised, and a copy of mfe-appeal that uses the new export, built alone and deployed.
const scratch = path.join(root, '.e2e-skew');
const deployedAppeal = path.join(deploy, 'mfe-appeal/dist');
const keptAppeal = path.join(scratch, 'deployed-appeal');
const currentVersion: string = JSON.parse(readFileSync(path.join(root, 'mfe-shared/package.json'), 'utf8')).version;
const [major, minor] = currentVersion.split('.').map(Number);

function edit(file: string, from: string, to: string) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${path.relative(scratch, file)} no longer contains ${JSON.stringify(from)}: update version-skew.spec.ts`);
  writeFileSync(file, text.replace(from, to));
}

/** Builds mfe-appeal against a copy of mfe-shared at `version`, with a new library export the appeal area shows. */
function buildAppealAgainst(version: string, appealRange: string): string {
  rmSync(path.join(scratch, 'mfe-shared'), { recursive: true, force: true });
  rmSync(path.join(scratch, 'mfe-appeal'), { recursive: true, force: true });
  for (const app of ['mfe-shared', 'mfe-appeal']) {
    cpSync(path.join(root, app), path.join(scratch, app), { recursive: true, filter: (source) => !/[\\/](dist|node_modules)$/.test(source) });
  }
  // The copies resolve 'mfe-shared' to the copy (scratch/node_modules) and everything else from the root.
  mkdirSync(path.join(scratch, 'node_modules'), { recursive: true });
  rmSync(path.join(scratch, 'node_modules/mfe-shared'), { force: true });
  symlinkSync(path.join(scratch, 'mfe-shared'), path.join(scratch, 'node_modules/mfe-shared'));
  writeFileSync(path.join(scratch, 'rspack.config.base.ts'), "export * from '../rspack.config.base';\n");

  const shared = path.join(scratch, 'mfe-shared');
  edit(path.join(shared, 'package.json'), `"version": "${currentVersion}"`, `"version": "${version}"`);
  writeFileSync(path.join(shared, 'src/format/release-mark.ts'), `export const releaseMark = (): string => 'Built with mfe-shared ${version}';\n`);
  writeFileSync(path.join(shared, 'src/format/index.ts'), `${readFileSync(path.join(shared, 'src/format/index.ts'), 'utf8')}export { releaseMark } from './release-mark';\n`);
  writeFileSync(path.join(shared, 'src/index.ts'), `${readFileSync(path.join(shared, 'src/index.ts'), 'utf8')}export const SINGLETON_RELEASE = '${version}';\n`);

  const appeal = path.join(scratch, 'mfe-appeal');
  edit(path.join(appeal, 'package.json'), /"mfe-shared": "[^"]+"/.exec(readFileSync(path.join(appeal, 'package.json'), 'utf8'))![0], `"mfe-shared": "${appealRange}"`);
  // The exposed routes are wrapped, so the area shows which release of the library it runs.
  writeFileSync(
    path.join(appeal, 'src/routes-with-mark.tsx'),
    "import { releaseMark } from 'mfe-shared/format';\nimport Routes from './routes';\n\n" +
      'export default function MarkedRoutes() {\n  return (\n    <>\n      <p data-testid="release-mark">{releaseMark()}</p>\n      <Routes />\n    </>\n  );\n}\n',
  );
  edit(path.join(appeal, 'rspack.config.ts'), "'./src/routes.tsx'", "'./src/routes-with-mark.tsx'");
  execFileSync(process.execPath, [path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.ts'], {
    cwd: appeal,
    stdio: 'pipe',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return path.join(appeal, 'dist');
}

function deployAppeal(dist: string) {
  rmSync(deployedAppeal, { recursive: true, force: true });
  cpSync(dist, deployedAppeal, { recursive: true });
}

/** Search, property page, appeal start: the path a visitor takes into the redeployed area. */
async function openAppealFromSearch(page: Page) {
  const parcelId = HARBOR.fresh[0];
  await page.goto('/harbor-county/#/');
  const box = page.getByRole('searchbox', { name: 'Search by address, owner name or parcel number' });
  await box.fill(parcelId);
  await box.press('Enter');
  await page
    .getByRole('list', { name: /^Showing/ })
    .getByRole('listitem')
    .filter({ hasText: parcelId })
    .getByRole('link')
    .first()
    .click();
  await page.getByRole('button', { name: 'File an appeal' }).click();
}

test.beforeAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  cpSync(deployedAppeal, keptAppeal, { recursive: true });
});

test.afterAll(() => {
  deployAppeal(keptAppeal);
  rmSync(scratch, { recursive: true, force: true });
});

test(`a remote built against mfe-shared ${major}.${minor + 1}.0 works under the shell deployed with ${currentVersion}`, async ({ page }) => {
  test.setTimeout(180_000);
  const newer = `${major}.${minor + 1}.0`;
  deployAppeal(buildAppealAgainst(newer, `^${major}.0.0`));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const appealFiles: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url()).pathname;
    if (url.startsWith('/remotes/mfe-appeal/')) appealFiles.push(url);
  });

  await openAppealFromSearch(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Filing an appeal' })).toBeVisible();
  await expect(page.getByTestId('release-mark')).toHaveText(`Built with mfe-shared ${newer}`);
  await page.getByRole('button', { name: 'Start my appeal' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Filing an appeal');
  await expect(page.getByText('Sorry, this part of the site is not available')).toHaveCount(0);
  // The library the shell provides is older than the remote needs, so the remote brought its own copy.
  expect(appealFiles.some((file) => /mfe-shared_src_format_index_ts/.test(file))).toBe(true);
  expect(errors).toEqual([]);
});

test(`a remote built against mfe-shared ${major + 1}.0.0 fails into its area's fallback; the rest of the site works`, async ({ page }) => {
  test.setTimeout(180_000);
  const next = `${major + 1}.0.0`;
  deployAppeal(buildAppealAgainst(next, `^${next}`));
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await openAppealFromSearch(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry, this part of the site is not available' })).toBeVisible();
  await expect(page.getByTestId('release-mark')).toHaveCount(0);
  // Loud and early: the federation runtime names the version, not a TypeError deep in a render.
  expect(consoleErrors.join('\n')).toMatch(/mfe-shared/);
  expect(consoleErrors.join('\n')).not.toMatch(/TypeError/);

  await page.goto('/harbor-county/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'Search for your property' })).toBeVisible();
  await page.goto('/harbor-county/#/meeting/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Not found', exact: true })).toBeVisible();
});
