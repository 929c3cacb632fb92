import { reportingRoutes } from '@urosim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../test/agent.ts';
import { signedInAdmin, signedInTrainee } from '../../test/factories.ts';
import { goodHandoff, publishHandoffCase, summarisedSessionFor } from '../../test/handoff-fixture.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Every reporting route of one session (its path names the session), with a body it accepts. */
const sessionRoutes = Object.entries(reportingRoutes)
  .filter(([, route]) => route.path.includes(':id'))
  .map(([name, route]) => ({
    name,
    method: route.method,
    path: route.path,
    body: name === 'saveHandoff' ? { ...goodHandoff, situation: 'Overwritten by someone else.' } : {},
  }));

const call = (browser: Browser, route: (typeof sessionRoutes)[number], id: string) => {
  const path = route.path.replace(':id', id);
  return route.method === 'get' ? browser.get(path) : browser.send(route.method, path, route.body);
};

describe('reporting routes of a session are its trainee’s alone', () => {
  let t: TestApp;
  let caseId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_COUNTDOWN_SECONDS: '0' } });
    caseId = await publishHandoffCase(t.db);
  });
  afterAll(() => t.close());

  it('covers every session-scoped route of the contract', () => {
    expect(sessionRoutes.map((r) => r.name).sort()).toEqual(
      [
        'createShare',
        'downloadReportBundle',
        'handoff',
        'handoffPdf',
        'refreshHandoff',
        'reportBundle',
        'revokeShare',
        'saveHandoff',
        'triggerReportBundle',
      ].sort(),
    );
  });

  it('answers 404 to another trainee and to an admin for every one, and changes nothing', async () => {
    const { browser: owner } = await signedInTrainee(t);
    const id = await summarisedSessionFor(owner, caseId);
    await owner.send('put', `/api/v1/reporting/sessions/${id}/handoff`, goodHandoff);
    await owner.post(`/api/v1/reporting/sessions/${id}/handoff/share`);
    const before = {
      handoff: await t.db('handoffs').where({ session_id: id }).first(),
      shares: await t.db('handoff_shares').where({ session_id: id }),
      bundles: await t.db('report_bundles').where({ session_id: id }),
    };

    for (const { browser: other } of [await signedInTrainee(t), await signedInAdmin(t)]) {
      for (const route of sessionRoutes) {
        const res = await call(other, route, id);
        expect(res.status, `${route.method} ${route.path}`).toBe(404);
        expect(res.body.error.code, route.name).toBe('NOT_FOUND');
        expect(JSON.stringify(res.body)).not.toContain('Loin pain');
      }
    }
    expect(await t.db('handoffs').where({ session_id: id }).first()).toEqual(before.handoff);
    expect(await t.db('handoff_shares').where({ session_id: id })).toEqual(before.shares);
    expect(await t.db('report_bundles').where({ session_id: id })).toEqual(before.bundles);

    // The same routes do answer their owner (nothing above was refused for another reason).
    for (const route of sessionRoutes) {
      const res = await call(owner, route, id);
      expect(res.status, `${route.method} ${route.path}`).not.toBe(404);
      expect(res.status, route.name).toBeLessThan(500);
    }
  });
});
