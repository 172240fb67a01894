import './support/load-outside-sandbox';
import { startMailCatcher, type MailCatcher } from '../src/tools/mail-catcher/mail-catcher';
import { smtpSender } from '../src/infrastructure/mail/smtp-sender';
import { openTestDatabase } from './support/test-database';
import { enqueueEmail } from '../src/capabilities/outbox/outbox-store';
import { createOutboxWorker } from '../src/capabilities/outbox/outbox-worker';
import { outbox } from '../src/infrastructure/db/schema';

/** The local mail catcher of `npm start`, spoken to over real SMTP by nodemailer. */
let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
});

afterAll(async () => {
  await catcher?.close();
});

const web = (path: string, init?: RequestInit) => fetch(new URL(path, catcher.webUrl), init);

describe('the mail catcher', () => {
  it('receives a real SMTP message with an attachment sent by nodemailer, and lists it', async () => {
    await web('/messages', { method: 'DELETE' });
    const sender = smtpSender(catcher.smtpUrl);
    const pdf = Buffer.from('%PDF-1.4\n% a receipt\n%%EOF\n');
    await sender.sendMail({
      from: { name: 'Harbor County', address: 'assessor@harborcounty.example' },
      to: { name: 'Pat Example', address: 'pat@example.org' },
      subject: 'Your appeal HC-26-7K3QPM was received',
      text: 'Reference: HC-26-7K3QPM',
      html: '<p>Reference: <strong>HC-26-7K3QPM</strong></p><script>alert(1)</script>',
      messageId: '<outbox-1@harbor-county.test>',
      attachments: [{ filename: 'receipt-HC-26-7K3QPM.pdf', content: pdf, contentType: 'application/pdf' }],
    });
    sender.close();

    const message = await catcher.waitFor((m) => m.subject.includes('HC-26-7K3QPM'));
    expect(message).toMatchObject({ to: ['pat@example.org'], from: 'assessor@harborcounty.example', messageId: '<outbox-1@harbor-county.test>' });
    expect(message.text.trim()).toBe('Reference: HC-26-7K3QPM');
    expect(message.attachments).toHaveLength(1);
    expect(message.attachments[0].content.equals(pdf)).toBe(true);

    const listed = await (await web('/messages')).json();
    expect(listed.messages).toHaveLength(1);
    expect(listed.messages[0]).toMatchObject({
      subject: 'Your appeal HC-26-7K3QPM was received',
      to: ['pat@example.org'],
      attachments: [{ index: 0, filename: 'receipt-HC-26-7K3QPM.pdf', contentType: 'application/pdf', size: pdf.length }],
    });

    const download = await web(listed.messages[0].attachments[0].url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="receipt-HC-26-7K3QPM.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    // The message's HTML is served sandboxed: its script cannot run.
    const html = await web(`/messages/${message.id}/html`);
    expect(html.headers.get('content-security-policy')).toMatch(/^sandbox/);
  });

  it('has an accessible page: language, headings, a list of messages, attachments as downloads', async () => {
    const page = await (await web('/')).text();
    expect(page).toMatch(/<html lang="en">/);
    expect(page).toMatch(/<h1>Mail catcher<\/h1>/);
    expect(page).toMatch(/<ol reversed>[\s\S]*<li>[\s\S]*<h2 id="subject-\d+">Your appeal HC-26-7K3QPM was received<\/h2>/);
    expect(page).toMatch(/<a href="\/messages\/\d+\/attachments\/0" download>receipt-HC-26-7K3QPM\.pdf<\/a>/);
    // Escaped, never interpreted.
    expect(page).not.toContain('<script>');
  });

  it('deletes every message', async () => {
    expect((await web('/messages', { method: 'DELETE' })).status).toBe(204);
    expect((await (await web('/messages')).json()).messages).toEqual([]);
    expect(await (await web('/')).text()).toContain('No e-mail yet.');
    expect((await web('/messages/1/attachments/0')).status).toBe(404);
  });

  it('sends one message after another over the same SMTP connection (the pool), not a connection each', async () => {
    await web('/messages', { method: 'DELETE' });
    const connections = new Set<string>();
    const sender = smtpSender(catcher.smtpUrl);
    try {
      for (const n of [1, 2, 3]) {
        const sent = (await sender.sendMail({
          from: 'assessor@harborcounty.example',
          to: 'pat@example.org',
          subject: `message ${n}`,
          text: 'hello',
          html: '<p>hello</p>',
          messageId: `<pool-${n}@test>`,
        })) as { response?: string };
        expect(sent.response).toMatch(/^250/);
      }
      for (const message of catcher.messages()) connections.add(message.sessionId);
    } finally {
      sender.close();
    }
    expect(catcher.messages().map((message) => message.subject)).toEqual(['message 1', 'message 2', 'message 3']);
    expect(connections.size).toBe(1);
  });
});

describe('the outbox against a real SMTP server that is down, then up', () => {
  it('keeps the e-mail while nothing listens, and delivers it once the server is back on the same port', async () => {
    const database = await openTestDatabase();
    // A port that was free a moment ago, with nothing on it now.
    const probe = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    const port = probe.smtpPort;
    await probe.close();
    const sender = smtpSender(`smtp://127.0.0.1:${port}`);
    try {
      await enqueueEmail(database.db, { tenantId: 'harbor-county', kind: 'appeal-filed', payload: { appealId: 'x' } });
      let now = new Date(Date.now() + 1_000);
      const worker = createOutboxWorker({
        db: database.db,
        sender,
        clock: () => now,
        compose: async (row) => ({
          from: 'assessor@harborcounty.example',
          to: 'pat@example.org',
          subject: `outbox row ${row.id}`,
          text: 'hello',
          html: '<p>hello</p>',
          messageId: `<outbox-${row.id}@test>`,
        }),
      });
      expect(await worker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0, dropped: 0 });
      const [waiting] = await database.db.select().from(outbox);
      expect(waiting.lastError).toMatch(/^ESOCKET connect ECONNREFUSED 127\.0\.0\.1:\d+$/);

      const back = await startMailCatcher({ smtpPort: port, httpPort: 0 });
      try {
        now = new Date(now.getTime() + 60_000);
        expect(await worker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0, dropped: 0 });
        expect(back.messages().map((m) => m.subject)).toEqual([`outbox row ${waiting.id}`]);
      } finally {
        // The pooled connection first: the catcher's close waits for its clients to leave.
        sender.close();
        await back.close();
      }
    } finally {
      sender.close();
      await database.close();
    }
  });
});
