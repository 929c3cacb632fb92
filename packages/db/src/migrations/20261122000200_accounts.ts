import type { Knex } from 'knex';

/** Accounts: users, single-use tokens, http sessions, rate-limit counters and the mail outbox. */
export const up = async (knex: Knex) => {
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('email', 254).notNullable().unique(); // stored lower-cased
    t.text('password_hash').notNullable();
    t.string('full_name', 120).notNullable();
    t.string('grade', 80);
    t.integer('years_of_practice');
    t.string('institution', 200);
    t.string('country', 80);
    t.string('role', 16).notNullable().defaultTo('user');
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.timestamp('email_verified_at', { useTz: true });
    t.timestamp('terms_accepted_at', { useTz: true });
    t.timestamp('disabled_at', { useTz: true });
    t.timestamp('password_changed_at', { useTz: true });
    t.timestamp('last_login_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw("alter table users add constraint users_role_check check (role in ('user', 'admin'))");

  await knex.schema.createTable('auth_tokens', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('purpose', 32).notNullable(); // verify-email | reset-password
    t.string('token_hash', 64).notNullable().unique(); // sha-256, hex
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'purpose']);
  });

  // express-session rows (connect-pg-simple's layout); `sess` as jsonb so that a user's sessions
  // can be found (and ended) by the user id passport keeps in it.
  await knex.schema.createTable('http_sessions', (t) => {
    t.string('sid').primary();
    t.jsonb('sess').notNullable();
    t.timestamp('expire', { precision: 6 }).notNullable();
    t.index(['expire']);
  });
  await knex.raw("create index http_sessions_user_idx on http_sessions ((sess -> 'passport' ->> 'user'))");

  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 300).primary();
    t.integer('hits').notNullable();
    t.timestamp('reset_at', { useTz: true }).notNullable();
    t.index(['reset_at']);
  });

  await knex.schema.createTable('mail_outbox', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('to_address', 254).notNullable();
    t.string('subject', 300).notNullable();
    t.text('text_body').notNullable();
    t.text('html_body').notNullable();
    t.string('template', 64).notNullable();
    t.string('status', 16).notNullable().defaultTo('queued'); // queued | sent | failed
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.string('provider', 16);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_at', { useTz: true });
    t.index(['to_address', 'created_at']);
    t.index(['created_at']);
  });
};

export const down = async (knex: Knex) => {
  await knex.schema.dropTableIfExists('mail_outbox');
  await knex.schema.dropTableIfExists('rate_limits');
  await knex.schema.dropTableIfExists('http_sessions');
  await knex.schema.dropTableIfExists('auth_tokens');
  await knex.schema.dropTableIfExists('users');
};
