import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { BASE_URL, apiLogin, emailOf, gql, resetCustomizer, screenSettled, tokenLogin, waitForSubscription, shot } from './helpers';

// The photo is made with the API's sharp: no downloads.
const requireApi = createRequire(join(fileURLToPath(new URL('.', import.meta.url)), '..', '..', 'api', 'package.json'));
type Sharp = (input: { create: { width: number; height: number; channels: 3; background: string } }) => { png: () => { toBuffer: () => Promise<Buffer> } };
const sharp = requireApi('sharp') as Sharp;

/** A small photo of a print with a flaw, as a seller would attach it. */
const photo = () =>
  sharp({ create: { width: 160, height: 120, channels: 3, background: '#d25a3c' } })
    .png()
    .toBuffer();

const bodies = (page: Page) => page.getByTestId('message-body');

test('a seller opens a ticket from an order with a photo; staff reply and note; the seller sees the reply live, not the note, and closes it', async ({
  page,
  browser,
  request,
}) => {
  const seller = await apiLogin(request, emailOf('sale'));
  const root = await apiLogin(request, emailOf('root'));
  await resetCustomizer(request, seller.token);
  await resetCustomizer(request, root.token);
  const [order] = (await gql<{ orders: Array<{ _id: string; number: number }> }>(request, seller.token, '{ orders(status: "Processing") { _id number } }'))
    .orders;
  await tokenLogin(page.context(), BASE_URL, seller);

  test.setTimeout(240_000);
  // the seller opens a ticket from the order page, with a photo (its page follows the ticket live)
  const live = waitForSubscription(page, 'TicketUpdated');
  await page.goto(`/orders/${order._id}`);
  await page.getByTestId('contact-support').click();
  const dialog = page.getByTestId('new-ticket');
  await expect(dialog.locator('input[name=subject]')).toHaveValue(`About order #${order.number}`);
  await dialog.getByTestId('new-ticket-body').fill('The front print is smudged, see the photo.');
  await dialog.getByTestId('attachment-input').setInputFiles({ name: 'smudge.png', mimeType: 'image/png', buffer: await photo() });
  await expect(dialog.getByTestId('attached-file')).toContainText('smudge.png');
  await dialog.getByTestId('new-ticket-submit').click();
  await expect(page).toHaveURL(/\/support\/order\/[0-9a-f-]{36}$/);
  const ticketId = page.url().split('/').pop()!;
  await expect(bodies(page)).toHaveText(['The front print is smudged, see the photo.']);
  await expect(page.getByTestId('thread').locator('img')).toHaveCount(1);
  await live;

  // staff answer: an internal note, then a reply
  const staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await tokenLogin(staffContext, BASE_URL, root);
  const staff = await staffContext.newPage();
  const { ticket } = await gql<{ ticket: { code: string } }>(request, seller.token, 'query($id: ID!) { ticket(_id: $id) { code } }', { id: ticketId });
  // a click on the seller's name, in the middle of the row, opens the ticket (it once filtered the list by that seller)
  await staff.goto(`/tickets?status=Open&search=${ticket.code}`);
  await staff.getByTestId('ticket-row').getByTestId('user-cell').first().click();
  await expect(staff).toHaveURL(new RegExp(`/tickets/${ticketId}$`));
  await expect(bodies(staff)).toHaveCount(1, { timeout: 30_000 });
  const people = staff.getByTestId('section-people');
  await expect(people.getByText('Assignee', { exact: true })).toHaveCount(1);
  await expect(people.getByTestId('field-assignee')).toHaveValue('');
  await staff.getByTestId('check-internal').click();
  await staff.getByTestId('composer-body').fill('Press 3 was low on ink that morning.');
  await staff.getByTestId('composer-send').click();
  await expect(staff.locator('[data-testid=message][data-internal=true]')).toHaveCount(1);
  await expect(staff.getByTestId('toast').filter({ hasText: 'Note added' })).toBeVisible();
  // the composer empties and the toggle resets after each note: the next message goes to the seller
  await expect(staff.getByTestId('composer-body')).toHaveValue('');
  await expect(staff.getByTestId('check-internal')).not.toHaveAttribute('data-state', 'checked');
  await staff.getByTestId('composer-body').fill('Sorry about that: we will reprint it at no cost.');
  await staff.getByTestId('composer-send').click();
  await expect(bodies(staff)).toHaveCount(3);
  await expect(staff.getByTestId('toast').filter({ hasText: 'Reply sent' })).toBeVisible();
  await expect(staff.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'Inprocess');
  // the one who answered an unassigned ticket now holds it
  await expect(people.getByTestId('field-assignee')).toHaveValue(root._id);

  // the seller sees the reply live, never the note
  await expect(bodies(page)).toHaveText(['The front print is smudged, see the photo.', 'Sorry about that: we will reprint it at no cost.']);
  await expect(page.getByText('Press 3 was low on ink')).toHaveCount(0);
  await page.getByTestId('to-Closed').click();
  await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'Closed');
  await expect(staff.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'Closed');

  // screenshots in English and German, and axe on each screen
  for (const language of ['en', 'de'] as const) {
    await resetCustomizer(request, seller.token, { language });
    await resetCustomizer(request, root.token, { language });
    await staff.goto('/tickets?status=All');
    await expect(staff.getByTestId('ticket-row').first()).toBeVisible();
    await screenSettled(staff);
    expect(await staff.locator('body').innerText()).not.toMatch(/\b(list|tab|col|type|age|move|side|thread|composer)\.[a-z_]+/);
    await shot(staff, { path: `/tmp/support-tickets-${language}.png`, fullPage: true });
    await expectNoViolations(staff, 'tickets');
    await staff.goto(`/tickets/${ticketId}`);
    await expect(bodies(staff)).toHaveCount(3);
    await screenSettled(staff);
    await shot(staff, { path: `/tmp/support-ticket-staff-${language}.png`, fullPage: true });
    await expectNoViolations(staff, 'ticket (staff)');
    await page.goto('/support/order?status=All');
    await expect(page.getByTestId('ticket-row').first()).toBeVisible();
    await screenSettled(page);
    await shot(page, { path: `/tmp/support-seller-${language}.png`, fullPage: true });
    await expectNoViolations(page, 'support (seller)');
    await page.goto(`/support/order/${ticketId}`);
    await expect(bodies(page)).toHaveCount(2);
    await screenSettled(page);
    await shot(page, { path: `/tmp/support-ticket-seller-${language}.png`, fullPage: true });
  }
  await resetCustomizer(request, seller.token);
  await resetCustomizer(request, root.token);
  await staffContext.close();
});

test('a Support notification’s link opens the seller’s list filtered to the ticket', async ({ page, request }) => {
  const seller = await apiLogin(request, emailOf('sale'));
  const [ticket] = (
    await gql<{ tickets: Array<{ code: string; subject: string }> }>(request, seller.token, '{ tickets(type: "order", status: "Inprocess") { code subject } }')
  ).tickets;
  await tokenLogin(page.context(), BASE_URL, seller);
  await page.goto(`/support/order?status=Inprocess&search=${ticket.code}`);
  await expect(page.getByTestId('ticket-row')).toHaveCount(1);
  await expect(page.getByTestId('ticket-row')).toContainText(ticket.code);
});

test('the sidebar shows the assignee’s open queue and follows it live when a ticket is assigned to them', async ({ page, request }) => {
  test.setTimeout(360_000);
  const root = await apiLogin(request, emailOf('root'));
  const superRoot = await apiLogin(request, emailOf('super_root'));
  const seller = await apiLogin(request, emailOf('sale'));
  await resetCustomizer(request, root.token);
  const queue = async () => (await gql<{ myQueueCounts: { tickets: number } }>(request, root.token, '{ myQueueCounts { tickets } }')).myQueueCounts.tickets;
  const before = await queue();
  await tokenLogin(page.context(), BASE_URL, root);
  const live = waitForSubscription(page, 'MyQueueChanged');
  await page.goto('/tickets?status=All');
  const badge = page.locator('[data-menu-id=tickets] [data-testid=queue-badge-tickets]');
  if (before > 0) await expect(badge).toHaveText(String(before), { timeout: 60_000 });
  await live;
  // a seller's new ticket, given to root by another staff member: the badge counts it without a reload
  const { makeTicket } = await gql<{ makeTicket: { _id: string } }>(
    request,
    seller.token,
    'mutation { makeTicket(subject: "Queue badge check", type: "other", body: "Is my parcel insured?") { _id } }',
  );
  await gql(request, superRoot.token, 'mutation($id: ID!, $to: ID) { assignTicket(_id: $id, assignee_id: $to) { _id } }', { id: makeTicket._id, to: root._id });
  await expect(badge).toHaveText(String(before + 1), { timeout: 30_000 });
  expect(await queue()).toBe(before + 1);
  for (const language of ['en', 'de'] as const) {
    await resetCustomizer(request, root.token, { language });
    await page.goto('/tickets?status=All');
    await expect(badge).toHaveText(String(before + 1), { timeout: 60_000 });
    await screenSettled(page);
    await shot(page, { path: `/tmp/support-queue-badge-${language}.png` });
    await expectNoViolations(page, 'tickets with the queue badge');
  }
  // closing it takes it out of the queue, live
  await gql(request, root.token, 'mutation($id: ID!) { setTicketStatus(_id: $id, status: "Closed") { _id } }', { id: makeTicket._id });
  await expect(badge).toHaveCount(before > 0 ? 1 : 0);
  if (before > 0) await expect(badge).toHaveText(String(before));
  await resetCustomizer(request, root.token);
});

test('a seller starts a return from a ticket about a delivered order: the dialog is prefilled and the thread names the request', async ({ page, request }) => {
  test.setTimeout(180_000);
  const seller = await apiLogin(request, emailOf('sale'));
  await resetCustomizer(request, seller.token);
  type Delivered = { _id: string; number: number; items: Array<{ _id: string; sku: string }> };
  const { orders } = await gql<{ orders: Delivered[] }>(request, seller.token, '{ orders(status: "Fulfilled") { _id number items { _id sku } } }');
  let order: Delivered | undefined;
  for (const o of orders) {
    const { returnRequests } = await gql<{ returnRequests: unknown[] }>(request, seller.token, 'query($id: ID!) { returnRequests(order_id: $id) { _id } }', {
      id: o._id,
    });
    if (!returnRequests.length && o.items.length) {
      order = o;
      break;
    }
  }
  expect(order, 'a Fulfilled order of the seller without returns').toBeDefined();
  const { makeTicket } = await gql<{ makeTicket: { _id: string; code: string } }>(
    request,
    seller.token,
    'mutation($order: ID!, $item: ID) { makeTicket(subject: "Print peeling after one wash", type: "order", body: "The print peels.", order_id: $order, item_id: $item) { _id code } }',
    { order: order!._id, item: order!.items[0]._id },
  );
  await tokenLogin(page.context(), BASE_URL, seller);
  const live = waitForSubscription(page, 'TicketUpdated');
  await page.goto(`/support/order/${makeTicket._id}`);
  await expect(bodies(page)).toHaveText(['The print peels.'], { timeout: 30_000 });
  await live;
  await page.getByTestId('ticket-start-return').click();
  const dialog = page.getByTestId('request-return-dialog');
  await expect(dialog.getByTestId('request-return-note')).toHaveValue(`${makeTicket.code}: Print peeling after one wash`);
  await screenSettled(page);
  await shot(page, { path: '/tmp/support-start-return-dialog-en.png' });
  await expectNoViolations(page, 'start a return dialog');
  await dialog.getByTestId('request-return-submit').click();
  await expect(dialog).toBeHidden();
  const made = page.getByTestId('order-return');
  await expect(made).toHaveCount(1);
  const code = (await made.locator('p').first().innerText()).trim();
  expect(code).toMatch(/^RR-\d+$/);
  await expect(bodies(page)).toHaveText(['The print peels.', `Return request ${code} started from this ticket.`]);
  const { returnRequests } = await gql<{ returnRequests: Array<{ code: string; ticket_id: string | null }> }>(
    request,
    seller.token,
    'query($id: ID!) { returnRequests(order_id: $id) { code ticket_id } }',
    { id: order!._id },
  );
  expect(returnRequests).toEqual([{ code, ticket_id: makeTicket._id }]);
  for (const language of ['en', 'de'] as const) {
    await resetCustomizer(request, seller.token, { language });
    await page.goto(`/support/order/${makeTicket._id}`);
    await expect(bodies(page)).toHaveCount(2, { timeout: 30_000 });
    await screenSettled(page);
    await shot(page, { path: `/tmp/support-ticket-return-${language}.png`, fullPage: true });
    await expectNoViolations(page, 'ticket with its return');
  }
  await resetCustomizer(request, seller.token);
});
