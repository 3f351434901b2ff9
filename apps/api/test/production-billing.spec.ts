import { and, eq } from 'drizzle-orm';
import { addMoney, API_TOKEN_SCOPES } from '@pod/shared';
import { newId } from '../src/platform/common/ids';
import { DB, type Db } from '../src/platform/db/database';
import { manufactures, productionInvoices, productionTransactions, timeline, users } from '../src/platform/db/schema';
import { EventsService } from '../src/platform/events/events.service';
import { JobsService } from '../src/platform/jobs/jobs.service';
import { eventsSettled } from './events-settled';
import { insertFlatRate, insertPreset, insertShippingMethod } from './factories';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';
import { pdfText } from './support/pdf';
import { fetchSignedFile } from './support/signed-file';

interface Entry {
  _id: string;
  manufacture_id: string;
  manufacture_name: string | null;
  user_id: string;
  order_id: string;
  order_number: number;
  units: number;
  amount: string;
  status: string;
  invoice_id: string | null;
}
interface Invoice {
  _id: string;
  number: number;
  manufacture_id: string;
  manufacture_name: string | null;
  user_id: string;
  period_start: string;
  period_end: string;
  status: string;
  order_count: number;
  total: string;
  pdf_url: string | null;
  xlsx_url: string | null;
  lines: Array<{ order_number: number; amount: string; units: number }>;
}
const ENTRY = '_id manufacture_id manufacture_name user_id order_id order_number units amount status invoice_id';
const FILTER_VARS = '$status: String, $factory: ID, $user: ID, $start: String, $end: String';
const FILTER_ARGS = 'manufacture_id: $factory, user_id: $user, start: $start, end: $end';
const LEDGER = doc<{
  productionTransactions: Entry[];
  productionTransactionCounters: Record<'all' | 'pending' | 'invoiced' | 'cancelled', number>;
  productionTransactionSum: Record<'all' | 'pending' | 'invoiced' | 'cancelled', string>;
}>(
  `query(${FILTER_VARS}) {
    productionTransactions(status: $status, ${FILTER_ARGS}) { ${ENTRY} }
    productionTransactionCounters(${FILTER_ARGS}) { all pending invoiced cancelled }
    productionTransactionSum(${FILTER_ARGS}) { all pending invoiced cancelled } }`,
);
const PARTIES = doc<{ productionParties: { factories: Array<{ _id: string; name: string }>; sellers: Array<{ _id: string }> } }>(
  `{ productionParties { factories { _id name } sellers { _id } } }`,
);
const INVOICE_FIELDS = '_id number manufacture_id manufacture_name user_id period_start period_end status order_count total pdf_url xlsx_url';
const INVOICES = doc<{ productionInvoices: Invoice[]; productionInvoiceCounters: Record<'all' | 'pending' | 'paid' | 'cancelled', number> }>(
  `query(${FILTER_VARS}) {
    productionInvoices(status: $status, ${FILTER_ARGS}) { ${INVOICE_FIELDS} }
    productionInvoiceCounters(${FILTER_ARGS}) { all pending paid cancelled } }`,
);
const ONE = doc<{ productionInvoice: Invoice }>(`query($id: ID!) { productionInvoice(_id: $id) { ${INVOICE_FIELDS} lines { order_number amount units } } }`);
const DECIDE = doc<{ makeProductionInvoice: Invoice }>(
  `mutation($id: ID!, $status: String!) { makeProductionInvoice(id: $id, status: $status) { ${INVOICE_FIELDS} } }`,
);
const CREATE = doc<{ createOrder: { _id: string; number: number; status: string } }>(
  `mutation($input: CreateOrderInput!) { createOrder(input: $input) { _id number status } }`,
);
const PROCESS = doc<{ processOrders: Array<{ _id: string; ok: boolean; reason: string | null }> }>(
  `mutation($ids: [ID!]!) { processOrders(ids: $ids) { _id ok reason } }`,
);
const act = (name: string) => doc<Record<string, { status: string }>>(`mutation($id: ID!, $reason: String) { ${name}(id: $id, reason: $reason) { status } }`);
const CANCEL = act('cancelOrder');
const HOLD = act('holdOrder');
const RELEASE = act('releaseOrder');
const ADJUST = doc<{ adjustCredit: { _id: string } }>(
  `mutation($user: ID!, $amount: Flex!) { adjustCredit(user_id: $user, amount: $amount, message: "test credit") { _id } }`,
);
const REGENERATE = doc<{ regenerateApiToken: { token: string } }>(`mutation($scopes: [String!]!) { regenerateApiToken(scopes: $scopes) { token } }`);
const ADDRESS = { name: 'Ada Lovelace', address1: '12 Analytical Row', city: 'London', zip: 'N1 9GU', country: 'gb' };

/** 8–14 October 2026: an ended invoice period whatever day the suite runs (it runs after it). */
const PERIOD = { start: '2026-10-08', end: '2026-10-14' };

describe('production billing', () => {
  let t: TestApp;
  let root: SignedInUser;
  let sr: SignedInUser;
  let accounting: SignedInUser;
  let seller: SignedInUser;
  let partner: SignedInUser;
  let rootApiToken: string;
  let lisbon: string;
  let berlin: string;
  const skus = { tee: `TEE-${newId().slice(-6)}`, mug: `MUG-${newId().slice(-6)}`, hoodie: `HOOD-${newId().slice(-6)}` };
  let designFile: string;
  const entriesOf = (orderId: string) => t.db.select().from(productionTransactions).where(eq(productionTransactions.orderId, orderId));

  /** A seller's order of these lines, paid through processOrders; answers its id. */
  const paidOrder = async (items: Array<[sku: string, quantity: number]>) => {
    const res = await t.gql(
      CREATE,
      { input: { shipping_address: ADDRESS, items: items.map(([sku, quantity]) => ({ sku, quantity, designs: { front: designFile } })) } },
      seller.token,
    );
    expect(res.errors).toBeUndefined();
    const id = res.data!.createOrder._id;
    expect((await t.gql(PROCESS, { ids: [id] }, seller.token)).data!.processOrders[0].ok).toBe(true);
    await eventsSettled(t);
    return id;
  };

  /** The seller's order `orderId` paid (Pending to Processing) recorded once more, as a replayed or late event would deliver it. */
  const replayPayment = async (orderId: string, number: number) => {
    await t.app.get<Db>(DB).transaction((tx) =>
      t.app.get(EventsService).record(tx, 'order.status_changed', {
        orderId,
        number,
        sellerId: seller.id,
        from: 'Pending',
        to: 'Processing',
        total: '0',
        actorId: null,
      }),
    );
    await eventsSettled(t);
  };

  beforeAll(async () => {
    t = await TestApp.start();
    root = await t.userWithToken({ role: 'root' });
    accounting = await t.userWithToken({ role: 'accounting' });
    ({ sr, seller, partner } = await t.cast());
    rootApiToken = (await t.gql(REGENERATE, { scopes: [...API_TOKEN_SCOPES] }, root.token)).data!.regenerateApiToken.token;
    [lisbon, berlin] = [newId(), newId()];
    await t.db.insert(manufactures).values([
      { id: lisbon, name: 'Lisbon Works' },
      { id: berlin, name: 'Berlin Print' },
    ]);
    // A clipart: a file every seller may put on their orders (file-ownership.spec tries another's).
    designFile = (await t.newFile({ type: 'clipart' })).id;
    await insertPreset(t.db, { name: 'Tee', manufactureId: lisbon, variants: [{ sku: skus.tee, basePrice: '10.37', salePrice: '15.00' }] });
    await insertPreset(t.db, {
      name: 'Mug',
      provider: 'customcat',
      manufactureId: berlin,
      variants: [{ sku: skus.mug, basePrice: '4.05', salePrice: '9.00' }],
    });
    await insertPreset(t.db, { name: 'Hoodie', provider: 'printify', variants: [{ sku: skus.hoodie, basePrice: '21.00', salePrice: '30.00' }] });
    const method = await insertShippingMethod(t.db, { name: 'Standard' });
    await insertFlatRate(t.db, method.id, '4.00', '1.50');
    expect((await t.gql(ADJUST, { user: seller.id, amount: '1000.00' }, root.token)).errors).toBeUndefined();
  });
  afterAll(() => t.stop());

  it("every operation is refused to anonymous, a seller, a partner, accounting and an API token (even root's, all scopes); root is let in (and super_root, who passes every role rule)", async () => {
    const calls: Array<[typeof LEDGER | typeof PARTIES | typeof INVOICES | typeof ONE | typeof DECIDE, Record<string, unknown>]> = [
      [LEDGER, {}],
      [PARTIES, {}],
      [INVOICES, {}],
      [ONE, { id: newId() }],
      [DECIDE, { id: newId(), status: 'paid' }],
    ];
    for (const [query, vars] of calls) {
      expect(codeOf(await t.gql(query, vars, ''))).toBe('UNAUTHENTICATED');
      for (const who of [seller, partner, accounting])
        expect({ who: who.email, code: codeOf(await t.gql(query, vars, who.token)) }).toEqual({ who: who.email, code: 'FORBIDDEN' });
      expect(codeOf(await t.gql(query, vars, rootApiToken))).toBe('FORBIDDEN');
    }
    expect((await t.gql(LEDGER, {}, root.token)).errors).toBeUndefined();
    expect((await t.gql(LEDGER, {}, sr.token)).errors).toBeUndefined();
    expect((await t.gql(PARTIES, {}, root.token)).errors).toBeUndefined();
    expect((await t.gql(INVOICES, {}, root.token)).errors).toBeUndefined();
    expect(codeOf(await t.gql(ONE, { id: newId() }, root.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(DECIDE, { id: newId(), status: 'paid' }, root.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(LEDGER, { status: 'paid' }, root.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(LEDGER, { start: '2026-10-01' }, root.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(DECIDE, { id: newId(), status: 'invoiced' }, root.token))).toBe('BAD_USER_INPUT');
  });

  it('paying an order makes one entry per factory at its base cost; processing again, resuming or a replayed event makes none twice', async () => {
    const id = await paidOrder([
      [skus.tee, 3],
      [skus.mug, 2],
      [skus.hoodie, 1],
    ]);
    const entries = await entriesOf(id);
    // tee 3 × 10.37 at Lisbon, mug 2 × 4.05 at Berlin; the provider's hoodie is no factory's work
    expect(entries.map((e) => [e.manufactureId, e.units, e.amount, e.status, e.sellerId]).sort()).toEqual(
      [
        [lisbon, 3, '31.11', 'pending', seller.id],
        [berlin, 2, '8.10', 'pending', seller.id],
      ].sort(),
    );
    expect(entries.every((e) => e.productionId === null)).toBe(true);
    expect((await t.gql(PROCESS, { ids: [id] }, seller.token)).data!.processOrders[0].ok).toBe(false);
    expect((await t.gql(HOLD, { id }, root.token)).data!.holdOrder.status).toBe('On Hold');
    expect((await t.gql(RELEASE, { id }, root.token)).data!.releaseOrder.status).toBe('Processing');
    // the same change delivered again, as a replay would
    await replayPayment(id, entries[0].orderNumber);
    expect(await entriesOf(id)).toHaveLength(2);
    const { data } = await t.gql(LEDGER, { factory: lisbon }, root.token);
    expect(data!.productionTransactions.map((e) => [e.order_id, e.manufacture_name, e.amount])).toEqual([[id, 'Lisbon Works', '31.11']]);
  });

  it('an order only a provider account fulfils makes no entry', async () => {
    const id = await paidOrder([[skus.hoodie, 2]]);
    expect(await entriesOf(id)).toEqual([]);
  });

  it('cancelling a paid order before invoicing cancels its entries; counters and sums follow', async () => {
    const id = await paidOrder([[skus.tee, 1]]);
    expect((await entriesOf(id)).map((e) => e.status)).toEqual(['pending']);
    expect((await t.gql(CANCEL, { id, reason: 'customer changed mind' }, seller.token)).data!.cancelOrder.status).toBe('Cancelled');
    await eventsSettled(t);
    const [entry] = await entriesOf(id);
    expect(entry).toMatchObject({ status: 'cancelled', amount: '10.37' });
    expect(entry.cancelledAt).not.toBeNull();
    const { data } = await t.gql(LEDGER, { user: seller.id }, root.token);
    expect(data!.productionTransactionCounters).toEqual({ all: 3, pending: 2, invoiced: 0, cancelled: 1 });
    expect(data!.productionTransactionSum).toEqual({ all: '39.21', pending: '39.21', invoiced: '0.00', cancelled: '10.37' });
    // its payment's event delivered late, after the cancellation: still no pending entry
    await replayPayment(id, entry.orderNumber);
    expect((await entriesOf(id)).map((e) => e.status)).toEqual(['cancelled']);
    const cancelledTab = await t.gql(LEDGER, { status: 'cancelled' }, root.token);
    expect(cancelledTab.data!.productionTransactions.map((e) => e.order_id)).toEqual([id]);
    expect(cancelledTab.headers['x-total']).toBe('1');
    // a date range counts over the range itself
    const none = await t.gql(LEDGER, { start: '01-01-2020', end: '31-12-2020' }, root.token);
    expect(none.data!.productionTransactionCounters.all).toBe(0);
    expect(none.data!.productionTransactionSum.all).toBe('0.00');
    const parties = (await t.gql(PARTIES, {}, root.token)).data!.productionParties;
    expect(parties.factories.map((f) => f.name)).toEqual(['Berlin Print', 'Lisbon Works']);
    expect(parties.sellers.map((s) => s._id)).toEqual([seller.id]);
  });

  it('the job invoices each factory and flagged seller per period once; totals equal the lines; the entries become invoiced', async () => {
    // the pending entries were paid in an ended period
    await t.db
      .update(productionTransactions)
      .set({ paidAt: new Date('2026-10-09T10:00:00Z') })
      .where(eq(productionTransactions.status, 'pending'));
    const jobs = t.app.get(JobsService);
    // a seller without the production invoice flag is not invoiced: their entries wait
    await jobs.runNow('production_invoices_issue', {});
    expect(await t.db.$count(productionInvoices)).toBe(0);
    await t.db.update(users).set({ activeProductionInvoice: true }).where(eq(users.id, seller.id));
    await jobs.runNow('production_invoices_issue', {});
    await jobs.runNow('production_invoices_issue', {});
    const rows = await t.db.select().from(productionInvoices);
    expect(rows.map((r) => [r.manufactureId, r.sellerId, r.periodStart, r.periodEnd, r.total, r.orderCount]).sort()).toEqual(
      [
        [lisbon, seller.id, PERIOD.start, PERIOD.end, '31.11', 1],
        [berlin, seller.id, PERIOD.start, PERIOD.end, '8.10', 1],
      ].sort(),
    );
    expect(await t.db.$count(productionTransactions, eq(productionTransactions.status, 'pending'))).toBe(0);
    const lisbonRow = rows.find((r) => r.manufactureId === lisbon)!;
    expect(
      await t.db.$count(productionTransactions, and(eq(productionTransactions.invoiceId, lisbonRow.id), eq(productionTransactions.status, 'invoiced'))),
    ).toBe(1);
    const { productionInvoice: inv } = (await t.gql(ONE, { id: lisbonRow.id }, root.token)).data!;
    expect(inv.total).toBe(addMoney(...inv.lines.map((l) => l.amount)));
    expect(inv.order_count).toBe(inv.lines.length);
    expect(inv.manufacture_name).toBe('Lisbon Works');
    const list = (await t.gql(INVOICES, { factory: lisbon }, root.token)).data!;
    expect(list.productionInvoices.map((i) => i._id)).toEqual([lisbonRow.id]);
    expect(list.productionInvoiceCounters).toEqual({ all: 1, pending: 1, paid: 0, cancelled: 0 });
    const counters = (await t.gql(LEDGER, {}, root.token)).data!.productionTransactionCounters;
    expect(counters).toEqual({ all: 3, pending: 0, invoiced: 2, cancelled: 1 });
  });

  it('the PDF reads back the factory, the seller, the period, the orders and the total; the XLSX is a workbook', async () => {
    const [row] = await t.db.select().from(productionInvoices).where(eq(productionInvoices.manufactureId, lisbon));
    const { productionInvoice: inv } = (await t.gql(ONE, { id: row.id }, root.token)).data!;
    const pdf = await fetchSignedFile(t, inv.pdf_url!);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain('Production invoice');
    expect(text).toContain('Lisbon Works');
    expect(text).toContain(seller.email);
    expect(text).toContain('Oct 8, 2026 – Oct 14, 2026');
    expect(text).toContain(`#${inv.lines[0].order_number}`);
    expect(text).toContain('$31.11');
    const xlsx = await fetchSignedFile(t, inv.xlsx_url!);
    expect((xlsx.body as Buffer).subarray(0, 2).toString()).toBe('PK');
  });

  it('makeProductionInvoice: root marks paid once, on the timeline; cancelled is final too', async () => {
    const rows = await t.db.select().from(productionInvoices).orderBy(productionInvoices.number);
    const paid = await t.gql(DECIDE, { id: rows[0].id, status: 'paid' }, root.token);
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.makeProductionInvoice.status).toBe('paid');
    expect(codeOf(await t.gql(DECIDE, { id: rows[0].id, status: 'cancelled' }, root.token))).toBe('CONFLICT');
    expect((await t.gql(DECIDE, { id: rows[1].id, status: 'cancelled' }, root.token)).data!.makeProductionInvoice.status).toBe('cancelled');
    const steps = await t.db.select().from(timeline).where(eq(timeline.entityId, rows[0].id));
    expect(steps.map((s) => [s.entity, s.to])).toEqual([['production_invoice', 'paid']]);
  });

  it('a cancelled invoice releases its entries and the next run reissues its period; an entry paid after its period was invoiced goes on the next invoice', async () => {
    const [paid, cancelled] = await t.db.select().from(productionInvoices).orderBy(productionInvoices.number);
    expect(cancelled.status).toBe('cancelled');
    // the cancelled invoice's entry is owed again: pending, on no invoice
    const released = await t.db.select().from(productionTransactions).where(eq(productionTransactions.manufactureId, cancelled.manufactureId));
    expect(released.filter((e) => e.status !== 'cancelled').map((e) => [e.status, e.invoiceId])).toEqual([['pending', null]]);
    // an order of the paid invoice's factory, paid in that invoice's period after it was issued
    const late = await paidOrder([[skus.tee, 1]]);
    await t.db
      .update(productionTransactions)
      .set({ paidAt: new Date('2026-10-10T10:00:00Z') })
      .where(eq(productionTransactions.orderId, late));
    await t.app.get(JobsService).runNow('production_invoices_issue', {});
    await t.app.get(JobsService).runNow('production_invoices_issue', {});
    const after = await t.db.select().from(productionInvoices).orderBy(productionInvoices.number);
    expect(after).toHaveLength(4);
    const [reissue, next] = after.slice(2);
    // the reissue: same factory, seller, period and total as the cancelled invoice, a new number
    expect([reissue.manufactureId, reissue.periodStart, reissue.total, reissue.status]).toEqual([
      cancelled.manufactureId,
      PERIOD.start,
      cancelled.total,
      'pending',
    ]);
    // the late entry: on the first period not invoiced yet for its factory, after its own
    expect([next.manufactureId, next.periodStart, next.total, next.orderCount]).toEqual([paid.manufactureId, '2026-10-15', '10.37', 1]);
    const [entry] = await entriesOf(late);
    expect([entry.status, entry.invoiceId]).toEqual(['invoiced', next.id]);
    expect(await t.db.$count(productionTransactions, eq(productionTransactions.status, 'pending'))).toBe(0);
  });
});
