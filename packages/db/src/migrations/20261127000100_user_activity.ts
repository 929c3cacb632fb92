import type { Knex } from 'knex';

/**
 * The user's own activity log (issue 19, ADR 0125): security and training events — sign-ins with
 * the device, password changes, data exports — one row each, read back by `/activity-log`. The
 * rows go with the account (GDPR registry: `user_activity.user_id`, exported, deleted).
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable('user_activity', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('kind', 40).notNullable();
    /** A short summary of the browser and system ("Chrome on Linux"), never the raw header alone. */
    t.string('device', 120);
    t.jsonb('detail').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at']);
  });
};

export const down = async (knex: Knex) => {
  await knex.schema.dropTableIfExists('user_activity');
};
