import { and, eq } from 'drizzle-orm';
import { errorNameIndex, parseScan } from '@pod/shared';
import { auditLogs, outbox, productionErrors, productions, productionSteps, productStockHistory, productVariants, timeline } from '../src/platform/db/schema';
import { eventsSettled } from './events-settled';
import { COUNTERS, ERROR_CODES, manufacturingWorld, PRODUCTS, REMOVE_ERROR, REPORT, SCAN, UPDATE } from './factories/manufacturing';
import { TOPICS } from '../src/platform/realtime/topics';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';
import { eventStream, firstEvent, subscribed, wsClient } from './realtime';

/** A Quality check code (root's own) whose unit is sewn again. */
const QC_SEAM = 5301;
const SAVE_QC_CODE = doc<{ saveMrpErrorCode: { code: number } }>(
  `mutation { saveMrpErrorCode(code: ${QC_SEAM}, step: "Quality check", key: "broken_seam", redo: "Sewing", reproduce: false, active: true) { code } }`,
);
const OPEN_ERRORS = doc<{ productionReport: { station_errors: Array<{ station: string; errors: number; open: number }> } }>(
  `{ productionReport(tab: "today") { station_errors { station errors open } } }`,
);
const QUEUE = doc<{ mrpProducts: { items: Array<{ _id: string }>; total: number } }>(
  `query($order: String) { mrpProducts(mrp_status: "To Do", order: $order, per_page: 100) { items { _id } total } }`,
);
const REFUND = doc<{ refundOrder: { status: string } }>(`mutation($id: ID!) { refundOrder(id: $id) { status } }`);

describe('manufacturing: the station flow, errors and counters', () => {
  let t: TestApp;
  let root: SignedInUser;
  let seller: SignedInUser;
  let w: Awaited<ReturnType<typeof manufacturingWorld>>;
  /** A moment 10 s after the last one, from half an hour ago (scan times ahead of now are refused): scans far enough apart are different scans. */
  const later = (() => {
    const start = Date.now() - 30 * 60_000;
    let s = 0;
    return () => new Date(start + (s += 10) * 1000).toISOString();
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

  it('a scan time ahead of now beyond the skew, or older than the offline window, is refused with its reason and writes nothing', async () => {
    const { units } = await tees(1);
    const p = units[0];
    const steps = async () => (await t.db.select().from(productionSteps).where(eq(productionSteps.productionId, p.id))).length;
    for (const [at, reason] of [
      ['2999-01-01T00:00:00Z', 'scan_in_future'],
      [new Date(Date.now() + 10 * 60_000).toISOString(), 'scan_in_future'],
      ['2001-01-01T00:00:00Z', 'scan_too_old'],
      [new Date(Date.now() - 25 * 3_600_000).toISOString(), 'scan_too_old'],
    ] as const) {
      const res = await t.gql(SCAN, { id: p.code, at }, w.workers.cutting.token, w.at(w.lisbon));
      expect([at, codeOf(res), res.errors?.[0]?.extensions?.reasons]).toEqual([at, 'BAD_USER_INPUT', { scanned_at: reason }]);
    }
    expect(await steps()).toBe(0);
    // Within the window (an offline scan of 23 hours ago) and a clock a minute ahead are taken.
    const old = await t.gql(SCAN, { id: p.code, at: new Date(Date.now() - 23 * 3_600_000).toISOString() }, w.workers.cutting.token, w.at(w.lisbon));
    expect(old.data?.mrpProductNextProcessStep).toMatchObject({ changed: true, to: 'Cutting' });
    const ahead = await t.gql(SCAN, { id: p.code, at: new Date(Date.now() + 60_000).toISOString() }, w.workers.cutting.token, w.at(w.lisbon));
    expect(ahead.data?.mrpProductNextProcessStep).toMatchObject({ changed: true, to: 'Printing' });
    expect(await steps()).toBe(2);
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
    }
    // a Quality check code that sends the unit back to Sewing (root adds it; the defaults redo at their own station)
    // (the default codes are written at their first read: read them before adding one)
    expect((await t.gql(ERROR_CODES, {}, root.token)).data?.mrpErrorCodes.length).toBeGreaterThan(20);
    expect((await t.gql(SAVE_QC_CODE, {}, root.token)).errors).toBeUndefined();
    for (const who of [w.workers.printer, w.workers.sewer]) await scan(who, redo.code);
    const back = await t.gql(REPORT, { id: redo.code, errors: [QC_SEAM], note: 'seam open' }, w.workers.qc.token, w.at(w.lisbon));
    expect(back.data?.reportMrpError).toMatchObject({ status: 'Sewing', errors: [{ code: QC_SEAM, step: 'Quality check', resolved_at: null }] });
    // a smudged print (2002) ruins the blank: Error, and a new production of the same unit
    const stock = await stockOf(w.variants.tee);
    const failed = await t.gql(REPORT, { id: ruined.code, errors: [2002] }, w.workers.printer.token, w.at(w.lisbon));
    expect([failed.errors, failed.data?.reportMrpError.status]).toEqual([undefined, 'Error']);
    const [again] = await t.db.select().from(productions).where(eq(productions.reproductionOf, ruined.id));
    expect(again).toMatchObject({ status: 'To Do', unitIndex: ruined.unitIndex, orderItemId: ruined.orderItemId, blankTaken: false });
    expect(codeOf(await scan(w.workers.printer, ruined.code))).toBe('CONFLICT');
    await scan(w.workers.cutting, again.code);
    expect(await stockOf(w.variants.tee)).toBe(stock - 1);
    expect(await t.db.select().from(productStockHistory).where(eq(productStockHistory.productionId, again.id))).toHaveLength(1);
    // a design error (2011) holds it for the seller's design; scans are refused until it is removed
    const held = await t.gql(REPORT, { id: design.code, errors: [2011] }, w.workers.printer.token, w.at(w.lisbon));
    expect(held.data?.reportMrpError.status).toBe('On Hold');
    const refused = await scan(w.workers.printer, design.code);
    expect(refused.errors?.[0]?.extensions?.reasons).toEqual({ production: 'production_blocked' });
    const removed = await t.gql(REMOVE_ERROR, { id: design.code }, w.workers.printer.token, w.at(w.lisbon));
    expect(removed.data?.mrpProductRemoveError.status).toBe('Printing');
    expect(removed.data?.mrpProductRemoveError.errors.every((e) => e.resolved_at)).toBe(true);
    // an unknown code is refused and writes nothing
    const unknown = await t.gql(REPORT, { id: design.code, errors: [9999] }, w.workers.printer.token, w.at(w.lisbon));
    expect(unknown.errors?.[0]?.extensions?.reasons).toEqual({ errors: 'unknown_error_code' });
    expect((await t.gql(PRODUCTS, { search: design.code }, root.token, w.at(w.lisbon))).data?.mrpProducts.items[0].errors).toHaveLength(1);
  });

  it('a rework error is resolved when its unit passes the station it was sent back to; the report counts only open ones as open', async () => {
    const openAt = async (station: string) => {
      const res = await t.gql(OPEN_ERRORS, {}, root.token, w.at(w.lisbon));
      const row = res.data!.productionReport.station_errors.find((r) => r.station === station);
      return { errors: row?.errors ?? 0, open: row?.open ?? 0 };
    };
    // (the Quality check code is saved by the test above when the file runs whole; save it again here)
    await t.gql(ERROR_CODES, {}, root.token);
    await t.gql(SAVE_QC_CODE, {}, root.token);
    const { units } = await tees(2);
    const [seam, sewn] = units;
    for (const p of units) for (const who of [w.workers.cutting, w.workers.cutting, w.workers.printer]) await scan(who, p.code);
    const errorsOf = async (id: string) =>
      (await t.db.select().from(productionErrors).where(eq(productionErrors.productionId, id))).map((e) => [e.code, !!e.resolvedAt]);
    const [qcBefore, sewingBefore] = [await openAt('Quality check'), await openAt('Sewing')];
    // Sent back from Quality check to Sewing: open until the sewer passes it on again.
    await scan(w.workers.sewer, seam.code);
    expect((await t.gql(REPORT, { id: seam.code, errors: [QC_SEAM] }, w.workers.qc.token, w.at(w.lisbon))).data?.reportMrpError.status).toBe('Sewing');
    // The sewer's own 3001 (redo Sewing): the unit stays, open until it passes Sewing.
    expect((await t.gql(REPORT, { id: sewn.code, errors: [3001] }, w.workers.sewer.token, w.at(w.lisbon))).data?.reportMrpError.status).toBe('Sewing');
    expect([await errorsOf(seam.id), await errorsOf(sewn.id)]).toEqual([[[QC_SEAM, false]], [[3001, false]]]);
    expect(await openAt('Quality check')).toEqual({ errors: qcBefore.errors + 1, open: qcBefore.open + 1 });
    expect(await openAt('Sewing')).toEqual({ errors: sewingBefore.errors + 1, open: sewingBefore.open + 1 });
    for (const p of units) await scan(w.workers.sewer, p.code);
    expect([await errorsOf(seam.id), await errorsOf(sewn.id)]).toEqual([[[QC_SEAM, true]], [[3001, true]]]);
    // Passing Quality check and the rest changes nothing more; the report still counts the errors, none open.
    for (const p of units) await scan(w.workers.qc, p.code);
    expect(await openAt('Quality check')).toEqual({ errors: qcBefore.errors + 1, open: qcBefore.open });
    expect(await openAt('Sewing')).toEqual({ errors: sewingBefore.errors + 1, open: sewingBefore.open });
  });

  it("a station reports only its own error codes: another station's code is refused and writes nothing", async () => {
    const { units } = await tees(1);
    const p = units[0];
    for (const who of [w.workers.cutting, w.workers.cutting, w.workers.printer, w.workers.sewer]) await scan(who, p.code);
    const errorsOf = async () => (await t.db.select().from(productionErrors).where(eq(productionErrors.productionId, p.id))).length;
    // at Quality check: a Cutting code (1011), a Sewing code (3001), one good with one foreign
    for (const errors of [[1011], [3001], [4004, 1011]]) {
      const res = await t.gql(REPORT, { id: p.code, errors }, w.workers.qc.token, w.at(w.lisbon));
      expect([errors, codeOf(res), res.errors?.[0]?.extensions?.reasons]).toEqual([errors, 'BAD_USER_INPUT', { errors: 'unknown_error_code' }]);
    }
    // root reports at the unit's step: a Printing code at Quality check is refused too
    expect(codeOf(await t.gql(REPORT, { id: p.code, errors: [2002] }, root.token, w.at(w.lisbon)))).toBe('BAD_USER_INPUT');
    expect(await errorsOf()).toBe(0);
    expect((await t.db.select().from(productions).where(eq(productions.id, p.id)))[0].status).toBe('Quality check');
    // its own station's codes (Quality check shares the packing station's) are taken
    const ok = await t.gql(REPORT, { id: p.code, errors: [4003] }, w.workers.qc.token, w.at(w.lisbon));
    expect(ok.errors).toBeUndefined();
    expect(await errorsOf()).toBe(1);
  });

  it("the words a station takes (OK, CONFIRM in any case or language, an error's name) reach the API as the codes it checks; another station's error by name is still refused", async () => {
    const { units } = await tees(2);
    const [smudged, torn] = units;
    for (const p of units) for (const who of [w.workers.cutting, w.workers.cutting]) await scan(who, p.code);
    // The station reads the names of the codes the API lists (the key, root's label; the web adds the name in the worker's language).
    const names = errorNameIndex((await t.gql(ERROR_CODES, {}, root.token)).data!.mrpErrorCodes.filter((c) => c.active));
    expect(['ok', 'Bestätigen', 'annuler'].map((word) => parseScan(word).kind)).toEqual(['ok', 'confirm', 'cancel']);
    const read = (line: string) => {
      const token = parseScan(line, names);
      return token.kind === 'error' ? token.code : null;
    };
    expect([read('Smudged print'), read('SMUDGED_PRINT'), read('torn fabric'), read('2002')]).toEqual([2002, 2002, 1005, 2002]);
    const reported = await t.gql(REPORT, { id: smudged.code, errors: [read('smudged print')!] }, w.workers.printer.token, w.at(w.lisbon));
    expect([reported.errors, reported.data?.reportMrpError.errors.map((e) => e.code)]).toEqual([undefined, [2002]]);
    // A cutting error typed by name at the printer's station: the API refuses it and writes nothing.
    const refused = await t.gql(REPORT, { id: torn.code, errors: [read('Torn fabric')!] }, w.workers.printer.token, w.at(w.lisbon));
    expect([codeOf(refused), refused.errors?.[0]?.extensions?.reasons]).toEqual(['BAD_USER_INPUT', { errors: 'unknown_error_code' }]);
    expect(await t.db.select().from(productionErrors).where(eq(productionErrors.productionId, torn.id))).toHaveLength(0);
  });

  it("a station's queue (order: next) puts the highest priority first, then the earliest ship-by, then the order they came; the total counts the whole step; a made-up order is refused", async () => {
    const { units } = await tees(4);
    const [late, urgent, early, second] = units;
    const day = (n: number) => new Date(Date.UTC(2001, 0, n));
    // (one order's units share their ship-by and creation time: set both, so each place in the queue has one reason)
    for (const [p, shipBy, priority, createdAt] of [
      [late, day(3), 0, day(1)],
      [urgent, day(9), 2, day(1)],
      [early, day(1), 0, day(1)],
      [second, day(1), 0, day(2)],
    ] as const)
      await t.db.update(productions).set({ shipBy, priority, createdAt }).where(eq(productions.id, p.id));
    const queue = await t.gql(QUEUE, { order: 'next' }, w.workers.cutting.token, w.at(w.lisbon));
    const mine = new Set(units.map((u) => u.id));
    expect(queue.data!.mrpProducts.items.filter((p) => mine.has(p._id)).map((p) => p._id)).toEqual([urgent.id, early.id, second.id, late.id]);
    const toDo = (await t.gql(COUNTERS, {}, root.token, w.at(w.lisbon))).data!.mrpProductCounters.find((c) => c.status === 'To Do')!.count;
    expect(queue.data!.mrpProducts.total).toBe(toDo);
    expect(codeOf(await t.gql(QUEUE, { order: 'oldest' }, w.workers.cutting.token, w.at(w.lisbon)))).toBe('BAD_USER_INPUT');
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
