import { Inject } from '@nestjs/common';
import { Args, ID, Query, Resolver, Subscription } from '@nestjs/graphql';
import type { PubSubEngine } from 'graphql-subscriptions';
import { isSuperLevel } from '@pod/shared';
import { Access, SignedIn } from '../auth/access';
import type { AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { NotFound } from '../common/errors';
import { isId } from '../common/ids';
import { PUB_SUB, TOPICS } from '../realtime/topics';
import { JobModel, toJobModel } from './job.model';
import { JobsService } from './jobs.service';

/** Over a Redis PubSub the model arrives as JSON: dates come back as strings. */
interface JobProgressMessage {
  jobProgress: Omit<JobModel, 'created_at' | 'updated_at'> & { created_at: Date | string; updated_at: Date | string };
}

@Resolver(() => JobModel)
export class JobsResolver {
  constructor(
    private readonly jobs: JobsService,
    @Inject(PUB_SUB) private readonly pubsub: PubSubEngine,
  ) {}

  /** A job the caller started (super-level users see any). */
  private async visibleJob(auth: AuthContext, id: string): Promise<JobModel> {
    const row = isId(id) ? await this.jobs.find(id) : null;
    if (!row || (row.createdBy !== auth.user.id && !isSuperLevel(auth.user))) throw NotFound('Job');
    return toJobModel(row);
  }

  @Query(() => JobModel)
  @Access(SignedIn())
  job(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string): Promise<JobModel> {
    return this.visibleJob(auth, id);
  }

  /** Every change of a job the caller may see (status, progress, result), pushed from whichever worker runs it. */
  @Subscription(() => JobModel, {
    resolve: ({ jobProgress: job }: JobProgressMessage): JobModel => ({ ...job, created_at: new Date(job.created_at), updated_at: new Date(job.updated_at) }),
  })
  @Access(SignedIn())
  async jobProgress(@CurrentAuth() auth: AuthContext, @Args('_id', { type: () => ID }) id: string) {
    await this.visibleJob(auth, id);
    return this.pubsub.asyncIterableIterator(TOPICS.jobProgress(id));
  }
}
