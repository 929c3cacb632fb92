import type { Knex } from 'knex';

/**
 * Live rooms (ADR 0117): facilitator invites (only hashes of the code and token are kept, and the
 * token sealed under the code, so that the code can give the token back), their watchers, the
 * events of watched sessions with a gap-free sequence per session, and the table the Socket.IO
 * PostgreSQL adapter keeps large messages in (its documented schema).
 */
export const up = async (knex: Knex) => {
  await knex.schema.alterTable('training_sessions', (t) => {
    // The last seq given to an event of this session; only watched sessions move it.
    t.integer('event_seq').notNullable().defaultTo(0);
  });
  await knex.schema.createTable('facilitator_invites', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('session_id').notNullable().references('training_sessions.id').onDelete('CASCADE');
    t.uuid('created_by').notNullable().references('users.id').onDelete('CASCADE');
    // HMAC-SHA-256 of the normalised code under the server's secret, hex.
    t.string('code_hash', 64).notNullable().unique();
    // SHA-256 of the token, hex.
    t.string('token_hash', 64).notNullable().unique();
    // The token, AES-256-GCM under a key derived from the code and the server's secret.
    t.binary('token_sealed').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['session_id', 'expires_at']);
  });
  await knex.schema.createTable('facilitator_watchers', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('invite_id').notNullable().references('facilitator_invites.id').onDelete('CASCADE');
    t.uuid('user_id').references('users.id').onDelete('CASCADE');
    t.string('name', 60).notNullable();
    t.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['invite_id']);
  });
  await knex.schema.createTable('session_events', (t) => {
    t.uuid('session_id').notNullable().references('training_sessions.id').onDelete('CASCADE');
    t.integer('seq').notNullable();
    t.string('type', 20).notNullable();
    t.jsonb('payload').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['session_id', 'seq']);
  });
  // @socket.io/postgres-adapter: payloads over its threshold go through this table (README).
  await knex.raw(`create table if not exists socket_io_attachments (
    id bigserial unique,
    created_at timestamptz default now(),
    payload bytea
  )`);
};

export const down = async (knex: Knex) => {
  await knex.schema.dropTableIfExists('socket_io_attachments');
  await knex.schema.dropTableIfExists('session_events');
  await knex.schema.dropTableIfExists('facilitator_watchers');
  await knex.schema.dropTableIfExists('facilitator_invites');
  await knex.schema.alterTable('training_sessions', (t) => {
    t.dropColumn('event_seq');
  });
};
