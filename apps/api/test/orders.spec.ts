import { and, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../src/platform/common/ids';
import { QueryOutsideTransactionError } from '../src/platform/db/database';
import { ledgerEntries, listings, notifications, orderItems, orders, outbox, productVariants, stores, timeline, users } from '../src/platform/db/schema';
import { parse } from 'csv-parse/sync';
import { eventsSettled } from './events-settled';
import { EXPORT, exportDownload, exportFinished } from './support/exports';
import { insertFlatRate, insertListing, insertPreset, insertShippingMethod, insertStore } from './factories';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';
import { confirmImport, PREVIEW, uploadImport } from './support/imports';

interface Order {
  _id: string;
  number: number;
  status: string;
  seller_id: string;
  store_id: string | null;
  parent_id: string | null;
  subtotal: string;
  shipping: string;
  total: string;
  paid: string;
  editable: boolean;
  actions: string[];
  items: Array<{
    _id: string;
    sku: string;
    quantity: number;
    price: string;
    total: string;
    design_files: Array<{ area: string; file_id: string; url: string | null }>;
  }>;
}
const ORDER_FIELDS =
  '_id number status seller_id store_id parent_id subtotal shipping total paid editable actions items { _id sku quantity price total design_files { area file_id url } }';
const CREATE = doc<{ createOrder: Order }>(`mutation($input: CreateOrderInput!) { createOrder(input: $input) { ${ORDER_FIELDS} } }`);
const MAKE = doc<{ makeOrder: Order }>(`mutation($input: MakeOrderInput!) { makeOrder(input: $input) { ${ORDER_FIELDS} } }`);
const ONE = doc<{ order: Order }>(`query($id: ID!) { order(_id: $id) { ${ORDER_FIELDS} } }`);
const LIST = doc<{ orders: Order[] }>(
  `query($status: String, $search: String, $store: ID) { orders(status: $status, search: $search, store_id: $store) { ${ORDER_FIELDS} } }`,
);
const COUNTERS = doc<{ orderCounters: Record<string, number> }>(
  `query($store: ID) { orderCounters(store_id: $store) { all pending processing in_production fulfilled completed on_hold cancelled refunded trash } }`,
);
const PROCESS = doc<{
  processOrders: Array<{ _id: string; number: number | null; ok: boolean; status: string | null; reason: string | null; message: string | null }>;
}>(`mutation($ids: [ID!]!) { processOrders(ids: $ids) { _id number ok status reason message } }`);
const act = (name: string) => doc<Record<string, Order>>(`mutation($id: ID!, $reason: String) { ${name}(id: $id, reason: $reason) { ${ORDER_FIELDS} } }`);
const CANCEL = act('cancelOrder');
const HOLD = act('holdOrder');
const RELEASE = act('releaseOrder');
const TRASH = act('trashOrder');
const RESTORE = doc<{ restoreOrder: Order }>(`mutation($id: ID!) { restoreOrder(id: $id) { ${ORDER_FIELDS} } }`);
const SPLIT = doc<{ splitOrder: Order }>(`mutation($id: ID!, $lines: [ID!]!) { splitOrder(id: $id, product_ids: $lines) { ${ORDER_FIELDS} } }`);
const CLONE = doc<{ cloneOrder: Order }>(`mutation($id: ID!) { cloneOrder(id: $id) { ${ORDER_FIELDS} } }`);
const TIMELINE = doc<{ timeline: Array<{ to: string }> }>(`query($id: ID!) { timeline(entity: "order", entity_id: $id) { to } }`);
const ADJUST = doc<{ adjustCredit: { _id: string } }>(
  `mutation($user: ID!, $amount: Flex!) { adjustCredit(user_id: $user, amount: $amount, message: "test credit") { _id } }`,
);
const MAKE_STORE = doc<{ makeStore: { _id: string; name: string; seller_id: string } }>(
  `mutation($input: MakeStoreInput!) { makeStore(input: $input) { _id name seller_id } }`,
);
const STORES = doc<{ stores: Array<{ _id: string; order_count: number }> }>(`query { stores { _id order_count } }`);
const TRASH_STORE = doc<{ trashStore: number }>(`mutation($ids: [ID!]!) { trashStore(ids: $ids) }`);

const ADDRESS = { name: 'Ada Lovelace', address1: '12 Analytical Row', city: 'London', zip: 'N1 9GU', country: 'gb' };
const reasonsOf = (res: { errors?: Array<{ extensions?: { reasons?: Record<string, string> } }> }) => res.errors?.[0]?.extensions?.reasons;

describe('orders', () => {
  let t: TestApp;
  let root: SignedInUser;
  let qc: SignedInUser;
  let seller: SignedInUser;
  let other: SignedInUser;
  let partner: SignedInUser;
  let sku: string;
  let sku2: string;
  let skipSku: string;
  let designFile: string;
  let teeId: string;
  const count = () => t.db.$count(orders);
  const creditOf = async (id: string) => (await t.db.select({ c: users.totalCredit }).from(users).where(eq(users.id, id)))[0].c;
  const timelineOf = (id: string) =>
    t.db
      .select()
      .from(timeline)
      .where(and(eq(timeline.entity, 'order'), eq(timeline.entityId, id)));
  const line = (s = sku, quantity: number | string = 1, designs: Record<string, string> | null = { front: designFile }) => ({ sku: s, quantity, designs });
  const create = (token: string, input: Record<string, unknown> = {}) =>
    t.gql(CREATE, { input: { shipping_address: ADDRESS, items: [line()], ...input } }, token);
  const credit = (user: string, amount: string) => t.gql(ADJUST, { user, amount }, root.token);

  beforeAll(async () => {
    // Workers in the API process: the order file's import job runs here.
    t = await TestApp.start({ RUN_WORKERS: 'true' });
    root = await t.userWithToken({ role: 'root' });
    qc = await t.userWithToken({ role: 'order_qc' });
    seller = await t.userWithToken({ role: 'sale' });
    other = await t.userWithToken({ role: 'sale' });
    partner = await t.userWithToken({ role: 'partner' });
    sku = `TEE-${newId().slice(-6)}`;
    sku2 = `MUG-${newId().slice(-6)}`;
    skipSku = `CAP-${newId().slice(-6)}`;
    // A clipart: a file every seller may put on their orders (file-ownership.spec tries another's).
    designFile = (await t.newFile({ type: 'clipart' })).id;
    teeId = (await insertPreset(t.db, { variants: [{ sku, basePrice: '10.00' }] })).id;
    await insertPreset(t.db, { name: 'Mug', variants: [{ sku: sku2, basePrice: '7.25', salePrice: '6.50' }], requiredAreas: [], optionalAreas: ['wrap'] });
    await insertPreset(t.db, { name: 'Cap', variants: [{ sku: skipSku, basePrice: '9.00' }], skipDesignCheck: true });
    const method = await insertShippingMethod(t.db, { name: 'Standard' });
    await insertFlatRate(t.db, method.id, '4.00', '1.50');
  });
  afterAll(() => t.stop());

  it('createOrder: refused to anonymous and a partner; a seller creates their own, priced by the catalogue and the cost table', async () => {
    expect(codeOf(await create(''))).toBe('UNAUTHENTICATED');
    expect(codeOf(await create(partner.token))).toBe('FORBIDDEN');
    expect(await count()).toBe(0);
    const res = await create(seller.token, { items: [line(sku, 2), line(sku2, 3, null)] });
    expect(res.errors).toBeUndefined();
    const order = res.data!.createOrder;
    // 2 × 10.00 + 3 × 6.50 (sale price) = 39.50; shipping 4.00 + 4 × 1.50 = 10.00
    expect(order).toMatchObject({
      status: 'Pending',
      seller_id: seller.id,
      subtotal: '39.50',
      shipping: '10.00',
      total: '49.50',
      paid: '0.00',
      editable: true,
    });
    expect(order.items.map((i) => [i.sku, i.quantity, i.price])).toEqual([
      [sku, 2, '10.00'],
      [sku2, 3, '6.50'],
    ]);
    expect(order.actions).toEqual(expect.arrayContaining(['process', 'hold', 'cancel', 'trash']));
    expect(order.number).toBeGreaterThan(100000);
    expect(order.items[0].design_files).toEqual([{ area: 'front', file_id: designFile, url: expect.stringMatching(/^http/) }]);
  });

  it('bad input answers a clear error and writes nothing', async () => {
    const before = await count();
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ items: [line('NOPE-1')] }, { 'items.0.sku': 'unknown_sku' }],
      [{ items: [line(sku, 0)] }, { 'items.0.quantity': 'range' }],
      [{ items: [line(sku, 1, { front: newId() })] }, { 'items.0.designs.front': 'not_exist' }],
      [{ items: [] }, { items: 'too_short' }],
      [{ shipping_address: { ...ADDRESS, country: '' } }, { 'shipping_address.country': 'required' }],
      [{ shipping_address: { ...ADDRESS, country: 'XX' } }, { 'shipping_address.country': 'unknown_country' }],
      [{ shipping_method_id: newId() }, { shipping_method_id: 'method_not_open' }],
      [{ store_id: await insertStore(t.db, other.id) }, { store_id: 'not_exist' }],
    ];
    for (const [input, reasons] of cases) {
      const res = await create(seller.token, input);
      // A design file that is not there (or not the seller's: file-ownership.spec) answers NOT_FOUND.
      const code = 'items.0.designs.front' in reasons ? 'NOT_FOUND' : 'BAD_USER_INPUT';
      expect({ input, code: codeOf(res) }).toEqual({ input, code });
      for (const [field, reason] of Object.entries(reasons)) if (reason !== 'too_short') expect(reasonsOf(res)?.[field]).toBe(reason);
    }
    expect(codeOf(await create(seller.token, { seller_id: other.id }))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(LIST, { status: 'Sleeping' }, seller.token))).toBe('BAD_USER_INPUT');
    expect(await count()).toBe(before);
  });

  it('a line’s listing must be the order’s seller’s and not in the trash: else the line’s listing_id is refused and nothing is written', async () => {
    const [mine, trashed, theirs] = await Promise.all([
      insertListing(t.db, seller.id, teeId, 'Publish'),
      insertListing(t.db, seller.id, teeId, 'Trash'),
      insertListing(t.db, other.id, teeId, 'Publish'),
    ]);
    const withListing = (listing_id: string) => ({ ...line(), listing_id });
    const before = await count();
    for (const listing of [trashed, theirs, newId()]) {
      const res = await create(seller.token, { items: [withListing(mine), withListing(listing)] });
      expect({ listing, code: codeOf(res), reasons: reasonsOf(res) }).toEqual({
        listing,
        code: 'BAD_USER_INPUT',
        reasons: { 'items.1.listing_id': 'unknown_listing' },
      });
    }
    // Staff creating for the seller: the listing is checked against the order's seller, not the caller.
    expect(reasonsOf(await create(root.token, { seller_id: seller.id, items: [withListing(theirs)] }))).toEqual({ 'items.0.listing_id': 'unknown_listing' });
    expect(await count()).toBe(before);

    const made = await create(seller.token, { items: [withListing(mine)] });
    expect(made.errors).toBeUndefined();
    const id = made.data!.createOrder._id;
    const refused = await t.gql(MAKE, { input: { _id: id, items: [withListing(mine), withListing(theirs)] } }, seller.token);
    expect(reasonsOf(refused)).toEqual({ 'items.1.listing_id': 'unknown_listing' });
    const stored = await t.db.select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(stored.map((i) => i.listingId)).toEqual([mine]);
    // A listing trashed after the order was made stays on its lines through later edits.
    await t.db.update(listings).set({ status: 'Trash' }).where(eq(listings.id, mine));
    const kept = await t.gql(MAKE, { input: { _id: id, items: [{ ...withListing(mine), quantity: 2 }] } }, seller.token);
    expect(kept.errors).toBeUndefined();
  });

  it('a seller never sees or changes another seller’s orders; staff see all', async () => {
    const mine = (await create(seller.token)).data!.createOrder;
    const theirs = (await create(other.token)).data!.createOrder;
    expect(codeOf(await t.gql(ONE, { id: theirs._id }, seller.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(HOLD, { id: theirs._id }, seller.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(TIMELINE, { id: theirs._id }, seller.token))).toBe('NOT_FOUND');
    expect((await t.gql(TIMELINE, { id: mine._id }, seller.token)).errors).toBeUndefined();
    const listed = (await t.gql(LIST, { status: 'All' }, seller.token)).data!.orders;
    expect(listed.every((o) => o.seller_id === seller.id)).toBe(true);
    expect(listed.some((o) => o._id === mine._id)).toBe(true);
    const [refused] = (await t.gql(PROCESS, { ids: [theirs._id] }, seller.token)).data!.processOrders;
    // Another seller's order is as good as absent: no number either.
    expect(refused).toMatchObject({ ok: false, reason: 'not_exist', number: null });
    const staff = (await t.gql(LIST, { status: 'All' }, qc.token)).data!.orders.map((o) => o._id);
    expect(staff).toEqual(expect.arrayContaining([mine._id, theirs._id]));
    expect((await t.gql(LIST, { search: `#${theirs.number}` }, qc.token)).data!.orders.map((o) => o._id)).toEqual([theirs._id]);
  });

  it('the list filters: search by id, number, platform order id and name prefix; dates; platform; store; each shape twice (prepared)', async () => {
    const FILTERED = doc<{ orders: Array<{ _id: string; store: { name: string } | null; seller: { _id: string } | null }> }>(
      `query($status: String, $search: String, $store: ID, $platform: String, $start: String, $end: String) {
        orders(status: $status, search: $search, store_id: $store, platform: $platform, start: $start, end: $end) { _id store { name } seller { _id } } }`,
    );
    const store = await insertStore(t.db, seller.id, 'etsy');
    const [{ name: storeName }] = await t.db.select({ name: stores.name }).from(stores).where(eq(stores.id, store));
    const named = { ...ADDRESS, name: `Zed ${newId().slice(-5)}` };
    const order = (await create(seller.token, { store_id: store, platform_order_id: `PF-${newId().slice(-6)}`, shipping_address: named })).data!.createOrder;
    const ids = async (vars: Record<string, unknown>, token = qc.token) => {
      const first = await t.gql(FILTERED, vars, token);
      expect(first.errors).toBeUndefined();
      const again = await t.gql(FILTERED, vars, token);
      expect(again.data).toEqual(first.data);
      return first.data!.orders.map((o) => o._id);
    };
    const [row] = await t.db.select({ ref: orders.platformOrderId }).from(orders).where(eq(orders.id, order._id));
    expect(await ids({ search: order._id })).toEqual([order._id]);
    expect(await ids({ search: String(order.number) })).toEqual([order._id]);
    expect(await ids({ search: row.ref })).toEqual([order._id]);
    expect(await ids({ search: named.name.toLowerCase().slice(0, 6) })).toContain(order._id);
    expect(await ids({ search: 'nobody-by-this-name' })).toEqual([]);
    expect(await ids({ store: store, status: 'Pending' })).toEqual([order._id]);
    expect(await ids({ platform: 'etsy', search: String(order.number) })).toEqual([order._id]);
    const day = new Date().toISOString().slice(0, 10).split('-').reverse().join('-');
    expect(await ids({ start: day, search: String(order.number) })).toEqual([order._id]);
    expect(await ids({ end: '01-01-2000', search: String(order.number) })).toEqual([]);
    // A seller's page names the store and the seller without asking for them again.
    const [mine] = (await t.gql(FILTERED, { store: store }, seller.token)).data!.orders;
    expect(mine).toMatchObject({ _id: order._id, store: { name: storeName }, seller: { _id: seller.id } });
  });

  it('makeOrder reprices an unpaid order; once paid its lines are locked and nothing is written', async () => {
    await credit(seller.id, '500');
    const order = (await create(seller.token)).data!.createOrder;
    const edited = await t.gql(MAKE, { input: { _id: order._id, items: [line(sku, 3)], notes: 'gift wrap' } }, seller.token);
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.makeOrder).toMatchObject({ subtotal: '30.00', shipping: '7.00', total: '37.00' });
    const [paid] = (await t.gql(PROCESS, { ids: [order._id] }, seller.token)).data!.processOrders;
    expect(paid).toMatchObject({ ok: true, status: 'Processing' });
    const locked = await t.gql(MAKE, { input: { _id: order._id, items: [line(sku, 1)] } }, seller.token);
    expect(codeOf(locked)).toBe('CONFLICT');
    expect(reasonsOf(locked)).toEqual({ order: 'order_locked' });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(items.map((i) => i.quantity)).toEqual([3]);
    // notes stay editable
    expect((await t.gql(MAKE, { input: { _id: order._id, notes: 'rush' } }, seller.token)).errors).toBeUndefined();
  });

  it('processOrders refuses a missing required design unless the preset skips the check or the seller may process without designs', async () => {
    await credit(seller.id, '200');
    const bare = (await create(seller.token, { items: [line(sku, 1, null)] })).data!.createOrder;
    const cap = (await create(seller.token, { items: [line(skipSku, 1, null)] })).data!.createOrder;
    const results = (await t.gql(PROCESS, { ids: [bare._id, cap._id] }, seller.token)).data!.processOrders;
    expect(results.map((r) => [r.ok, r.reason])).toEqual([
      [false, 'design_missing'],
      [true, null],
    ]);
    expect(results[0].message).toContain(`${sku}: front`);
    expect((await t.gql(ONE, { id: bare._id }, seller.token)).data!.order.status).toBe('Pending');
    await t.db.update(users).set({ processWithoutDesign: true }).where(eq(users.id, seller.id));
    expect((await t.gql(PROCESS, { ids: [bare._id] }, seller.token)).data!.processOrders[0].ok).toBe(true);
    await t.db.update(users).set({ processWithoutDesign: false }).where(eq(users.id, seller.id));
  });

  it('out of stock: a new line of a switched-off variant is refused with out_of_stock and writes nothing; an order made before is not paid (nothing charged) until the stock is back', async () => {
    const oos = `OOS-${newId().slice(-6)}`;
    await insertPreset(t.db, { name: 'Tote', variants: [{ sku: oos, basePrice: '5.00' }], requiredAreas: [] });
    const before = (await create(seller.token, { items: [line(oos, 1, null)] })).data!.createOrder;
    await t.db.update(productVariants).set({ inStock: false }).where(eq(productVariants.sku, oos));
    const orderCount = await count();
    const refused = await create(seller.token, { items: [line(sku, 1), line(oos, 2, null)] });
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(reasonsOf(refused)).toEqual({ 'items.1.sku': 'out_of_stock' });
    expect(await count()).toBe(orderCount);
    await credit(seller.id, '100');
    const credited = await creditOf(seller.id);
    const [held] = (await t.gql(PROCESS, { ids: [before._id] }, seller.token)).data!.processOrders;
    expect(held).toMatchObject({ ok: false, reason: 'out_of_stock' });
    expect(held.message).toContain(oos);
    expect(await creditOf(seller.id)).toBe(credited);
    expect((await t.gql(ONE, { id: before._id }, seller.token)).data!.order.status).toBe('Pending');
    await t.db.update(productVariants).set({ inStock: true }).where(eq(productVariants.sku, oos));
    expect((await t.gql(PROCESS, { ids: [before._id] }, seller.token)).data!.processOrders[0]).toMatchObject({ ok: true, status: 'Processing' });
  });

  it('processOrders on 50 orders with credit for 20 pays exactly those and says why for the rest', async () => {
    const buyer = await t.userWithToken({ role: 'sale' });
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push((await create(buyer.token)).data!.createOrder._id);
    // each order: 10.00 + 4.00 shipping = 14.00
    await credit(buyer.id, '290.00');
    const results = (await t.gql(PROCESS, { ids }, buyer.token)).data!.processOrders;
    expect(results.filter((r) => r.ok)).toHaveLength(20);
    expect(results.slice(0, 20).every((r) => r.ok)).toBe(true);
    expect(results.slice(20).every((r) => !r.ok && r.reason === 'insufficient_balance' && r.message === 'Insufficient account balance')).toBe(true);
    expect(await creditOf(buyer.id)).toBe('10.00');
    const payments = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, buyer.id), eq(ledgerEntries.type, 'payment')));
    expect(payments).toHaveLength(20);
    // Each payment says what it paid as a code and its order number, never an English sentence.
    expect(payments.every((p) => p.text?.code === 'order_charged' && /^\d+$/.test(p.text.params.number) && p.message === null)).toBe(true);
    expect(
      (
        await t.db
          .select()
          .from(orders)
          .where(and(eq(orders.sellerId, buyer.id), eq(orders.status, 'Processing')))
      ).length,
    ).toBe(20);
    // the refused ones wrote no timeline row; a retry of the paid ones charges nothing again
    expect(await timelineOf(ids[30])).toHaveLength(0);
    const again = (await t.gql(PROCESS, { ids: ids.slice(0, 3) }, buyer.token)).data!.processOrders;
    expect(again.every((r) => !r.ok && r.reason === 'transition_not_allowed')).toBe(true);
    expect(await creditOf(buyer.id)).toBe('10.00');
  });

  it('processOrders: 50 concurrent calls over 5 orders of one wallet all answer within 5 s, each order paid once, the ledger exact', async () => {
    const buyer = await t.userWithToken({ role: 'sale' });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await create(buyer.token)).data!.createOrder._id);
    await credit(buyer.id, '100.00');
    const calls = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const started = performance.now();
        const res = await t.gql(PROCESS, { ids }, buyer.token);
        return { res, ms: performance.now() - started };
      }),
    );
    expect(calls.flatMap((c) => c.res.errors ?? [])).toEqual([]);
    expect(Math.max(...calls.map((c) => c.ms))).toBeLessThan(5000);
    const results = calls.flatMap((c) => c.res.data!.processOrders);
    // Each order paid by exactly one call; every other call says why, with the order's number:
    // already paid, or being paid by another call right now (answered at once, not queued).
    for (const id of ids) {
      const mine = results.filter((r) => r._id === id);
      expect(mine.filter((r) => r.ok)).toHaveLength(1);
      expect(mine.filter((r) => !r.ok).every((r) => ['transition_not_allowed', 'order_busy'].includes(r.reason!) && r.number !== null)).toBe(true);
    }
    const payments = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, buyer.id), eq(ledgerEntries.type, 'payment')));
    expect(payments.map((p) => p.orderId).sort()).toEqual([...ids].sort());
    // 5 × 14.00 out of 100.00
    expect(await creditOf(buyer.id)).toBe('30.00');
    const paid = await t.db.select().from(orders).where(inArray(orders.id, ids));
    expect(paid.every((o) => o.status === 'Processing' && o.paid === '14.00')).toBe(true);
  });

  it('the database refuses a query sent to the pool while the same call holds a transaction (the guard behind the test above)', async () => {
    const outside = t.db.transaction(async () => {
      await t.db.select({ id: users.id }).from(users).limit(1);
    });
    await expect(outside).rejects.toMatchObject({ cause: expect.any(QueryOutsideTransactionError) });
    const nested = t.db.transaction(async () => {
      await t.db.transaction(async (tx) => tx.select({ id: users.id }).from(users).limit(1));
    });
    await expect(nested).rejects.toBeInstanceOf(QueryOutsideTransactionError);
    // Through the transaction's own handle, and once it is over, queries run.
    await t.db.transaction(async (tx) => tx.select({ id: users.id }).from(users).limit(1));
    expect(await t.db.$count(users)).toBeGreaterThan(0);
  });

  it('the lifecycle: each transition allowed or refused as the machine says, each on the timeline; cancel refunds', async () => {
    await credit(seller.id, '100');
    const order = (await create(seller.token)).data!.createOrder;
    await t.gql(PROCESS, { ids: [order._id] }, seller.token);
    const before = await creditOf(seller.id);
    const held = await t.gql(HOLD, { id: order._id, reason: 'address check' }, qc.token);
    expect(held.data!.holdOrder).toMatchObject({ status: 'On Hold', editable: false });
    // a paid order resumes to Processing
    expect((await t.gql(RELEASE, { id: order._id }, qc.token)).data!.releaseOrder.status).toBe('Processing');
    const trashPaid = await t.gql(TRASH, { id: order._id }, root.token);
    expect(codeOf(trashPaid)).toBe('CONFLICT');
    expect(reasonsOf(trashPaid)).toEqual({ transition: 'transition_not_allowed' });
    const cancelled = (await t.gql(CANCEL, { id: order._id, reason: 'customer changed mind' }, seller.token)).data!.cancelOrder;
    expect(cancelled).toMatchObject({ status: 'Cancelled', paid: '0.00' });
    expect(await creditOf(seller.id)).toBe((Number(before) + 14).toFixed(2));
    expect(codeOf(await t.gql(PROCESS, { ids: [order._id] }, seller.token))).toBeUndefined();
    expect((await t.gql(PROCESS, { ids: [order._id] }, seller.token)).data!.processOrders[0].reason).toBe('transition_not_allowed');
    expect((await t.gql(TRASH, { id: order._id }, seller.token)).data!.trashOrder.status).toBe('Trash');
    expect((await t.gql(RESTORE, { id: order._id }, seller.token)).data!.restoreOrder.status).toBe('Pending');
    const rows = await timelineOf(order._id);
    expect(rows.map((r) => r.transition).sort()).toEqual(['cancel', 'hold', 'process', 'restore', 'resume', 'trash'].sort());
    expect(rows.find((r) => r.transition === 'hold')).toMatchObject({ from: 'Processing', to: 'On Hold', note: 'address check', actorId: qc.id });
    // the refund is one ledger entry, however often cancel is retried
    const refunds = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, order._id), eq(ledgerEntries.type, 'refund')));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ message: null, text: { code: 'order_cancelled', params: { number: expect.stringMatching(/^\d+$/) } } });
    // a partner may not, and an unpaid Pending order released from hold goes back to Pending
    expect(codeOf(await t.gql(HOLD, { id: order._id }, partner.token))).toBe('FORBIDDEN');
    await t.gql(HOLD, { id: order._id }, seller.token);
    expect((await t.gql(RELEASE, { id: order._id }, seller.token)).data!.releaseOrder.status).toBe('Pending');
  });

  it('the seller is notified of what others do to their orders, as their notification settings allow', async () => {
    const SETTINGS = doc<{ makeUserNotification: { _id: string } }>(
      `mutation($type: String!, $status: String, $events: [NotificationEventInput!]) { makeUserNotification(type: $type, status: $status, events: $events) { _id } }`,
    );
    const notesOf = async (orderId: string) => {
      await eventsSettled(t);
      return t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, seller.id), eq(notifications.referent, orderId)));
    };
    await credit(seller.id, '100');
    const order = (await create(seller.token)).data!.createOrder;
    // the seller's own steps are not echoed back
    await t.gql(PROCESS, { ids: [order._id] }, seller.token);
    expect(await notesOf(order._id)).toHaveLength(0);
    await t.gql(HOLD, { id: order._id, reason: 'address check' }, qc.token);
    expect(await notesOf(order._id)).toEqual([
      expect.objectContaining({ type: 'Order', code: 'order_status', subject: `#${order.number}`, content: 'On Hold', status: 'New' }),
    ]);
    // an event named after a status, switched off, silences that status only
    const off = await t.gql(SETTINGS, { type: 'Order', status: 'Active', events: [{ name: 'Processing', status: 'Inactive', times: [] }] }, seller.token);
    expect(off.errors).toBeUndefined();
    await t.gql(RELEASE, { id: order._id }, qc.token);
    expect((await notesOf(order._id)).map((n) => n.content)).toEqual(['On Hold']);
    // all Order notifications off: nothing more
    await t.gql(SETTINGS, { type: 'Order', status: 'Inactive', events: [] }, seller.token);
    await t.gql(CANCEL, { id: order._id, reason: 'fraud' }, root.token);
    expect((await notesOf(order._id)).map((n) => n.content)).toEqual(['On Hold']);
    await t.gql(SETTINGS, { type: 'Order', status: 'Active', events: [] }, seller.token);
  });

  it('the orders export: one row per line keyed like the order file; a seller gets only their own; a bad filter queues nothing', async () => {
    const mine = (await create(seller.token, { notes: 'export me', items: [line(sku, 2), line(sku2, 1, null)] })).data!.createOrder;
    await create(other.token, { notes: 'not yours' });
    expect(codeOf(await t.gql(EXPORT, { list: 'orders', format: 'csv' }, partner.token))).toBe('FORBIDDEN');
    const bad = await t.gql(EXPORT, { list: 'orders', format: 'csv', filters: { status: 'Shipped-ish' } }, seller.token);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    const res = await t.gql<{ exportList: { _id: string } }>(EXPORT, { list: 'orders', format: 'csv', filters: { status: 'Pending' } }, seller.token);
    expect(res.errors).toBeUndefined();
    const { job } = await exportFinished(t, res.data!.exportList._id, seller.token);
    expect(job.status).toBe('completed');
    const rows = parse((await exportDownload(t, job.result!.url)).toString('utf8'), { bom: true, columns: true }) as Array<Record<string, string>>;
    const sellersOrders = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.sellerId, seller.id), eq(orders.status, 'Pending')));
    const lines = await t.db.$count(
      orderItems,
      inArray(
        orderItems.orderId,
        sellersOrders.map((o) => o.id),
      ),
    );
    expect(rows).toHaveLength(lines);
    expect(rows.every((r) => r.status === 'Pending')).toBe(true);
    expect(rows.some((r) => r.notes === 'not yours')).toBe(false);
    expect(rows.filter((r) => r.number === String(mine.number))).toEqual([
      expect.objectContaining({
        sku,
        quantity: '2',
        price: '10.00',
        line_total: '20.00',
        country: 'GB',
        name: 'Ada Lovelace',
        total: mine.total,
        design_front: designFile,
      }),
      expect.objectContaining({ sku: sku2, quantity: '1', design_front: '' }),
    ]);
  });

  it('fulfilled_by: our own products go to their factory, a provider’s to the account routed to it, else they wait for one', async () => {
    const printSku = `PFY-${newId().slice(-6)}`;
    const printify = await insertPreset(t.db, { name: 'Printify Hoodie', provider: 'printify', variants: [{ sku: printSku, basePrice: '21.00' }] });
    const FULFILLED_BY = doc<{ order: { fulfilled_by: Array<{ kind: string; name: string | null; provider: string; units: number }> } }>(
      `query($id: ID!) { order(_id: $id) { fulfilled_by { kind name provider units } } }`,
    );
    const order = (await create(seller.token, { items: [line(sku, 2), line(printSku, 1)] })).data!.createOrder;
    const routes = async () => (await t.gql(FULFILLED_BY, { id: order._id }, seller.token)).data!.order.fulfilled_by;
    expect(await routes()).toEqual([
      { kind: 'factory', name: null, provider: 'private', units: 2 },
      { kind: 'unrouted', name: null, provider: 'printify', units: 1 },
    ]);
    const MAKE_ACCOUNT = doc(`mutation($input: MakeFulfilmentInput!) { makeFulfilment(input: $input) { _id } }`);
    const made = await t.gql(
      MAKE_ACCOUNT,
      { input: { name: 'Printify EU', provider: 'printify', credentials: 'k-123', preset_ids: [printify.id] } },
      root.token,
    );
    expect(made.errors).toBeUndefined();
    expect(await routes()).toContainEqual({ kind: 'provider', name: 'Printify EU', provider: 'printify', units: 1 });
  });

  it('createOrder posted 20 times at once with the same platform order id makes one order', async () => {
    const store = (await t.gql(MAKE_STORE, { input: { name: 'Ada’s Shopify', platform: 'shopify' } }, seller.token)).data!.makeStore;
    const before = await count();
    const platformId = `#SHOP-${newId().slice(-6)}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => create(seller.token, { store_id: store._id, platform_order_id: platformId })));
    expect(results.every((r) => r.errors === undefined)).toBe(true);
    expect(new Set(results.map((r) => r.data!.createOrder._id)).size).toBe(1);
    expect(await count()).toBe(before + 1);
    const stores = (await t.gql(STORES, {}, seller.token)).data!.stores;
    expect(stores.find((s) => s._id === store._id)?.order_count).toBe(1);
    // the same platform id in another store is another order
    const store2 = (await t.gql(MAKE_STORE, { input: { name: 'Etsy', platform: 'etsy' } }, seller.token)).data!.makeStore;
    await create(seller.token, { store_id: store2._id, platform_order_id: platformId });
    expect(await count()).toBe(before + 2);
    expect((await t.gql(TRASH_STORE, { ids: [store2._id] }, other.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(TRASH_STORE, { ids: [store2._id] }, seller.token)).data!.trashStore).toBe(1);
  });

  it('stores: each operation refused to anonymous and a partner, then allowed; bad input answers its fields and writes nothing', async () => {
    const STORE = doc<{ store: { _id: string } }>(`query($id: ID!) { store(_id: $id) { _id } }`);
    const COUNTER = doc<{ storeCounter: { all: number } }>(`{ storeCounter { all } }`);
    const storeCount = () => t.db.$count(stores);
    const before = await storeCount();
    const input = { name: 'Partner’s shop', platform: 'shopify' };
    for (const token of ['', partner.token]) {
      const code = token ? 'FORBIDDEN' : 'UNAUTHENTICATED';
      expect(codeOf(await t.gql(MAKE_STORE, { input }, token))).toBe(code);
      expect(codeOf(await t.gql(STORES, {}, token))).toBe(code);
      expect(codeOf(await t.gql(COUNTER, {}, token))).toBe(code);
    }
    expect(await storeCount()).toBe(before);
    const made = (await t.gql(MAKE_STORE, { input }, seller.token)).data!.makeStore;
    for (const token of ['', partner.token]) {
      expect(codeOf(await t.gql(STORE, { id: made._id }, token))).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      expect(codeOf(await t.gql(TRASH_STORE, { ids: [made._id] }, token))).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
    }
    expect((await t.gql(STORE, { id: made._id }, seller.token)).data!.store._id).toBe(made._id);
    expect((await t.gql(COUNTER, {}, seller.token)).data!.storeCounter.all).toBeGreaterThan(0);
    // bad input: each field named with its reason, nothing written
    const bad: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{}, { name: 'required', platform: 'required' }],
      [{ name: 'Shop', platform: 'myspace' }, { platform: 'unknown_value' }],
      [{ name: 'x'.repeat(500), platform: 'etsy' }, { name: 'too_long' }],
      [{ _id: 'not an id', name: 'Shop' }, { _id: 'invalid_id' }],
    ];
    const after = await storeCount();
    for (const [fields, reasons] of bad) {
      const res = await t.gql(MAKE_STORE, { input: fields }, seller.token);
      expect([codeOf(res), reasonsOf(res)]).toEqual(['BAD_USER_INPUT', reasons]);
    }
    expect(await storeCount()).toBe(after);
    expect(codeOf(await t.gql(TRASH_STORE, { ids: ['nope'] }, seller.token))).toBe('BAD_USER_INPUT');
  });

  it('order actions on an id that is not one, or not an order, answer a clear error and change nothing', async () => {
    for (const mutation of [HOLD, CANCEL, RELEASE, TRASH]) {
      expect(codeOf(await t.gql(mutation, { id: 'not-an-id' }, root.token))).toBe('BAD_USER_INPUT');
      expect(codeOf(await t.gql(mutation, { id: newId() }, root.token))).toBe('NOT_FOUND');
    }
    expect(codeOf(await t.gql(PROCESS, { ids: ['not-an-id'] }, root.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(ONE, { id: newId() }, root.token))).toBe('NOT_FOUND');
  });

  it('splitOrder moves lines to a new priced order but never every line; cloneOrder copies it as Pending', async () => {
    const order = (await create(seller.token, { items: [line(sku, 1), line(sku2, 2, null)] })).data!.createOrder;
    const all = await t.gql(SPLIT, { id: order._id, lines: order.items.map((i) => i._id) }, seller.token);
    expect(reasonsOf(all)).toEqual({ product_ids: 'split_all' });
    const splitRes = await t.gql(SPLIT, { id: order._id, lines: [order.items[1]._id] }, seller.token);
    expect(splitRes.errors).toBeUndefined();
    const child = splitRes.data!.splitOrder;
    expect(child).toMatchObject({ parent_id: order._id, subtotal: '13.00', shipping: '5.50', total: '18.50' });
    expect(child.items.map((i) => i._id)).toEqual([order.items[1]._id]);
    const rest = (await t.gql(ONE, { id: order._id }, seller.token)).data!.order;
    expect(rest).toMatchObject({ subtotal: '10.00', total: '14.00' });
    const clone = (await t.gql(CLONE, { id: order._id }, seller.token)).data!.cloneOrder;
    expect(clone).toMatchObject({ parent_id: order._id, status: 'Pending', total: '14.00' });
    expect(clone._id).not.toBe(order._id);
  });

  it('a seller on HOLD OFF cannot submit new orders', async () => {
    const held = await t.userWithToken({ role: 'sale' });
    await t.db.update(users).set({ holdOff: true }).where(eq(users.id, held.id));
    const before = await count();
    const res = await create(held.token);
    expect(codeOf(res)).toBe('CONFLICT');
    expect(reasonsOf(res)).toEqual({ order: 'hold_off' });
    expect(await count()).toBe(before);
  });

  it('orderCounters equal the real counts per status', async () => {
    const counters = (await t.gql(COUNTERS, {}, root.token)).data!.orderCounters;
    const rows = await t.db.select({ status: orders.status }).from(orders);
    const real = (s: string) => rows.filter((r) => r.status === s).length;
    expect(counters.pending).toBe(real('Pending'));
    expect(counters.processing).toBe(real('Processing'));
    expect(counters.cancelled).toBe(real('Cancelled'));
    expect(counters.all).toBe(rows.filter((r) => r.status !== 'Trash').length);
    const own = (await t.gql(COUNTERS, {}, seller.token)).data!.orderCounters;
    const mine = await t.db.$count(orders, eq(orders.sellerId, seller.id));
    expect(own.all + own.trash).toBe(mine);
  });

  it('an order file: the preview refuses every row the run refuses (a dry run of the same writes); skip imports the good ones; all-or-nothing writes none', async () => {
    const importer = await t.userWithToken({ role: 'sale' });
    const foreignStore = await insertStore(t.db, other.id, 'api');
    const header = 'platform_order_id,store_id,sku,quantity,design_front,name,address1,city,zip,country';
    const csv = [
      header,
      `CSV-1,,${sku},2,${designFile},Ada Lovelace,12 Analytical Row,London,N1 9GU,GB`,
      `CSV-2,,NOPE-404,1,,Alan Turing,1 Bletchley Park,Milton Keynes,MK3 6EB,GB`,
      `CSV-3,,${sku2},0,,Grace Hopper,1 Navy Way,Arlington,22201,US`,
      `CSV-4,,${sku2},3,,Katherine Johnson,1 NASA Dr,Hampton,23681,US`,
      `CSV-5,${foreignStore},${sku2},1,,Mary Jackson,2 NASA Dr,Hampton,23681,US`,
    ].join('\n');
    const before = await count();
    const allOrNothing = await uploadImport(t, importer.token, Buffer.from(csv), 'orders');
    const preview = await t.gql<{
      importPreview: { valid: number; refused: number; rows: Array<{ line: number; issues: Array<{ field: string; reason: string }> }> };
    }>(PREVIEW, { kind: 'orders', id: allOrNothing }, importer.token);
    expect(preview.errors).toBeUndefined();
    // The unknown sku and the other seller's store are refused by createOrder itself: the preview says so, and wrote nothing.
    expect(preview.data!.importPreview).toMatchObject({ valid: 2, refused: 3 });
    const issuesAt = (line: number) => preview.data!.importPreview.rows.find((r) => r.line === line)?.issues.map((i) => `${i.field}:${i.reason}`);
    expect([issuesAt(3), issuesAt(4), issuesAt(6)]).toEqual([['items.0.sku:unknown_sku'], ['quantity:range'], ['store_id:not_exist']]);
    expect(await count()).toBe(before);
    const none = await confirmImport(t, importer.token, allOrNothing, 'all_or_nothing', 'orders');
    expect(none).toMatchObject({ created: 0, undone: 0 });
    expect(none.refused.map((r) => r.line)).toEqual([3, 4, 6]);
    expect(await count()).toBe(before);
    const skip = await confirmImport(t, importer.token, await uploadImport(t, importer.token, Buffer.from(csv), 'orders'), 'skip_failed', 'orders');
    expect(skip.created).toBe(2);
    expect(skip.refused.map((r) => [r.line, r.issues[0].reason])).toEqual([
      [3, 'unknown_sku'],
      [4, 'range'],
      [6, 'not_exist'],
    ]);
    const mine = await t.db.select().from(orders).where(eq(orders.sellerId, importer.id));
    expect(mine.map((o) => [o.status, o.total]).sort()).toEqual([
      // 2 × 10.00 + shipping 4.00 + 1.50; 3 × 6.50 + shipping 4.00 + 2 × 1.50
      ['Pending', '25.50'],
      ['Pending', '26.50'],
    ]);
  });

  it('an order file all-or-nothing is one transaction: a row refused only at write time leaves no trace of the rows written before it', async () => {
    const importer = await t.userWithToken({ role: 'sale' });
    const lateSku = `LATE-${newId().slice(-6)}`;
    await insertPreset(t.db, { name: 'Late', variants: [{ sku: lateSku, basePrice: '5.00' }], requiredAreas: [] });
    const csv = [
      'platform_order_id,sku,quantity,name,address1,city,zip,country',
      `AON-1,${sku2},1,Ada Lovelace,12 Analytical Row,London,N1 9GU,GB`,
      `AON-2,${sku2},1,Alan Turing,1 Bletchley Park,Milton Keynes,MK3 6EB,GB`,
      `AON-3,${lateSku},1,Grace Hopper,1 Navy Way,Arlington,22201,US`,
    ].join('\n');
    const file = await uploadImport(t, importer.token, Buffer.from(csv), 'orders');
    expect((await t.gql<{ importPreview: { valid: number } }>(PREVIEW, { kind: 'orders', id: file }, importer.token)).data!.importPreview.valid).toBe(3);
    // Between the preview and the run the last row's sku leaves the catalogue: the first two rows are written before it is refused.
    await t.db
      .update(productVariants)
      .set({ sku: `${lateSku}-GONE` })
      .where(eq(productVariants.sku, lateSku));
    const result = await confirmImport(t, importer.token, file, 'all_or_nothing', 'orders');
    expect(result).toMatchObject({ created: 0, undone: 0 });
    expect(result.refused.map((r) => [r.line, r.issues[0].reason])).toEqual([[4, 'unknown_sku']]);
    expect(await t.db.$count(orders, eq(orders.sellerId, importer.id))).toBe(0);
    // Rolled back, not deleted afterwards: not even their events were recorded.
    expect(await t.db.$count(outbox, sql`${outbox.payload}->>'sellerId' = ${importer.id}`)).toBe(0);
  });

  it('an order file’s listing_id is checked like createOrder’s: another seller’s listing refuses that row only', async () => {
    const importer = await t.userWithToken({ role: 'sale' });
    const [own, foreign] = await Promise.all([insertListing(t.db, importer.id, teeId), insertListing(t.db, other.id, teeId)]);
    const csv = [
      'sku,quantity,listing_id,design_front,name,address1,city,country',
      `${sku},1,${own},${designFile},Ada Lovelace,12 Analytical Row,London,GB`,
      `${sku},1,${foreign},${designFile},Alan Turing,1 Bletchley Park,Milton Keynes,GB`,
    ].join('\n');
    const skip = await confirmImport(t, importer.token, await uploadImport(t, importer.token, Buffer.from(csv), 'orders'), 'skip_failed', 'orders');
    expect(skip.created).toBe(1);
    expect(skip.refused.map((r) => [r.line, r.issues])).toEqual([[3, [expect.objectContaining({ field: 'items.0.listing_id', reason: 'unknown_listing' })]]]);
    const [order] = await t.db.select().from(orders).where(eq(orders.sellerId, importer.id));
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => i.listingId)).toEqual([own]);
  });

  it('an order file’s design files are checked like createOrder’s: another seller’s private file refuses that row only', async () => {
    const importer = await t.userWithToken({ role: 'sale' });
    const [own, foreign] = await Promise.all([t.newFile({ type: 'design', createdBy: importer.id }), t.newFile({ type: 'design', createdBy: other.id })]);
    const csv = [
      'sku,quantity,design_front,name,address1,city,country',
      `${sku},1,${own.id},Ada Lovelace,12 Analytical Row,London,GB`,
      `${sku},1,${foreign.id},Alan Turing,1 Bletchley Park,Milton Keynes,GB`,
    ].join('\n');
    const skip = await confirmImport(t, importer.token, await uploadImport(t, importer.token, Buffer.from(csv), 'orders'), 'skip_failed', 'orders');
    expect(skip.created).toBe(1);
    expect(skip.refused.map((r) => [r.line, r.issues])).toEqual([[3, [expect.objectContaining({ field: 'items.0.designs.front', reason: 'not_exist' })]]]);
    const [order] = await t.db.select().from(orders).where(eq(orders.sellerId, importer.id));
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => i.designs)).toEqual([{ front: own.id }]);
  });
});
