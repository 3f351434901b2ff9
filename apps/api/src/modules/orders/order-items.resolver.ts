import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../platform/auth/access.guard';
import { loadersOf } from '../../platform/common/loaders';
import { urlContext } from '../../platform/common/url-context';
import { FilesService } from '../files/files.service';
import { OrderDesignModel, OrderItemModel } from './orders.models';

/** The pictures of a page of order lines' designs, in one query. */
@Resolver(() => OrderItemModel)
export class OrderItemsResolver {
  constructor(private readonly files: FilesService) {}

  @ResolveField(() => [OrderDesignModel])
  async design_files(@Parent() item: OrderItemModel, @Context() ctx: GqlContext): Promise<OrderDesignModel[]> {
    const loader = loadersOf(ctx).get<string, { url: string; name: string } | null>('orders.design-thumbnails', async (ids) => {
      const found = await this.files.thumbnailsOf(ids, urlContext(ctx));
      return ids.map((id) => found.get(id) ?? null);
    });
    return Promise.all(
      Object.entries(item.designs).map(async ([area, fileId]) => {
        const picture = await loader.load(fileId);
        return { area, file_id: fileId, url: picture?.url ?? null, name: picture?.name ?? null };
      }),
    );
  }
}
