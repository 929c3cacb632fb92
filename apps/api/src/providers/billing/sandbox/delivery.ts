import type { Config } from '@urosim/config';
import {
  type Knex,
  listPendingSandboxEvents,
  markSandboxEventDelivered,
  markSandboxEventFailed,
} from '@urosim/db';
import type { Logger } from 'pino';
import Stripe from 'stripe';

/**
 * Posts the sandbox's undelivered events (all, or those named), oldest first, to BILLING_WEBHOOK_URL,
 * signed with Stripe's scheme and the sandbox's secret, as Stripe posts its own. An event the
 * webhook did not take (not 2xx, or no answer) stays pending: the worker retries it.
 */
export const deliverSandboxEvents = async (
  db: Knex,
  config: Pick<Config, 'BILLING_WEBHOOK_URL' | 'BILLING_SANDBOX_SECRET'>,
  logger: Pick<Logger, 'warn'>,
  ids?: string[],
) => {
  if (ids?.length === 0) return { delivered: 0, failed: 0 };
  const events = await listPendingSandboxEvents(db, ids ? { ids } : {});
  let delivered = 0;
  let failed = 0;
  for (const event of events) {
    const payload = JSON.stringify(event.payload);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: config.BILLING_SANDBOX_SECRET,
    });
    try {
      const res = await fetch(config.BILLING_WEBHOOK_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new Error(`the webhook answered ${res.status}`);
      await markSandboxEventDelivered(db, event.id);
      delivered++;
    } catch (error) {
      failed++;
      const reason = error instanceof Error ? error.message : String(error);
      await markSandboxEventFailed(db, event.id, reason);
      logger.warn(
        { event: event.id, type: event.type, reason },
        'billing sandbox event not delivered; it will be retried',
      );
    }
  }
  return { delivered, failed };
};
