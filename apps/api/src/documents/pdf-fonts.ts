import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Noto Sans from @fontsource, embedded in every PDF. Fontsource splits a family by script: the
 * `latin` file holds Latin-1 (ß, ç, ã, é …) plus œ and €, `latin-ext` holds Latin Extended-A
 * (Ł, ő, ş …). A PDF font is one file, so text is cut into runs, each set in the file whose
 * unicode ranges (the package's own unicode.json) hold its characters.
 */
export type Weight = 'regular' | 'bold';

export interface FontFile {
  /** Name registered on the PDF document. */
  name: string;
  bytes: Buffer;
  ranges: Array<[number, number]>;
}

const WEIGHT_NUMBER: Record<Weight, number> = { regular: 400, bold: 700 };
const SUBSETS = ['latin', 'latin-ext'] as const;

/** "U+0000-00FF,U+0131" -> [[0, 255], [305, 305]] */
export function parseUnicodeRanges(spec: string): Array<[number, number]> {
  return spec.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

function load(): Record<Weight, FontFile[]> {
  const root = dirname(require.resolve('@fontsource/noto-sans/package.json'));
  const unicode = JSON.parse(readFileSync(join(root, 'unicode.json'), 'utf8')) as Record<string, string>;
  const files = (weight: Weight) =>
    SUBSETS.map((subset) => ({
      name: `noto-${subset}-${weight}`,
      bytes: readFileSync(join(root, 'files', `noto-sans-${subset}-${WEIGHT_NUMBER[weight]}-normal.woff`)),
      ranges: parseUnicodeRanges(unicode[subset]),
    }));
  return { regular: files('regular'), bold: files('bold') };
}

let cache: Record<Weight, FontFile[]> | null = null;

/** The font files of each weight, read once per process. */
export function fontFiles(): Record<Weight, FontFile[]> {
  cache ??= load();
  return cache;
}

function covers(file: FontFile, cp: number): boolean {
  return file.ranges.some(([from, to]) => cp >= from && cp <= to);
}

export interface TextRun {
  font: string;
  text: string;
}

/** Cuts `text` into runs of one font file each; a character no file covers stays in the current run. */
export function textRuns(text: string, weight: Weight): TextRun[] {
  const files = fontFiles()[weight];
  const runs: TextRun[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const current = runs.at(-1);
    // Prefer the current run's file (spaces and digits are in both), so runs stay long.
    const currentFile = current && files.find((f) => f.name === current.font);
    const file = currentFile && covers(currentFile, cp) ? currentFile : (files.find((f) => covers(f, cp)) ?? currentFile ?? files[0]);
    if (current && current.font === file.name) current.text += ch;
    else runs.push({ font: file.name, text: ch });
  }
  return runs;
}
