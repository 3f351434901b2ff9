/** A date helper called without params raises 'Missing params' (spec section 8). */
export class MissingParamsError extends Error {
  constructor() {
    super('Missing params');
  }
}

const DMY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Parses DD-MM-YYYY; returns null when it is not a real calendar date. */
export function parseDmy(value: string): { year: number; month: number; day: number } | null {
  const m = DMY.exec(value.trim());
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  const year = Number(m[3]);
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** `yyyy-mm-dd` (what a date input holds) as the API's DD-MM-YYYY, or undefined. */
export function isoDayToDmy(isoDay: string | null | undefined): string | undefined {
  const m = isoDay ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : undefined;
}

/**
 * start and end entered as DD-MM-YYYY become the ISO start of the start day and the ISO end of
 * the end day (spec section 7, users). Days are taken in UTC so the server and every client agree.
 */
export function dmyRangeToIso(start?: string | null, end?: string | null): { start?: string; end?: string } {
  if (start === undefined && end === undefined) throw new MissingParamsError();
  const out: { start?: string; end?: string } = {};
  if (start) {
    const d = parseDmy(start);
    if (!d) throw new RangeError(`Invalid date "${start}", expected DD-MM-YYYY`);
    out.start = new Date(Date.UTC(d.year, d.month - 1, d.day, 0, 0, 0, 0)).toISOString();
  }
  if (end) {
    const d = parseDmy(end);
    if (!d) throw new RangeError(`Invalid date "${end}", expected DD-MM-YYYY`);
    out.end = new Date(Date.UTC(d.year, d.month - 1, d.day, 23, 59, 59, 999)).toISOString();
  }
  return out;
}
