import type { Role } from '@pod/shared';
import { hashPassword } from '../../src/platform/auth/passwords';
import { newId } from '../../src/platform/common/ids';
import type { Db } from '../../src/platform/db/database';
import { users, type NewUserRow } from '../../src/platform/db/schema';

export const PASSWORD = 'Test-pass-1';
let passwordHash: Promise<string> | null = null;

export type UserValues = Partial<NewUserRow> & { role: Role | string };

/** Inserts a user directly (fast), with the shared test password; the email is unique per call unless given. */
export async function insertUser(db: Db, values: UserValues): Promise<{ id: string; email: string }> {
  passwordHash ??= hashPassword(PASSWORD);
  const id = newId();
  const email = values.email ?? `${values.role}-${id.slice(-12)}@test.pod`;
  await db.insert(users).values({
    id,
    name: `${values.role} user`,
    groups: [values.role],
    passwordHash: await passwordHash,
    ...values,
    email,
  });
  return { id, email };
}
