import type { Knex } from 'knex';

/**
 * The profile's specialty interests and certifications (issue 19, ADR 0130). Interests are a short
 * list on the user row (exported in `account.json`, gone with it); certifications are rows of
 * their own (GDPR registry: `user_certifications.user_id`, exported, deleted).
 */
export const up = async (knex: Knex) => {
  await knex.schema.alterTable('users', (t) => {
    t.specificType('expertise', 'text[]').notNullable().defaultTo('{}');
  });
  await knex.schema.createTable('user_certifications', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('name', 200).notNullable();
    t.string('issuer', 200).notNullable();
    t.date('issued_on').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'issued_on']);
  });
};

export const down = async (knex: Knex) => {
  await knex.schema.dropTableIfExists('user_certifications');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('expertise');
  });
};
