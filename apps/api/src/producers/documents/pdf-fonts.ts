import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * Noto Sans from @fontsource, embedded in every PDF, unpacked once per process from WOFF to a plain
 * font file (fontkit would inflate every table again in pure JS for each document: 90 ms of a
 * 130 ms invoice). Fontsource splits a family by script: the
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
      bytes: woffToSfnt(readFileSync(join(root, 'files', `noto-sans-${subset}-${WEIGHT_NUMBER[weight]}-normal.woff`))),
      ranges: parseUnicodeRanges(unicode[subset]),
    }));
  return { regular: files('regular'), bold: files('bold') };
}

/** A WOFF 1.0 file as the TrueType/OpenType file it wraps (W3C WOFF 1.0, sections 3–5): each table inflated, 4-byte aligned. */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compressed, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const raw = woff.subarray(offset, offset + compressed);
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data: compressed < length ? inflateSync(raw) : raw };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((t, i) => {
    header.writeUInt32BE(t.tag, 12 + i * 16);
    header.writeUInt32BE(t.checksum, 16 + i * 16);
    header.writeUInt32BE(offset, 20 + i * 16);
    header.writeUInt32BE(t.data.length, 24 + i * 16);
    const padded = Buffer.alloc(Math.ceil(t.data.length / 4) * 4);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
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
