import type { Knex } from 'knex';
import { type WorkerZipRow, workerZipRepo } from './worker-zip-repo.ts';

/** A user's privacy export (ADR 0133): a zip built by the worker (ADR 0136), one row per user. */
export type DataExportRow = WorkerZipRow & { user_id: string };

/** The privacy exports' worker-zip repository, keyed by user. */
export const dataExportZips = workerZipRepo<DataExportRow, { user_id: string }>({
  table: 'data_exports',
  keyColumns: ['user_id'],
  lockName: 'data-export',
  // A new request that failed after the old zip's time ran out still holds the old zip's key.
  expiredStates: ['ready', 'failed'],
});

export const findDataExport = (db: Knex, userId: string) => dataExportZips.find(db, { user_id: userId });

/**
 * Asks for a new export of the user's data. Nothing changes while one is queued or building
 * (`queued: false`). Otherwise, unless the last request is more recent than the interval for its
 * outcome (`tooSoon`: the caller answers 429; a failed one may be retried sooner), the row gets a
 * new generation, queued, and `enqueue` runs in the same transaction: the job exists if and only if
 * the request committed. A ready zip stays downloadable until the new one replaces it.
 */
export const requestDataExport = (
  db: Knex,
  userId: string,
  minIntervalMs: { afterReady: number; afterFailed: number },
  enqueue: (trx: Knex.Transaction, generation: number) => Promise<unknown>,
): Promise<{ row: DataExportRow; queued: boolean; tooSoon?: Date }> =>
  dataExportZips.request(
    db,
    { user_id: userId },
    {
      hold: async (current, trx) => {
        const interval = current.state === 'failed' ? minIntervalMs.afterFailed : minIntervalMs.afterReady;
        const nextAllowed = new Date(current.requested_at.getTime() + interval);
        const [{ now }] = (await trx.raw('select now() as now')).rows as [{ now: Date }];
        return nextAllowed > now ? { tooSoon: nextAllowed } : undefined;
      },
    },
    enqueue,
  );

/** Who an export is for: the id and address it reads by, and the name its e-mail greets. */
export const findDataExportUser = (db: Knex, userId: string) =>
  db('users')
    .where({ id: userId })
    .first<{ id: string; email: string; full_name: string } | undefined>('id', 'email', 'full_name');
