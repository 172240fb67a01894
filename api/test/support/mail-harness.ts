import type { Database } from '../../src/infrastructure/db/client';
import { startMailCatcher, type MailCatcher } from '../../src/tools/mail-catcher/mail-catcher';
import { emailComposer } from '../../src/capabilities/emails/compose-email';
import { smtpSender } from '../../src/infrastructure/mail/smtp-sender';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from '../../src/capabilities/outbox/outbox-worker';
import type { TokenSigner } from '../../src/infrastructure/tokens/signed-token';

/** Where the e-mails' links start in the e-mail tests. */
export const MAIL_PUBLIC_URL = 'https://portal.example';

export interface MailHarness {
  catcher: MailCatcher;
  worker: OutboxWorker;
  /** What the worker logged, a line each: the tests check it holds nothing personal. */
  logged: string[];
  /** Runs the outbox until nothing is due; a send that fails or is retried fails the test. */
  sendAll(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The e-mails end to end, as in the server: the outbox worker composes each e-mail and sends it over
 * real SMTP with nodemailer to the local mail catcher. `worker`: the worker's other options (its
 * clock, its batch size, the daily limit of an unconfirmed address).
 */
export async function startMailHarness(
  db: Database,
  tokens: TokenSigner,
  worker: Partial<Pick<OutboxWorkerOptions, 'clock' | 'batchSize' | 'unconfirmedPerDay'>> = {},
): Promise<MailHarness> {
  const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  const sender = smtpSender(catcher.smtpUrl);
  const logged: string[] = [];
  const log = (level: string) => (detail: Record<string, unknown>, message: string) => logged.push(`${level} ${message} ${JSON.stringify(detail)}`);
  const outboxWorker = createOutboxWorker({
    db,
    sender,
    compose: emailComposer({ db, tokens, publicUrl: MAIL_PUBLIC_URL, from: 'no-reply@portal.example' }),
    log: { info: log('info'), warn: log('warn'), error: log('error') },
    ...worker,
  });
  return {
    catcher,
    worker: outboxWorker,
    logged,
    async sendAll() {
      for (;;) {
        const run = await outboxWorker.runOnce();
        if (run.retried || run.failed) throw new Error(`outbox: ${JSON.stringify(run)} ${logged.join('\n')}`);
        if (run.sent + run.dropped === 0) return;
      }
    },
    async close() {
      await outboxWorker.stop();
      sender.close();
      await catcher.close();
    },
  };
}
