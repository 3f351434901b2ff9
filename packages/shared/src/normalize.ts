import { ACTIVE_TRACKING_DAY } from './limits';
/** Layout settings that are rounded to 2 decimals (spec section 5). */
export const ROUNDED_LAYOUT_KEYS = [
  'x',
  'y',
  'width',
  'height',
  'fontSize',
  'lineHeight',
  'opacity',
  'rotation',
  'knewX',
  'knewY',
  'scaleX',
  'scaleY',
  'letterSpacing',
] as const;

export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Active tracking day: an integer 1 to 5, otherwise omitted (undefined). */
export function normalizeActiveTrackingDay(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= ACTIVE_TRACKING_DAY.min && n <= ACTIVE_TRACKING_DAY.max ? n : undefined;
}

/** vip and wholesale_level: parsed to integers, default 0. */
export function toIntOrZero(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** Boolean flags are coerced to true/false ('true', '1', 1, true are true). */
export function toBool(value: unknown): boolean {
  if (typeof value === 'string') return ['true', '1', 'yes', 'on'].includes(value.trim().toLowerCase());
  return value === true || value === 1;
}
