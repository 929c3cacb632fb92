import { type JobQueue, jobQueues } from '@urosim/contracts';
import { insertMail, type Knex, notifyMailQueued, sqlExecutorOf } from '@urosim/db';
import { type MailTemplateName, mailTemplates } from './templates.ts';

type TemplateVars<T extends MailTemplateName> = Parameters<(typeof mailTemplates)[T]>[0];

/**
 * Renders a template, stores it in the outbox and queues its delivery: the request that asked for
 * the e-mail never waits for SMTP. The worker delivers it (SMTP when configured, otherwise the dev
 * outbox, which logs the links), woken by a notification rather than its next poll (ADR 0134).
 * Given a transaction (`trx`), the outbox row and the job are written in it: both exist only if it
 * commits.
 */
export const createMailer = (db: Knex, jobs: JobQueue) => ({
  send: async <T extends MailTemplateName>(
    template: T,
    to: string,
    vars: TemplateVars<T>,
    trx?: Knex.Transaction,
  ) => {
    const rendered = (
      mailTemplates[template] as (v: TemplateVars<T>) => ReturnType<(typeof mailTemplates)[T]>
    )(vars);
    const messageId = await insertMail(trx ?? db, { to, template, ...rendered });
    await jobs.send(jobQueues.sendMail, { messageId }, trx ? { db: sqlExecutorOf(trx) } : undefined);
    // Wakes the worker (on commit, with `trx`) instead of leaving the job to its next poll.
    await notifyMailQueued(trx ?? db);
    return messageId;
  },
});

export type Mailer = ReturnType<typeof createMailer>;
