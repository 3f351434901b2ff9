import { PRODUCTION_CODE } from '../manufacturing';
import { PACKAGE_CODE, PACKAGE_SOURCES, PACKAGE_TABS } from '../packing';
import * as rule from './rules';
import { because, z } from './rules';

/** Inputs of packing (box packages, bins, labels): the API parses with these, the packing screens check with them. */

export const PACKING_LIMITS = { weight: 100_000, size: 500, split: 500, tracking: 40 } as const;

/** A production by id or printed code (the packing station's scanner types the code). */
const productionRef = z
  .string({ error: 'Invalid production.' })
  .trim()
  .refine((v) => rule.ID_PATTERN.test(v) || PRODUCTION_CODE.test(v.toUpperCase()), because('invalid_id', 'Invalid production id or code.'))
  .transform((v) => (rule.ID_PATTERN.test(v) ? v : v.toUpperCase()));

/** A package by id or printed code. */
export const packageRef = z
  .string({ error: 'Invalid package.' })
  .trim()
  .refine((v) => rule.ID_PATTERN.test(v) || PACKAGE_CODE.test(v.toUpperCase()), because('invalid_id', 'Invalid package id or code.'))
  .transform((v) => (rule.ID_PATTERN.test(v) ? v : v.toUpperCase()));

const tracking = z
  .string({ error: 'Invalid tracking number.' })
  .trim()
  .min(4, { error: 'The tracking number is too short.' })
  .max(PACKING_LIMITS.tracking, { error: 'The tracking number is too long.' })
  .refine((v) => /^[A-Za-z0-9-]+$/.test(v), because('invalid_character', 'A tracking number has letters, digits and dashes only.'))
  .transform((v) => v.toUpperCase());

/** Box Packages: a status tab, the intake, one shipping method (or `mulstran`, every one), a code or order number. */
export const packageFilterInput = z.object({
  status: rule.oneOf(PACKAGE_TABS, 'status').nullish(),
  source: rule.oneOf(PACKAGE_SOURCES, 'source').nullish(),
  shipping: rule.optional(rule.text(100, 'shipping')),
  search: rule.optional(rule.text(100, 'search')),
});
export type PackageFilterInput = z.output<typeof packageFilterInput>;

/** packMrpProduct: a unit scanned at the packing station. */
export const packProductionInput = z.object({ code: productionRef });
export type PackProductionInput = z.output<typeof packProductionInput>;

export const packageRefInput = z.object({ _id: packageRef });
export type PackageRefInput = z.output<typeof packageRefInput>;

/** mrpPackageSplit: these units leave the package for a new one of the same order. */
export const splitPackageInput = z.object({
  _id: packageRef,
  production_ids: rule.listOf(rule.id('production id'), PACKING_LIMITS.split, 'production_ids').min(1, { error: 'Choose at least one unit.' }),
});
export type SplitPackageInput = z.output<typeof splitPackageInput>;

const size = (label: string) => rule.intIn(1, PACKING_LIMITS.size, label).nullish();

/** setMrpPackageMeasures: the weighed package (grams, at least 1) and its box (cm). */
export const packageMeasuresInput = z.object({
  _id: packageRef,
  weight: rule.intIn(1, PACKING_LIMITS.weight, 'Weight'),
  width: size('Width'),
  height: size('Height'),
  length: size('Length'),
  /** What the carrier charged: a cost, never negative. */
  real_cost: rule.cost('Real cost').nullish(),
});
export type PackageMeasuresInput = z.output<typeof packageMeasuresInput>;

/** setMrpPackageTracking: the seller ships it (ship_by_seller) and gives the carrier's tracking number. */
export const packageTrackingInput = z.object({
  _id: packageRef,
  tracking_number: tracking,
  carrier: rule.requiredText(60, 'Name the carrier.', 'Carrier'),
});
export type PackageTrackingInput = z.output<typeof packageTrackingInput>;

/** scanPackageTracking: a label scanned at hand-over. */
export const scanTrackingInput = z.object({ tracking: tracking });
export type ScanTrackingInput = z.output<typeof scanTrackingInput>;

/** One row of the seller-label import: the order, the seller's tracking number and their label PDF (an uploaded file). */
export const packageLabelImportRow = z.object({
  order_number: rule.intIn(1, Number.MAX_SAFE_INTEGER, 'Order number'),
  tracking_number: tracking,
  carrier: rule.optional(rule.text(60, 'Carrier')),
  label_file_id: rule.id('label file'),
});
export type PackageLabelImportRow = z.output<typeof packageLabelImportRow>;
