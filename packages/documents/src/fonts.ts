/// <reference path="./fontkit.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

// The fonts every document embeds, from npm packages (Google's Noto, SIL Open Font Licence): nothing
// is fetched at run time and every machine renders the same. Each file is read and parsed once per
// process; pdfkit takes the parsed font, so a document costs no parsing.

const require = createRequire(import.meta.url);

/** A font of the fallback chain: the name pdfkit knows it by and the parsed font. */
export type Face = { name: string; font: fontkit.Font };

const files = {
  sans: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  sansBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  sc: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  kr: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  emoji: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
} as const;

type FaceName = keyof typeof files;

let loaded: Record<FaceName, Face> | undefined;

const loadFace = (name: FaceName): Face => ({
  name,
  font: fontkit.create(readFileSync(require.resolve(files[name]))),
});

/** Every face, parsed on first use. */
export const faces = (): Record<FaceName, Face> => {
  loaded ??= {
    sans: loadFace('sans'),
    sansBold: loadFace('sansBold'),
    sc: loadFace('sc'),
    kr: loadFace('kr'),
    emoji: loadFace('emoji'),
  };
  return loaded;
};

/**
 * Which font prints a character, in order: Noto Sans (Latin, Greek, Cyrillic), Noto Sans SC (Chinese,
 * Japanese kana, many symbols), Noto Sans KR (Hangul), Noto Emoji. Bold text has Noto Sans Bold first;
 * CJK and emoji have no bold here, so they print regular in a bold line.
 */
export const fontChain = (weight: 'regular' | 'bold'): Face[] => {
  const all = faces();
  return [weight === 'bold' ? all.sansBold : all.sans, all.sc, all.kr, all.emoji];
};
