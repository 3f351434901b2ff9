import { Inject } from '@nestjs/common';
import { Args, Context, ID, Query, Resolver, Subscription } from '@nestjs/graphql';
import type { PubSubEngine } from 'graphql-subscriptions';
import { isOneOf, isSuperLevel, JOB_STATUSES, type JobStatus } from '@pod/shared';
import type { GqlContext } from '../auth/access.guard';
import { Access, SignedIn } from '../auth/access';
import type { AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { BadField, NotFound } from '../common/errors';
import { countersType } from '../common/graphql/counters';
import { PageArgs, resolvePaging, setTotal } from '../common/paging';
import { isId } from '../common/ids';
import { PUB_SUB, TOPICS } from '../realtime/topics';
import { JobModel, toJobModel } from './job.model';
import { JobsService } from './jobs.service';

/** Over a Redis PubSub the model arrives as JSON: dates come back as strings. */
interface JobProgressMessage {
  jobProgress: Omit<JobModel, 'created_at' | 'updated_at'> & { created_at: Date | string; updated_at: Date | string };
}

/** The caller's jobs per status (the /jobs tabs). */
export const JobCountersModel = countersType('JobCounters', ['all', ...JOB_STATUSES]);
export type JobCountersModel = InstanceType<typeof JobCountersModel>;

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

  /** /jobs: the caller's own imports, exports and renders, newest first, one status or all (x-total). */
  @Query(() => [JobModel], { name: 'jobs' })
  @Access(SignedIn())
  async myJobs(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args() page: PageArgs,
    @Args('status', { nullable: true }) status?: string,
  ): Promise<JobModel[]> {
    if (status && !isOneOf(JOB_STATUSES, status)) throw BadField('status', 'unknown_value', `Unknown job status "${status}".`);
    const one = status ? (status as JobStatus) : undefined;
    const [rows, counts] = await Promise.all([this.jobs.mine(auth.user.id, one, resolvePaging(ctx, page)), this.jobs.myCounts(auth.user.id)]);
    setTotal(ctx, counts[one ?? 'all']);
    return rows.map(toJobModel);
  }

  @Query(() => JobCountersModel)
  @Access(SignedIn())
  jobCounters(@CurrentAuth() auth: AuthContext): Promise<JobCountersModel> {
    return this.jobs.myCounts(auth.user.id);
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
