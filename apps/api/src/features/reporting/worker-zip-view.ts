import { noWorkerZip, type WorkerZip } from '@urosim/contracts';
import type { WorkerZipRow } from '@urosim/db';

/**
 * How a feature reads its row (ADR 0136). The privacy export asks for both: a ready zip past its
 * expiry reads as none (`expiredIsNone`: the retention deletes it soon), and the size, dates and
 * error are given only in the state they belong to (`ofItsStateOnly`). The report bundle answers the
 * row's columns as they are (a new generation shows the previous file's size and expiry).
 */
export type WorkerZipViewRules = {
  downloadUrl: string;
  expiredIsNone?: boolean;
  ofItsStateOnly?: boolean;
  now?: Date;
};

/** A zip's row as the api answers it (`ZWorkerZip`); no row, or an expired one by the rules, is none. */
export const workerZipView = (row: WorkerZipRow | undefined, rules: WorkerZipViewRules): WorkerZip => {
  if (!row) return noWorkerZip;
  const isReady = row.state === 'ready';
  if (
    rules.expiredIsNone &&
    isReady &&
    row.expires_at !== null &&
    row.expires_at <= (rules.now ?? new Date())
  )
    return noWorkerZip;
  const strict = rules.ofItsStateOnly === true;
  return {
    state: row.state,
    progress: row.progress,
    sizeBytes: (!strict || isReady) && row.size_bytes !== null ? Number(row.size_bytes) : null,
    error: !strict || row.state === 'failed' ? row.error : null,
    requestedAt: row.requested_at.toISOString(),
    readyAt: !strict || isReady ? (row.ready_at?.toISOString() ?? null) : null,
    expiresAt: !strict || isReady ? (row.expires_at?.toISOString() ?? null) : null,
    downloadUrl: isReady ? rules.downloadUrl : null,
  };
};
