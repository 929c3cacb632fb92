import type { Config } from '@urosim/config';
import type { ProfileCompletion, ProfileUpdate } from '@urosim/contracts';
import {
  countCertifications,
  deleteOtherHttpSessions,
  deleteUserAccount,
  findExpertise,
  type Knex,
} from '@urosim/db';
import { createFolderStorage } from '@urosim/documents';
import { AppError } from '../../http/app-error.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords.ts';
import { findUserById, type UserRow, updateUser } from '../auth/repo.ts';
import { publicUser } from '../auth/service.ts';
import type { BillingDeps } from '../billing/service.ts';
import { cancelSubscription } from '../billing/service.ts';
import { certificationsOf, expertiseOf } from './profile-extras.ts';

export type AccountDeps = { db: Knex; config: Config; mailer: Mailer; billing: BillingDeps['billing'] };

const wrongPassword = (path: string) =>
  new AppError('VALIDATION_FAILED', 'That password is not right.', undefined, [
    { path, message: 'That password is not right.', code: 'wrong_password' },
  ]);

const freshUser = async (db: Knex, id: string) => {
  const row = await findUserById(db, id);
  if (!row) throw new AppError('UNAUTHENTICATED', 'Please log in.');
  return row;
};

/** Changes the profile fields given; answers the profile as it is now. */
export const updateProfile = async (deps: AccountDeps, user: { id: string }, body: ProfileUpdate) => {
  await updateUser(deps.db, user.id, {
    ...(body.fullName === undefined ? {} : { full_name: body.fullName }),
    ...(body.grade === undefined ? {} : { grade: body.grade }),
    ...(body.years_of_practice === undefined ? {} : { years_of_practice: body.years_of_practice }),
    ...(body.institution === undefined ? {} : { institution: body.institution }),
    ...(body.country === undefined ? {} : { country: body.country }),
  });
  return publicUser(deps, await freshUser(deps.db, user.id));
};

const completionFields: [keyof UserRow, string][] = [
  ['full_name', 'Your full name'],
  ['grade', 'Your grade'],
  ['years_of_practice', 'Years of practice'],
  ['institution', 'Your institution'],
  ['country', 'Your country'],
  ['email_verified_at', 'A verified e-mail address'],
];

/** What the profile has besides the user row's fields (ADR 0130). */
type ProfileExtras = { expertise: number; certifications: number };

/** The share of the profile filled in, and what is missing, in the order the page asks for it. */
export const completionOf = (row: UserRow, extras: ProfileExtras): ProfileCompletion => {
  const missing = completionFields
    .filter(([field]) => row[field] === null || row[field] === undefined || row[field] === '')
    .map(([field, label]): ProfileCompletion['missing'][number] => ({ field, label }));
  if (extras.expertise === 0) missing.push({ field: 'expertise', label: 'A specialty interest' });
  if (extras.certifications === 0) missing.push({ field: 'certifications', label: 'A certification' });
  const total = completionFields.length + 2;
  return { percent: Math.round(((total - missing.length) / total) * 100), missing };
};

const extrasOf = async (db: Knex, userId: string): Promise<ProfileExtras> => ({
  expertise: (await findExpertise(db, userId)).length,
  certifications: await countCertifications(db, userId),
});

export const profileCompletion = async (deps: AccountDeps, user: { id: string }) =>
  completionOf(await freshUser(deps.db, user.id), await extrasOf(deps.db, user.id));

export const extendedProfile = async (deps: AccountDeps, user: { id: string }) => {
  const row = await freshUser(deps.db, user.id);
  const [{ specialties }, { certifications }] = [
    await expertiseOf(deps.db, user),
    await certificationsOf(deps.db, user),
  ];
  return {
    user: await publicUser(deps, row),
    completion: completionOf(row, { expertise: specialties.length, certifications: certifications.length }),
    expertise: specialties,
    certifications,
  };
};

/**
 * Changes the password: the current one first (a stolen session alone cannot), the new one by the
 * sign-up's rules; every other session of the user ends, this one stays; the user is told by e-mail.
 */
export const changePassword = async (
  deps: AccountDeps,
  user: { id: string },
  sessionId: string,
  body: { currentPassword: string; newPassword: string },
) => {
  const row = await freshUser(deps.db, user.id);
  if (!(await verifyPassword(row.password_hash, body.currentPassword)))
    throw wrongPassword('currentPassword');
  const problem = passwordProblem(body.newPassword, { email: row.email, fullName: row.full_name });
  if (problem)
    throw new AppError('VALIDATION_FAILED', problem, undefined, [
      { path: 'newPassword', message: problem, code: 'weak_password' },
    ]);
  const passwordHash = await hashPassword(body.newPassword);
  const otherSessionsEnded = await deps.db.transaction(async (trx) => {
    await updateUser(trx, row.id, { password_hash: passwordHash, password_changed_at: new Date() });
    const ended = await deleteOtherHttpSessions(trx, row.id, sessionId);
    await deps.mailer.send(
      'passwordChanged',
      row.email,
      { fullName: row.full_name, resetUrl: new URL('/forgot-password', deps.config.APP_BASE_URL).toString() },
      trx,
    );
    return ended;
  });
  return { otherSessionsEnded };
};

/**
 * Deletes the account after the password is entered again: a running subscription stops renewing
 * at the payment provider first (nothing more is charged), then one transaction deletes the user —
 * every table's rows go or lose their tie to the user by the registry's rules (gdpr.ts) — ends
 * every session and queues the confirmation e-mail. The zips the worker built for the user (the
 * privacy export, the report bundles of their sessions) are deleted from the storage once that has
 * committed (ADR 0133, 0136).
 */
export const deleteAccount = async (deps: AccountDeps, user: { id: string }, password: string) => {
  const row = await freshUser(deps.db, user.id);
  if (!(await verifyPassword(row.password_hash, password))) throw wrongPassword('password');
  await cancelSubscription({ db: deps.db, config: deps.config, billing: deps.billing }, row).catch(
    (error: unknown) => {
      // No subscription to stop is the usual case.
      if ((error as { code?: string }).code !== 'NO_SUBSCRIPTION') throw error;
    },
  );
  const { zipKeys } = await deps.db.transaction(async (trx) => {
    const deleted = await deleteUserAccount(trx, { id: row.id, email: row.email });
    await deps.mailer.send('accountDeleted', row.email, { fullName: row.full_name }, trx);
    return deleted;
  });
  // A build still running finds no row when it finishes and deletes its own file.
  const storage = createFolderStorage(deps.config.REPORT_BUNDLE_DIR);
  for (const key of zipKeys) await storage.remove(key);
  return { deleted: true as const };
};
