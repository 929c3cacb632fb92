import type { Knex } from 'knex';

/**
 * What a chat turn's engine needs to know of a channel's past, kept in a small row per session and
 * channel (facts revealed, negatives asked, trainee turns) and updated with each turn, so that a
 * turn never re-reads the transcript. Existing sessions get theirs from their messages.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable('session_engine_state', (t) => {
    t.uuid('session_id').notNullable().references('training_sessions.id').onDelete('CASCADE');
    t.string('channel', 10).notNullable();
    t.specificType('revealed_fact_ids', 'text[]').notNullable().defaultTo('{}');
    t.specificType('negative_ids', 'text[]').notNullable().defaultTo('{}');
    t.integer('trainee_turns').notNullable().defaultTo(0);
    t.primary(['session_id', 'channel']);
  });
  await knex.raw(`
    insert into session_engine_state (session_id, channel, revealed_fact_ids, negative_ids, trainee_turns)
    select m.session_id, m.channel,
           coalesce((select array_agg(distinct f) from session_messages x, unnest(x.revealed_fact_ids) f
                      where x.session_id = m.session_id and x.channel = m.channel), '{}'),
           coalesce((select array_agg(distinct n) from session_messages x, unnest(x.negative_ids) n
                      where x.session_id = m.session_id and x.channel = m.channel), '{}'),
           count(*) filter (where m.sender = 'trainee')
      from session_messages m
     group by m.session_id, m.channel`);
};

export const down = async (knex: Knex) => {
  await knex.schema.dropTable('session_engine_state');
};
