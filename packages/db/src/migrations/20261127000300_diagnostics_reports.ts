import type { Knex } from 'knex';

/**
 * Emergency diagnostics reports a browser sends for support (issue 20), already redacted: the
 * admin logs screen lists them. The sender's account going keeps the report without its link.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable('diagnostics_reports', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    /** `emergency` (POST /diagnostics/emergency) or `email` (the e-mail fallback). */
    t.text('channel').notNullable();
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.text('url');
    t.text('user_agent');
    t.text('ip');
    t.text('request_id');
    /** One line an admin reads in the list. */
    t.text('summary').notNullable();
    /** The report as text (capped at 1000 lines). */
    t.text('report_text').notNullable();
    /** The structured parts, redacted. */
    t.jsonb('report');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });
};

export const down = async (knex: Knex) => {
  await knex.schema.dropTableIfExists('diagnostics_reports');
};
