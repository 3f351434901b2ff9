import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { BASE_URL, apiLogin, emailOf, exportAs, gql, openInApp, payOrders, resetCustomizer, tokenLogin, shot } from './helpers';

interface Line {
  sku: string;
  design_files: Array<{ area: string; file_id: string }>;
}

/** A fresh Pending order of the demo seller, for a line the demo catalogue sells, with its designs. */
async function newPendingOrder(request: APIRequestContext, token: string): Promise<{ _id: string; number: number; total: string }> {
  const paid = await gql<{ orders: Array<{ items: Line[] }> }>(
    request,
    token,
    '{ orders(status: "Processing") { items { sku design_files { area file_id } } } }',
  );
  const line = paid.orders.flatMap((o) => o.items).find((i) => i.design_files.length > 0)!;
  const designs = Object.fromEntries(line.design_files.map((d) => [d.area, d.file_id]));
  const created = await gql<{ createOrder: { _id: string; number: number; total: string } }>(
    request,
    token,
    'mutation($input: CreateOrderInput!) { createOrder(input: $input) { _id number total } }',
    {
      input: {
        shipping_address: { name: 'Grace Hopper', address1: '1 Navy Way', city: 'Arlington', state: 'VA', zip: '22201', country: 'US' },
        items: [{ sku: line.sku, quantity: 2, designs }],
      },
    },
  );
  return created.createOrder;
}

test('staff find an order, edit its address, process it: paid, locked, on its timeline', async ({ page, context, request }) => {
  const seller = await apiLogin(request, emailOf('sale'));
  const order = await newPendingOrder(request, seller.token);
  const qc = await apiLogin(request, emailOf('order_qc'));
  await tokenLogin(context, BASE_URL, qc);

  // staff land on Processing, with counts on every tab
  await page.goto('/orders');
  // the first screen after sign-in loads the orders feature and its strings: allow a slow machine
  await expect(page.getByTestId('orders-table')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('status-tab-Processing')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('orders-table').getByTestId('order-row').first()).toBeVisible();
  await expect(page.getByTestId('orders-table').getByTestId('status-badge').first()).toHaveAttribute('data-status', 'Processing');
  await expectNoViolations(page, 'orders list');
  await shot(page, { path: '/tmp/orders-list-en.png', fullPage: true });

  // search the new order in the Pending tab and open it
  await page.goto('/orders?status=Pending');
  await page.getByTestId('orders-search').fill(`#${order.number}`);
  await page.getByTestId('orders-search').press('Enter');
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await page.getByTestId('order-row').click();
  await expect(page.getByTestId('page-title')).toHaveText(`Order #${order.number}`);

  // the address is editable while unpaid; a blank city is refused in place and nothing is lost
  await page.getByTestId('shipping-address-edit').click();
  const form = page.getByTestId('shipping-address-form');
  await form.getByLabel('City').fill('');
  await page.getByTestId('shipping-address-save').click();
  await expect(form).toContainText('This field is required.');
  await expect(form.getByLabel('Name')).toHaveValue('Grace Hopper');
  await form.getByLabel('City').fill('Alexandria');
  await page.getByTestId('shipping-address-save').click();
  await expect(page.getByTestId('shipping-address')).toContainText('Alexandria');

  await expectNoViolations(page, 'order page');
  await shot(page, { path: '/tmp/order-page-en.png', fullPage: true });
  await page.getByTestId('action-process').click();
  await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'Processing');
  await expect(page.getByTestId('shipping-address-edit')).toHaveCount(0);
  await expect(page.getByTestId('money-paid')).toContainText(order.total);
  await expect(page.getByTestId('section-history')).toContainText('Processing');
});

test('root releases a paid order to production and sees when another paid order will release, in English and German', async ({ page, context, request }) => {
  const seller = await apiLogin(request, emailOf('sale'));
  const root = await apiLogin(request, emailOf('root'));
  const now = await newPendingOrder(request, seller.token);
  const later = await newPendingOrder(request, seller.token);
  await payOrders(request, seller, [now._id, later._id]);
  await resetCustomizer(request, root.token, { language: 'en' });
  await tokenLogin(context, BASE_URL, root);
  await page.goto(`/orders/${later._id}`);
  await expect(page.getByTestId('order-releases-at')).toHaveText(/^Releases to production at \d{1,2}:\d{2}/, { timeout: 30_000 });
  await shot(page, { path: '/tmp/shots/orders/release-en.png', fullPage: true });
  await expectNoViolations(page, 'paid order with its release time');

  await openInApp(page, `/orders/${now._id}`);
  await expect(page.getByTestId('page-title')).toHaveText(`Order #${now.number}`);
  await page.getByTestId('action-release-production').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText(`Release order #${now.number} to production now?`);
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByText(/^Released to production: \d+ units? made$/)).toBeVisible();
  await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'In Production');
  await expect(page.getByTestId('order-release')).toHaveCount(0);

  await resetCustomizer(request, root.token, { language: 'de' });
  await page.goto(`/orders/${later._id}`);
  await expect(page.getByTestId('order-releases-at')).toHaveText(/^Geht um \d{1,2}:\d{2} in die Produktion/, { timeout: 30_000 });
  await shot(page, { path: '/tmp/shots/orders/release-de.png', fullPage: true });
  await expectNoViolations(page, 'paid order with its release time de');
  await resetCustomizer(request, root.token, { language: 'en' });
});

test('a seller lands on All and sees only their own orders, in each language', async ({ page, context, request }) => {
  const seller = await apiLogin(request, emailOf('sale'));
  await tokenLogin(context, BASE_URL, seller);
  for (const [language, all, title] of [
    ['en', 'All', 'Orders'],
    ['de', 'Alle', 'Bestellungen'],
    ['fr', 'Toutes', 'Commandes'],
    ['pt', 'Todos', 'Pedidos'],
  ] as const) {
    await resetCustomizer(request, seller.token, { language });
    await page.goto('/orders');
    await expect(page.getByTestId('page-title')).toHaveText(title);
    await expect(page.getByTestId('status-tabs').getByRole('button', { pressed: true })).toContainText(all);
    await expect(page.getByTestId('order-row').first()).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(/\b(list|tab|col|action|order|money|stores|platform)\.[a-z_]+/);
    await shot(page, { path: `/tmp/orders-seller-${language}.png`, fullPage: true });
    await page.getByTestId('order-row').first().click();
    await expect(page.getByTestId('section-money')).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(/\b(order|money|date|address|action)\.[a-z_]+/);
    await shot(page, { path: `/tmp/order-seller-${language}.png`, fullPage: true });
  }
  await resetCustomizer(request, seller.token);
  // the seller's list holds only their own stores' orders
  const mine = await gql<{ orders: Array<{ seller: { email: string } }> }>(
    request,
    seller.token,
    '{ orders(status: "All", perPage: 50) { seller { email } } }',
  );
  expect(mine.orders.every((o) => o.seller.email === emailOf('sale'))).toBe(true);
});

test('a seller exports the On Hold tab as CSV: one row per line, all theirs, all On Hold', async ({ page, context, request }) => {
  const seller = await apiLogin(request, emailOf('sale'));
  await tokenLogin(context, BASE_URL, seller);
  await resetCustomizer(request, seller.token, { language: 'en' });
  await page.goto('/orders?status=On%20Hold');
  await expect(page.getByTestId('order-row').first()).toBeVisible({ timeout: 30_000 });
  const file = await exportAs(page, 'csv');
  expect(file.name).toMatch(/\.csv$/);
  const [header, ...rows] = file.bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const columns = header.split(',');
  expect(columns).toEqual(expect.arrayContaining(['number', 'status', 'sku', 'quantity', 'name', 'address1', 'city', 'country', 'total']));
  const held = await gql<{ orderCounters: { on_hold: number } }>(request, seller.token, '{ orderCounters { on_hold } }');
  expect(rows.length).toBeGreaterThanOrEqual(held.orderCounters.on_hold);
  const statusAt = columns.indexOf('status');
  expect(rows.every((r) => r.split(',')[statusAt] === 'On Hold')).toBe(true);
  // the export is on the seller's /jobs, done, with its file, in each language
  for (const [language, title, what] of [
    ['en', 'Jobs', 'Export of orders'],
    ['de', 'Aufgaben', 'Export: Bestellungen'],
    ['fr', 'Tâches', 'Export : commandes'],
    ['pt', 'Tarefas', 'Exportação: pedidos'],
  ] as const) {
    await resetCustomizer(request, seller.token, { language });
    await page.goto('/jobs');
    await expect(page.getByTestId('page-title')).toHaveText(title);
    const row = page.getByTestId('jobs-table').getByRole('row').filter({ hasText: what }).first();
    await expect(row).toBeVisible();
    await expect(row.getByTestId('job-download')).toBeVisible();
    expect(await page.locator('body').innerText()).not.toMatch(/\b(col|name|subject)\.[a-z_]+/);
    await shot(page, { path: `/tmp/jobs-seller-${language}.png`, fullPage: true });
  }
  await resetCustomizer(request, seller.token);
});

test('a seller’s /fulfilments: who makes each order and how far it is, in each language', async ({ page, context, request }) => {
  const seller = await apiLogin(request, emailOf('sale'));
  await tokenLogin(context, BASE_URL, seller);
  for (const [language, title] of [
    ['en', 'Fulfilments'],
    ['de', 'Abwicklungen'],
    ['fr', 'Exécutions'],
    ['pt', 'Atendimentos de pedidos'],
  ] as const) {
    await resetCustomizer(request, seller.token, { language });
    await page.goto('/fulfilments/in_production');
    await expect(page.getByTestId('page-title')).toHaveText(title);
    await expect(page.getByTestId('fulfiller').first()).toBeVisible({ timeout: 30_000 });
    expect(await page.locator('body').innerText()).not.toMatch(/\b(fulfil|tab|col)\.[a-z_]+/);
    await shot(page, { path: `/tmp/fulfilments-seller-${language}.png`, fullPage: true });
  }
  await resetCustomizer(request, seller.token);
  // every order on the tab is the seller's own and In Production, each routed somewhere
  const rows = await gql<{ orders: Array<{ status: string; seller: { email: string }; fulfilled_by: Array<{ kind: string }> }> }>(
    request,
    seller.token,
    '{ orders(status: "In Production") { status seller { email } fulfilled_by { kind } } }',
  );
  expect(rows.orders.length).toBeGreaterThan(0);
  expect(rows.orders.every((o) => o.seller.email === emailOf('sale') && o.status === 'In Production' && o.fulfilled_by.length > 0)).toBe(true);
});

test('a seller adds a store, sees its orders count, and trashes it', async ({ page, context, request }) => {
  const seller = await apiLogin(request, emailOf('sale'));
  await tokenLogin(context, BASE_URL, seller);
  await page.goto('/stores');
  await expect(page.getByTestId('stores-table')).toContainText('Sofia’s Tees', { timeout: 30_000 });
  const name = `E2E shop ${Date.now()}`;
  await page.getByTestId('store-save').click();
  await expect(page.getByTestId('new-store')).toContainText('This field is required.');
  await page.getByTestId('new-store').getByLabel('Store name').fill(name);
  await page.getByTestId('store-save').click();
  const row = page.getByTestId('stores-table').locator('tr', { hasText: name });
  await expect(row).toContainText('0');
  await expectNoViolations(page, 'stores');
  await shot(page, { path: '/tmp/stores-en.png', fullPage: true });
  await row.getByRole('button', { name: 'Trash' }).click();
  await page.getByTestId('confirm-yes').click();
  await page.goto('/stores/trash');
  await expect(page.getByTestId('stores-table')).toContainText(name);
});

test('a seller imports an order file with one bad row: the preview marks it, the good rows arrive as Pending orders', async ({ page, context, request }) => {
  const seller = await apiLogin(request, emailOf('sale'));
  const sold = await gql<{ orders: Array<{ items: Array<{ sku: string }> }> }>(request, seller.token, '{ orders(status: "Completed") { items { sku } } }');
  const sku = sold.orders[0].items[0].sku;
  const run = Date.now();
  const csv = [
    'platform_order_id,sku,quantity,name,address1,city,zip,country',
    `IMP-${run}-1,${sku},1,Mary Shelley,24 Chester Square,London,SW1W 9HS,GB`,
    `IMP-${run}-2,${sku},0,Percy Shelley,1 Field Place,Horsham,RH12 3PB,GB`,
    `IMP-${run}-3,${sku},2,Ada Byron,12 St James's Square,London,SW1Y 4LB,GB`,
  ].join('\n');
  await tokenLogin(context, BASE_URL, seller);
  await page.goto('/orders?status=Pending');
  await expect(page.getByTestId('orders-table')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('import-button').click();
  await expect(page.getByRole('heading', { name: 'Import orders' })).toBeVisible();
  await page.getByTestId('import-file').setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByTestId('import-preview')).toBeVisible();
  await expect(page.getByTestId('import-blocked')).toBeVisible();
  await shot(page.getByTestId('import-wizard'), { path: '/tmp/orders-import-en.png' });
  await page.getByTestId('import-policy-skip_failed').click();
  await expect(page.getByTestId('import-confirm')).toHaveText('Import 2 rows');
  await page.getByTestId('import-confirm').click();
  await expect(page.getByTestId('import-result-summary')).toHaveText('2 rows written, 1 refused.', { timeout: 30_000 });
  await page.keyboard.press('Escape');
  await page.getByTestId('orders-search').fill(`IMP-${run}-3`);
  await page.getByTestId('orders-search').press('Enter');
  await expect(page.getByTestId('order-row')).toHaveCount(1);
  await expect(page.getByTestId('order-row')).toContainText('Ada Byron');
});

test('root’s navbar search opens a production in Error on its own tab with its drawer; a list search in the wrong tab says where the match is', async ({
  page,
  context,
  request,
}) => {
  const root = await apiLogin(request, emailOf('root'));
  await resetCustomizer(request, root.token);
  const { manufactures } = await gql<{ manufactures: Array<{ _id: string }> }>(request, root.token, '{ manufactures { _id } }');
  let failed: { _id: string; code: string } | undefined;
  for (const m of manufactures) {
    const { mrpProducts } = await gql<{ mrpProducts: { items: Array<{ _id: string; code: string }> } }>(
      request,
      root.token,
      '{ mrpProducts(mrp_status: "Error", source: "all") { items { _id code } } }',
      {},
      { 'x-manufacture': m._id },
    );
    failed = mrpProducts.items[0];
    if (failed) break;
  }
  expect(failed, 'a demo production in Error').toBeDefined();
  const processing = await gql<{ orders: Array<{ number: number }> }>(request, root.token, '{ orders(status: "Processing") { number } }');
  await tokenLogin(context, BASE_URL, root);
  await openInApp(page, '/orders?status=Pending');
  await expect(page.getByTestId('orders-table')).toBeVisible({ timeout: 30_000 });

  // the navbar search: the production's result opens it, not the list's To Do tab
  await page.getByTestId('global-search').fill(failed!.code);
  await page.getByTestId('global-search-results').getByRole('option', { name: failed!.code }).click();
  const drawer = page.getByTestId('production-drawer');
  await expect(drawer).toBeVisible({ timeout: 30_000 });
  await expect(drawer).toContainText(failed!.code);
  await expect(page.getByTestId('status-tab-Error')).toHaveAttribute('aria-pressed', 'true');
  await shot(page, { path: '/tmp/search-opens-production-en.png' });

  // a list search on the wrong tab names the tab holding the match, and goes there
  await openInApp(page, `/orders?status=Pending&search=${processing.orders[0].number}`);
  const elsewhere = page.getByTestId('list-elsewhere');
  await expect(elsewhere).toHaveText(/^Processing \(1\)$/, { timeout: 30_000 });
  await expectNoViolations(page, 'orders: the match is in another tab');
  await shot(page, { path: '/tmp/orders-match-elsewhere-en.png' });
  await elsewhere.click();
  await expect(page.getByTestId('status-tab-Processing')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('order-row')).toHaveCount(1);
});
