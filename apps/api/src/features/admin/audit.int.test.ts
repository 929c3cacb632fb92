import { listAuditEntries } from '@urosim/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { audited } from './audit.ts';

describe('the admin audit log', () => {
  let db: Awaited<ReturnType<typeof createTestApp>>['db'];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await createTestApp());
  });
  afterAll(() => close());

  it('records a change with its actor, target, before, after and request id', async () => {
    const admin = await createAdmin(db, { emailPrefix: 'audit-ok' });
    const targetId = `t-${Date.now()}`;
    const result = await audited(
      db,
      admin,
      { id: 'req-audit-1' },
      { action: 'test.rename', targetType: 'test', targetId },
      async () => ({ before: { name: 'old' }, after: { name: 'new' }, result: 42 }),
    );
    expect(result).toBe(42);
    const [entry] = await listAuditEntries(db, { targetType: 'test', targetId, limit: 10 });
    expect(entry).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      action: 'test.rename',
      before: { name: 'old' },
      after: { name: 'new' },
      request_id: 'req-audit-1',
    });
  });

  it('writes neither the change nor its entry when the change fails', async () => {
    const admin = await createAdmin(db, { emailPrefix: 'audit-fail' });
    const targetId = `t-fail-${Date.now()}`;
    await expect(
      audited(db, admin, undefined, { action: 'test.rename', targetType: 'test', targetId }, async (trx) => {
        await trx.raw("update users set full_name = 'Changed' where id = ?", [admin.id]);
        throw new Error('refused half-way');
      }),
    ).rejects.toThrow('refused half-way');
    expect(await listAuditEntries(db, { targetType: 'test', targetId, limit: 10 })).toEqual([]);
    expect((await db('users').where({ id: admin.id }).first()).full_name).not.toBe('Changed');
  });
});
