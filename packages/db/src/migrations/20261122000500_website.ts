import type { Knex } from 'knex';

/**
 * The public website: the plans on sale, contact-form messages and research pilot participants.
 * Subscriptions, usage periods and billing events build on `plans` later.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable('plans', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('slug', 40).notNullable().unique();
    t.string('name', 80).notNullable();
    t.string('description', 400).notNullable();
    // The highest case access tier the plan opens (free < basic < standard < premium).
    t.string('tier', 20).notNullable();
    t.integer('price_monthly_minor').notNullable();
    t.string('currency', 3).notNullable();
    // Null: unlimited.
    t.integer('sessions_per_month');
    t.boolean('is_avatar_included').notNullable().defaultTo(false);
    t.boolean('is_facilitator_included').notNullable().defaultTo(false);
    t.jsonb('features').notNullable().defaultTo('[]');
    t.integer('sort_order').notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('ALTER TABLE plans ADD CONSTRAINT plans_price_check CHECK (price_monthly_minor >= 0)');

  await knex.schema.createTable('contact_messages', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    // Short reference quoted back to the sender and in the mail subject.
    t.string('reference', 20).notNullable().unique();
    t.string('name', 120).notNullable();
    t.string('email', 254).notNullable();
    t.string('topic', 40).notNullable();
    t.text('message').notNullable();
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.uuid('mail_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });

  await knex.schema.createTable('research_pilot_participants', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.integer('complimentary_sessions').notNullable();
    t.timestamp('consented_at', { useTz: true }).notNullable();
    t.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
};

export const down = async (knex: Knex) => {
  await knex.schema.dropTableIfExists('research_pilot_participants');
  await knex.schema.dropTableIfExists('contact_messages');
  await knex.schema.dropTableIfExists('plans');
};
