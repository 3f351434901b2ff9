import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { GqlContext } from '../../platform/auth/access.guard';
import { loadersOf } from '../../platform/common/loaders';
import { MrpProductModel } from '../manufacturing/manufacturing.models';
import { ManufacturingBatchesService } from './manufacturing-batches.service';

/** A production's batch by its code (the productions list links it): batches own their codes, so this module answers the field. */
@Resolver(() => MrpProductModel)
export class ProductionBatchResolver {
  constructor(private readonly service: ManufacturingBatchesService) {}

  @ResolveField(() => String, { nullable: true })
  batch_code(@Parent() production: MrpProductModel, @Context() ctx: GqlContext): Promise<string | null> {
    if (!production.batch_id) return Promise.resolve(null);
    return loadersOf(ctx)
      .get<string, string | null>('mrpProducts.batchCode', async (ids) => {
        const codes = await this.service.codesOf(ids);
        return ids.map((id) => codes.get(id) ?? null);
      })
      .load(production.batch_id);
  }
}
