import { randomBytes } from 'node:crypto';
import { WEEKDAYS, type Weekday } from '@pod/shared';

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A new production code: `P` and 8 random base-36 characters (PRODUCTION_CODE), printed as Code 128. */
export function newProductionCode(): string {
  const bytes = randomBytes(8);
  return `P${Array.from(bytes, (b) => BASE36[b % 36]).join('')}`;
}

/** `from` moved on by `days` of the factory's working days (a factory with none counts every day). */
export function addWorkingDays(from: Date, days: number, workingDays: readonly Weekday[]): Date {
  const open = new Set(workingDays.length ? workingDays : WEEKDAYS);
  const at = new Date(from);
  for (let left = days; left > 0;) {
    at.setUTCDate(at.getUTCDate() + 1);
    // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
    if (open.has(WEEKDAYS[(at.getUTCDay() + 6) % 7])) left--;
  }
  return at;
}
