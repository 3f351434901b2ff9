import { eq, inArray } from 'drizzle-orm';
import { addMoney } from '@pod/shared';
import { newId } from '../src/platform/common/ids';
import { invoiceLines, invoices, orders, timeline, users } from '../src/platform/db/schema';
import { JobsService } from '../src/platform/jobs/jobs.service';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';
import { pdfText } from './support/pdf';
import { fetchSignedFile } from './support/signed-file';

interface Line {
  order_number: number;
  product_cost: string;
  estimated_shipping: string;
  actual_shipping: string | null;
  total: string;
}
interface Invoice {
  _id: string;
  number: number;
  user_id: string;
  period_start: string;
  period_end: string;
  status: string;
  order_count: number;
  product_cost: string;
  estimated_shipping: string;
  actual_shipping: string | null;
  total: string;
  pdf_url: string | null;
  xlsx_url: string | null;
  lines: Line[];
}
const FIELDS = '_id number user_id period_start period_end status order_count product_cost estimated_shipping actual_shipping total pdf_url xlsx_url';
const LINE_FIELDS = 'lines { order_number product_cost estimated_shipping actual_shipping total }';
const MAKE_ALL = doc<{ makeInvoices: Invoice[] }>(`mutation($day: String!) { makeInvoices(day: $day) { ${FIELDS} } }`);
const LIST = doc<{ invoices: Invoice[]; invoiceCounters: Record<'all' | 'pending' | 'paid' | 'cancelled', number> }>(
  `query($status: String, $user: ID, $start: String, $end: String) {
    invoices(status: $status, user_id: $user, start: $start, end: $end) { ${FIELDS} }
    invoiceCounters(user_id: $user, start: $start, end: $end) { all pending paid cancelled } }`,
);
const ONE = doc<{ invoice: Invoice }>(`query($id: ID!) { invoice(_id: $id) { ${FIELDS} ${LINE_FIELDS} } }`);
const SELLERS = doc<{ invoiceSellers: Array<{ _id: string }> }>(`{ invoiceSellers { _id email } }`);
const DECIDE = doc<{ makeInvoice: Invoice }>(`mutation($id: ID!, $status: String!) { makeInvoice(id: $id, status: $status) { ${FIELDS} } }`);

/** 1–7 October 2026: an ended period whatever day the test runs (the suite runs after it). */
const DAY = '03-10-2026';
const PERIOD = { start: '2026-10-01', end: '2026-10-07' };

describe('invoices', () => {
  let t: TestApp;
  let root: SignedInUser;
  let accounting: SignedInUser;
  let partner: SignedInUser;
  const count = () => t.db.$count(invoices);

  /** A paid order of `sellerId` on `paidAt`, money as the orders service writes it. */
  const paidOrder = async (sellerId: string, paidAt: string, total: string, shipping: string) => {
    const [o] = await t.db
      .insert(orders)
      .values({
        id: newId(),
        sellerId,
        status: 'Processing',
        shippingAddress: { name: 'A', address1: 'x', city: 'y', country: 'US', zip: '1' } as never,
        subtotal: total,
        shipping,
        total,
        paid: total,
        paidAt: new Date(paidAt),
      })
      .returning();
    return o;
  };
  const fetchFile = (url: string) => fetchSignedFile(t, url);

  /**
   * Two new sellers and their orders, each test its own: `seller` (Zoë Händler) has two paid orders in
   * the period, one just after it and a refunded one inside; `other` (who reads German) has one.
   */
  const sellersWithOrders = async () => {
    const seller = await t.newUser({ name: 'Zoë Händler' });
    const other = await t.newUser();
    await t.db
      .update(users)
      .set({ customizer: { language: 'de' } })
      .where(eq(users.id, other.id));
    await paidOrder(seller.id, '2026-10-02T10:00:00Z', '25.50', '4.99');
    await paidOrder(seller.id, '2026-10-07T23:00:00Z', '12.05', '3.10');
    await paidOrder(other.id, '2026-10-05T08:00:00Z', '40.00', '6.00');
    // outside the period, and a fully refunded one inside: neither is billed
    await paidOrder(seller.id, '2026-10-08T00:00:01Z', '9.00', '1.00');
    const refunded = await paidOrder(seller.id, '2026-10-03T09:00:00Z', '8.00', '2.00');
    await t.db.update(orders).set({ paid: '0.00', status: 'Refunded' }).where(eq(orders.id, refunded.id));
    return { seller, other };
  };
  const invoicesOf = (sellerId: string) => t.db.select().from(invoices).where(eq(invoices.sellerId, sellerId)).orderBy(invoices.periodStart);

  /** The sellers of `sellersWithOrders`, invoiced for 1–7 and 8–14 October: `seller` has two invoices, `other` one. */
  const invoicedSellers = async () => {
    const cast = await sellersWithOrders();
    for (const day of [DAY, '09-10-2026']) expect((await t.gql(MAKE_ALL, { day }, root.token)).errors).toBeUndefined();
    return cast;
  };

  beforeAll(async () => {
    t = await TestApp.start();
    root = await t.userWithToken({ role: 'root' });
    accounting = await t.userWithToken({ role: 'accounting' });
    partner = await t.userWithToken({ role: 'partner' });
  });
  afterAll(() => t.stop());

  it('makeInvoices: refused to anonymous, a seller and accounting; root issues one invoice per seller, twice makes none twice', async () => {
    const { seller, other } = await sellersWithOrders();
    const theirs = async () => (await invoicesOf(seller.id)).length + (await invoicesOf(other.id)).length;
    expect(codeOf(await t.gql(MAKE_ALL, { day: DAY }, ''))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(MAKE_ALL, { day: DAY }, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(MAKE_ALL, { day: DAY }, accounting.token))).toBe('FORBIDDEN');
    expect(await theirs()).toBe(0);
    const res = await t.gql(MAKE_ALL, { day: DAY }, root.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.makeInvoices.map((i) => i.user_id).sort()).toEqual([seller.id, other.id].sort());
    expect(res.data!.makeInvoices.every((i) => i.status === 'pending' && i.period_start === PERIOD.start && i.period_end === PERIOD.end)).toBe(true);
    expect((await t.gql(MAKE_ALL, { day: '07-10-2026' }, root.token)).data!.makeInvoices).toEqual([]);
    // the scheduled job, twice: it looks back over ended periods and finds them issued
    const jobs = t.app.get(JobsService);
    await jobs.runNow('invoices_issue', {});
    await jobs.runNow('invoices_issue', {});
    expect(await theirs()).toBe(3);
    const oct8 = (await invoicesOf(seller.id)).filter((i) => i.periodStart === '2026-10-08');
    expect(oct8).toHaveLength(1);
    expect(oct8[0]).toMatchObject({ sellerId: seller.id, orderCount: 1, total: '9.00' });
  });

  it("invoices: refused to anonymous and a partner; a seller sees only their own, staff everyone's", async () => {
    const { seller, other } = await invoicedSellers();
    expect(codeOf(await t.gql(LIST, {}, ''))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(LIST, {}, partner.token))).toBe('FORBIDDEN');
    const mine = await t.gql(LIST, { user: other.id }, seller.token);
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.invoices.every((i) => i.user_id === seller.id)).toBe(true);
    expect(mine.data!.invoiceCounters).toEqual({ all: 2, pending: 2, paid: 0, cancelled: 0 });
    const staff = await t.gql(LIST, { start: '01-10-2026', end: '07-10-2026' }, accounting.token);
    expect(staff.data!.invoices.map((i) => i.user_id)).toEqual(expect.arrayContaining([seller.id, other.id]));
    const theirs = staff.data!.invoices.find((i) => i.user_id === other.id)!;
    expect(codeOf(await t.gql(ONE, { id: theirs._id }, seller.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(ONE, { id: theirs._id }, partner.token))).toBe('FORBIDDEN');
    expect((await t.gql(ONE, { id: theirs._id }, other.token)).data!.invoice.user_id).toBe(other.id);
    expect(codeOf(await t.gql(SELLERS, {}, partner.token))).toBe('FORBIDDEN');
    expect((await t.gql(SELLERS, {}, seller.token)).data!.invoiceSellers.map((u) => u._id)).toEqual([seller.id]);
    expect((await t.gql(SELLERS, {}, accounting.token)).data!.invoiceSellers.map((u) => u._id)).toEqual(expect.arrayContaining([seller.id, other.id]));
  });

  it("an invoice's totals equal its lines; actual shipping stays empty until shipments exist", async () => {
    const { seller } = await invoicedSellers();
    const [row] = await invoicesOf(seller.id);
    const { invoice } = (await t.gql(ONE, { id: row.id }, seller.token)).data!;
    expect(invoice.lines.map((l) => [l.product_cost, l.estimated_shipping, l.total])).toEqual([
      ['20.51', '4.99', '25.50'],
      ['8.95', '3.10', '12.05'],
    ]);
    expect(invoice.order_count).toBe(2);
    expect(invoice.product_cost).toBe(addMoney(...invoice.lines.map((l) => l.product_cost)));
    expect(invoice.estimated_shipping).toBe(addMoney(...invoice.lines.map((l) => l.estimated_shipping)));
    expect(invoice.total).toBe(addMoney(...invoice.lines.map((l) => l.total)));
    expect(invoice.total).toBe('37.55');
    expect(invoice.actual_shipping).toBeNull();
    expect(invoice.lines.every((l) => l.actual_shipping === null)).toBe(true);
    expect(await t.db.$count(invoiceLines, eq(invoiceLines.invoiceId, row.id))).toBe(2);
  });

  it("a seller finds an order's invoice: the order lists it, its lines say how each order stands now, and invoices search by order number", async () => {
    const ORDER_INVOICES = doc<{ order: { invoices: Array<{ _id: string; period_start: string; status: string }> } }>(
      `query($id: ID!) { order(_id: $id) { invoices { _id period_start status } } }`,
    );
    const LINES = doc<{ invoice: { lines: Array<{ order_id: string; order_status: string }> } }>(
      `query($id: ID!) { invoice(_id: $id) { lines { order_id order_status } } }`,
    );
    const SEARCH = doc<{ invoices: Array<{ _id: string }>; invoiceCounters: { all: number } }>(
      `query($s: String) { invoices(search: $s) { _id } invoiceCounters(search: $s) { all } }`,
    );
    const { seller } = await invoicedSellers();
    const [first] = await invoicesOf(seller.id);
    const [shipped, waiting] = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, first.id)).orderBy(invoiceLines.paidAt);
    await t.db.update(orders).set({ status: 'Fulfilled' }).where(eq(orders.id, shipped.orderId));
    const listed = (await t.gql(ORDER_INVOICES, { id: shipped.orderId }, seller.token)).data!.order.invoices;
    expect(listed).toEqual([{ _id: first.id, period_start: PERIOD.start, status: 'pending' }]);
    const lines = (await t.gql(LINES, { id: first.id }, seller.token)).data!.invoice.lines;
    expect(lines).toEqual([
      { order_id: shipped.orderId, order_status: 'Fulfilled' },
      { order_id: waiting.orderId, order_status: 'Processing' },
    ]);
    for (const term of [`#${shipped.orderNumber}`, String(shipped.orderNumber)]) {
      for (const who of [seller, accounting]) {
        const found = (await t.gql(SEARCH, { s: term }, who.token)).data!;
        expect(found.invoices.map((i) => i._id)).toEqual([first.id]);
        expect(found.invoiceCounters.all).toBe(1);
      }
    }
    expect((await t.gql(SEARCH, { s: 'not a number' }, seller.token)).data!.invoices).toEqual([]);
    // a role that cannot open invoices is shown none on the order
    const qc = await t.userWithToken({ role: 'order_qc' });
    expect((await t.gql(ORDER_INVOICES, { id: shipped.orderId }, qc.token)).data!.order.invoices).toEqual([]);
  });

  it("the PDF reads back the seller, the period and the total, in the seller's language; the XLSX is a workbook", async () => {
    const { seller, other } = await invoicedSellers();
    const [row] = await invoicesOf(seller.id);
    const { invoice } = (await t.gql(ONE, { id: row.id }, seller.token)).data!;
    const pdf = await fetchFile(invoice.pdf_url!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain('Zoë Händler');
    expect(text).toContain(seller.email);
    expect(text).toContain('Oct 1, 2026 – Oct 7, 2026');
    expect(text).toContain('$37.55');
    expect(text).toContain(`#${invoice.lines[0].order_number}`);
    // in the seller's language when they chose one
    const [theirs] = await invoicesOf(other.id);
    const german = (await t.gql(ONE, { id: theirs.id }, other.token)).data!.invoice;
    const deText = pdfText((await fetchFile(german.pdf_url!)).body as Buffer);
    expect(deText).toContain('Rechnung');
    expect(deText).toMatch(/ZEITRAUM ?01\.10\.2026 – 07\.10\.2026/);
    expect(deText).toContain('Produktkosten');
    expect(deText).toMatch(/40,00\s\$/);
    const xlsx = await fetchFile(invoice.xlsx_url!);
    expect(xlsx.status).toBe(200);
    expect((xlsx.body as Buffer).subarray(0, 2).toString()).toBe('PK');
  });

  it('makeInvoice: refused to a seller; accounting marks paid, once; cancelled is final too', async () => {
    const { seller } = await invoicedSellers();
    const rows = await invoicesOf(seller.id);
    expect(codeOf(await t.gql(DECIDE, { id: rows[0].id, status: 'paid' }, seller.token))).toBe('FORBIDDEN');
    const paid = await t.gql(DECIDE, { id: rows[0].id, status: 'paid' }, accounting.token);
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.makeInvoice.status).toBe('paid');
    expect(codeOf(await t.gql(DECIDE, { id: rows[0].id, status: 'cancelled' }, accounting.token))).toBe('CONFLICT');
    expect((await t.gql(DECIDE, { id: rows[1].id, status: 'cancelled' }, root.token)).data!.makeInvoice.status).toBe('cancelled');
    const moves = await t.db
      .select()
      .from(timeline)
      .where(inArray(timeline.entityId, [rows[0].id, rows[1].id]));
    expect(moves.map((m) => `${m.from}>${m.to}`).sort()).toEqual(['pending>cancelled', 'pending>paid']);
    const counters = (await t.gql(LIST, {}, seller.token)).data!.invoiceCounters;
    expect(counters).toEqual({ all: 2, pending: 0, paid: 1, cancelled: 1 });
  });

  it('bad input answers a clear error and writes nothing', async () => {
    const { other } = await invoicedSellers();
    const [pending] = await invoicesOf(other.id);
    const before = { invoices: await count(), lines: await t.db.$count(invoiceLines), moves: await t.db.$count(timeline) };
    const cases: Array<[Promise<Parameters<typeof codeOf>[0]>, string]> = [
      [t.gql(DECIDE, { id: pending.id, status: 'pending' }, root.token), 'status'],
      [t.gql(DECIDE, { id: 'nope', status: 'paid' }, root.token), 'id'],
      [t.gql(MAKE_ALL, { day: '31-02-2026' }, root.token), 'day'],
      [t.gql(MAKE_ALL, { day: '2026-10-03' }, root.token), 'day'],
      // a period that has not ended yet
      [t.gql(MAKE_ALL, { day: new Date().toISOString().slice(0, 10).split('-').reverse().join('-') }, root.token), 'day'],
      [t.gql(LIST, { status: 'open' }, root.token), 'status'],
      [t.gql(LIST, { start: '2026-10-01' }, root.token), 'start'],
    ];
    for (const [res, field] of cases) {
      const r = await res;
      expect(codeOf(r)).toBe('BAD_USER_INPUT');
      expect(Object.keys((r.errors![0].extensions as { fields: Record<string, string> }).fields)).toEqual([field]);
    }
    expect(codeOf(await t.gql(DECIDE, { id: newId(), status: 'paid' }, root.token))).toBe('NOT_FOUND');
    expect({ invoices: await count(), lines: await t.db.$count(invoiceLines), moves: await t.db.$count(timeline) }).toEqual(before);
    expect((await t.db.select().from(invoices).where(eq(invoices.id, pending.id)))[0].status).toBe('pending');
  });
});
