import { ArgsType, Field } from '@nestjs/graphql';

/** dailyReport(tab, start, end): mirrors `dailyReportInput` of packages/shared. */
@ArgsType()
export class DailyReportArgs {
  @Field(() => String, { nullable: true }) tab?: string | null;
  /** DD-MM-YYYY, the range tab only. */
  @Field(() => String, { nullable: true }) start?: string | null;
  @Field(() => String, { nullable: true }) end?: string | null;
}
