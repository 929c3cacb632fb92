/** Build-time switches, read from Vite's `import.meta.env` (set as `VITE_*` variables at build). */
export type AppFlags = {
  /** `/browse-cases` is public only when this is exactly true (specification, section 2). */
  isPublicCases: boolean;
  /** `/dev/fm-trainee` and `/dev/feedback-v2` exist only when this is on; on when unset. */
  hasDevRoutes: boolean;
};

type FlagEnv = Partial<Record<'VITE_PUBLIC_CASES' | 'VITE_DEV_ROUTES', string | boolean | undefined>>;

const isOff = (value: string | boolean | undefined) =>
  value === false ||
  (typeof value === 'string' && ['false', '0', 'off', 'no'].includes(value.trim().toLowerCase()));

/** Reads the flags from an environment object; pure, so the rules are unit-tested. */
export const readFlags = (env: FlagEnv): AppFlags => ({
  isPublicCases: env.VITE_PUBLIC_CASES === true || env.VITE_PUBLIC_CASES === 'true',
  hasDevRoutes: !isOff(env.VITE_DEV_ROUTES),
});

export const flags: AppFlags = readFlags(import.meta.env as FlagEnv);
