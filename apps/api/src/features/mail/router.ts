import { adminMailRoutes } from '@urosim/contracts';
import { type Knex, listMail } from '@urosim/db';
import { Router } from 'express';
import type { MountRoute } from '../../http/route.ts';

/** The development outbox, readable by admins in the app. */
export const createMailRouter = (deps: { db: Knex; mount: MountRoute }) => {
  const router = Router();
  deps.mount(router, adminMailRoutes.outbox, async ({ query }) => {
    const rows = await listMail(deps.db, { limit: query.limit, ...(query.to ? { to: query.to } : {}) });
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
  });
  return router;
};
