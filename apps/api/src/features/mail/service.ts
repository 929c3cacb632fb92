import { type Knex, listMail } from '@urosim/db';
import { type Actor, authorize, outbox } from '../../policies/index.ts';

/** The latest messages of the development outbox (optionally to one address), for an admin. */
export const listOutbox = async (
  db: Knex,
  actor: Actor,
  query: { limit: number; to?: string | undefined },
) => {
  authorize(actor, 'read', outbox);
  const rows = await listMail(db, { limit: query.limit, ...(query.to ? { to: query.to } : {}) });
  return {
    messages: rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      template: row.template,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      sentAt: row.sent_at?.toISOString() ?? null,
    })),
  };
};
