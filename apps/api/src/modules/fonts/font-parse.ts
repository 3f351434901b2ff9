import { lazyRequire } from '../../platform/common/lazy-require';

/** What a font file says about itself, read by fontkit (TrueType, OpenType, WOFF, WOFF2). */
export interface ParsedFont {
  format: string;
  family: string;
  subfamily: string;
  weight: number;
  style: 'normal' | 'italic';
  glyphs: number;
}

interface FontkitFont {
  type: string;
  familyName?: string;
  subfamilyName?: string;
  numGlyphs?: number;
  italicAngle?: number;
  'OS/2'?: { usWeightClass?: number; fsSelection?: { italic?: boolean } };
}

// fontkit ships no type declarations.
const fontkit = lazyRequire<{ create(buffer: Buffer): FontkitFont | { fonts: FontkitFont[] } }>('fontkit');

/** Parses a font file; null when it is not a real, usable font. */
export function parseFont(bytes: Buffer): ParsedFont | null {
  try {
    const created = fontkit().create(bytes);
    const font = 'fonts' in created ? created.fonts[0] : created;
    const os2 = font['OS/2'];
    const glyphs = font.numGlyphs ?? 0;
    if (!font || glyphs < 1 || !font.familyName) return null;
    const rawWeight = os2?.usWeightClass ?? 400;
    const weight = Math.min(900, Math.max(100, Math.round(rawWeight / 100) * 100));
    const italic = os2?.fsSelection?.italic === true || (font.italicAngle ?? 0) !== 0;
    return { format: font.type, family: font.familyName, subfamily: font.subfamilyName ?? '', weight, style: italic ? 'italic' : 'normal', glyphs };
  } catch {
    return null;
  }
}

/** Google Fonts' variant names: regular, italic, 700, 700italic. */
export function variantName(weight: number, style: string): string {
  if (weight === 400) return style === 'italic' ? 'italic' : 'regular';
  return `${weight}${style === 'italic' ? 'italic' : ''}`;
}

const WEIGHT_WORDS: Array<[RegExp, number]> = [
  [/thin|hairline/, 100],
  [/extra-?light|ultra-?light/, 200],
  [/semi-?bold|demi-?bold/, 600],
  [/extra-?bold|ultra-?bold/, 800],
  [/black|heavy/, 900],
  [/light/, 300],
  [/medium/, 500],
  [/bold/, 700],
];

/** A first guess from the file name ("Roboto-BoldItalic.ttf" -> 700italic); the upload confirms it from the file. */
export function guessVariant(filename: string): string {
  const name = filename.toLowerCase().replace(/\.[a-z0-9]+$/, '');
  const numeric = /(?:^|[^0-9])([1-9]00)(?:[^0-9]|$)/.exec(name);
  const weight = numeric ? Number(numeric[1]) : (WEIGHT_WORDS.find(([re]) => re.test(name))?.[1] ?? 400);
  return variantName(weight, /italic|oblique/.test(name) ? 'italic' : 'normal');
}
