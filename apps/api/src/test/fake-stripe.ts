import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import Stripe from 'stripe';
import request from 'supertest';

// A small Stripe-shaped HTTP server for tests: the endpoints the Stripe provider calls, with state
// the test sets (a subscription as Stripe has it now) and the requests it received.

type Sub = {
  id: string;
  customer: string;
  status: string;
  price: string;
  cancel_at_period_end: boolean;
  current_period_start: number;
  current_period_end: number;
  metadata: Record<string, string>;
  /** The price's metadata (an admin's new price names its plan there). */
  price_metadata?: Record<string, string>;
};

/** Stripe's form encoding (`a[b][0][c]=1`) read back into nested objects. */
const parseForm = (body: string) => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out as Record<string, unknown>;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return out;
};

export const subscriptionBody = (sub: Sub) => ({
  id: sub.id,
  object: 'subscription',
  customer: sub.customer,
  status: sub.status,
  cancel_at_period_end: sub.cancel_at_period_end,
  metadata: sub.metadata,
  items: {
    object: 'list',
    data: [
      {
        id: `si_${sub.id}`,
        object: 'subscription_item',
        price: { id: sub.price, object: 'price', metadata: sub.price_metadata ?? {} },
        current_period_start: sub.current_period_start,
        current_period_end: sub.current_period_end,
      },
    ],
  },
});

export const startFakeStripe = async () => {
  const subscriptions = new Map<string, Sub>();
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  // Unique across runs: the test database keeps earlier runs' customers.
  const next = (prefix: string) => `${prefix}_fake${randomUUID().replaceAll('-', '').slice(0, 16)}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': next('req') });
    res.end(JSON.stringify(body));
  };
  const notFound = (res: ServerResponse) =>
    send(res, 404, {
      error: { type: 'invalid_request_error', message: 'No such resource', code: 'resource_missing' },
    });

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const url = new URL(req.url ?? '/', 'http://stripe.test');
    const body = parseForm(req.method === 'GET' ? url.search.slice(1) : raw);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
    const route = `${req.method} ${url.pathname}`;
    if (route === 'POST /v1/customers')
      return send(res, 200, { id: next('cus'), object: 'customer', ...body });
    let match = url.pathname.match(/^\/v1\/customers\/([^/]+)$/);
    if (match)
      return send(res, 200, {
        id: match[1],
        object: 'customer',
        invoice_settings: { default_payment_method: null },
      });
    if (route === 'POST /v1/checkout/sessions') {
      const id = next('cs');
      return send(res, 200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/${id}` });
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      return send(res, 200, {
        id: next('bps'),
        object: 'billing_portal.session',
        url: 'https://billing.stripe.test/p/1',
      });
    }
    if (route === 'POST /v1/setup_intents') {
      const id = next('seti');
      return send(res, 200, { id, object: 'setup_intent', client_secret: `${id}_secret_x` });
    }
    if (route === 'POST /v1/prices') return send(res, 200, { id: next('price'), object: 'price', ...body });
    match = url.pathname.match(/^\/v1\/prices\/([^/]+)$/);
    if (match && req.method === 'GET')
      return send(res, 200, { id: match[1], object: 'price', product: 'prod_fake_urosim' });
    match = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
    const sub = match ? subscriptions.get(match[1]!) : undefined;
    if (match && !sub) return notFound(res);
    if (sub && req.method === 'GET') return send(res, 200, subscriptionBody(sub));
    if (sub && req.method === 'POST') {
      if (body.cancel_at_period_end !== undefined)
        sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      const item = (body.items as Record<string, { price?: string }> | undefined)?.['0'];
      if (item?.price) sub.price = item.price;
      return send(res, 200, subscriptionBody(sub));
    }
    return notFound(res);
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    subscriptions,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

/** Delivers a Stripe event to the app's webhook, signed with `secret` as Stripe signs it. */
export const deliverStripeEvent = (
  app: Express,
  secret: string,
  type: string,
  object: Record<string, unknown>,
) => {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().slice(0, 12)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  return request(app)
    .post('/api/v1/subscription/webhook')
    .set('content-type', 'application/json')
    .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload, secret }))
    .send(payload);
};
