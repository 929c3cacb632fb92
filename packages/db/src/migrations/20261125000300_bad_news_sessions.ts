import type { Knex } from 'knex';

/**
 * Breaking-bad-news conversations (the `bab` module): a timed session on a scenario (authored in
 * packages/content/bab), the scripted patient's state after each turn, the lines with the emotion
 * the patient showed, and the stored SPIKES score once it has ended.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable('bab_sessions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('scenario_id', 80).notNullable();
    t.timestamp('started_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.timestamp('ended_at', { useTz: true });
    t.string('end_reason', 20);
    // The engine's state after the last turn (emotion, what was done, which lines were used).
    t.jsonb('state').notNullable();
    t.integer('scoring_version');
    t.decimal('overall', 5, 1);
    t.jsonb('score');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'scenario_id', 'created_at']);
  });
  await knex.schema.createTable('bab_messages', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('session_id').notNullable().references('bab_sessions.id').onDelete('CASCADE');
    t.string('sender', 10).notNullable();
    t.text('text').notNullable();
    t.string('emotion', 20);
    t.jsonb('reactions').notNullable().defaultTo('[]');
    t.integer('elapsed_seconds').notNullable();
    // Two lines of one turn share a timestamp: `seq` keeps their order.
    t.specificType('seq', 'bigserial');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['session_id', 'seq']);
  });
};

export const down = async (knex: Knex) => {
  await knex.schema.dropTableIfExists('bab_messages');
  await knex.schema.dropTableIfExists('bab_sessions');
};
