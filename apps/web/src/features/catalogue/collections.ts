import { COLLECTION_SLUGS, PRODUCT_COLLECTIONS, type ProductCollection } from '@pod/shared';

/** The collection an Items URL slug names (3d-preset → 3D), or null. */
export function collectionOfSlug(slug: string | undefined): ProductCollection | null {
  return PRODUCT_COLLECTIONS.find((c) => COLLECTION_SLUGS[c] === slug) ?? null;
}

/** Colour swatches of a preset's attributes: the Color attribute's options with their hex. */
export function swatchesOf(
  attributes: ReadonlyArray<{ attribute_type: string; options: ReadonlyArray<{ ffm_value: string; plf_value: string; hex?: string | null }> }>,
) {
  const colour = attributes.find((a) => /colou?r/i.test(a.attribute_type));
  return (colour?.options ?? []).map((o) => ({ name: o.plf_value || o.ffm_value, hex: o.hex ?? '#cccccc' }));
}

/** The sizes of a preset's attributes, in order. */
export function sizesOf(attributes: ReadonlyArray<{ attribute_type: string; options: ReadonlyArray<{ ffm_value: string; plf_value: string }> }>) {
  return (attributes.find((a) => /size/i.test(a.attribute_type))?.options ?? []).map((o) => o.plf_value || o.ffm_value);
}
