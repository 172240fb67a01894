import nodemailer from 'nodemailer';
import type { EmailSender } from './outgoing-email';

/**
 * nodemailer over SMTP_URL (`smtp://user:pass@host:587`, `smtps://...:465`). The timeouts end a
 * stuck send long before the outbox lease (2 minutes) runs out, so another worker never takes a
 * row that is still being sent. One connection at a time: the outbox sends one by one, over the
 * same connection while it is open (pooled: a message does not pay for its own connection and
 * greeting, on either side; nodemailer opens a new one after maxMessages, or once the server or the
 * socket timeout closed it).
 */
export function smtpSender(url: string): EmailSender & { close(): void } {
  // The URL inside the options: createTransport(url, options) would take the options for every
  // message's defaults, not the transport's, and the pool was never on (a connection per message).
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 45_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    sendMail: (message) => transport.sendMail(message),
    close: () => transport.close(),
  };
}
