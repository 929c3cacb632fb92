import type { Config } from '@urosim/config';
import type { Knex } from '@urosim/db';
import type { Logger } from 'pino';
import { type BillingSandbox, createSandboxProvider } from './sandbox/index.ts';
import { createStripeProvider } from './stripe.ts';
import type { BillingProvider } from './types.ts';

export type { BillingSandbox } from './sandbox/index.ts';
export type { BillingProvider, ProviderSubscription } from './types.ts';

/** The payment provider configuration chooses, and the sandbox's own operations when it is the sandbox. */
export type Billing = { provider: BillingProvider; sandbox: BillingSandbox | undefined };

export const createBilling = (config: Config, db: Knex, logger: Pick<Logger, 'warn'>): Billing => {
  if (config.BILLING_PROVIDER === 'stripe')
    return { provider: createStripeProvider(config), sandbox: undefined };
  return createSandboxProvider(config, db, logger);
};
