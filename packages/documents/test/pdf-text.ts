// Reading the PDFs back, as a reader's software would: the text (unpdf, i.e. pdf.js) and the page
// size. Used by the tests of this package.
import { extractText, getDocumentProxy } from 'unpdf';

/** The PDF's text page by page, its page count and the first page's size in points. */
export const readPdf = async (bytes: Buffer) => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  const first = await pdf.getPage(1);
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = first.view;
  const info = (await pdf.getMetadata()).info as Record<string, unknown>;
  await pdf.cleanup();
  return { pages: text, totalPages, width: x1 - x0, height: y1 - y0, info };
};

/** Text with every run of white space made one space, so wrapped lines compare as written. */
export const flat = (text: string | string[]) =>
  (Array.isArray(text) ? text.join(' ') : text).replace(/\s+/g, ' ');
