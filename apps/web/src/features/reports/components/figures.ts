import { isoDay } from '@pod/shared';

/** `YYYY-MM-DD` as the orders list's date filter reads it (DD-MM-YYYY). */
export function dmyOf(day: string): string {
  return day.split('-').reverse().join('-');
}

/** The orders list of one day (every status). */
export function ordersOfDay(day: string): string {
  const d = dmyOf(day);
  return `/orders?status=All&start=${d}&end=${d}`;
}

/** The orders list of one status. */
export function ordersOfStatus(status: string): string {
  return `/orders?status=${encodeURIComponent(status)}`;
}

/** Today's figures among the trend's days (the last one), or none. */
export function todayOf<T extends { key: string }>(days: readonly T[], now = new Date()): T | undefined {
  const today = isoDay(now);
  return days.find((d) => d.key === today);
}

/** Money as a chart reads it (a number of whole units and cents); the tables show the exact string. */
export function chartMoney(value: string): number {
  return Math.round(Number(value) * 100) / 100;
}
