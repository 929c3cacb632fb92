import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fixtureAnalyses, fixtureFeedback, fixtureTranscript } from '../test/fixtures.ts';
import { flat, readPdf } from '../test/pdf-text.ts';
import { renderFeedbackPdf } from './feedback-pdf.ts';
import { renderTranscriptPdf, renderTranscriptText } from './transcript.ts';

describe('renderFeedbackPdf', () => {
  it('prints the score, level, categories, points with evidence, narrative, model answer, hand-off and analyses', async () => {
    const feedback = fixtureFeedback(randomUUID());
    const text = flat((await readPdf(await renderFeedbackPdf(feedback, fixtureAnalyses()))).pages);
    expect(text).toContain('Overall 78%');
    expect(text).toContain('Level 3 — Competent');
    for (const label of ['History', 'Red flags', 'Examination', 'Investigations', 'Hand-off'])
      expect(text).toContain(label);
    expect(text).toContain('1 of 1');
    expect(text).toContain('Examines the renal angles');
    expect(text).toContain('Why it matters: Tenderness over the kidney points to upper tract infection.');
    expect(text).toContain('Evidence: “I feel hot and shivery.”');
    expect(text).toContain('CT KUB, requested at 05:01');
    expect(text).toContain(feedback.narrative.nextStep);
    expect(text).toContain(feedback.expected.workingDiagnosis);
    expect(text).toContain(flat(feedback.expected.modelAnswer));
    expect(text).toContain('Written, 75%');
    expect(text).toContain('Recommendation: weak — No time frame for the review');
    expect(text).toContain('red flags found 1 of 2');
    expect(text).toContain('9 of 14 facts found; first red flag at 01:03');
  });
});

describe('transcripts', () => {
  const input = {
    caseTitle: 'Loin pain',
    endedAt: '2026-11-20T09:41:00.000Z',
    transcript: fixtureTranscript(4),
  };

  it('as text: one line a message, mm:ss into the session and the speaker', () => {
    const lines = renderTranscriptText(input).split('\n');
    expect(lines[0]).toBe('Transcript: Loin pain');
    expect(lines).toContain(
      '[00:20] Trainee: Can you tell me more about the pain, and anything that makes it better or worse? (1)',
    );
    expect(lines).toContain(
      '[00:26] Patient: It comes in waves, doctor, and nothing helps. I feel hot and shivery and I have been sick twice.',
    );
    expect(lines).toContain('[02:23] Nurse: Bloods and cultures are sent. His latest temperature is 38.6.');
    expect(lines.filter((line) => line.startsWith('['))).toHaveLength(9);
  });

  it('indents the later lines of a message and names orders to the nurse', () => {
    const [first] = fixtureTranscript(1);
    const text = renderTranscriptText({
      ...input,
      transcript: [
        {
          ...first!,
          channel: 'nurse',
          text: 'Please send bloods\nand a urine culture',
          elapsedSeconds: 3725,
        },
      ],
    });
    expect(text).toContain('[62:05] Trainee to nurse: Please send bloods\n        and a urine culture\n');
  });

  it('as a PDF: the same lines as text', async () => {
    const text = flat((await readPdf(await renderTranscriptPdf(input))).pages);
    expect(text).toContain('00:20 Trainee: Can you tell me more about the pain');
    expect(text).toContain('02:23 Nurse: Bloods and cultures are sent.');
  });
});
