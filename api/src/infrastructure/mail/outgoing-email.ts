/** A message as nodemailer takes it (a subset: what the portal sends). */
export interface OutgoingEmail {
  from: string | { name: string; address: string };
  to: string | { name: string; address: string };
  replyTo?: string | { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row, so a receiver can drop the copy of a message sent twice after a crash. */
  messageId: string;
  attachments?: Array<{ filename: string; content: Buffer | string; contentType: string }>;
  headers?: Record<string, string>;
  /**
   * Set by the composer when a visitor's request caused this e-mail and its address has confirmed
   * nothing in the county: the address's keyed digest, counted against its daily limit. Never sent.
   */
  unconfirmedRecipient?: string;
}

/** What sends: nodemailer's transport (infrastructure/mail/smtp-sender.ts), or a fake in tests. */
export interface EmailSender {
  sendMail(message: OutgoingEmail): Promise<unknown>;
}
