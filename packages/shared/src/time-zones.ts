/**
 * The canonical IANA name of a time zone ('europe/berlin' -> 'Europe/Berlin'), or null when the runtime
 * knows no such zone. A factory's cut-offs and working days are counted in its zone.
 */
export function canonicalTimeZone(value: string): string | null {
  if (!value || value.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The zones a factory may pick: UTC, then every IANA zone this runtime knows. */
export function timeZoneNames(): string[] {
  return [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])];
}
