import type { EditorPreset } from '../types';

type Preset = Pick<EditorPreset, 'prety_attributes' | 'attribute_specifics'>;

/** One value of the preset's Size attribute, and whether the catalogue flags it default. */
export interface SizeOption {
  value: string;
  isDefault: boolean;
}

const isSize = (name: string) => /^size$/i.test(name.trim());

/** The preset's Size values in catalogue order (none when it has no Size attribute). */
export function sizeOptions(preset: Pick<Preset, 'prety_attributes'> | undefined): SizeOption[] {
  const size = preset?.prety_attributes.find((a) => isSize(a.attribute_type) || isSize(a.plf_attribute_name));
  return (size?.options ?? []).map((o) => ({ value: o.plf_value, isDefault: o.default === true }));
}

/**
 * The selected variant ids after the seller picks `size` (spec: a size change marks a variant as
 * selected only if its Size value is flagged default). A default size adds the variants of that size
 * to the selection; any other size selects nothing new. Nothing is ever unselected here.
 */
export function selectedAfterSizeChange(preset: Preset | undefined, selected: readonly string[], size: string): string[] {
  const option = sizeOptions(preset).find((o) => o.value === size);
  if (!option?.isDefault) return [...selected];
  const ofSize = (preset?.attribute_specifics ?? []).filter((v) => v.name_value.some((n) => isSize(n.name) && n.value === size)).map((v) => v._id);
  return [...new Set([...selected, ...ofSize])];
}
