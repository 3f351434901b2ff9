import { BATCH_STATUSES } from '../manufacturing';
import * as rule from './rules';
import { z } from './rules';

/** Most productions one batch takes (a DTF roll's worth and more). */
export const BATCH_LIMITS = { products: 1000, note: 1000 } as const;

const productionIds = rule
  .listOf(rule.id('production id'), BATCH_LIMITS.products, 'product_ids')
  .min(1, { error: 'Choose at least one production.' })
  .transform((ids) => [...new Set(ids)]);

/** makeMrpBatchProduct: a batch of the chosen productions of one factory (by hand). */
export const makeMrpBatchInput = z.object({
  product_ids: productionIds,
  note: rule.optional(rule.text(BATCH_LIMITS.note, 'Note')),
});
export type MakeMrpBatchInput = z.output<typeof makeMrpBatchInput>;

/** updateMrpBatchProduct: a batch's status or note; productions added or taken out. */
export const updateMrpBatchInput = z.object({
  _id: rule.id('batch id'),
  status: rule.oneOf(BATCH_STATUSES, 'status').nullish(),
  note: rule.clearableText(BATCH_LIMITS.note, 'Note'),
  add_product_ids: rule.listOf(rule.id('production id'), BATCH_LIMITS.products, 'add_product_ids').nullish(),
  remove_product_ids: rule.listOf(rule.id('production id'), BATCH_LIMITS.products, 'remove_product_ids').nullish(),
});
export type UpdateMrpBatchInput = z.output<typeof updateMrpBatchInput>;
