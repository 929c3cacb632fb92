import { loadCaseLibrary } from '@urosim/content';
import type { Knex, Seeder } from '@urosim/db';
import { importCase } from './service.ts';

/** Imports every case of the library as published; unchanged cases keep their version. */
export const seedCaseLibrary = async (db: Knex) => {
  const library = loadCaseLibrary();
  let created = 0;
  for (const definition of library) {
    if ((await importCase(db, definition, { status: 'published' })).created) created += 1;
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
