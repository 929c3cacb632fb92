import type { Knex } from 'knex';

/**
 * Copilot (facilitated) sessions (issue 16, ADR 0119): a facilitator's session of a case, claimed
 * by a trainee with a short code (only its keyed hash is kept, and the code sealed under the
 * server's secret so that its facilitator can read it again), linked to the training session the
 * trainee starts and to the invite that lets the facilitator watch it; and the scenario events the
 * facilitator injected, each recorded by a line of the session's transcript.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable('copilot_sessions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('facilitator_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('case_id', 80).notNullable().references('cases.id').onDelete('CASCADE');
    // HMAC-SHA-256 of the normalised code under a key derived from the server's secret, hex.
    t.string('code_hash', 64).notNullable().unique();
    // The code, AES-256-GCM under a key derived from the server's secret (shown to the facilitator).
    t.binary('code_sealed').notNullable();
    t.uuid('trainee_id').references('users.id').onDelete('SET NULL');
    t.timestamp('claimed_at', { useTz: true });
    t.uuid('session_id').unique().references('training_sessions.id').onDelete('SET NULL');
    t.uuid('invite_id').references('facilitator_invites.id').onDelete('SET NULL');
    t.uuid('watcher_id').references('facilitator_watchers.id').onDelete('SET NULL');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['facilitator_id', 'created_at']);
  });
  await knex.schema.createTable('copilot_injections', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('copilot_id').notNullable().references('copilot_sessions.id').onDelete('CASCADE');
    t.uuid('session_id').notNullable().references('training_sessions.id').onDelete('CASCADE');
    t.string('kind', 20).notNullable();
    t.jsonb('payload').notNullable();
    t.bigInteger('message_id').notNullable().references('session_messages.id').onDelete('CASCADE');
    t.integer('elapsed_seconds').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['copilot_id', 'created_at']);
  });
  await knex.raw(`alter table copilot_injections add constraint copilot_injections_kind
    check (kind in ('observations', 'nurseMessage', 'earlyResult'))`);
};

export const down = async (knex: Knex) => {
  await knex.schema.dropTableIfExists('copilot_injections');
  await knex.schema.dropTableIfExists('copilot_sessions');
};
