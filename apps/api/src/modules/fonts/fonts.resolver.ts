import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { fontIdInput, fontUpdatePreSignedFileInput, PAGE_SIZE, signedUploadFontInput } from '@pod/shared';
import { Access, Can, SignedIn } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { resolvePaging, setTotal } from '../../platform/common/paging';
import { urlContext } from '../../platform/common/url-context';
import { parseInput } from '../../platform/common/validation';
import { FontModel, FontUploadModel } from './fonts.models';
import { FontsArgs, FontUploadFileInput } from './fonts.inputs';
import { FontsService } from './fonts.service';

@Resolver(() => FontModel)
export class FontsResolver {
  constructor(private readonly service: FontsService) {}

  /** Fonts by family name, provider, id or ids; 20 a page, the total in x-total. Every editor user needs them. */
  @Query(() => [FontModel])
  @Access(SignedIn())
  async fonts(@Context() ctx: GqlContext, @Args() args: FontsArgs): Promise<FontModel[]> {
    const paging = resolvePaging(ctx, args, PAGE_SIZE.list);
    const { items, total } = await this.service.list(args, paging, urlContext(ctx));
    setTotal(ctx, total);
    return items;
  }

  /** Step 1 of a custom font upload: a signed PUT URL per file. */
  @Mutation(() => [FontUploadModel])
  @Access(Can('fonts', 'add'))
  signedUploadFont(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('family') family: string,
    @Args('files', { type: () => [FontUploadFileInput] }) files: FontUploadFileInput[],
  ): Promise<FontUploadModel[]> {
    return this.service.signedUpload(auth, parseInput(signedUploadFontInput, { family, files }), urlContext(ctx));
  }

  /** Step 3, after the PUTs: checks and parses each file, reads weight and style, publishes the family. */
  @Mutation(() => FontModel)
  @Access(Can('fonts', 'add'))
  fontUpdatePreSignedFile(
    @Context() ctx: GqlContext,
    @Args('family') family: string,
    @Args('variants', { type: () => [String] }) variants: string[],
  ): Promise<FontModel> {
    const input = parseInput(fontUpdatePreSignedFileInput, { family, variants });
    return this.service.confirmUpload(input.family, input.variants, urlContext(ctx));
  }

  @Mutation(() => Boolean)
  @Access(Can('fonts', 'delete'))
  removeFont(@Args('_id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.remove(parseInput(fontIdInput, { _id: id })._id);
  }

  /** Queues the import of the Google Fonts catalogue from the installed @fontsource packages; answers the job id. */
  @Mutation(() => ID)
  @Access(Can('fonts', 'add'))
  importGoogleFonts(@CurrentAuth() auth: AuthContext): Promise<string> {
    return this.service.importGoogle(auth);
  }
}
