import { expect, test } from '@playwright/test';
import { BASE_URL, apiLogin, emailOf, gql, tokenLogin, uiLogin, waitForSubscription, type LoginData } from './helpers';
import { createHmac } from 'node:crypto';
import { formatMoney } from './shared';

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
    await gql(request, staff.token, 'mutation($ids: [ID!]!) { processOrders(ids: $ids) { ok } }', { ids: [made.createOrder._id] });
    // Root releases it by hand (the scheduled release waits out the seller's hold window).
    const released = await gql<{ releaseOrderToProduction: number }>(request, staff.token, 'mutation($id: ID!) { releaseOrderToProduction(_id: $id) }', {
      id: made.createOrder._id,
    });
    expect(released.releaseOrderToProduction).toBe(2);
    const factory = { 'x-manufacture': own.manufacture_id! };
    type Production = { _id: string; code: string; status: string; route: string[] };
    const listed = await gql<{ mrpProducts: { items: Production[] } }>(
      request,
      staff.token,
      'query($s: String) { mrpProducts(search: $s, mrp_status: "All") { items { _id code status route } } }',
      { s: String(made.createOrder.number) },
      factory,
    );
    expect(listed.mrpProducts.items.map((p) => p.status)).toEqual(['To Do', 'To Do']);
    // Each station's worker scans: the first station starts it (the blank leaves stock), every station sends it on.
    const workerOf: Record<string, string> = { Cutting: 'cutting', Printing: 'printer', Sewing: 'sewer', 'Quality check': 'order_qc', Packing: 'packager' };
    const workers = new Map<string, string>();
    for (const role of Object.values(workerOf)) workers.set(role, (await apiLogin(request, emailOf(role))).token);
    let minute = 0;
    for (const p of listed.mrpProducts.items) {
      const stations = p.route.slice(1, -1);
      const scans = [p.route[1], ...stations];
      for (const station of scans) {
        minute += 5;
        const scan = await gql<{ mrpProductNextProcessStep: { changed: boolean; to: string } }>(
          request,
          workers.get(workerOf[station])!,
          'mutation($id: String!, $at: DateTime) { mrpProductNextProcessStep(_id: $id, scanned_at: $at) { changed to } }',
          { id: p.code, at: new Date(Date.now() - 3_600_000 + minute * 60_000).toISOString() },
          factory,
        );
        expect(scan.mrpProductNextProcessStep.changed).toBe(true);
      }
    }
    const done = await gql<{ mrpProducts: { items: Production[] } }>(
      request,
      staff.token,
      'query($s: String) { mrpProducts(search: $s, mrp_status: "All") { items { status } } }',
      { s: String(made.createOrder.number) },
      factory,
    );
    expect(done.mrpProducts.items.map((p) => p.status)).toEqual(['Packing', 'Packing']);
    factoryOrder = {
      id: made.createOrder._id,
      number: made.createOrder.number,
      factory: own.manufacture_id!,
      codes: listed.mrpProducts.items.map((p) => p.code),
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
    // As a carrier delivers them: an HMAC-SHA256 of "<timestamp>.<body>" with the shared secret (scripts/e2e-server.mjs).
    const deliver = async (body: string) => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const signature = createHmac('sha256', 'e2e-tracking-secret-0123456789abcdef0123').update(`${timestamp}.${body}`).digest('hex');
      return request.post('/api/shipments/tracking', {
        data: body,
        headers: { 'content-type': 'application/json', 'x-tracking-timestamp': timestamp, 'x-tracking-signature': signature },
      });
    };
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
    // The test server runs the invoices' clock a period ahead (CLOCK_OFFSET_DAYS, scripts/e2e-server.mjs),
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
    await page.screenshot({ path: '/tmp/flow-invoice-en.png' });
  });
});
