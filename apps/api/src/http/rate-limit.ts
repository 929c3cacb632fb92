import { createHash } from 'node:crypto';
import { EMAIL_MAX_LENGTH } from '@urosim/contracts';
import {
  claimRateLimitHits,
  decrementRateLimit,
  getRateLimit,
  incrementRateLimit,
  type Knex,
  resetRateLimit,
} from '@urosim/db';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, type Options, rateLimit, type Store } from 'express-rate-limit';
import { AppError } from './app-error.ts';

/**
 * express-rate-limit store kept in PostgreSQL (`rate_limits`), so a limit holds across every api
 * instance and survives a restart.
 */
class PostgresStore implements Store {
  prefix: string;
  localKeys = false;
  private windowMs = 60_000;
  private readonly db: Knex;
  constructor(db: Knex, name: string) {
    this.db = db;
    this.prefix = `${name}:`;
  }
  init(options: Options) {
    this.windowMs = options.windowMs;
  }
  async get(key: string) {
    const row = await getRateLimit(this.db, this.prefix + key);
    return row ? { totalHits: row.hits, resetTime: row.reset_at } : undefined;
  }
  async increment(key: string) {
    const row = await incrementRateLimit(this.db, this.prefix + key, this.windowMs);
    return { totalHits: row.hits, resetTime: row.reset_at };
  }
  async decrement(key: string) {
    await decrementRateLimit(this.db, this.prefix + key);
  }
  async resetKey(key: string) {
    await resetRateLimit(this.db, this.prefix + key);
  }
}

/** The most hits a leasing store claims in one round trip. */
export const MAX_LEASE = 16;

/**
 * A store for busy limits (chat turns): it claims blocks of hits from `rate_limits` and hands them
 * out in memory, so most requests cost no database write, and the limit still holds exactly across
 * every api instance. A claim reserves the positions (count − granted, count] of the window's
 * count with one atomic upsert; each request takes the next position of its instance's block and
 * passes when the position is within the limit. Positions are unique across instances, so no more
 * than `limit` requests ever pass in a window. A block is at most a quarter of what was left at the
 * last claim (and at most `MAX_LEASE`), so near the limit every request claims for itself; hits an
 * instance claimed and did not use can refuse others early, by at most that much (ADR 0109).
 */
class LeasingPostgresStore implements Store {
  prefix: string;
  localKeys = false;
  private windowMs = 60_000;
  private limit = 1;
  private readonly db: Knex;
  private readonly blocks = new Map<
    string,
    { next: number; end: number; lastCount: number; resetAt: Date }
  >();
  private readonly claims = new Map<string, Promise<void>>();
  constructor(db: Knex, name: string) {
    this.db = db;
    this.prefix = `${name}:`;
  }
  init(options: Options) {
    this.windowMs = options.windowMs;
    this.limit = typeof options.limit === 'number' ? options.limit : this.limit;
  }
  async get(key: string) {
    const block = this.blocks.get(key);
    if (block && block.resetAt.getTime() > Date.now())
      return { totalHits: block.next - 1, resetTime: block.resetAt };
    const row = await getRateLimit(this.db, this.prefix + key);
    return row ? { totalHits: row.hits, resetTime: row.reset_at } : undefined;
  }
  private async claim(key: string) {
    const known = this.blocks.get(key);
    const lastCount = known && known.resetAt.getTime() > Date.now() ? known.lastCount : 0;
    const want = Math.min(MAX_LEASE, Math.max(1, Math.floor((this.limit - lastCount) / 4)));
    const row = await claimRateLimitHits(this.db, {
      key: this.prefix + key,
      want,
      limit: this.limit,
      windowMs: this.windowMs,
    });
    // Blocks of windows that have ended are dropped now and then, so many addresses cannot grow the map.
    if (this.blocks.size >= 10_000) {
      const now = Date.now();
      for (const [k, b] of this.blocks) if (b.resetAt.getTime() <= now) this.blocks.delete(k);
    }
    this.blocks.set(key, {
      next: row.hits - row.granted + 1,
      end: row.hits,
      lastCount: row.hits,
      resetAt: row.reset_at,
    });
  }
  async increment(key: string) {
    for (;;) {
      const block = this.blocks.get(key);
      if (block && block.next <= block.end && block.resetAt.getTime() > Date.now()) {
        const position = block.next;
        block.next += 1;
        return { totalHits: position, resetTime: block.resetAt };
      }
      // One claim at a time per key in this instance; requests that arrive meanwhile share it.
      let pending = this.claims.get(key);
      if (!pending) {
        pending = this.claim(key).finally(() => this.claims.delete(key));
        this.claims.set(key, pending);
      }
      await pending;
    }
  }
  async decrement() {
    // A position once handed out is not given back (leased limits count every request).
  }
  async resetKey(key: string) {
    this.blocks.delete(key);
    await resetRateLimit(this.db, this.prefix + key);
  }
}

/** What a limiter counts: the caller's address, or the account named in the body. */
export type LimitKey = 'ip' | 'account';

/** One limit: `limit` requests per `windowMs`, counted per `key`. */
export type LimitRule = {
  name: string;
  key: LimitKey;
  limit: number;
  windowMs: number;
  /** Count only requests that fail (e.g. wrong passwords). */
  onlyFailures?: boolean;
  /**
   * Claim hits in blocks and count in memory (a busy limit such as chat turns): most requests then
   * cost no database write; the limit still holds exactly across instances. Not with `onlyFailures`.
   */
  leased?: boolean;
};

/**
 * The account a request names, as a fixed-length key: a hash of the e-mail, so that no address is
 * stored in the counters' table. An address the contract would refuse (empty, or longer than
 * `EMAIL_MAX_LENGTH`) names no account: validation answers it, and nothing is counted or written.
 */
const accountKey = (req: Request) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string') return undefined;
  const normalised = email.trim().toLowerCase();
  if (normalised === '' || normalised.length > EMAIL_MAX_LENGTH) return undefined;
  return `acct:${createHash('sha256').update(normalised).digest('base64url')}`;
};

const retryText = (seconds: number) =>
  seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${Math.max(1, seconds)} seconds`;

/**
 * A guard that answers 429 in the envelope (with `Retry-After` and `details.retryAfterSeconds`)
 * once a rule's limit is passed. Rules keyed by account read `email` from the parsed body and are
 * skipped when there is none (validation will refuse such a request anyway).
 */
export const createRateLimiter = (db: Knex, rule: LimitRule, scale = 1): RequestHandler =>
  rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit * scale,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    store:
      rule.leased && !rule.onlyFailures
        ? new LeasingPostgresStore(db, rule.name)
        : new PostgresStore(db, rule.name),
    skipSuccessfulRequests: rule.onlyFailures ?? false,
    skip: (req) => rule.key === 'account' && accountKey(req) === undefined,
    keyGenerator: (req) => (rule.key === 'account' ? accountKey(req)! : ipKeyGenerator(req.ip ?? '0.0.0.0')),
    // Let database errors reach the error handler (503) instead of silently letting requests pass.
    passOnStoreError: false,
    handler: (req, _res, next, options) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const retryAfterSeconds = resetTime
        ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
        : Math.ceil(options.windowMs / 1000);
      _res.setHeader('Retry-After', String(retryAfterSeconds));
      next(
        new AppError(
          'RATE_LIMITED',
          `Too many attempts. Please try again in ${retryText(retryAfterSeconds)}.`,
          {
            retryAfterSeconds,
          },
        ),
      );
    },
  });

/** The limits of the product, by route group (quality.md: per IP and per account). */
export const limitRules = {
  loginIp: { name: 'login-ip', key: 'ip', limit: 30, windowMs: 15 * 60_000 },
  loginAccount: {
    name: 'login-account',
    key: 'account',
    limit: 5,
    windowMs: 15 * 60_000,
    onlyFailures: true,
  },
  signupIp: { name: 'signup-ip', key: 'ip', limit: 10, windowMs: 60 * 60_000 },
  mailIp: { name: 'mail-ip', key: 'ip', limit: 10, windowMs: 60 * 60_000 },
  mailAccount: { name: 'mail-account', key: 'account', limit: 3, windowMs: 60 * 60_000 },
  tokenIp: { name: 'token-ip', key: 'ip', limit: 30, windowMs: 15 * 60_000 },
  clientReportsIp: { name: 'client-reports-ip', key: 'ip', limit: 120, windowMs: 60_000 },
  // Emergency diagnostics reports (issue 20): large bodies a person sends by hand, a few at most.
  diagnosticsIp: { name: 'diagnostics-ip', key: 'ip', limit: 10, windowMs: 10 * 60_000 },
  // A shared hand-off's page, events and PDFs (a live page reconnects now and then): enough for
  // readers behind one address, far too few to guess a 256-bit token.
  handoffLinkIp: { name: 'handoff-link-ip', key: 'ip', limit: 120, windowMs: 60_000 },
  // A facilitator invite's short code (about 40 bits, ADR 0117): a few wrong codes a minute at
  // most from one address, so that guessing one takes longer than any invite lasts.
  inviteCodeIp: { name: 'invite-code-ip', key: 'ip', limit: 10, windowMs: 60_000 },
  // Joining with an invite token (256 bits): enough for a room of guests behind one address.
  inviteJoinIp: { name: 'invite-join-ip', key: 'ip', limit: 60, windowMs: 60_000 },
  // A facilitator's messages to the trainee: a conversation's pace, for a room of facilitators
  // behind one address.
  facilitatorChatIp: { name: 'facilitator-chat-ip', key: 'ip', limit: 30, windowMs: 60_000 },
  // A copilot session's code (about 40 bits, as an invite's): the same pace as `inviteCodeIp`.
  copilotCodeIp: { name: 'copilot-code-ip', key: 'ip', limit: 10, windowMs: 60_000 },
  // A facilitator's scenario events: a few a minute make a scenario; more is a stuck button.
  copilotInjectIp: { name: 'copilot-inject-ip', key: 'ip', limit: 30, windowMs: 60_000 },
  contactIp: { name: 'contact-ip', key: 'ip', limit: 5, windowMs: 60 * 60_000 },
  // The limit itself comes from WEBSITE_CHAT_RATE_LIMIT_PER_MINUTE.
  websiteChatIp: { name: 'website-chat-ip', key: 'ip', limit: 20, windowMs: 60_000 },
} as const satisfies Record<string, LimitRule>;
