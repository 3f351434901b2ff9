import type bwipType from 'bwip-js';
import { lazyRequire } from '../../platform/common/lazy-require';

const bwipjs = lazyRequire<typeof bwipType>('bwip-js');
import { BadField } from '../../platform/common/errors';

/** Symbologies the product prints: Code 128 on labels and sheets, EAN-13 on retail items, QR and Data Matrix for links and scans. */
export const SYMBOLOGIES = ['code128', 'ean13', 'qrcode', 'datamatrix'] as const;
export type Symbology = (typeof SYMBOLOGIES)[number];

export interface BarcodeOptions {
  symbology?: Symbology;
  /** Module size in pixels (PNG) or units (SVG). */
  scale?: number;
  /** Bar height in millimetres (linear codes only). */
  height?: number;
  /** Print the human-readable text under a linear code. */
  text?: boolean;
}

const TWO_D = new Set<Symbology>(['qrcode', 'datamatrix']);

function renderOptions(value: string, o: BarcodeOptions) {
  const bcid = o.symbology ?? 'code128';
  const linear = !TWO_D.has(bcid);
  return {
    bcid,
    text: value,
    scale: o.scale ?? 3,
    ...(linear ? { height: o.height ?? 12, includetext: o.text ?? true, textxalign: 'center' as const } : {}),
    paddingwidth: 2,
    paddingheight: 2,
    // Opaque white: a transparent PNG prints black on some label printers.
    backgroundcolor: 'FFFFFF',
  };
}

/** bwip-js refuses data a symbology cannot hold (letters in EAN-13, a wrong check digit): a field error, not INTERNAL. */
function refused(value: string, symbology: Symbology, e: unknown): never {
  const why = e instanceof Error ? e.message.replace(/^bwipp\.\w+#?\d*:\s*/, '') : 'invalid data';
  throw BadField('codes', 'invalid', `"${value.slice(0, 40)}" cannot be printed as ${symbology}: ${why}`);
}

export async function barcodePng(value: string, o: BarcodeOptions = {}): Promise<Buffer> {
  const opts = renderOptions(value, o);
  try {
    return await bwipjs().toBuffer(opts);
  } catch (e) {
    refused(value, opts.bcid, e);
  }
}

export function barcodeSvg(value: string, o: BarcodeOptions = {}): string {
  const opts = renderOptions(value, o);
  try {
    return bwipjs().toSVG(opts);
  } catch (e) {
    refused(value, opts.bcid, e);
  }
}
