import { numberSetting, settingsOf, type EditorLayer } from '@pod/shared';
import { lazyRequire } from '../../platform/common/lazy-require';

/** The part of a fontkit font the text renderer reads (fontkit ships no type declarations). */
interface PathCommand {
  command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
  args: number[];
}
interface FontkitGlyphRun {
  glyphs: Array<{ path: { commands: PathCommand[] } }>;
  positions: Array<{ xAdvance: number; xOffset: number; yOffset: number }>;
}
export interface OutlineFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  layout(text: string): FontkitGlyphRun;
}

const fontkit = lazyRequire<{ create(buffer: Buffer): OutlineFont | { fonts: OutlineFont[] } }>('fontkit');

/** A font file (TrueType, OpenType, WOFF, WOFF2) opened for its glyph outlines; throws when it is not one. */
export function openFont(bytes: Buffer): OutlineFont {
  const created = fontkit().create(bytes);
  const font = 'fonts' in created ? created.fonts[0] : created;
  if (!font?.unitsPerEm) throw new Error('Not a usable font file.');
  return font;
}

const fmt = (n: number) => (Math.round(n * 100) / 100).toString();

/** The layout a text layer's settings ask for, with konva's defaults (fontSize 12, lineHeight 1, left aligned). */
export function textStyle(layer: EditorLayer) {
  const s = settingsOf(layer.settings);
  const text = typeof s.text === 'string' ? s.text : '';
  const fill = typeof s.fill === 'string' ? s.fill : typeof s.color === 'string' ? s.color : '#000000';
  const align = s.align === 'center' || s.align === 'right' ? s.align : 'left';
  return {
    text,
    fill,
    align,
    fontSize: numberSetting(s, 'fontSize', 12),
    lineHeight: numberSetting(s, 'lineHeight', 1),
    letterSpacing: numberSetting(s, 'letterSpacing', 0),
    width: numberSetting(s, 'width', 0),
  } as const;
}

/**
 * The glyph outlines of a text layer as one SVG path in the layer's own box, laid out as konva's
 * Text does: word wrap at the box width, each line `fontSize × lineHeight` tall with the text
 * centred on it (canvas baseline "middle"), letterSpacing after every character, left, centre or
 * right aligned. Shaping (kerning, ligatures) comes from the font itself through fontkit.
 */
export function textPath(font: OutlineFont, layer: EditorLayer): string {
  const style = textStyle(layer);
  const scale = style.fontSize / font.unitsPerEm;
  const advance = (line: string) => {
    const run = font.layout(line);
    return run.positions.reduce((w, p) => w + p.xAdvance * scale + style.letterSpacing, 0);
  };
  const lines = wrap(style.text, style.width, advance);
  const lineHeightPx = style.fontSize * style.lineHeight;
  // Canvas "middle" puts the middle of the em box (between ascent and descent) on the line's middle.
  const baselineFromMiddle = ((font.ascent + font.descent) / 2) * scale;
  const parts: string[] = [];
  lines.forEach((line, i) => {
    const run = font.layout(line);
    const lineWidth = run.positions.reduce((w, p) => w + p.xAdvance * scale + style.letterSpacing, 0);
    let penX = style.align === 'right' ? style.width - lineWidth : style.align === 'center' ? (style.width - lineWidth) / 2 : 0;
    const baseline = i * lineHeightPx + lineHeightPx / 2 + baselineFromMiddle;
    run.glyphs.forEach((glyph, g) => {
      const pos = run.positions[g];
      const ox = penX + pos.xOffset * scale;
      const oy = baseline - pos.yOffset * scale;
      const pt = (x: number, y: number) => `${fmt(ox + x * scale)} ${fmt(oy - y * scale)}`;
      for (const c of glyph.path.commands) {
        const a = c.args;
        if (c.command === 'moveTo') parts.push(`M${pt(a[0], a[1])}`);
        else if (c.command === 'lineTo') parts.push(`L${pt(a[0], a[1])}`);
        else if (c.command === 'quadraticCurveTo') parts.push(`Q${pt(a[0], a[1])} ${pt(a[2], a[3])}`);
        else if (c.command === 'bezierCurveTo') parts.push(`C${pt(a[0], a[1])} ${pt(a[2], a[3])} ${pt(a[4], a[5])}`);
        else parts.push('Z');
      }
      penX += pos.xAdvance * scale + style.letterSpacing;
    });
  });
  return parts.join('');
}

/** Lines of `text`: its own line breaks, then words wrapped at `width` (no wrapping without a width). */
export function wrap(text: string, width: number, measure: (line: string) => number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    if (!(width > 0)) {
      out.push(paragraph);
      continue;
    }
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && measure(candidate) > width) {
        out.push(line);
        line = word;
      } else line = candidate;
    }
    out.push(line);
  }
  return out;
}
