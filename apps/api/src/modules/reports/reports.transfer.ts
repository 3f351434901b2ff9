import { Injectable, type OnModuleInit } from '@nestjs/common';
import { dailyReportInput, type DailyReportInput } from '@pod/shared';
import { parseInput } from '../../platform/common/validation';
import { exportList, pickFilters } from '../../producers/exports/export-list';
import { ExportRegistry } from '../../producers/exports/exports.registry';
import type { SalesFiguresModel } from './reports.models';
import { ReportsService } from './reports.service';

type ReportLine = SalesFiguresModel & { table: string };

const MONEY_COLUMNS = ['revenue', 'base_cost', 'shipping', 'refunds', 'margin'] as const;

/** The daily report as a file: one row per day, seller, store, product type and factory of the period, and its total. */
@Injectable()
export class ReportsTransfer implements OnModuleInit {
  constructor(
    private readonly exports: ExportRegistry,
    private readonly reports: ReportsService,
  ) {}

  onModuleInit() {
    this.exports.register(
      exportList<DailyReportInput, ReportLine>({
        name: 'daily_report',
        access: { module: 'daily_report', action: 'view' },
        columns: [
          { key: 'table', width: 14, value: (r) => r.table },
          { key: 'key', width: 24, value: (r) => r.key },
          { key: 'name', width: 28, value: (r) => r.name },
          { key: 'orders', value: (r) => r.orders },
          { key: 'units', value: (r) => r.units },
          ...MONEY_COLUMNS.map((key) => ({ key, width: 14, value: (r: ReportLine) => r[key] })),
        ],
        parseFilters: (raw) => parseInput(dailyReportInput, pickFilters<Record<string, string>>(raw, { text: ['tab', 'start', 'end'] })),
        count: async () => 0,
        chunks: (filter) => this.lines(filter),
      }),
    );
  }

  private async *lines(filter: DailyReportInput): AsyncIterable<ReportLine[]> {
    const report = await this.reports.dailyReport({}, filter);
    const tables = {
      total: [report.total],
      day: report.days,
      seller: report.sellers,
      store: report.stores,
      product_type: report.product_types,
      manufacture: report.manufactures,
    };
    yield Object.entries(tables).flatMap(([table, rows]) => rows.map((r) => ({ ...r, table })));
  }
}
