import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { invitations, type InvitationRow } from '../../platform/db/schema';

/** The one place that reads and writes invitations. */
@Injectable()
export class InvitationsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async insert(values: typeof invitations.$inferInsert): Promise<InvitationRow> {
    const [row] = await this.db.insert(invitations).values(values).returning();
    return row;
  }

  /**
   * Marks the invitation with this code used by `userId`, if it is unused, unexpired and made out
   * to `email` or to anyone; in one statement, so two sign-ups cannot both use one code.
   */
  async claim(codeHash: string, email: string, userId: string, tx: DbOrTx): Promise<InvitationRow | null> {
    const [row] = await tx
      .update(invitations)
      .set({ usedAt: sql`now()`, usedBy: userId })
      .where(
        and(
          eq(invitations.codeHash, codeHash),
          isNull(invitations.usedAt),
          gt(invitations.expiresAt, sql`now()`),
          or(isNull(invitations.email), eq(invitations.email, email)),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Invitations that can still be used, soonest to expire first. */
  pending(): Promise<InvitationRow[]> {
    return this.db
      .select()
      .from(invitations)
      .where(and(isNull(invitations.usedAt), gt(invitations.expiresAt, sql`now()`)))
      .orderBy(asc(invitations.expiresAt), asc(invitations.id));
  }

  /** Ends a pending invitation now (kept, expired, so who made it stays on record); null when it was not pending. */
  async expire(id: string): Promise<InvitationRow | null> {
    const [row] = await this.db
      .update(invitations)
      .set({ expiresAt: sql`now()` })
      .where(and(eq(invitations.id, id), isNull(invitations.usedAt), gt(invitations.expiresAt, sql`now()`)))
      .returning();
    return row ?? null;
  }
}
