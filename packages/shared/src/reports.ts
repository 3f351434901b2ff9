/** The dashboard and the daily report (issue 33): periods and figures both the API and the screens use. */
import { centsToDecimal, toCents } from './money';

/** Daily report tabs (`/daily-report?tab=today`); `range` reads start and end. */
export const DAILY_REPORT_TABS = ['today', 'thismonth', 'range'] as const;
export type DailyReportTab = (typeof DAILY_REPORT_TABS)[number];

/** Days the dashboard's trend covers, today included. */
export const DASHBOARD_DAYS = 30;
/** The longest range the daily report reads at once. */
export const DAILY_REPORT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;

/** A calendar day (UTC) as YYYY-MM-DD. */
export function isoDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Every day from `from` to `to` (YYYY-MM-DD, both included). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) out.push(isoDay(new Date(t)));
  return out;
}

/** The days (UTC, both ends included) a daily report tab covers; `range` takes the given ISO days. */
export function dailyReportPeriod(tab: DailyReportTab, now: Date, start?: string, end?: string): { from: string; to: string } {
  const today = isoDay(now);
  if (tab === 'today') return { from: today, to: today };
  if (tab === 'thismonth') return { from: `${today.slice(0, 8)}01`, to: today };
  return { from: start ?? today, to: end ?? today };
}

/** The trend's first day: DASHBOARD_DAYS back from today. */
export function dashboardFrom(now: Date): string {
  return isoDay(new Date(now.getTime() - (DASHBOARD_DAYS - 1) * DAY_MS));
}

/** What is left of revenue once refunds and the production's base cost are taken off. */
export function salesMargin(revenue: string, refunds: string, baseCost: string): string {
  return centsToDecimal(toCents(revenue) - toCents(refunds) - toCents(baseCost));
}
