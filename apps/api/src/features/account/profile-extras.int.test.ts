import { readZip } from '@urosim/documents/test/zip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportThroughTheJob } from '../../test/data-export.ts';
import { factoryPassword, signedInTrainee } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('specialty interests and certifications (issue 19, ADR 0130)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('replaces the interests (trimmed, each once) and names a bad one', async () => {
    const { browser } = await signedInTrainee(t);
    expect((await browser.get('/api/v1/user/profile/expertise')).body.data).toEqual({ specialties: [] });
    const saved = await browser.send('put', '/api/v1/user/profile/expertise', {
      specialties: [' Endourology ', 'Andrology', 'endourology'],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.specialties).toEqual(['Endourology', 'Andrology']);
    const bad = await browser.send('put', '/api/v1/user/profile/expertise', { specialties: ['x'] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toMatch(/^specialties/);
    const many = Array.from({ length: 11 }, (_, i) => `Interest ${i}`);
    expect((await browser.send('put', '/api/v1/user/profile/expertise', { specialties: many })).status).toBe(
      400,
    );
    expect((await browser.get('/api/v1/user/profile/expertise')).body.data.specialties).toEqual([
      'Endourology',
      'Andrology',
    ]);
  });

  it("adds and removes certifications; another user's id is a 404 and theirs stay", async () => {
    const { browser } = await signedInTrainee(t);
    const added = await browser.post('/api/v1/user/profile/certifications', {
      name: 'Basic Surgical Skills',
      issuer: 'Royal College of Surgeons',
      issuedOn: '2024-03-15',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.certifications).toEqual([
      {
        id: expect.any(String),
        name: 'Basic Surgical Skills',
        issuer: 'Royal College of Surgeons',
        issuedOn: '2024-03-15',
      },
    ]);
    const future = await browser.post('/api/v1/user/profile/certifications', {
      name: 'Later',
      issuer: 'Someone',
      issuedOn: '2999-01-01',
    });
    expect(future.status).toBe(400);
    expect(future.body.errors[0].path).toBe('issuedOn');
    const missing = await browser.post('/api/v1/user/profile/certifications', { name: 'No issuer' });
    expect(missing.body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['issuer', 'issuedOn']),
    );

    const id = added.body.data.certifications[0].id as string;
    const stranger = await signedInTrainee(t);
    expect((await stranger.browser.send('delete', `/api/v1/user/profile/certifications/${id}`)).status).toBe(
      404,
    );
    expect((await stranger.browser.get('/api/v1/user/profile/certifications')).body.data).toEqual({
      certifications: [],
    });
    expect((await browser.get('/api/v1/user/profile/certifications')).body.data.certifications).toHaveLength(
      1,
    );
    const removed = await browser.send('delete', `/api/v1/user/profile/certifications/${id}`);
    expect(removed.body.data).toEqual({ certifications: [] });
  });

  it('counts both in the completion and the extended profile; exports them; deletes them with the account', async () => {
    const { browser, user } = await signedInTrainee(t);
    const before = (await browser.get('/api/v1/user/profile/completion')).body.data;
    expect(before.missing.map((m: { field: string }) => m.field)).toEqual(
      expect.arrayContaining(['expertise', 'certifications']),
    );
    await browser.send('put', '/api/v1/user/profile/expertise', { specialties: ['Uro-oncology'] });
    await browser.post('/api/v1/user/profile/certifications', {
      name: 'Advanced Trauma Life Support',
      issuer: 'ATLS',
      issuedOn: '2023-06-01',
    });
    const extended = (await browser.get('/api/v1/user/profile/extended')).body.data;
    expect(extended.expertise).toEqual(['Uro-oncology']);
    expect(extended.certifications[0]).toMatchObject({ name: 'Advanced Trauma Life Support' });
    expect(extended.completion.missing.map((m: { field: string }) => m.field)).not.toContain('expertise');
    expect(extended.completion.missing.map((m: { field: string }) => m.field)).not.toContain(
      'certifications',
    );
    expect(extended.completion.percent).toBeGreaterThan(before.percent);

    const { res: zip } = await exportThroughTheJob(t, browser, user.id);
    const entries = await readZip(zip.body as Buffer);
    const text = (name: string) => entries.find((e) => e.name === name)?.data.toString('utf8') ?? '';
    expect(text('account.json')).toContain('Uro-oncology');
    expect(text('user_certifications.user_id.json')).toContain('Advanced Trauma Life Support');

    expect(
      (await browser.post('/api/v1/user/gdpr/delete', { password: factoryPassword, confirm: 'DELETE' }))
        .status,
    ).toBe(200);
    expect(await t.db('user_certifications').where({ user_id: user.id })).toEqual([]);
  });
});
