import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DB, type Db } from '../db/database';
import { jobs, type JobRow } from '../db/schema';

export type { JobRow };
export type JobRowChanges = Partial<Pick<typeof jobs.$inferInsert, 'status' | 'progress' | 'result' | 'error'>>;

/** The only place that queries the `jobs` table (work a user waits for). */
@Injectable()
export class JobsRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  async insert(row: { id: string; queue: string; name: string; payload: object; createdBy: string | null }): Promise<void> {
    await this.db.insert(jobs).values({ ...row, payload: row.payload as Record<string, unknown>, status: 'queued' });
  }

  async findById(id: string): Promise<JobRow | null> {
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, id));
    return row ?? null;
  }

  /** Applies changes and answers the row as it now is (null if it was removed). */
  async update(id: string, changes: JobRowChanges): Promise<JobRow | null> {
    const [row] = await this.db
      .update(jobs)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(jobs.id, id))
      .returning();
    return row ?? null;
  }
}
