import { Readable } from 'node:stream';
import { jobQueues, ZReportBundleContent } from '@urosim/contracts';
import { finishReportBundle, startReportBundleBuild } from '@urosim/db';
import { createFolderStorage, newBundleKey } from '@urosim/documents';
import { SCORING_VERSION } from '@urosim/domain';
import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../test/agent.ts';
import { factoryPassword, signedInTrainee, startSessionFor } from '../../test/factories.ts';
import { goodHandoff, publishHandoffCase, summarisedSessionFor } from '../../test/handoff-fixture.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('report bundles: trigger, status and download', () => {
  let t: TestApp;
  let caseId: string;
  const bundlePath = (id: string) => `/api/v1/reporting/sessions/${id}/report-bundle`;
  const trigger = (browser: Browser, id: string) => browser.post(`${bundlePath(id)}/trigger`);
  const jobsOf = (id: string) => t.jobs.findJobs(jobQueues.reportBundle, { data: { sessionId: id } });

  /** What the worker does with a queued generation (its own tests are the documents engineer's). */
  const buildAsTheWorker = async (id: string, generation: number, bytes: Buffer) => {
    expect(await startReportBundleBuild(t.db, id, generation)).toBeDefined();
    const key = newBundleKey(id, generation);
    const { sizeBytes } = await createFolderStorage(t.config.REPORT_BUNDLE_DIR).put(key, async (out) => {
      Readable.from([bytes]).pipe(out);
      await new Promise((resolve) => out.on('finish', resolve));
    });
    await finishReportBundle(t.db, {
      session_id: id,
      generation,
      storage_key: key,
      size_bytes: sizeBytes,
      expires_at: new Date(Date.now() + 7 * 86_400_000),
    });
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_COUNTDOWN_SECONDS: '0' } });
    caseId = await publishHandoffCase(t.db);
  });
  afterAll(() => t.close());

  it('refuses a bundle before there is feedback', async () => {
    const { browser } = await signedInTrainee(t);
    const { id } = await startSessionFor(browser, caseId);
    const res = await trigger(browser, id);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('FEEDBACK_NOT_READY');
    expect((await browser.get(bundlePath(id))).body.data).toMatchObject({ state: 'none', downloadUrl: null });
    expect(await t.db('report_bundles').where({ session_id: id })).toHaveLength(0);
    expect(await jobsOf(id)).toHaveLength(0);
  });

  it('two triggers, even at once, give one queued bundle and one job, with the session as it was', async () => {
    const { browser } = await signedInTrainee(t);
    const id = await summarisedSessionFor(browser, caseId);
    await browser.send('put', `/api/v1/reporting/sessions/${id}/handoff`, goodHandoff);
    const [first, second] = await Promise.all([trigger(browser, id), trigger(browser, id)]);
    for (const res of [first, second, await trigger(browser, id)]) {
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ state: 'queued', progress: 0, stale: false, downloadUrl: null });
    }
    const rows = await t.db('report_bundles').where({ session_id: id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ generation: 1, content_key: `${SCORING_VERSION}:1` });
    const jobs = await jobsOf(id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ data: { sessionId: id, generation: 1 }, singletonKey: `${id}:1` });

    const content = rows[0].content;
    // The worker reads the snapshot with the contract's schema.
    expect(ZReportBundleContent.safeParse(content).success).toBe(true);
    expect(content.sessionId).toBe(id);
    expect(content.feedback).toMatchObject({ sessionId: id, overall: 100, handoff: { state: 'written' } });
    expect(content.analyses.map((a: { type: string }) => a.type)).toEqual([
      'communication',
      'clinical-reasoning',
      'timeline',
    ]);
    expect(content.handoff).toMatchObject({
      productName: 'UroSim',
      caseTitle: 'Loin pain in a delivery driver',
      sbar: goodHandoff,
      score: { percent: 100 },
      disclaimer: expect.stringMatching(/^Fictional patient\./),
    });

    const early = await browser.get(`${bundlePath(id)}/download`);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('BUNDLE_NOT_READY');
  });

  it('reports building and ready, streams the zip, goes stale after an edit and is made again once', async () => {
    const { browser } = await signedInTrainee(t);
    const id = await summarisedSessionFor(browser, caseId);
    await trigger(browser, id);
    expect((await t.db('report_bundles').where({ session_id: id }).first()).content.handoff).toBeNull();

    expect(await startReportBundleBuild(t.db, id, 1)).toBeDefined();
    expect((await browser.get(bundlePath(id))).body.data).toMatchObject({
      state: 'building',
      downloadUrl: null,
    });
    const zip = Buffer.from('PK\u0003\u0004 a zip as the worker wrote it');
    await buildAsTheWorker(id, 1, zip);
    const ready = (await browser.get(bundlePath(id))).body.data;
    expect(ready).toMatchObject({
      state: 'ready',
      progress: 100,
      sizeBytes: zip.length,
      stale: false,
      error: null,
      downloadUrl: `/api/v1/reporting/sessions/${id}/report-bundle/download`,
    });
    expect(Date.parse(ready.expiresAt)).toBeGreaterThan(Date.now());

    const file = await browser.agent.get(ready.downloadUrl).buffer(true).parse(binary);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="urosim-report-loin-pain-in-a-delivery-driver-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect((file.body as Buffer).equals(zip)).toBe(true);

    // Ready and current: a trigger changes nothing.
    expect((await trigger(browser, id)).body.data.state).toBe('ready');
    expect(await jobsOf(id)).toHaveLength(1);

    await browser.send('put', `/api/v1/reporting/sessions/${id}/handoff`, goodHandoff);
    expect((await browser.get(bundlePath(id))).body.data).toMatchObject({ state: 'ready', stale: true });
    const again = await trigger(browser, id);
    expect(again.body.data).toMatchObject({ state: 'queued', stale: false });
    const row = await t.db('report_bundles').where({ session_id: id }).first();
    expect(row).toMatchObject({ generation: 2, content_key: `${SCORING_VERSION}:1` });
    expect(row.content.handoff.sbar).toEqual(goodHandoff);
    expect((await jobsOf(id)).map((j) => j.data)).toEqual(
      expect.arrayContaining([
        { sessionId: id, generation: 1 },
        { sessionId: id, generation: 2 },
      ]),
    );
  });

  it("deletes the files of the user's bundles with their account, a stale generation's kept file too", async () => {
    const { browser, user } = await signedInTrainee(t);
    const storage = createFolderStorage(t.config.REPORT_BUNDLE_DIR);
    const ready = await summarisedSessionFor(browser, caseId);
    await trigger(browser, ready);
    await buildAsTheWorker(ready, 1, Buffer.from('PK\u0003\u0004 the ready one'));
    // Ready, then stale and asked again: the queued generation still holds the old file's key.
    const requeued = await summarisedSessionFor(browser, caseId);
    await trigger(browser, requeued);
    await buildAsTheWorker(requeued, 1, Buffer.from('PK\u0003\u0004 the stale one'));
    await browser.send('put', `/api/v1/reporting/sessions/${requeued}/handoff`, goodHandoff);
    expect((await trigger(browser, requeued)).body.data.state).toBe('queued');
    const keys = (
      await t.db('report_bundles').whereIn('session_id', [ready, requeued]).select('storage_key')
    ).map((row: { storage_key: string }) => row.storage_key);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await storage.open(key)).toBeDefined();

    const deleted = await browser.post('/api/v1/user/gdpr/delete', {
      password: factoryPassword,
      confirm: 'DELETE',
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await t.db('report_bundles').where({ user_id: user.id })).toEqual([]);
    for (const key of keys) expect(await storage.open(key)).toBeUndefined();
  });
});
