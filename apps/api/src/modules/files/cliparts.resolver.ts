import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { PAGE_SIZE, saveClipartInput } from '@pod/shared';
import { Access, Can, SignedIn } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import { resolvePaging, setTotal } from '../../platform/common/paging';
import { urlContext } from '../../platform/common/url-context';
import { parseInput } from '../../platform/common/validation';
import { ClipartModel, type FileModel } from './files.models';
import { ClipartsArgs } from './files.inputs';
import { FilesService } from './files.service';

const toClipart = (file: FileModel): ClipartModel => ({ _id: file._id, name: file.name, tags: file.tags, file });

/** The clipart library the editor uses: ready files of type clipart, 50 a page. Uploads go through signedUpload(type: "clipart"). */
@Resolver(() => ClipartModel)
export class ClipartsResolver {
  constructor(private readonly service: FilesService) {}

  @Query(() => [ClipartModel])
  @Access(SignedIn())
  async cliparts(@Context() ctx: GqlContext, @Args() args: ClipartsArgs): Promise<ClipartModel[]> {
    const paging = resolvePaging(ctx, args, PAGE_SIZE.clipart);
    const { items, total } = await this.service.list({ name: args.name, tags: args.tags, type: 'clipart' }, paging, urlContext(ctx));
    setTotal(ctx, total);
    return items.map(toClipart);
  }

  /** Names and tags a clipart item (tags by name; new ones are created). */
  @Mutation(() => ClipartModel)
  @Access(Can('files', 'update'))
  async saveClipart(
    @Context() ctx: GqlContext,
    @Args('_id', { type: () => ID }) id: string,
    @Args('name') name: string,
    @Args('tags', { type: () => [String] }) tags: string[],
  ): Promise<ClipartModel> {
    const input = parseInput(saveClipartInput, { _id: id, name, tags });
    return toClipart(await this.service.save(input._id, input.tags, urlContext(ctx), { name: input.name, type: 'clipart' }));
  }
}
