import { type SendMailJob, ZSendMailJob } from '@urosim/contracts';
import { findMailById, type Knex, markMailFailed, markMailSent } from '@urosim/db';
import type { MailTransport } from '../mail/transports.ts';

/**
 * Delivers one outbox message. Idempotent: a message already sent is not sent again, so a job
 * retried after a crash between delivery and bookkeeping is the only way to send twice, and
 * pg-boss retries only failed jobs.
 */
export const runSendMail = async (db: Knex, transport: MailTransport, job: SendMailJob) => {
  const { messageId } = ZSendMailJob.parse(job);
  const mail = await findMailById(db, messageId);
  if (!mail) return { status: 'missing' as const };
  if (mail.status === 'sent') return { status: 'already-sent' as const };
  try {
    await transport.deliver({
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body,
    });
  } catch (error) {
    await markMailFailed(
      db,
      messageId,
      transport.name,
      error instanceof Error ? error.message : String(error),
    );
    throw error;
  }
  await markMailSent(db, messageId, transport.name);
  return { status: 'sent' as const };
};
