/** "US, de ,GB" → ['US', 'de', 'GB']: the comma-separated lists the forms take. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Reads `page` from the URL's search params (1 when absent or bad). */
export function pageOf(params: URLSearchParams): number {
  return Math.max(1, Number(params.get('page') ?? '1') || 1);
}
