import { Args, Context, Query, Resolver } from '@nestjs/graphql';
import { dailyReportInput } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { parseInput } from '../../platform/common/validation';
import { DailyReportArgs } from './reports.inputs';
import { DailyReportModel, DashboardModel } from './reports.models';
import { ReportsService } from './reports.service';

/** `/dashboard` (root, order_qc, sale, fulfiller; a seller sees their own) and `/daily-report` (root, super_root). */
@Resolver()
export class ReportsResolver {
  constructor(private readonly reports: ReportsService) {}

  @Query(() => DashboardModel)
  @Access(Can('dashboard', 'view'))
  dashboard(@CurrentAuth() auth: AuthContext): Promise<DashboardModel> {
    return this.reports.dashboard(auth);
  }

  @Query(() => DailyReportModel)
  @Access(Can('daily_report', 'view'))
  dailyReport(@Context() ctx: GqlContext, @Args() args: DailyReportArgs): Promise<DailyReportModel> {
    const input = parseInput(dailyReportInput, { tab: args.tab ?? 'today', start: args.start, end: args.end });
    return this.reports.dailyReport(ctx, input);
  }
}
