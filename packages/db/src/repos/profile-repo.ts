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

export type CertificationRow = {
  id: string;
  user_id: string;
  name: string;
  issuer: string;
  issued_on: string;
  created_at: Date;
};

const certificationColumns = ['id', 'user_id', 'name', 'issuer', 'issued_on', 'created_at'];

/** The user's specialty interests, as stored. */
export const findExpertise = async (db: Knex, userId: string) => {
  const row = await db('users').where({ id: userId }).first<{ expertise: string[] } | undefined>('expertise');
  return row?.expertise ?? [];
};

/** Replaces the user's specialty interests. */
export const saveExpertise = (db: Knex, userId: string, expertise: string[]) =>
  db('users').where({ id: userId }).update({ expertise, updated_at: new Date() });

/** The user's own certifications, newest first (the date as `YYYY-MM-DD`). */
export const listCertifications = (db: Knex, userId: string) =>
  db('user_certifications')
    .where({ user_id: userId })
    .orderBy([
      { column: 'issued_on', order: 'desc' },
      { column: 'created_at', order: 'desc' },
    ])
    .select<CertificationRow[]>(
      ...certificationColumns.filter((c) => c !== 'issued_on'),
      db.raw(`to_char(issued_on, 'YYYY-MM-DD') as issued_on`),
    );

export const insertCertification = (
  db: Knex,
  row: { userId: string; name: string; issuer: string; issuedOn: string },
) =>
  db('user_certifications')
    .insert({ user_id: row.userId, name: row.name, issuer: row.issuer, issued_on: row.issuedOn })
    .returning<{ id: string }[]>('id');

/** Deletes one of the user's own certifications; another user's id deletes nothing. */
export const deleteCertification = (db: Knex, userId: string, id: string) =>
  db('user_certifications').where({ id, user_id: userId }).delete();

/** How many certifications the user has (for the profile's completion). */
export const countCertifications = async (db: Knex, userId: string) => {
  const row = await db('user_certifications')
    .where({ user_id: userId })
    .count<{ count: string }[]>('* as count');
  return Number(row[0]?.count ?? 0);
};

/** Stores a pending change of address (its token's hash); an earlier pending change stops working. */
export const insertEmailChangeToken = (
  db: Knex,
  row: { userId: string; tokenHash: string; newEmail: string; expiresAt: Date },
) =>
  db.transaction(async (trx) => {
    await trx('auth_tokens')
      .where({ user_id: row.userId, purpose: 'change-email' })
      .whereNull('used_at')
      .update({ used_at: trx.fn.now() });
    await trx('auth_tokens').insert({
      user_id: row.userId,
      purpose: 'change-email',
      token_hash: row.tokenHash,
      new_email: row.newEmail,
      expires_at: row.expiresAt,
    });
  });

/** Uses a valid change-of-address token of this user's, once; answers the address it sets. */
export const consumeEmailChangeToken = async (db: Knex, userId: string, tokenHash: string) => {
  const [row] = await db('auth_tokens')
    .where({ purpose: 'change-email', token_hash: tokenHash, user_id: userId })
    .whereNull('used_at')
    .andWhere('expires_at', '>', db.fn.now())
    .update({ used_at: db.fn.now() })
    .returning<{ new_email: string }[]>('new_email');
  return row?.new_email;
};

/** Whether another account already has this address. */
export const emailTaken = async (db: Knex, email: string) =>
  Boolean(await db('users').where({ email: email.toLowerCase() }).first('id'));

/** Sets the user's address, verified (the link to it was opened). */
export const setVerifiedEmail = (db: Knex, userId: string, email: string) =>
  db('users').where({ id: userId }).update({ email, email_verified_at: new Date(), updated_at: new Date() });
