import type { Endpoint } from '../route.ts';

/** Method and path of each route of `authRoutes`. */
export const authEndpoints = {
  signup: { method: 'post', path: '/api/v1/auth/signup' },
  resendVerification: { method: 'post', path: '/api/v1/auth/signup/resend-verification' },
  verifyEmail: { method: 'post', path: '/api/v1/auth/verify-email' },
  login: { method: 'post', path: '/api/v1/auth/login' },
  adminLogin: { method: 'post', path: '/api/v1/admin/auth/login' },
  logout: { method: 'post', path: '/api/v1/auth/logout' },
  status: { method: 'get', path: '/api/v1/auth/status' },
  sessionDiagnostics: { method: 'get', path: '/api/v1/auth/session-diagnostics' },
  forgotPassword: { method: 'post', path: '/api/v1/auth/forgot-password' },
  resetPassword: { method: 'post', path: '/api/v1/auth/reset-password' },
  profile: { method: 'get', path: '/api/v1/user/profile' },
} as const satisfies Record<string, Endpoint>;

/** Method and path of each route of `adminMailRoutes`. */
export const adminMailEndpoints = {
  outbox: { method: 'get', path: '/api/v1/admin/outbox' },
} as const satisfies Record<string, Endpoint>;
