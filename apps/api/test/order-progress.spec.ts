import { and, eq, inArray } from 'drizzle-orm';
import { orderItems, orders, productions, providerLines, timeline } from '../src/platform/db/schema';
import { ShipmentsService } from '../src/modules/shipments/shipments.service';
import { eventsSettled } from './events-settled';
import { manufacturingWorld } from './factories/manufacturing';
import { codeOf, doc, TestApp, waitFor, type SignedInUser } from './harness';

const PACK = doc<{ packMrpProduct: { package: { _id: string; code: string } } }>(
  `mutation($code: String!) { packMrpProduct(code: $code) { package { _id code } } }`,
);
const LABEL = doc<{ labelMrpPackage: { tracking_number: string } }>(`mutation($id: String!) { labelMrpPackage(_id: $id) { tracking_number } }`);
const SCAN_TRACKING = doc<{ scanPackageTracking: { status: string } }>(`mutation($t: String!) { scanPackageTracking(tracking: $t) { status } }`);
const MAKE_ACCOUNT = doc<{ makeFulfilment: { _id: string } }>(`mutation($input: MakeFulfilmentInput!) { makeFulfilment(input: $input) { _id } }`);
const IMPORT = doc<{ importFulfilmentResult: { imported: number } }>(
  `mutation($id: ID!, $csv: String!) { importFulfilmentResult(_id: $id, csv: $csv) { imported } }`,
);
const MAKE_RETURN = doc<{ makeReturnRequest: { _id: string; code: string } }>(
  `mutation($order: ID!, $lines: [ReturnLineInput!]!) { makeReturnRequest(order_id: $order, reason: "shipping_problem", lines: $lines) { _id code } }`,
);
const APPROVE = doc<{ approveReturnRequest: { status: string } }>(
  `mutation($id: ID!) { approveReturnRequest(_id: $id, resolution: "refund", amount: "1.00") { status } }`,
);

/**
 * An order follows all of its parts (issue 44, items 1 and 2): factory packages and outside
 * providers' lines. Fulfilled when every part has shipped, Completed when every part is delivered
 * or settled by a return; each move noted on the order's timeline with the part that made it.
 */
describe('order progress: an order follows every part', () => {
  let t: TestApp;
  let root: SignedInUser;
  let seller: SignedInUser;
  let account: string;
  let w: Awaited<ReturnType<typeof manufacturingWorld>>;
  let nextTracking = 784;

  beforeAll(async () => {
    t = await TestApp.start({ RUN_WORKERS: 'true' });
    root = await t.userWithToken({ role: 'root' });
    w = await manufacturingWorld(t, root);
    seller = await w.newSeller();
    const made = await t.gql(
      MAKE_ACCOUNT,
      { input: { name: 'Printify EU', provider: 'printify', credentials: 'pfy-' + 'k'.repeat(16), is_default: true } },
      root.token,
    );
    expect(made.errors).toBeUndefined();
    account = made.data!.makeFulfilment._id;
  }, 120_000);
  afterAll(() => t.stop());

  const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
  /** The order's notes naming the part that moved it, oldest first. */
  const notes = async (id: string) =>
    (
      await t.db
        .select()
        .from(timeline)
        .where(and(eq(timeline.entity, 'order'), eq(timeline.entityId, id), eq(timeline.transition, 'note')))
    )
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((r) => [r.to, r.text]);

  /** A paid order of these lines, released to production; answers it once its provider lines are sent. */
  const released = async (items: Array<[string, number]>) => {
    const id = await w.paidOrder(seller, items);
    await w.releaseAfter(61);
    await eventsSettled(t);
    await waitFor(async () => {
      const lines = await t.db.select().from(providerLines).where(eq(providerLines.orderId, id));
      return lines.length > 0 && lines.every((l) => l.status === 'sent');
    });
    const row = await orderRow(id);
    expect(row.status).toBe('In Production');
    return row;
  };

  /** The provider's result file ships the order's lines with a new tracking number; answers it. */
  const providerShips = async (number: number) => {
    const tracking = `1Z999AA10123456${nextTracking++}`;
    const res = await t.gql(IMPORT, { id: account, csv: `order_ref,tracking_number,carrier\n${number},${tracking},UPS\n` }, root.token);
    expect(res.data?.importFulfilmentResult.imported).toBe(1);
    await eventsSettled(t);
    return tracking;
  };

  /** A carrier's signed tracking event for this number. */
  const track = async (tracking: string, status: 'Delivered' | 'Failed' | 'In Transit') => {
    await t.app
      .get(ShipmentsService)
      .ingest([
        { tracking_number: tracking, status, occurred_at: new Date(), carrier: undefined, description: undefined, location: undefined, event_id: undefined },
      ]);
    await eventsSettled(t);
  };

  /** The order's factory units packed, labelled and handed over; answers the package's code and tracking number. */
  const factoryShips = async (orderId: string) => {
    const units = await t.db.select().from(productions).where(eq(productions.orderId, orderId));
    expect(units.length).toBeGreaterThan(0);
    await t.db
      .update(productions)
      .set({ status: 'Packing' })
      .where(
        inArray(
          productions.id,
          units.map((u) => u.id),
        ),
      );
    let pkg: { _id: string; code: string } | undefined;
    for (const u of units) {
      const res = await t.gql(PACK, { code: u.code }, w.workers.packager.token, w.at(w.lisbon));
      expect(res.errors).toBeUndefined();
      pkg = res.data!.packMrpProduct.package;
    }
    const tracking = (await t.gql(LABEL, { id: pkg!._id }, w.workers.packager.token, w.at(w.lisbon))).data!.labelMrpPackage.tracking_number;
    expect((await t.gql(SCAN_TRACKING, { t: tracking }, w.workers.packager.token)).data!.scanPackageTracking.status).toBe('Picked Up');
    await eventsSettled(t);
    return { code: pkg!.code, tracking };
  };

  it('an order of provider lines only is Fulfilled when the provider ships it and Completed when its parcel is delivered', async () => {
    const order = await released([[w.skus.hoodie, 1]]);
    expect(await t.db.select().from(productions).where(eq(productions.orderId, order.id))).toEqual([]);
    const tracking = await providerShips(order.number);
    const fulfilled = await orderRow(order.id);
    expect([fulfilled.status, fulfilled.fulfilledAt]).toEqual(['Fulfilled', expect.any(Date)]);
    expect(fulfilled.completedAt).toBeNull();
    await track(tracking, 'In Transit');
    expect((await orderRow(order.id)).status).toBe('Fulfilled');
    await track(tracking, 'Delivered');
    const completed = await orderRow(order.id);
    expect([completed.status, completed.completedAt]).toEqual(['Completed', expect.any(Date)]);
    expect(await notes(order.id)).toEqual([
      ['Fulfilled', { code: 'order_moved_by_provider', params: { tracking } }],
      ['Completed', { code: 'order_moved_by_provider', params: { tracking } }],
    ]);
  });

  it('a mixed order waits for its provider line: the factory’s hand-over and delivery leave it In Production; it moves with the provider’s parcel', async () => {
    const order = await released([
      [w.skus.mug, 1],
      [w.skus.hoodie, 1],
    ]);
    const pkg = await factoryShips(order.id);
    expect((await orderRow(order.id)).status).toBe('In Production');
    await track(pkg.tracking, 'Delivered');
    expect((await orderRow(order.id)).status).toBe('In Production');
    expect((await t.db.select().from(providerLines).where(eq(providerLines.orderId, order.id)))[0].status).toBe('sent');

    const tracking = await providerShips(order.number);
    expect((await orderRow(order.id)).status).toBe('Fulfilled');
    await track(tracking, 'Delivered');
    expect((await orderRow(order.id)).status).toBe('Completed');
    expect(await notes(order.id)).toEqual([
      ['Fulfilled', { code: 'order_moved_by_provider', params: { tracking } }],
      ['Completed', { code: 'order_moved_by_provider', params: { tracking } }],
    ]);
  });

  it('a mixed order whose provider shipped first is Fulfilled by the factory’s package, Completed by the last delivery', async () => {
    const order = await released([
      [w.skus.mug, 1],
      [w.skus.hoodie, 1],
    ]);
    const tracking = await providerShips(order.number);
    expect((await orderRow(order.id)).status).toBe('In Production');
    const pkg = await factoryShips(order.id);
    expect((await orderRow(order.id)).status).toBe('Fulfilled');
    await track(tracking, 'Delivered');
    expect((await orderRow(order.id)).status).toBe('Fulfilled');
    await track(pkg.tracking, 'Delivered');
    expect((await orderRow(order.id)).status).toBe('Completed');
    expect(await notes(order.id)).toEqual([
      ['Fulfilled', { code: 'order_moved_by_package', params: { code: pkg.code } }],
      ['Completed', { code: 'order_moved_by_package', params: { code: pkg.code } }],
    ]);
  });

  it('a provider parcel lost in transit is settled by an approved return: the order is then Completed', async () => {
    const order = await released([
      [w.skus.mug, 1],
      [w.skus.hoodie, 1],
    ]);
    const pkg = await factoryShips(order.id);
    const tracking = await providerShips(order.number);
    await track(pkg.tracking, 'Delivered');
    await track(tracking, 'Failed');
    expect((await orderRow(order.id)).status).toBe('Fulfilled');
    const hoodie = (await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))).find((i) => i.sku === w.skus.hoodie)!;
    const request = (await t.gql(MAKE_RETURN, { order: order.id, lines: [{ item_id: hoodie.id, quantity: 1 }] }, seller.token)).data!.makeReturnRequest;
    const approved = await t.gql(APPROVE, { id: request._id }, root.token);
    expect(codeOf(approved)).toBeUndefined();
    expect((await orderRow(order.id)).status).toBe('Completed');
    expect((await notes(order.id)).at(-1)).toEqual(['Completed', { code: 'order_moved_by_return', params: { code: request.code } }]);
  });
});
