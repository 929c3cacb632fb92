import type { Knex } from 'knex';
import { dataExportZips } from './data-export-repo.ts';
import { reportBundleZips } from './report-bundle-repo.ts';

/**
 * Which of `keys` a report bundle or a data export still names as its file: the two kinds of zip
 * share one storage, so a file is held if either does.
 */
export const storedZipKeys = async (db: Knex, keys: readonly string[]): Promise<ReadonlySet<string>> => {
  const [bundles, exports] = await Promise.all([
    reportBundleZips.storedKeys(db, keys),
    dataExportZips.storedKeys(db, keys),
  ]);
  return new Set([...bundles, ...exports]);
};
