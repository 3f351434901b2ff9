import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { clampPage, clampPerPage, PAGE_SIZE } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import { Scope } from '../../platform/auth/scope';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { PageArgs, resolvePaging, setTotal } from '../../platform/common/paging';
import { UserRefLoader } from '../users/user-ref.loader';
import { UserRefModel } from '../users/users.models';
import { AdjustProductStockInput, InventoryArgs, StockHistoryArgs } from './catalogue.inputs';
import { InventoryLineModel, StockHistoryItemModel, StockHistoryPageModel, toStockHistoryModel } from './catalogue.models';
import { mediaUrl } from './catalogue.media';
import { StockService } from './stock.service';
import { STORAGE, type StorageDriver } from '../../platform/storage/storage.driver';

@Resolver(() => StockHistoryItemModel)
export class StockResolver {
  constructor(
    private readonly service: StockService,
    private readonly userRefs: UserRefLoader,
    @Inject(STORAGE) private readonly storage: StorageDriver,
  ) {}

  /** A preset's stock changes, newest first, 20 a page (spec section 9). */
  @Query(() => StockHistoryPageModel)
  @Access(Can('inventory', 'view'), Can('items', 'view'))
  @Scope('inventory', 'read')
  async paginateProductStockHistory(@Args() args: StockHistoryArgs): Promise<StockHistoryPageModel> {
    const pageSize = clampPerPage(args.page_size, PAGE_SIZE.stockHistory);
    const page = clampPage(args.page);
    const { rows, total, pages } = await this.service.history(args.product_id, pageSize, page);
    return { items: rows.map(toStockHistoryModel), total_items: total, current_page: page, total_pages: pages };
  }

  /** Changes a variant's stock by a signed quantity with a reason; answers the ledger row. */
  @Mutation(() => StockHistoryItemModel)
  @Access(Can('inventory', 'update'))
  @Scope('inventory', 'write')
  async adjustProductStock(@CurrentAuth() auth: AuthContext, @Args('input') input: AdjustProductStockInput): Promise<StockHistoryItemModel> {
    return toStockHistoryModel(await this.service.adjust(auth, input, auth.via));
  }

  /** Stock per variant: all, or only those at or under their low-stock mark; 20 a page, total in x-total. */
  @Query(() => [InventoryLineModel])
  @Access(Can('inventory', 'view'))
  @Scope('inventory', 'read')
  async productInventory(@Context() ctx: GqlContext, @Args() pageArgs: PageArgs, @Args() filters: InventoryArgs): Promise<InventoryLineModel[]> {
    const paging = resolvePaging(ctx, pageArgs);
    const [rows, total] = await this.service.inventory(
      { search: filters.search?.trim() || undefined, lowStock: filters.low_stock ?? undefined, provider: filters.provider || undefined },
      paging.perPage,
      paging.offset,
    );
    setTotal(ctx, total);
    return Promise.all(
      rows.map(async (r) => ({
        _id: r.id,
        product_id: r.presetId,
        product_name: r.presetName,
        image: await mediaUrl(this.storage, r.image, ctx),
        provider: r.provider,
        sku: r.sku,
        name_value: r.nameValue,
        stock: r.stock,
        low_stock_at: r.lowStockAt,
        in_stock: r.inStock,
        location_id: r.locationId,
      })),
    );
  }

  @ResolveField(() => UserRefModel, { nullable: true })
  changed_by(@Parent() item: StockHistoryItemModel, @Context() ctx: GqlContext): Promise<UserRefModel | null> {
    return this.userRefs.load(ctx, item.changed_by_id);
  }
}
