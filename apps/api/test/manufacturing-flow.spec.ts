import { and, eq } from 'drizzle-orm';
import { auditLogs, outbox, productions, productStockHistory, productVariants, timeline } from '../src/db/schema';
import { eventsSettled } from './events-settled';
import { COUNTERS, manufacturingWorld, PRODUCTS, REMOVE_ERROR, REPORT, SCAN, UPDATE } from './factories/manufacturing';
import { TOPICS } from '../src/realtime/topics';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';
import { eventStream, firstEvent, subscribed, wsClient } from './realtime';

const REFUND = doc<{ refundOrder: { status: string } }>(`mutation($id: ID!) { refundOrder(id: $id) { status } }`);

describe('manufacturing: the station flow, errors and counters', () => {
  let t: TestApp;
  let root: SignedInUser;
  let seller: SignedInUser;
  let w: Awaited<ReturnType<typeof manufacturingWorld>>;
  /** A moment `s` seconds from now: scans far enough apart are different scans. */
  const later = (() => {
    let s = 0;
    return () => new Date(Date.now() + (s += 10) * 1000).toISOString();
  })();
  const scan = (who: SignedInUser, id: string, station?: string) => t.gql(SCAN, { id, station, at: later() }, who.token, w.at(w.lisbon));
  const stockOf = async (variantId: string) => (await t.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0].stock;
  /** Fresh Lisbon tees, released, in To Do. */
  const tees = async (n: number) => {
    const id = await w.paidOrder(seller, [[w.skus.tee, n]]);
    await w.releaseAfter(61);
    return { orderId: id, units: await w.productionsOf(id) };
  };

  beforeAll(async () => {
    t = await TestApp.start();
    root = await t.userWithToken({ role: 'root' });
    w = await manufacturingWorld(t, root);
    seller = await w.newSeller();
  });
  afterAll(() => t.stop());

  it('moves a tee station by station: the blank is taken at its first station, steps out of order are refused, a repeated scan changes nothing', async () => {
    const { units } = await tees(1);
    const p = units[0];
    const before = await stockOf(w.variants.tee);
    const out = await scan(w.workers.printer, p.code);
    expect(codeOf(out)).toBe('CONFLICT');
    expect(out.errors?.[0]?.extensions?.reasons).toEqual({ station: 'step_out_of_order' });
    const at = later();
    const first = await t.gql(SCAN, { id: p.code, at }, w.workers.cutting.token, w.at(w.lisbon));
    expect(first.data?.mrpProductNextProcessStep).toMatchObject({ changed: true, from: 'To Do', to: 'Cutting', reason: null });
    expect(await stockOf(w.variants.tee)).toBe(before - 1);
    const [taken] = await t.db.select().from(productStockHistory).where(eq(productStockHistory.productionId, p.id));
    expect(taken).toMatchObject({ action: 'production', quantity: -1, orderId: p.orderId });
    // the same scan again (a resent offline scan, a double read) changes nothing and says so
    const again = await t.gql(SCAN, { id: p.code, at }, w.workers.cutting.token, w.at(w.lisbon));
    expect(again.data?.mrpProductNextProcessStep).toMatchObject({ changed: false, from: 'Cutting', to: 'Cutting', reason: 'already_scanned' });
    for (const [who, from, to] of [
      [w.workers.cutting, 'Cutting', 'Printing'],
      [w.workers.printer, 'Printing', 'Sewing'],
      [w.workers.sewer, 'Sewing', 'Quality check'],
      [w.workers.qc, 'Quality check', 'Packing'],
    ] as const) {
      const res = await scan(who, p.id);
      expect({ who: who.email, result: res.data?.mrpProductNextProcessStep && { ...res.data.mrpProductNextProcessStep, product: undefined } }).toEqual({
        who: who.email,
        result: { changed: true, from, to, reason: null, product: undefined },
      });
    }
    // a station it passed already: nothing happens; at Packing it waits for its box package
    expect((await scan(w.workers.printer, p.code)).data?.mrpProductNextProcessStep).toMatchObject({ changed: false, reason: 'already_scanned' });
    expect((await scan(w.workers.packager, p.code)).data?.mrpProductNextProcessStep).toMatchObject({ changed: false, to: 'Packing', reason: 'at_end' });
    const done = (await scan(w.workers.packager, p.code)).data!.mrpProductNextProcessStep.product;
    expect(done.steps.map((s) => [s.from, s.to, s.station])).toEqual([
      ['To Do', 'Cutting', 'Cutting'],
      ['Cutting', 'Printing', 'Cutting'],
      ['Printing', 'Sewing', 'Printing'],
      ['Sewing', 'Quality check', 'Sewing'],
      ['Quality check', 'Packing', 'Quality check'],
    ]);
    expect(done.steps[2].worker_name).toBe('printer user');
    expect(await stockOf(w.variants.tee)).toBe(before - 1);
    const rows = await t.db
      .select()
      .from(timeline)
      .where(and(eq(timeline.entity, 'production'), eq(timeline.entityId, p.id)));
    expect(rows).toHaveLength(5);
  });

  it('a scan writes its audit row once, in its own statement or (nothing changed) after it; its counts event is delivered by the API and marked dispatched', async () => {
    const { units } = await tees(1);
    const p = units[0];
    const who = w.workers.cutting;
    const audits = async () =>
      (
        await t.db
          .select()
          .from(auditLogs)
          .where(and(eq(auditLogs.userId, who.id), eq(auditLogs.operation, 'mrpProductNextProcessStep')))
      ).length;
    const before = await audits();
    const at = later();
    // two scans in one document: each is audited once
    const both = await t.gql(
      `mutation($id: String!, $at: DateTime) { a: mrpProductNextProcessStep(_id: $id, scanned_at: $at) { changed } b: mrpProductNextProcessStep(_id: $id, scanned_at: $at) { changed reason } }`,
      { id: p.code, at },
      who.token,
      w.at(w.lisbon),
    );
    expect(both.data).toEqual({ a: { changed: true }, b: { changed: false, reason: 'already_scanned' } });
    expect(await audits()).toBe(before + 2);
    // a refused scan (out of order) is not audited
    expect(codeOf(await scan(w.workers.sewer, p.code))).toBe('CONFLICT');
    expect(await audits()).toBe(before + 2);
    await eventsSettled(t);
    const events = await t.db.select().from(outbox).where(eq(outbox.name, 'production.changed'));
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.status === 'dispatched')).toBe(true);
  });

  it('two scanners racing on one production make one move and one timeline row', async () => {
    const { units } = await tees(1);
    const p = units[0];
    await scan(w.workers.cutting, p.code);
    await scan(w.workers.cutting, p.code);
    const [a, b] = await Promise.all([scan(w.workers.printer, p.code), scan(w.workers.printer, p.code)]);
    const results = [a, b].map((r) => r.data?.mrpProductNextProcessStep);
    expect(results.map((r) => r?.changed).sort()).toEqual([false, true]);
    expect(results.find((r) => !r?.changed)?.reason).toBe('already_scanned');
    const moves = await t.db
      .select()
      .from(timeline)
      .where(and(eq(timeline.entityId, p.id), eq(timeline.transition, 'advance_sewing')));
    expect(moves).toHaveLength(1);
    const [row] = await t.db.select().from(productions).where(eq(productions.id, p.id));
    expect(row.status).toBe('Sewing');
  });

  it('an error sends a production back to the station that redoes it; a ruined blank makes a reproduction that takes its blank again; a design error holds it', async () => {
    const { units } = await tees(3);
    const [redo, ruined, design] = units;
    for (const p of units) {
      await scan(w.workers.cutting, p.code);
      await scan(w.workers.cutting, p.code);
      await scan(w.workers.printer, p.code);
    }
    // at Sewing, a cutting fault (1011, redo Cutting) sends it back to Cutting
    const back = await t.gql(REPORT, { id: redo.code, errors: [1011], note: 'sleeve cut short' }, w.workers.sewer.token, w.at(w.lisbon));
    expect(back.data?.reportMrpError).toMatchObject({ status: 'Cutting', errors: [{ code: 1011, step: 'Sewing', resolved_at: null }] });
    // a smudged print (2002) ruins the blank: Error, and a new production of the same unit
    const stock = await stockOf(w.variants.tee);
    const failed = await t.gql(REPORT, { id: ruined.code, errors: [2002] }, w.workers.sewer.token, w.at(w.lisbon));
    expect(failed.data?.reportMrpError.status).toBe('Error');
    const [again] = await t.db.select().from(productions).where(eq(productions.reproductionOf, ruined.id));
    expect(again).toMatchObject({ status: 'To Do', unitIndex: ruined.unitIndex, orderItemId: ruined.orderItemId, blankTaken: false });
    expect(codeOf(await scan(w.workers.sewer, ruined.code))).toBe('CONFLICT');
    await scan(w.workers.cutting, again.code);
    expect(await stockOf(w.variants.tee)).toBe(stock - 1);
    expect(await t.db.select().from(productStockHistory).where(eq(productStockHistory.productionId, again.id))).toHaveLength(1);
    // a design error (2011) holds it for the seller's design; scans are refused until it is removed
    const held = await t.gql(REPORT, { id: design.code, errors: [2011] }, w.workers.sewer.token, w.at(w.lisbon));
    expect(held.data?.reportMrpError.status).toBe('On Hold');
    const refused = await scan(w.workers.sewer, design.code);
    expect(refused.errors?.[0]?.extensions?.reasons).toEqual({ production: 'production_blocked' });
    const removed = await t.gql(REMOVE_ERROR, { id: design.code }, w.workers.sewer.token, w.at(w.lisbon));
    expect(removed.data?.mrpProductRemoveError.status).toBe('Sewing');
    expect(removed.data?.mrpProductRemoveError.errors.every((e) => e.resolved_at)).toBe(true);
    // an unknown code is refused and writes nothing
    const unknown = await t.gql(REPORT, { id: design.code, errors: [9999] }, w.workers.sewer.token, w.at(w.lisbon));
    expect(unknown.errors?.[0]?.extensions?.reasons).toEqual({ errors: 'unknown_error_code' });
    expect((await t.gql(PRODUCTS, { search: design.code }, root.token, w.at(w.lisbon))).data?.mrpProducts.items[0].errors).toHaveLength(1);
  });

  it('a refunded order cancels its productions and gives back the blanks not yet printed', async () => {
    const { orderId, units } = await tees(2);
    const [cut, printed] = units;
    const stock = await stockOf(w.variants.tee);
    await scan(w.workers.cutting, cut.code);
    for (const station of [w.workers.cutting, w.workers.cutting, w.workers.printer]) await scan(station, printed.code);
    expect(await stockOf(w.variants.tee)).toBe(stock - 2);
    expect((await t.gql(REFUND, { id: orderId }, root.token)).data?.refundOrder.status).toBe('Refunded');
    await eventsSettled(t);
    const after = await w.productionsOf(orderId);
    expect(after.map((p) => p.status)).toEqual(['Cancelled', 'Cancelled']);
    // the one still at Cutting gave its blank back; the printed one did not
    expect(await stockOf(w.variants.tee)).toBe(stock - 1);
  });

  it('bulk hold and priority; the counters equal a real count after a mixed sequence', async () => {
    const { units } = await tees(4);
    const ids = units.map((u) => u.id);
    const updated = await t.gql(UPDATE, { ids: ids.slice(0, 2), hold: true, priority: 5 }, w.workers.printer.token, w.at(w.lisbon));
    expect(updated.data?.updateMrpProducts.map((p) => [p.status, p.priority])).toEqual([
      ['On Hold', 5],
      ['On Hold', 5],
    ]);
    await t.gql(UPDATE, { ids: ids.slice(0, 1), hold: false }, w.workers.printer.token, w.at(w.lisbon));
    await scan(w.workers.cutting, units[2].code);
    await eventsSettled(t);
    const { kept, real } = await w.countersMatch(w.lisbon);
    expect(kept).toEqual(real);
    const counters = (await t.gql(COUNTERS, {}, root.token, w.at(w.lisbon))).data!.mrpProductCounters;
    const byStatus = Object.fromEntries(counters.map((c) => [c.status, c.count]));
    const all = await t.db.select().from(productions).where(eq(productions.manufactureId, w.lisbon));
    for (const status of ['To Do', 'Cutting', 'On Hold', 'Error', 'Cancelled'])
      expect({ status, n: byStatus[status] }).toEqual({ status, n: all.filter((p) => p.status === status).length });
    const list = await t.gql(PRODUCTS, { status: 'On Hold' }, root.token, w.at(w.lisbon));
    expect(list.data?.mrpProducts.total).toBe(byStatus['On Hold']);
    expect(list.headers['x-total']).toBe(String(byStatus['On Hold']));
    expect((await t.gql(PRODUCTS, { priority: true }, root.token, w.at(w.lisbon))).data?.mrpProducts.items.every((p) => p.priority > 0)).toBe(true);
  });

  it('pushes the station counts to the workers of the factory after a scan; a worker of another factory is refused', async () => {
    const SUB = `subscription($id: ID!) { mrpCountersChanged(manufacture_id: $id) { manufacture_id counters { status count } } }`;
    const stranger = wsClient(t.url, w.berliner.token);
    const client = wsClient(t.url, w.workers.packager.token);
    try {
      await expect(firstEvent(stranger, SUB, { id: w.lisbon })).rejects.toBeTruthy();
      const { units } = await tees(1);
      const events = eventStream<{ mrpCountersChanged: { manufacture_id: string; counters: Array<{ status: string; count: number }> } }>(client, SUB, {
        id: w.lisbon,
      });
      await subscribed(t.env.REDIS_URL!, TOPICS.mrpCountersChanged(w.lisbon));
      await scan(w.workers.cutting, units[0].code);
      const pushed = (await events.next()).mrpCountersChanged;
      const real = await t.db
        .select()
        .from(productions)
        .where(and(eq(productions.manufactureId, w.lisbon), eq(productions.status, 'Cutting')));
      expect(pushed.manufacture_id).toBe(w.lisbon);
      expect(pushed.counters.find((c) => c.status === 'Cutting')?.count).toBe(real.length);
    } finally {
      await stranger.dispose();
      await client.dispose();
    }
  });
});
