import type { Knex } from 'knex';

/** Cases with their versions, bookmarks, timed training sessions, their messages and actions, usage. */
export const up = async (knex: Knex) => {
  await knex.schema.createTable('cases', (t) => {
    t.string('id', 80).primary();
    t.string('title', 120).notNullable();
    t.string('specialty', 40).notNullable().defaultTo('urology');
    t.string('topic', 40).notNullable();
    t.string('difficulty', 20).notNullable();
    t.string('access_tier', 20).notNullable();
    t.integer('duration_seconds').notNullable();
    t.string('summary', 300).notNullable();
    t.string('status', 16).notNullable().defaultTo('draft'); // draft | published
    t.uuid('current_version_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['status', 'topic']);
  });
  await knex.schema.createTable('case_versions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('case_id', 80).notNullable().references('cases.id').onDelete('CASCADE');
    t.integer('version').notNullable();
    t.jsonb('definition').notNullable();
    t.string('checksum', 64).notNullable();
    t.uuid('created_by').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['case_id', 'version']);
  });
  await knex.schema.alterTable('cases', (t) => {
    t.foreign('current_version_id').references('case_versions.id');
  });

  await knex.schema.createTable('bookmarks', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('case_id', 80).notNullable().references('cases.id').onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'case_id']);
  });

  await knex.schema.createTable('training_sessions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('case_id', 80).notNullable().references('cases.id');
    t.uuid('case_version_id').notNullable().references('case_versions.id');
    t.string('mode', 16).notNullable().defaultTo('Chat'); // Chat | Avatar
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // The countdown runs until started_at; the clock runs from started_at to ends_at.
    t.timestamp('started_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.timestamp('ended_at', { useTz: true });
    t.string('end_reason', 16); // completed | timeout
    t.text('notes').notNullable().defaultTo('');
    t.index(['user_id', 'created_at']);
    t.index(['ends_at'], undefined, { predicate: knex.whereNull('ended_at') });
  });

  await knex.schema.createTable('session_messages', (t) => {
    t.bigIncrements('id');
    t.uuid('session_id').notNullable().references('training_sessions.id').onDelete('CASCADE');
    t.string('channel', 16).notNullable(); // patient | nurse
    t.string('sender', 16).notNullable(); // trainee | patient | nurse | system
    t.text('text').notNullable();
    t.specificType('revealed_fact_ids', 'text[]').notNullable().defaultTo('{}');
    t.specificType('negative_ids', 'text[]').notNullable().defaultTo('{}');
    t.string('engine', 16);
    t.integer('latency_ms');
    t.integer('elapsed_seconds').notNullable(); // session time when it was said
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['session_id', 'id']);
  });

  await knex.schema.createTable('session_actions', (t) => {
    t.bigIncrements('id');
    t.uuid('session_id').notNullable().references('training_sessions.id').onDelete('CASCADE');
    t.string('kind', 16).notNullable(); // examination | investigation
    t.string('item_id', 80).notNullable();
    t.integer('elapsed_seconds').notNullable();
    t.integer('available_at_seconds').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['session_id', 'kind', 'item_id']);
  });

  await knex.schema.createTable('session_summaries', (t) => {
    t.uuid('session_id').primary().references('training_sessions.id').onDelete('CASCADE');
    t.text('diagnosis').notNullable();
    t.text('differentials').notNullable();
    t.text('investigations').notNullable();
    t.text('management').notNullable();
    t.text('escalation').notNullable();
    t.timestamp('submitted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  // Sessions used per user and calendar month (UTC), consumed in the start transaction.
  await knex.schema.createTable('usage_counters', (t) => {
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.string('period', 7).notNullable(); // YYYY-MM
    t.string('resource', 32).notNullable(); // sessions
    t.integer('used').notNullable().defaultTo(0);
    t.primary(['user_id', 'period', 'resource']);
  });

  await knex.schema.createTable('ai_usage', (t) => {
    t.bigIncrements('id');
    t.uuid('user_id').references('users.id').onDelete('SET NULL');
    t.uuid('session_id').references('training_sessions.id').onDelete('SET NULL');
    t.string('purpose', 32).notNullable(); // patient | nurse | feedback | chatbot
    t.string('model', 120).notNullable();
    t.integer('prompt_tokens').notNullable().defaultTo(0);
    t.integer('completion_tokens').notNullable().defaultTo(0);
    t.decimal('cost_usd', 12, 6).notNullable().defaultTo(0);
    t.integer('latency_ms').notNullable();
    t.string('outcome', 32).notNullable(); // ok | error code
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at']);
  });
};

export const down = async (knex: Knex) => {
  for (const table of [
    'ai_usage',
    'usage_counters',
    'session_summaries',
    'session_actions',
    'session_messages',
    'training_sessions',
    'bookmarks',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.schema.alterTable('cases', (t) => t.dropForeign(['current_version_id']));
  await knex.schema.dropTableIfExists('case_versions');
  await knex.schema.dropTableIfExists('cases');
};
