import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class StationDayModel {
  /** The UTC day, YYYY-MM-DD. */
  @Field() day: string;
  @Field() station: string;
  @Field(() => Int) units: number;
}

@ObjectType()
export class WorkerUnitsModel {
  @Field(() => ID) worker_id: string;
  @Field(() => String, { nullable: true }) worker_name: string | null;
  @Field() station: string;
  @Field(() => Int) units: number;
}

@ObjectType()
export class StationErrorsModel {
  @Field() station: string;
  /** Units that arrived at the station in the period. */
  @Field(() => Int) units: number;
  /** Errors reported at the station in the period (the rate counts them all). */
  @Field(() => Int) errors: number;
  /** Of those, the ones still open (not yet resolved by their rework or by hand). */
  @Field(() => Int) open: number;
  /** errors / units; null when no unit arrived. */
  @Field(() => Float, { nullable: true }) rate: number | null;
}

@ObjectType()
export class ErrorCodeCountModel {
  @Field(() => Int) code: number;
  @Field() station: string;
  @Field(() => Int) errors: number;
  /** Of those, the ones still open. */
  @Field(() => Int) open: number;
  /** errors / units that arrived at its station; null when none arrived. */
  @Field(() => Float, { nullable: true }) rate: number | null;
}

@ObjectType()
export class StationTimeModel {
  @Field() station: string;
  /** Stays that ended in the period. */
  @Field(() => Int) stays: number;
  @Field(() => Int) avg_seconds: number;
}

@ObjectType()
export class ReprintsModel {
  /** Productions started in the period (taken in at their first station). */
  @Field(() => Int) productions: number;
  @Field(() => Int) reproductions: number;
  /** reproductions / productions; null when none started. */
  @Field(() => Float, { nullable: true }) ratio: number | null;
}

@ObjectType()
export class LateProductionModel {
  @Field(() => ID) _id: string;
  @Field() code: string;
  @Field() status: string;
  @Field(() => GraphQLISODateTime) ship_by: Date;
}

@ObjectType()
export class LateModel {
  /** Still being made past their ship-by date. */
  @Field(() => Int) open_late: number;
  /** Reached Packing in the period after their ship-by date, and by it. */
  @Field(() => Int) packed_late: number;
  @Field(() => Int) packed_on_time: number;
  /** The first of the open late, by ship-by date. */
  @Field(() => [LateProductionModel]) productions: LateProductionModel[];
}

/** /manufactures/{id}/report: one factory's figures for a period. */
@ObjectType()
export class ProductionReportModel {
  @Field() tab: string;
  @Field(() => GraphQLISODateTime) from: Date;
  @Field(() => GraphQLISODateTime) to: Date;
  @Field(() => [StationDayModel]) station_days: StationDayModel[];
  @Field(() => [WorkerUnitsModel]) workers: WorkerUnitsModel[];
  @Field(() => [StationErrorsModel]) station_errors: StationErrorsModel[];
  @Field(() => [ErrorCodeCountModel]) error_codes: ErrorCodeCountModel[];
  @Field(() => [StationTimeModel]) station_times: StationTimeModel[];
  @Field(() => ReprintsModel) reprints: ReprintsModel;
  @Field(() => LateModel) late: LateModel;
}
