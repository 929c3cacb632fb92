import type { Knex } from 'knex';

/**
 * The facilitator's side of a live room (issue 16, ADR 0117): a watcher's Ready toggle, their
 * private notes (timed by the session clock, optionally about one transcript line), their ratings
 * and comments (one row per watcher, replaced when saved again) and their messages to the trainee.
 * Everything goes with its watcher, and so with its invite and session.
 */
export const up = async (knex: Knex) => {
  await knex.schema.alterTable('facilitator_watchers', (t) => {
    t.boolean('ready').notNullable().defaultTo(false);
  });
  await knex.schema.createTable('facilitator_notes', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('watcher_id').notNullable().references('facilitator_watchers.id').onDelete('CASCADE');
    t.uuid('session_id').notNullable().references('training_sessions.id').onDelete('CASCADE');
    t.bigInteger('message_id').references('session_messages.id').onDelete('SET NULL');
    t.text('text').notNullable();
    t.integer('elapsed_seconds').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['watcher_id', 'created_at']);
  });
  await knex.schema.createTable('facilitator_feedback', (t) => {
    t.uuid('watcher_id').primary().references('facilitator_watchers.id').onDelete('CASCADE');
    t.uuid('session_id').notNullable().references('training_sessions.id').onDelete('CASCADE');
    t.smallint('overall').notNullable();
    t.smallint('history').notNullable();
    t.smallint('reasoning').notNullable();
    t.smallint('communication').notNullable();
    t.smallint('management').notNullable();
    t.smallint('handoff').notNullable();
    t.text('comments').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['session_id']);
  });
  await knex.raw(`alter table facilitator_feedback add constraint facilitator_feedback_ratings check (
    overall between 1 and 5 and history between 1 and 5 and reasoning between 1 and 5
    and communication between 1 and 5 and management between 1 and 5 and handoff between 1 and 5)`);
  await knex.schema.createTable('facilitator_chat_messages', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('session_id').notNullable().references('training_sessions.id').onDelete('CASCADE');
    t.uuid('watcher_id').notNullable().references('facilitator_watchers.id').onDelete('CASCADE');
    t.text('text').notNullable();
    t.integer('elapsed_seconds').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['session_id', 'created_at']);
  });
};

export const down = async (knex: Knex) => {
  await knex.schema.dropTableIfExists('facilitator_chat_messages');
  await knex.schema.dropTableIfExists('facilitator_feedback');
  await knex.schema.dropTableIfExists('facilitator_notes');
  await knex.schema.alterTable('facilitator_watchers', (t) => {
    t.dropColumn('ready');
  });
};
