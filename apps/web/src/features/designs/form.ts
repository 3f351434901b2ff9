import { DESIGN_PRINT_KEYS, DESIGN_SETTING_KEYS, type DesignPrintKey, type DesignSettingKey, type DesignStatus } from '@pod/shared';
import type { MockupDesignQuery } from '../../gql/graphql';

/**
 * The design form's state. Numbers stay the text the user typed (so nothing typed is lost on an
 * error and the shared schema can say what is wrong with it); they become numbers only to send.
 */
export interface ImageForm {
  /** React key: images have no id of their own. */
  key: string;
  name: string;
  type: string;
  image: string;
  print_fit: string;
  print: Record<DesignPrintKey, string>;
  settings: Record<DesignSettingKey, string>;
}

export interface PrintForm {
  key: string;
  name: string;
  prints: Array<{ key: string; type: string; image: string }>;
}

export interface DesignForm {
  status: DesignStatus;
  name: string;
  width: string;
  height: string;
  image: string;
  /** The design image's URL, to show it (not sent). */
  imageUrl: string;
  images: ImageForm[];
  prints: PrintForm[];
  /** Tag names; those without a known id are created on save. */
  tags: string[];
}

let keys = 0;
export const newKey = () => `k${++keys}`;

const text = (v: number | null | undefined) => (v == null ? '' : String(v));
const blank = <K extends string>(list: readonly K[]) => Object.fromEntries(list.map((k) => [k, ''])) as Record<K, string>;

export const emptyImage = (): ImageForm => ({
  key: newKey(),
  name: '',
  type: '',
  image: '',
  print_fit: '',
  print: blank(DESIGN_PRINT_KEYS),
  settings: blank(DESIGN_SETTING_KEYS),
});

export const emptyPrint = (): PrintForm => ({ key: newKey(), name: '', prints: [] });

export const EMPTY_DESIGN: DesignForm = { status: 'draft', name: '', width: '1100', height: '1100', image: '', imageUrl: '', images: [], prints: [], tags: [] };

type Design = MockupDesignQuery['mockupDesign'];

export function formOf(d: Design): DesignForm {
  return {
    status: d.status as DesignStatus,
    name: d.name,
    width: text(d.width),
    height: text(d.height),
    image: d.image?._id ?? '',
    imageUrl: d.image?.url ?? '',
    images: d.images.map((i) => ({
      key: newKey(),
      name: i.name,
      type: i.type ?? '',
      image: i.image ?? '',
      print_fit: i.print_fit ?? '',
      print: Object.fromEntries(DESIGN_PRINT_KEYS.map((k) => [k, text(i[k])])) as Record<DesignPrintKey, string>,
      settings: Object.fromEntries(DESIGN_SETTING_KEYS.map((k) => [k, text(i.settings?.[k])])) as Record<DesignSettingKey, string>,
    })),
    prints: d.prints.map((p) => ({ key: newKey(), name: p.name, prints: p.prints.map((f) => ({ key: newKey(), type: f.type ?? '', image: f.image ?? '' })) })),
    tags: d.tags.map((t) => t.name),
  };
}

/** The design as the API takes it; `asNumber` turns typed numbers into numbers (for the wire) or keeps the text (for the schema check). */
function toInput(f: DesignForm, tagIds: ReadonlyMap<string, string>, asNumber: (v: string) => string | number | null) {
  const known = f.tags.filter((t) => tagIds.has(t.toLowerCase()));
  const numbers = <K extends string>(values: Record<K, string>) => Object.fromEntries(Object.entries<string>(values).map(([k, v]) => [k, asNumber(v)]));
  return {
    status: f.status,
    name: f.name,
    width: f.width,
    height: f.height,
    image: f.image || null,
    images: f.images.map((i) => ({
      name: i.name,
      type: i.type || null,
      image: i.image || null,
      print_fit: i.print_fit || null,
      ...numbers(i.print),
      settings: numbers(i.settings),
    })),
    prints: f.prints.map((p) => ({ name: p.name, prints: p.prints.map((x) => ({ type: x.type || null, image: x.image || null })) })),
    tags: known.map((t) => tagIds.get(t.toLowerCase())!),
    new_tags: f.tags.filter((t) => !tagIds.has(t.toLowerCase())),
  };
}

/** What the shared schema checks: the text as typed, so "12,5" is refused as not a number. */
export const checkedValue = (f: DesignForm, tagIds: ReadonlyMap<string, string>) => toInput(f, tagIds, (v) => v);

/** What is sent, once the check passed: empty numbers are null. */
export const sentValue = (f: DesignForm, tagIds: ReadonlyMap<string, string>) => toInput(f, tagIds, (v) => (v.trim() === '' ? null : Number(v)));
