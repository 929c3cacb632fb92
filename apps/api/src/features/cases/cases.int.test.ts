import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, createBrowser } from '../../test/agent.ts';
import { fixtureCase } from '../../test/case-fixture.ts';
import { publishFixtureCase, signedInAdmin, signedInTrainee } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('cases', () => {
  let t: TestApp;
  let app: Express;
  let trainee: Browser;
  let admin: Browser;
  let caseId: string;
  const tag = randomUUID().slice(0, 8);

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    caseId = await publishFixtureCase(t.db, 'fixture-cases');
    trainee = (await signedInTrainee(t, { fullName: 'Case Trainee' })).browser;
    admin = (await signedInAdmin(t, { fullName: 'Case Admin' })).browser;
  });
  afterAll(() => t.close());

  it('lists published cases with filters and search, for logged-in users only', async () => {
    expect((await (await createBrowser(app)).get('/api/v1/cases')).status).toBe(401);
    const all = await trainee.get('/api/v1/cases');
    expect(all.status).toBe(200);
    const card = all.body.data.cases.find((c: { id: string }) => c.id === caseId);
    expect(card).toMatchObject({
      title: 'Loin pain in a delivery driver',
      isBookmarked: false,
      timesPlayed: 0,
    });
    // The topic names the diagnosis: it waits for the feedback.
    expect(card).not.toHaveProperty('topic');
    expect(JSON.stringify(card)).not.toContain('ureteric colic');

    const stones = await trainee.get('/api/v1/cases?topic=stones&difficulty=foundation&maxMinutes=10');
    expect(stones.body.data.cases.map((c: { id: string }) => c.id)).toContain(caseId);
    const other = await trainee.get('/api/v1/cases?topic=scrotum');
    expect(other.body.data.cases.map((c: { id: string }) => c.id)).not.toContain(caseId);
    const search = await trainee.get(`/api/v1/cases?q=${encodeURIComponent('delivery driver')}`);
    expect(search.body.data.cases.map((c: { id: string }) => c.id)).toContain(caseId);
    expect((await trainee.get('/api/v1/cases?topic=nonsense')).status).toBe(400);
  });

  it('bookmarks and unbookmarks a case', async () => {
    expect((await trainee.post(`/api/v1/cases/${caseId}/bookmark`)).body.data).toEqual({
      isBookmarked: true,
    });
    const marked = await trainee.get('/api/v1/user/bookmarks');
    expect(marked.body.data.cases.map((c: { id: string }) => c.id)).toContain(caseId);
    expect(
      (await trainee.get('/api/v1/cases?bookmarked=true')).body.data.cases.every(
        (c: { isBookmarked: boolean }) => c.isBookmarked,
      ),
    ).toBe(true);
    expect((await trainee.send('delete', `/api/v1/cases/${caseId}/bookmark`)).body.data).toEqual({
      isBookmarked: false,
    });
    expect((await trainee.post('/api/v1/cases/no-such-case/bookmark')).status).toBe(404);
  });

  it('shows a case preview and its documents without facts or answers', async () => {
    const detail = await trainee.get(`/api/v1/cases/${caseId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ brief: expect.any(String), nurseName: 'Staff Nurse Okafor' });
    expect(detail.body.data.investigations.map((i: { id: string }) => i.id)).toEqual(['urine-dip', 'ct-kub']);
    expect(JSON.stringify(detail.body.data)).not.toMatch(/shivery|ureteric colic|rubric|6 mm stone/);
    const docs = await trainee.get(`/api/v1/cases/${caseId}/list-documents`);
    expect(docs.body.data.documents).toEqual([
      { id: 'triage-note', title: 'Triage note', kind: 'observations-chart', content: 'HR 96, BP 138/84' },
    ]);
  });

  it('gives filter options with counts and the specialties', async () => {
    const filters = await trainee.get('/api/v1/config/case-filters');
    const stones = filters.body.data.topics.find((o: { value: string }) => o.value === 'stones');
    expect(stones).toMatchObject({ label: 'Stones and renal colic' });
    expect(stones.count).toBeGreaterThanOrEqual(1);
    expect(filters.body.data.durations.map((d: { value: string }) => d.value)).toEqual(['10', '15', '20']);
    const specialties = await trainee.get('/api/v1/config/specialties');
    expect(specialties.body.data.specialties[0]).toMatchObject({ value: 'urology', label: 'Urology' });
  });

  it('imports a case through the admin api as a new version, and names the exact field that is wrong', async () => {
    const definition = { ...fixtureCase(`imported-${tag}`), title: 'Imported case' };
    expect((await trainee.post('/api/v1/admin/cases/import', { definition })).status).toBe(403);
    const first = await admin.post('/api/v1/admin/cases/import', { definition });
    expect(first.body.data).toEqual({ id: `imported-${tag}`, version: 1, created: true });
    const same = await admin.post('/api/v1/admin/cases/import', { definition });
    expect(same.body.data).toEqual({ id: `imported-${tag}`, version: 1, created: false });
    const changed = await admin.post('/api/v1/admin/cases/import', {
      definition: { ...definition, title: 'Imported case, revised' },
    });
    expect(changed.body.data.version).toBe(2);

    const broken = structuredClone(definition) as Record<string, unknown> & { facts: { cues: string[] }[] };
    broken.facts[1]!.cues = ['only one'];
    const refused = await admin.post('/api/v1/admin/cases/import', { definition: broken });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((e: { path: string }) => e.path)).toContain('definition.facts.1.cues');

    const dangling = structuredClone(definition);
    dangling.rubric[0]!.criterion = { kind: 'fact', factIds: ['no-such-fact'] };
    const refusedRef = await admin.post('/api/v1/admin/cases/import', { definition: dangling });
    expect(refusedRef.body.errors).toContainEqual(
      expect.objectContaining({
        path: 'definition.rubric.0.criterion.factIds.0',
        message: 'no fact with id "no-such-fact"',
      }),
    );

    const exported = await admin.get(`/api/v1/admin/cases/imported-${tag}/export`);
    expect(exported.body.data).toMatchObject({
      version: 2,
      status: 'published',
      definition: { title: 'Imported case, revised' },
    });
  });
});
