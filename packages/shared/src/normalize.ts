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
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 5 ? n : undefined;
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

/** Price additions pass through a number conversion; what is not a number becomes 0. */
export function toNumberOrZero(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || NaN);
  return Number.isFinite(n) ? n : 0;
}

/** Exact decimal money string with 2 places from a number or numeric string; null when not numeric. */
export function toMoneyString(value: unknown): string | null {
  const s = typeof value === 'number' ? (Number.isFinite(value) ? value.toString() : '') : String(value ?? '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(s) && !/^-?\d+(\.\d+)?e[-+]?\d+$/i.test(s)) return null;
  const n = Number(s);
  if (!Number.isFinite(n) || Math.abs(n) >= 1e12) return null;
  const negative = n < 0;
  const cents = Math.round(Math.abs(n) * 100 + 1e-9);
  return `${negative && cents > 0 ? '-' : ''}${Math.floor(cents / 100)}.${(cents % 100).toString().padStart(2, '0')}`;
}

/** For the user list, the status filter 'Opened' means no status filter (spec section 4). */
export function normalizeUserStatusFilter(status: string | null | undefined): string | undefined {
  if (!status || status === 'Opened' || status === 'All') return undefined;
  return status;
}
