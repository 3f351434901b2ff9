import type PDFKitDocument from 'pdfkit';
import { lazyRequire } from '../../platform/common/lazy-require';
import { fontFiles, textRuns, type Weight } from './pdf-fonts';

const PDFDocument = lazyRequire<typeof PDFKitDocument>('pdfkit');

/** Points per inch and per millimetre: PDF pages are measured in points. */
export const INCH = 72;
export const MM = 72 / 25.4;

export interface TextStyle {
  size?: number;
  weight?: Weight;
  color?: string;
  width?: number;
  align?: 'left' | 'center' | 'right';
  /** Cut the text to this height (one line when equal to the line height), with an ellipsis. */
  height?: number;
}

export interface TableColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

const INK = '#111827';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

/**
 * A PDF page writer over pdfkit with the embedded Noto Sans: every string goes through
 * `text`, which sets each run in the font file holding its characters, so German, French and
 * Portuguese (and Latin Extended-A) print right. Layouts build on it; nothing else calls pdfkit.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(options: { size: [number, number] | string; margin: number; title: string; lang?: string }) {
    this.doc = new (PDFDocument())({
      size: options.size,
      margin: options.margin,
      info: { Title: options.title, Producer: 'POD back office', Creator: 'POD back office' },
      lang: options.lang,
      displayTitle: true,
      autoFirstPage: true,
    });
    for (const files of Object.values(fontFiles())) for (const f of files) this.doc.registerFont(f.name, f.bytes);
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  get pageWidth(): number {
    return this.doc.page.width;
  }
  get pageHeight(): number {
    return this.doc.page.height;
  }
  get margin(): number {
    return this.doc.page.margins.left;
  }
  /** Width between the side margins. */
  get contentWidth(): number {
    return this.pageWidth - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  get bottom(): number {
    return this.pageHeight - this.doc.page.margins.bottom;
  }

  /** Writes `value` at (x, y); answers the y below it. */
  text(value: string, x: number, y: number, style: TextStyle = {}): number {
    const size = style.size ?? 10;
    const runs = textRuns(value, style.weight ?? 'regular');
    if (runs.length === 0) return y;
    const options: PDFKit.Mixins.TextOptions = {
      width: style.width,
      align: style.align ?? 'left',
      height: style.height,
      ellipsis: style.height ? '…' : undefined,
      lineGap: 1,
    };
    this.doc.fillColor(style.color ?? INK).fontSize(size);
    runs.forEach((run, i) => {
      this.doc.font(run.font);
      const last = i === runs.length - 1;
      if (i === 0) this.doc.text(run.text, x, y, { ...options, continued: !last });
      else this.doc.text(run.text, { ...options, continued: !last });
    });
    // pdfkit leaves y under the text; a cut text still takes exactly its box.
    return style.height ? y + style.height : this.doc.y;
  }

  /** A small grey caption above a block (e.g. "Ship to"), then the block's lines; answers the y below. */
  block(caption: string, lines: readonly string[], x: number, y: number, width: number): number {
    let at = this.text(caption.toUpperCase(), x, y, { size: 7.5, weight: 'bold', color: MUTED, width });
    at += 2;
    for (const line of lines) at = this.text(line, x, at, { size: 10, width });
    return at;
  }

  rule(x1: number, y: number, x2: number, color = RULE, width = 0.75): void {
    this.doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
  }

  image(png: Buffer, x: number, y: number, box: { width: number; height: number }): void {
    this.doc.image(png, x, y, { fit: [box.width, box.height], align: 'center', valign: 'center' });
  }

  /**
   * A table from the current y: bold header with a rule, rows that wrap, a new page (header
   * repeated) when a row would cross the bottom margin. Answers the y below the last row.
   */
  table(columns: readonly TableColumn[], rows: ReadonlyArray<readonly string[]>, x: number, y: number): number {
    const pad = 4;
    const header = (top: number) => {
      let h = top;
      let cx = x;
      for (const c of columns) {
        h = Math.max(h, this.text(c.header, cx + pad, top, { size: 8.5, weight: 'bold', color: MUTED, width: c.width - 2 * pad, align: c.align }));
        cx += c.width;
      }
      this.rule(x, h + 3, x + columns.reduce((s, c) => s + c.width, 0), INK, 1);
      return h + 7;
    };
    let at = header(y);
    for (const row of rows) {
      const height = Math.max(
        ...columns.map((c, i) => {
          this.doc.font(textRuns(row[i] ?? '', 'regular')[0]?.font ?? fontFiles().regular[0].name).fontSize(9.5);
          return this.doc.heightOfString(row[i] ?? '', { width: c.width - 2 * pad });
        }),
      );
      if (at + height > this.bottom) {
        this.doc.addPage();
        at = header(this.doc.page.margins.top);
      }
      let cx = x;
      columns.forEach((c, i) => {
        this.text(row[i] ?? '', cx + pad, at, { size: 9.5, width: c.width - 2 * pad, align: c.align });
        cx += c.width;
      });
      at += height + 5;
      this.rule(x, at - 2.5, x + columns.reduce((s, c) => s + c.width, 0));
    }
    return at;
  }

  /** Ends the document and answers its bytes. */
  finish(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}
