import { hash, verify } from '@node-rs/argon2';
import { TEXT_LIMITS } from '@pod/shared';

// OWASP's argon2id minimum (19 MiB, 2 passes): strong, and ~20 ms here so login stays quick.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

// Verifying against this when the account does not exist keeps timing from revealing which emails are registered.
let dummyHash: Promise<string> | null = null;
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password', OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** null when acceptable, otherwise the message to show. */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== 'string' || password.length < TEXT_LIMITS.password.min) {
    return `Password must be at least ${TEXT_LIMITS.password.min} characters.`;
  }
  if (password.length > TEXT_LIMITS.password.max) return `Password must be at most ${TEXT_LIMITS.password.max} characters.`;
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'Password must contain at least one letter and one number.';
  return null;
}

const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/;
export function normalizeEmail(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const e = email.trim().toLowerCase();
  return e.length <= TEXT_LIMITS.email && EMAIL.test(e) ? e : null;
}
