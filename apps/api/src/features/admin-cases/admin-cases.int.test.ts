import { randomUUID } from 'node:crypto';
import { adminCaseAuthoringRoutes } from '@urosim/contracts';
import { listAuditEntries } from '@urosim/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../test/agent.ts';
import { fixtureCase } from '../../test/case-fixture.ts';
import { signedInAdmin, signedInTrainee } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const questions = [
  { text: 'Whereabouts does it hurt?', reveals: 'pain-site' },
  { text: 'Do you have any chest pain?', reveals: 'negative' },
];

describe('case authoring (issue 17)', () => {
  let t: TestApp;
  let admin: Browser;
  let adminId: string;
  let trainee: Browser;
  const id = `authored-${randomUUID().slice(0, 8)}`;
  const base = () => structuredClone(fixtureCase(id));
  const auditOf = async (action: string) =>
    listAuditEntries(t.db, { action, targetType: 'case', targetId: id, limit: 20 });

  beforeAll(async () => {
    t = await createTestApp();
    const signedIn = await signedInAdmin(t, { fullName: 'Case Author' });
    admin = signedIn.browser;
    adminId = signedIn.user.id;
    trainee = (await signedInTrainee(t, { fullName: 'Case Player' })).browser;
  });
  afterAll(() => t.close());

  it('refuses an invalid definition with the field named, and stores nothing', async () => {
    const bad = base() as unknown as { facts: { cues: string[] }[] };
    bad.facts[0]!.cues = ['only one'];
    const res = await admin.post('/api/v1/admin/cases', { definition: bad, questions });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ path: 'definition.facts.0.cues' }));
    const unknownFact = await admin.post('/api/v1/admin/cases', {
      definition: base(),
      questions: [{ text: 'Any pain?', reveals: 'no-such-fact' }],
    });
    expect(unknownFact.status).toBe(400);
    expect(unknownFact.body.errors).toEqual([
      { path: 'questions.0.reveals', message: 'no fact with id "no-such-fact"' },
    ]);
    expect(await t.db('cases').where({ id }).first()).toBeUndefined();
    expect(await t.db('case_versions').where({ case_id: id }).first()).toBeUndefined();
    expect(await auditOf('case.create')).toEqual([]);
  });

  it('creates a draft that trainees do not see, with the quality gate figures', async () => {
    const res = await admin.post('/api/v1/admin/cases', { definition: base(), questions });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, version: 1, created: true });
    expect(res.body.data.quality).toMatchObject({
      total: 2,
      right: 2,
      wrong: 0,
      deflected: 0,
      rightShare: 1,
    });
    expect((await admin.post('/api/v1/admin/cases', { definition: base(), questions })).status).toBe(409);
    expect((await trainee.get(`/api/v1/cases/${id}`)).status).toBe(404);
    const list = await admin.get(`/api/v1/admin/cases?q=${id}&status=draft`);
    expect(list.body.data.cases).toEqual([
      expect.objectContaining({
        id,
        status: 'draft',
        draftVersion: 1,
        publishedVersion: null,
        versions: 1,
        timesPlayed: 0,
      }),
    ]);
    const [entry] = await auditOf('case.create');
    expect(entry).toMatchObject({ actor_id: adminId, before: null });
    expect(entry!.after).toMatchObject({ version: 1, definition: { id } });
  });

  it('plays the draft as a trainee in a test session that counts nowhere', async () => {
    const res = await admin.post(`/api/v1/admin/cases/${id}/test-session`, {});
    expect(res.status).toBe(200);
    const { sessionId } = res.body.data;
    const detail = await admin.get(`/api/v1/sessions/${sessionId}/details`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.case.title).toBe('Loin pain in a delivery driver');
    expect(await t.db('training_sessions').where({ id: sessionId }).first()).toMatchObject({ is_test: true });
    expect(await t.db('usage_counters').where({ user_id: adminId })).toEqual([]);
    const stats = await admin.get('/api/v1/dashboard/activity');
    expect(stats.body.data.items).toEqual([]);
    const list = await admin.get(`/api/v1/admin/cases?q=${id}`);
    expect(list.body.data.cases[0].timesPlayed).toBe(0);
    expect(await auditOf('case.test-session')).toHaveLength(1);
  });

  it('publishes: trainees see it at once', async () => {
    const res = await admin.post(`/api/v1/admin/cases/${id}/publish`, {});
    expect(res.body.data).toEqual({ id, version: 1 });
    expect((await trainee.get(`/api/v1/cases/${id}`)).status).toBe(200);
    expect((await trainee.get('/api/v1/cases')).body.data.cases.map((c: { id: string }) => c.id)).toContain(
      id,
    );
    const [entry] = await auditOf('case.publish');
    expect(entry).toMatchObject({
      before: { status: 'draft', version: null },
      after: { status: 'published', version: 1 },
    });
  });

  it('an edit is a new draft version; the published one stays until it is published; diff names the field', async () => {
    const edited = base();
    edited.title = 'Loin pain in a van driver';
    edited.facts[0]!.cues.push('what seems to be the trouble');
    const saved = await admin.send('put', `/api/v1/admin/cases/${id}/draft`, {
      definition: edited,
      questions,
    });
    expect(saved.body.data).toMatchObject({ version: 2, created: true });
    const unchanged = await admin.send('put', `/api/v1/admin/cases/${id}/draft`, {
      definition: edited,
      questions,
    });
    expect(unchanged.body.data).toMatchObject({ version: 2, created: false });
    expect((await trainee.get(`/api/v1/cases/${id}`)).body.data.title).toBe('Loin pain in a delivery driver');
    const form = await admin.get(`/api/v1/admin/cases/${id}`);
    expect(form.body.data).toMatchObject({ status: 'published', publishedVersion: 1, draftVersion: 2 });
    expect(form.body.data.definition.title).toBe('Loin pain in a van driver');

    const diff = await admin.get(`/api/v1/admin/cases/${id}/diff?from=1&to=2`);
    expect(diff.body.data.changes).toContainEqual({
      kind: 'changed',
      path: 'title',
      label: 'Title',
      before: 'Loin pain in a delivery driver',
      after: 'Loin pain in a van driver',
    });
    expect(
      diff.body.data.changes.some(
        (c: { path: string; kind: string }) => c.kind === 'added' && c.path.startsWith('facts.0.cues.'),
      ),
    ).toBe(true);

    await admin.post(`/api/v1/admin/cases/${id}/publish`, {});
    expect((await trainee.get(`/api/v1/cases/${id}`)).body.data.title).toBe('Loin pain in a van driver');
    // Newest first: the unchanged save, then the edit.
    const [, entry] = await auditOf('case.save-draft');
    expect(entry!.before).toMatchObject({
      version: 1,
      definition: { title: 'Loin pain in a delivery driver' },
    });
    expect(entry!.after).toMatchObject({ version: 2, definition: { title: 'Loin pain in a van driver' } });
  });

  it('rolls back by publishing a new version equal to an old one', async () => {
    const res = await admin.post(`/api/v1/admin/cases/${id}/rollback`, { version: 1 });
    expect(res.body.data).toEqual({ id, version: 3 });
    expect((await trainee.get(`/api/v1/cases/${id}`)).body.data.title).toBe('Loin pain in a delivery driver');
    const versions = (await admin.get(`/api/v1/admin/cases/${id}/versions`)).body.data.versions;
    expect(
      versions.map((v: { version: number; isPublished: boolean }) => [v.version, v.isPublished]),
    ).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect((await admin.get(`/api/v1/admin/cases/${id}/diff?from=1&to=3`)).body.data.changes).toEqual([]);
    const [entry] = await auditOf('case.rollback');
    expect(entry).toMatchObject({ before: { version: 2 }, after: { version: 3, rolledBackTo: 1 } });
  });

  it('exports and imports the same format (round trip), audited', async () => {
    const exported = await admin.get(`/api/v1/admin/cases/${id}/export`);
    expect(exported.body.data).toMatchObject({ version: 3, status: 'published' });
    const other = { ...exported.body.data.definition, id: `${id}-copy` };
    const imported = await admin.post('/api/v1/admin/cases/import', { definition: other, status: 'draft' });
    expect(imported.body.data).toMatchObject({ id: `${id}-copy`, version: 1, created: true });
    const back = await admin.get(`/api/v1/admin/cases/${id}-copy/export`);
    expect(back.body.data.definition).toEqual(other);
    const [entry] = await listAuditEntries(t.db, { action: 'case.import', targetId: `${id}-copy`, limit: 5 });
    expect(entry).toMatchObject({ before: null, after: { version: 1 } });
  });

  it('archives a case: trainees no longer see it', async () => {
    await admin.post(`/api/v1/admin/cases/${id}-copy/archive`, {});
    await admin.post(`/api/v1/admin/cases/${id}/archive`, {});
    expect((await trainee.get(`/api/v1/cases/${id}`)).status).toBe(404);
    expect(await auditOf('case.archive')).toHaveLength(1);
  });

  it('refuses a trainee every authoring route (403)', async () => {
    for (const route of Object.values(adminCaseAuthoringRoutes)) {
      const path = route.path.replace(':id', id).replace(':version', '1');
      const res =
        route.method === 'get'
          ? await trainee.get(`${path}${route.path.endsWith('/diff') ? '?from=1&to=2' : ''}`)
          : await trainee.send(route.method, path, {});
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
    }
  });
});
