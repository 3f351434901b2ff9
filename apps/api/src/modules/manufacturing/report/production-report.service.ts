import { Injectable } from '@nestjs/common';
import { PRODUCTION_STEPS, reportPeriodStart, type ProductionReportTab } from '@pod/shared';
import { UserRefLoader } from '../../users/user-ref.loader';
import type { ProductionReportModel, StationErrorsModel } from './production-report.models';
import { ProductionReportRepository, type ReportWindow } from './production-report.repository';

const ratio = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);

/** The production report of one factory: throughput, errors, reprints, station times and lateness for a period. */
@Injectable()
export class ProductionReportService {
  constructor(
    private readonly repo: ProductionReportRepository,
    private readonly userRefs: UserRefLoader,
  ) {}

  async report(ctx: object, manufactureId: string, tab: ProductionReportTab, now = new Date()): Promise<ProductionReportModel> {
    const w: ReportWindow = { manufactureId, from: reportPeriodStart(tab, now), to: now };
    const [days, workers, codes, times, reprints, late, lateList] = await Promise.all([
      this.repo.stationDays(w),
      this.repo.workers(w),
      this.repo.errorCodes(w),
      this.repo.stationTimes(w),
      this.repo.reprints(w),
      this.repo.late(w),
      this.repo.lateProductions(w),
    ]);
    const arrived = new Map<string, number>();
    for (const d of days) arrived.set(d.station, (arrived.get(d.station) ?? 0) + d.units);
    const errorsAt = new Map<string, number>();
    const openAt = new Map<string, number>();
    for (const c of codes) {
      errorsAt.set(c.station, (errorsAt.get(c.station) ?? 0) + c.errors);
      openAt.set(c.station, (openAt.get(c.station) ?? 0) + c.open);
    }
    const stationErrors: StationErrorsModel[] = PRODUCTION_STEPS.filter((s) => arrived.has(s) || errorsAt.has(s)).map((station) => {
      const units = arrived.get(station) ?? 0;
      const errors = errorsAt.get(station) ?? 0;
      return { station, units, errors, open: openAt.get(station) ?? 0, rate: ratio(errors, units) };
    });
    const names = await this.userRefs.loadMany(
      ctx,
      workers.map((r) => r.worker_id),
    );
    return {
      tab,
      from: w.from,
      to: w.to,
      station_days: days,
      workers: workers.map((r, i) => ({ ...r, worker_name: names[i]?.name || names[i]?.email || null })),
      station_errors: stationErrors,
      error_codes: codes.map((c) => ({ ...c, rate: ratio(c.errors, arrived.get(c.station) ?? 0) })),
      station_times: times,
      reprints: { ...reprints, ratio: ratio(reprints.reproductions, reprints.productions) },
      late: { ...late, productions: lateList.map((p) => ({ _id: p.id, code: p.code, status: p.status, ship_by: new Date(p.ship_by) })) },
    };
  }
}
