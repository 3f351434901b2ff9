import type { DesignStatus, PrintFit } from './enums';
import { round2 } from './normalize';

/**
 * Mockup designs (spec sections 3 and 5): a design's artwork placed on mockup images with print
 * settings. The API saves what `normalizeMockupDesign` answers; the web form shows the same.
 */

/** Width and height of a design's canvas when none is given (the print coordinates live in it). */
export const DESIGN_DEFAULT_SIZE = 1100;

export const DESIGN_LIMITS = { images: 20, prints: 20, printsPerName: 20, tags: 30, size: 20000, coordinate: 100000, ids: 200 } as const;

/** Where the artwork lands on a mockup image, in the design's canvas units (rotate in degrees, knew = skew). */
export const DESIGN_PRINT_KEYS = ['print_x', 'print_y', 'print_width', 'print_height', 'print_rotate', 'print_knew_x', 'print_knew_y'] as const;
/** The artwork's own placement inside the print area, its scale and its crop. */
export const DESIGN_SETTING_KEYS = [
  ...DESIGN_PRINT_KEYS,
  'print_scale_x',
  'print_scale_y',
  'print_crop_x',
  'print_crop_y',
  'print_crop_width',
  'print_crop_height',
] as const;

export type DesignPrintKey = (typeof DESIGN_PRINT_KEYS)[number];
export type DesignSettingKey = (typeof DESIGN_SETTING_KEYS)[number];
export type DesignSettings = Partial<Record<DesignSettingKey, number>>;

export type DesignImage = Partial<Record<DesignPrintKey, number>> & {
  type?: string;
  name: string;
  /** The mockup photo (a file id). */
  image?: string;
  print_fit?: PrintFit;
  settings?: DesignSettings;
};

export interface DesignPrint {
  name: string;
  prints: Array<{ type?: string; image?: string }>;
}

export interface MockupDesignValues {
  status: DesignStatus;
  name: string;
  width: number;
  height: number;
  image?: string;
  images: DesignImage[];
  prints: DesignPrint[];
  tags: string[];
  new_tags: string[];
}

/** What a form or a client may send before the section 5 rules are applied. */
export type MockupDesignDraft = Omit<MockupDesignValues, 'width' | 'height' | 'images' | 'prints' | 'tags' | 'new_tags'> & {
  width?: number | null;
  height?: number | null;
  images?: Array<
    Omit<DesignImage, 'name' | DesignPrintKey | 'settings'> & { name?: string | null } & Partial<Record<DesignPrintKey, number | null>> & {
        settings?: Partial<Record<DesignSettingKey, number | null>> | null;
      }
  > | null;
  prints?: Array<{ name?: string | null; prints?: DesignPrint['prints'] | null }> | null;
  tags?: string[] | null;
  new_tags?: Array<string | null> | null;
};

/** Print settings of 0 or empty are omitted; the rest rounded to 2 decimals. */
function keptNumbers<K extends string>(values: Partial<Record<K, number | null>> | null | undefined, keys: readonly K[]): Partial<Record<K, number>> {
  const kept: Partial<Record<K, number>> = {};
  for (const key of keys) {
    const v = values?.[key];
    if (typeof v === 'number' && Number.isFinite(v) && round2(v) !== 0) kept[key] = round2(v);
  }
  return kept;
}

const named = <T extends { name?: string | null }>(items: readonly T[] | null | undefined): Array<T & { name: string }> =>
  (items ?? []).map((i) => ({ ...i, name: (i.name ?? '').trim() })).filter((i) => i.name !== '');

/** A size in the canvas: empty or 0 is the default 1100, the rest rounded to 2 decimals. */
const canvasSize = (v: number | null | undefined) => (typeof v === 'number' && round2(v) > 0 ? round2(v) : DESIGN_DEFAULT_SIZE);

/** Spec section 5 for designs: sizes defaulted and rounded, nameless items dropped, zero or empty print settings omitted, empty new tags dropped. */
export function normalizeMockupDesign(d: MockupDesignDraft): MockupDesignValues {
  const images = named(d.images).map(({ settings, type, name, image, print_fit, ...print }): DesignImage => {
    const kept = keptNumbers(settings, DESIGN_SETTING_KEYS);
    return {
      ...(type ? { type } : {}),
      name,
      ...(image ? { image } : {}),
      ...(print_fit ? { print_fit } : {}),
      ...keptNumbers(print, DESIGN_PRINT_KEYS),
      ...(Object.keys(kept).length ? { settings: kept } : {}),
    };
  });
  const seen = new Set<string>();
  const newTags = (d.new_tags ?? []).map((t) => (t ?? '').trim()).filter((t) => t !== '' && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  return {
    status: d.status,
    name: d.name,
    width: canvasSize(d.width),
    height: canvasSize(d.height),
    ...(d.image ? { image: d.image } : {}),
    images,
    prints: named(d.prints).map((p) => ({ name: p.name, prints: p.prints ?? [] })),
    tags: [...new Set(d.tags ?? [])],
    new_tags: newTags,
  };
}
