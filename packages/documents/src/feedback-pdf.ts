import {
  type Feedback,
  FICTIONAL_PATIENT_DISCLAIMER,
  type RubricResultView,
  type SessionAnalysis,
} from '@urosim/contracts';
import { evidenceQuote, quoted } from './evidence.ts';
import { sectionTitles } from './handoff-pdf.ts';
import {
  bullets,
  colours,
  contentWidth,
  documentHeader,
  finishDocument,
  formatDateTime,
  formatElapsed,
  heading,
  keepSpace,
  openDocument,
  type Pdf,
  type Piece,
  percent,
  write,
} from './layout.ts';

const writeOverall = (pdf: Pdf, feedback: Feedback) => {
  write(
    pdf,
    [
      { text: `Overall ${percent(feedback.overall)}`, bold: true },
      { text: `   ${feedback.level.label}`, color: colours.muted },
    ],
    { size: 16, gapAfter: 2 },
  );
  write(
    pdf,
    `Level from ${feedback.levelBasis.scoredSessions} scored sessions, average ${percent(feedback.levelBasis.averageScore)}.` +
      (feedback.flagged ? ' Flagged: a critical point was missed.' : ''),
    { size: 9.5, color: colours.muted, gapAfter: 4 },
  );
  write(pdf, feedback.narrative.headline, { gapAfter: 2 });
};

// A table of three columns, drawn line by line so that each cell still gets the font fallback.
const writeCategories = (pdf: Pdf, feedback: Feedback) => {
  heading(pdf, 'Categories', 2);
  const { doc } = pdf;
  const left = doc.page.margins.left;
  const columns = [contentWidth(pdf) * 0.5, contentWidth(pdf) * 0.2, contentWidth(pdf) * 0.3];
  const row = (cells: string[], bold: boolean) => {
    keepSpace(pdf, 16);
    const top = doc.y;
    let x = left;
    let bottom = top;
    cells.forEach((cell, index) => {
      doc.y = top;
      write(pdf, cell, { size: 10, bold, indent: x - left, width: x - left + columns[index]! - 6 });
      bottom = Math.max(bottom, doc.y);
      x += columns[index]!;
    });
    doc.y = bottom + 2;
  };
  row(['Category', 'Score', 'Points met'], true);
  for (const category of feedback.categories) {
    row([category.label, percent(category.score), `${category.metCount} of ${category.itemCount}`], false);
  }
};

const resultLine = (item: RubricResultView): Piece[] => {
  const quote = evidenceQuote(item.evidence);
  const pieces: Piece[] = [
    { text: item.description, bold: true },
    {
      text: `  (${item.category}, weight ${item.weight}${item.critical ? ', critical' : ''})`,
      color: colours.muted,
    },
  ];
  if (item.met && quote) pieces.push({ text: `\nEvidence: ${quoted(quote)}` });
  if (!item.met && item.missing) pieces.push({ text: `\nWhy it matters: ${item.missing.why}` });
  return pieces;
};

const writeResults = (pdf: Pdf, feedback: Feedback) => {
  const byId = new Map(feedback.results.map((item) => [item.itemId, item]));
  const pick = (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  heading(pdf, 'Missed', 2);
  const missed = pick(feedback.missedOrder);
  if (missed.length === 0) write(pdf, 'Nothing: every point was met.', { color: colours.muted });
  bullets(pdf, missed.map(resultLine), { size: 10, gapAfter: 4 });
  heading(pdf, 'Met', 2);
  const met = pick(feedback.strengthsOrder);
  if (met.length === 0) write(pdf, 'No point was met.', { color: colours.muted });
  bullets(pdf, met.map(resultLine), { size: 10, gapAfter: 4 });
  if (feedback.inappropriateActions.length > 0) {
    heading(pdf, 'Not indicated', 3);
    bullets(
      pdf,
      feedback.inappropriateActions.map(
        (action) => `${action.name} at ${formatElapsed(action.requestedAtSeconds)}`,
      ),
      { size: 10 },
    );
  }
};

const writeNarrative = (pdf: Pdf, feedback: Feedback) => {
  const { narrative } = feedback;
  heading(pdf, 'Feedback', 2);
  if (narrative.strengths.length > 0) {
    write(pdf, 'Strengths', { bold: true, gapAfter: 2 });
    bullets(pdf, narrative.strengths);
  }
  if (narrative.improvements.length > 0) {
    write(pdf, 'To improve', { bold: true, gapAfter: 2 });
    bullets(pdf, narrative.improvements);
  }
  write(pdf, [{ text: 'Next step: ', bold: true }, { text: narrative.nextStep }], { gapAfter: 4 });
};

const writeExpected = (pdf: Pdf, feedback: Feedback) => {
  const { expected } = feedback;
  heading(pdf, 'Model answer', 2);
  write(pdf, [{ text: 'Working diagnosis: ', bold: true }, { text: expected.workingDiagnosis }], {
    gapAfter: 3,
  });
  const list = (title: string, items: string[]) => {
    if (items.length === 0) return;
    write(pdf, title, { bold: true, gapAfter: 2 });
    bullets(pdf, items);
  };
  list('Differentials', expected.differentials);
  list('Red flags', expected.redFlags);
  list('Management', expected.management);
  write(pdf, expected.modelAnswer, { gapAfter: 4 });
};

const handoffStates: Record<Feedback['handoff']['state'], string> = {
  written: 'Written',
  missing: 'Not written: its points count as missed.',
  notOffered: 'This session ended before hand-offs were part of a case; they are left out of its score.',
};

const writeHandoff = (pdf: Pdf, feedback: Feedback) => {
  const { handoff } = feedback;
  heading(pdf, 'SBAR hand-off', 2);
  const state = handoff.score
    ? `${handoffStates[handoff.state]}, ${percent(handoff.score.percent)}`
    : handoffStates[handoff.state];
  write(pdf, state, { gapAfter: 2 });
  if (handoff.revisedAfterFeedback) {
    write(pdf, 'Revised after the feedback was first shown.', { color: colours.muted, gapAfter: 2 });
  }
  if (handoff.score) {
    bullets(
      pdf,
      handoff.score.sections.map((section) => [
        { text: `${sectionTitles[section.section]}: `, bold: true },
        { text: section.verdict },
        ...(section.gaps.length > 0 ? [{ text: ` — ${section.gaps.join('; ')}`, color: colours.muted }] : []),
      ]),
    );
  }
};

const analysisLines = (analysis: SessionAnalysis): string[] => {
  switch (analysis.type) {
    case 'communication':
      return [
        `Communication: ${analysis.messages} messages, ${analysis.questions.open} open and ${analysis.questions.closed} closed questions.`,
        `Shown: ${
          analysis.behaviours
            .filter((b) => b.shown)
            .map((b) => b.label)
            .join(', ') || 'none'
        }.`,
        `Not shown: ${
          analysis.behaviours
            .filter((b) => !b.shown)
            .map((b) => b.label)
            .join(', ') || 'none'
        }.`,
      ];
    case 'clinical-reasoning':
      return [
        `Clinical reasoning: red flags found ${analysis.redFlags.found} of ${analysis.redFlags.total}; diagnosis ${analysis.diagnosis.met ? 'reached' : 'not reached'} (${analysis.diagnosis.expected}).`,
        `Investigations requested: ${analysis.investigations.appropriateRequested.join(', ') || 'none'}; missed: ${analysis.investigations.appropriateMissed.join(', ') || 'none'}; not indicated: ${analysis.investigations.inappropriateRequested.join(', ') || 'none'}.`,
      ];
    case 'timeline':
      return [
        `Timeline: ${analysis.factsFound} of ${analysis.factsTotal} facts found; first red flag ${
          analysis.timeToFirstRedFlagSeconds === null
            ? 'never found'
            : `at ${formatElapsed(analysis.timeToFirstRedFlagSeconds)}`
        }.`,
      ];
  }
};

/** The feedback (score, categories, items with evidence, narrative, analyses) as a PDF. */
export const renderFeedbackPdf = async (feedback: Feedback, analyses: SessionAnalysis[]): Promise<Buffer> => {
  const pdf = openDocument({
    title: `Feedback: ${feedback.caseTitle}`,
    subject: 'Session feedback',
    footerNote: FICTIONAL_PATIENT_DISCLAIMER,
    date: new Date(feedback.endedAt),
  });
  documentHeader(pdf, 'Feedback', feedback.caseTitle, [
    `Session ended ${formatDateTime(feedback.endedAt)}  ·  ${feedback.debrief.topicLabel}  ·  Scoring version ${feedback.scoringVersion}`,
  ]);
  writeOverall(pdf, feedback);
  writeCategories(pdf, feedback);
  writeResults(pdf, feedback);
  writeNarrative(pdf, feedback);
  writeExpected(pdf, feedback);
  writeHandoff(pdf, feedback);
  if (analyses.length > 0) {
    heading(pdf, 'Analyses', 2);
    bullets(pdf, analyses.flatMap(analysisLines), { size: 10 });
  }
  return finishDocument(pdf);
};
