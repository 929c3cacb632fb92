import { grades, ZNewPassword, ZUser, ZYearsOfPractice } from './auth.ts';
import { accountEndpoints } from './endpoints/account.ts';
import { ZWorkerZip } from './reporting.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

/** The caller's privacy (GDPR) export, built by the worker like a report bundle (ADR 0133). */
export const ZDataExport = ZWorkerZip.extend({
  /** When another export may be asked for (the rate limit); null when it may be now. */
  nextRequestAt: z.string().nullable(),
});
export type DataExport = z.infer<typeof ZDataExport>;

/** The profile fields a user edits (sign-up's, each optional: send only what changes). */
export const ZProfileUpdate = z
  .object({
    fullName: z.string().trim().min(2, 'Enter your full name').max(120),
    grade: z.enum(grades, { error: 'Choose your grade' }),
    years_of_practice: ZYearsOfPractice,
    institution: z.string().trim().max(200),
    country: z.string().trim().min(2, 'Choose your country').max(80),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Change at least one field' });
export type ProfileUpdate = z.output<typeof ZProfileUpdate>;

/** How complete the profile is, and what is missing (by field and in words). */
export const ZProfileCompletion = z.object({
  percent: z.number().int().min(0).max(100),
  missing: z.array(z.object({ field: z.string(), label: z.string() })),
});
export type ProfileCompletion = z.infer<typeof ZProfileCompletion>;

/** Specialty interests: up to 10 short names, each once (the api trims and drops repeats). */
export const ZExpertise = z.object({
  specialties: z
    .array(z.string().trim().min(2, 'Enter at least 2 characters').max(80, 'At most 80 characters'))
    .max(10, 'At most 10 specialty interests'),
});
export type Expertise = z.infer<typeof ZExpertise>;

/** A certification as entered: its name, who issued it and when. */
export const ZNewCertification = z.object({
  name: z.string().trim().min(2, 'Enter the certification').max(200),
  issuer: z.string().trim().min(2, 'Enter who issued it').max(200),
  issuedOn: z.iso
    .date({ error: 'Enter the date it was issued' })
    .refine(
      (day) => day >= '1950-01-01' && day <= new Date().toISOString().slice(0, 10),
      'The date cannot be in the future',
    ),
});
export const ZCertification = z.object({
  id: z.string().uuid(),
  name: z.string(),
  issuer: z.string(),
  issuedOn: z.string(),
});
export type Certification = z.infer<typeof ZCertification>;

/** The whole profile (specification, section 3: the extended profile), as one read. */
export const ZExtendedProfile = z.object({
  user: ZUser,
  completion: ZProfileCompletion,
  expertise: z.array(z.string()),
  certifications: z.array(ZCertification),
});

/** The kinds of event the activity log records (issue 19). */
export const activityKinds = [
  'signed_in',
  'password_changed',
  'data_exported',
  'sessions_signed_out',
  'email_change_requested',
  'email_changed',
  'session_started',
  'session_completed',
] as const;

/** One signed-in session of the user (its id is a digest: the store's id is the cookie's secret). */
export const ZSignedInSession = z.object({
  id: z.string(),
  device: z.string(),
  signedInAt: z.string().nullable(),
  lastActiveAt: z.string().nullable(),
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof ZSignedInSession>;

/** One event of the user's own activity log. */
export const ZActivityEvent = z.object({
  id: z.string().uuid(),
  kind: z.enum(activityKinds),
  /** A summary of the browser and system ("Chrome on Linux"), where the event had one. */
  device: z.string().nullable(),
  at: z.string(),
});
export type ActivityEvent = z.infer<typeof ZActivityEvent>;

/** The profile picture's limits (issue 19): the types taken, checked from the bytes, and the size. */
export const profilePictureTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const profilePictureMaxBytes = 2 * 1024 * 1024;
/** The texts of the picture's refusals (the api's messages; the page shows them as they come). */
export const profilePictureErrors = {
  tooLarge: 'That picture is larger than 2 MB. Choose a smaller one.',
  svg: 'SVG pictures are not accepted. Choose a PNG, JPEG or WebP picture.',
  notImage: 'That file is not a PNG, JPEG or WebP picture.',
  unreadable: 'That picture could not be read. Choose another one.',
} as const;

const passwordCheck = z.string().min(1, 'Enter your current password').max(1024);

export const accountRoutes = {
  activity: defineRoute(accountEndpoints.activity, {
    summary: "The caller's own security and training events, newest first",
    tag: 'user',
    auth: 'user',
    data: z.object({ events: z.array(ZActivityEvent) }),
  }),
  updateProfile: defineRoute(accountEndpoints.updateProfile, {
    summary: 'Change the profile fields given',
    tag: 'user',
    auth: 'user',
    body: ZProfileUpdate,
    data: ZUser,
  }),
  extendedProfile: defineRoute(accountEndpoints.extendedProfile, {
    summary: 'The whole profile with its completion',
    tag: 'user',
    auth: 'user',
    data: ZExtendedProfile,
  }),
  completion: defineRoute(accountEndpoints.completion, {
    summary: 'How complete the profile is, and what is missing',
    tag: 'user',
    auth: 'user',
    data: ZProfileCompletion,
  }),
  changePassword: defineRoute(accountEndpoints.changePassword, {
    summary: 'Change the password (the current one required); every other session is signed out',
    tag: 'user',
    auth: 'user',
    body: z.object({ currentPassword: passwordCheck, newPassword: ZNewPassword }),
    data: z.object({ otherSessionsEnded: z.number().int().min(0) }),
    extraStatuses: { 400: 'The current password is wrong, or the new one is too weak' },
  }),
  avatar: defineRoute(accountEndpoints.avatar, {
    summary: "The caller's profile picture (the re-encoded image; 404 when there is none)",
    tag: 'user',
    auth: 'user',
    data: z.unknown(),
    produces: 'image/*',
  }),
  uploadAvatar: defineRoute(accountEndpoints.uploadAvatar, {
    summary:
      'Set the profile picture: the raw bytes of a PNG, JPEG or WebP (type checked from the bytes), at most 2 MB, re-encoded without its metadata',
    tag: 'user',
    auth: 'user',
    bodyLimitBytes: profilePictureMaxBytes,
    data: z.object({ avatarUrl: z.string(), width: z.number().int(), height: z.number().int() }),
    extraStatuses: {
      413: 'The picture is larger than 2 MB',
      415: 'The bytes are not a PNG, JPEG or WebP picture (SVG and other files are refused)',
    },
  }),
  deleteAvatar: defineRoute(accountEndpoints.deleteAvatar, {
    summary: 'Remove the profile picture',
    tag: 'user',
    auth: 'user',
    data: z.object({ removed: z.boolean() }),
  }),
  expertise: defineRoute(accountEndpoints.expertise, {
    summary: "The caller's specialty interests",
    tag: 'user',
    auth: 'user',
    data: ZExpertise,
  }),
  saveExpertise: defineRoute(accountEndpoints.saveExpertise, {
    summary: 'Replace the specialty interests (up to 10)',
    tag: 'user',
    auth: 'user',
    body: ZExpertise,
    data: ZExpertise,
  }),
  certifications: defineRoute(accountEndpoints.certifications, {
    summary: "The caller's certifications, newest first",
    tag: 'user',
    auth: 'user',
    data: z.object({ certifications: z.array(ZCertification) }),
  }),
  addCertification: defineRoute(accountEndpoints.addCertification, {
    summary: 'Add a certification (name, issuer, date issued)',
    tag: 'user',
    auth: 'user',
    body: ZNewCertification,
    data: z.object({ certifications: z.array(ZCertification) }),
  }),
  deleteCertification: defineRoute(accountEndpoints.deleteCertification, {
    summary: "Remove one of the caller's certifications (404 for any other id)",
    tag: 'user',
    auth: 'user',
    params: z.object({ id: z.string().uuid() }),
    data: z.object({ certifications: z.array(ZCertification) }),
  }),
  sessions: defineRoute(accountEndpoints.sessions, {
    summary: "The caller's signed-in sessions with device and times, this one first",
    tag: 'user',
    auth: 'user',
    data: z.object({ sessions: z.array(ZSignedInSession) }),
  }),
  signOutSession: defineRoute(accountEndpoints.signOutSession, {
    summary: "Sign out one of the caller's other sessions (404 for any other id)",
    tag: 'user',
    auth: 'user',
    params: z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) }),
    data: z.object({ signedOut: z.number().int() }),
  }),
  signOutOtherSessions: defineRoute(accountEndpoints.signOutOtherSessions, {
    summary: "Sign out every session of the caller's but this one",
    tag: 'user',
    auth: 'user',
    data: z.object({ signedOut: z.number().int() }),
  }),
  changeEmail: defineRoute(accountEndpoints.changeEmail, {
    summary:
      'Ask to change the e-mail address (the password required): a link is sent to the new address, which takes effect when it is opened',
    tag: 'user',
    auth: 'user',
    body: z.object({
      newEmail: z
        .string()
        .trim()
        .toLowerCase()
        .max(320)
        .pipe(z.email({ error: 'Enter a valid e-mail address' })),
      password: passwordCheck,
    }),
    data: z.object({ pendingEmail: z.string() }),
    extraStatuses: { 400: 'The password is wrong, or the address is the same or already used' },
  }),
  confirmEmailChange: defineRoute(accountEndpoints.confirmEmailChange, {
    summary:
      'Confirm the change of address with the link’s token (signed in as the same user); the old address is told',
    tag: 'user',
    auth: 'user',
    body: z.object({ token: z.string().min(10).max(200) }),
    data: z.object({ email: z.string() }),
    extraStatuses: { 400: 'The link is invalid, used or expired' },
  }),
  gdprExport: defineRoute(accountEndpoints.gdprExport, {
    summary:
      "Where the caller's privacy export stands: none, queued, building (with progress), ready or failed",
    tag: 'user',
    auth: 'user',
    data: ZDataExport,
  }),
  requestGdprExport: defineRoute(accountEndpoints.requestGdprExport, {
    summary:
      'Ask the worker for a zip of everything the product holds about the caller; asking while one is queued or building changes nothing',
    tag: 'user',
    auth: 'user',
    data: ZDataExport,
    extraStatuses: { 429: 'An export was asked for less than 10 minutes ago' },
  }),
  downloadGdprExport: defineRoute(accountEndpoints.downloadGdprExport, {
    summary: "The caller's ready privacy export: a zip of JSON files (application/zip)",
    tag: 'user',
    auth: 'user',
    data: z.unknown(),
    produces: 'application/zip',
    extraStatuses: { 404: 'The caller has no export, or it expired', 409: 'The export is not ready yet' },
  }),
  gdprDelete: defineRoute(accountEndpoints.gdprDelete, {
    summary:
      'Delete the account after the password is entered again: its content deleted or anonymised, subscriptions cancelled, signed out everywhere',
    tag: 'user',
    auth: 'user',
    body: z.object({
      password: passwordCheck,
      confirm: z.literal('DELETE', { error: 'Type DELETE to confirm' }),
    }),
    data: z.object({ deleted: z.literal(true) }),
    extraStatuses: { 400: 'The password is wrong' },
  }),
};
