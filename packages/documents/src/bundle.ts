import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FICTIONAL_PATIENT_DISCLAIMER, PRODUCT_NAME, type ReportBundleContent } from '@urosim/contracts';
import { ZipFile } from 'yazl';
import { renderFeedbackPdf } from './feedback-pdf.ts';
import { renderHandoffPdf } from './handoff-pdf.ts';
import { formatDateTime } from './layout.ts';
import { renderTranscriptPdf, renderTranscriptText } from './transcript.ts';

/** One file of the bundle: its name in the zip, what it is, and how it is made. */
type Entry = { name: string; about: string; make: () => Promise<Buffer> | Buffer };

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

const readme = (content: ReportBundleContent, entries: Entry[]) =>
  Buffer.from(
    [
      `${PRODUCT_NAME} report bundle`,
      '',
      `Case: ${content.feedback.caseTitle}`,
      `Session ended: ${formatDateTime(content.feedback.endedAt)}`,
      `Requested: ${formatDateTime(content.requestedAt)}`,
      '',
      'Files:',
      ...entries.map((entry) => `  ${entry.name.padEnd(16)} ${entry.about}`),
      '',
      FICTIONAL_PATIENT_DISCLAIMER,
      '',
    ].join('\n'),
  );

/** The scores as data: overall, level, categories, every rubric result and the hand-off's score. */
const scores = (content: ReportBundleContent) => {
  const { feedback } = content;
  return {
    sessionId: content.sessionId,
    caseId: feedback.caseId,
    caseTitle: feedback.caseTitle,
    endedAt: feedback.endedAt,
    scoringVersion: feedback.scoringVersion,
    overall: feedback.overall,
    flagged: feedback.flagged,
    level: feedback.level,
    categories: feedback.categories,
    results: feedback.results,
    handoff: {
      state: feedback.handoff.state,
      score: content.handoff?.score ?? feedback.handoff.score,
    },
  };
};

const entriesOf = (content: ReportBundleContent): Entry[] => {
  const { feedback } = content;
  const transcript = {
    caseTitle: feedback.caseTitle,
    endedAt: feedback.endedAt,
    transcript: feedback.transcript,
  };
  const handoff = content.handoff;
  return [
    {
      name: 'feedback.pdf',
      about: 'The feedback: score, categories, points met and missed, model answer, analyses.',
      make: () => renderFeedbackPdf(feedback, content.analyses),
    },
    ...(handoff
      ? [
          {
            name: 'handoff.pdf',
            about: 'The SBAR hand-off and its score.',
            make: () => renderHandoffPdf(handoff),
          },
        ]
      : []),
    {
      name: 'transcript.pdf',
      about: 'The consultation, line by line.',
      make: () => renderTranscriptPdf(transcript),
    },
    {
      name: 'transcript.txt',
      about: 'The same as plain text ([mm:ss] into the session, speaker, words).',
      make: () => Buffer.from(renderTranscriptText(transcript)),
    },
    { name: 'scores.json', about: 'The scores as data (JSON).', make: () => json(scores(content)) },
    {
      name: 'analyses.json',
      about: 'The communication, reasoning and timeline analyses (JSON).',
      make: () => json(content.analyses),
    },
  ];
};

/** The names of the files a bundle of `content` holds, README.txt first. */
export const bundleEntryNames = (content: ReportBundleContent) => [
  'README.txt',
  ...entriesOf(content).map((entry) => entry.name),
];

/**
 * Builds the bundle's zip into `out` (and ends it), reporting progress 0–100 after each file.
 * Entries carry the request's time, not the clock's, so the same content makes the same zip.
 */
export const writeReportBundle = async (
  content: ReportBundleContent,
  out: NodeJS.WritableStream,
  onProgress: (percent: number) => Promise<void> | void,
): Promise<void> => {
  const zip = new ZipFile();
  // yazl's typings say NodeJS.ReadableStream; it is a stream.Readable (a PassThrough).
  const zipped = zip.outputStream as Readable;
  // Started now so the zip streams out while later files are rendered.
  const written = pipeline(zipped, out);
  const requested = new Date(content.requestedAt);
  const mtime = Number.isNaN(requested.getTime()) ? new Date(0) : requested;
  const options = { mtime, mode: 0o100644 };
  try {
    const entries = entriesOf(content);
    zip.addBuffer(readme(content, entries), 'README.txt', options);
    for (const [index, entry] of entries.entries()) {
      zip.addBuffer(await entry.make(), entry.name, options);
      await onProgress(Math.floor(((index + 1) / (entries.length + 1)) * 100));
    }
    zip.end();
    await written;
  } catch (error) {
    zipped.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
  await onProgress(100);
};

/** Writes `files` (name → JSON value, pretty-printed) as a zip into `out`, and ends it. */
export const writeJsonZip = async (
  files: readonly { name: string; value: unknown }[],
  out: NodeJS.WritableStream,
  mtime: Date,
): Promise<void> => {
  const zip = new ZipFile();
  const zipped = zip.outputStream as Readable;
  const written = pipeline(zipped, out);
  for (const file of files)
    zip.addBuffer(Buffer.from(`${JSON.stringify(file.value, null, 2)}\n`), file.name, {
      mtime,
      mode: 0o100644,
    });
  zip.end();
  await written;
};

/**
 * A privacy (GDPR) export (ADR 0129, built by the worker since ADR 0133): `README.json` naming the
 * files, then `files` (the account's JSON, from `exportFilesOf`), as a zip into `out`.
 */
export const writeDataExportZip = async (
  files: readonly { name: string; value: unknown }[],
  out: NodeJS.WritableStream,
  exportedAt: Date,
): Promise<void> => {
  const readme = {
    name: 'README.json',
    value: {
      about: 'Everything UroSim holds about your account, as JSON: one file per kind of record.',
      exportedAt: exportedAt.toISOString(),
      files: files.map((f) => f.name),
    },
  };
  await writeJsonZip([readme, ...files], out, exportedAt);
};
