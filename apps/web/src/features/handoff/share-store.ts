import type { HandoffShareLink, HandoffShareState } from '@urosim/contracts';

// Only a hash of a share token is stored by the server (ADR 0116), so the link can be shown only
// when it is made. The tab keeps it (session storage, by session id) so the page can show it again
// while that link is the active one; a link revoked, expired or replaced elsewhere is forgotten.

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (sessionId: string) => `urosim:handoff-share:${sessionId}`;

const defaultStorage = (): StorageLike | undefined => {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    // Storage can be unavailable (private modes): the link is then shown only when it is made.
    return undefined;
  }
};

const isShareLink = (value: unknown): value is HandoffShareLink => {
  if (typeof value !== 'object' || value === null) return false;
  const link = value as Record<string, unknown>;
  return ['token', 'url', 'pdfUrl', 'downloadUrl', 'createdAt', 'expiresAt'].every(
    (key) => typeof link[key] === 'string',
  );
};

/** Keeps a new link for this tab. */
export const rememberShareLink = (
  sessionId: string,
  link: HandoffShareLink,
  storage: StorageLike | undefined = defaultStorage(),
) => {
  try {
    storage?.setItem(keyOf(sessionId), JSON.stringify(link));
  } catch {
    // Full or unavailable: the link is still on screen now.
  }
};

export const forgetShareLink = (sessionId: string, storage: StorageLike | undefined = defaultStorage()) => {
  try {
    storage?.removeItem(keyOf(sessionId));
  } catch {
    // Nothing to forget.
  }
};

/**
 * The link this tab made, while it is the hand-off's active link (the same making time and not
 * expired); null otherwise, and a stale one is forgotten.
 */
export const recallShareLink = (
  sessionId: string,
  share: HandoffShareState | null,
  { storage = defaultStorage(), now = Date.now() }: { storage?: StorageLike | undefined; now?: number } = {},
): HandoffShareLink | null => {
  let link: unknown;
  try {
    const raw = storage?.getItem(keyOf(sessionId));
    link = raw ? JSON.parse(raw) : null;
  } catch {
    link = null;
  }
  if (!isShareLink(link)) return null;
  // The same link: made at the same moment (to the second, whichever clock wrote each time).
  const isActive =
    share !== null &&
    Math.abs(Date.parse(link.createdAt) - Date.parse(share.createdAt)) < 1_000 &&
    Date.parse(share.expiresAt) > now;
  if (!isActive) {
    forgetShareLink(sessionId, storage);
    return null;
  }
  return link;
};

/** The absolute address of a link the api gives as a path (`/handoff/live/…`). */
export const absoluteUrl = (path: string, origin: string) => new URL(path, origin).toString();
