import type { Knex } from 'knex';

/**
 * A change of e-mail address waits for the link sent to the new address (issue 19, ADR 0130): the
 * single-use token (`purpose` 'change-email') carries the address it will set.
 */
export const up = async (knex: Knex) => {
  await knex.schema.alterTable('auth_tokens', (t) => {
    t.string('new_email', 320);
  });
};

export const down = async (knex: Knex) => {
  await knex.schema.alterTable('auth_tokens', (t) => {
    t.dropColumn('new_email');
  });
};
