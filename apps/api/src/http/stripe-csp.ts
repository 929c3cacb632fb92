import type { IncomingMessage } from 'node:http';
import type { Config } from '@urosim/config';

/** The page that mounts Stripe's Payment Element (`/subscription?action=update-payment`). */
const STRIPE_PAGE = '/subscription';

/**
 * Content-Security-Policy sources for Stripe.js (ADR 0115): its script, its frames and its api,
 * allowed only on the subscription page and only when Stripe is the payment provider; every other
 * response gets none (an empty source). The page is the document that is loaded, whatever its query.
 */
export const stripeCspSources = (config: Pick<Config, 'BILLING_PROVIDER'>) => {
  const allowed = (req: IncomingMessage) =>
    config.BILLING_PROVIDER === 'stripe' && (req.url ?? '/').split('?')[0] === STRIPE_PAGE;
  const only = (sources: string) => (req: IncomingMessage) => (allowed(req) ? sources : '');
  return {
    script: only('https://js.stripe.com'),
    frame: only('https://js.stripe.com https://hooks.stripe.com'),
    connect: only('https://api.stripe.com'),
  };
};
