import type { Knex } from '@urosim/db';
import { insertAuditEntry } from '@urosim/db';
import type { Request } from 'express';
import type { UserRow } from '../auth/repo.ts';

/** What an admin change is, for its audit entry (issue 17): `case.publish` on `case` 42, … */
export type AuditedAction = { action: string; targetType: string; targetId?: string | null };

/** What the change's body answers: the target before and after, and the caller's result. */
export type AuditedOutcome<T> = { before: unknown; after: unknown; result: T };

/**
 * Runs an admin change and writes its audit entry in the same transaction, so that no change is
 * committed without its entry (issue 17: "every admin change appears in the audit log with before
 * and after"). `change` reads the target's state before, changes it, and reads it after, all on
 * `trx`; throwing rolls back both.
 */
export const audited = <T>(
  db: Knex,
  actor: Pick<UserRow, 'id' | 'email'>,
  req: Pick<Request, 'id'> | undefined,
  what: AuditedAction,
  change: (trx: Knex.Transaction) => Promise<AuditedOutcome<T>>,
): Promise<T> =>
  db.transaction(async (trx) => {
    const { before, after, result } = await change(trx);
    await insertAuditEntry(trx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: what.action,
      targetType: what.targetType,
      targetId: what.targetId ?? null,
      before,
      after,
      requestId: req?.id === undefined ? null : String(req.id),
    });
    return result;
  });
