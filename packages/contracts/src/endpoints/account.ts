import type { Endpoint } from '../route.ts';

/** Method and path of each route of `accountRoutes` (the trainee's own account, issue 19). */
export const accountEndpoints = {
  updateProfile: { method: 'patch', path: '/api/v1/user/profile' },
  extendedProfile: { method: 'get', path: '/api/v1/user/profile/extended' },
  completion: { method: 'get', path: '/api/v1/user/profile/completion' },
  changePassword: { method: 'post', path: '/api/v1/user/password' },
  sessions: { method: 'get', path: '/api/v1/user/sessions' },
  signOutSession: { method: 'delete', path: '/api/v1/user/sessions/:id' },
  signOutOtherSessions: { method: 'post', path: '/api/v1/user/sessions/sign-out-others' },
  changeEmail: { method: 'post', path: '/api/v1/user/email' },
  confirmEmailChange: { method: 'post', path: '/api/v1/user/email/confirm' },
  gdprExport: { method: 'get', path: '/api/v1/user/gdpr/export' },
  requestGdprExport: { method: 'post', path: '/api/v1/user/gdpr/export' },
  downloadGdprExport: { method: 'get', path: '/api/v1/user/gdpr/export/download' },
  gdprDelete: { method: 'post', path: '/api/v1/user/gdpr/delete' },
  activity: { method: 'get', path: '/api/v1/user/activity' },
  avatar: { method: 'get', path: '/api/v1/user/profile/avatar' },
  uploadAvatar: { method: 'put', path: '/api/v1/user/profile/avatar' },
  deleteAvatar: { method: 'delete', path: '/api/v1/user/profile/avatar' },
  expertise: { method: 'get', path: '/api/v1/user/profile/expertise' },
  saveExpertise: { method: 'put', path: '/api/v1/user/profile/expertise' },
  certifications: { method: 'get', path: '/api/v1/user/profile/certifications' },
  addCertification: { method: 'post', path: '/api/v1/user/profile/certifications' },
  deleteCertification: { method: 'delete', path: '/api/v1/user/profile/certifications/:id' },
} as const satisfies Record<string, Endpoint>;
