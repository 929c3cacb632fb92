import type { Knex } from '@urosim/db';

/** A row of `users`. */
export type UserRow = {
  id: string;
  email: string;
  password_hash: string;
  full_name: string;
  grade: string | null;
  years_of_practice: number | null;
  institution: string | null;
  country: string | null;
  role: 'user' | 'admin';
  is_admin: boolean;
  email_verified_at: Date | null;
  terms_accepted_at: Date | null;
  disabled_at: Date | null;
  password_changed_at: Date | null;
  last_login_at: Date | null;
  /** When the profile picture last changed (versions its URL); null without one. */
  picture_updated_at?: Date | null;
  created_at: Date;
  updated_at: Date;
};

export type NewUser = Pick<
  UserRow,
  'email' | 'password_hash' | 'full_name' | 'grade' | 'years_of_practice' | 'institution' | 'country'
> &
  Partial<Pick<UserRow, 'role' | 'is_admin' | 'email_verified_at' | 'terms_accepted_at'>>;

export const findUserByEmail = (db: Knex, email: string) =>
  db<UserRow>('users').where({ email: email.toLowerCase() }).first();

export const findUserById = (db: Knex, id: string) => db<UserRow>('users').where({ id }).first();

/** Inserts a user unless the e-mail is taken; returns the new row, or undefined when taken. */
export const insertUserIfAbsent = async (db: Knex, user: NewUser) => {
  const [row] = await db<UserRow>('users')
    .insert({ ...user, email: user.email.toLowerCase() })
    .onConflict('email')
    .ignore()
    .returning('*');
  return row as UserRow | undefined;
};

export const updateUser = (db: Knex, id: string, changes: Partial<UserRow>) =>
  db<UserRow>('users')
    .where({ id })
    .update({ ...changes, updated_at: db.fn.now() as unknown as Date });

export type TokenPurpose = 'verify-email' | 'reset-password';

/** Stores a token's hash; earlier unused tokens of the same purpose stop working. */
export const insertAuthToken = async (
  db: Knex,
  token: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
) =>
  db.transaction(async (trx) => {
    await trx('auth_tokens')
      .where({ user_id: token.userId, purpose: token.purpose })
      .whereNull('used_at')
      .update({ used_at: trx.fn.now() });
    await trx('auth_tokens').insert({
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.tokenHash,
      expires_at: token.expiresAt,
    });
  });

/**
 * Marks a valid (unused, unexpired) token used and returns its user id, in one statement, so a
 * token works exactly once even when two requests race.
 */
export const consumeAuthToken = async (db: Knex, purpose: TokenPurpose, tokenHash: string) => {
  const [row] = await db('auth_tokens')
    .where({ purpose, token_hash: tokenHash })
    .whereNull('used_at')
    .andWhere('expires_at', '>', db.fn.now())
    .update({ used_at: db.fn.now() })
    .returning<{ user_id: string }[]>('user_id');
  return row?.user_id;
};

/** Ends every http session of a user (passport keeps the id in `sess.passport.user`). */
export const deleteSessionsOfUser = (db: Knex, userId: string) =>
  db('http_sessions').whereRaw("sess -> 'passport' ->> 'user' = ?", [userId]).delete();

/** The user id of a valid (unused, unexpired) token, without using it. */
export const findValidAuthToken = async (db: Knex, purpose: TokenPurpose, tokenHash: string) => {
  const row = await db('auth_tokens')
    .where({ purpose, token_hash: tokenHash })
    .whereNull('used_at')
    .andWhere('expires_at', '>', db.fn.now())
    .first<{ user_id: string } | undefined>('user_id');
  return row?.user_id;
};
