/** Number formatting with 2 decimals (spec section 9). */
export function formatNumber2(value: unknown): string {
  return toFiniteNumber(value).toFixed(2);
}

function toFiniteNumber(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : 0;
}

export const RELATIVE_TIME_WINDOW_HOURS = 18;

export type RelativeUnit = 'second' | 'minute' | 'hour';
export type NotificationTime = { kind: 'relative'; value: number; unit: RelativeUnit } | { kind: 'absolute'; text: string };

/**
 * Notification time (spec section 9): within 18 hours a relative time (the web words it per
 * language), older ones as H:mm:ss DD/MM/YYYY in the viewer's local time.
 */
export function notificationTime(createdAtUnixSeconds: number, nowMs: number = Date.now()): NotificationTime {
  const diffSeconds = Math.max(0, Math.round(nowMs / 1000 - createdAtUnixSeconds));
  if (diffSeconds < RELATIVE_TIME_WINDOW_HOURS * 3600) {
    if (diffSeconds < 60) return { kind: 'relative', value: diffSeconds, unit: 'second' };
    if (diffSeconds < 3600) return { kind: 'relative', value: Math.floor(diffSeconds / 60), unit: 'minute' };
    return { kind: 'relative', value: Math.floor(diffSeconds / 3600), unit: 'hour' };
  }
  return { kind: 'absolute', text: formatHmsDmy(new Date(createdAtUnixSeconds * 1000)) };
}

/** H:mm:ss DD/MM/YYYY */
export function formatHmsDmy(d: Date): string {
  const p = (n: number) => n.toString().padStart(2, '0');
  return `${d.getHours()}:${p(d.getMinutes())}:${p(d.getSeconds())} ${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()}`;
}
