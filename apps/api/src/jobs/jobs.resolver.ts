import { Inject } from '@nestjs/common';
import { Args, ID, Query, Resolver } from '@nestjs/graphql';
import { eq } from 'drizzle-orm';
import { isSuperLevel } from '@pod/shared';
import { Access, SignedIn } from '../auth/access';
import type { AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { NotFound } from '../common/errors';
import { isId } from '../common/ids';
import { DB, type Db } from '../db/database';
import { jobs } from '../db/schema';
import { JobModel } from './job.model';

@Resolver(() => JobModel)
export class JobsResolver {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** A job the caller started (super-level users see any). */
  @Query(() => JobModel)
  @Access(SignedIn())
  async job(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<JobModel> {
    if (!isId(id)) throw NotFound('Job');
    const [row] = await this.db.select().from(jobs).where(eq(jobs.id, id));
    if (!row || (row.createdBy !== auth.user.id && !isSuperLevel(auth.user))) throw NotFound('Job');
    return {
      _id: row.id,
      queue: row.queue,
      name: row.name,
      status: row.status,
      progress: row.progress,
      result: row.result ?? null,
      error: row.error ?? undefined,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
    };
  }
}
