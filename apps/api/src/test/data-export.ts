import type { Knex } from '@urosim/db';
import { createFolderStorage } from '@urosim/documents';
import { runDataExport } from '@urosim/worker';
import { type Browser, binary } from './agent.ts';

/**
 * The privacy export as a trainee gets it (ADR 0133): ask for it, let the worker's job build the
 * generation it queued (run here, as the worker would), and download the zip.
 */
export const exportThroughTheJob = async (
  t: { db: Knex; config: { REPORT_BUNDLE_DIR: string } },
  browser: Browser,
  userId: string,
  onReady?: (userId: string, generation: number, expiresAt: Date) => Promise<unknown>,
) => {
  const asked = await browser.post('/api/v1/user/gdpr/export');
  if (asked.status !== 200) throw new Error(`export request: ${asked.status} ${JSON.stringify(asked.body)}`);
  const { generation } = await t.db('data_exports').where({ user_id: userId }).first('generation');
  const result = await runDataExport(
    t.db,
    createFolderStorage(t.config.REPORT_BUNDLE_DIR),
    { data: { userId, generation }, retryCount: 0, retryLimit: 3 },
    { retentionDays: 7, ...(onReady ? { onReady } : {}) },
  );
  const res = await binary(browser.agent.get('/api/v1/user/gdpr/export/download'));
  return { asked, result, res, generation: generation as number };
};
