import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { COMPER_PORT, COUNTY_PAGE_PORT, DATA_DIR, DEPLOY_DIR, MAIL_PORT, MAIL_SMTP_PORT, PORT, ROOT, WORK_DIR } from './support/paths';

// Debian's Chromium where it exists (this machine cannot download Playwright's); otherwise Playwright's own.
const debianChromium = '/usr/bin/chromium';
const launchOptions = existsSync(debianChromium)
  ? {
      executablePath: debianChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    }
  : {};

export default defineConfig({
  testDir: './tests',
  // Beside the run's work folder, so runs with their own E2E_WORK keep their own traces.
  outputDir: `${WORK_DIR}-results`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // A failed test runs once more with a trace recorded (recording one for every test costs about a
  // quarter of the suite's time), and the run still fails: a test that passes only on its retry is
  // reported flaky and fails the run, so no retry ever hides a failure.
  retries: 1,
  failOnFlakyTests: true,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'on-first-retry',
    launchOptions,
  },
  projects: [
    { name: 'chromium', testIgnore: /independent-deploy|version-skew|office-console/, use: { ...devices['Desktop Chrome'], launchOptions } },
    // The county console switches a county's services and replaces its roll: after the main suite
    // (beside the redeploy, which touches neither Pine County nor the office desk).
    { name: 'console', testMatch: /office-console/, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'], launchOptions } },
    // Swap a deployed remote, so they run alone after everything else.
    { name: 'redeploy', testMatch: /independent-deploy/, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'], launchOptions } },
    // Also swaps the appeal remote (and puts it back), so after the redeploy test, never beside it.
    { name: 'skew', testMatch: /version-skew/, dependencies: ['redeploy'], use: { ...devices['Desktop Chrome'], launchOptions } },
  ],
  webServer: {
    // Deploys the built apps to a scratch folder (the redeploy test swaps one remote there)
    // and serves them from the real API on a fresh embedded database.
    command: `node e2e/support/deploy-local.mjs && npx tsx api/src/main.ts`,
    cwd: ROOT,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR,
      DIST_ROOT: DEPLOY_DIR,
      COMPER_PORT: String(COMPER_PORT),
      // The demo county page the embed specs open (its origin is the one the demo counties allow).
      COUNTY_PAGE_PORT: String(COUNTY_PAGE_PORT),
      MAIL_CATCHER_PORT: String(MAIL_PORT),
      MAIL_CATCHER_SMTP_PORT: String(MAIL_SMTP_PORT),
      // Enough parcels for several pages of results, few enough for a quick start.
      PARCELS: '2000',
      // The specs file dozens of appeals a day from a few addresses that confirm in no set order; the
      // daily limit of an unconfirmed address has its own API test (api/test/unconfirmed-mail.test.ts).
      LIMIT_UNCONFIRMED_EMAILS_PER_DAY: '1000',
      // All specs file and answer from one address (localhost), well past a visitor's share in ten
      // minutes; the limits themselves have their API tests (api/test/anonymous-limits.test.ts).
      LIMIT_APPEALS_PER_ADDRESS: '600/10m',
      LIMIT_APPEAL_ANSWERS_PER_ADDRESS: '300/10m',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
