import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { fixtureBundleContent } from '../test/fixtures.ts';
import { flat, readPdf } from '../test/pdf-text.ts';
import { readZip } from '../test/zip.ts';
import { bundleEntryNames, writeReportBundle } from './bundle.ts';
import { createFolderStorage, newBundleKey } from './storage.ts';

const build = async (content: ReturnType<typeof fixtureBundleContent>) => {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const progress: number[] = [];
  await writeReportBundle(content, out, (percent) => void progress.push(percent));
  return { zip: Buffer.concat(chunks), progress };
};

describe('writeReportBundle', () => {
  it('zips the README, the three PDFs, the transcript as text and the JSON; every file opens', async () => {
    const content = fixtureBundleContent(randomUUID());
    const { zip, progress } = await build(content);
    const entries = await readZip(zip);
    expect(entries.map((entry) => entry.name)).toEqual([
      'README.txt',
      'feedback.pdf',
      'handoff.pdf',
      'transcript.pdf',
      'transcript.txt',
      'scores.json',
      'analyses.json',
    ]);
    expect(bundleEntryNames(content)).toEqual(entries.map((entry) => entry.name));
    const file = (name: string) => entries.find((entry) => entry.name === name)!;

    const readme = file('README.txt').data.toString();
    expect(readme).toContain('Requested: 20 November 2026 at 10:05 UTC');
    expect(readme).toContain('handoff.pdf');
    expect(readme).toContain('Fictional patient.');
    for (const name of ['feedback.pdf', 'handoff.pdf', 'transcript.pdf']) {
      const pdf = await readPdf(file(name).data);
      expect(pdf.totalPages, name).toBeGreaterThanOrEqual(1);
    }
    expect(flat((await readPdf(file('handoff.pdf').data)).pages)).toContain('SBAR hand-off');
    expect(file('transcript.txt').data.toString().split('\n').length).toBeGreaterThan(20);
    const scores = JSON.parse(file('scores.json').data.toString());
    expect(scores).toMatchObject({
      overall: 78,
      level: { level: 3 },
      handoff: { state: 'written', score: { percent: 75 } },
    });
    expect(scores.results).toHaveLength(content.feedback.results.length);
    expect(JSON.parse(file('analyses.json').data.toString()).map((a: { type: string }) => a.type)).toEqual([
      'communication',
      'clinical-reasoning',
      'timeline',
    ]);
    // Dated when it was asked for, not when it was built.
    for (const entry of entries) expect(entry.modified.toISOString()).toBe('2026-11-20T10:05:00.000Z');
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress).toHaveLength(7);
    expect(progress.at(-1)).toBe(100);
  });

  it('leaves out handoff.pdf when there is no hand-off, and makes the same bytes twice', async () => {
    const content = fixtureBundleContent(randomUUID(), { handoff: false });
    const first = await build(content);
    expect((await readZip(first.zip)).map((entry) => entry.name)).not.toContain('handoff.pdf');
    expect((await build(content)).zip.equals(first.zip)).toBe(true);
  });
});

describe('a bundle into the folder storage', () => {
  it('is stored whole, with its size, and reads back as the same zip', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'urosim-bundle-'));
    try {
      const content = fixtureBundleContent(randomUUID());
      const storage = createFolderStorage(dir);
      const key = newBundleKey(content.sessionId, 1);
      const { sizeBytes } = await storage.put(key, (out) => writeReportBundle(content, out, () => undefined));
      const stored = await buffer((await storage.open(key))!);
      expect(stored.length).toBe(sizeBytes);
      expect(stored.equals((await build(content)).zip)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
