import { TEXT_LIMITS } from '@pod/shared';

/** DD-MM-YYYY with a real calendar date. */
export function isDmy(v: string): boolean {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(v.trim());
  if (!m) return false;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export const EMAIL_RE = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/;

/** The same password rule the server applies; answers an error key or null. */
export function passwordErrorKey(pw: string): string | null {
  if (pw.length < TEXT_LIMITS.password.min || pw.length > TEXT_LIMITS.password.max) return 'errors.password_weak';
  if (!/[A-Za-z]/.test(pw) || !/\d/.test(pw)) return 'errors.password_weak';
  return null;
}

export function isNonNegInt(v: string): boolean {
  return v.trim() === '' || /^\d{1,7}$/.test(v.trim());
}

export function isMoney(v: string): boolean {
  return v.trim() === '' || /^-?\d{1,12}(\.\d{1,2})?$/.test(v.trim());
}

export const URL_RE = /^https?:\/\/[^\s]+$/i;
