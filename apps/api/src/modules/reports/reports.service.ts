import { Injectable } from '@nestjs/common';
import { addMoney, dailyReportPeriod, dashboardFrom, daysBetween, isoDay, salesMargin, ticketCode, type DailyReportInput } from '@pod/shared';
import { sellerScope, type Caller } from '../../platform/auth/ownership';
import { PresetsService } from '../catalogue/presets.service';
import { ManufacturesService } from '../manufactures/manufactures.service';
import { ManufacturingService } from '../manufacturing/manufacturing.service';
import { OrdersService } from '../orders/orders.service';
import { StoresService } from '../orders/stores.service';
import { ReturnsService } from '../returns/returns.service';
import { SupportService } from '../support/support.service';
import { UserRefLoader } from '../users/user-ref.loader';
import { UsersService } from '../users/users.service';
import type { DailyReportModel, DashboardModel, KeyCountModel, SalesFiguresModel } from './reports.models';
import { ReportsRepository, type SalesRow } from './reports.repository';

const EMPTY: Omit<SalesRow, 'key'> = { orders: 0, units: 0, revenue: '0.00', base_cost: '0.00', shipping: '0.00', refunds: '0.00' };

function figures(row: SalesRow, name: string | null = null): SalesFiguresModel {
  const revenue = addMoney(row.revenue);
  const refunds = addMoney(row.refunds);
  const baseCost = addMoney(row.base_cost);
  return {
    key: row.key,
    name,
    orders: row.orders,
    units: row.units,
    revenue,
    base_cost: baseCost,
    shipping: addMoney(row.shipping),
    refunds,
    margin: salesMargin(revenue, refunds, baseCost),
  };
}

function sum(key: string, rows: readonly SalesRow[]): SalesFiguresModel {
  return figures({
    key,
    orders: rows.reduce((n, r) => n + r.orders, 0),
    units: rows.reduce((n, r) => n + r.units, 0),
    revenue: addMoney(...rows.map((r) => r.revenue)),
    base_cost: addMoney(...rows.map((r) => r.base_cost)),
    shipping: addMoney(...rows.map((r) => r.shipping)),
    refunds: addMoney(...rows.map((r) => r.refunds)),
  });
}

/** Every day of the window, zero where nothing was sold. */
function everyDay(from: string, to: string, rows: readonly SalesRow[]): SalesFiguresModel[] {
  const byDay = new Map(rows.map((r) => [r.key, r]));
  return daysBetween(from, to).map((day) => figures(byDay.get(day) ?? { key: day, ...EMPTY }));
}

const counts = (record: Record<string, number>): KeyCountModel[] => Object.entries(record).map(([key, total]) => ({ key, total }));

/**
 * The dashboard and the daily report. Both read the trigger-kept summaries of `ReportsRepository`
 * and the other modules' counters (orders', tickets'), never the orders themselves, so they cost the
 * same at a thousand orders as at a million.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly repo: ReportsRepository,
    private readonly orders: OrdersService,
    private readonly stores: StoresService,
    private readonly support: SupportService,
    private readonly returns: ReturnsService,
    private readonly manufacturing: ManufacturingService,
    private readonly manufactures: ManufacturesService,
    private readonly presets: PresetsService,
    private readonly users: UsersService,
    private readonly userRefs: UserRefLoader,
  ) {}

  async dashboard(auth: Caller & { user: { id: string } }, now = new Date()): Promise<DashboardModel> {
    const sellerId = sellerScope(auth);
    const from = dashboardFrom(now);
    const to = isoDay(now);
    const [orderCounts, days, ticketCounts, returnCounts] = await Promise.all([
      this.orders.counters({ sellerId }),
      this.repo.salesByDay({ from, to, sellerId }),
      this.support.counters({ sellerId }),
      this.returns.counters({ sellerId }),
    ]);
    const base = {
      order_statuses: counts(orderCounts),
      days: everyDay(from, to, days),
      period: sum('period', days),
      tickets: counts(ticketCounts),
      returns: counts(returnCounts),
    };
    if (sellerId) {
      const [user, recent] = await Promise.all([this.users.findById(sellerId), this.support.page({ sellerId }, { page: 1, perPage: 5, offset: 0 })]);
      return {
        ...base,
        scope: 'seller',
        stations: [],
        late_productions: 0,
        credit: user?.totalCredit ?? '0.00',
        recent_tickets: recent.map((t) => ({ _id: t.id, code: ticketCode(t.number), subject: t.subject, status: t.status, updated_at: t.updatedAt })),
      };
    }
    const [stations, late] = await Promise.all([this.repo.stations(to), this.manufacturing.lateCount(now)]);
    return { ...base, scope: 'staff', stations, late_productions: late, credit: null, recent_tickets: [] };
  }

  async dailyReport(ctx: object, input: DailyReportInput, now = new Date()): Promise<DailyReportModel> {
    const { from, to } = dailyReportPeriod(input.tab, now, input.start, input.end);
    const w = { from, to };
    const [{ day: days, seller: sellers, store: stores }, { product_type: types, manufacture: factories }] = await Promise.all([
      this.repo.salesGroups(w),
      this.repo.lineGroups(w),
    ]);
    const [sellerRefs, storeRefs, typeNames, factoryRows] = await Promise.all([
      this.userRefs.loadMany(
        ctx,
        sellers.map((s) => s.key),
      ),
      this.stores.refsOf(stores.map((s) => s.key).filter(Boolean)),
      this.presets.productTypeNames(types.map((t) => t.key).filter(Boolean)),
      this.manufactures.byIds(factories.map((f) => f.key).filter(Boolean)),
    ]);
    const storeName = new Map(storeRefs.map((s) => [s._id, s.name]));
    const factoryName = new Map(factoryRows.map((f) => [f.id, f.name]));
    const byRevenue = (a: SalesFiguresModel, b: SalesFiguresModel) => Number(b.revenue) - Number(a.revenue);
    return {
      tab: input.tab,
      from,
      to,
      total: sum('total', days),
      days: everyDay(from, to, days),
      sellers: sellers.map((s, i) => figures(s, sellerRefs[i]?.name || sellerRefs[i]?.email || null)).sort(byRevenue),
      stores: stores.map((s) => figures(s, storeName.get(s.key) ?? null)).sort(byRevenue),
      product_types: types.map((t) => figures(t, typeNames.get(t.key) ?? null)).sort(byRevenue),
      manufactures: factories.map((f) => figures(f, factoryName.get(f.key) ?? null)).sort(byRevenue),
    };
  }
}
