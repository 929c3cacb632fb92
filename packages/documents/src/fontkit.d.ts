// fontkit ships no types; these are the parts this package uses (fontkit 2.0.4).
declare module 'fontkit' {
  export type Glyph = { id: number; codePoints: number[]; advanceWidth: number };
  export type GlyphRun = { glyphs: Glyph[]; advanceWidth: number };
  export type Font = {
    postscriptName: string;
    unitsPerEm: number;
    ascent: number;
    descent: number;
    lineGap: number;
    hasGlyphForCodePoint: (codePoint: number) => boolean;
    layout: (text: string) => GlyphRun;
  };
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
