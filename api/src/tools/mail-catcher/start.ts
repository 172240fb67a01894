import type { Environment } from '../../infrastructure/config/environment';
import type { MailCatcher } from './mail-catcher';

/**
 * `npm start` without SMTP_URL: the local mail catcher, on MAIL_CATCHER_SMTP_PORT (1025) and
 * MAIL_CATCHER_PORT (1080; its page and JSON API), listening on MAIL_CATCHER_HOST (127.0.0.1).
 * With SMTP_URL set, e-mail goes to that server and no catcher starts. The catcher's SMTP server and
 * parser are development tools (devDependencies): loaded only here, so a server installed without
 * them (npm install --omit=dev) starts as long as SMTP_URL is set.
 */
export async function startMailCatcherUnlessSmtp(
  config: Pick<Environment, 'SMTP_URL' | 'MAIL_CATCHER_SMTP_PORT' | 'MAIL_CATCHER_PORT' | 'MAIL_CATCHER_HOST'>,
): Promise<MailCatcher | null> {
  if (config.SMTP_URL) return null;
  const { startMailCatcher } = await import('./mail-catcher').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'MODULE_NOT_FOUND' && error.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    throw new Error('the development tools are not installed (npm install --omit=dev); set SMTP_URL to a mail server');
  });
  return startMailCatcher({
    smtpPort: config.MAIL_CATCHER_SMTP_PORT,
    httpPort: config.MAIL_CATCHER_PORT,
    host: config.MAIL_CATCHER_HOST,
  });
}
