import type { Knex } from 'knex';

export type ProfilePictureRow = {
  user_id: string;
  content_type: string;
  bytes: Buffer;
  width: number;
  height: number;
  created_at: Date;
};

/** Stores a user's (already re-encoded) picture in place of the last one, and versions its URL. */
export const saveProfilePicture = (
  db: Knex,
  row: Pick<ProfilePictureRow, 'user_id' | 'content_type' | 'bytes' | 'width' | 'height'>,
) =>
  db.transaction(async (trx) => {
    const now = new Date();
    await trx('profile_pictures')
      .insert({ ...row, created_at: now })
      .onConflict('user_id')
      .merge();
    await trx('users').where({ id: row.user_id }).update({ picture_updated_at: now, updated_at: now });
    return now;
  });

/** The user's own picture, if any. */
export const findProfilePicture = (db: Knex, userId: string) =>
  db('profile_pictures').where({ user_id: userId }).first<ProfilePictureRow | undefined>();

/** Removes the user's picture; answers whether there was one. */
export const deleteProfilePicture = (db: Knex, userId: string) =>
  db.transaction(async (trx) => {
    const removed = await trx('profile_pictures').where({ user_id: userId }).delete();
    await trx('users').where({ id: userId }).update({ picture_updated_at: null, updated_at: new Date() });
    return removed > 0;
  });
