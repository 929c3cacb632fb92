import type { Announcement, AnnouncementInput } from '@urosim/contracts';
import {
  type AnnouncementRow,
  deleteAnnouncementNotifications,
  deleteAnnouncement as deleteAnnouncementRow,
  findAnnouncement,
  insertAnnouncement,
  type Knex,
  listAnnouncements,
  updateAnnouncement as updateAnnouncementRow,
} from '@urosim/db';
import type { Request } from 'express';
import { AppError } from '../../http/app-error.ts';
import { audited } from '../admin/audit.ts';
import type { UserRow } from '../auth/repo.ts';

type Admin = Pick<UserRow, 'id' | 'email'>;
type Db = Knex | Knex.Transaction;

/** Draft without a time, scheduled before it, published once it has passed (read, not a job). */
const statusOf = (row: AnnouncementRow, now: Date): Announcement['status'] => {
  if (!row.publish_at) return 'draft';
  return row.publish_at <= now ? 'published' : 'scheduled';
};

const toAnnouncement = (row: AnnouncementRow, now = new Date()): Announcement => ({
  id: row.id,
  title: row.title,
  body: row.body,
  status: statusOf(row, now),
  publishAt: row.publish_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const publishAtOf = (input: AnnouncementInput) =>
  input.publishAt === 'now' ? new Date() : input.publishAt ? new Date(input.publishAt) : null;

export const listAdminAnnouncements = async (db: Knex) => ({
  announcements: (await listAnnouncements(db, 200)).map((row) => toAnnouncement(row)),
});

export const createAnnouncement = async (db: Knex, admin: Admin, req: Request, input: AnnouncementInput) => {
  const row = await audited(
    db,
    admin,
    req,
    { action: 'announcement.create', targetType: 'announcement' },
    async (trx) => {
      const created = await insertAnnouncement(trx as Db as Knex, {
        title: input.title,
        body: input.body,
        publish_at: publishAtOf(input),
        created_by: admin.id,
      });
      return { before: null, after: toAnnouncement(created), result: created };
    },
  );
  return { announcement: toAnnouncement(row) };
};

export const updateAnnouncement = async (
  db: Knex,
  admin: Admin,
  req: Request,
  id: string,
  input: AnnouncementInput,
) => {
  const row = await audited(
    db,
    admin,
    req,
    { action: 'announcement.update', targetType: 'announcement', targetId: id },
    async (trx) => {
      const before = await findAnnouncement(trx as Db as Knex, id);
      if (!before) throw new AppError('NOT_FOUND', 'No such announcement');
      const after = await updateAnnouncementRow(trx as Db as Knex, id, {
        title: input.title,
        body: input.body,
        publish_at: publishAtOf(input),
      });
      if (!after) throw new AppError('NOT_FOUND', 'No such announcement');
      // Unpublished or rescheduled: its notifications go until it is published again (ADR 0126).
      if (!after.publish_at || after.publish_at > new Date())
        await deleteAnnouncementNotifications(trx as Db as Knex, id);
      return { before: toAnnouncement(before), after: toAnnouncement(after), result: after };
    },
  );
  return { announcement: toAnnouncement(row) };
};

export const deleteAnnouncement = async (db: Knex, admin: Admin, req: Request, id: string) => {
  await audited(
    db,
    admin,
    req,
    { action: 'announcement.delete', targetType: 'announcement', targetId: id },
    async (trx) => {
      const before = await findAnnouncement(trx as Db as Knex, id);
      if (!before) throw new AppError('NOT_FOUND', 'No such announcement');
      await deleteAnnouncementRow(trx as Db as Knex, id);
      return { before: toAnnouncement(before), after: null, result: undefined };
    },
  );
  return { deleted: true as const };
};
