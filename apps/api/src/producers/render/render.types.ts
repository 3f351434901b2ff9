import type { EditorSide, PrintAreaSize } from '@pod/shared';

/** Storage keys of what a side's render reads, resolved (and checked) when the render was asked for. */
export interface RenderAssetKeys {
  /** The side image (the blank); absent for print files. */
  image: string | null;
  /** Image layers' files, by layer id. */
  files: Record<string, string>;
  /** Text layers' font files, by layer id. */
  fonts: Record<string, string>;
}

/** A side's mockup: its document side (file URLs stripped: keys are in `assets`), tinted `color`. */
export interface RenderMockupPayload {
  hash: string;
  side: EditorSide;
  print: PrintAreaSize;
  color: string | null;
  background: string | null;
  assets: RenderAssetKeys;
}

/** One print area's production file. */
export interface RenderPrintFilePayload {
  hash: string;
  side: EditorSide;
  print: PrintAreaSize;
  assets: RenderAssetKeys;
}

/** What a finished render left in storage (`renders/<hash>/render.json`, written last). */
export interface RenderManifest {
  kind: 'mockup' | 'print';
  path: string;
  width: number;
  height: number;
  dpi?: number;
  image_sizes: Array<{ name: string; path: string; width: number; height: number }>;
}
