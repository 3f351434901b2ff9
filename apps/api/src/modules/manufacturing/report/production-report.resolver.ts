import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { productionReportInput } from '@pod/shared';
import { Access, Can } from '../../../platform/auth/access';
import type { GqlContext } from '../../../platform/auth/access.guard';
import type { AuthContext } from '../../../platform/auth/auth-context';
import { CurrentAuth } from '../../../platform/auth/current-auth.decorator';
import { parseInput } from '../../../platform/common/validation';
import { ManufacturingService } from '../manufacturing.service';
import { manufactureHeader } from '../manufacture-header';
import { ProductionReportModel } from './production-report.models';
import { ProductionReportService } from './production-report.service';

/** /manufactures/{id}/report: the factory of the `x-manufacture` header, root and super_root only. */
@Resolver(() => ProductionReportModel)
export class ProductionReportResolver {
  constructor(
    private readonly report: ProductionReportService,
    private readonly manufacturing: ManufacturingService,
  ) {}

  @Query(() => ProductionReportModel)
  @Access(Can('production_report', 'view'))
  async productionReport(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('tab', { type: () => String, nullable: true }) tab?: string,
  ): Promise<ProductionReportModel> {
    const input = parseInput(productionReportInput, { tab: tab ?? undefined });
    const factory = await this.manufacturing.factoryOf(auth, manufactureHeader(ctx));
    return this.report.report(ctx, factory, input.tab);
  }
}
