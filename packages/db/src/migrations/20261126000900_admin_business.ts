import type { Knex } from 'knex';

/**
 * The admin area's business screens (issue 17, ADR 0123): plan edits that reach the billing
 * provider and apply from a subscription's next period (`subscriptions.terms` is the period's
 * snapshot), the sandbox's own price objects, admin settings (the monthly model budget) with one
 * alert a month, announcements (published when `publish_at` has passed) and the post-feedback survey.
 */
export const up = async (knex: Knex) => {
  await knex.schema.alterTable('plans', (t) => {
    /** Set by an admin edit: the seeder then leaves the plan's prices and quotas alone. */
    t.timestamp('admin_edited_at', { useTz: true });
    /** The sandbox price the plan is sold at now (the sandbox's own price objects). */
    t.string('sandbox_price_id', 120);
  });
  await knex.schema.alterTable('subscriptions', (t) => {
    /** The plan's price, quota and entitlements for the current period (taken at its start). */
    t.jsonb('terms');
    t.timestamp('canceled_at', { useTz: true });
  });
  // The sandbox's prices, immutable as Stripe's: a price change is a new row.
  await knex.schema.createTable('billing_sandbox_prices', (t) => {
    t.string('id', 80).primary();
    t.string('plan_slug', 40).notNullable();
    t.integer('amount_minor').notNullable();
    t.string('currency', 3).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['plan_slug', 'created_at']);
  });
  await knex.schema.createTable('admin_settings', (t) => {
    t.string('key', 80).primary();
    t.jsonb('value').notNullable();
    t.uuid('updated_by').references('users.id').onDelete('SET NULL');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // One row a month at most: the first time the month's model spend crossed the budget.
  await knex.schema.createTable('cost_budget_alerts', (t) => {
    t.string('month', 7).primary();
    t.decimal('budget_usd', 12, 2).notNullable();
    t.decimal('spent_usd', 12, 6).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('announcements', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('title', 160).notNullable();
    t.text('body').notNullable();
    /** Null: a draft. In the future: scheduled. Passed: published (read with `publish_at <= now()`). */
    t.timestamp('publish_at', { useTz: true });
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['publish_at']);
  });
  await knex.schema.createTable('survey_responses', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('session_id').notNullable().unique().references('training_sessions.id').onDelete('CASCADE');
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.string('case_id', 80).notNullable();
    t.smallint('usefulness');
    t.smallint('realism');
    t.smallint('difficulty');
    t.text('comment');
    t.boolean('is_pilot_participant').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['case_id', 'created_at']);
    t.index(['created_at']);
  });
  await knex.raw(`alter table survey_responses add constraint survey_scores_range check (
    (usefulness is null or usefulness between 1 and 5) and (realism is null or realism between 1 and 5)
    and (difficulty is null or difficulty between 1 and 5))`);
};

export const down = async (knex: Knex) => {
  for (const table of [
    'survey_responses',
    'announcements',
    'cost_budget_alerts',
    'admin_settings',
    'billing_sandbox_prices',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.schema.alterTable('subscriptions', (t) => {
    t.dropColumn('terms');
    t.dropColumn('canceled_at');
  });
  await knex.schema.alterTable('plans', (t) => {
    t.dropColumn('admin_edited_at');
    t.dropColumn('sandbox_price_id');
  });
};
