/** A weekly period "1 Oct 2026 – 7 Oct 2026" in the interface language; its days are calendar days (UTC), never shifted by the browser's zone. */
export function periodText(start: string, end: string, language: string): string {
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return `${format.format(new Date(`${start}T00:00:00Z`))} – ${format.format(new Date(`${end}T00:00:00Z`))}`;
}

/** The date input's YYYY-MM-DD as the API's DD-MM-YYYY. */
export const toDmy = (iso: string | null) => (iso ? iso.split('-').reverse().join('-') : undefined);
