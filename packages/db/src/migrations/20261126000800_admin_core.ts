import type { Knex } from 'knex';

/**
 * The admin area's core (issue 17): the admins' shared to-do list, the api's own error-level
 * errors (so the logs screen can show them beside the browser's), and the user of a browser
 * report, so that logs can be filtered by user.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable('admin_todos', (t) => {
    t.bigIncrements('id').primary();
    t.text('title').notNullable();
    t.boolean('done').notNullable().defaultTo(false);
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    t.text('created_by_email').notNullable();
    t.uuid('done_by').references('users.id').onDelete('SET NULL');
    t.timestamp('done_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Error-level api errors (5xx other than a database outage), bounded in size, purged with the
  // browser logs by the worker's retention job.
  await knex.schema.createTable('server_errors', (t) => {
    t.bigIncrements('id').primary();
    t.string('request_id', 64);
    t.string('method', 10).notNullable();
    t.string('path', 2000).notNullable();
    t.integer('status').notNullable();
    t.string('code', 64);
    t.text('message').notNullable();
    t.text('stack');
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
    t.index(['request_id']);
  });
  for (const table of ['client_logs', 'frontend_errors']) {
    await knex.schema.alterTable(table, (t) => {
      t.uuid('user_id').references('users.id').onDelete('SET NULL');
      t.index(['request_id']);
    });
  }
  await knex.schema.alterTable('frontend_errors', (t) => {
    // The request id of the api call the browser error came from (its X-Request-Id), if any.
    t.string('failed_request_id', 64);
  });
};

export const down = async (knex: Knex) => {
  await knex.schema.alterTable('frontend_errors', (t) => {
    t.dropColumn('failed_request_id');
  });
  for (const table of ['client_logs', 'frontend_errors']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex(['request_id']);
      t.dropColumn('user_id');
    });
  }
  await knex.schema.dropTableIfExists('server_errors');
  await knex.schema.dropTableIfExists('admin_todos');
};
