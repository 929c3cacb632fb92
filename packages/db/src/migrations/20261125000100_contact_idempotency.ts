import type { Knex } from 'knex';

/**
 * A contact message carries the key its form was sent with: sending the same form again (a retry
 * after a lost answer, a double click) finds the first message instead of storing a second.
 */
export const up = async (knex: Knex) => {
  await knex.schema.alterTable('contact_messages', (t) => {
    t.uuid('idempotency_key').unique();
  });
};

export const down = async (knex: Knex) => {
  await knex.schema.alterTable('contact_messages', (t) => {
    t.dropColumn('idempotency_key');
  });
};
