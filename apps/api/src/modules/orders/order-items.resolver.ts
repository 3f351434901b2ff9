import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../platform/auth/access.guard';
import { FilePictureLoader } from '../files/file-picture.loader';
import { OrderDesignModel, OrderItemModel } from './orders.models';

/** The pictures of a page of order lines' designs, in one query. */
@Resolver(() => OrderItemModel)
export class OrderItemsResolver {
  constructor(private readonly files: FilePictureLoader) {}

  @ResolveField(() => [OrderDesignModel])
  async design_files(@Parent() item: OrderItemModel, @Context() ctx: GqlContext): Promise<OrderDesignModel[]> {
    return Promise.all(
      Object.entries(item.designs).map(async ([area, fileId]) => {
        const picture = await this.files.thumbnail(ctx, fileId);
        return { area, file_id: fileId, url: picture?.url ?? null, name: picture?.name ?? null };
      }),
    );
  }
}
