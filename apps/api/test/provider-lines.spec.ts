import { eq } from 'drizzle-orm';
import { newId } from '../src/platform/common/ids';
import { orders, providerLines } from '../src/platform/db/schema';
import { EventsService } from '../src/platform/events/events.service';
import { STORAGE, type StorageDriver } from '../src/platform/storage/storage.driver';
import { eventsSettled } from './events-settled';
import { insertFlatRate, insertPreset, insertShippingMethod } from './factories';
import { codeOf, doc, TestApp, waitFor, type SignedInUser } from './harness';

interface Line {
  _id: string;
  order_number: number;
  provider: string;
  account_name: string | null;
  sku: string;
  status: string;
  error: string | null;
  file_url: string | null;
  tracking_number: string | null;
  carrier: string | null;
  tracking_url: string | null;
  shipped_at: string | null;
}
const LINE_FIELDS = '_id order_number provider account_name sku status error file_url tracking_number carrier tracking_url shipped_at';
const LINES = doc<{ mrpProviderLines: Line[] }>(
  `query($provider: String, $status: String, $search: String) { mrpProviderLines(provider: $provider, status: $status, search: $search) { ${LINE_FIELDS} } }`,
);
const COUNTERS = doc<{ mrpProviderCounters: Record<string, number> }>(
  `query($provider: String) { mrpProviderCounters(provider: $provider) { all queued sent in_production shipped failed cancelled } }`,
);
const RESEND = doc<{ resendProviderLine: Line }>(`mutation($id: ID!) { resendProviderLine(_id: $id) { ${LINE_FIELDS} } }`);
const IMPORT = doc<{ importFulfilmentResult: { imported: number; errors: Array<{ row: number; text: { code: string; params: Record<string, unknown> } }> } }>(
  `mutation($id: ID!, $csv: String!) { importFulfilmentResult(_id: $id, csv: $csv) { imported errors { row text { code params } } } }`,
);
const ORDER_LINES = doc<{
  order: {
    provider_lines: Array<{
      provider: string;
      status: string;
      tracking_number: string | null;
      carrier: string | null;
      tracking_url: string | null;
      shipped_at: string | null;
    }>;
  };
}>(`query($id: ID!) { order(_id: $id) { provider_lines { provider status tracking_number carrier tracking_url shipped_at } } }`);
const CREATE = doc<{ createOrder: { _id: string; number: number } }>(`mutation($input: CreateOrderInput!) { createOrder(input: $input) { _id number } }`);
const PROCESS = doc<{ processOrders: Array<{ ok: boolean }> }>(`mutation($ids: [ID!]!) { processOrders(ids: $ids) { ok } }`);
const ADJUST = doc(`mutation($user: ID!, $amount: Flex!) { adjustCredit(user_id: $user, amount: $amount, message: "test credit") { _id } }`);
const MAKE_ACCOUNT = doc<{ makeFulfilment: { _id: string } }>(`mutation($input: MakeFulfilmentInput!) { makeFulfilment(input: $input) { _id } }`);

const ADDRESS = { name: 'Ana Lima', address1: 'Rua A, 1', city: 'Porto', zip: '4000-001', country: 'pt' };

describe('provider lines', () => {
  let t: TestApp;
  let root: SignedInUser;
  let sr: SignedInUser;
  let seller: SignedInUser;
  let printer: SignedInUser;
  let ownSku: string;
  let printifySku: string;
  let printifyAccount: string;
  let gearmentAccount: string;
  let designFile: string;

  /** A paid order of one own product and two Printify units; answers its id and number. */
  async function paidOrder(address: Record<string, string> = ADDRESS): Promise<{ _id: string; number: number }> {
    const items = [
      { sku: ownSku, quantity: 1, designs: { front: designFile } },
      { sku: printifySku, quantity: 2, designs: { front: designFile } },
    ];
    const res = await t.gql(CREATE, { input: { shipping_address: address, items } }, seller.token);
    expect(res.errors).toBeUndefined();
    const order = res.data!.createOrder;
    expect((await t.gql(PROCESS, { ids: [order._id] }, seller.token)).data!.processOrders[0].ok).toBe(true);
    return order;
  }

  /** What the release to production does: the order's status and its event, in one transaction. */
  async function toProduction(order: { _id: string; number: number }): Promise<void> {
    await t.db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'In Production' }).where(eq(orders.id, order._id));
      await t.app.get(EventsService).record(tx, 'order.status_changed', {
        orderId: order._id,
        number: order.number,
        sellerId: seller.id,
        from: 'Processing',
        to: 'In Production',
        total: '0.00',
        actorId: null,
      });
    });
  }

  const linesOf = async (orderId: string) => t.db.select().from(providerLines).where(eq(providerLines.orderId, orderId));

  beforeAll(async () => {
    t = await TestApp.start({ RUN_WORKERS: 'true' });
    root = await t.userWithToken({ role: 'root' });
    sr = await t.userWithToken({ role: 'super_root' });
    seller = await t.userWithToken({ role: 'sale' });
    printer = await t.userWithToken({ role: 'printer' });
    designFile = (await t.newFile({ type: 'clipart' })).id;
    ownSku = `TEE-${newId().slice(-6)}`;
    printifySku = `PFY-${newId().slice(-6)}`;
    await insertPreset(t.db, { variants: [{ sku: ownSku, basePrice: '10.00' }] });
    const printify = await insertPreset(t.db, { name: 'Printify Hoodie', provider: 'printify', variants: [{ sku: printifySku, basePrice: '21.00' }] });
    const method = await insertShippingMethod(t.db, { name: 'Standard' });
    await insertFlatRate(t.db, method.id, '4.00', '1.50');
    await t.gql(ADJUST, { user: seller.id, amount: '1000.00' }, root.token);
    const made = await t.gql(
      MAKE_ACCOUNT,
      { input: { name: 'Printify EU', provider: 'printify', credentials: 'pfy-' + 'k'.repeat(16), preset_ids: [printify.id] } },
      root.token,
    );
    expect(made.errors).toBeUndefined();
    printifyAccount = made.data!.makeFulfilment._id;
    gearmentAccount = (await t.gql(MAKE_ACCOUNT, { input: { name: 'Gearment', provider: 'gearment', credentials: 'gm-' + 'k'.repeat(16) } }, root.token)).data!
      .makeFulfilment._id;
  });
  afterAll(() => t.stop());

  it('the order going to production sends its provider line once, even when the event comes twice; the order file is stored and readable', async () => {
    const order = await paidOrder();
    await toProduction(order);
    await toProduction(order);
    await eventsSettled(t);
    const [line] = await waitFor(async () => {
      const rows = await linesOf(order._id);
      return rows.length === 1 && rows[0].status === 'sent' && rows;
    });
    // Only the provider's line: the own product stays with our factory.
    expect(line).toMatchObject({ fulfilmentId: printifyAccount, provider: 'printify', sku: printifySku, quantity: 2, orderNumber: order.number, error: null });
    const file = (await t.app.get<StorageDriver>(STORAGE).read(line.fileKey!)).toString('utf8').split('\r\n');
    expect(file[1]).toMatch(new RegExp(`^${order.number},${printifySku},2,front=\\S+,Ana Lima,"Rua A, 1",,Porto,,4000-001,PT,`));
    // Sent once: a further send of the order finds nothing to send.
    const sentAt = line.sentAt;
    await toProduction(order);
    await eventsSettled(t);
    expect((await linesOf(order._id)).map((l) => [l.status, l.sentAt?.getTime()])).toEqual([['sent', sentAt?.getTime()]]);
    const listed = await t.gql(LINES, { search: String(order.number) }, root.token);
    expect(listed.headers['x-total']).toBe('1');
    expect(listed.data!.mrpProviderLines[0]).toMatchObject({ status: 'sent', account_name: 'Printify EU', file_url: expect.stringContaining('/_storage/') });
  });

  it('a line that cannot be sent shows failed with its reason, and is sent when resent', async () => {
    const order = await paidOrder({ ...ADDRESS, zip: '' });
    await toProduction(order);
    await eventsSettled(t);
    const failed = await waitFor(async () => (await t.gql(LINES, { status: 'failed', search: String(order.number) }, root.token)).data!.mrpProviderLines[0]);
    expect(failed).toMatchObject({ status: 'failed', error: 'address_incomplete', file_url: null });
    // A line that has not failed is not resent.
    const sent = (await t.gql(LINES, { status: 'sent' }, root.token)).data!.mrpProviderLines[0];
    expect(codeOf(await t.gql(RESEND, { id: sent._id }, root.token))).toBe('CONFLICT');
    // The address corrected, the line goes.
    await t.db
      .update(orders)
      .set({ shippingAddress: { ...ADDRESS } })
      .where(eq(orders.id, order._id));
    const resent = await t.gql(RESEND, { id: failed._id }, sr.token);
    expect(resent.errors).toBeUndefined();
    expect(resent.data!.resendProviderLine).toMatchObject({ status: 'queued', error: null });
    await waitFor(async () => (await linesOf(order._id))[0].status === 'sent');
    expect((await t.gql(COUNTERS, { provider: 'printify' }, root.token)).data!.mrpProviderCounters).toMatchObject({ all: 2, sent: 2, failed: 0 });
  });

  it('importFulfilmentResult refuses a row whose order is not routed to the account, writing nothing for it; the good rows ship their lines and the order shows the tracking', async () => {
    const order = await paidOrder();
    await toProduction(order);
    await eventsSettled(t);
    await waitFor(async () => (await linesOf(order._id))[0]?.status === 'sent');
    const foreign = await paidOrder();
    await toProduction(foreign);
    await eventsSettled(t);
    await waitFor(async () => (await linesOf(foreign._id))[0]?.status === 'sent');

    // Gearment has no line of either order.
    const refused = await t.gql(
      IMPORT,
      { id: gearmentAccount, csv: `order_ref,tracking_number,carrier\n${order.number},1Z999AA10123456784,UPS\n` },
      root.token,
    );
    expect(refused.data!.importFulfilmentResult).toEqual({
      imported: 0,
      errors: [{ row: 2, text: { code: 'result_order_not_routed', params: { order: expect.any(String) } } }],
    });
    expect((await linesOf(order._id))[0]).toMatchObject({ status: 'sent', trackingNumber: null });

    const csv = `order_ref,tracking_number,carrier\n${order.number},1Z999AA10123456784,UPS\n999999999,9400111899223817,USPS\nnot-an-order,9400111899223818,USPS\n`;
    const res = await t.gql(IMPORT, { id: printifyAccount, csv }, root.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.importFulfilmentResult).toEqual({
      imported: 1,
      errors: [
        { row: 3, text: { code: 'result_order_not_routed', params: { order: expect.any(String) } } },
        { row: 4, text: { code: 'result_order_not_routed', params: { order: expect.any(String) } } },
      ],
    });
    expect((await linesOf(foreign._id))[0]).toMatchObject({ status: 'sent', trackingNumber: null, shippedAt: null });
    const tracked = (await t.gql(ORDER_LINES, { id: order._id }, seller.token)).data!.order.provider_lines;
    expect(tracked).toEqual([
      {
        provider: 'printify',
        status: 'shipped',
        tracking_number: '1Z999AA10123456784',
        carrier: 'UPS',
        tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        shipped_at: expect.any(String),
      },
    ]);
    expect((await t.gql(LINES, { status: 'shipped' }, root.token)).data!.mrpProviderLines.map((l) => l.order_number)).toEqual([order.number]);
  });

  it('the page’s operations are refused to a seller and a printer, allowed to root and super_root', async () => {
    const [line] = (await t.gql(LINES, {}, root.token)).data!.mrpProviderLines;
    for (const who of [seller, printer]) {
      expect(codeOf(await t.gql(LINES, {}, who.token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(COUNTERS, {}, who.token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(RESEND, { id: line._id }, who.token))).toBe('FORBIDDEN');
    }
    for (const who of [root, sr]) {
      expect((await t.gql(LINES, {}, who.token)).data!.mrpProviderLines.length).toBeGreaterThan(0);
      expect((await t.gql(COUNTERS, {}, who.token)).data!.mrpProviderCounters.all).toBeGreaterThan(0);
    }
    expect(codeOf(await t.gql(LINES, { status: 'lost' }, root.token))).toBe('BAD_USER_INPUT');
  });
});
