import { expect, test } from '@playwright/test';
import { type APIRequestContext, type Page } from '@playwright/test';
import {
  BASE_URL,
  apiLogin,
  creditForOrders,
  emailOf,
  gql,
  payOrders,
  openInApp,
  resetCustomizer,
  tokenLogin,
  uiLogin,
  waitForSubscription,
  type LoginData,
  shot,
} from './helpers';
import { createHmac } from 'node:crypto';
import { E2E_TRACKING_SECRET, formatMoney } from './shared';

/** A carrier's tracking delivery as it comes: an HMAC-SHA256 of "<timestamp>.<body>" with the shared secret (e2e/servers.ts). */
const deliverTracking = (request: APIRequestContext, body: string) => {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', E2E_TRACKING_SECRET).update(`${timestamp}.${body}`).digest('hex');
  return request.post('/api/shipments/tracking', {
    data: body,
    headers: { 'content-type': 'application/json', 'x-tracking-timestamp': timestamp, 'x-tracking-signature': signature },
  });
};

/** The seller's order status, as the API answers it. */
const orderStatus = async (request: APIRequestContext, token: string, id: string) =>
  (await gql<{ order: { status: string } }>(request, token, 'query($id: ID!) { order(_id: $id) { status } }', { id })).order.status;

const WORKER_OF: Record<string, string> = { Cutting: 'cutting', Printing: 'printer', Sewing: 'sewer', 'Quality check': 'order_qc', Packing: 'packager' };

/**
 * Each unit's station workers scan it along its route to Packing (the first station starts it, every
 * station sends it on), at times a minute apart within the last hour; answers the units' codes.
 */
async function scanToPacking(request: APIRequestContext, staffToken: string, orderNumber: number, factory: string): Promise<string[]> {
  const headers = { 'x-manufacture': factory };
  type Production = { code: string; status: string; route: string[] };
  const PRODUCTIONS = 'query($s: String) { mrpProducts(search: $s, mrp_status: "All") { items { code status route } } }';
  const listed = await gql<{ mrpProducts: { items: Production[] } }>(request, staffToken, PRODUCTIONS, { s: String(orderNumber) }, headers);
  expect(listed.mrpProducts.items.map((p) => p.status)).toEqual(listed.mrpProducts.items.map(() => 'To Do'));
  const workers = new Map<string, string>();
  for (const role of Object.values(WORKER_OF)) workers.set(role, (await apiLogin(request, emailOf(role))).token);
  let minute = 0;
  for (const p of listed.mrpProducts.items) {
    for (const station of [p.route[1], ...p.route.slice(1, -1)]) {
      minute += 5;
      const scan = await gql<{ mrpProductNextProcessStep: { changed: boolean } }>(
        request,
        workers.get(WORKER_OF[station])!,
        'mutation($id: String!, $at: DateTime) { mrpProductNextProcessStep(_id: $id, scanned_at: $at) { changed } }',
        { id: p.code, at: new Date(Date.now() - 3_600_000 + minute * 60_000).toISOString() },
        headers,
      );
      expect(scan.mrpProductNextProcessStep.changed).toBe(true);
    }
  }
  const done = await gql<{ mrpProducts: { items: Production[] } }>(request, staffToken, PRODUCTIONS, { s: String(orderNumber) }, headers);
  expect(done.mrpProducts.items.map((p) => p.status)).toEqual(done.mrpProducts.items.map(() => 'Packing'));
  return listed.mrpProducts.items.map((p) => p.code);
}

/** The order page as its seller sees it, freshly read: the order's status badge in the header. */
async function orderPageShows(page: Page, id: string, status: string): Promise<void> {
  await openInApp(page, `/orders/${id}`);
  await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-status', status);
}

/**
 * The business flow end to end, from a seller's design to the invoice, through the browser and
 * the API: every step is built (each business issue turned its step from `fixme` into a real one).
 */
test.describe.serial('order to invoice', () => {
  let seller: LoginData;
  let staff: LoginData;
  /** The order of our factory's line, at Packing after the production step. */
  let factoryOrder: { id: string; number: number; factory: string; codes: string[] };
  /** The factory order's parcel, labelled at the packing step. */
  let parcel: { tracking: string };

  test('a seller signs in through the form and lands on the seller layout', async ({ page, request }) => {
    await uiLogin(page, emailOf('sale'));
    await expect(page.getByTestId('layout')).toHaveAttribute('data-layout', 'seller');
    seller = await apiLogin(request, emailOf('sale'));
    const me = await gql<{ cUser: { _id: string; role: string } }>(request, seller.token, '{ cUser { _id role } }');
    expect(me.cUser).toEqual({ _id: seller._id, role: 'sale' });
  });

  test('staff sign in with a token and land in the admin shell', async ({ page, context, request }) => {
    staff = await apiLogin(request, emailOf('root'));
    await tokenLogin(context, BASE_URL, staff);
    await page.goto('/');
    await expect(page.getByTestId('layout')).toHaveAttribute('data-layout', 'vertical');
    await expect(page.getByTestId('sidebar').locator('[data-menu-id=dashboard]')).toBeVisible();
    const me = await gql<{ cUser: { role: string } }>(request, staff.token, '{ cUser { role } }');
    expect(me.cUser.role).toBe('root');
  });

  let design: { _id: string; image_id: string };
  let product: { sku: string; preset: string };
  let listing: { _id: string };
  let order: { _id: string; number: number; total: string };

  test('design: the seller saves a published mockup design of their artwork', async ({ request }) => {
    const library = await gql<{ mockupDesigns: Array<{ image_id: string; images: Array<{ image: string; name: string; type: string | null }> }> }>(
      request,
      seller.token,
      '{ mockupDesigns(status: "published") { image_id images { image name type } } }',
    );
    const source = library.mockupDesigns.find((d) => d.image_id && d.images.length)!;
    const created = await gql<{ createMockupDesign: { _id: string; image_id: string; status: string } }>(
      request,
      seller.token,
      'mutation($image: ID, $images: [MockupDesignImageInput!]) { createMockupDesign(name: "Flow tee", status: "published", image: $image, images: $images) { _id image_id status } }',
      {
        image: source.image_id,
        images: source.images.map((i) => ({ image: i.image, name: i.name, type: i.type, print_x: 300, print_y: 250, print_width: 500, print_height: 600 })),
      },
    );
    expect(created.createMockupDesign.status).toBe('published');
    design = created.createMockupDesign;
  });

  test('product: the seller puts the artwork on a product’s front and saves it as a listing, with its print file', async ({ request }) => {
    // A product an outside provider makes (the provider step below follows its line).
    const sold = await gql<{ orders: Array<{ fulfilled_by: Array<{ kind: string }>; items: Array<{ sku: string; product_id: string }> }> }>(
      request,
      seller.token,
      '{ orders(status: "Completed") { fulfilled_by { kind } items { sku product_id } } }',
    );
    const line = sold.orders.find((o) => o.items.length === 1 && o.fulfilled_by.every((f) => f.kind === 'provider'))!.items[0];
    product = { sku: line.sku, preset: line.product_id };
    type Side = { id: string; print_area: { x: number; y: number; width: number; height: number }; layers: unknown[] };
    const MOCKUP =
      'mutation($_id: ID, $product_id: ID!, $sides: JSON) { makeProductMockup(_id: $_id, product_id: $product_id, sides: $sides, status: "Publish") { _id sides } }';
    // The product's template, then the artwork centred in its front print area.
    const blank = await gql<{ makeProductMockup: { _id: string; sides: Side[] } }>(request, seller.token, MOCKUP, { product_id: product.preset });
    const sides = blank.makeProductMockup.sides.map((side, i) => {
      if (i > 0) return side;
      const a = side.print_area;
      const size = Math.min(a.width, a.height) * 0.8;
      const settings = { file: { _id: design.image_id }, x: a.x + (a.width - size) / 2, y: a.y + (a.height - size) / 2, width: size, height: size };
      return { ...side, layers: [{ id: 'art', name: 'image 1', type: 'image', settings: Object.entries(settings).map(([name, value]) => ({ name, value })) }] };
    });
    const mockup = await gql<{ makeProductMockup: { _id: string } }>(request, seller.token, MOCKUP, {
      _id: blank.makeProductMockup._id,
      product_id: product.preset,
      sides,
    });
    const saved = await gql<{ makeItemInfo: { _id: string; print_files: Array<{ position: string }> } }>(
      request,
      seller.token,
      'mutation($p: ID!, $m: ID!, $v: [ListingVariantInput!]) { makeItemInfo(name: "Flow tee", product_id: $p, mockup_id: $m, status: "Publish", attribute_specifics_modify: $v) { _id print_files { position } } }',
      { p: product.preset, m: mockup.makeProductMockup._id, v: [{ sku: product.sku, sale_price: '99.00' }] },
    );
    expect(saved.makeItemInfo.print_files.length).toBeGreaterThan(0);
    listing = saved.makeItemInfo;
  });

  test('order: an order for the listing arrives by API into the seller’s store, once however often it is posted', async ({ request }) => {
    const store = await gql<{ makeStore: { _id: string } }>(
      request,
      seller.token,
      'mutation { makeStore(input: { name: "Flow shop", platform: "shopify" }) { _id } }',
    );
    const input = {
      store_id: store.makeStore._id,
      platform_order_id: `#FLOW-${Date.now()}`,
      shipping_address: { name: 'Ada Lovelace', address1: '12 Analytical Row', city: 'London', zip: 'N1 9GU', country: 'GB' },
      items: [{ sku: product.sku, quantity: 2, listing_id: listing._id, designs: { front: design.image_id } }],
    };
    const create = () =>
      gql<{ createOrder: { _id: string; number: number; total: string; status: string } }>(
        request,
        seller.token,
        'mutation($input: CreateOrderInput!) { createOrder(input: $input) { _id number total status } }',
        { input },
      );
    const [first, again] = [await create(), await create()];
    expect(again.createOrder._id).toBe(first.createOrder._id);
    expect(first.createOrder.status).toBe('Pending');
    order = first.createOrder;
    const placed = await gql<{ order: { items: Array<{ sku: string; listing_id: string | null }> } }>(
      request,
      seller.token,
      'query($id: ID!) { order(_id: $id) { items { sku listing_id } } }',
      { id: order._id },
    );
    expect(placed.order.items).toEqual([{ sku: product.sku, listing_id: listing._id }]);
  });

  test('payment: staff process the order, the seller’s credit badge drops live by its total, the payment is on the ledger', async ({
    page,
    context,
    request,
  }) => {
    await creditForOrders(request, seller, [order._id]);
    const before = await gql<{ cUser: { total_credit: string } }>(request, seller.token, '{ cUser { total_credit } }');
    await tokenLogin(context, BASE_URL, seller);
    const subscribed = waitForSubscription(page, 'UserUpdated');
    await page.goto(`/orders/${order._id}`);
    await expect(page.getByTestId('credit-badge')).toHaveText(formatMoney(before.cUser.total_credit));
    await subscribed;
    const processed = await gql<{ processOrders: Array<{ ok: boolean; status: string }> }>(
      request,
      staff.token,
      'mutation($ids: [ID!]!) { processOrders(ids: $ids) { ok status } }',
      {
        ids: [order._id],
      },
    );
    expect(processed.processOrders).toEqual([{ ok: true, status: 'Processing' }]);
    const after = (Math.round(Number(before.cUser.total_credit) * 100) - Math.round(Number(order.total) * 100)) / 100;
    await expect(page.getByTestId('credit-badge')).toHaveText(formatMoney(after.toFixed(2)));
    const ledger = await gql<{ transactions: Array<{ type: string; amount: string }> }>(
      request,
      seller.token,
      'query($order: String) { transactions(order_id: $order) { type amount } }',
      {
        order: order._id,
      },
    );
    expect(ledger.transactions).toEqual([{ type: 'payment', amount: `-${order.total}` }]);
  });
  test('production: the paid order is released, each unit of our factory’s line becomes a production and is scanned station by station to Packing', async ({
    request,
  }) => {
    // A line of our own (private) product, made in our factory, on a second paid order of the seller.
    const presets = await gql<{
      productPreset: Array<{
        _id: string;
        manufacture_id: string | null;
        provider: string;
        print_areas: Array<{ key: string }>;
        attribute_specifics: Array<{ sku: string }>;
      }>;
    }>(
      request,
      seller.token,
      '{ productPreset(provider: "private", perPage: 50) { _id manufacture_id provider print_areas { key } attribute_specifics { sku } } }',
    );
    const own = presets.productPreset.find((p) => p.manufacture_id && p.attribute_specifics.length)!;
    const store = await gql<{ makeStore: { _id: string } }>(
      request,
      seller.token,
      'mutation { makeStore(input: { name: "Flow factory shop", platform: "shopify" }) { _id } }',
    );
    const made = await gql<{ createOrder: { _id: string; number: number } }>(
      request,
      seller.token,
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { _id number } }',
      {
        input: {
          store_id: store.makeStore._id,
          platform_order_id: `#FLOW-FACTORY-${Date.now()}`,
          shipping_address: { name: 'Ada Lovelace', address1: '12 Analytical Row', city: 'London', zip: 'N1 9GU', country: 'GB' },
          items: [{ sku: own.attribute_specifics[0].sku, quantity: 2, designs: Object.fromEntries(own.print_areas.map((a) => [a.key, design.image_id])) }],
        },
      },
    );
    await payOrders(request, seller, [made.createOrder._id]);
    // Root releases it by hand (the scheduled release waits out the seller's hold window).
    const released = await gql<{ releaseOrderToProduction: number }>(request, staff.token, 'mutation($id: ID!) { releaseOrderToProduction(_id: $id) }', {
      id: made.createOrder._id,
    });
    expect(released.releaseOrderToProduction).toBe(2);
    // Each station's worker scans each unit on to Packing.
    const codes = await scanToPacking(request, staff.token, made.createOrder.number, own.manufacture_id!);
    expect(codes).toHaveLength(2);
    factoryOrder = {
      id: made.createOrder._id,
      number: made.createOrder.number,
      factory: own.manufacture_id!,
      codes,
    };
    const placed = await gql<{ order: { status: string } }>(request, seller.token, 'query($id: ID!) { order(_id: $id) { status } }', {
      id: made.createOrder._id,
    });
    expect(placed.order.status).toBe('In Production');
  });
  test('provider: the listing’s line, made by an outside provider, is sent when the order goes to production, and its tracking comes back', async ({
    request,
  }) => {
    const released = await gql<{ releaseOrderToProduction: number }>(request, staff.token, 'mutation($id: ID!) { releaseOrderToProduction(_id: $id) }', {
      id: order._id,
    });
    expect(released.releaseOrderToProduction).toBe(0); // no unit for our factories: the provider makes it
    type Line = { fulfilment_id: string; status: string; quantity: number; tracking_number: string | null; file_url: string | null };
    const LINES = 'query($id: ID!) { order(_id: $id) { status provider_lines { fulfilment_id status quantity tracking_number file_url } } }';
    const linesOf = async () => (await gql<{ order: { status: string; provider_lines: Line[] } }>(request, staff.token, LINES, { id: order._id })).order;
    // The send job writes the account's order file and marks the line sent.
    await expect.poll(async () => (await linesOf()).provider_lines.map((l) => l.status), { timeout: 30_000 }).toEqual(['sent']);
    const sent = await linesOf();
    expect(sent.status).toBe('In Production');
    expect(sent.provider_lines[0]).toMatchObject({ quantity: 2, file_url: expect.any(String) });
    // The provider's result file comes back: the tracking lands on the order's line.
    const imported = await gql<{ importFulfilmentResult: { imported: number; errors: unknown[] } }>(
      request,
      staff.token,
      'mutation($id: ID!, $csv: String!) { importFulfilmentResult(_id: $id, csv: $csv) { imported errors { row } } }',
      { id: sent.provider_lines[0].fulfilment_id, csv: `order_ref,tracking_number,carrier\n${order.number},1Z999AA10123456784,UPS\n` },
    );
    expect(imported.importFulfilmentResult).toEqual({ imported: 1, errors: [] });
    const shipped = (await linesOf()).provider_lines[0];
    expect(shipped).toMatchObject({ status: 'shipped', tracking_number: '1Z999AA10123456784' });
  });
  test('packing: the units at Packing are packed into their bin, labelled, the label scanned at hand-over (Picked Up) and the order is Fulfilled', async ({
    request,
  }) => {
    const packer = await apiLogin(request, emailOf('packager'));
    const factory = { 'x-manufacture': factoryOrder.factory };
    type Scan = { packMrpProduct: { complete: boolean; packed: number; total: number; package: { _id: string; status: string } } };
    let last: Scan['packMrpProduct'] | null = null;
    for (const code of factoryOrder.codes)
      last = (
        await gql<Scan>(
          request,
          packer.token,
          'mutation($c: String!) { packMrpProduct(code: $c) { complete packed total package { _id status } } }',
          { c: code },
          factory,
        )
      ).packMrpProduct;
    expect(last).toMatchObject({ complete: true, packed: 2, total: 2, package: { status: 'Packed' } });
    const labelled = await gql<{ labelMrpPackage: { tracking_number: string } }>(
      request,
      packer.token,
      'mutation($id: String!) { labelMrpPackage(_id: $id) { tracking_number } }',
      { id: last!.package._id },
      factory,
    );
    expect(labelled.labelMrpPackage.tracking_number).toMatch(/^[A-Z]{2,4}\d{10}$/);
    parcel = { tracking: labelled.labelMrpPackage.tracking_number };
    const printed = await gql<{ printMrpPackage: { url: string; pages: number } }>(
      request,
      packer.token,
      'mutation($id: String!) { printMrpPackage(_id: $id) { url pages } }',
      { id: last!.package._id },
      factory,
    );
    expect(printed.printMrpPackage.pages).toBe(2);
    const handed = await gql<{ scanPackageTracking: { status: string } }>(
      request,
      packer.token,
      'mutation($t: String!) { scanPackageTracking(tracking: $t) { status } }',
      { t: labelled.labelMrpPackage.tracking_number },
    );
    expect(handed.scanPackageTracking.status).toBe('Picked Up');
    await expect
      .poll(
        async () =>
          (await gql<{ order: { status: string } }>(request, seller.token, 'query($id: ID!) { order(_id: $id) { status } }', { id: factoryOrder.id })).order
            .status,
      )
      .toBe('Fulfilled');
  });
  test('shipping: the carrier’s signed tracking events move the parcel to Delivered, once however often they come, and the order is Completed', async ({
    page,
    context,
    request,
  }) => {
    const now = Date.now();
    const events = [
      {
        tracking_number: parcel.tracking,
        status: 'In Transit',
        description: 'Departed facility',
        location: 'Lisbon',
        occurred_at: new Date(now - 60_000).toISOString(),
        event_id: `${parcel.tracking}-1`,
      },
      {
        tracking_number: parcel.tracking,
        status: 'Delivered',
        description: 'Delivered, front door',
        location: 'Springfield',
        occurred_at: new Date(now).toISOString(),
        event_id: `${parcel.tracking}-2`,
      },
    ];
    // As a carrier delivers them, signed with the shared secret.
    const deliver = (body: string) => deliverTracking(request, body);
    const body = JSON.stringify({ events });
    const first = await deliver(body);
    expect(first.status()).toBe(200);
    expect((await first.json()).data).toMatchObject({ received: 2, stored: 2 });
    // the carrier retries: nothing new is stored
    expect((await (await deliver(body)).json()).data).toMatchObject({ received: 2, stored: 0 });
    // a forged delivery is refused
    const forged = await request.post('/api/shipments/tracking', {
      data: body,
      headers: { 'content-type': 'application/json', 'x-tracking-timestamp': String(Math.floor(Date.now() / 1000)), 'x-tracking-signature': '0'.repeat(64) },
    });
    expect(forged.status()).toBe(401);

    type Shipments = { shipments: Array<{ status: string; order_id: string | null }> };
    const mine = await gql<Shipments>(request, seller.token, 'query($t: String) { shipments(tracking_number: $t) { status order_id } }', {
      t: parcel.tracking,
    });
    expect(mine.shipments).toEqual([{ status: 'Delivered', order_id: factoryOrder.id }]);
    await expect
      .poll(
        async () =>
          (await gql<{ order: { status: string } }>(request, seller.token, 'query($id: ID!) { order(_id: $id) { status } }', { id: factoryOrder.id })).order
            .status,
      )
      .toBe('Completed');
    // the seller's order page shows the parcel delivered, its tracking linked to the shipment
    await tokenLogin(context, BASE_URL, seller);
    await page.goto(`/orders/${factoryOrder.id}`);
    const pkg = page.getByTestId('order-package');
    await expect(pkg).toHaveCount(1);
    await expect(pkg.getByTestId('package-tracking')).toContainText(parcel.tracking);
    await expect(pkg.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'Delivered');
  });
  test('invoice: the week’s invoice, issued by root once the week has ended, lists the seller’s paid orders with exact totals', async ({
    page,
    context,
    request,
  }) => {
    // The test server runs the invoices' clock a period ahead (CLOCK_OFFSET_DAYS, e2e/servers.ts),
    // so the week the orders were paid in has ended for billing and root may issue it now.
    type Paid = { order: { number: number; total: string; paid_at: string } };
    const paidOf = async (id: string) => (await gql<Paid>(request, seller.token, 'query($id: ID!) { order(_id: $id) { number total paid_at } }', { id })).order;
    const paid = [await paidOf(order._id), await paidOf(factoryOrder.id)];
    const day = paid[0].paid_at.slice(0, 10);
    expect(paid[1].paid_at.slice(0, 10), 'both orders paid the same day').toBe(day);
    const issued = await gql<{ makeInvoices: Array<{ user_id: string }> }>(
      request,
      staff.token,
      'mutation($day: String!) { makeInvoices(day: $day) { user_id } }',
      {
        day: day.split('-').reverse().join('-'),
      },
    );
    expect(issued.makeInvoices.map((i) => i.user_id)).toContain(seller._id);

    type Line = { order_number: number; total: string };
    type Invoice = { _id: string; number: number; period_start: string; period_end: string; order_count: number; total: string; lines: Line[] };
    const mine = await gql<{ invoices: Invoice[] }>(
      request,
      seller.token,
      '{ invoices(status: "pending") { _id number period_start period_end order_count total lines { order_number total } } }',
    );
    const invoice = mine.invoices.find((i) => i.period_start <= day && day <= i.period_end)!;
    expect(invoice, 'the seller has an invoice for the week').toBeTruthy();
    const cents = (m: string) => Math.round(Number(m) * 100);
    for (const o of paid) expect(invoice.lines).toContainEqual({ order_number: o.number, total: o.total });
    expect(invoice.order_count).toBe(invoice.lines.length);
    expect(cents(invoice.total)).toBe(invoice.lines.reduce((sum, l) => sum + cents(l.total), 0));

    // the seller opens it: the order's line with its total, and the invoice's exact total
    await tokenLogin(context, BASE_URL, seller);
    await page.goto('/billing/invoice?status=pending');
    const table = page.getByTestId('invoices-table');
    await table
      .getByTestId('list-row')
      .filter({ has: page.getByRole('cell', { name: String(invoice.number), exact: true }) })
      .click();
    const drawer = page.getByTestId('invoice-drawer');
    await expect(drawer.getByTestId('invoice-total')).toHaveText(formatMoney(invoice.total));
    const line = drawer
      .getByTestId('invoice-lines')
      .locator('tbody tr')
      .filter({ hasText: `#${order.number}` });
    await expect(line).toHaveCount(1);
    await expect(line.locator('td').last()).toHaveText(formatMoney(order.total));
    await shot(page, { path: '/tmp/flow-invoice-en.png' });
  });
});

/**
 * An order follows all of its parts (issue 44, items 1 and 2): its outside provider's lines as much
 * as its factory's packages. Each test makes its own order of demo products, drives its parts through
 * the API as the provider, the factory and the carrier do, and reads the order page as its seller.
 */
test.describe('an order follows all its parts', () => {
  let seller: LoginData;
  let staff: LoginData;
  type Line = { sku: string; designs: Record<string, string> };
  /** A variant an outside provider makes, and one of our own factory's products with its factory. */
  let providerLine: Line;
  let factoryLine: Line & { factory: string };

  test.beforeAll(async ({ request }) => {
    seller = await apiLogin(request, emailOf('sale'));
    staff = await apiLogin(request, emailOf('root'));
    await resetCustomizer(request, seller.token);
    type Preset = { _id: string; manufacture_id: string | null; print_areas: Array<{ key: string }>; attribute_specifics: Array<{ sku: string }> };
    const PRESETS =
      'query($id: ID, $provider: String) { productPreset(_id: $id, provider: $provider, perPage: 50) { _id manufacture_id print_areas { key } attribute_specifics { sku } } }';
    // The seller's artwork from the demo library, on every print area of each line.
    const library = await gql<{ mockupDesigns: Array<{ image_id: string | null }> }>(
      request,
      seller.token,
      '{ mockupDesigns(status: "published") { image_id } }',
    );
    const image = library.mockupDesigns.find((d) => d.image_id)!.image_id!;
    const designsOf = (p: Preset) => Object.fromEntries(p.print_areas.map((a) => [a.key, image]));
    // A variant the demo seller has sold through an outside provider alone.
    const sold = await gql<{ orders: Array<{ fulfilled_by: Array<{ kind: string }>; items: Array<{ sku: string; product_id: string }> }> }>(
      request,
      seller.token,
      '{ orders(status: "Completed") { fulfilled_by { kind } items { sku product_id } } }',
    );
    const provided = sold.orders.find((o) => o.items.length === 1 && o.fulfilled_by.every((f) => f.kind === 'provider'))!.items[0];
    const [preset] = (await gql<{ productPreset: Preset[] }>(request, seller.token, PRESETS, { id: provided.product_id })).productPreset;
    providerLine = { sku: provided.sku, designs: designsOf(preset) };
    const own = (await gql<{ productPreset: Preset[] }>(request, seller.token, PRESETS, { provider: 'private' })).productPreset.find(
      (p) => p.manufacture_id && p.attribute_specifics.length,
    )!;
    factoryLine = { sku: own.attribute_specifics[0].sku, designs: designsOf(own), factory: own.manufacture_id! };
  });

  /** A paid order of these lines (one unit each) in a new store of the seller, released to production by root; answers it once its provider line is sent. */
  const releasedOrder = async (request: APIRequestContext, name: string, lines: Line[], units: number) => {
    const store = await gql<{ makeStore: { _id: string } }>(
      request,
      seller.token,
      'mutation($n: String!) { makeStore(input: { name: $n, platform: "shopify" }) { _id } }',
      {
        n: `${name} ${Date.now()}`,
      },
    );
    const made = await gql<{ createOrder: { _id: string; number: number } }>(
      request,
      seller.token,
      'mutation($input: CreateOrderInput!) { createOrder(input: $input) { _id number } }',
      {
        input: {
          store_id: store.makeStore._id,
          platform_order_id: `#${name.toUpperCase().replace(/\W+/g, '-')}-${Date.now()}`,
          shipping_address: { name: 'Ada Lovelace', address1: '12 Analytical Row', city: 'London', zip: 'N1 9GU', country: 'GB' },
          items: lines.map((l) => ({ sku: l.sku, quantity: 1, designs: l.designs })),
        },
      },
    );
    const id = made.createOrder._id;
    await payOrders(request, seller, [id]);
    const released = await gql<{ releaseOrderToProduction: number }>(request, staff.token, 'mutation($id: ID!) { releaseOrderToProduction(_id: $id) }', { id });
    expect(released.releaseOrderToProduction, 'units for our factories').toBe(units);
    // The send job writes the provider account's order file and marks the line sent.
    type Sent = { order: { provider_lines: Array<{ fulfilment_id: string; status: string }> } };
    const linesOf = async () =>
      (await gql<Sent>(request, staff.token, 'query($id: ID!) { order(_id: $id) { provider_lines { fulfilment_id status } } }', { id })).order.provider_lines;
    await expect.poll(async () => (await linesOf()).map((l) => l.status), { timeout: 30_000 }).toEqual(['sent']);
    expect(await orderStatus(request, seller.token, id)).toBe('In Production');
    return { id, number: made.createOrder.number, account: (await linesOf())[0].fulfilment_id };
  };

  /** The provider's result file ships the order's line with a new tracking number; answers the number once its parcel is a shipment of the order. */
  const providerShips = async (request: APIRequestContext, order: { id: string; number: number; account: string }) => {
    const tracking = `1ZFLOW${Date.now()}`;
    const imported = await gql<{ importFulfilmentResult: { imported: number; errors: unknown[] } }>(
      request,
      staff.token,
      'mutation($id: ID!, $csv: String!) { importFulfilmentResult(_id: $id, csv: $csv) { imported errors { row } } }',
      { id: order.account, csv: `order_ref,tracking_number,carrier\n${order.number},${tracking},UPS\n` },
    );
    expect(imported.importFulfilmentResult).toEqual({ imported: 1, errors: [] });
    await expect
      .poll(
        async () =>
          (
            await gql<{ shipments: Array<{ order_id: string | null }> }>(
              request,
              seller.token,
              'query($t: String) { shipments(tracking_number: $t) { order_id } }',
              { t: tracking },
            )
          ).shipments,
      )
      .toEqual([{ order_id: order.id }]);
    return tracking;
  };

  /** The carrier's signed events take the parcel through transit to the door. */
  const carrierDelivers = async (request: APIRequestContext, tracking: string) => {
    const now = Date.now();
    const events = [
      {
        tracking_number: tracking,
        status: 'In Transit',
        description: 'Departed facility',
        location: 'Leipzig',
        occurred_at: new Date(now - 60_000).toISOString(),
        event_id: `${tracking}-1`,
      },
      {
        tracking_number: tracking,
        status: 'Delivered',
        description: 'Delivered, front door',
        location: 'London',
        occurred_at: new Date(now).toISOString(),
        event_id: `${tracking}-2`,
      },
    ];
    const res = await deliverTracking(request, JSON.stringify({ events }));
    expect(res.status()).toBe(200);
    expect((await res.json()).data).toMatchObject({ received: 2, stored: 2 });
  };

  /** The order's history on its page: the note of the move to `status`, naming the part that made it. */
  const noteOf = (page: Page, status: string) =>
    page
      .getByTestId('section-history')
      .getByTestId('timeline-entry')
      .filter({ has: page.locator(`[data-testid=status-badge][data-status="${status}"]`) })
      .getByTestId('timeline-note');

  test('provider only: an order all made by an outside provider is Fulfilled when the provider ships it and Completed when the carrier delivers it', async ({
    page,
    context,
    request,
  }) => {
    const order = await releasedOrder(request, 'Flow provider shop', [providerLine], 0);
    await tokenLogin(context, BASE_URL, seller);
    await orderPageShows(page, order.id, 'In Production');
    await expect(page.getByTestId('provider-line').getByTestId('status-badge')).toHaveAttribute('data-status', 'sent');

    // The provider's result file: the line ships, the only part of the order has shipped.
    const tracking = await providerShips(request, order);
    await expect.poll(() => orderStatus(request, seller.token, order.id)).toBe('Fulfilled');
    await orderPageShows(page, order.id, 'Fulfilled');
    await expect(page.getByTestId('provider-line').getByTestId('provider-tracking')).toContainText(tracking);
    await expect(noteOf(page, 'Fulfilled')).toHaveText(`Moved by the provider parcel ${tracking}`);

    // The carrier's signed events: the parcel is delivered, the order Completed.
    await carrierDelivers(request, tracking);
    await expect.poll(() => orderStatus(request, seller.token, order.id)).toBe('Completed');
    await orderPageShows(page, order.id, 'Completed');
    await expect(noteOf(page, 'Completed')).toHaveText(`Moved by the provider parcel ${tracking}`);
    // Its dates now name when it was fulfilled and completed.
    await expect(page.getByTestId('section-dates')).toContainText('Fulfilled');
    await expect(page.getByTestId('section-dates')).toContainText('Completed');
  });

  test('mixed: an order of a factory line and a provider line waits for the provider after the factory’s hand-over, and is Completed when both parcels are delivered', async ({
    page,
    context,
    request,
  }) => {
    const order = await releasedOrder(request, 'Flow mixed shop', [factoryLine, providerLine], 1);

    // The factory makes its unit, packs it, labels the package and hands it to the carrier.
    const packer = await apiLogin(request, emailOf('packager'));
    const factory = { 'x-manufacture': factoryLine.factory };
    const [code] = await scanToPacking(request, staff.token, order.number, factoryLine.factory);
    const packed = await gql<{ packMrpProduct: { complete: boolean; package: { _id: string; code: string } } }>(
      request,
      packer.token,
      'mutation($c: String!) { packMrpProduct(code: $c) { complete package { _id code } } }',
      { c: code },
      factory,
    );
    expect(packed.packMrpProduct.complete).toBe(true);
    const labelled = await gql<{ labelMrpPackage: { tracking_number: string } }>(
      request,
      packer.token,
      'mutation($id: String!) { labelMrpPackage(_id: $id) { tracking_number } }',
      { id: packed.packMrpProduct.package._id },
      factory,
    );
    const parcel = labelled.labelMrpPackage.tracking_number;
    const handed = await gql<{ scanPackageTracking: { status: string } }>(
      request,
      packer.token,
      'mutation($t: String!) { scanPackageTracking(tracking: $t) { status } }',
      {
        t: parcel,
      },
    );
    expect(handed.scanPackageTracking.status).toBe('Picked Up');

    // The factory's part has shipped, the provider's is only sent: the order is not Fulfilled yet
    // (the hand-over judges the order in its own transaction, so this is the answer, not a moment before it).
    expect(await orderStatus(request, seller.token, order.id)).toBe('In Production');
    await tokenLogin(context, BASE_URL, seller);
    await orderPageShows(page, order.id, 'In Production');
    await expect(page.getByTestId('order-package').getByTestId('package-tracking')).toContainText(parcel);
    await expect(page.getByTestId('provider-line').getByTestId('status-badge')).toHaveAttribute('data-status', 'sent');
    await expect(page.getByTestId('section-history').getByTestId('timeline-note')).toHaveCount(0);

    // The provider ships its line: every part has shipped, the order is Fulfilled, by the provider's parcel.
    const tracking = await providerShips(request, order);
    await expect.poll(() => orderStatus(request, seller.token, order.id)).toBe('Fulfilled');
    await orderPageShows(page, order.id, 'Fulfilled');
    await expect(noteOf(page, 'Fulfilled')).toHaveText(`Moved by the provider parcel ${tracking}`);

    // The factory's parcel is delivered first: the provider's is still on its way, the order stays Fulfilled
    // (the package takes its parcel's status and judges its order in one transaction: once it shows Delivered, the order has been judged).
    await carrierDelivers(request, parcel);
    type Packages = { order: { packages: Array<{ tracking_status: string | null }> } };
    const PACKAGES = 'query($id: ID!) { order(_id: $id) { packages { tracking_status } } }';
    await expect
      .poll(async () => (await gql<Packages>(request, seller.token, PACKAGES, { id: order.id })).order.packages.map((p) => p.tracking_status))
      .toEqual(['Delivered']);
    expect(await orderStatus(request, seller.token, order.id)).toBe('Fulfilled');

    // Then the provider's: every part is delivered, the order is Completed.
    await carrierDelivers(request, tracking);
    await expect.poll(() => orderStatus(request, seller.token, order.id)).toBe('Completed');
    await orderPageShows(page, order.id, 'Completed');
    await expect(page.getByTestId('order-package').getByTestId('status-badge').last()).toHaveAttribute('data-status', 'Delivered');
    await expect(noteOf(page, 'Completed')).toHaveText(`Moved by the provider parcel ${tracking}`);
  });
});
