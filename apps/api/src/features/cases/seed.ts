import { loadCaseLibrary, loadQuestionSets } from '@urosim/content';
import { fillEmptyQuestionSet, type Knex, type Seeder } from '@urosim/db';
import { authoringQuestionsOf } from '@urosim/domain';
import { importCase } from './service.ts';

/**
 * Imports every case of the library as published; unchanged cases keep their version. A case with
 * no authoring question set yet gets its paraphrase set's questions that the authoring quality gate
 * can read (ADR 0122), so an admin sees the gate's figures on library cases too.
 */
export const seedCaseLibrary = async (db: Knex) => {
  const library = loadCaseLibrary();
  const questionSets = new Map(loadQuestionSets().map((set) => [set.caseId, set]));
  let created = 0;
  for (const definition of library) {
    if ((await importCase(db, definition, { status: 'published' })).created) created += 1;
    const set = questionSets.get(definition.id);
    if (set) await fillEmptyQuestionSet(db, definition.id, authoringQuestionsOf(set));
  }
  return { cases: library.length, newVersions: created };
};
export const caseLibrarySeeder: Seeder = {
  name: 'case library',
  run: async (db, log) => {
    const { cases, newVersions } = await seedCaseLibrary(db);
    log?.(`Case library: ${cases} cases (${newVersions} new versions)`);
  },
};
