import { FICTIONAL_PATIENT_DISCLAIMER, type TranscriptMessage } from '@urosim/contracts';
import {
  colours,
  documentHeader,
  finishDocument,
  formatDateTime,
  formatElapsed,
  keepSpace,
  openDocument,
  write,
} from './layout.ts';
import { normaliseText } from './text-runs.ts';

/** What a transcript document is made from. */
export type TranscriptInput = { caseTitle: string; endedAt: string; transcript: TranscriptMessage[] };

const senderNames: Record<TranscriptMessage['sender'], string> = {
  trainee: 'Trainee',
  patient: 'Patient',
  nurse: 'Nurse',
  system: 'System',
};

/** Who said a line; the trainee's orders to the nurse are told apart from what they said to the patient. */
export const speakerOf = (message: TranscriptMessage) =>
  message.sender === 'trainee' && message.channel === 'nurse'
    ? 'Trainee to nurse'
    : senderNames[message.sender];

const inOrder = (transcript: TranscriptMessage[]) =>
  [...transcript].sort((a, b) => a.elapsedSeconds - b.elapsedSeconds);

/**
 * The transcript as plain text: a header, then one line a message, `[mm:ss] Speaker: text`, the
 * time being how far into the session it was said; later lines of a message are indented.
 */
export const renderTranscriptText = (input: TranscriptInput): string => {
  const lines = [
    `Transcript: ${input.caseTitle}`,
    `Session ended ${formatDateTime(input.endedAt)}`,
    FICTIONAL_PATIENT_DISCLAIMER,
    '',
  ];
  for (const message of inOrder(input.transcript)) {
    const [first = '', ...rest] = normaliseText(message.text).split('\n');
    lines.push(`[${formatElapsed(message.elapsedSeconds)}] ${speakerOf(message)}: ${first}`);
    for (const line of rest) lines.push(`        ${line}`);
  }
  if (input.transcript.length === 0) lines.push('Nothing was said in this session.');
  return `${lines.join('\n')}\n`;
};

/** The consultation's transcript as a PDF. */
export const renderTranscriptPdf = async (input: TranscriptInput): Promise<Buffer> => {
  const pdf = openDocument({
    title: `Transcript: ${input.caseTitle}`,
    subject: 'Consultation transcript',
    footerNote: FICTIONAL_PATIENT_DISCLAIMER,
    date: new Date(input.endedAt),
  });
  documentHeader(pdf, 'Transcript', input.caseTitle, [`Session ended ${formatDateTime(input.endedAt)}`]);
  if (input.transcript.length === 0)
    write(pdf, 'Nothing was said in this session.', { color: colours.muted });
  for (const message of inOrder(input.transcript)) {
    keepSpace(pdf, 28);
    write(
      pdf,
      [
        { text: `${formatElapsed(message.elapsedSeconds)}  `, color: colours.muted },
        { text: `${speakerOf(message)}: `, bold: true },
        { text: message.text },
      ],
      { size: 10, gapAfter: 4 },
    );
  }
  return finishDocument(pdf);
};
