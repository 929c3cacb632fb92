import {
  findSubscriptionByProviderId,
  insertBillingEventOnce,
  type Knex,
  lockProviderSubscription,
} from '@urosim/db';
import Stripe from 'stripe';
import { AppError } from '../../http/app-error.ts';
import type { BillingProvider } from '../../providers/billing/index.ts';
import {
  followPlanPrice,
  type InvoiceObject,
  subscriptionIdOf,
  syncInvoice,
  syncSubscription,
} from './sync.ts';

type Event = { id: string; type: string; created: number; data: { object: Record<string, unknown> } };

const invalidSignature = () =>
  new AppError('WEBHOOK_SIGNATURE_INVALID', 'The event signature is missing or does not verify.');

/** The event, if its `Stripe-Signature` verifies on the raw body with the provider's secret. */
const verify = (provider: BillingProvider, raw: unknown, signature: string | undefined): Event => {
  if (!Buffer.isBuffer(raw) || !signature || !provider.signingSecret) throw invalidSignature();
  try {
    return Stripe.webhooks.constructEvent(raw, signature, provider.signingSecret) as unknown as Event;
  } catch {
    throw invalidSignature();
  }
};

/**
 * A payment provider's event (ADR 0115): verified, recorded once by its id (a redelivery changes
 * nothing), then what it names is re-read from the provider and written as it is now, in the same
 * transaction as the record, so any order or repetition of events ends in the provider's state.
 */
export const receiveWebhook = async (
  deps: { db: Knex; provider: BillingProvider },
  raw: unknown,
  signature: string | undefined,
) => {
  const { db, provider } = deps;
  const event = verify(provider, raw, signature);
  return db.transaction(async (trx) => {
    const fresh = await insertBillingEventOnce(trx, {
      provider: provider.name,
      event_id: event.id,
      type: event.type,
    });
    if (!fresh) return { received: true as const, duplicate: true };
    const object = event.data.object;
    const subscriptionId = subscriptionIdOf(event.type, object);
    if (subscriptionId) {
      // Events about one subscription write one after the other: the later re-read stays.
      await lockProviderSubscription(trx, provider.name, subscriptionId);
      const current = await followPlanPrice(
        trx,
        provider,
        await provider.retrieveSubscription(subscriptionId, { db: trx }),
      );
      const row = current
        ? await syncSubscription(trx, provider.name, current, new Date(event.created * 1000))
        : await findSubscriptionByProviderId(trx, subscriptionId);
      if (row && event.type.startsWith('invoice.')) {
        await syncInvoice(trx, provider.name, row, object as unknown as InvoiceObject, event.type);
      }
    }
    await provider.onEvent?.(event);
    return { received: true as const, duplicate: false };
  });
};
