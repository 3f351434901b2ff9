import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { PAGE_SIZE } from '@pod/shared';
import { Access, Can } from '../auth/access';
import type { GqlContext } from '../auth/access.guard';
import type { AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { resolvePaging, setTotal } from '../common/paging';
import type { UrlContext } from '../storage/storage.driver';
import { FileBlobModel, FileModel, FilesArgs, FileTagModel, SignedUploadModel } from './file.model';
import { FilesService } from './files.service';

/** The origin the client called, for storage URLs when PUBLIC_URL is not set. */
export function urlContext(ctx: GqlContext | undefined): UrlContext {
  const req = ctx?.req as unknown as { protocol?: string; get?: (h: string) => string | undefined } | undefined;
  const host = req?.get?.('host');
  return host && /^[\w.\-:[\]]+$/.test(host) ? { origin: `${req?.protocol ?? 'http'}://${host}` } : {};
}

@Resolver(() => FileModel)
export class FilesResolver {
  constructor(private readonly service: FilesService) {}

  /** Step 1 of an upload: answers the file id and the URL to PUT the bytes to. */
  @Mutation(() => SignedUploadModel)
  @Access(Can('files', 'add'))
  signedUpload(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('type') type: string,
    @Args('filename') filename: string,
    @Args('mimetype') mimetype: string,
    @Args('size', { type: () => Int }) size: number,
    @Args('sku', { nullable: true }) sku?: string,
  ): Promise<SignedUploadModel> {
    return this.service.signedUpload(auth, { type, filename, mimetype, size, sku }, urlContext(ctx));
  }

  /** Step 3, after the PUT: checks the object, marks the file ready and makes its image sizes. */
  @Mutation(() => FileModel)
  @Access(Can('files', 'add'))
  updatePreSignedFile(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext, @Args('_id', { type: () => ID }) id: string): Promise<FileModel> {
    return this.service.confirmUpload(auth, id, urlContext(ctx));
  }

  /** The file library: 32 a page by default, newest first; the total is in x-total. */
  @Query(() => [FileModel])
  @Access(Can('files', 'view'))
  async files(@Context() ctx: GqlContext, @Args() args: FilesArgs): Promise<FileModel[]> {
    const paging = resolvePaging(ctx, args, PAGE_SIZE.fileLibrary);
    const { items, total } = await this.service.list(args, paging, urlContext(ctx));
    setTotal(ctx, total);
    return items;
  }

  @Query(() => FileModel)
  @Access(Can('files', 'view'))
  file(@Context() ctx: GqlContext, @Args('_id', { type: () => ID }) id: string): Promise<FileModel> {
    return this.service.get(id, urlContext(ctx));
  }

  @Mutation(() => Boolean)
  @Access(Can('files', 'delete'))
  removeFile(@Args('_id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.remove(id);
  }

  @Query(() => [FileTagModel])
  @Access(Can('files', 'view'))
  fileTags(@Args('name', { nullable: true }) name?: string): Promise<FileTagModel[]> {
    return this.service.tags(name);
  }

  /** Sets a file's tags by name; new tags are created. */
  @Mutation(() => FileModel)
  @Access(Can('files', 'update'))
  saveFile(
    @Context() ctx: GqlContext,
    @Args('_id', { type: () => ID }) id: string,
    @Args('tags', { type: () => [String] }) tags: string[],
  ): Promise<FileModel> {
    return this.service.save(id, tags, urlContext(ctx));
  }

  /** The raw bytes of a file in our own storage (for the editor's canvas); any other URL is refused. */
  @Query(() => FileBlobModel)
  @Access(Can('files', 'view'))
  fileBlob(@Context() ctx: GqlContext, @Args('url') url: string): Promise<FileBlobModel> {
    return this.service.blob(url, urlContext(ctx));
  }
}
