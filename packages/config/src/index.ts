import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The repository root (where `.data/` lives by default). */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z.coerce.number().int().min(1).max(65535);

/**
 * Every environment variable the product reads, with its default. `.env.example` lists the same
 * variables with a one-line meaning each.
 */
export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // HTTP port of the api (which also serves the built web app).
  PORT: port.default(3000),
  // Address to listen on; loopback unless deployed behind a proxy.
  HOST: z.string().min(1).default('127.0.0.1'),
  // Public URL of the app, used in e-mails and links. Defaults to http://localhost:PORT.
  APP_BASE_URL: z.url().optional(),
  // PostgreSQL connection string. Unset: the app starts an embedded PostgreSQL in DATA_DIR/pg.
  DATABASE_URL: z.string().min(1).optional(),
  // Where local state lives (embedded PostgreSQL, generated secrets).
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  // TCP port of the embedded PostgreSQL on 127.0.0.1.
  EMBEDDED_PG_PORT: port.default(54329),
  // Secret that signs session cookies; generated into DATA_DIR when unset outside production.
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // pino log level.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Days to keep browser logs and errors before the retention job deletes them.
  LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Days a ready report bundle is kept before the worker deletes it.
  REPORT_BUNDLE_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  // Where report bundles are stored: a folder (default DATA_DIR/bundles; shared by api and worker).
  REPORT_BUNDLE_DIR: z.string().min(1).optional(),
  // Largest JSON body accepted by default, in bytes.
  JSON_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(100 * 1024),
  // Folder of the built web app that the api serves; unset = apps/web/dist.
  WEB_DIST_DIR: z.string().optional(),
  // Whether start-up seeds demo content (on by default outside production).
  SEED_DEMO: bool.optional(),
  // Whether the api process also runs the background worker (single-machine mode).
  RUN_WORKER: bool.default(true),
  // Number of proxies in front of the api whose X-Forwarded-For to trust (0 = none).
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // CI build number shown in build info.
  BUILD_NUMBER: z.string().optional(),
  // Minutes without a request after which a login session ends.
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(120),
  // Hours after login after which a session ends however active it is.
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  // SMTP server for e-mail (smtp:// or smtps://user:pass@host:port). Unset: the dev outbox.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  // Sender of every e-mail.
  MAIL_FROM: z.string().min(3).default('UroSim <no-reply@urosim.local>'),
  // Web push (VAPID) keys, base64url; both or neither. Unset: generated once into DATA_DIR/vapid.json.
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  // Contact the push services may use (a mailto: or https: URL).
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'must start with mailto: or https:')
    .default('mailto:no-reply@urosim.local'),
  // Shortest answer time (ms) of sign-up, resend and forgot-password, so that known and unknown
  // e-mails cannot be told apart by timing.
  AUTH_RESPONSE_FLOOR_MS: z.coerce.number().int().min(0).max(5000).default(400),
  // Sessions a trainee on the Free plan may start per calendar month.
  FREE_SESSIONS_PER_MONTH: z.coerce.number().int().min(0).max(10_000).default(5),
  // Currency of the plans (ISO 4217).
  PLAN_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as GBP')
    .default('GBP'),
  // Monthly prices of the paid plans, in the currency's major unit (the seeder keeps the plans in step).
  PLAN_PRICE_BASIC: z.coerce.number().min(0).max(10_000).default(9),
  PLAN_PRICE_STANDARD: z.coerce.number().min(0).max(10_000).default(19),
  PLAN_PRICE_PREMIUM: z.coerce.number().min(0).max(10_000).default(29),
  // Who takes payments: stripe, or the local billing sandbox where no money moves. Unset: stripe
  // when STRIPE_SECRET_KEY is set, else the sandbox.
  BILLING_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  // Stripe's secret api key (sk_live_… or sk_test_…).
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  // Stripe's publishable key, for the Payment Element in the browser (pk_…).
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  // Signing secret of the Stripe webhook endpoint (whsec_…); required in production with Stripe.
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  // Stripe price ids (price_…) of the paid plans, monthly.
  STRIPE_PRICE_BASIC: z.string().min(1).optional(),
  STRIPE_PRICE_STANDARD: z.string().min(1).optional(),
  STRIPE_PRICE_PREMIUM: z.string().min(1).optional(),
  // Where the Stripe SDK sends its requests (tests point it at a local server); unset = Stripe's.
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: port.optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  // Where the billing sandbox delivers its events. Unset: this api's webhook on 127.0.0.1:PORT.
  BILLING_WEBHOOK_URL: z.url().optional(),
  // Secret the billing sandbox signs its events with. Unset: derived from SESSION_SECRET.
  BILLING_SANDBOX_SECRET: z.string().min(16).optional(),
  // Where contact-form messages go, and the address the website shows.
  SUPPORT_EMAIL: z.email().default('support@urosim.local'),
  // The funder shown in the header: name, logo (a URL or a path the web app serves) and link.
  BRAND_FUNDER_NAME: z.string().min(1).default('Programme funder'),
  BRAND_FUNDER_LOGO_URL: z.string().min(1).default('/brand/funder-logo.svg'),
  BRAND_FUNDER_URL: z.url().optional(),
  // The national health service badge in the footer: name, image and link.
  BRAND_HEALTH_SERVICE_NAME: z.string().min(1).default('National health service partner'),
  BRAND_HEALTH_SERVICE_BADGE_URL: z.string().min(1).default('/brand/health-service-badge.svg'),
  BRAND_HEALTH_SERVICE_URL: z.url().optional(),
  // The urology association badge in the footer: name, image and link.
  BRAND_UROLOGY_ASSOCIATION_NAME: z.string().min(1).default('Urology association partner'),
  BRAND_UROLOGY_ASSOCIATION_BADGE_URL: z.string().min(1).default('/brand/urology-association-badge.svg'),
  BRAND_UROLOGY_ASSOCIATION_URL: z.url().optional(),
  // Website chatbot: retrieval over the help content (offline, the default) or llm (grounded in it).
  WEBSITE_CHATBOT_ENGINE: z.enum(['retrieval', 'llm']).default('retrieval'),
  // Website chatbot messages one address may send per minute.
  WEBSITE_CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  // Seconds of countdown between pressing Start and the clock starting.
  SESSION_COUNTDOWN_SECONDS: z.coerce.number().int().min(0).max(30).default(3),
  // Multiplies every rate limit (1 in production; the browser tests, which all come from one
  // address and keep their database between local runs, use more).
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  // Chat turns (patient, nurse, actions) one address may send per minute.
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  // Patient engine: scripted (offline, the default) or llm (an OpenAI-compatible endpoint).
  PATIENT_ENGINE: z.enum(['scripted', 'llm']).default('scripted'),
  // Feedback narrative: template (the default) or llm (the model below writes it around the results).
  FEEDBACK_ENGINE: z.enum(['template', 'llm']).default('template'),
  // OpenAI-compatible endpoint of the language model (e.g. http://127.0.0.1:11434/v1 for Ollama).
  AI_BASE_URL: z.url().optional(),
  // API key of that endpoint: optional for a local one that needs none (Ollama, llama.cpp, vLLM).
  AI_API_KEY: z.string().min(1).optional(),
  // Model used for the patient and nurse.
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  // Cost per 1,000 prompt and completion tokens in US dollars, for the costs screen.
  AI_PROMPT_COST_PER_1K: z.coerce.number().min(0).default(0.00015),
  AI_COMPLETION_COST_PER_1K: z.coerce.number().min(0).default(0.0006),
  // Seconds before a model call is given up.
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  // HeyGen streaming avatar (ADR 0128): on when the key is set; the key stays on the server.
  HEYGEN_API_KEY: z.string().min(1).optional(),
  // HeyGen's api (a HeyGen-shaped server on loopback in the tests).
  HEYGEN_BASE_URL: z.url().default('https://api.heygen.com'),
  // The HeyGen avatar that plays the patient, and the minutes after which an open session is closed.
  HEYGEN_AVATAR_ID: z.string().min(1).default('default'),
  HEYGEN_SESSION_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(120).default(30),
});

export type Env = z.infer<typeof ZEnv>;

/** The validated configuration every process reads. */
export type Config = Omit<
  Env,
  | 'SESSION_SECRET'
  | 'APP_BASE_URL'
  | 'SEED_DEMO'
  | 'WEB_DIST_DIR'
  | 'BILLING_PROVIDER'
  | 'BILLING_WEBHOOK_URL'
  | 'BILLING_SANDBOX_SECRET'
  | 'REPORT_BUNDLE_DIR'
> & {
  SESSION_SECRET: string;
  /** Where report bundles are stored (absolute). */
  REPORT_BUNDLE_DIR: string;
  BILLING_PROVIDER: 'sandbox' | 'stripe';
  BILLING_WEBHOOK_URL: string;
  BILLING_SANDBOX_SECRET: string;
  APP_BASE_URL: string;
  SEED_DEMO: boolean;
  WEB_DIST_DIR: string;
  isProduction: boolean;
  usesEmbeddedDatabase: boolean;
};

/** Thrown with every problem of the environment at once. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

const loadOrCreateSecret = (dataDir: string) => {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

const billingProviderOf = (env: Env) =>
  env.BILLING_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');

/** The sandbox's signing secret when none is set: stable for a SESSION_SECRET, and not it. */
const sandboxSecretOf = (sessionSecret: string) =>
  `whsec_${createHmac('sha256', sessionSecret).update('urosim billing sandbox').digest('base64url')}`;

/**
 * Stripe chosen without its key, or in production without the webhook's signing secret; in
 * production, neither Stripe nor the sandbox chosen.
 */
const billingProblems = (env: Env, isProduction: boolean) => {
  // In production the sandbox (anyone subscribes with a test card) must be chosen on purpose.
  if (isProduction && !env.BILLING_PROVIDER && !env.STRIPE_SECRET_KEY) {
    return [
      'BILLING_PROVIDER: in production set STRIPE_SECRET_KEY (card payments by Stripe), or BILLING_PROVIDER=sandbox to run the local billing sandbox on purpose (no money moves; anyone can subscribe with a test card)',
    ];
  }
  if (billingProviderOf(env) !== 'stripe') return [];
  const problems: string[] = [];
  if (!env.STRIPE_SECRET_KEY) problems.push('STRIPE_SECRET_KEY: required when BILLING_PROVIDER is stripe');
  if (isProduction && !env.STRIPE_WEBHOOK_SECRET) {
    problems.push(
      'STRIPE_WEBHOOK_SECRET: required in production with Stripe (the webhook is verified with it)',
    );
  }
  return problems;
};

/**
 * Parses the environment. Empty strings count as unset. Throws a ConfigError listing every
 * problem; outside production a missing SESSION_SECRET is generated once and kept in DATA_DIR.
 */
export const parseConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')}: ${issue.message}`);
  }
  const isProduction = parsed.data?.NODE_ENV === 'production';
  if (parsed.success && isProduction && !parsed.data.SESSION_SECRET) {
    problems.push('SESSION_SECRET: required in production (at least 32 characters)');
  }
  if (parsed.success) problems.push(...billingProblems(parsed.data, isProduction));
  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems);
  const env_ = parsed.data;
  const dataDir = path.resolve(env_.DATA_DIR);
  const sessionSecret = env_.SESSION_SECRET ?? loadOrCreateSecret(dataDir);
  return {
    ...env_,
    DATA_DIR: dataDir,
    SESSION_SECRET: sessionSecret,
    BILLING_PROVIDER: billingProviderOf(env_),
    BILLING_WEBHOOK_URL:
      env_.BILLING_WEBHOOK_URL ?? `http://127.0.0.1:${env_.PORT}/api/v1/subscription/webhook`,
    BILLING_SANDBOX_SECRET: env_.BILLING_SANDBOX_SECRET ?? sandboxSecretOf(sessionSecret),
    APP_BASE_URL: env_.APP_BASE_URL ?? `http://localhost:${env_.PORT}`,
    SEED_DEMO: env_.SEED_DEMO ?? !isProduction,
    WEB_DIST_DIR: path.resolve(env_.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    REPORT_BUNDLE_DIR: path.resolve(env_.REPORT_BUNDLE_DIR ?? path.join(dataDir, 'bundles')),
    isProduction,
    usesEmbeddedDatabase: !env_.DATABASE_URL,
  };
};

/** parseConfig for a process entry point: prints every problem, then exits with status 1. */
export const loadConfigOrExit = (env: NodeJS.ProcessEnv = process.env): Config => {
  try {
    return parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};
export * from './build-info.ts';
