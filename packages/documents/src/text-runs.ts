import { type Face, fontChain } from './fonts.ts';

// Font fallback by coverage. A string is cut into grapheme clusters (so an emoji ZWJ sequence, a
// skin tone, a variation selector or a combining accent stays with its base character), and each
// cluster goes to the first font of the chain that has a glyph for every character of it; clusters
// in a row with the same font make one run. pdfkit then writes the runs one after the other on the
// same lines, so a paragraph wraps across fonts as one.

/** A piece of text and the font that prints it. */
export type TextRun = { face: Face; text: string };

/** What a reader sees where no font has the character. */
export const MISSING_GLYPH = '\uFFFD';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

// Characters that change how a neighbour looks but have no glyph of their own to require: joiners,
// variation selectors and tag characters. A font may lack them and still print the cluster.
const ignorableRanges: [number, number][] = [
  [0x200c, 0x200d],
  [0xfe00, 0xfe0f],
  [0xe0020, 0xe007f],
  [0xe0100, 0xe01ef],
];
const isIgnorable = (char: string) => {
  const cp = char.codePointAt(0) ?? 0;
  return ignorableRanges.some(([from, to]) => cp >= from && cp <= to);
};
// A cluster that asks to be shown as an emoji goes to the emoji font first, even when a text font
// has the base character (Noto Sans SC has a plain ❤ and ✓, for instance).
const emojiCluster = /\p{Emoji_Presentation}|\p{Emoji_Modifier}|\uFE0F|\u200D\p{Extended_Pictographic}/u;
const whitespace = /^\s+$/u;

/**
 * The text as documents print it: Unicode NFC (so "e" + combining acute is the one "é" every font
 * has), Windows line ends as "\n", tabs as spaces, and no other control characters.
 */
export const normaliseText = (text: string) =>
  text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/[^\P{Cc}\n]/gu, '');

const codePoints = (cluster: string) => Array.from(cluster, (char) => char.codePointAt(0) ?? 0);

const covers = (face: Face, cluster: string) => {
  let hasBase = false;
  for (const char of cluster) {
    if (isIgnorable(char)) continue;
    if (!face.font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) return false;
    hasBase = true;
  }
  return hasBase;
};

const pickFace = (cluster: string, chain: Face[]) => {
  if (emojiCluster.test(cluster)) {
    const emoji = chain.find((face) => face.name === 'emoji');
    if (emoji && covers(emoji, cluster)) return emoji;
  }
  return chain.find((face) => covers(face, cluster));
};

// Most clusters are letters seen before: remember each one's font (per chain), bounded.
const choices = new Map<string, Face | null>();
const chooseFace = (cluster: string, chain: Face[]) => {
  const key = `${chain[0]?.name}\u0000${cluster}`;
  let face = choices.get(key);
  if (face === undefined) {
    if (choices.size > 20_000) choices.clear();
    face = pickFace(cluster, chain) ?? null;
    choices.set(key, face);
  }
  return face ?? undefined;
};

// A joiner or selector the chosen font lacks would print as its empty box: leave it out.
const printable = (face: Face, cluster: string) =>
  codePoints(cluster).every((cp) => face.font.hasGlyphForCodePoint(cp))
    ? cluster
    : Array.from(cluster)
        .filter((char) => !isIgnorable(char) || face.font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0))
        .join('');

/**
 * Cuts one line of normalised text into runs of the chain's fonts. Clusters that no font has are
 * printed as MISSING_GLYPH and listed in `missing`.
 */
export const splitIntoRuns = (line: string, chain: Face[]): { runs: TextRun[]; missing: string[] } => {
  const runs: TextRun[] = [];
  const missing: string[] = [];
  const fallback =
    chain.find((face) => face.font.hasGlyphForCodePoint(MISSING_GLYPH.codePointAt(0)!)) ?? chain[0]!;
  for (const { segment } of graphemes.segment(line)) {
    const current = runs.at(-1);
    // Spaces stay in the run they are in: a space between two CJK words needs no font change. Not
    // in an emoji run: Noto Emoji's space is as wide as an emoji.
    if (
      current &&
      current.face.name !== 'emoji' &&
      whitespace.test(segment) &&
      covers(current.face, segment)
    ) {
      current.text += segment;
      continue;
    }
    const face = chooseFace(segment, chain);
    if (!face) missing.push(segment);
    const text = face ? printable(face, segment) : MISSING_GLYPH;
    const into = face ?? fallback;
    if (current && current.face === into) current.text += text;
    else runs.push({ face: into, text });
  }
  return { runs, missing };
};

/**
 * The characters (grapheme clusters) of `text` that no embedded font can print, once each, in the
 * order they first appear. Empty when the text prints in full.
 */
export const missingCharacters = (text: string): string[] => {
  const chain = fontChain('regular');
  const found = new Set<string>();
  for (const line of normaliseText(text).split('\n')) {
    for (const cluster of splitIntoRuns(line, chain).missing) found.add(cluster);
  }
  return [...found];
};
