import type { Knex } from 'knex';

const timestamps = (t: Knex.CreateTableBuilder, knex: Knex) => {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
};

/**
 * Subscriptions, payments and quotas (ADR 0115): the app's view of each subscription (written only
 * from provider events and re-reads, or by the research pilot), the user ↔ provider customer link,
 * the provider events already processed, invoices; plans gain their Stripe price; usage periods
 * may name a subscription period. Then the local billing sandbox's own state (it plays the provider).
 */
export const up = async (knex: Knex) => {
  await knex.schema.alterTable('plans', (t) => {
    t.string('stripe_price_id', 120);
  });
  // `sub:<subscription id>:<period start date>` under a subscription; `YYYY-MM` on Free.
  await knex.raw('ALTER TABLE usage_counters ALTER COLUMN period TYPE varchar(64)');

  await knex.schema.createTable('subscriptions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('plan_id').notNullable().references('plans.id');
    t.string('status', 20).notNullable(); // incomplete | active | past_due | canceled
    t.timestamp('current_period_start', { useTz: true }).notNullable();
    t.timestamp('current_period_end', { useTz: true }).notNullable();
    t.boolean('cancel_at_period_end').notNullable().defaultTo(false);
    // When the charge failed (the grace runs from it); null unless past_due.
    t.timestamp('past_due_since', { useTz: true });
    t.string('provider', 20).notNullable(); // stripe | sandbox | urosim
    t.string('provider_customer_id', 120);
    t.string('provider_subscription_id', 120).unique();
    t.string('source', 20).notNullable(); // checkout | research-pilot
    timestamps(t, knex);
    t.index(['user_id', 'created_at']);
  });
  // The research pilot's premium month is granted once per user.
  await knex.raw(
    "CREATE UNIQUE INDEX subscriptions_one_pilot_month ON subscriptions (user_id) WHERE source = 'research-pilot'",
  );

  await knex.schema.createTable('billing_customers', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('provider', 20).notNullable();
    t.string('provider_customer_id', 120).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'provider']);
    t.unique(['provider', 'provider_customer_id']);
  });

  await knex.schema.createTable('billing_events', (t) => {
    t.bigIncrements('id');
    t.string('provider', 20).notNullable();
    t.string('event_id', 120).notNullable();
    t.string('type', 80).notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['provider', 'event_id']);
  });

  await knex.schema.createTable('invoices', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('subscription_id').references('subscriptions.id').onDelete('SET NULL');
    t.string('provider', 20).notNullable();
    t.string('provider_invoice_id', 120).notNullable();
    t.string('status', 10).notNullable(); // paid | open | failed | void; paid is final
    t.integer('amount_minor').notNullable();
    t.string('currency', 3).notNullable();
    t.timestamp('period_start', { useTz: true }).notNullable();
    t.timestamp('period_end', { useTz: true }).notNullable();
    t.string('url', 500);
    timestamps(t, knex);
    t.unique(['provider', 'provider_invoice_id']);
    t.index(['user_id', 'created_at']);
  });

  // The local billing sandbox: ids shaped as Stripe's (cus_, cs_, seti_, sub_, in_, evt_).
  await knex.schema.createTable('billing_sandbox_customers', (t) => {
    t.string('id', 40).primary();
    t.uuid('user_id').notNullable().unique().references('users.id').onDelete('CASCADE');
    t.string('email', 254).notNullable();
    t.string('card_brand', 20);
    t.string('card_last4', 4);
    t.integer('card_exp_month');
    t.integer('card_exp_year');
    // What the test card does at the next charge: pays | fails.
    t.string('card_behaviour', 10);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('billing_sandbox_checkout_sessions', (t) => {
    t.string('id', 40).primary();
    t.string('customer_id', 40).notNullable().references('billing_sandbox_customers.id').onDelete('CASCADE');
    t.string('plan_slug', 40).notNullable();
    t.string('status', 10).notNullable(); // open | complete | expired
    t.string('subscription_id', 40);
    t.string('cancel_url', 500).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('billing_sandbox_setup_intents', (t) => {
    t.string('id', 40).primary();
    t.string('customer_id', 40).notNullable().references('billing_sandbox_customers.id').onDelete('CASCADE');
    t.string('status', 30).notNullable(); // requires_payment_method | succeeded
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('billing_sandbox_subscriptions', (t) => {
    t.string('id', 40).primary();
    t.string('customer_id', 40).notNullable().references('billing_sandbox_customers.id').onDelete('CASCADE');
    t.string('plan_slug', 40).notNullable();
    t.string('status', 20).notNullable(); // active | past_due | canceled
    t.timestamp('current_period_start', { useTz: true }).notNullable();
    t.timestamp('current_period_end', { useTz: true }).notNullable();
    t.boolean('cancel_at_period_end').notNullable().defaultTo(false);
    t.timestamp('past_due_since', { useTz: true });
    t.timestamp('canceled_at', { useTz: true });
    timestamps(t, knex);
    t.index(['status', 'current_period_end']);
  });
  await knex.schema.createTable('billing_sandbox_invoices', (t) => {
    t.string('id', 40).primary();
    t.string('subscription_id', 40)
      .notNullable()
      .references('billing_sandbox_subscriptions.id')
      .onDelete('CASCADE');
    t.string('status', 10).notNullable(); // paid | open (attempted and failed) | void
    t.integer('amount_minor').notNullable();
    t.string('currency', 3).notNullable();
    t.timestamp('period_start', { useTz: true }).notNullable();
    t.timestamp('period_end', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('billing_sandbox_events', (t) => {
    t.string('id', 40).primary();
    t.string('type', 80).notNullable();
    t.jsonb('payload').notNullable();
    t.specificType('seq', 'bigserial');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('delivered_at', { useTz: true });
    t.string('last_error', 300);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    'CREATE INDEX billing_sandbox_events_pending ON billing_sandbox_events (seq) WHERE delivered_at IS NULL',
  );
  // The sandbox's clock, one per user as Stripe's test clocks are per customer: real time + offset.
  await knex.schema.createTable('billing_sandbox_clocks', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.bigInteger('offset_seconds').notNullable().defaultTo(0);
  });
};

export const down = async (knex: Knex) => {
  for (const table of [
    'billing_sandbox_clocks',
    'billing_sandbox_events',
    'billing_sandbox_invoices',
    'billing_sandbox_subscriptions',
    'billing_sandbox_setup_intents',
    'billing_sandbox_checkout_sessions',
    'billing_sandbox_customers',
    'invoices',
    'billing_events',
    'billing_customers',
    'subscriptions',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.raw('DELETE FROM usage_counters WHERE length(period) > 7');
  await knex.raw('ALTER TABLE usage_counters ALTER COLUMN period TYPE varchar(7)');
  await knex.schema.alterTable('plans', (t) => {
    t.dropColumn('stripe_price_id');
  });
};
