/** `yyyy-mm-dd` (a date input) as the API's DD-MM-YYYY, or undefined. */
export function dmyOf(isoDay: string | null): string | undefined {
  const m = isoDay ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : undefined;
}

/** A country's name in the reader's language from the browser (no country table in the list's bundle). */
export function regionName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
