import { createHash } from 'node:crypto';
import { flat, readPdf } from '@urosim/documents/test/pdf-text';
import { UNNAMED_MISSED_POINT } from '@urosim/domain';
import request, { type Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomTestIp } from '../../test/agent.ts';
import { signedInTrainee } from '../../test/factories.ts';
import { goodHandoff, publishHandoffCase, summarisedSessionFor } from '../../test/handoff-fixture.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Collects a binary body (supertest parses only text and JSON by itself). */
const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const expectTokenHeaders = (res: Response) => {
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(res.headers['cache-control']).toMatch(/no-store/);
};

describe('hand-off share links: the live view, revocation, expiry and PDFs', () => {
  let t: TestApp;
  let caseId: string;
  const visitor = () => request(t.app);
  const live = (token: string) =>
    visitor().get(`/api/v1/reporting/handoff/live/${token}`).set('X-Forwarded-For', randomTestIp());

  /** A trainee with a written hand-off and a share link of it. */
  const shared = async (body: object = {}) => {
    const { user, browser } = await signedInTrainee(t, { fullName: 'Zelda Quillfeather' });
    const id = await summarisedSessionFor(browser, caseId);
    await browser.send('put', `/api/v1/reporting/sessions/${id}/handoff`, goodHandoff);
    const res = await browser.post(`/api/v1/reporting/sessions/${id}/handoff/share`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { user, browser, id, link: res.body.data };
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_COUNTDOWN_SECONDS: '0' } });
    caseId = await publishHandoffCase(t.db);
  });
  afterAll(() => t.close());

  it('makes a 256-bit link whose token is never stored, and shows the hand-off to anyone with it', async () => {
    const { user, browser, id, link } = await shared();
    expect(link.token).toMatch(/^[\w-]{43}$/);
    expect(link).toMatchObject({
      url: `/handoff/live/${link.token}`,
      pdfUrl: `/api/v1/reporting/handoff/pdf/${link.token}`,
      downloadUrl: `/api/v1/reporting/handoff/pdf/${link.token}/download`,
      includeTranscript: false,
    });
    const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const rows = await t.db('handoff_shares').where({ session_id: id });
    expect(rows.map((r) => r.token_hash)).toEqual([createHash('sha256').update(link.token).digest('hex')]);
    expect(JSON.stringify(rows)).not.toContain(link.token);
    const owner = await browser.get(`/api/v1/reporting/sessions/${id}/handoff`);
    expect(owner.body.data.share).toEqual({
      createdAt: link.createdAt,
      expiresAt: link.expiresAt,
      includeTranscript: false,
    });

    const res = await live(link.token);
    expect(res.status).toBe(200);
    expectTokenHeaders(res);
    expect(res.body.data).toMatchObject({
      caseTitle: 'Loin pain in a delivery driver',
      sbar: goodHandoff,
      expiresAt: link.expiresAt,
      transcript: null,
      pdfUrl: link.pdfUrl,
      downloadUrl: link.downloadUrl,
      score: { percent: 100 },
    });
    const text = JSON.stringify(res.body);
    for (const secret of [user.email, user.fullName, 'Zelda', 'Quillfeather', user.id]) {
      expect(text).not.toContain(secret);
    }
  });

  it('does not name the case’s points a shared hand-off misses, on the live page or in its PDF', async () => {
    const { browser, id, link } = await shared();
    // The recommendation's point (decompression) is no longer met.
    await browser.send('put', `/api/v1/reporting/sessions/${id}/handoff`, {
      ...goodHandoff,
      recommendation: 'Please review him within 30 minutes; I will call you back if his BP drops.',
    });
    const missed = 'Hand-off recommendation point';
    const owner = (await browser.get(`/api/v1/reporting/sessions/${id}/handoff`)).body.data;
    const ownerSection = owner.score.sections.find(
      (s: { section: string }) => s.section === 'recommendation',
    );
    expect(ownerSection.missed).toEqual([missed]);

    const view = (await live(link.token)).body.data;
    const section = view.score.sections.find((s: { section: string }) => s.section === 'recommendation');
    expect(section.missed).toEqual([UNNAMED_MISSED_POINT]);
    expect(view.score.percent).toBe(owner.score.percent);
    expect(JSON.stringify(view)).not.toContain(missed);

    const pdfText = async (req: request.Test) =>
      flat((await readPdf((await req.buffer(true).parse(binary)).body as Buffer)).pages);
    const sharedPdf = await pdfText(visitor().get(link.pdfUrl).set('X-Forwarded-For', randomTestIp()));
    expect(sharedPdf).toContain(UNNAMED_MISSED_POINT);
    expect(sharedPdf).not.toContain(missed);
    const ownerPdf = await pdfText(browser.agent.get(`/api/v1/reporting/sessions/${id}/handoff/pdf`));
    expect(ownerPdf).toContain(missed);
  });

  it('includes the transcript only when asked; a new link ends the previous one', async () => {
    const { browser, id, link } = await shared();
    const second = await browser.post(`/api/v1/reporting/sessions/${id}/handoff/share`, {
      includeTranscript: true,
      expiresInDays: 30,
    });
    expect(second.body.data).toMatchObject({ includeTranscript: true });
    expect((Date.parse(second.body.data.expiresAt) - Date.now()) / 86_400_000).toBeCloseTo(30, 2);
    const old = await live(link.token);
    expect(old.status).toBe(404);
    expect(old.body.error.code).toBe('LINK_NOT_VALID');
    const view = (await live(second.body.data.token)).body.data;
    expect(view.transcript.map((m: { text: string }) => m.text)).toContain(
      'Have you had a fever or shivers?',
    );
    for (const expiresInDays of [0, 31]) {
      const bad = await browser.post(`/api/v1/reporting/sessions/${id}/handoff/share`, { expiresInDays });
      expect(bad.status).toBe(400);
    }
  });

  it('answers 404 "no longer valid" once revoked, expired or for a token never made', async () => {
    const { browser, id, link } = await shared();
    const revoked = await browser.send('delete', `/api/v1/reporting/sessions/${id}/handoff/share`);
    expect(revoked.body.data).toEqual({ revoked: true });
    expect(
      (await browser.send('delete', `/api/v1/reporting/sessions/${id}/handoff/share`)).body.data,
    ).toEqual({
      revoked: false,
    });
    expect((await browser.get(`/api/v1/reporting/sessions/${id}/handoff`)).body.data.share).toBeNull();
    for (const path of ['', '/events']) {
      const res = await visitor()
        .get(`/api/v1/reporting/handoff/live/${link.token}${path}`)
        .set('X-Forwarded-For', randomTestIp());
      expect(res.status, path).toBe(404);
      expectTokenHeaders(res);
      expect(res.body.error.code).toBe('LINK_NOT_VALID');
      expect(res.body.message).toBe('This hand-off link is no longer valid');
    }
    for (const path of [link.pdfUrl, link.downloadUrl]) {
      const res = await visitor().get(path).set('X-Forwarded-For', randomTestIp());
      expect(res.status, path).toBe(404);
      expectTokenHeaders(res);
    }

    const expiring = await shared();
    expect((await live(expiring.link.token)).status).toBe(200);
    await t
      .db('handoff_shares')
      .where({ session_id: expiring.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await live(expiring.link.token)).body.error.code).toBe('LINK_NOT_VALID');
    expect(
      (await expiring.browser.get(`/api/v1/reporting/sessions/${expiring.id}/handoff`)).body.data.share,
    ).toBeNull();

    expect((await live('a'.repeat(43))).status).toBe(404);
    // Not a token at all: refused by validation, still with the headers.
    const short = await live('short');
    expect(short.status).toBe(400);
    expectTokenHeaders(short);
  });

  it('serves the PDF inline and as a file, to the token and to the owner', async () => {
    const { browser, id, link } = await shared();
    const inline = await visitor()
      .get(link.pdfUrl)
      .set('X-Forwarded-For', randomTestIp())
      .buffer(true)
      .parse(binary);
    expect(inline.status).toBe(200);
    expectTokenHeaders(inline);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(
      /^inline; filename="urosim-handoff-[\w-]+-\d{4}-\d{2}-\d{2}\.pdf"; filename\*=UTF-8''urosim-handoff-/,
    );
    expect((inline.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const file = await visitor()
      .get(link.downloadUrl)
      .set('X-Forwarded-For', randomTestIp())
      .buffer(true)
      .parse(binary);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="urosim-handoff-/);
    expect((file.body as Buffer).equals(inline.body as Buffer)).toBe(true);

    const ownPath = `/api/v1/reporting/sessions/${id}/handoff/pdf`;
    const own = await browser.agent.get(`${ownPath}?download=1`).buffer(true).parse(binary);
    expect(own.status).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^attachment; /);
    expect((own.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(
      (await browser.agent.get(ownPath).buffer(true).parse(binary)).headers['content-disposition'],
    ).toMatch(/^inline; /);
    // A new revision is a new PDF (the cache is keyed by revision).
    await browser.send('put', `/api/v1/reporting/sessions/${id}/handoff`, {
      ...goodHandoff,
      background: 'Known kidney stone.',
    });
    const changed = await visitor()
      .get(link.pdfUrl)
      .set('X-Forwarded-For', randomTestIp())
      .buffer(true)
      .parse(binary);
    expect((changed.body as Buffer).equals(inline.body as Buffer)).toBe(false);
  });

  it('limits token requests per address (429 in the envelope, headers kept)', async () => {
    const ip = randomTestIp();
    let last: Response | undefined;
    for (let i = 0; i < 121; i += 1) {
      last = await visitor()
        .get(`/api/v1/reporting/handoff/live/${'b'.repeat(43)}`)
        .set('X-Forwarded-For', ip);
    }
    expect(last?.status).toBe(429);
    expect(last?.body.error.code).toBe('RATE_LIMITED');
    expectTokenHeaders(last!);
  });
});
