/** A message as the catcher keeps it (in memory only: a restart forgets them). */
export interface CaughtMessage {
  id: number;
  receivedAt: string;
  /** The SMTP session (one connection) it came over: a pooled sender sends many over one. */
  sessionId: string;
  messageId: string | null;
  from: string;
  to: string[];
  replyTo: string[];
  subject: string;
  date: string | null;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  attachments: Array<{ filename: string; contentType: string; size: number; content: Buffer }>;
}
