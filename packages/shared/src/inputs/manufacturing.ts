import { PRODUCTION_CODE, PRODUCTION_ORDERS, PRODUCTION_REPORT_TABS, PRODUCTION_SOURCES, PRODUCTION_STATUSES, PRODUCTION_STEPS } from '../manufacturing';
import { TEXT_LIMITS } from '../limits';
import * as rule from './rules';
import { because, z } from './rules';

/** Inputs of manufacturing (productions, scans, errors): the API parses with these, the station screen checks with them. */

export const MANUFACTURING_LIMITS = { bulk: 500, errorsPerReport: 10, priority: 100 } as const;

/** A production by its id or its printed code (a scanner types the code). */
const productionRef = z
  .string({ error: 'Invalid production.' })
  .trim()
  .refine((v) => rule.ID_PATTERN.test(v) || PRODUCTION_CODE.test(v.toUpperCase()), because('invalid_id', 'Invalid production id or code.'))
  .transform((v) => (rule.ID_PATTERN.test(v) ? v : v.toUpperCase()));

const stations = ['Cutting', 'Printing', 'Sewing', 'Quality check', 'Packing'] as const satisfies ReadonlyArray<(typeof PRODUCTION_STEPS)[number]>;

/** mrpProductNextProcessStep: one scan, with the time it was scanned (a scan kept offline is sent later). */
export const scanProductionInput = z.object({
  _id: productionRef,
  station: rule.oneOf(stations, 'station').nullish(),
  scanned_at: z.date().nullish(),
});
export type ScanProductionInput = z.output<typeof scanProductionInput>;

/** reportMrpError: one or more error codes of a production, and a note. */
export const reportProductionErrorInput = z.object({
  _id: productionRef,
  errors: rule
    .listOf(z.number().int().min(1000).max(9999), MANUFACTURING_LIMITS.errorsPerReport, 'errors')
    .min(1, { error: 'Choose at least one error code.' }),
  note: rule.optional(rule.text(TEXT_LIMITS.short, 'Note')),
});
export type ReportProductionErrorInput = z.output<typeof reportProductionErrorInput>;

export const productionRefInput = z.object({ _id: productionRef });

/** updateMrpProducts: hold (or release) and reprioritise several productions. */
export const updateProductionsInput = z.object({
  ids: rule.listOf(rule.id('production id'), MANUFACTURING_LIMITS.bulk, 'ids').min(1, { error: 'Choose at least one production.' }),
  hold: z.boolean().nullish(),
  priority: rule.intIn(0, MANUFACTURING_LIMITS.priority, 'priority').nullish(),
});
export type UpdateProductionsInput = z.output<typeof updateProductionsInput>;

/** saveMrpErrorCode: root names, re-routes or switches off an error code (or adds one). */
export const saveProductionErrorCodeInput = z.object({
  code: z.number().int().min(1000).max(9999),
  step: rule.oneOf(stations, 'step'),
  key: rule.requiredText(60, 'Please enter the key.', 'Key'),
  label: rule.clearableText(TEXT_LIMITS.short, 'Label'),
  redo: rule.oneOf(PRODUCTION_STEPS, 'redo step'),
  reproduce: z.boolean(),
  active: z.boolean(),
});
export type SaveProductionErrorCodeInput = z.output<typeof saveProductionErrorCodeInput>;

/** mrpProducts filters. */
export const productionFilterInput = z.object({
  mrp_status: rule.oneOf(['All', ...PRODUCTION_STATUSES], 'status').nullish(),
  source: rule.oneOf(PRODUCTION_SOURCES, 'source').nullish(),
  merchant_group_id: rule.optional(rule.id('merchant group id')),
  product_type: rule.optional(rule.text(100, 'product type')),
  search: rule.optional(rule.text(100, 'search')),
  batch_id: rule.optional(rule.text(100, 'batch')),
  priority: z.boolean().nullish(),
  late: z.boolean().nullish(),
  order: rule.oneOf(PRODUCTION_ORDERS, 'order').nullish(),
});
export type ProductionFilterInput = z.output<typeof productionFilterInput>;

/** productionReport: the period tab (today, the last 7 days, this month). */
export const productionReportInput = z.object({ tab: rule.oneOf(PRODUCTION_REPORT_TABS, 'tab').default('last7day') });
export type ProductionReportInput = z.output<typeof productionReportInput>;
