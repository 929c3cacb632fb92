import type { authRoutes, RouteBody } from '@urosim/contracts';
import { adminMailEndpoints, authEndpoints, defaultMessageForStatus } from '@urosim/contracts';
import { type ApiClient, ApiError, apiClient, isApiError } from '../../api/client';
import { type Sleep, sleep, withAuthRetry } from './auth-retry';

/** Messages used when a call fails without saying why (specification, section 5). */
export const AUTH_FALLBACK_MESSAGES = {
  login: 'Login failed',
  adminLogin: 'Admin login failed',
  signup: 'Signup failed',
  verifyEmail: 'Email verification failed',
  forgotPassword: 'Password reset request failed',
  resetPassword: 'Password reset failed',
  resendVerification: 'Failed to resend verification email',
} as const;

/**
 * A 2xx whose envelope says `success: false` and gives no message gets the call's own fallback;
 * errors with an HTTP failure status keep the server's message or the status's default.
 */
const withFallback = (error: unknown, fallback: string): unknown => {
  if (!isApiError(error) || error.status < 200 || error.status > 299) return error;
  if (error.message !== defaultMessageForStatus(error.status)) return error;
  return new ApiError({
    status: error.status,
    code: error.code,
    message: fallback,
    errors: error.errors,
    details: error.details,
    requestId: error.requestId,
    data: error.data,
  });
};

/** The answer carried no user: the call failed, whatever its status said. */
const missingUser = (fallback: string) =>
  new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: fallback });

type WithUser<U> = { user?: U | null | undefined } | null | undefined;

/**
 * The auth calls: typed by the contracts, retried by the rules of section 9, failing with the
 * fallback messages of section 5 when the answer says success false or has no user.
 */
export const createAuthApi = (client: ApiClient = apiClient, wait: Sleep = sleep) => {
  const run = async <T>(call: () => Promise<T>, fallback?: string): Promise<T> => {
    try {
      return await withAuthRetry(call, wait);
    } catch (error) {
      throw fallback ? withFallback(error, fallback) : error;
    }
  };
  /** Runs a call whose data must carry `user`, and returns that user. */
  const runForUser = async <U>(call: () => Promise<WithUser<U>>, fallback: string): Promise<U> => {
    const data = await run(call, fallback);
    if (!data?.user) throw missingUser(fallback);
    return data.user;
  };

  return {
    login: (body: RouteBody<typeof authRoutes.login>) =>
      runForUser(() => client.call(authEndpoints.login, { body }), AUTH_FALLBACK_MESSAGES.login),
    adminLogin: (body: RouteBody<typeof authRoutes.adminLogin>) =>
      runForUser(() => client.call(authEndpoints.adminLogin, { body }), AUTH_FALLBACK_MESSAGES.adminLogin),
    signup: (body: RouteBody<typeof authRoutes.signup>) =>
      runForUser(() => client.call(authEndpoints.signup, { body }), AUTH_FALLBACK_MESSAGES.signup),
    resendVerification: (email: string) =>
      runForUser(
        () => client.call(authEndpoints.resendVerification, { body: { email } }),
        AUTH_FALLBACK_MESSAGES.resendVerification,
      ),
    verifyEmail: (token: string) =>
      runForUser(
        () => client.call(authEndpoints.verifyEmail, { body: { token } }),
        AUTH_FALLBACK_MESSAGES.verifyEmail,
      ),
    forgotPassword: (email: string) =>
      runForUser(
        () => client.call(authEndpoints.forgotPassword, { body: { email } }),
        AUTH_FALLBACK_MESSAGES.forgotPassword,
      ),
    resetPassword: (body: RouteBody<typeof authRoutes.resetPassword>) =>
      runForUser(
        () => client.call(authEndpoints.resetPassword, { body }),
        AUTH_FALLBACK_MESSAGES.resetPassword,
      ),
    logout: () => run(() => client.call(authEndpoints.logout)),
    status: () => run(() => client.call(authEndpoints.status)),
    profile: (signal?: AbortSignal) =>
      run(() => client.call(authEndpoints.profile, signal ? { signal } : {})),
    sessionDiagnostics: () => run(() => client.call(authEndpoints.sessionDiagnostics)),
    /** The development outbox (admins only). */
    outbox: (to?: string, signal?: AbortSignal) =>
      client.call(adminMailEndpoints.outbox, {
        query: { ...(to ? { to } : {}), limit: 50 },
        ...(signal ? { signal } : {}),
      }),
  };
};

export type AuthApi = ReturnType<typeof createAuthApi>;

/** The browser's auth calls. */
export const authApi = createAuthApi();
