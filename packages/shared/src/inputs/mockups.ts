import { MOCKUP_STATUSES, PRODUCT_PROVIDERS } from '../enums';
import { TEXT_LIMITS } from '../limits';
import * as rule from './rules';
import { z } from './rules';

/**
 * Inputs of mockup presets (root's templates per product preset) and sellers' product mockups
 * (spec section 7). The document itself (sides, print areas, mockup_type) is checked and
 * normalised with `mockupDocumentInput` (inputs/editor.ts); these hold the fields around it.
 */

const fileRef = z.object({ _id: rule.id('file id').optional(), url: rule.url().optional() });

/** A preset print area with its production size and, optionally, the picture that shows it. */
export const mockupPrintAreaInput = z.object({
  position: rule.requiredText(64, 'A print area needs a position.', 'Position'),
  width: z.number().positive().max(20000),
  height: z.number().positive().max(20000),
  image: fileRef.nullish(),
});

const mockupFields = {
  _id: rule.optional(rule.id('mockup id')),
  /** The readable code ("GILDAN-5000-FRONT"); made from the product's sku when absent. */
  id: rule.optional(rule.text(100, 'Code')),
  sku: rule.optional(rule.text(100, 'SKU')),
  product_id: rule.id('product id'),
  model: rule.optional(rule.text(200, 'Model')),
  /** The preview picture (one of our stored files' URLs). */
  src: rule.optional(rule.url('src')),
  status: rule.oneOf(MOCKUP_STATUSES, 'status').default('Draft'),
  mockup_type: rule.optional(rule.text(20, 'mockup_type')),
  /** Checked and normalised by `mockupDocumentInput`. */
  sides: z.array(z.unknown(), { error: 'Sides must be a list.' }).nullish(),
  print_areas: rule.listOf(mockupPrintAreaInput, 12, 'Print areas').nullish(),
};

/** makeProductMockupPreset: root saves a product preset's template (create, or update by _id). */
export const makeProductMockupPresetInput = z.object({
  ...mockupFields,
  name: rule.requiredText(TEXT_LIMITS.name, 'Please enter a name for the mockup.', 'Name'),
});
export type MakeProductMockupPresetInput = z.output<typeof makeProductMockupPresetInput>;

/** makeProductMockup: a seller saves their product mockup (the name defaults to the product's). */
export const makeProductMockupInput = z.object({
  ...mockupFields,
  name: rule.optional(rule.text(TEXT_LIMITS.name, 'Name')),
});
export type MakeProductMockupInput = z.output<typeof makeProductMockupInput>;

/** productPresetMockups / productPresetMockupCount filters; 'all' or empty is no filter. */
export const mockupFilterInput = z.object({
  _id: rule.optional(rule.id('mockup id')),
  id: rule.optional(rule.text(100, 'Code')),
  product_id: rule.optional(rule.id('product id')),
  name: rule.optional(rule.text(TEXT_LIMITS.name, 'Name')),
  mockup_type: rule.optional(rule.text(20, 'mockup_type')),
  provider: z
    .union([rule.oneOf(PRODUCT_PROVIDERS, 'provider'), z.literal('all'), z.literal('')])
    .nullish()
    .transform((v) => (v === 'all' || !v ? undefined : v)),
  status: z
    .union([rule.oneOf(MOCKUP_STATUSES, 'status'), z.literal('all'), z.literal('')])
    .nullish()
    .transform((v) => (v === 'all' || !v ? undefined : v)),
});
export type MockupFilterInput = z.output<typeof mockupFilterInput>;

/** makeMockupPreview: a side of a listing's mockup, of a mockup preset, or of a product's template. */
export const mockupPreviewInput = z
  .object({
    item_info_id: rule.optional(rule.id('listing id')),
    preset_id: rule.optional(rule.id('mockup id')),
    product_id: rule.optional(rule.id('product id')),
    side: rule.requiredText(64, 'Choose a side.', 'Side'),
    color: rule.optional(rule.text(7, 'Colour')),
  })
  .refine((v) => v.item_info_id || v.preset_id || v.product_id, {
    error: 'Name a listing, a mockup or a product.',
    path: ['preset_id'],
    params: { reason: 'required' },
  });
export type MockupPreviewInput = z.output<typeof mockupPreviewInput>;
