import type { Knex } from 'knex';

/**
 * The training preference "default session length" gains "each case's own length" (null), now its
 * default (ADR 0135). Until now 10 was the default and was saved with any change of the training
 * section, so a stored 10 cannot be told from a choice: it becomes null. Most cases are 10 minutes.
 */
export const up = async (knex: Knex) => {
  await knex.raw(
    `update user_settings
        set settings = jsonb_set(settings, '{training,defaultSessionMinutes}', 'null'::jsonb)
      where settings #>> '{training,defaultSessionMinutes}' = '10'`,
  );
};

export const down = async (knex: Knex) => {
  await knex.raw(
    `update user_settings
        set settings = jsonb_set(settings, '{training,defaultSessionMinutes}', '10'::jsonb)
      where settings #> '{training,defaultSessionMinutes}' = 'null'::jsonb`,
  );
};
