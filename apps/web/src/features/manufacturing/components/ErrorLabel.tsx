import { useCallback } from 'react';
import { useManufacturingT } from '../i18n';
import type { ErrorCodeRow } from '../useErrorCodes';

/** An error code's words: root's label, else the translated key; a code the list no longer has has none. */
export function useErrorName() {
  const { t } = useManufacturingT();
  return useCallback((row: ErrorCodeRow) => row.label || t(`errors.${row.key}`, { defaultValue: row.key }), [t]);
}

/** An error code with its words (`2011 · Design error`); a code the list no longer has shows alone. */
export function useErrorLabel(codes: ErrorCodeRow[]) {
  const name = useErrorName();
  const byCode = new Map(codes.map((c) => [c.code, c]));
  return (code: number) => {
    const row = byCode.get(code);
    return row ? `${code} · ${name(row)}` : String(code);
  };
}
