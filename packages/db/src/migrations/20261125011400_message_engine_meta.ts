import type { Knex } from 'knex';

/**
 * What the engine noted about a reply: that the scripted engine answered because the language model
 * failed (and why), and the facts the model claimed that its reply did not state (not credited).
 */
export const up = async (knex: Knex) => {
  await knex.schema.alterTable('session_messages', (t) => {
    t.jsonb('engine_meta');
  });
};

export const down = async (knex: Knex) => {
  await knex.schema.alterTable('session_messages', (t) => {
    t.dropColumn('engine_meta');
  });
};
