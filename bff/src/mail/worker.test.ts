import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import request from 'supertest';
import { createApp } from '../app';
import { BOTH_ENGINES, describeWithDatabase, testConfig } from '../test-support/engines';
import { claimDueMails, enqueueMail } from './outbox-repository';

import { MAIL_RETRY, retryDelayMs } from './retry-policy';
import { createSmtpTransport, type MailTransport } from './transport';
import { createMailWorker, outboxMessageId } from './worker';

const FROM = 'AMA <customercare@ama-jewels.com>';

interface ReceivedMail {
  mailFrom: string;
  recipients: string[];
  raw: string;
}

/** A real SMTP server on a free local port: it records what it accepts and refuses RCPT when told to. */
async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const state = { refuse: false, refusals: 0 };
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: without a trusted certificate, STARTTLS would fail the handshake.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!state.refuse) return callback();
      state.refusals += 1;
      callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({ mailFrom: mailFrom ? mailFrom.address : '', recipients: rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describeWithDatabase(
  'mail worker over real SMTP',
  (context) => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    let transport: MailTransport;
    /** The worker's clock: moved by hand through the backoff, no waiting. */
    let clock: Date;
    const failures: number[] = [];
    const worker = () => createMailWorker({ db: context().db, transport, from: FROM, now: () => clock, onError: (mailId) => failures.push(mailId) });
    const row = (id: number) => context().db.kysely.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    beforeAll(async () => {
      smtp = await startSmtpServer();
      transport = createSmtpTransport(smtp.url);
    });
    afterAll(async () => {
      transport.close();
      await smtp.close();
    });
    beforeEach(() => {
      // A moment ahead of the database clock, so rows created "now" are due.
      clock = new Date(Date.now() + 1_000);
      smtp.state.refuse = false;
    });

    it('delivers the newsletter confirmation and marks it sent, once', async () => {
      const app = createApp({ config: testConfig(), db: context().db });
      const email = `ada.${Date.now()}@example.com`;
      const res = await request(app)
        .post('/api/newsletter/subscriptions?locale=en')
        .send({ name: 'Ada', surname: 'Lovelace', dateOfBirth: '1990-05-17', email, privacy: true })
        .expect(201);
      const code: string = res.body.subscription.discountCode;
      const [queued] = await context().db.kysely.selectFrom('outbox').select('id').where('to', '=', email).execute();

      expect(await worker().runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });

      const mail = smtp.received.find((item) => item.recipients.includes(email));
      expect(mail).toBeDefined();
      expect(mail!.mailFrom).toBe('customercare@ama-jewels.com');
      expect(mail!.raw).toMatch(/^Subject: AMA: your 10% welcome code\r?$/m);
      expect(mail!.raw).toMatch(/^From: AMA <customercare@ama-jewels\.com>\r?$/m);
      expect(mail!.raw).toContain('Dear Ada,');
      expect(mail!.raw).toContain(code);
      expect(mail!.raw).toContain('Content-Type: text/html');
      expect(await row(queued!.id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null, sent_at: clock });

      const deliveredBefore = smtp.received.length;
      expect(await worker().runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(smtp.received).toHaveLength(deliveredBefore);
    });

    it('retries a refused delivery with exponential backoff and marks it failed after 5 attempts', async () => {
      smtp.state.refuse = true;
      const refusalsBefore = smtp.state.refusals;
      const id = await enqueueMail(context().db.kysely, { to: 'refused@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' });

      for (let attempt = 1; attempt < MAIL_RETRY.maxAttempts; attempt += 1) {
        expect(await worker().runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
        const pending = await row(id);
        expect(pending).toMatchObject({ status: 'pending', attempts: attempt, sent_at: null, last_error: expect.stringContaining('451') });
        const delay = retryDelayMs(attempt);
        expect(delay).toBe(MAIL_RETRY.baseDelayMs * 2 ** (attempt - 1));
        expect(pending.next_attempt_at.getTime()).toBe(clock.getTime() + delay);

        // Not due yet: a pass one millisecond early leaves it alone.
        clock = new Date(clock.getTime() + delay - 1);
        expect(await worker().runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
        clock = new Date(clock.getTime() + 1);
      }

      expect(await worker().runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
      expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAIL_RETRY.maxAttempts, sent_at: null, last_error: expect.stringContaining('451') });
      expect(smtp.state.refusals - refusalsBefore).toBe(MAIL_RETRY.maxAttempts);
      expect(failures.filter((mailId) => mailId === id)).toHaveLength(MAIL_RETRY.maxAttempts);

      // Failed is final: even much later, and with the server accepting again, it is not retried.
      smtp.state.refuse = false;
      clock = new Date(clock.getTime() + 24 * 60 * 60_000);
      expect(await worker().runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    });

    it('retries after an SMTP server that is down, and delivers once it is back', async () => {
      const unreachable = createSmtpTransport('smtp://127.0.0.1:1');
      const id = await enqueueMail(context().db.kysely, { to: 'later@example.com', subject: 'Later', text: 'Later', html: '<p>Later</p>' });
      const down = createMailWorker({ db: context().db, transport: unreachable, from: FROM, now: () => clock });
      expect(await down.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      expect((await row(id)).last_error).toMatch(/ECONNREFUSED/);

      clock = new Date(clock.getTime() + MAIL_RETRY.baseDelayMs);
      expect(await worker().runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
      expect(smtp.received.some((mail) => mail.recipients.includes('later@example.com'))).toBe(true);
    });

    it('sends a mail again after the lease of an instance that died mid-send, with the same Message-ID', async () => {
      const to = `lease.${Date.now()}@example.com`;
      await enqueueMail(context().db.kysely, { to, subject: 'Lease', text: 'Lease', html: '<p>Lease</p>' });
      // The instance that dies: it claims the row and the SMTP server accepts the mail, then the process is gone.
      const [claimed] = await claimDueMails(context().db.kysely, clock, 10, 60_000);
      await transport.send({ from: FROM, to, subject: claimed!.subject, text: claimed!.text, html: claimed!.html, messageId: outboxMessageId(claimed!, FROM) });
      // Within the lease nobody touches it; after it, another instance retries it.
      expect(await worker().runOnce()).toMatchObject({ sent: 0 });
      clock = new Date(clock.getTime() + 60_000);
      expect(await worker().runOnce()).toMatchObject({ sent: 1 });
      const ids = smtp.received.filter((mail) => mail.recipients.includes(to)).map((mail) => /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1]);
      expect(ids).toEqual([outboxMessageId(claimed!, FROM), outboxMessageId(claimed!, FROM)]);
    });

    it('does not hand the same mail to two passes running at once', async () => {
      const id = await enqueueMail(context().db.kysely, { to: 'once@example.com', subject: 'Once', text: 'Once', html: '<p>Once</p>' });
      const results = await Promise.all([worker().runOnce(), worker().runOnce()]);
      expect(results.reduce((total, result) => total + result.sent, 0)).toBe(1);
      expect(smtp.received.filter((mail) => mail.recipients.includes('once@example.com'))).toHaveLength(1);
      expect((await row(id)).status).toBe('sent');
    });
  },
  BOTH_ENGINES,
);
