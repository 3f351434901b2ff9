import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Access, SignedIn } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { urlContext } from '../../platform/common/url-context';
import { JobModel } from '../../platform/jobs/job.model';
import { SignedUploadModel } from '../../platform/storage/signed-upload.models';
import { ImportPreviewModel } from './imports.models';
import { ImportRegistry } from './imports.registry';
import { ImportsService } from './imports.service';

/**
 * Imports, in three calls: importUpload (then PUT the file), importPreview, importConfirm (a job;
 * poll `job(_id)`). Each kind requires its own permission (users:add for users), checked in the service.
 */
@Resolver()
export class ImportsResolver {
  constructor(
    private readonly imports: ImportsService,
    private readonly registry: ImportRegistry,
  ) {}

  /** Where to PUT a CSV or XLSX file for an import of `kind`. */
  @Mutation(() => SignedUploadModel)
  @Access(SignedIn())
  importUpload(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('kind') kind: string,
    @Args('filename') filename: string,
    @Args('mimetype') mimetype: string,
    @Args('size', { type: () => Int }) size: number,
  ): Promise<SignedUploadModel> {
    return this.imports.upload(auth, kind, { filename, mimetype, size }, urlContext(ctx));
  }

  /** After the PUT: every row checked, nothing written. */
  @Mutation(() => ImportPreviewModel)
  @Access(SignedIn())
  importPreview(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('kind') kind: string,
    @Args('file_id', { type: () => ID }) fileId: string,
  ): Promise<ImportPreviewModel> {
    return this.imports.preview(auth, kind, fileId, urlContext(ctx));
  }

  /** Writes the rows in a job: policy all_or_nothing or skip_failed. The job's result lists every refused row. */
  @Mutation(() => JobModel)
  @Access(SignedIn())
  importConfirm(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('kind') kind: string,
    @Args('file_id', { type: () => ID }) fileId: string,
    @Args('policy') policy: string,
  ): Promise<JobModel> {
    return this.imports.confirm(auth, kind, fileId, policy, urlContext(ctx));
  }

  /** Names of the import kinds. */
  @Query(() => [String])
  @Access(SignedIn())
  importKinds(): string[] {
    return this.registry.names();
  }
}
