// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;

/** Free text as stored in a single-line field: no control characters, spaces collapsed, trimmed. */
export function cleanLine(raw: unknown): string {
  return typeof raw === 'string' ? raw.replace(CONTROL_CHARS, '').replace(/\s+/g, ' ').trim() : '';
}

/** Removes control characters (NUL, line breaks, escapes) only, keeping the spacing as given. */
export function stripControlChars(raw: string): string {
  return raw.replace(CONTROL_CHARS, '');
}
