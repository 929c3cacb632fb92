import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FICTIONAL_PATIENT_DISCLAIMER } from '@urosim/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureHandoffReport, fixtureSbar } from '../test/fixtures.ts';
import { flat, readPdf } from '../test/pdf-text.ts';
import { handoffPdfFileName, renderHandoffPdf } from './handoff-pdf.ts';
import { missingCharacters } from './text-runs.ts';

const outputDir = path.resolve(import.meta.dirname, '../test-output');

const multilingual = {
  situation: 'Patient transféré de Besançon, garçon de Tromsø, Dr Łukasz 👩‍⚕️ on call.',
  background: '既往史：中文 记录；日本語のメモ；ひらがな で かいた ぶん。',
  assessment: '한국어 환자 보호자 통역 필요. Pain 7/10 😀 👍🏽 ❤️',
  recommendation: 'Review within 30 minutes, por favor — merci, danke schön.',
};

describe('renderHandoffPdf', () => {
  it('prints the product, the case, the SBAR, the score with evidence and the disclaimer as text', async () => {
    const report = fixtureHandoffReport();
    const pdf = await readPdf(await renderHandoffPdf(report));
    const text = flat(pdf.pages);
    expect(text).toContain('UroSim');
    expect(text).toContain('SBAR hand-off');
    expect(text).toContain(report.caseTitle);
    expect(text).toContain('20 November 2026');
    expect(text).toContain('Last changed 20 November 2026 at 10:02 UTC');
    for (const heading of ['Situation', 'Background', 'Assessment', 'Recommendation'])
      expect(text).toContain(heading);
    for (const section of Object.values(fixtureSbar)) expect(text).toContain(flat(section));
    expect(text).toContain('75%');
    expect(text).toContain('Met: States the concern: obstructed infected kidney');
    expect(text).toContain('“I am worried about an obstructed, infected kidney.”');
    expect(text).toContain('Missed: Asks for urgent decompression and says what was started');
    expect(text).toContain('Weak');
    expect(text).toContain(FICTIONAL_PATIENT_DISCLAIMER);
    expect(pdf.info.Title).toBe(`SBAR hand-off: ${report.caseTitle}`);
    expect(pdf.info.Author).toBe('UroSim');
  });

  it('is an A4 document and says "Not written" for an empty section', async () => {
    const report = fixtureHandoffReport({ sbar: { ...fixtureSbar, background: '  ' }, score: null });
    const pdf = await readPdf(await renderHandoffPdf(report));
    expect(Math.round(pdf.width)).toBe(595);
    expect(Math.round(pdf.height)).toBe(842);
    const text = flat(pdf.pages);
    expect(text).toMatch(/Background Not written/);
    expect(text).toContain('Not scored');
  });

  it('prints accents, CJK, kana, Hangul and emoji with no missing glyph, as real text', async () => {
    expect(missingCharacters(Object.values(multilingual).join('\n'))).toEqual([]);
    const pdf = await readPdf(await renderHandoffPdf(fixtureHandoffReport({ sbar: multilingual })));
    const text = flat(pdf.pages);
    for (const word of ['Besançon', 'Tromsø', 'Łukasz', '中文', '日本語', 'ひらがな', '한국어', 'schön']) {
      expect(text).toContain(word);
    }
    expect(text).toContain('😀');
  });

  it('runs to 3+ pages for a long hand-off, each numbered "Page N of M" with the disclaimer', async () => {
    const long = fixtureSbar.assessment.repeat(12);
    const report = fixtureHandoffReport({
      sbar: {
        situation: long.slice(0, 3000),
        background: long.slice(0, 3000),
        assessment: long.slice(0, 3000),
        recommendation: long.slice(0, 3000),
      },
    });
    const pdf = await readPdf(await renderHandoffPdf(report));
    expect(pdf.totalPages).toBeGreaterThanOrEqual(3);
    pdf.pages.forEach((page, index) => {
      expect(flat(page)).toContain(`Page ${index + 1} of ${pdf.totalPages}`);
      expect(flat(page)).toContain(FICTIONAL_PATIENT_DISCLAIMER);
    });
  });

  it('makes the same bytes from the same report (so it can be cached per revision)', async () => {
    const report = fixtureHandoffReport();
    expect((await renderHandoffPdf(report)).equals(await renderHandoffPdf(report))).toBe(true);
  });
});

describe('the first page rendered (pdftoppm)', () => {
  beforeAll(() => {
    try {
      execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    } catch {
      throw new Error(
        'pdftoppm is missing: install Debian’s poppler-utils (scripts/bootstrap.sh --browser does it; apt-get install -y poppler-utils)',
      );
    }
    mkdirSync(outputDir, { recursive: true });
  });

  it('draws ink on the page: a PNG to look at, and a grey map of which a good share is not white', async () => {
    const file = path.join(outputDir, 'handoff-multilingual.pdf');
    writeFileSync(file, await renderHandoffPdf(fixtureHandoffReport({ sbar: multilingual })));
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '110',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      file.replace(/\.pdf$/, ''),
    ]);
    const png = readFileSync(file.replace(/\.pdf$/, '.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeGreaterThan(20_000);

    // The same page as a plain grey map (PGM: a text header, then one byte a pixel).
    const pgm = execFileSync('pdftoppm', ['-gray', '-r', '50', '-f', '1', '-l', '1', '-singlefile', file]);
    const header = pgm.subarray(0, 20).toString('latin1').split(/\s+/);
    expect(header[0]).toBe('P5');
    const [width, height] = [Number(header[1]), Number(header[2])];
    const pixels = pgm.subarray(pgm.length - width * height);
    const inked = pixels.filter((value) => value < 200).length;
    expect(width).toBeCloseTo((595 / 72) * 50, -1);
    expect(inked / pixels.length).toBeGreaterThan(0.01);
    expect(inked / pixels.length).toBeLessThan(0.5);
  });
});

describe('handoffPdfFileName', () => {
  it('names the file after the product, the case and the day', () => {
    expect(handoffPdfFileName('Loin pain & fever: Mr Ø’s case', '2026-11-20T23:10:00.000Z')).toBe(
      'urosim-handoff-loin-pain-fever-mr-s-case-2026-11-20.pdf',
    );
    expect(handoffPdfFileName('中文', 'not a date')).toBe('urosim-handoff-case.pdf');
  });
});
