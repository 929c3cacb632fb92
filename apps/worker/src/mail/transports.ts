import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

/** A message ready to leave. */
export type OutgoingMail = { to: string; subject: string; text: string; html: string };

/** Delivers e-mail: SMTP when configured, otherwise the development outbox. */
export type MailTransport = { name: 'smtp' | 'outbox'; deliver: (mail: OutgoingMail) => Promise<void> };

/** SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.org:465). */
export const createSmtpTransport = (smtpUrl: string, from: string): MailTransport => {
  const transporter = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 },
    { from },
  );
  return {
    name: 'smtp',
    deliver: async (mail) => {
      await transporter.sendMail({ from, ...mail });
    },
  };
};

/**
 * The development outbox: the message is already stored in `mail_outbox` (admins read it in the
 * app); delivering it means printing it, links included, in the log.
 */
export const createOutboxTransport = (logger: Logger): MailTransport => ({
  name: 'outbox',
  deliver: async (mail) => {
    const links = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((link) => link.replace(/[.,;:!?)]+$/, ''));
    logger.info({ to: mail.to, subject: mail.subject, links }, `dev outbox: "${mail.subject}" to ${mail.to}`);
  },
});
