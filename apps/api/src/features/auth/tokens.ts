import { createHash, randomBytes } from 'node:crypto';

/** A new single-use token: 256 random bits for the link, and the SHA-256 hash that is stored. */
export const createToken = () => {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** How long links stay valid. */
export const tokenLifetimes = {
  'verify-email': 48 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
} as const;
