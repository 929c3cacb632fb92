import { consumeEmailChangeToken, emailTaken, insertEmailChangeToken, setVerifiedEmail } from '@urosim/db';
import { AppError } from '../../http/app-error.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { findUserById } from '../auth/repo.ts';
import { createToken, hashToken } from '../auth/tokens.ts';
import type { AccountDeps } from './service.ts';

/** How long the link to the new address works. */
const emailChangeLifetimeMs = 24 * 60 * 60 * 1000;

const fieldError = (path: string, message: string, code: string) =>
  new AppError('VALIDATION_FAILED', message, undefined, [{ path, message, code }]);

const userOf = async (deps: AccountDeps, id: string) => {
  const row = await findUserById(deps.db, id);
  if (!row) throw new AppError('UNAUTHENTICATED', 'Please log in.');
  return row;
};

/**
 * Asks to change the address: the password first (a stolen session alone cannot), then a link to
 * the new address; nothing changes until it is opened. The address already used by another
 * account is named (the caller proved the password, and sign-up answers the same question).
 */
export const requestEmailChange = async (
  deps: AccountDeps,
  user: { id: string },
  body: { newEmail: string; password: string },
) => {
  const row = await userOf(deps, user.id);
  if (!(await verifyPassword(row.password_hash, body.password)))
    throw fieldError('password', 'That password is not right.', 'wrong_password');
  if (body.newEmail === row.email.toLowerCase())
    throw fieldError('newEmail', 'That is already your e-mail address.', 'same_email');
  if (await emailTaken(deps.db, body.newEmail))
    throw fieldError('newEmail', 'That address is already used by another account.', 'email_taken');
  const { token, tokenHash } = createToken();
  const url = new URL('/settings/security', deps.config.APP_BASE_URL);
  url.searchParams.set('token', token);
  await deps.db.transaction(async (trx) => {
    await insertEmailChangeToken(trx, {
      userId: row.id,
      tokenHash,
      newEmail: body.newEmail,
      expiresAt: new Date(Date.now() + emailChangeLifetimeMs),
    });
    await deps.mailer.send(
      'emailChangeVerify',
      body.newEmail,
      { fullName: row.full_name, url: url.toString() },
      trx,
    );
  });
  return { pendingEmail: body.newEmail };
};

/** Opens the link: the address changes (verified), and the old address is told. */
export const confirmEmailChange = async (deps: AccountDeps, user: { id: string }, token: string) => {
  const row = await userOf(deps, user.id);
  return deps.db.transaction(async (trx) => {
    const newEmail = await consumeEmailChangeToken(trx, row.id, hashToken(token));
    if (!newEmail)
      throw new AppError(
        'TOKEN_INVALID',
        'This link is invalid or has expired. Please ask for the change again.',
      );
    if (await emailTaken(trx, newEmail))
      throw new AppError('TOKEN_INVALID', 'That address is now used by another account.');
    await setVerifiedEmail(trx, row.id, newEmail);
    await deps.mailer.send('emailChanged', row.email, { fullName: row.full_name, newEmail }, trx);
    return { email: newEmail, oldEmail: row.email };
  });
};
