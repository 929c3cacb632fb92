import type { Knex } from 'knex';

/**
 * The trainee's profile picture (issue 19, ADR 0130): the re-encoded image (metadata stripped) in
 * its own row, one a user, gone with the account (GDPR registry: `profile_pictures.user_id`).
 * `users.picture_updated_at` versions its URL, so the public user carries it without a join.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable('profile_pictures', (t) => {
    t.uuid('user_id').primary().references('users.id').onDelete('CASCADE');
    t.string('content_type', 40).notNullable();
    t.binary('bytes').notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('picture_updated_at', { useTz: true });
  });
};

export const down = async (knex: Knex) => {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('picture_updated_at');
  });
  await knex.schema.dropTableIfExists('profile_pictures');
};
