import type { Knex } from 'knex';

/**
 * Avatar sessions (issue 21, ADR 0128): each HeyGen streaming session the api opened for a
 * training session, when it opened and closed, and the seconds it ran (counted against the plan's
 * avatar minutes). The HeyGen key never lands here; only HeyGen's session id.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable('avatar_sessions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.uuid('training_session_id').notNullable().references('training_sessions.id').onDelete('CASCADE');
    t.string('provider', 20).notNullable().defaultTo('heygen');
    t.string('provider_session_id', 200).notNullable();
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('closed_at', { useTz: true });
    t.string('close_reason', 20);
    t.integer('seconds').notNullable().defaultTo(0);
    t.index(['user_id', 'started_at']);
    t.index(['training_session_id']);
  });
};

export const down = async (knex: Knex) => {
  await knex.schema.dropTable('avatar_sessions');
};
