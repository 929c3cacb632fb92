import {
  type HandoffReport,
  type HandoffScore,
  type HandoffSectionVerdict,
  PRODUCT_NAME,
  type RubricResultView,
  type SbarSection,
  sbarSections,
} from '@urosim/contracts';
import { evidenceQuote, quoted } from './evidence.ts';
import {
  bullets,
  colours,
  documentHeader,
  finishDocument,
  formatDate,
  formatDateTime,
  heading,
  keepSpace,
  openDocument,
  type Pdf,
  type Piece,
  percent,
  write,
} from './layout.ts';

/** The SBAR sections' headings, in their order. */
export const sectionTitles: Record<SbarSection, string> = {
  situation: 'Situation',
  background: 'Background',
  assessment: 'Assessment',
  recommendation: 'Recommendation',
};

const verdictWords: Record<HandoffSectionVerdict['verdict'], string> = {
  strong: 'Strong',
  adequate: 'Adequate',
  weak: 'Weak',
  missing: 'Missing',
};

const writeSbar = (pdf: Pdf, report: HandoffReport) => {
  const verdicts = new Map(report.score?.sections.map((s) => [s.section, s.verdict]));
  for (const section of sbarSections) {
    const verdict = verdicts.get(section);
    const title: Piece[] = [{ text: sectionTitles[section] }];
    if (verdict) title.push({ text: `   ${verdictWords[verdict]}`, bold: false, color: colours.muted });
    keepSpace(pdf, 60);
    pdf.doc.y += 6;
    write(pdf, title, { size: 12, bold: true, gapAfter: 3 });
    const text = report.sbar[section];
    if (text.trim()) write(pdf, text.trim(), { gapAfter: 4 });
    else write(pdf, 'Not written', { color: colours.muted, gapAfter: 4 });
  }
};

/** One point of the score: met with the sentence that met it, or missed with why it matters. */
const pointLine = (item: RubricResultView): Piece[] => {
  if (item.met) {
    const quote = evidenceQuote(item.evidence);
    return [
      { text: 'Met: ', bold: true },
      { text: item.description },
      ...(quote ? [{ text: ` — ${quoted(quote)}`, color: colours.muted }] : []),
    ];
  }
  const why = item.missing?.why;
  return [
    { text: 'Missed: ', bold: true },
    { text: item.description },
    ...(why ? [{ text: ` — ${why}`, color: colours.muted }] : []),
  ];
};

const writeSectionScore = (pdf: Pdf, verdict: HandoffSectionVerdict, items: RubricResultView[]) => {
  write(
    pdf,
    [
      { text: sectionTitles[verdict.section], bold: true },
      { text: ` — ${verdictWords[verdict.verdict]} (${verdict.words} words)`, color: colours.muted },
    ],
    { gapAfter: 2 },
  );
  const lines: (string | Piece[])[] = items.map(pointLine);
  // A shared hand-off's score names no missed point (its items are the met ones only): the verdict
  // says each missed point in words that do not give the case away.
  const itemized = new Set(items.map((item) => item.description));
  for (const missed of verdict.missed.filter((text) => !itemized.has(text))) {
    lines.push([{ text: 'Missed: ', bold: true }, { text: missed }]);
  }
  for (const gap of verdict.gaps) lines.push([{ text: 'To add: ', bold: true }, { text: gap }]);
  if (lines.length === 0) lines.push([{ text: 'No points for this section.', color: colours.muted }]);
  bullets(pdf, lines, { size: 10, gapAfter: 3 });
  pdf.doc.y += 4;
};

const writeScore = (pdf: Pdf, score: HandoffScore | null) => {
  heading(pdf, 'Hand-off score', 2);
  if (!score) {
    write(pdf, 'Not scored: nothing is written yet.', { color: colours.muted });
    return;
  }
  write(
    pdf,
    [
      { text: percent(score.percent), bold: true },
      { text: `   ${score.metWeight} of ${score.totalWeight} points’ weight met`, color: colours.muted },
    ],
    { size: 13, gapAfter: 6 },
  );
  // The score's items carry no section: a section's verdict names the points it met and missed.
  const placed = new Set<RubricResultView>();
  for (const verdict of score.sections) {
    const mine = score.items.filter(
      (item) => !placed.has(item) && (item.met ? verdict.met : verdict.missed).includes(item.description),
    );
    for (const item of mine) placed.add(item);
    writeSectionScore(pdf, verdict, mine);
  }
  const others = score.items.filter((item) => !placed.has(item));
  if (others.length > 0) {
    write(pdf, 'Other points', { bold: true, gapAfter: 2 });
    bullets(pdf, others.map(pointLine), { size: 10, gapAfter: 3 });
  }
};

/** The hand-off as an A4 PDF: the product, the case, the date, the SBAR, the score with evidence, the disclaimer. */
export const renderHandoffPdf = async (report: HandoffReport): Promise<Buffer> => {
  const pdf = openDocument({
    title: `SBAR hand-off: ${report.caseTitle}`,
    subject: `${report.productName || PRODUCT_NAME} SBAR hand-off`,
    footerNote: report.disclaimer,
    date: new Date(report.updatedAt ?? report.sessionEndedAt),
  });
  documentHeader(pdf, 'SBAR hand-off', report.caseTitle, [
    `Session of ${formatDate(report.sessionEndedAt)}  ·  Last changed ${
      report.updatedAt ? formatDateTime(report.updatedAt) : 'never (not written yet)'
    }`,
  ]);
  write(pdf, report.disclaimer, { size: 9, color: colours.muted, gapAfter: 6 });
  writeSbar(pdf, report);
  writeScore(pdf, report.score);
  return finishDocument(pdf);
};

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');

/** A file name for a hand-off PDF: `urosim-handoff-<case>-<yyyy-mm-dd>.pdf`. */
export const handoffPdfFileName = (caseTitle: string, date: string): string => {
  const parsed = new Date(date);
  const day = Number.isNaN(parsed.getTime()) ? null : parsed.toISOString().slice(0, 10);
  const parts = [slug(PRODUCT_NAME) || 'report', 'handoff', slug(caseTitle) || 'case', day].filter(Boolean);
  return `${parts.join('-')}.pdf`;
};
