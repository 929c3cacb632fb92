import type { Knex } from 'knex';

/** The scored feedback of a session: computed once (deterministically) and kept with its version. */
export const up = async (knex: Knex) => {
  await knex.schema.createTable('feedback', (t) => {
    t.uuid('session_id').primary().references('training_sessions.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('case_id', 80).notNullable();
    t.integer('scoring_version').notNullable();
    t.decimal('overall', 5, 1).notNullable();
    t.boolean('flagged').notNullable();
    // Whether the trainee's summary was part of the scoring (a later summary rescores once).
    t.boolean('with_summary').notNullable();
    t.jsonb('score').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at']);
  });
};

export const down = async (knex: Knex) => {
  await knex.schema.dropTableIfExists('feedback');
};
