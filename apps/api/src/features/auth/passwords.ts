import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** argon2id with OWASP's minimum: 19 MiB, 2 iterations, 1 lane. */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export const hashPassword = (password: string) => hash(password, argon2Options);

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

// A hash of nothing anyone knows: verifying against it costs what a real check costs, so a login
// for an unknown e-mail takes as long as one for a known e-mail.
let dummyHash: Promise<string> | undefined;
/** Spends the time of one password check, for callers without a user. */
export const verifyAgainstDummy = async (password: string) => {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
  return false;
};

const commonPasswords = new Set(
  (Array.isArray(dictionary['passwords-common'])
    ? (dictionary['passwords-common'] as string[])
    : Object.keys(dictionary['passwords-common'] as object)
  ).map((p) => p.toLowerCase()),
);

/**
 * Why a new password is refused, or undefined when it is acceptable: the 49,000 most common
 * passwords (zxcvbn's list), the user's own e-mail or name.
 */
export const passwordProblem = (password: string, context: { email?: string; fullName?: string } = {}) => {
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return 'This password is too common. Choose one that is harder to guess.';
  const emailName = context.email?.split('@')[0]?.toLowerCase();
  if (emailName && emailName.length >= 4 && lower.includes(emailName)) {
    return 'Do not use your e-mail address in your password.';
  }
  if (context.fullName && lower === context.fullName.replace(/\s+/g, '').toLowerCase()) {
    return 'Do not use your name as your password.';
  }
  return undefined;
};
