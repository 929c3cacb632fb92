import type { Knex } from 'knex';

/**
 * The trainee's settings, notifications and web push (issue 19, ADR 0126): one row of settings a
 * user (JSON by section, validated by the contracts), the in-app notifications (an announcement's
 * row is also its News & Updates read state), the browsers' push subscriptions, and testers'
 * problem reports with their screenshot.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable('user_settings', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.jsonb('settings').notNullable().defaultTo('{}');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('notifications', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('kind', 40).notNullable();
    t.string('title', 200).notNullable();
    t.text('body').notNullable();
    /** A path in the app the notification opens. */
    t.string('link', 400);
    /** One notification per user and event (e.g. `announcement:<id>`, `bundle:<session>:<generation>`). */
    t.string('dedupe_key', 200).notNullable();
    t.uuid('announcement_id').references('announcements.id').onDelete('CASCADE');
    t.timestamp('read_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['user_id', 'dedupe_key']);
    t.index(['user_id', 'read_at', 'created_at']);
  });
  await knex.schema.createTable('push_subscriptions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('endpoint').notNullable().unique();
    t.string('p256dh', 200).notNullable();
    t.string('auth', 100).notNullable();
    t.string('user_agent', 400);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_sent_at', { useTz: true });
    t.index(['user_id']);
  });
  await knex.schema.createTable('tester_reports', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.string('summary', 200).notNullable();
    t.text('details').notNullable();
    t.string('page_url', 500);
    t.jsonb('browser').notNullable().defaultTo('{}');
    t.binary('screenshot');
    t.string('screenshot_type', 40);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });
};

export const down = async (knex: Knex) => {
  for (const table of ['tester_reports', 'push_subscriptions', 'notifications', 'user_settings']) {
    await knex.schema.dropTableIfExists(table);
  }
};
