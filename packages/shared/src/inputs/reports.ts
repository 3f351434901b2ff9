import { parseDmy } from '../dates';
import { DAILY_REPORT_MAX_DAYS, DAILY_REPORT_TABS } from '../reports';
import * as rule from './rules';
import { z } from './rules';

const isoOf = (dmy: string): string => {
  const d = parseDmy(dmy);
  return d ? `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}` : '';
};

/** dailyReport(tab, start, end): start and end (DD-MM-YYYY, as the app's date fields) only for the range tab. */
export const dailyReportInput = z
  .object({
    tab: rule.oneOf(DAILY_REPORT_TABS, 'tab'),
    start: rule.optional(rule.dmyDate('start date')),
    end: rule.optional(rule.dmyDate('end date')),
  })
  .transform((v) => ({ tab: v.tab, start: v.start ? isoOf(v.start) : undefined, end: v.end ? isoOf(v.end) : undefined }))
  .superRefine((v, ctx) => {
    if (v.tab !== 'range') return;
    if (!v.start) ctx.addIssue({ code: 'custom', path: ['start'], message: 'Please enter the start date.', params: { reason: 'required' } });
    if (!v.end) ctx.addIssue({ code: 'custom', path: ['end'], message: 'Please enter the end date.', params: { reason: 'required' } });
    if (v.start && v.end) {
      const days = (Date.parse(v.end) - Date.parse(v.start)) / 86_400_000;
      if (days < 0) ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end date is before the start date.', params: { reason: 'range' } });
      else if (days >= DAILY_REPORT_MAX_DAYS)
        ctx.addIssue({ code: 'custom', path: ['end'], message: `A report covers at most ${DAILY_REPORT_MAX_DAYS} days.`, params: { reason: 'range' } });
    }
  });
export type DailyReportInput = z.output<typeof dailyReportInput>;
