import { useManufacturingT } from '../i18n';
import type { ErrorCodeRow } from '../useErrorCodes';

/** An error code with its words (`2011 · Design error`); a code the list no longer has shows alone. */
export function useErrorLabel(codes: ErrorCodeRow[]) {
  const { t } = useManufacturingT();
  const byCode = new Map(codes.map((c) => [c.code, c]));
  return (code: number) => {
    const row = byCode.get(code);
    return row ? `${code} · ${t(`errors.${row.key}`)}` : String(code);
  };
}
