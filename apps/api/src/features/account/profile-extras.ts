import type { Certification } from '@urosim/contracts';
import {
  type CertificationRow,
  deleteCertification,
  findExpertise,
  insertCertification,
  type Knex,
  listCertifications,
  saveExpertise,
} from '@urosim/db';
import { AppError } from '../../http/app-error.ts';

const toCertification = (row: CertificationRow): Certification => ({
  id: row.id,
  name: row.name,
  issuer: row.issuer,
  issuedOn: row.issued_on,
});

/** The user's specialty interests. */
export const expertiseOf = async (db: Knex, user: { id: string }) => ({
  specialties: await findExpertise(db, user.id),
});

/** Replaces the interests: each kept once (case aside), in the order given. */
export const replaceExpertise = async (db: Knex, user: { id: string }, specialties: string[]) => {
  const seen = new Set<string>();
  const kept = specialties.filter((name) => {
    const key = name.toLocaleLowerCase('en');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await saveExpertise(db, user.id, kept);
  return { specialties: kept };
};

export const certificationsOf = async (db: Knex, user: { id: string }) => ({
  certifications: (await listCertifications(db, user.id)).map(toCertification),
});

/** At most this many certifications a user (a profile, not a registry). */
const maxCertifications = 30;

export const addCertification = async (
  db: Knex,
  user: { id: string },
  body: { name: string; issuer: string; issuedOn: string },
) => {
  const current = await listCertifications(db, user.id);
  if (current.length >= maxCertifications)
    throw new AppError('VALIDATION_FAILED', `At most ${maxCertifications} certifications`, undefined, [
      { path: 'name', message: `At most ${maxCertifications} certifications`, code: 'too_many' },
    ]);
  await insertCertification(db, { userId: user.id, ...body });
  return certificationsOf(db, user);
};

/** Removes one of the caller's own certifications; any other id is a 404 (theirs or nobody's). */
export const removeCertification = async (db: Knex, user: { id: string }, id: string) => {
  if ((await deleteCertification(db, user.id, id)) === 0)
    throw new AppError('NOT_FOUND', 'That certification was not found.');
  return certificationsOf(db, user);
};
