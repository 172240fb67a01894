import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { renderCatcherPage } from './catcher-page';
import type { CaughtMessage } from './caught-message';

export type { CaughtMessage };

export interface MailCatcherOptions {
  /** SMTP port (`MAIL_CATCHER_SMTP_PORT`, 1025 in main); 0: any free port. */
  smtpPort: number;
  /** Web page and JSON API port (`MAIL_CATCHER_PORT`, 1080 in main); 0: any free port. */
  httpPort: number;
  /** Both listen on this address only: the messages hold visitors' names and addresses. */
  host?: string;
  /** The newest this many are kept. */
  keep?: number;
}

export interface MailCatcher {
  smtpPort: number;
  httpPort: number;
  /** `smtp://host:port` for nodemailer (SMTP_URL). */
  smtpUrl: string;
  webUrl: string;
  messages(): CaughtMessage[];
  /** Resolves with the first message (now or later) for which `match` is true. */
  waitFor(match: (message: CaughtMessage) => boolean, timeoutMs?: number): Promise<CaughtMessage>;
  close(): Promise<void>;
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) => group.value.map((address) => address.address ?? '').filter(Boolean));

/**
 * The local mail catcher `npm start` runs when SMTP_URL is not set: an SMTP server
 * (`smtp-server`, no TLS, no sign-in) that parses each message (`mailparser`) and keeps it in
 * memory, and a small web server listing them (`/`) with a JSON API (`/messages`), so a new user
 * sees the portal's e-mails arrive without a mail account. For development and tests only.
 */
export async function startMailCatcher({ smtpPort, httpPort, host = '127.0.0.1', keep = 200 }: MailCatcherOptions): Promise<MailCatcher> {
  const caught: CaughtMessage[] = [];
  const waiters = new Set<{ match: (message: CaughtMessage) => boolean; resolve: (message: CaughtMessage) => void }>();
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    banner: 'Assessor portal mail catcher',
    size: 30 * 1024 * 1024,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {};
          for (const [key, value] of parsed.headers) if (typeof value === 'string') headers[key] = value;
          const message: CaughtMessage = {
            id: nextId++,
            receivedAt: new Date().toISOString(),
            sessionId: session.id,
            messageId: parsed.messageId ?? null,
            from: addresses(parsed.from)[0] ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            to: addresses(parsed.to).length ? addresses(parsed.to) : session.envelope.rcptTo.map((rcpt) => rcpt.address),
            replyTo: addresses(parsed.replyTo),
            subject: parsed.subject ?? '',
            date: parsed.date ? parsed.date.toISOString() : null,
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            headers,
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? 'attachment',
              contentType: attachment.contentType,
              size: attachment.size,
              content: attachment.content,
            })),
          };
          caught.push(message);
          if (caught.length > keep) caught.splice(0, caught.length - keep);
          for (const waiter of waiters) {
            if (waiter.match(message)) {
              waiters.delete(waiter);
              waiter.resolve(message);
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, host, () => resolve());
  });
  smtp.on('error', () => undefined);
  const actualSmtpPort = (smtp.server.address() as AddressInfo).port;

  const web = catcherWebServer(
    () => caught,
    () => caught.splice(0),
  );
  try {
    await web.listen({ port: httpPort, host });
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  const actualHttpPort = (web.server.address() as AddressInfo).port;
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;

  return {
    smtpPort: actualSmtpPort,
    httpPort: actualHttpPort,
    smtpUrl: `smtp://${shown}:${actualSmtpPort}`,
    webUrl: `http://${shown}:${actualHttpPort}/`,
    messages: () => [...caught],
    waitFor(match, timeoutMs = 10_000) {
      const found = caught.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve: (message: CaughtMessage) => (clearTimeout(timer), resolve(message)) };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no such message within ${timeoutMs} ms (${caught.length} caught)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    async close() {
      await web.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

const summary = (message: CaughtMessage) => ({
  id: message.id,
  receivedAt: message.receivedAt,
  messageId: message.messageId,
  from: message.from,
  to: message.to,
  replyTo: message.replyTo,
  subject: message.subject,
  date: message.date,
  text: message.text,
  html: message.html,
  attachments: message.attachments.map((attachment, index) => ({
    index,
    filename: attachment.filename,
    contentType: attachment.contentType,
    size: attachment.size,
    url: `/messages/${message.id}/attachments/${index}`,
  })),
});

function catcherWebServer(list: () => CaughtMessage[], clear: () => void): FastifyInstance {
  const web = Fastify({ logger: false });
  const find = (id: string) => list().find((message) => String(message.id) === id);
  const notFound = { message: 'There is no such message: it may have been deleted.' };

  web.get('/', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
      .type('text/html; charset=utf-8')
      .send(renderCatcherPage([...list()].reverse())),
  );
  // Newest first.
  web.get('/messages', async () => ({ messages: [...list()].reverse().map(summary) }));
  web.get<{ Params: { id: string } }>('/messages/:id', async (request, reply) => {
    const message = find(request.params.id);
    return message ? summary(message) : reply.code(404).send(notFound);
  });
  // The message's own HTML, sandboxed: no script runs and nothing is fetched from elsewhere.
  web.get<{ Params: { id: string } }>('/messages/:id/html', async (request, reply) => {
    const message = find(request.params.id);
    if (!message?.html) return reply.code(404).send(notFound);
    return reply.header('Content-Security-Policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:").type('text/html; charset=utf-8').send(message.html);
  });
  web.get<{ Params: { id: string; n: string } }>('/messages/:id/attachments/:n', async (request, reply) => {
    const attachment = find(request.params.id)?.attachments[Number(request.params.n)];
    if (!attachment) return reply.code(404).send({ message: 'There is no such attachment.' });
    return reply
      .header('Content-Disposition', `attachment; filename="${attachment.filename.replace(/[^\w.-]/g, '_')}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .type(attachment.contentType)
      .send(attachment.content);
  });
  web.delete('/messages', async (_request, reply) => {
    clear();
    return reply.code(204).send();
  });
  // The page's "Delete all messages" button (a form cannot send DELETE).
  web.post('/messages/delete', async (_request, reply) => {
    clear();
    return reply.redirect('/', 303);
  });
  return web;
}
