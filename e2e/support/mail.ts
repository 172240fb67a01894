import { expect, type APIRequestContext } from '@playwright/test';
import { MAIL_PORT } from './paths';

/** The local mail catcher of this run's server (api/src/mail-catcher): what the portal sent. */
export const CATCHER = `http://127.0.0.1:${MAIL_PORT}`;

export interface CaughtMessage {
  id: number;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  attachments: { index: number; filename: string; contentType: string; size: number; url: string }[];
}

/** Waits (the outbox worker polls each second) for the newest message to `to` whose subject matches, and returns it. */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp): Promise<CaughtMessage> {
  let found: CaughtMessage | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get(`${CATCHER}/messages`)).json()) as { messages: CaughtMessage[] };
        found = messages.find((message) => message.to.includes(to) && subject.test(message.subject));
        return found?.subject ?? `nothing yet among ${messages.length} messages`;
      },
      { timeout: 20_000, message: `an e-mail to ${to} about ${subject}` },
    )
    .toMatch(subject);
  return found!;
}

/** The one link to the status page in a message's text (with the e-mail's `?lang=` before the hash). */
export function statusLink(message: CaughtMessage): string {
  const link = /https?:\/\/\S+#\/status\/[\w.-]+/.exec(message.text)?.[0];
  expect(link, 'a status link in the e-mail').toBeDefined();
  return link!;
}

/** The one link to a saved appeal in a message's text (with the e-mail's `?lang=` before the hash). */
export function resumeLink(message: CaughtMessage): string {
  const link = /https?:\/\/\S+#\/appeal\/resume\/[\w.-]+/.exec(message.text)?.[0];
  expect(link, 'a link to the saved appeal in the e-mail').toBeDefined();
  return link!;
}

/** An attachment's bytes, as downloaded from the catcher. */
export async function attachment(request: APIRequestContext, message: CaughtMessage, filename: RegExp): Promise<{ name: string; body: Buffer; contentType: string }> {
  const file = message.attachments.find((candidate) => filename.test(candidate.filename));
  expect(file, `an attachment named like ${filename}`).toBeDefined();
  const response = await request.get(`${CATCHER}${file!.url}`);
  expect(response.ok()).toBe(true);
  return { name: file!.filename, body: await response.body(), contentType: file!.contentType };
}
