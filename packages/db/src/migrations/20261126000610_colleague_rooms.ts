import type { Knex } from 'knex';

/**
 * Colleague rooms (issue 16, ADR 0118): a trainee invites a colleague to one session, to watch it
 * or to play the patient. The link's token is stored as its SHA-256 only. A member is whoever
 * joined by the link (signed in or a named guest); `last_seen_at` moves at the join and when their
 * socket leaves, and tells whether a colleague-patient is still there. `colleague_replies` holds
 * one row per trainee line a colleague-patient was asked (its primary key makes "one reply per
 * line" hold under concurrent posts), with the reply once given.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable('colleague_rooms', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('session_id').notNullable().references('training_sessions.id').onDelete('CASCADE');
    t.uuid('created_by').notNullable().references('users.id').onDelete('CASCADE');
    t.text('role').notNullable();
    t.text('token_hash').notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.timestamp('handed_back_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['session_id', 'expires_at']);
  });
  await knex.raw(
    `alter table colleague_rooms add constraint colleague_rooms_role check (role in ('watch', 'patient'))`,
  );
  await knex.schema.createTable('colleague_members', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('room_id').notNullable().references('colleague_rooms.id').onDelete('CASCADE');
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.text('name').notNullable();
    t.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['room_id', 'joined_at']);
  });
  await knex.schema.createTable('colleague_replies', (t) => {
    t.bigInteger('trainee_message_id').primary().references('session_messages.id').onDelete('CASCADE');
    t.uuid('room_id').notNullable().references('colleague_rooms.id').onDelete('CASCADE');
    t.bigInteger('reply_message_id').references('session_messages.id').onDelete('CASCADE');
    t.uuid('member_id').references('colleague_members.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['room_id']);
  });
};

export const down = async (knex: Knex) => {
  await knex.schema.dropTableIfExists('colleague_replies');
  await knex.schema.dropTableIfExists('colleague_members');
  await knex.schema.dropTableIfExists('colleague_rooms');
};
