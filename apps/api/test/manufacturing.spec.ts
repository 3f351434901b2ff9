import { and, eq } from 'drizzle-orm';
import { newId } from '../src/platform/common/ids';
import { orders, productionTransactions, timeline, users } from '../src/platform/db/schema';
import { orderImportRow } from '@pod/shared';
import { AuthenticationService } from '../src/platform/auth/authentication.service';
import { ProductionLedgerService } from '../src/modules/billing/production-ledger.service';
import { ImportRegistry } from '../src/producers/imports/imports.registry';
import { eventsSettled } from './events-settled';
import { COUNTERS, ERROR_CODES, manufacturingWorld, PRODUCTS, RELEASE_BY_HAND, REMOVE_ERROR, REPORT, SAVE_CODE, SCAN, UPDATE } from './factories/manufacturing';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';

const PROCESS = doc<{ processOrders: Array<{ ok: boolean }> }>(`mutation($ids: [ID!]!) { processOrders(ids: $ids) { ok } }`);
const CANCEL = doc<{ cancelOrder: { status: string } }>(`mutation($id: ID!) { cancelOrder(id: $id) { status } }`);

describe('manufacturing: release, access and routes', () => {
  let t: TestApp;
  let root: SignedInUser;
  let sr: SignedInUser;
  let seller: SignedInUser;
  let w: Awaited<ReturnType<typeof manufacturingWorld>>;

  beforeAll(async () => {
    t = await TestApp.start();
    root = await t.userWithToken({ role: 'root' });
    sr = await t.userWithToken({ role: 'super_root' });
    w = await manufacturingWorld(t, root);
    seller = await w.newSeller();
  });
  afterAll(() => t.stop());

  it('releases a paid order after the hold window, not before: one production per unit of our factories, the order In Production by the system', async () => {
    const id = await w.paidOrder(seller, [
      [w.skus.tee, 2],
      [w.skus.mug, 1],
      [w.skus.berlinTee, 1],
      [w.skus.hoodie, 3],
    ]);
    await w.releaseAfter(30);
    expect(await w.productionsOf(id)).toEqual([]);
    await w.releaseAfter(61);
    const made = await w.productionsOf(id);
    // the provider's hoodie is not ours: 2 tees and a mug at Lisbon, a tee at Berlin
    expect(made.map((p) => p.manufactureId).sort()).toEqual([w.lisbon, w.lisbon, w.lisbon, w.berlin].sort());
    expect(made.every((p) => p.status === 'To Do' && /^P[0-9A-Z]{8}$/.test(p.code) && p.printFiles[0]?.file_id === w.design && !p.blankTaken)).toBe(true);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order.status).toBe('In Production');
    const [row] = await t.db
      .select()
      .from(timeline)
      .where(and(eq(timeline.entityId, id), eq(timeline.transition, 'start_production')));
    expect(row.actorId).toBeNull();
    // a replayed release (the job runs again) makes nothing twice
    await w.releaseAfter(120);
    expect(await w.productionsOf(id)).toHaveLength(4);
  });

  it('orders record how they came in (form, order file); their productions carry it and the list filters by it: source=csv finds only the file’s', async () => {
    const typed = await w.paidOrder(seller, [[w.skus.tee, 1]]);
    // The same seller's order through the order-file import's own write, in its transaction.
    const auth = (await t.app.get(AuthenticationService).authenticate({ headers: { authorization: `Bearer ${seller.token}` } }))!;
    const kind = t.app.get(ImportRegistry).get('orders')!;
    const row = orderImportRow.parse({
      sku: w.skus.tee,
      quantity: 2,
      design_front: w.design,
      name: 'Ada Lovelace',
      address1: '12 Analytical Row',
      city: 'London',
      zip: 'N1 9GU',
      country: 'gb',
    });
    const filed = await t.db.transaction((tx) => kind.write(row, auth, tx));
    expect((await t.gql(PROCESS, { ids: [filed] }, seller.token)).data!.processOrders[0].ok).toBe(true);
    await eventsSettled(t);
    const sourceOf = async (id: string) => (await t.db.select({ source: orders.source }).from(orders).where(eq(orders.id, id)))[0].source;
    expect([await sourceOf(typed), await sourceOf(filed)]).toEqual(['manual', 'csv']);
    await w.releaseAfter(61);
    expect((await w.productionsOf(filed)).map((p) => p.source)).toEqual(['csv', 'csv']);
    expect((await w.productionsOf(typed)).map((p) => p.source)).toEqual(['manual']);
    const list = async (source: string) => (await t.gql(PRODUCTS, { source }, root.token, w.at(w.lisbon))).data!.mrpProducts.items.map((p) => p.order_id);
    const csv = await list('csv');
    expect(csv.length).toBeGreaterThanOrEqual(2);
    expect(new Set(csv)).toEqual(new Set([filed]));
    expect(await list('manual')).toContain(typed);
    expect(await list('manual')).not.toContain(filed);
    expect(await list('store')).toEqual([]);
    // a source outside the closed set is refused, and the table refuses one too
    expect((await t.gql(PRODUCTS, { source: 'shopify' }, root.token, w.at(w.lisbon))).errors?.[0].message).toBeTruthy();
    await expect(t.db.update(orders).set({ source: 'fax' }).where(eq(orders.id, typed))).rejects.toMatchObject({
      cause: { constraint: 'orders_source_check' },
    });
  });

  it('links the production ledger to the productions: a factory’s entry becomes one entry per production at release, same total; a replayed payment writes nothing', async () => {
    const id = await w.paidOrder(seller, [
      [w.skus.tee, 2],
      [w.skus.berlinTee, 1],
    ]);
    const entries = () => t.db.select().from(productionTransactions).where(eq(productionTransactions.orderId, id));
    const paid = await entries();
    expect(paid.map((e) => [e.manufactureId, e.units, e.productionId]).sort()).toEqual(
      [
        [w.lisbon, 2, null],
        [w.berlin, 1, null],
      ].sort(),
    );
    const total = (rows: typeof paid, factory: string) =>
      rows.filter((e) => e.manufactureId === factory).reduce((sum, e) => sum + Math.round(Number(e.amount) * 100), 0);
    await w.releaseAfter(61);
    const made = await w.productionsOf(id);
    const linked = await entries();
    expect(linked.map((e) => e.productionId).sort()).toEqual(made.map((p) => p.id).sort());
    expect(linked.every((e) => e.units === 1 && e.status === 'pending' && made.find((p) => p.id === e.productionId)?.manufactureId === e.manufactureId)).toBe(
      true,
    );
    for (const factory of [w.lisbon, w.berlin]) expect(total(linked, factory)).toBe(total(paid, factory));
    // The payment's event delivered again (a replay) and the release's again change nothing.
    const ledger = t.app.get(ProductionLedgerService);
    await t.db.transaction((tx) => ledger.recordPaid(id, tx));
    await t.db.transaction((tx) => ledger.linkProductions(id, tx));
    expect((await entries()).map((e) => e.id).sort()).toEqual(linked.map((e) => e.id).sort());
  });

  it('routes by the factory stations and the product type: a mug is printed and packed, Berlin never cuts or sews', async () => {
    const id = await w.paidOrder(seller, [
      [w.skus.tee, 1],
      [w.skus.mug, 1],
      [w.skus.berlinTee, 1],
    ]);
    await w.releaseAfter(61);
    const route = Object.fromEntries((await w.productionsOf(id)).map((p) => [p.productName, p.route]));
    expect(route).toEqual({
      Tee: ['To Do', 'Cutting', 'Printing', 'Sewing', 'Quality check', 'Packing'],
      Mug: ['To Do', 'Printing', 'Quality check', 'Packing'],
      'Berlin Tee': ['To Do', 'Printing', 'Quality check', 'Packing'],
    });
    const mug = (await w.productionsOf(id)).find((p) => p.productName === 'Mug')!;
    const refused = await t.gql(SCAN, { id: mug.code }, w.workers.cutting.token, w.at(w.lisbon));
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors?.[0]?.extensions?.reasons).toEqual({ station: 'not_on_route' });
  });

  it("a HOLD OFF seller's order is never released by the job; root releases it by hand", async () => {
    const held = await w.newSeller();
    // HOLD OFF refuses new orders: this one was paid before the seller was put on hold
    const id = await w.paidOrder(held, [[w.skus.tee, 1]]);
    await t.db.update(users).set({ holdOff: true }).where(eq(users.id, held.id));
    t.forgetCaches();
    await w.releaseAfter(24 * 60);
    expect(await w.productionsOf(id)).toEqual([]);
    expect(codeOf(await t.gql(RELEASE_BY_HAND, { id }, w.workers.printer.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(RELEASE_BY_HAND, { id }, seller.token))).toBe('FORBIDDEN');
    expect((await t.gql(RELEASE_BY_HAND, { id }, root.token)).data?.releaseOrderToProduction).toBe(1);
    expect(await w.productionsOf(id)).toHaveLength(1);
    // released already: nothing to release
    expect((await t.gql(RELEASE_BY_HAND, { id }, root.token)).errors?.[0]?.extensions?.reasons).toEqual({ order: 'not_releasable' });
    expect(codeOf(await t.gql(RELEASE_BY_HAND, { id: newId() }, sr.token))).toBe('NOT_FOUND');
  });

  it('an order says when it releases to production: its payment plus the hold window; none when held by hand or released', async () => {
    const RELEASES = doc<{ order: { status: string; paid_at: string; releases_at: string | null } }>(
      `query($id: ID!) { order(_id: $id) { status paid_at releases_at } }`,
    );
    const seen = async (who: { token: string }, id: string) => (await t.gql(RELEASES, { id }, who.token)).data!.order;
    const id = await w.paidOrder(seller, [[w.skus.tee, 1]]);
    const waiting = await seen(root, id);
    const due = new Date(waiting.paid_at).getTime() + 60 * 60_000;
    expect(new Date(waiting.releases_at!).getTime()).toBe(Math.ceil(due / 60_000) * 60_000);
    expect((await seen(seller, id)).releases_at).toBe(waiting.releases_at);
    // a HOLD OFF seller's orders wait for root's hand
    await t.db.update(users).set({ holdOff: true }).where(eq(users.id, seller.id));
    expect((await seen(root, id)).releases_at).toBeNull();
    await t.db.update(users).set({ holdOff: false }).where(eq(users.id, seller.id));
    expect((await t.gql(RELEASE_BY_HAND, { id }, root.token)).data?.releaseOrderToProduction).toBe(1);
    expect(await seen(root, id)).toMatchObject({ status: 'In Production', releases_at: null });
  });

  it('an order cancelled inside the hold window is refunded and makes no production', async () => {
    const id = await w.paidOrder(seller, [[w.skus.tee, 2]]);
    expect((await t.gql(CANCEL, { id }, seller.token)).data?.cancelOrder.status).toBe('Cancelled');
    await eventsSettled(t);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(order.paid).toBe('0.00');
    await w.releaseAfter(120);
    expect(await w.productionsOf(id)).toEqual([]);
  });

  it('every operation is refused to anonymous and a seller, and to a worker of another factory; allowed to each station role, order_qc, root and super_root', async () => {
    const id = await w.paidOrder(seller, [[w.skus.tee, 1]]);
    await w.releaseAfter(61);
    const [p] = await w.productionsOf(id);
    const reads: Array<[string, Record<string, unknown>]> = [
      [PRODUCTS, {}],
      [COUNTERS, {}],
    ];
    const writes: Array<[string, Record<string, unknown>]> = [
      [UPDATE, { ids: [p.id], priority: 2 }],
      [REMOVE_ERROR, { id: p.id }],
    ];
    for (const [query, vars] of [...reads, ...writes, [SCAN, { id: p.code }] as [string, Record<string, unknown>]]) {
      expect(codeOf(await t.gql(query, vars, '', w.at(w.lisbon)))).toBe('UNAUTHENTICATED');
      expect(codeOf(await t.gql(query, vars, seller.token, w.at(w.lisbon)))).toBe('FORBIDDEN');
      // Berlin's printer is no worker of Lisbon
      expect(codeOf(await t.gql(query, vars, w.berliner.token, w.at(w.lisbon)))).toBe('FORBIDDEN');
      // no factory named
      expect(codeOf(await t.gql(query, vars, w.workers.printer.token))).toBe('BAD_USER_INPUT');
    }
    // another factory's production is not found at Berlin
    expect(codeOf(await t.gql(SCAN, { id: p.code }, w.berliner.token, w.at(w.berlin)))).toBe('NOT_FOUND');
    for (const who of [...Object.values(w.workers), root, sr]) {
      for (const [query, vars] of [...reads, ...writes]) {
        const res = await t.gql(query, vars, who.token, w.at(w.lisbon));
        expect({ who: who.email, errors: res.errors }).toEqual({ who: who.email, errors: undefined });
      }
    }
    // root and super_root name the station they scan for
    expect(codeOf(await t.gql(SCAN, { id: p.code }, root.token, w.at(w.lisbon)))).toBe('BAD_USER_INPUT');
    const scanned = await t.gql(SCAN, { id: p.code, station: 'Cutting' }, sr.token, w.at(w.lisbon));
    expect(scanned.data?.mrpProductNextProcessStep).toMatchObject({ changed: true, from: 'To Do', to: 'Cutting' });
    // reportMrpError is a write of every station role too
    expect(codeOf(await t.gql(REPORT, { id: p.id, errors: [1011] }, seller.token, w.at(w.lisbon)))).toBe('FORBIDDEN');
    expect((await t.gql(REPORT, { id: p.id, errors: [1011] }, w.workers.cutting.token, w.at(w.lisbon))).errors).toBeUndefined();
    // error codes: every station reads them, only root changes them
    expect(codeOf(await t.gql(ERROR_CODES, {}, seller.token))).toBe('FORBIDDEN');
    expect((await t.gql(ERROR_CODES, {}, w.workers.packager.token)).data?.mrpErrorCodes.find((c) => c.code === 2011)).toMatchObject({
      key: 'design_error',
      redo: 'To Do',
    });
    expect(codeOf(await t.gql(SAVE_CODE, { code: 2002, label: 'Smudge' }, w.workers.printer.token))).toBe('FORBIDDEN');
    expect((await t.gql(SAVE_CODE, { code: 2002, label: 'Smudge' }, root.token)).data?.saveMrpErrorCode).toEqual({ code: 2002, label: 'Smudge' });
    expect(codeOf(await t.gql(SAVE_CODE, { code: 12, label: 'x' }, root.token))).toBe('BAD_USER_INPUT');
  });
});
