import type { Config } from '@urosim/config';
import { accountEndpoints, type SignupBody, type User, type ZSignupBody } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { isAdmin } from '../../policies/index.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { readEntitlement, userSubscriptionFields } from '../billing/entitlements.ts';
import { hashPassword, passwordProblem, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import {
  consumeAuthToken,
  deleteSessionsOfUser,
  findUserByEmail,
  findUserById,
  findValidAuthToken,
  insertAuthToken,
  insertUserIfAbsent,
  type TokenPurpose,
  type UserRow,
  updateUser,
} from './repo.ts';
import { createToken, hashToken, tokenLifetimes } from './tokens.ts';

export type AuthDeps = { db: Knex; mailer: Mailer; config: Config };

type SubscriptionFields = Pick<
  User,
  'subscription_status' | 'subscription_period_end' | 'cancel_at_period_end'
>;

const noSubscription: SubscriptionFields = {
  subscription_status: null,
  subscription_period_end: null,
  cancel_at_period_end: false,
};

/** The user as the api shows it (specification, section 3), with their subscription's fields. */
export const toPublicUser = (row: UserRow, subscription: SubscriptionFields = noSubscription): User => {
  const admin = isAdmin(row);
  const firstName = row.full_name.trim().split(/\s+/)[0] ?? null;
  return {
    id: row.id,
    email: row.email,
    role: admin ? 'admin' : row.role,
    is_admin: admin,
    isAdmin: admin,
    fullName: row.full_name,
    firstName,
    name: row.full_name,
    emailVerified: row.email_verified_at !== null,
    grade: row.grade,
    years_of_practice: row.years_of_practice,
    institution: row.institution,
    country: row.country,
    avatarUrl: row.picture_updated_at
      ? `${accountEndpoints.avatar.path}?v=${row.picture_updated_at.getTime()}`
      : null,
    ...subscription,
    createdAt: row.created_at.toISOString(),
  };
};

/** The user as the api shows it, with the subscription fields of their entitlement (ADR 0115). */
export const publicUser = async (deps: Pick<AuthDeps, 'db' | 'config'>, row: UserRow): Promise<User> =>
  toPublicUser(row, userSubscriptionFields(await readEntitlement(deps.db, deps.config, row)));

const invalidLink = () =>
  new AppError('TOKEN_INVALID', 'This link is invalid or has expired. Please request a new one.');

const weakPassword = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, undefined, [{ path, message, code: 'weak_password' }]);

const issueToken = async (db: Knex, userId: string, purpose: TokenPurpose) => {
  const { token, tokenHash } = createToken();
  await insertAuthToken(db, {
    userId,
    purpose,
    tokenHash,
    expiresAt: new Date(Date.now() + tokenLifetimes[purpose]),
  });
  return token;
};

const link = (config: Config, path: string, token?: string) => {
  const url = new URL(path, config.APP_BASE_URL);
  if (token) url.searchParams.set('token', token);
  return url.toString();
};

/** The answer that reveals nothing about whether the e-mail is registered. */
const pending = (email: string) => ({ user: { email } });

/**
 * Creates an account and e-mails a verification link. For an e-mail that already has an account
 * nothing changes and the owner gets a note instead; the caller gets the same answer either way.
 */
export const signUp = async (deps: AuthDeps, input: z.output<typeof ZSignupBody>) => {
  const problem = passwordProblem(input.password, { email: input.email, fullName: input.fullName });
  if (problem) throw weakPassword('password', problem);
  const passwordHash = await hashPassword(input.password);
  const created = await insertUserIfAbsent(deps.db, {
    email: input.email,
    password_hash: passwordHash,
    full_name: input.fullName,
    grade: input.grade,
    years_of_practice: input.years_of_practice,
    institution: input.institution || null,
    country: input.country,
    terms_accepted_at: new Date(),
  });
  if (created) {
    const token = await issueToken(deps.db, created.id, 'verify-email');
    await deps.mailer.send('verifyEmail', created.email, {
      fullName: created.full_name,
      url: link(deps.config, '/verify-email', token),
    });
  } else {
    const existing = await findUserByEmail(deps.db, input.email);
    if (existing && !existing.disabled_at) {
      await deps.mailer.send('accountExists', existing.email, {
        fullName: existing.full_name,
        loginUrl: link(deps.config, '/login'),
        resetUrl: link(deps.config, '/resetpassword'),
      });
    }
  }
  return pending(input.email);
};

/** E-mails a new verification link to an unverified account; the same answer for any e-mail. */
export const resendVerification = async (deps: AuthDeps, email: string) => {
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.email_verified_at && !user.disabled_at) {
    const token = await issueToken(deps.db, user.id, 'verify-email');
    await deps.mailer.send('verifyEmail', user.email, {
      fullName: user.full_name,
      url: link(deps.config, '/verify-email', token),
    });
  }
  return pending(email);
};

/** Verifies an e-mail address with a link's token (once); sends the welcome e-mail. */
export const verifyEmail = async (deps: AuthDeps, token: string) => {
  const userId = await consumeAuthToken(deps.db, 'verify-email', hashToken(token));
  if (!userId) throw invalidLink();
  const user = await findUserById(deps.db, userId);
  if (!user || user.disabled_at) throw invalidLink();
  if (!user.email_verified_at) {
    await updateUser(deps.db, user.id, { email_verified_at: new Date() });
    await deps.mailer.send('welcome', user.email, {
      fullName: user.full_name,
      url: link(deps.config, '/dashboard'),
    });
  }
  return { user: await publicUser(deps, (await findUserById(deps.db, userId))!) };
};

/**
 * Checks an e-mail and password. Unknown e-mails cost a password check too, so timing tells
 * nothing. An unverified account is refused only when the password is right.
 */
export const authenticate = async (deps: Pick<AuthDeps, 'db'>, email: string, password: string) => {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return verifyAgainstDummy(password).then(() => undefined);
  if (!(await verifyPassword(user.password_hash, password)) || user.disabled_at) return undefined;
  if (!user.email_verified_at) {
    throw new AppError(
      'EMAIL_NOT_VERIFIED',
      'Please confirm your e-mail address first: use the link we sent you, or ask for a new one.',
    );
  }
  return user;
};

/** Records a successful login. */
export const recordLogin = (deps: Pick<AuthDeps, 'db'>, userId: string) =>
  updateUser(deps.db, userId, { last_login_at: new Date() });

/** E-mails a password reset link to an active account; the same answer for any e-mail. */
export const requestPasswordReset = async (deps: AuthDeps, email: string) => {
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.disabled_at) {
    const token = await issueToken(deps.db, user.id, 'reset-password');
    await deps.mailer.send('resetPassword', user.email, {
      fullName: user.full_name,
      url: link(deps.config, '/resetpassword/confirm', token),
    });
  }
  return pending(email);
};

/**
 * Sets a new password with a reset link's token. The password is checked before the token is
 * used, so a refused password does not burn the link. Ends every session of the user.
 */
export const resetPassword = async (deps: AuthDeps, token: string, newPassword: string) => {
  const tokenHash = hashToken(token);
  const candidateId = await findValidAuthToken(deps.db, 'reset-password', tokenHash);
  const candidate = candidateId ? await findUserById(deps.db, candidateId) : undefined;
  if (!candidate || candidate.disabled_at) throw invalidLink();
  const problem = passwordProblem(newPassword, { email: candidate.email, fullName: candidate.full_name });
  if (problem) throw weakPassword('newPassword', problem);
  const passwordHash = await hashPassword(newPassword);

  const updated = await deps.db.transaction(async (trx) => {
    const userId = await consumeAuthToken(trx, 'reset-password', tokenHash);
    if (userId !== candidate.id) throw invalidLink();
    await updateUser(trx, userId, {
      password_hash: passwordHash,
      password_changed_at: new Date(),
      // Whoever reads the inbox owns the address.
      email_verified_at: candidate.email_verified_at ?? new Date(),
    });
    await deleteSessionsOfUser(trx, userId);
    return findUserById(trx, userId);
  });
  return { user: await publicUser(deps, updated!) };
};

/** The current user, or undefined when the account is gone or disabled. */
export const findActiveUser = async (db: Knex, id: string) => {
  const user = await findUserById(db, id);
  return user && !user.disabled_at ? user : undefined;
};

export type { SignupBody };
