import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { DB, type Db } from '../../../platform/db/database';
import { productionErrors, productions, productionSteps } from '../../../platform/db/schema';

/** One factory's report window: [from, to). */
export interface ReportWindow {
  manufactureId: string;
  from: Date;
  to: Date;
}

export interface StationDayRow {
  day: string;
  station: string;
  units: number;
}
export interface WorkerStationRow {
  worker_id: string;
  station: string;
  units: number;
}
export interface ErrorCodeCountRow {
  code: number;
  station: string;
  errors: number;
  open: number;
}
export interface StationTimeRow {
  station: string;
  stays: number;
  avg_seconds: number;
}
export interface ReprintRow {
  productions: number;
  reproductions: number;
}
export interface LateRow {
  open_late: number;
  packed_late: number;
  packed_on_time: number;
}
export interface LateProductionRow {
  id: string;
  code: string;
  status: string;
  ship_by: Date;
}

const LATE_LIST = 20;

/**
 * The production report's figures, each one aggregate statement over a window of one factory:
 * scans come from `production_steps` by `scanned_at` (its index), errors from `production_errors`
 * by `created_at`, the late list from the partial index of productions still being made.
 */
@Injectable()
export class ProductionReportRepository {
  constructor(@Inject(DB) private readonly db: Db) {}

  private async rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
    return (await this.db.execute(query)).rows as T[];
  }

  /** Units arriving at each station per UTC day (a unit sent back and redone arrives again). */
  stationDays(w: ReportWindow) {
    return this.rows<StationDayRow>(sql`
      select to_char(${productionSteps.scannedAt} at time zone 'UTC', 'YYYY-MM-DD') as day, ${productionSteps.to} as station, count(*)::int as units
      from ${productionSteps} join ${productions} on ${productions.id} = ${productionSteps.productionId}
      where ${productions.manufactureId} = ${w.manufactureId} and ${productionSteps.scannedAt} >= ${w.from} and ${productionSteps.scannedAt} < ${w.to}
        and ${productionSteps.station} is not null
      group by 1, 2 order by 1, 2`);
  }

  /** Units each worker scanned at each station (the first station's take-in and send-on are one unit). */
  workers(w: ReportWindow) {
    return this.rows<WorkerStationRow>(sql`
      select ${productionSteps.workerId} as worker_id, ${productionSteps.station} as station, count(distinct ${productionSteps.productionId})::int as units
      from ${productionSteps} join ${productions} on ${productions.id} = ${productionSteps.productionId}
      where ${productions.manufactureId} = ${w.manufactureId} and ${productionSteps.scannedAt} >= ${w.from} and ${productionSteps.scannedAt} < ${w.to}
        and ${productionSteps.station} is not null and ${productionSteps.workerId} is not null
      group by 1, 2 order by 3 desc, 1, 2`);
  }

  /** Errors reported per code and the step they were reported at. */
  errorCodes(w: ReportWindow) {
    return this.rows<ErrorCodeCountRow>(sql`
      select ${productionErrors.code} as code, ${productionErrors.step} as station, count(*)::int as errors,
        (count(*) filter (where ${productionErrors.resolvedAt} is null))::int as open
      from ${productionErrors} join ${productions} on ${productions.id} = ${productionErrors.productionId}
      where ${productions.manufactureId} = ${w.manufactureId} and ${productionErrors.createdAt} >= ${w.from} and ${productionErrors.createdAt} < ${w.to}
      group by 1, 2 order by 3 desc, 1`);
  }

  /**
   * Time spent at each station: from the step that brought a production there to its next step
   * (consecutive steps of one production), for stays that ended inside the window.
   */
  stationTimes(w: ReportWindow) {
    return this.rows<StationTimeRow>(sql`
      with moved as (
        select distinct s.production_id from ${productionSteps} s join ${productions} p on p.id = s.production_id
        where p.manufacture_id = ${w.manufactureId} and s.scanned_at >= ${w.from} and s.scanned_at < ${w.to}
      ), stays as (
        select s.to as station, s.scanned_at as arrived,
          lead(s.scanned_at) over (partition by s.production_id order by s.scanned_at, s.created_at) as left_at
        from ${productionSteps} s join moved m on m.production_id = s.production_id
      )
      select station, count(*)::int as stays, round(avg(extract(epoch from left_at - arrived)))::int as avg_seconds
      from stays where left_at >= ${w.from} and left_at < ${w.to}
      group by station order by station`);
  }

  /** Productions started in the window (taken in from To Do by their first station), and reproductions of ruined units made in it. */
  async reprints(w: ReportWindow): Promise<ReprintRow> {
    const [row] = await this.rows<ReprintRow>(sql`
      select
        (select count(*)::int from ${productionSteps} s join ${productions} p on p.id = s.production_id
          where p.manufacture_id = ${w.manufactureId} and s.scanned_at >= ${w.from} and s.scanned_at < ${w.to}
            and s."from" = 'To Do' and s.station is not null) as productions,
        (select count(*)::int from ${productions} p where p.manufacture_id = ${w.manufactureId} and p.reproduction_of is not null
            and p.created_at >= ${w.from} and p.created_at < ${w.to}) as reproductions`);
    return row;
  }

  /** Still being made past their ship-by date (now), and those packed in the window after or by it. */
  async late(w: ReportWindow): Promise<LateRow> {
    const [row] = await this.rows<LateRow>(sql`
      select
        (select count(*)::int from ${productions} p where p.manufacture_id = ${w.manufactureId}
           and p.status not in ('Packing', 'Cancelled') and p.ship_by < ${w.to}) as open_late,
        (count(*) filter (where s.scanned_at > p.ship_by))::int as packed_late,
        (count(*) filter (where s.scanned_at <= p.ship_by))::int as packed_on_time
      from ${productionSteps} s join ${productions} p on p.id = s.production_id
      where p.manufacture_id = ${w.manufactureId} and s.to = 'Packing' and s.scanned_at >= ${w.from} and s.scanned_at < ${w.to}`);
    return row;
  }

  /** The latest of the late: the first few by ship-by date. */
  lateProductions(w: ReportWindow) {
    return this.rows<LateProductionRow>(sql`
      select id, code, status, ship_by from ${productions}
      where manufacture_id = ${w.manufactureId} and status not in ('Packing', 'Cancelled') and ship_by < ${w.to}
      order by ship_by, id limit ${LATE_LIST}`);
  }
}
