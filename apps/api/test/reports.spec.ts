import { addMoney, isoDay } from '@pod/shared';
import { sql } from 'drizzle-orm';
import { manufacturingWorld, SCAN } from './factories/manufacturing';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';
import { eventsSettled } from './events-settled';

const FIGURES = 'key name orders units revenue base_cost shipping refunds margin';
interface Figures {
  key: string;
  name: string | null;
  orders: number;
  units: number;
  revenue: string;
  base_cost: string;
  shipping: string;
  refunds: string;
  margin: string;
}

const DASHBOARD = doc<{
  dashboard: {
    scope: string;
    order_statuses: Array<{ key: string; total: number }>;
    days: Figures[];
    period: Figures;
    stations: Array<{ key: string; total: number }>;
    late_productions: number;
    tickets: Array<{ key: string; total: number }>;
    credit: string | null;
  };
}>(
  `{ dashboard { scope order_statuses { key total } days { ${FIGURES} } period { ${FIGURES} } stations { key total } late_productions tickets { key total } credit } }`,
);

const DAILY = doc<{
  dailyReport: {
    tab: string;
    from: string;
    to: string;
    total: Figures;
    days: Figures[];
    sellers: Figures[];
    stores: Figures[];
    product_types: Figures[];
    manufactures: Figures[];
  };
}>(`query($tab: String, $start: String, $end: String) { dailyReport(tab: $tab, start: $start, end: $end) {
  tab from to total { ${FIGURES} } days { ${FIGURES} } sellers { ${FIGURES} } stores { ${FIGURES} } product_types { ${FIGURES} } manufactures { ${FIGURES} } } }`);

const CANCEL = doc<{ cancelOrder: { status: string } }>(`mutation($id: ID!) { cancelOrder(id: $id) { status } }`);

const dmy = (iso: string) => iso.split('-').reverse().join('-');

describe('dashboard and daily report', () => {
  let t: TestApp;
  let root: SignedInUser;
  let w: Awaited<ReturnType<typeof manufacturingWorld>>;
  let sellers: SignedInUser[];

  beforeAll(async () => {
    t = await TestApp.start();
    root = await t.userWithToken({ role: 'root' });
    w = await manufacturingWorld(t, root);
    sellers = [await w.newSeller(), await w.newSeller()];
    await w.paidOrder(sellers[0], [
      [w.skus.tee, 2],
      [w.skus.mug, 1],
    ]);
    await w.paidOrder(sellers[0], [[w.skus.berlinTee, 1]]);
    await w.paidOrder(sellers[1], [[w.skus.tee, 3]]);
    const cancelled = await w.paidOrder(sellers[1], [[w.skus.mug, 1]]);
    expect((await t.gql(CANCEL, { id: cancelled }, sellers[1].token)).data?.cancelOrder.status).toBe('Cancelled');
    await eventsSettled(t);
  });
  afterAll(() => t.stop());

  it('opens the dashboard to root, order_qc, sale and fulfiller, the daily report to root and super_root; refuses a bad period', async () => {
    const [qc, fulfiller, superRoot, printer, accounting] = [
      await t.userWithToken({ role: 'order_qc' }),
      await t.userWithToken({ role: 'fulfiller' }),
      await t.userWithToken({ role: 'super_root' }),
      w.workers.printer,
      await t.userWithToken({ role: 'accounting' }),
    ];
    expect(codeOf(await t.gql(DASHBOARD, {}, ''))).toBe('UNAUTHENTICATED');
    for (const who of [printer, accounting]) expect(codeOf(await t.gql(DASHBOARD, {}, who.token))).toBe('FORBIDDEN');
    for (const who of [root, qc, fulfiller, sellers[0]]) expect((await t.gql(DASHBOARD, {}, who.token)).errors).toBeUndefined();
    for (const who of [sellers[0], qc, fulfiller, printer]) expect(codeOf(await t.gql(DAILY, { tab: 'today' }, who.token))).toBe('FORBIDDEN');
    for (const who of [root, superRoot]) expect((await t.gql(DAILY, { tab: 'today' }, who.token)).errors).toBeUndefined();

    const unknown = await t.gql(DAILY, { tab: 'forever' }, root.token);
    expect(unknown.errors?.[0]?.extensions?.reasons).toEqual({ tab: 'unknown_value' });
    const missing = await t.gql(DAILY, { tab: 'range', start: '01-11-2026' }, root.token);
    expect(missing.errors?.[0]?.extensions?.reasons).toEqual({ end: 'required' });
    const backwards = await t.gql(DAILY, { tab: 'range', start: '10-11-2026', end: '01-11-2026' }, root.token);
    expect(backwards.errors?.[0]?.extensions?.reasons).toEqual({ end: 'range' });
    const notADate = await t.gql(DAILY, { tab: 'range', start: '2026-11-01', end: '01-11-2026' }, root.token);
    expect(codeOf(notADate)).toBe('BAD_USER_INPUT');
  });

  it("gives the daily report's totals equal to sums over the orders and the ledger, by seller, store, product type and factory", async () => {
    const today = isoDay(new Date());
    const report = (await t.gql(DAILY, { tab: 'range', start: dmy(today), end: dmy(today) }, root.token)).data!.dailyReport;
    const [orders] = (
      await t.db.execute(sql`select count(*)::int as orders, coalesce(sum(item_count), 0)::int as units, coalesce(sum(total), 0)::text as revenue,
        coalesce(sum(base_cost), 0)::text as base_cost, coalesce(sum(shipping), 0)::text as shipping
        from orders where paid_at is not null and not is_test and (paid_at at time zone 'UTC')::date = ${today}::date`)
    ).rows as Array<{ orders: number; units: number; revenue: string; base_cost: string; shipping: string }>;
    const [refunds] = (
      await t.db.execute(sql`select coalesce(sum(abs(amount)), 0)::text as refunds from ledger_entries
        where type = 'refund' and order_id is not null and (created_at at time zone 'UTC')::date = ${today}::date`)
    ).rows as Array<{ refunds: string }>;
    expect(orders.orders).toBe(4);
    expect(report.total).toMatchObject({
      orders: orders.orders,
      units: orders.units,
      revenue: addMoney(orders.revenue),
      base_cost: addMoney(orders.base_cost),
      shipping: addMoney(orders.shipping),
      refunds: addMoney(refunds.refunds),
    });
    expect(Number(report.total.refunds)).toBeGreaterThan(0);
    expect(report.total.margin).toBe(addMoney(report.total.revenue, `-${report.total.refunds}`, `-${report.total.base_cost}`));
    expect(report.days).toEqual([{ ...report.total, key: today }]);
    // by seller: each seller's own sums, named
    for (const seller of sellers) {
      const [mine] = (
        await t.db.execute(sql`select count(*)::int as orders, sum(total)::text as revenue from orders
          where seller_id = ${seller.id} and paid_at is not null and (paid_at at time zone 'UTC')::date = ${today}::date`)
      ).rows as Array<{ orders: number; revenue: string }>;
      expect(report.sellers.find((s) => s.key === seller.id)).toMatchObject({ orders: mine.orders, revenue: addMoney(mine.revenue), name: expect.any(String) });
    }
    // by factory and product type: the lines' units and amounts
    const lines = (
      await t.db.execute(sql`select p.manufacture_id as key, sum(i.quantity)::int as units, sum(i.total)::text as revenue
        from orders o join order_items i on i.order_id = o.id join product_presets p on p.id = i.preset_id
        where o.paid_at is not null and (o.paid_at at time zone 'UTC')::date = ${today}::date group by 1`)
    ).rows as Array<{ key: string; units: number; revenue: string }>;
    expect(report.manufactures.map((m) => ({ key: m.key, units: m.units, revenue: m.revenue })).sort((a, b) => a.key.localeCompare(b.key))).toEqual(
      lines.map((l) => ({ ...l, revenue: addMoney(l.revenue) })).sort((a, b) => a.key.localeCompare(b.key)),
    );
    expect(report.manufactures.find((m) => m.key === w.lisbon)?.name).toMatch(/^Lisbon/);
    expect(report.product_types.reduce((n, p) => n + p.units, 0)).toBe(orders.units);
    expect(report.product_types.find((p) => p.name === 'Mug')?.units).toBe(2);
    expect(report.stores).toEqual([expect.objectContaining({ key: '', orders: 4 })]);
    // today and this month include today's figures
    for (const tab of ['today', 'thismonth']) expect((await t.gql(DAILY, { tab }, root.token)).data!.dailyReport.total.orders).toBeGreaterThanOrEqual(4);
  });

  it('shows staff the whole business and a seller only their own', async () => {
    const staff = (await t.gql(DASHBOARD, {}, root.token)).data!.dashboard;
    expect(staff.scope).toBe('staff');
    expect(staff.days).toHaveLength(30);
    expect(staff.period.orders).toBe(4);
    expect(staff.order_statuses.find((s) => s.key === 'Processing')?.total).toBe(3);
    expect(staff.credit).toBeNull();

    const mine = (await t.gql(DASHBOARD, {}, sellers[0].token)).data!.dashboard;
    expect(mine.scope).toBe('seller');
    expect(mine.period.orders).toBe(2);
    expect(mine.days.at(-1)).toMatchObject({ key: isoDay(new Date()), orders: 2 });
    expect(mine.order_statuses.find((s) => s.key === 'Processing')?.total).toBe(2);
    expect(mine.order_statuses.find((s) => s.key === 'Cancelled')).toBeUndefined();
    expect(mine.stations).toEqual([]);
    const [{ credit }] = (await t.db.execute(sql`select total_credit::text as credit from users where id = ${sellers[0].id}`)).rows as Array<{
      credit: string;
    }>;
    expect(mine.credit).toBe(addMoney(credit));
    const other = (await t.gql(DASHBOARD, {}, sellers[1].token)).data!.dashboard;
    expect(other.period).toMatchObject({ orders: 2 });
    expect(Number(other.period.refunds)).toBeGreaterThan(0);
  });

  it('counts the units through each station today and the late productions, as the scans made them', async () => {
    await w.releaseAfter(61);
    const [p] = (
      await t.db.execute(
        sql`select code from productions where manufacture_id = ${w.lisbon} and status = 'To Do' and 'Cutting' = any(route) order by code limit 1`,
      )
    ).rows as Array<{
      code: string;
    }>;
    const scanned = await t.gql(SCAN, { id: p.code }, w.workers.cutting.token, w.at(w.lisbon));
    expect(scanned.errors).toBeUndefined();
    expect(scanned.data?.mrpProductNextProcessStep.to).toBe('Cutting');
    await t.db.execute(sql`update productions set ship_by = now() - interval '1 day' where code = ${p.code}`);
    const staff = (await t.gql(DASHBOARD, {}, root.token)).data!.dashboard;
    const steps = (
      await t.db.execute(sql`select "to" as key, count(*)::int as total from production_steps
        where "to" in ('Cutting', 'Printing', 'Sewing', 'Quality check', 'Packing') and (scanned_at at time zone 'UTC')::date = current_date group by 1`)
    ).rows as Array<{ key: string; total: number }>;
    expect(staff.stations.sort((a, b) => a.key.localeCompare(b.key))).toEqual(steps.sort((a, b) => a.key.localeCompare(b.key)));
    expect(staff.stations.find((s) => s.key === 'Cutting')?.total).toBe(1);
    expect(staff.late_productions).toBe(1);
  });
});
