import path from 'node:path';

/** The repository root. */
export const ROOT = path.resolve(__dirname, '../..');
/**
 * Scratch space of one end-to-end run: its database and its deployed apps. E2E_WORK lets two runs
 * (each with its own E2E_PORT) go side by side, e.g. `E2E_PORT=8291 E2E_WORK=e2e/.work-a`.
 */
export const WORK_DIR = path.resolve(ROOT, process.env.E2E_WORK ?? 'e2e/.work');
export const DATA_DIR = path.join(WORK_DIR, 'data');
export const DEPLOY_DIR = path.join(WORK_DIR, 'deploy');
export const PORT = Number(process.env.E2E_PORT ?? 8181);
/** The demo comparables tool of this run's server. */
export const COMPER_PORT = Number(process.env.E2E_COMPER_PORT ?? PORT + 1000);
/** The local mail catcher of this run's server: its page and JSON API, and its SMTP port. */
export const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? PORT + 2000);
export const MAIL_SMTP_PORT = MAIL_PORT + 1;
/** The demo county web page of this run's server (api/src/county-page), which embeds the portal from another origin. */
export const COUNTY_PAGE_PORT = Number(process.env.E2E_COUNTY_PAGE_PORT ?? PORT + 3000);
