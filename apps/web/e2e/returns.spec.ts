import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { BASE_URL, apiLogin, emailOf, gql, resetCustomizer, screenSettled, tokenLogin, type LoginData, shot } from './helpers';

// The photo is made with the API's sharp: no downloads.
const requireApi = createRequire(join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'api', 'package.json'));
type Sharp = (input: { create: { width: number; height: number; channels: 3; background: string } }) => { png: () => { toBuffer: () => Promise<Buffer> } };
const sharp = requireApi('sharp') as Sharp;
const photo = () =>
  sharp({ create: { width: 200, height: 150, channels: 3, background: '#3c7bd2' } })
    .png()
    .toBuffer();

const SHOTS = '/tmp/shots/returns';

interface Candidate {
  _id: string;
  number: number;
  factory: string;
}

/** A delivered order of the seller whose lines one of our factories makes, with no return request yet. */
async function deliveredOrder(request: APIRequestContext, seller: LoginData, root: LoginData): Promise<Candidate> {
  const { orders } = await gql<{ orders: Array<{ _id: string; number: number; items: Array<{ product_id: string }> }> }>(
    request,
    seller.token,
    '{ orders(status: "Fulfilled") { _id number items { product_id } } }',
  );
  const ids = [...new Set(orders.flatMap((o) => o.items.map((i) => i.product_id)))];
  const { productPreset } = await gql<{ productPreset: Array<{ _id: string; manufacture_id: string | null }> }>(
    request,
    root.token,
    'query($ids: [ID!]) { productPreset(ids: $ids, perPage: 100) { _id manufacture_id } }',
    { ids },
  );
  const factoryOf = new Map(productPreset.map((p) => [p._id, p.manufacture_id]));
  for (const o of orders) {
    const factories = new Set(o.items.map((i) => factoryOf.get(i.product_id)));
    if (factories.size !== 1 || [...factories][0] == null) continue;
    const { returnRequests } = await gql<{ returnRequests: unknown[] }>(request, root.token, 'query($id: ID) { returnRequests(order_id: $id) { _id } }', {
      id: o._id,
    });
    if (!returnRequests.length) return { _id: o._id, number: o.number, factory: [...factories][0]! };
  }
  throw new Error('No delivered order of one of our factories without a return request in the demo data.');
}

test('a seller asks for a replacement with a photo (never twice, nothing ticked is named in words); root approves it, and it appears in production at its factory', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const seller = await apiLogin(request, emailOf('sale'));
  const root = await apiLogin(request, emailOf('root'));
  await resetCustomizer(request, seller.token);
  await resetCustomizer(request, root.token);
  const order = await deliveredOrder(request, seller, root);
  await tokenLogin(page.context(), BASE_URL, seller);

  // the seller asks for a return from the order page, with a photo
  await page.goto(`/orders/${order._id}`);
  await page.getByTestId('request-return').click();
  const form = page.getByTestId('request-return-dialog');
  await expect(form).toBeVisible();
  await form.getByTestId('field-reason').selectOption('wrong_print');
  // a replacement rather than a refund
  await form.getByTestId('field-wanted').selectOption('replacement');
  // with no item ticked, the form says what is missing, in words, before sending
  const firstBox = form.getByTestId('request-return-lines').locator('[data-testid^="check-pick-"]').first();
  if ((await firstBox.getAttribute('data-state')) === 'checked') await firstBox.click();
  await expect(firstBox).not.toHaveAttribute('data-state', 'checked');
  await form.getByTestId('request-return-submit').click();
  await expect(form.getByTestId('request-return-lines-error')).toHaveText('Tick at least one item to return.');
  await firstBox.click();
  await expect(form.getByTestId('request-return-lines-error')).toHaveCount(0);
  await form.getByTestId('request-return-note').fill('The print on the front is last month’s design.');
  await form.getByTestId('return-photo-input').setInputFiles({ name: 'wrong-print.png', mimeType: 'image/png', buffer: await photo() });
  await expect(form.getByTestId('return-photo')).toContainText('wrong-print.png');
  await screenSettled(page);
  await shot(page, { path: `${SHOTS}/request-en.png` });
  await expectNoViolations(page, 'request a return');
  await form.getByTestId('request-return-submit').click();
  await expect(form).toHaveCount(0);
  // the order page now shows the request and where it stands
  await expect(page.getByTestId('order-return')).toContainText(/RR-\d{6}/);
  await expect(page.getByTestId('order-return').getByTestId('status-badge')).toHaveAttribute('data-status', 'Opening');
  // one return at a time: no second request is offered
  await expect(page.getByTestId('request-return')).toHaveCount(0);

  // root finds it in Opening, sees the photo and approves a replacement, naming the factory at fault
  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await tokenLogin(staffContext, BASE_URL, root);
  const staff = await staffContext.newPage();
  await staff.goto(`/rar/opening?search=${encodeURIComponent(`#${order.number}`)}`);
  const row = staff.getByTestId('return-row');
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await row.getByText(/^RR-/).click();
  const drawer = staff.getByTestId('return-drawer');
  await expect(drawer.getByTestId('return-photos').locator('img')).toHaveCount(1);
  await expect(drawer.getByTestId('return-note')).toContainText('last month’s design');
  await expect(drawer.getByTestId('return-wanted')).toHaveText('Replacement');
  await staff.getByTestId('return-approve').click();
  const approve = staff.getByTestId('return-approve-dialog');
  await expect(staff.getByTestId('resolution-replacement')).toBeVisible();
  await staff.getByTestId('field-fault_manufacture_id').selectOption(order.factory);
  await staff.getByTestId('field-fault_station').selectOption('printing');
  await screenSettled(staff);
  await shot(staff, { path: `${SHOTS}/approve-en.png` });
  await expectNoViolations(staff, 'approve a return');
  await staff.getByTestId('return-approve-submit').click();
  await expect(approve).toHaveCount(0);
  await expect(staff.getByTestId('return-drawer').getByTestId('status-badge').first()).toHaveAttribute('data-status', 'Approved');
  await expect(staff.getByTestId('return-replacement-link')).toBeVisible();

  // the replacement is a child of the order, free, and in production at the factory
  const id = new URL(staff.url()).searchParams.get('open')!;
  const { returnRequest } = await gql<{ returnRequest: { replacement_order_id: string } }>(
    request,
    root.token,
    'query($id: ID!) { returnRequest(_id: $id) { replacement_order_id } }',
    { id },
  );
  const { order: replacement } = await gql<{ order: { number: number; status: string; parent_id: string; total: string } }>(
    request,
    root.token,
    'query($id: ID!) { order(_id: $id) { number status parent_id total } }',
    { id: returnRequest.replacement_order_id },
  );
  expect(replacement).toMatchObject({ status: 'In Production', parent_id: order._id });
  expect(Number(replacement.total)).toBe(0);
  await staff.goto(`/manufactures/${order.factory}/mrp?mrp_status=All&source=all&search=${replacement.number}`);
  await expect(staff.getByTestId('productions-table').getByText(String(replacement.number)).first()).toBeVisible({ timeout: 30_000 });

  // screenshots of the list and the drawer in English and German, axe on each
  for (const language of ['en', 'de'] as const) {
    await resetCustomizer(request, root.token, { language });
    await staff.goto(`/rar/all?open=${id}`);
    await expect(staff.getByTestId('return-row').first()).toBeVisible({ timeout: 30_000 });
    await expect(staff.getByTestId('return-drawer').getByTestId('return-lines')).toBeVisible({ timeout: 30_000 });
    await screenSettled(staff);
    expect(await staff.locator('body').innerText()).not.toMatch(/\b(list|tab|col|reason|drawer|lines|action|approve|request)\.[a-z_]+/);
    await shot(staff, { path: `${SHOTS}/drawer-${language}.png` });
    await expectNoViolations(staff, `return drawer (${language})`);
    await staff.goto('/rar/all');
    await expect(staff.getByTestId('return-row').first()).toBeVisible({ timeout: 30_000 });
    await screenSettled(staff);
    await shot(staff, { path: `${SHOTS}/list-${language}.png`, fullPage: true });
    await expectNoViolations(staff, `returns list (${language})`);
  }
  await resetCustomizer(request, seller.token, { language: 'de' });
  await page.goto(`/orders/${order._id}`);
  await expect(page.getByTestId('order-return').getByTestId('status-badge')).toHaveAttribute('data-status', 'Approved', { timeout: 30_000 });
  await expect(page.getByTestId('request-return')).toHaveCount(0);
  await screenSettled(page);
  await shot(page, { path: `${SHOTS}/order-with-return-de.png` });
  await resetCustomizer(request, seller.token);
  await resetCustomizer(request, root.token);
  await staffContext.close();
});
