import { notificationTime } from '@pod/shared';

/** Relative wording within 18 h in the viewer's language, else H:mm:ss DD/MM/YYYY. */
export function formatNotificationTime(createdAt: number, language: string, justNow: string, now: number = Date.now()): string {
  const tm = notificationTime(createdAt, now);
  if (tm.kind === 'absolute') return tm.text;
  if (tm.unit === 'second' && tm.value < 10) return justNow;
  try {
    return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-tm.value, tm.unit);
  } catch {
    return new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(-tm.value, tm.unit);
  }
}
