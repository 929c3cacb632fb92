import type { Knex } from 'knex';

/** A message as stored in the outbox. */
export type MailRow = {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  template: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  last_error: string | null;
  provider: string | null;
  created_at: Date;
  sent_at: Date | null;
};

/** Stores a rendered message as queued; returns its id. */
export const insertMail = async (
  db: Knex,
  mail: { to: string; subject: string; text: string; html: string; template: string },
): Promise<string> => {
  const [row] = await db('mail_outbox')
    .insert({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      template: mail.template,
    })
    .returning<{ id: string }[]>('id');
  return row!.id;
};

/** The channel a queued message is announced on, so a listening worker fetches it at once. */
export const MAIL_QUEUED_CHANNEL = 'mail_queued';

/**
 * Wakes the workers listening on MAIL_QUEUED_CHANNEL (ADR 0134). Given a transaction, PostgreSQL
 * delivers the notification only when it commits, so a worker never wakes before the job exists.
 * A lost notification costs nothing but time: the worker still polls.
 */
export const notifyMailQueued = async (db: Knex) => {
  await db.raw('select pg_notify(?, ?)', [MAIL_QUEUED_CHANNEL, '']);
};

/** One message by id. */
export const findMailById = async (db: Knex, id: string) => db<MailRow>('mail_outbox').where({ id }).first();

/** Marks a message sent by `provider`; only a queued or failed one (a retried job sends once). */
export const markMailSent = async (db: Knex, id: string, provider: string) =>
  db('mail_outbox')
    .where({ id })
    .whereNot({ status: 'sent' })
    .update({
      status: 'sent',
      provider,
      sent_at: db.fn.now(),
      attempts: db.raw('attempts + 1'),
      last_error: null,
    });

/** Records a failed attempt. */
export const markMailFailed = async (db: Knex, id: string, provider: string, error: string) =>
  db('mail_outbox')
    .where({ id })
    .whereNot({ status: 'sent' })
    .update({
      status: 'failed',
      provider,
      attempts: db.raw('attempts + 1'),
      last_error: error.slice(0, 2000),
    });

/** The latest messages, optionally to one address. */
export const listMail = async (db: Knex, options: { to?: string; limit: number }) => {
  const query = db<MailRow>('mail_outbox').orderBy('created_at', 'desc').limit(options.limit);
  if (options.to) query.where({ to_address: options.to.toLowerCase() });
  return query;
};
