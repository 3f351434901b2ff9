/** A country's name in the reader's language from the browser (no country table in the list's bundle). */
export function regionName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
