import { Args, Context, Mutation, Resolver } from '@nestjs/graphql';
import { Access, Can } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { JsonScalar } from '../../platform/common/graphql/scalars';
import { urlContext } from '../../platform/common/url-context';
import { PrintFileModel, RenderedMockupModel } from './render.models';
import { RenderService } from './render.service';

/**
 * Renders a mockup document directly: what the editor's preview and save operations do through
 * RenderService. Root (items module) edits preset templates; sellers (catalog module) design
 * products from the catalogue and see their previews.
 */
@Resolver()
export class RenderResolver {
  constructor(private readonly render: RenderService) {}

  /** A side's mockup tinted with `color` (#rrggbb; the document's colour otherwise), with every image size. */
  @Mutation(() => RenderedMockupModel)
  @Access(Can('items', 'add'), Can('catalog', 'view'))
  renderMockupSide(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('document', { type: () => JsonScalar }) document: unknown,
    @Args('side') side: string,
    @Args('color', { nullable: true }) color?: string,
  ): Promise<RenderedMockupModel> {
    return this.render.renderSide(document, side, color, { caller: auth, ctx: urlContext(ctx) });
  }

  /** The document's print files, one per print area with something to print. */
  @Mutation(() => [PrintFileModel])
  @Access(Can('items', 'add'), Can('catalog', 'view'))
  renderPrintFiles(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('document', { type: () => JsonScalar }) document: unknown,
  ): Promise<PrintFileModel[]> {
    return this.render.renderPrintFiles(document, { caller: auth, ctx: urlContext(ctx) });
  }
}
