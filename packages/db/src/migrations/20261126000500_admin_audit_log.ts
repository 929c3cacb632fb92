import type { Knex } from 'knex';

/**
 * The admin area's audit log (issue 17): every change an admin makes — who, what, when, before and
 * after — written in the same transaction as the change, so a change without its entry cannot be
 * committed. Rows are never updated; the actor's row going does not take the history with it.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable('admin_audit_log', (t) => {
    t.bigIncrements('id').primary();
    t.uuid('actor_id').references('users.id').onDelete('SET NULL');
    /** The actor's e-mail when the entry was written (kept when the account is deleted). */
    t.text('actor_email').notNullable();
    /** `<area>.<verb>`, e.g. `case.publish`, `plan.update`, `user.disable`. */
    t.text('action').notNullable();
    t.text('target_type').notNullable();
    t.text('target_id');
    t.jsonb('before');
    t.jsonb('after');
    t.text('request_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
    t.index(['target_type', 'target_id', 'created_at']);
    t.index(['actor_id', 'created_at']);
  });
};

export const down = async (knex: Knex) => {
  await knex.schema.dropTableIfExists('admin_audit_log');
};
