import type { Knex } from 'knex';

/**
 * Case authoring (issue 17): a draft version beside the published one, when each version was
 * published, the case's own paraphrase question set for the quality gate, and test sessions (an
 * admin playing a draft as a trainee) that count nowhere.
 */
export const up = async (knex: Knex) => {
  await knex.schema.alterTable('cases', (t) => {
    // The newest saved draft, not yet published (null when the published version is the newest).
    t.uuid('draft_version_id').references('case_versions.id');
    // [{ text, reveals: factId | 'negative' | 'deflect' }], written in the authoring form.
    t.jsonb('question_set').notNullable().defaultTo('[]');
  });
  await knex.schema.alterTable('case_versions', (t) => {
    t.timestamp('published_at', { useTz: true });
  });
  // Versions written before drafts existed were what trainees saw.
  await knex('case_versions').update({ published_at: knex.ref('created_at') });
  await knex.schema.alterTable('training_sessions', (t) => {
    // An admin's "play as a trainee": no quota, no stats, no progress, no leaderboards.
    t.boolean('is_test').notNullable().defaultTo(false);
  });
};

export const down = async (knex: Knex) => {
  await knex.schema.alterTable('training_sessions', (t) => {
    t.dropColumn('is_test');
  });
  await knex.schema.alterTable('case_versions', (t) => {
    t.dropColumn('published_at');
  });
  await knex.schema.alterTable('cases', (t) => {
    t.dropColumn('draft_version_id');
    t.dropColumn('question_set');
  });
};
