import { randomUUID } from 'node:crypto';
import { createDb, findMailById, insertMail } from '@urosim/db';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOutboxTransport, createSmtpTransport } from '../mail/transports.ts';
import { runSendMail } from './send-mail.ts';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 (the `smtp-server` package), recording what it receives. */
const startSmtpServer = async (options: { reject?: boolean } = {}) => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.reject) return callback(new Error('550 mailbox unavailable'));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

describe('send-mail job', () => {
  const db = createDb({ url: inject('databaseUrl'), poolMax: 2 });
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await db.destroy();
  });

  const queueMail = (to: string) =>
    insertMail(db, {
      to,
      subject: 'Confirm your e-mail address for UroSim',
      text: 'Confirm: http://localhost:3000/verify-email?token=abc',
      html: '<p>Confirm</p>',
      template: 'verifyEmail',
    });

  it('delivers through SMTP once, and a retried job does not send again', async () => {
    const to = `smtp-${randomUUID().slice(0, 8)}@example.test`;
    const messageId = await queueMail(to);
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'UroSim <no-reply@urosim.local>');
    expect(await runSendMail(db, transport, { messageId })).toEqual({ status: 'sent' });
    expect(await runSendMail(db, transport, { messageId })).toEqual({ status: 'already-sent' });
    const mine = smtp.received.filter((m) => m.to.includes(to));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.from).toBe('no-reply@urosim.local');
    expect(mine[0]!.raw).toContain('Subject: Confirm your e-mail address for UroSim');
    expect(await findMailById(db, messageId)).toMatchObject({
      status: 'sent',
      provider: 'smtp',
      attempts: 1,
    });
  });

  it('records a refused delivery and fails the job so that pg-boss retries it', async () => {
    const refusing = await startSmtpServer({ reject: true });
    try {
      const messageId = await queueMail(`refused-${randomUUID().slice(0, 8)}@example.test`);
      const transport = createSmtpTransport(`smtp://127.0.0.1:${refusing.port}`, 'no-reply@urosim.local');
      await expect(runSendMail(db, transport, { messageId })).rejects.toThrow(/550/);
      expect(await findMailById(db, messageId)).toMatchObject({ status: 'failed', attempts: 1 });
    } finally {
      await refusing.close();
    }
  });

  it('marks outbox messages sent without any server', async () => {
    const messageId = await queueMail(`outbox-${randomUUID().slice(0, 8)}@example.test`);
    const result = await runSendMail(db, createOutboxTransport(pino({ level: 'silent' })), { messageId });
    expect(result).toEqual({ status: 'sent' });
    expect(await findMailById(db, messageId)).toMatchObject({ status: 'sent', provider: 'outbox' });
  });
});
