import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { fileIdInput, PAGE_SIZE, saveFileInput, signedUploadInput } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { resolvePaging, setTotal } from '../../platform/common/paging';
import { urlContext } from '../../platform/common/url-context';
import { parseInput } from '../../platform/common/validation';
import { FileBlobModel, FileModel, FileTagModel } from './files.models';
import { SignedUploadModel } from '../../platform/storage/signed-upload.models';
import { FilesArgs } from './files.inputs';
import { FilesService } from './files.service';

@Resolver(() => FileModel)
export class FilesResolver {
  constructor(private readonly service: FilesService) {}

  /** Step 1 of an upload: answers the file id and the URL to PUT the bytes to. */
  @Mutation(() => SignedUploadModel)
  @Access(Can('files', 'add'), Can('designs', 'add'), Can('designs', 'update'))
  signedUpload(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('type') type: string,
    @Args('filename') filename: string,
    @Args('mimetype') mimetype: string,
    @Args('size', { type: () => Int }) size: number,
    @Args('sku', { nullable: true }) sku?: string,
  ): Promise<SignedUploadModel> {
    return this.service.signedUpload(auth, parseInput(signedUploadInput, { type, filename, mimetype, size, sku }), urlContext(ctx));
  }

  /** Step 3, after the PUT: checks the object, marks the file ready and makes its image sizes. */
  @Mutation(() => FileModel)
  @Access(Can('files', 'add'), Can('designs', 'add'), Can('designs', 'update'))
  updatePreSignedFile(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext, @Args('_id', { type: () => ID }) id: string): Promise<FileModel> {
    return this.service.confirmUpload(auth, parseInput(fileIdInput, { _id: id })._id, urlContext(ctx));
  }

  /** The file library: 32 a page by default, newest first; the total is in x-total. Designers see their own design pictures. */
  @Query(() => [FileModel])
  @Access(Can('files', 'view'), Can('designs', 'view'))
  async files(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext, @Args() args: FilesArgs): Promise<FileModel[]> {
    const paging = resolvePaging(ctx, args, PAGE_SIZE.fileLibrary);
    const { items, total } = await this.service.list(this.service.argsFor(auth, args), paging, urlContext(ctx));
    setTotal(ctx, total);
    return items;
  }

  @Query(() => FileModel)
  @Access(Can('files', 'view'), Can('designs', 'view'))
  file(@CurrentAuth() auth: AuthContext, @Context() ctx: GqlContext, @Args('_id', { type: () => ID }) id: string): Promise<FileModel> {
    return this.service.getFor(auth, id, urlContext(ctx));
  }

  @Mutation(() => Boolean)
  @Access(Can('files', 'delete'))
  removeFile(@Args('_id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.remove(parseInput(fileIdInput, { _id: id })._id);
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
    const input = parseInput(saveFileInput, { _id: id, tags });
    return this.service.save(input._id, input.tags, urlContext(ctx));
  }

  /** The raw bytes of a file in our own storage (for the editor's canvas); any other URL is refused. */
  @Query(() => FileBlobModel)
  @Access(Can('files', 'view'))
  fileBlob(@Context() ctx: GqlContext, @Args('url') url: string): Promise<FileBlobModel> {
    return this.service.blob(url, urlContext(ctx));
  }
}
