import type { MailCatcher } from './mail-catcher';

export const DEFAULT_CATCHER_SMTP_PORT = 1025;
export const DEFAULT_CATCHER_WEB_PORT = 1080;

function port(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) throw new Error(`${name} must be a port number from 0 to 65535, not "${value}".`);
  return parsed;
}

/**
 * `npm start` without SMTP_URL: the local mail catcher, on MAIL_CATCHER_SMTP_PORT (1025) and
 * MAIL_CATCHER_PORT (1080; its page and JSON API), listening on MAIL_CATCHER_HOST (127.0.0.1).
 * With SMTP_URL set, e-mail goes to that server and no catcher starts. The catcher's SMTP server and
 * parser are development tools (devDependencies): loaded only here, so a server installed without
 * them (npm install --omit=dev) starts as long as SMTP_URL is set.
 */
export async function startMailCatcherFromEnv(env: NodeJS.ProcessEnv): Promise<MailCatcher | null> {
  if (env.SMTP_URL) return null;
  const { startMailCatcher } = await import('./mail-catcher').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'MODULE_NOT_FOUND' && error.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error('the development tools are not installed (npm install --omit=dev); set SMTP_URL to a mail server');
  });
  return startMailCatcher({
    smtpPort: port(env.MAIL_CATCHER_SMTP_PORT, DEFAULT_CATCHER_SMTP_PORT, 'MAIL_CATCHER_SMTP_PORT'),
    httpPort: port(env.MAIL_CATCHER_PORT, DEFAULT_CATCHER_WEB_PORT, 'MAIL_CATCHER_PORT'),
    host: env.MAIL_CATCHER_HOST || '127.0.0.1',
  });
}
