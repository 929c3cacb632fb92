import type { Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, createBrowser } from '../test/agent.ts';
import { fixtureCase } from '../test/case-fixture.ts';
import {
  endedSessionFor,
  publishFixtureCase,
  signedInAdmin,
  signedInTrainee,
  startFreshSessionFor,
  type TestUser,
} from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';

// The access policy as a table, run against the api: for each role and each route that reads or
// changes a resource, the status the api answers. A refused request answers what a missing
// resource would (another trainee's session is 404, as if its id did not exist), and changes nothing.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const roles = ['anonymous', 'owner', 'other trainee', 'admin'] as const;
type Role = (typeof roles)[number];
type Expected = Record<Role, number>;

/** What each refusal answers: its status, code and message. */
const refusals: Record<number, { code: string; message: string }> = {
  401: { code: 'UNAUTHENTICATED', message: 'Please log in to continue' },
  403: { code: 'ADMIN_REQUIRED', message: 'Admin access required' },
  404: { code: 'NOT_FOUND', message: 'No such session' },
};

const onlyTheOwner: Expected = { anonymous: 401, owner: 200, 'other trainee': 404, admin: 404 };

/** A route on one of the owner's sessions: `active` (running), `ended` (no summary yet) or `summarised`. */
type SessionRow = {
  action: string;
  state: 'active' | 'ended' | 'summarised';
  send: (browser: Browser, sessionId: string) => Promise<Response>;
  expected: Expected;
};

const sessionTable: SessionRow[] = [
  {
    action: 'GET details',
    state: 'active',
    send: (b, id) => b.get(`/api/v1/sessions/${id}/details`),
    expected: onlyTheOwner,
  },
  {
    action: 'POST interact (message)',
    state: 'active',
    send: (b, id) => b.post(`/api/v1/sessions/${id}/interact`, { type: 'message', text: 'Any fever?' }),
    expected: onlyTheOwner,
  },
  {
    action: 'POST interact (examination)',
    state: 'active',
    send: (b, id) =>
      b.post(`/api/v1/sessions/${id}/interact`, { type: 'examination', examinationId: 'abdomen' }),
    expected: onlyTheOwner,
  },
  {
    action: 'POST patient chat',
    state: 'active',
    send: (b, id) => b.post(`/api/v1/patient/chat/${id}`, { message: 'Where is the pain?' }),
    expected: onlyTheOwner,
  },
  {
    action: 'POST patient chat (streamed)',
    state: 'active',
    send: (b, id) =>
      b.agent
        .post(`/api/v1/patient/chat/${id}`)
        .set('X-XSRF-TOKEN', b.token)
        .set('Accept', 'text/event-stream')
        .send({ message: 'Where is the pain?' }),
    expected: onlyTheOwner,
  },
  {
    action: 'POST nurse chat',
    state: 'active',
    send: (b, id) => b.post(`/api/v1/chat/nurse/${id}`, { message: 'What are the observations?' }),
    expected: onlyTheOwner,
  },
  {
    action: 'POST ai/response',
    state: 'active',
    send: (b, id) => b.post('/api/v1/ai/response', { sessionId: id, message: 'Any fever?' }),
    expected: onlyTheOwner,
  },
  {
    action: 'PUT notes',
    state: 'active',
    send: (b, id) => b.send('put', `/api/v1/sessions/${id}/notes`, { notes: 'Febrile.' }),
    expected: onlyTheOwner,
  },
  {
    action: 'POST end',
    state: 'active',
    send: (b, id) => b.post(`/api/v1/sessions/${id}/end`),
    expected: onlyTheOwner,
  },
  {
    action: 'POST summary',
    state: 'ended',
    send: (b, id) =>
      b.post(`/api/v1/sessions/${id}/summary`, { diagnosis: 'Ureteric colic', management: 'CT KUB' }),
    expected: onlyTheOwner,
  },
  {
    action: 'GET feedback',
    state: 'summarised',
    send: (b, id) => b.get(`/api/v1/sessions/${id}/feedback`),
    expected: onlyTheOwner,
  },
  {
    action: 'GET analysis',
    state: 'summarised',
    send: (b, id) => b.get(`/api/v1/sessions/${id}/analysis/communication`),
    expected: onlyTheOwner,
  },
  {
    action: 'POST feedback-ai',
    state: 'summarised',
    send: (b, id) => b.post('/api/v1/feedback-ai', { sessionId: id }),
    expected: onlyTheOwner,
  },
  {
    action: 'POST feedback/feedback-ai/analyze',
    state: 'summarised',
    send: (b, id) => b.post('/api/v1/feedback/feedback-ai/analyze', { sessionId: id }),
    expected: onlyTheOwner,
  },
];

/** A route on no session: admin-only resources and the caller's (or, for admins, a user's) figures. */
type OtherRow = {
  action: string;
  send: (browser: Browser, context: { owner: TestUser; caseId: string }) => Promise<Response>;
  expected: Expected;
  /** The message of a 404 where it is not the session's. */
  notFound?: string;
};

const adminOnly: Expected = { anonymous: 401, owner: 403, 'other trainee': 403, admin: 200 };
const otherTable: OtherRow[] = [
  {
    action: 'GET admin outbox',
    send: (b) => b.get('/api/v1/admin/outbox'),
    expected: adminOnly,
  },
  {
    action: 'POST admin case import',
    send: (b) =>
      b.post('/api/v1/admin/cases/import', {
        definition: fixtureCase(`fixture-policy-import-${Math.random().toString(36).slice(2, 10)}`),
        status: 'draft',
      }),
    expected: adminOnly,
  },
  {
    action: 'GET admin case export',
    send: (b, { caseId }) => b.get(`/api/v1/admin/cases/${caseId}/export`),
    expected: adminOnly,
  },
  {
    action: 'GET dashboard stats (own)',
    send: (b) => b.get('/api/v1/dashboard/stats'),
    expected: { anonymous: 401, owner: 200, 'other trainee': 200, admin: 200 },
  },
  {
    action: 'GET dashboard of the owner (?userId)',
    send: (b, { owner }) => b.get(`/api/v1/dashboard/user?userId=${owner.id}`),
    expected: { anonymous: 401, owner: 200, 'other trainee': 404, admin: 200 },
    notFound: 'No such user',
  },
  {
    action: 'GET session count of the owner (?userId)',
    send: (b, { owner }) => b.get(`/api/v1/analytics/session-count?userId=${owner.id}`),
    expected: { anonymous: 401, owner: 200, 'other trainee': 404, admin: 200 },
    notFound: 'No such user',
  },
];

/** What a refused request must leave as it was. */
const footprint = async (t: TestApp, sessionId: string) => ({
  session: await t.db('training_sessions').where({ id: sessionId }).first('ended_at', 'end_reason', 'notes'),
  messages: (await t.db('session_messages').where({ session_id: sessionId })).length,
  actions: (await t.db('session_actions').where({ session_id: sessionId })).length,
  summaries: (await t.db('session_summaries').where({ session_id: sessionId })).length,
  feedback: (await t.db('feedback').where({ session_id: sessionId })).length,
});

const expectRefusal = (res: Response, status: number, notFound = refusals[404]!.message) => {
  const refusal = status === 404 ? { code: 'NOT_FOUND', message: notFound } : refusals[status]!;
  expect(res.body).toMatchObject({ success: false, message: refusal.message, error: { code: refusal.code } });
};

describe('access policy: role × action × resource', () => {
  let t: TestApp;
  let caseId: string;
  let owner: TestUser;
  const browsers = {} as Record<Role, Browser>;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        SESSION_COUNTDOWN_SECONDS: '0',
        FREE_SESSIONS_PER_MONTH: '200',
        CHAT_RATE_LIMIT_PER_MINUTE: '200',
      },
    });
    caseId = await publishFixtureCase(t.db, 'fixture-policy');
    const ownerSignedIn = await signedInTrainee(t, { fullName: 'Olu Owner' });
    owner = ownerSignedIn.user;
    browsers.owner = ownerSignedIn.browser;
    browsers['other trainee'] = (await signedInTrainee(t, { fullName: 'Other Trainee' })).browser;
    browsers.admin = (await signedInAdmin(t)).browser;
    browsers.anonymous = await createBrowser(t.app);
  });
  afterAll(() => t.close());

  const sessionCases = sessionTable.flatMap((row) =>
    roles.map((role) => ({ ...row, role, status: row.expected[role] })),
  );
  it.each(sessionCases)('$role · $action on a session of the owner → $status', async (row) => {
    const sessionId =
      row.state === 'active'
        ? (await startFreshSessionFor(browsers.owner, caseId)).id
        : await endedSessionFor(browsers.owner, caseId);
    if (row.state === 'summarised') {
      await browsers.owner.post(`/api/v1/sessions/${sessionId}/summary`, {
        diagnosis: 'Colic',
        management: 'CT',
      });
    }
    const before = await footprint(t, sessionId);
    const res = await row.send(browsers[row.role], sessionId);
    expect(res.status, JSON.stringify(res.body)).toBe(row.status);
    if (row.status >= 400) {
      expectRefusal(res, row.status);
      expect(await footprint(t, sessionId)).toEqual(before);
    }
  });

  const otherCases = otherTable.flatMap((row) =>
    roles.map((role) => ({ ...row, role, status: row.expected[role] })),
  );
  it.each(otherCases)('$role · $action → $status', async (row) => {
    const res = await row.send(browsers[row.role], { owner, caseId });
    expect(res.status, JSON.stringify(res.body)).toBe(row.status);
    if (row.status >= 400) expectRefusal(res, row.status, row.notFound);
  });

  // Breaking-bad-news conversations (ADR 0113): only their trainee, as sessions.
  const babTable: {
    action: string;
    state: 'active' | 'ended';
    send: (b: Browser, id: string) => Promise<Response>;
  }[] = [
    { action: 'GET conversation', state: 'active', send: (b, id) => b.get(`/api/v1/bab/sessions/${id}`) },
    {
      action: 'POST turn',
      state: 'active',
      send: (b, id) => b.post(`/api/v1/bab/sessions/${id}/turns`, { message: 'You have cancer.' }),
    },
    { action: 'POST end', state: 'active', send: (b, id) => b.post(`/api/v1/bab/sessions/${id}/end`) },
    { action: 'GET review', state: 'ended', send: (b, id) => b.get(`/api/v1/bab/sessions/${id}/review`) },
  ];
  const babCases = babTable.flatMap((row) =>
    roles.map((role) => ({ ...row, role, status: onlyTheOwner[role] })),
  );
  it.each(babCases)('$role · $action on a bad-news conversation of the owner → $status', async (row) => {
    const started = await browsers.owner.post('/api/v1/bab/sessions', {
      scenarioId: 'raised-psa-needs-biopsy',
    });
    const id = started.body.data.id as string;
    if (row.state === 'ended') await browsers.owner.post(`/api/v1/bab/sessions/${id}/end`);
    const footprintOf = async () => ({
      session: await t.db('bab_sessions').where({ id }).first('ended_at', 'overall'),
      messages: (await t.db('bab_messages').where({ session_id: id })).length,
    });
    const before = await footprintOf();
    const res = await row.send(browsers[row.role], id);
    expect(res.status, JSON.stringify(res.body)).toBe(row.status);
    if (row.status >= 400) {
      expectRefusal(res, row.status, 'No such conversation');
      expect(await footprintOf()).toEqual(before);
    }
  });
});
