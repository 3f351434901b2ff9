import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq } from 'drizzle-orm';
import { DB, type Db } from '../db/database';
import { jobs, type JobRow } from '../db/schema';
import { updateById } from '../common/by-id';

export type { JobRow };
export type JobRowChanges = Partial<Pick<typeof jobs.$inferInsert, 'status' | 'progress' | 'result' | 'error' | 'errorText'>>;

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

  /** A user's jobs, newest first (the jobs_created_by_idx order), one status or all. */
  pageOf(userId: string, status: string | undefined, limit: number, offset: number): Promise<JobRow[]> {
    return this.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.createdBy, userId), status ? eq(jobs.status, status) : undefined))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(limit)
      .offset(offset);
  }

  /** A user's jobs per status (a few hundred rows at most per user, read through jobs_created_by_idx). */
  async countsOf(userId: string): Promise<Record<string, number>> {
    const rows = await this.db.select({ status: jobs.status, n: count() }).from(jobs).where(eq(jobs.createdBy, userId)).groupBy(jobs.status);
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  }

  /** Applies changes and answers the row as it now is (null if it was removed). */
  update(id: string, changes: JobRowChanges): Promise<JobRow | null> {
    return updateById(this.db, jobs, id, changes);
  }
}
