// The local mail catcher on its own (npm run mail-catcher -w api): one catcher for several API
// processes (scripts/cluster/), which send to it with SMTP_URL. MAIL_CATCHER_SMTP_PORT (1025),
// MAIL_CATCHER_PORT (1080), MAIL_CATCHER_HOST (127.0.0.1); 0: any free port. Started by a parent
// with an IPC channel, it sends { smtpUrl, webUrl } once listening.
import { environmentOrExit } from '../../infrastructure/config/environment';
import { startMailCatcherUnlessSmtp } from './start';

async function main(): Promise<void> {
  const { SMTP_URL: _ignored, ...env } = process.env;
  const catcher = await startMailCatcherUnlessSmtp(environmentOrExit(env));
  if (!catcher) throw new Error('the mail catcher did not start');
  console.log(`Mail catcher: e-mails are at ${catcher.webUrl} (SMTP on port ${catcher.smtpPort})`);
  process.send?.({ smtpUrl: catcher.smtpUrl, webUrl: catcher.webUrl });
  const close = () => void catcher.close().then(() => process.exit(0));
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  // Started by a parent that went away: nobody sends here any more.
  process.on('disconnect', close);
}

main().catch((error) => {
  console.error(`The mail catcher could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
