import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Access, SignedIn } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { JsonScalar } from '../../platform/common/graphql/scalars';
import { urlContext } from '../../platform/common/url-context';
import { JobModel } from '../../platform/jobs/job.model';
import { ExportRegistry } from './exports.registry';
import { ExportsService } from './exports.service';

@Resolver()
export class ExportsResolver {
  constructor(
    private readonly exports: ExportsService,
    private readonly registry: ExportRegistry,
  ) {}

  /**
   * Exports a list with the filters of its list query (e.g. list "users", filters { status: "Active" })
   * as csv or xlsx. Answers the job: poll `job(_id)` for progress; its result holds the download url.
   * Each list requires its own view permission, checked here.
   */
  @Mutation(() => JobModel)
  @Access(SignedIn())
  exportList(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('list') list: string,
    @Args('format') format: string,
    @Args('filters', { type: () => JsonScalar, nullable: true }) filters?: unknown,
  ): Promise<JobModel> {
    return this.exports.start(auth, { list, format, filters }, urlContext(ctx));
  }

  /** Names of the lists that can be exported. */
  @Query(() => [String])
  @Access(SignedIn())
  exportableLists(): string[] {
    return this.registry.names();
  }
}
