import type { ManufactureStation } from './enums';

// Apart from the rest of manufacturing.ts, so the menu (in every signed-in bundle) reads them without the error-code tables.

/**
 * A production is one unit of one order line on its way through a factory (issue: manufacturing).
 * Its status is the queue it waits in: released productions wait in To Do; the first station's
 * scan takes the blank from stock and starts it there; each later scan at the station it waits
 * at sends it on to its next step, until it waits at Packing (the box packages take it from there).
 */
export const PRODUCTION_STEPS = ['To Do', 'Cutting', 'Printing', 'Sewing', 'Quality check', 'Packing'] as const;
export type ProductionStep = (typeof PRODUCTION_STEPS)[number];

/** The station each worker role scans at; root and super_root name the station they scan for. */
export const ROLE_STEP = {
  cutting: 'Cutting',
  printer: 'Printing',
  sewer: 'Sewing',
  order_qc: 'Quality check',
  packager: 'Packing',
} as const satisfies Record<string, ProductionStep>;

/** The factory station flag each step needs (Quality check runs wherever packing does). */
export const STEP_STATION: Record<Exclude<ProductionStep, 'To Do'>, ManufactureStation> = {
  Cutting: 'cutting',
  Printing: 'printing',
  Sewing: 'sewing',
  'Quality check': 'packing',
  Packing: 'packing',
};
