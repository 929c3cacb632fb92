import { PRODUCT_NAME } from '@urosim/contracts';
import PDFDocument from 'pdfkit';
import { type Face, faces, fontChain } from './fonts.ts';
import { normaliseText, splitIntoRuns } from './text-runs.ts';

// The page and the few text styles every document uses: A4, a muted grey for secondary text,
// headings in bold, and a footer on every page with the disclaimer and "Page N of M". Text always
// goes through the font fallback (text-runs.ts), so anything a trainee typed prints as real text.

const margins = { top: 56, left: 56, right: 56, bottom: 84 };
export const colours = { text: '#1f1f1f', muted: '#5f6368', rule: '#c9ccd1' } as const;

/** A document being written, and the characters no font could print (for logging and tests). */
export type Pdf = { doc: PDFKit.PDFDocument; footerNote: string; missing: Set<string> };

/** A piece of a paragraph in its own weight or colour, e.g. a bold label before plain text. */
export type Piece = { text: string; bold?: boolean; color?: string };

export type TextStyle = {
  size?: number;
  bold?: boolean;
  color?: string;
  /** From the left margin, in points. */
  indent?: number;
  /** Space after the block, in points. */
  gapAfter?: number;
  align?: 'left' | 'right' | 'center';
  /** Extra space between the lines of a paragraph, in points. */
  lineGap?: number;
  /** Line width before the indent (the text width by default). */
  width?: number;
};

/** A4 with the product's metadata; `footerNote` is printed at the foot of every page. */
export const openDocument = (options: {
  title: string;
  subject: string;
  footerNote: string;
  date?: Date;
}) => {
  const doc = new PDFDocument({
    size: 'A4',
    margins,
    bufferPages: true,
    autoFirstPage: false,
    // A parsed font of ours, so pdfkit does not load its default Helvetica for nothing.
    font: faces().sans.font as unknown as string,
    lang: 'en-GB',
    displayTitle: true,
    info: {
      Title: options.title,
      Author: PRODUCT_NAME,
      Subject: options.subject,
      Creator: `${PRODUCT_NAME} (pdfkit)`,
      // The content's own date rather than the clock: the same content makes the same bytes.
      CreationDate: options.date ?? new Date(),
    },
  });
  for (const face of Object.values(faces())) {
    // pdfkit takes a parsed fontkit font as it is (PDFFontFactory.open): no parsing per document.
    doc.registerFont(face.name, face.font as unknown as PDFKit.Mixins.PDFFontSource);
  }
  doc.addPage();
  return { doc, footerNote: options.footerNote, missing: new Set<string>() } satisfies Pdf;
};

export const contentWidth = (pdf: Pdf) => pdf.doc.page.width - margins.left - margins.right;

const lineHeightOf = (face: Face, size: number) =>
  ((face.font.ascent - face.font.descent + face.font.lineGap) / face.font.unitsPerEm) * size;

// Every run of a line shares Noto Sans's baseline and line height, whichever font it is in, so a
// Chinese word or an emoji neither lifts its line nor widens the gap under it.
const runOptions = (face: Face, size: number, extraGap: number) => {
  const base = faces().sans;
  return {
    baseline: -(base.font.ascent / base.font.unitsPerEm) * size,
    lineGap: lineHeightOf(base, size) - lineHeightOf(face, size) + extraGap,
  };
};

const toPieces = (content: string | Piece[]): Piece[] =>
  typeof content === 'string' ? [{ text: content }] : content;

/** The paragraphs of the pieces: each a list of pieces, cut where a piece holds a line break. */
const toParagraphs = (pieces: Piece[]) => {
  const paragraphs: Piece[][] = [[]];
  for (const piece of pieces) {
    normaliseText(piece.text)
      .split('\n')
      .forEach((line, index) => {
        if (index > 0) paragraphs.push([]);
        paragraphs.at(-1)!.push({ ...piece, text: line });
      });
  }
  return paragraphs;
};

/**
 * Writes text at the current position, wrapping within the margins (and the indent); a new page
 * starts where the text reaches the bottom margin.
 */
export const write = (pdf: Pdf, content: string | Piece[], style: TextStyle = {}) => {
  const { doc } = pdf;
  const size = style.size ?? 10.5;
  const indent = style.indent ?? 0;
  const width = (style.width ?? contentWidth(pdf)) - indent;
  for (const paragraph of toParagraphs(toPieces(content))) {
    const runs = paragraph.flatMap((piece) => {
      const split = splitIntoRuns(piece.text, fontChain((piece.bold ?? style.bold) ? 'bold' : 'regular'));
      for (const cluster of split.missing) pdf.missing.add(cluster);
      return split.runs.map((run) => ({ ...run, color: piece.color ?? style.color ?? colours.text }));
    });
    if (runs.length === 0) {
      doc.y += lineHeightOf(faces().sans, size) + (style.lineGap ?? 0);
      continue;
    }
    runs.forEach((run, index) => {
      const options = {
        width,
        align: style.align ?? 'left',
        continued: index < runs.length - 1,
        ...runOptions(run.face, size, style.lineGap ?? 1.5),
      };
      doc.font(run.face.name).fontSize(size).fillColor(run.color);
      if (index === 0) doc.text(run.text, doc.page.margins.left + indent, doc.y, options);
      else doc.text(run.text, options);
    });
  }
  doc.x = doc.page.margins.left;
  if (style.gapAfter) doc.y += style.gapAfter;
};

/** Starts a new page unless `points` of space are left above the bottom margin. */
export const keepSpace = (pdf: Pdf, points: number) => {
  const { doc } = pdf;
  if (doc.y + points > doc.page.height - doc.page.margins.bottom) doc.addPage();
};

/** A heading: bold, kept with the lines that follow it. */
export const heading = (pdf: Pdf, text: string, level: 1 | 2 | 3 = 2) => {
  const size = { 1: 20, 2: 14, 3: 11.5 }[level];
  keepSpace(pdf, size * 5);
  pdf.doc.y += { 1: 0, 2: 10, 3: 4 }[level];
  write(pdf, text, { size, bold: true, gapAfter: level === 1 ? 4 : 3 });
};

/** A thin horizontal line across the text width. */
export const rule = (pdf: Pdf, gap = 8) => {
  const { doc } = pdf;
  doc.y += gap / 2;
  doc
    .moveTo(doc.page.margins.left, doc.y)
    .lineTo(doc.page.width - doc.page.margins.right, doc.y)
    .lineWidth(0.6)
    .strokeColor(colours.rule)
    .stroke();
  doc.y += gap;
};

/** A bulleted list; each item may hold pieces of different weights. */
export const bullets = (pdf: Pdf, items: (string | Piece[])[], style: TextStyle = {}) => {
  const indent = (style.indent ?? 0) + 12;
  for (const item of items) {
    keepSpace(pdf, 14);
    const top = pdf.doc.y;
    pdf.doc
      .font(faces().sans.name)
      .fontSize(style.size ?? 10.5)
      .fillColor(colours.muted)
      .text('•', pdf.doc.page.margins.left + indent - 10, top, { lineBreak: false });
    pdf.doc.y = top;
    write(pdf, item, { ...style, indent, gapAfter: style.gapAfter ?? 2 });
  }
};

/** Points rendered as a percentage, as the product shows scores. */
export const percent = (value: number) => `${Math.round(value)}%`;

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "26 November 2026, 14:05 UTC" (the server knows no reader's time zone). */
export const formatDateTime = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dateTime.format(date)} UTC`;
};

/** "26 November 2026". */
export const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
};

/** Seconds as a clock shows elapsed time: "mm:ss" (minutes go past 59 rather than wrap). */
export const formatElapsed = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
};

/** The product's name and the document's kind, above its title. */
export const documentHeader = (pdf: Pdf, kind: string, title: string, lines: string[]) => {
  write(
    pdf,
    [
      { text: PRODUCT_NAME, bold: true },
      { text: `  ·  ${kind}`, color: colours.muted },
    ],
    {
      size: 10,
      color: colours.muted,
      gapAfter: 6,
    },
  );
  write(pdf, title, { size: 20, bold: true, gapAfter: 4 });
  for (const line of lines) write(pdf, line, { size: 10, color: colours.muted });
  rule(pdf, 10);
};

// The footer sits inside the bottom margin; writing there must not start a new page.
const writeFooter = (pdf: Pdf, pageNumber: number, pageCount: number) => {
  const { doc } = pdf;
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const top = doc.page.height - bottom + 22;
  const numberWidth = 70;
  doc.y = top;
  // Wrapped short of the page number on the right.
  write(pdf, pdf.footerNote, {
    size: 7.5,
    color: colours.muted,
    lineGap: 0.5,
    width: contentWidth(pdf) - numberWidth - 16,
  });
  doc
    .font(faces().sans.name)
    .fontSize(7.5)
    .fillColor(colours.muted)
    .text(`Page ${pageNumber} of ${pageCount}`, doc.page.width - margins.right - numberWidth, top, {
      width: numberWidth,
      align: 'right',
      lineBreak: false,
    });
  doc.page.margins.bottom = bottom;
};

/** Adds the footers and ends the document; resolves with its bytes. */
export const finishDocument = (pdf: Pdf): Promise<Buffer> => {
  const { doc } = pdf;
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    writeFooter(pdf, index - start + 1, count);
  }
  doc.end();
  return done;
};
