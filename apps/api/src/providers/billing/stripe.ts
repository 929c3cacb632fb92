import type { Config } from '@urosim/config';
import type { PlanRow } from '@urosim/db';
import Stripe from 'stripe';
import { AppError } from '../../http/app-error.ts';
import { type BillingProvider, type ProviderSubscription, toSubscriptionStatus } from './types.ts';

/** The Stripe SDK as configured (STRIPE_API_HOST/PORT/PROTOCOL point it elsewhere in tests). */
export const createStripeClient = (config: Config) =>
  new Stripe(config.STRIPE_SECRET_KEY ?? '', {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
    ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
    ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
  });

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** A Stripe failure as the api answers it: a declined card, or Stripe unavailable. */
const unavailable = (error: unknown): never => {
  if (error instanceof AppError) throw error;
  if (error instanceof Stripe.errors.StripeCardError) throw new AppError('CARD_DECLINED', error.message);
  throw new AppError('BILLING_UNAVAILABLE', 'The payment provider could not be reached. Please try again.', {
    reason: error instanceof Error ? error.message : String(error),
  });
};

const guarded =
  <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await fn(...args);
    } catch (error) {
      return unavailable(error);
    }
  };

/** Stripe as the payment provider (ADR 0115): Checkout, the portal, SetupIntents, re-reads. */
export const createStripeProvider = (config: Config): BillingProvider => {
  const stripe = createStripeClient(config);
  const priceToSlug = new Map(
    (
      [
        [config.STRIPE_PRICE_BASIC, 'basic'],
        [config.STRIPE_PRICE_STANDARD, 'standard'],
        [config.STRIPE_PRICE_PREMIUM, 'premium'],
      ] as const
    ).flatMap(([price, slug]) => (price ? [[price, slug] as const] : [])),
  );
  const slugToPrice = new Map([...priceToSlug].map(([price, slug]) => [slug, price] as const));
  /**
   * The plan's Stripe price: the plans table's (the seeder copies the configuration's there, an
   * admin's price change puts its new price there), else the configuration's.
   */
  const priceOf = (plan: PlanRow) => {
    const price = plan.stripe_price_id ?? slugToPrice.get(plan.slug as 'basic');
    if (!price)
      throw new AppError('BILLING_UNAVAILABLE', `The ${plan.name} plan has no Stripe price configured.`);
    return price;
  };
  const app = (path: string) => new URL(path, config.APP_BASE_URL).toString();

  const toProvider = (sub: Stripe.Subscription): ProviderSubscription => {
    const item = sub.items.data[0];
    const period = item ?? (sub as unknown as { current_period_start: number; current_period_end: number });
    return {
      id: sub.id,
      customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
      userId: sub.metadata?.user_id ?? null,
      // Prices made by an admin's change carry their plan in their metadata.
      planSlug: (item && (priceToSlug.get(item.price.id) ?? item.price.metadata?.plan_slug)) ?? null,
      priceId: item?.price.id ?? null,
      status: toSubscriptionStatus(sub.status),
      currentPeriodStart: fromUnix(period.current_period_start),
      currentPeriodEnd: fromUnix(period.current_period_end),
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      pastDueSince: null,
    };
  };

  return {
    name: 'stripe',
    signingSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
    createCustomer: guarded(async (user) => {
      const customer = await stripe.customers.create({
        email: user.email,
        name: user.fullName,
        metadata: { user_id: user.id },
      });
      return customer.id;
    }),
    createCheckout: guarded(async ({ customerId, user, plan }) => {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: user.id,
        line_items: [{ price: priceOf(plan), quantity: 1 }],
        subscription_data: { metadata: { user_id: user.id, plan_slug: plan.slug } },
        success_url: `${app('/internal/subscription/success')}?session={CHECKOUT_SESSION_ID}`,
        cancel_url: app('/pricing'),
      });
      if (!session.url) throw new AppError('BILLING_UNAVAILABLE', 'Stripe gave no checkout page.');
      return { url: session.url };
    }),
    createPortal: guarded(async (customerId) => {
      const portal = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: app('/subscription'),
      });
      return { url: portal.url };
    }),
    createPaymentMethodUpdate: guarded(async (customerId) => {
      if (!config.STRIPE_PUBLISHABLE_KEY) {
        throw new AppError('BILLING_UNAVAILABLE', 'STRIPE_PUBLISHABLE_KEY is not configured.');
      }
      const intent = await stripe.setupIntents.create({
        customer: customerId,
        usage: 'off_session',
        automatic_payment_methods: { enabled: true },
      });
      if (!intent.client_secret) throw new AppError('BILLING_UNAVAILABLE', 'Stripe gave no client secret.');
      return {
        kind: 'stripe',
        clientSecret: intent.client_secret,
        publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      };
    }),
    updateSubscription: guarded(async (id, change) => {
      const params: Stripe.SubscriptionUpdateParams = {};
      if (change.cancelAtPeriodEnd !== undefined) params.cancel_at_period_end = change.cancelAtPeriodEnd;
      if (change.plan) {
        const current = await stripe.subscriptions.retrieve(id);
        const item = current.items.data[0];
        params.items = [{ ...(item ? { id: item.id } : {}), price: priceOf(change.plan) }];
        params.proration_behavior = 'create_prorations';
      }
      return toProvider(await stripe.subscriptions.update(id, params));
    }),
    createPrice: guarded(async (plan, price) => {
      const current = plan.stripe_price_id ?? slugToPrice.get(plan.slug as 'basic');
      const product = current ? (await stripe.prices.retrieve(current)).product : undefined;
      const created = await stripe.prices.create({
        currency: price.currency.toLowerCase(),
        unit_amount: price.amountMinor,
        recurring: { interval: 'month' },
        metadata: { plan_slug: plan.slug },
        ...(product
          ? { product: typeof product === 'string' ? product : product.id }
          : { product_data: { name: `UroSim ${plan.name}` } }),
      });
      return created.id;
    }),
    followPlanPrice: guarded(async (sub, plan) => {
      const live = sub.status === 'active' || sub.status === 'past_due';
      const price = priceOf(plan);
      if (!live || sub.cancelAtPeriodEnd || !sub.priceId || sub.priceId === price) return sub;
      const item = (await stripe.subscriptions.retrieve(sub.id)).items.data[0];
      if (!item) return sub;
      // `none`: no proration and no invoice now; the next renewal's invoice is the first at `price`.
      return toProvider(
        await stripe.subscriptions.update(sub.id, {
          items: [{ id: item.id, price }],
          proration_behavior: 'none',
        }),
      );
    }),
    retrieveSubscription: guarded(async (id) => {
      try {
        return toProvider(await stripe.subscriptions.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    }),
    paymentMethod: async (customerId) => {
      try {
        const customer = await stripe.customers.retrieve(customerId, {
          expand: ['invoice_settings.default_payment_method'],
        });
        if (customer.deleted) return null;
        const method = customer.invoice_settings?.default_payment_method;
        const card = typeof method === 'object' ? method?.card : undefined;
        return card
          ? { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year }
          : null;
      } catch {
        // The page still shows without the card.
        return null;
      }
    },
    // A card saved through the Payment Element becomes the one invoices are charged to.
    onEvent: guarded(async (event) => {
      if (event.type !== 'setup_intent.succeeded') return;
      const intent = event.data.object as unknown as Stripe.SetupIntent;
      const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
      const method =
        typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
      if (!customer || !method) return;
      await stripe.customers.update(customer, { invoice_settings: { default_payment_method: method } });
    }),
  };
};
