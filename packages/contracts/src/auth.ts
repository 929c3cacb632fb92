import { adminMailEndpoints, authEndpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

/** Password rules (quality.md): 8 to 128 characters; common passwords are refused by the server. */
export const passwordRules = { minLength: 8, maxLength: 128 } as const;

/** The longest e-mail address (RFC 5321's path limit), the same for every form and rule. */
export const EMAIL_MAX_LENGTH = 254;

const email = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ error: 'Enter a valid e-mail address' }))
  .transform((value) => value.toLowerCase());

export const ZNewPassword = z
  .string()
  .min(passwordRules.minLength, `Use at least ${passwordRules.minLength} characters`)
  .max(passwordRules.maxLength, `Use at most ${passwordRules.maxLength} characters`);

/** Trainee grades offered at sign-up (UK training grades). */
export const grades = [
  'Medical student',
  'Foundation doctor (FY1/FY2)',
  'Core surgical trainee (CT1/CT2)',
  'Specialty trainee in urology (ST3–ST8)',
  'Specialty doctor / SAS',
  'Consultant',
  'Nurse or advanced practitioner',
  'Physician associate',
  'Other',
] as const;

/**
 * `years_of_practice`: a whole number, or null when left empty (specification, section 5). Accepts
 * a number or the text of a form field.
 */
export const ZYearsOfPractice = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
      return null;
    const parsed = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isFinite(parsed) || parsed < 0 || parsed > 70) {
      ctx.addIssue({ code: 'custom', message: 'Enter a whole number of years between 0 and 70' });
      return z.NEVER;
    }
    return Math.trunc(parsed);
  });

/** The user as the api returns it (specification, section 3). */
export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  is_admin: z.boolean(),
  isAdmin: z.boolean(),
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  name: z.string().nullable(),
  emailVerified: z.boolean(),
  grade: z.string().nullable(),
  years_of_practice: z.number().int().nullable(),
  institution: z.string().nullable(),
  country: z.string().nullable(),
  /** The profile picture's URL (versioned: it changes when the picture does), or null. */
  avatarUrl: z.string().nullable(),
  subscription_status: z.enum(['active', 'past_due']).nullable(),
  subscription_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof ZUser>;

/**
 * The answer to requests that must not reveal whether an e-mail is registered (sign-up, resend,
 * forgot-password): the same body either way, carrying back only the address given.
 */
export const ZPendingUser = z.object({ user: z.object({ email: z.string() }) });

/** The sign-up form (specification, section 3: profile fields). */
export const ZSignupBody = z.object({
  fullName: z.string().trim().min(2, 'Enter your full name').max(120),
  email,
  password: ZNewPassword,
  grade: z.enum(grades, { error: 'Choose your grade' }),
  years_of_practice: ZYearsOfPractice,
  institution: z.string().trim().max(200).optional().default(''),
  country: z.string().trim().min(2, 'Choose your country').max(80),
  acceptTerms: z.literal(true, { error: 'You must accept the terms and privacy notice' }),
});
export type SignupBody = z.input<typeof ZSignupBody>;

export const ZLoginBody = z.object({ email, password: z.string().min(1, 'Enter your password').max(1024) });

export const authRoutes = {
  signup: defineRoute(authEndpoints.signup, {
    summary: 'Create an account; a verification link is e-mailed (same answer for a known e-mail)',
    tag: 'auth',
    body: ZSignupBody,
    data: ZPendingUser,
    extraStatuses: { 403: 'CSRF token missing or wrong' },
  }),
  resendVerification: defineRoute(authEndpoints.resendVerification, {
    summary: 'Send the verification link again (same answer for any e-mail)',
    tag: 'auth',
    body: z.object({ email }),
    data: ZPendingUser,
  }),
  verifyEmail: defineRoute(authEndpoints.verifyEmail, {
    summary: 'Verify an e-mail address with the token from the link',
    tag: 'auth',
    body: z.object({ token: z.string().min(10).max(200) }),
    data: z.object({ user: ZUser }),
  }),
  login: defineRoute(authEndpoints.login, {
    summary: 'Log in; starts a new session and rotates the CSRF token',
    tag: 'auth',
    body: ZLoginBody,
    data: z.object({ user: ZUser }),
    extraStatuses: { 401: 'Wrong e-mail or password', 403: 'E-mail not verified yet' },
  }),
  adminLogin: defineRoute(authEndpoints.adminLogin, {
    summary: 'Log in to the admin area (admins only)',
    tag: 'auth',
    body: ZLoginBody,
    data: z.object({ user: ZUser }),
    extraStatuses: { 401: 'Wrong e-mail or password, or not an admin' },
  }),
  logout: defineRoute(authEndpoints.logout, {
    summary: 'Log out: the server-side session is destroyed',
    tag: 'auth',
    data: z.object({ loggedOut: z.literal(true) }),
  }),
  status: defineRoute(authEndpoints.status, {
    summary: 'Whether the caller is logged in; also delivers the XSRF-TOKEN cookie',
    tag: 'auth',
    data: z.object({ isLoggedIn: z.boolean(), user: ZUser.nullable() }),
  }),
  sessionDiagnostics: defineRoute(authEndpoints.sessionDiagnostics, {
    summary: 'What the server knows of the caller’s session (no secrets)',
    tag: 'auth',
    data: z.object({
      isLoggedIn: z.boolean(),
      hasSessionCookie: z.boolean(),
      sessionCreatedAt: z.string().nullable(),
      sessionExpiresAt: z.string().nullable(),
      idleTimeoutSeconds: z.number(),
      absoluteTimeoutSeconds: z.number(),
      csrfTokenIssued: z.boolean(),
      userId: z.string().nullable(),
      secureCookies: z.boolean(),
    }),
  }),
  forgotPassword: defineRoute(authEndpoints.forgotPassword, {
    summary: 'E-mail a password reset link (same answer for any e-mail)',
    tag: 'auth',
    body: z.object({ email }),
    data: ZPendingUser,
  }),
  resetPassword: defineRoute(authEndpoints.resetPassword, {
    summary: 'Set a new password with the token from the link; ends every session of the user',
    tag: 'auth',
    body: z.object({ token: z.string().min(10).max(200), newPassword: ZNewPassword }),
    data: z.object({ user: ZUser }),
  }),
  profile: defineRoute(authEndpoints.profile, {
    summary: 'The logged-in user’s profile',
    tag: 'user',
    auth: 'user',
    data: ZUser,
    extraStatuses: { 401: 'Not logged in' },
  }),
};

/** One e-mail in the development outbox. */
export const ZOutboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof ZOutboxMessage>;

export const adminMailRoutes = {
  outbox: defineRoute(adminMailEndpoints.outbox, {
    summary: 'The latest e-mails written to the development outbox (admins only)',
    tag: 'admin',
    auth: 'admin',
    query: z.object({
      to: z.string().max(254).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
    data: z.object({ messages: z.array(ZOutboxMessage) }),
  }),
};
