import { useState } from 'react';
import { isApiError } from '../../../api/client';
import { AUTH_FALLBACK_MESSAGES, authApi } from '../auth-api';

export type ResendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; email: string }
  | { status: 'failed'; message: string };

/** Sends the verification link again; the answer is the same whether or not the address is known. */
export const useResendVerification = () => {
  const [state, setState] = useState<ResendState>({ status: 'idle' });
  const resend = async (email: string) => {
    setState({ status: 'sending' });
    try {
      const sent = await authApi.resendVerification(email);
      setState({ status: 'sent', email: sent.email || email });
    } catch (error) {
      setState({
        status: 'failed',
        message: isApiError(error) ? error.message : AUTH_FALLBACK_MESSAGES.resendVerification,
      });
    }
  };
  return { state, resend };
};
