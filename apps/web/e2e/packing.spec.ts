import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { BASE_URL, apiLogin, emailOf, gql, resetCustomizer, screenSettled, tokenLogin, type LoginData } from './helpers';

const SHOTS = '/tmp/shots/packing';

/**
 * A paid 3-unit order of one of our factories' products, released and scanned station by station
 * to Packing through the API (the station screens are the manufacturing tests' part).
 */
async function threeUnitsAtPacking(request: APIRequestContext): Promise<{ factory: string; number: number; codes: string[] }> {
  const seller = await apiLogin(request, emailOf('sale'));
  const staff = await apiLogin(request, emailOf('root'));
  const presets = await gql<{
    productPreset: Array<{ manufacture_id: string | null; print_areas: Array<{ key: string }>; attribute_specifics: Array<{ sku: string }> }>;
  }>(request, seller.token, '{ productPreset(provider: "private", perPage: 50) { manufacture_id print_areas { key } attribute_specifics { sku } } }');
  // A product made in a factory the packer works at.
  const packer = await apiLogin(request, emailOf('packager'));
  const mine = await gql<{ manufactures: Array<{ _id: string; stations: { packing: boolean } | null }> }>(
    request,
    packer.token,
    '{ manufactures { _id stations { packing } } }',
  );
  const hubs = new Set(mine.manufactures.filter((m) => m.stations?.packing !== false).map((m) => m._id));
  const own = presets.productPreset.find((p) => p.manufacture_id && hubs.has(p.manufacture_id) && p.attribute_specifics.length)!;
  expect(own).toBeTruthy();
  // The seller's artwork: a published mockup design's image (the demo data has some).
  const library = await gql<{ mockupDesigns: Array<{ image_id: string | null }> }>(
    request,
    seller.token,
    '{ mockupDesigns(status: "published") { image_id } }',
  );
  const design = library.mockupDesigns.find((d) => d.image_id)?.image_id;
  const made = await gql<{ createOrder: { _id: string; number: number } }>(
    request,
    seller.token,
    'mutation($input: CreateOrderInput!) { createOrder(input: $input) { _id number } }',
    {
      input: {
        shipping_address: { name: 'Grace Hopper', address1: '1 Compiler Way', city: 'Arlington', zip: '22201', country: 'US' },
        items: [
          { sku: own.attribute_specifics[0].sku, quantity: 3, ...(design && { designs: Object.fromEntries(own.print_areas.map((a) => [a.key, design])) }) },
        ],
      },
    },
  );
  await gql(request, staff.token, 'mutation($ids: [ID!]!) { processOrders(ids: $ids) { ok } }', { ids: [made.createOrder._id] });
  await gql(request, staff.token, 'mutation($id: ID!) { releaseOrderToProduction(_id: $id) }', { id: made.createOrder._id });
  const factory = { 'x-manufacture': own.manufacture_id! };
  type Production = { code: string; route: string[] };
  const listed = await gql<{ mrpProducts: { items: Production[] } }>(
    request,
    staff.token,
    'query($s: String) { mrpProducts(search: $s, mrp_status: "All") { items { code route } } }',
    { s: String(made.createOrder.number) },
    factory,
  );
  expect(listed.mrpProducts.items).toHaveLength(3);
  const workerOf: Record<string, string> = { Cutting: 'cutting', Printing: 'printer', Sewing: 'sewer', 'Quality check': 'order_qc' };
  const tokens = new Map<string, string>();
  for (const role of Object.values(workerOf)) tokens.set(role, (await apiLogin(request, emailOf(role))).token);
  let minute = 0;
  for (const p of listed.mrpProducts.items)
    for (const station of [p.route[1], ...p.route.slice(1, -1)]) {
      minute += 3;
      await gql(
        request,
        tokens.get(workerOf[station])!,
        'mutation($id: String!, $at: DateTime) { mrpProductNextProcessStep(_id: $id, scanned_at: $at) { changed } }',
        { id: p.code, at: new Date(Date.now() - 3_600_000 + minute * 60_000).toISOString() },
        factory,
      );
    }
  return { factory: own.manufacture_id!, number: made.createOrder.number, codes: listed.mrpProducts.items.map((p) => p.code) };
}

async function scan(page: Page, line: string): Promise<void> {
  await page.keyboard.type(line);
  await page.keyboard.press('Enter');
}

test('a packer scans the units of a 3-unit order into its bin and prints the merged slip and label through the hidden frame', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const { factory, number, codes } = await threeUnitsAtPacking(request);
  const packer: LoginData = await apiLogin(request, emailOf('packager'));
  await resetCustomizer(request, packer.token, { language: 'en' });
  await tokenLogin(context, BASE_URL, packer);
  await page.goto(`/manufactures/${factory}/mrp_package/station`);
  const input = page.getByTestId('packing-input');
  await expect(input).toBeFocused();
  const latest = page.getByTestId('packing-latest');
  await scan(page, codes[0]);
  await expect(latest).toHaveAttribute('data-state', 'packed');
  await expect(latest).toContainText('1 of 3 packed');
  const bin = /Bin (\d+)/.exec((await latest.textContent()) ?? '')?.[1];
  expect(bin).toBeTruthy();
  // the same unit again: the screen says so, nothing changes
  await scan(page, codes[0]);
  await expect(latest).toHaveAttribute('data-state', 'already');
  await scan(page, codes[1]);
  await expect(latest).toContainText(`Bin ${bin} · 2 of 3 packed`);
  await scan(page, codes[2]);
  await expect(latest).toHaveAttribute('data-state', 'complete');
  await expect(latest).toContainText(`#${number}`);
  await page.screenshot({ path: `${SHOTS}/station-en.png`, fullPage: true });
  await expectNoViolations(page, 'packing station');

  // Box Packages: the package is Packed; root labels it from the drawer and prints slip and label through the hidden frame.
  await page.goto(`/manufactures/${factory}/mrp_package?status=Packed&source=All&shipping=mulstran&search=${number}`);
  await expect(page.getByTestId('page-title')).toBeVisible({ timeout: 30_000 });
  const row = page.getByTestId('package-row').first();
  await expect(row).toContainText(`#${number}`, { timeout: 30_000 });
  await expect(row).toContainText('3 / 3');
  await row.click();
  const drawer = page.getByTestId('package-drawer');
  await expect(drawer.getByTestId('package-units')).toContainText(codes[0]);
  await drawer.getByTestId('package-label').click();
  await expect(drawer).toContainText(/[A-Z]{2,4}\d{10}/);
  await screenSettled(page);
  await page.screenshot({ path: `${SHOTS}/drawer-en.png` });
  await expectNoViolations(page, 'package drawer');
  await page.keyboard.press('Escape');

  for (const language of ['en', 'de']) {
    await resetCustomizer(request, packer.token, { language });
    await page.goto(`/manufactures/${factory}/mrp_package?status=All&source=All&shipping=mulstran`);
    await expect(page.getByTestId('package-row').first()).toBeVisible();
    await screenSettled(page);
    await page.screenshot({ path: `${SHOTS}/packages-${language}.png`, fullPage: true });
    await expectNoViolations(page, `box packages ${language}`);
    if (language === 'de') {
      await page.goto(`/manufactures/${factory}/mrp_package/station`);
      await expect(page.getByTestId('packing-input')).toBeFocused();
      await page.screenshot({ path: `${SHOTS}/station-de.png`, fullPage: true });
      await expectNoViolations(page, 'packing station de');
    }
  }
  await resetCustomizer(request, packer.token, { language: 'en' });
  // Last (the browser's print of a PDF in a frame is the end of this page): print slip and label through the hidden frame.
  await page.goto(`/manufactures/${factory}/mrp_package?status=Packed&source=All&shipping=mulstran&search=${number}`);
  await page.getByTestId('package-row').first().click();
  const printed = page.waitForResponse((r) => r.url().includes('/graphql') && (r.request().postData() ?? '').includes('PrintMrpPackage'));
  await page.getByTestId('package-drawer').getByTestId('package-print').click();
  await printed;
  const frame = page.locator('iframe[data-testid="print-frame"]');
  await expect(frame).toHaveAttribute('src', /\.pdf/);
  const src = (await frame.getAttribute('src'))!;
  const pdf = await request.get(src.startsWith('http') ? src : `${BASE_URL}${src}`);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
