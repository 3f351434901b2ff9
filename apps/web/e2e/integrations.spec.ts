import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './a11y';
import { BASE_URL, apiLogin, emailOf, gql, resetCustomizer, screenSettled, tokenLogin, shot } from './helpers';

const SHOTS = '/tmp/shots/webhooks';

test('super_root adds a webhook to a local receiver and sees its deliveries arrive, retried after a 500', async ({ page, request }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  // A real receiver on loopback (the e2e server lets 127.0.0.1 through): the first answer is a 500, then 200s.
  const got: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
  const answers = [500];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ received: status === 200 }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pod-events`;

  const sr = await apiLogin(request, emailOf('super_root'));
  const seller = await apiLogin(request, emailOf('sale'));
  await resetCustomizer(request, sr.token);
  await tokenLogin(page.context(), BASE_URL, sr);
  await page.goto('/app-config/webhooks');
  // The first visit loads the page's chunk and translations: a loaded machine takes a while.
  await expect(page.getByTestId('page-title')).toHaveText('Integrations', { timeout: 30_000 });

  // A private address is refused with the reason under the field; then the receiver's address is saved.
  await page.getByTestId('add-endpoint').click();
  const dialog = page.getByTestId('webhook-endpoint-dialog');
  // the hint names both schemes the refusal allows
  await expect(dialog.getByText('An http or https address on the public internet', { exact: false })).toBeVisible();
  await dialog.getByTestId('field-url').fill('http://10.0.0.8/hook');
  await dialog.getByTestId('check-event-ticket.changed').click();
  // Tickets only: orders the demo releases to production meanwhile would post their status changes too.
  await dialog.getByTestId('check-event-order.status_changed').click();
  await dialog.getByTestId('save-endpoint').click();
  await expect(dialog.getByText('This address is on a private network')).toBeVisible();
  const failed = page.getByTestId('toast').filter({ hasText: 'Nothing was saved' });
  await expect(failed).toHaveCount(1);
  await dialog.getByTestId('field-url').fill(receiverUrl);
  await dialog.getByTestId('save-endpoint').click();
  const secretDialog = page.getByTestId('webhook-secret-dialog');
  await expect(secretDialog.getByTestId('webhook-secret-value')).toHaveValue(/^whsec_/);
  // the saved endpoint takes the refusal's toast away: green never stands beside red
  await expect(page.getByTestId('toast').filter({ hasText: 'Webhook saved' })).toBeVisible();
  await expect(failed).toHaveCount(0);
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  const row = page.getByTestId('webhook-endpoints').getByRole('row').filter({ hasText: receiverUrl });
  await expect(row).toBeVisible();

  // A seller's new ticket is an event the webhook follows: it arrives, after a 500 and a retry.
  await gql(request, seller.token, 'mutation { makeTicket(subject: "Parcel not moving", type: "other", body: "Tracking stuck for 4 days.") { _id } }');
  await expect.poll(() => got.length, { timeout: 30_000 }).toBe(2);
  expect(got[1].headers['x-pod-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  await row.click();
  await expect(page).toHaveURL(/endpoint=/);
  const deliveries = page.getByTestId('webhook-deliveries');
  await expect(deliveries.getByTestId('delivery-row')).toHaveCount(1, { timeout: 20_000 });
  await expect(deliveries.getByTestId('delivery-row').first().getByTestId('status-badge')).toHaveAttribute('data-status', 'succeeded', { timeout: 20_000 });
  await expect(deliveries.getByTestId('delivery-row').first().getByTestId('response-code')).toHaveText('200');

  // Its attempts: the 500, then the 200; a replay sends it again.
  await deliveries.getByTestId('delivery-row').first().click();
  const drawer = page.getByTestId('delivery-drawer');
  await expect(drawer.getByTestId('response-code')).toHaveText(['500', '200']);
  await expect(drawer.getByTestId('delivery-payload')).toContainText('ticket.changed');
  await page.keyboard.press('Escape');
  const replay = deliveries.getByRole('button', { name: 'Replay' }).first();
  await replay.click();
  await expect.poll(() => got.length, { timeout: 30_000 }).toBe(3);
  await expect(deliveries.getByTestId('delivery-row')).toHaveCount(2, { timeout: 20_000 });

  for (const language of ['en', 'de'] as const) {
    await resetCustomizer(request, sr.token, { language });
    await page.goto('/app-config/webhooks');
    await expect(page.getByTestId('delivery-row').first()).toBeVisible({ timeout: 30_000 });
    await screenSettled(page);
    expect(await page.locator('body').innerText()).not.toMatch(/\b(endpoint|delivery|channel|store|tab|event|status)\.[a-z_]+/);
    await shot(page, { path: `${SHOTS}/webhooks-${language}.png`, fullPage: true });
    await expectNoViolations(page, `integrations webhooks (${language})`);
    await page.getByTestId('delivery-row').first().click();
    await expect(page.getByTestId('delivery-drawer')).toBeVisible();
    await screenSettled(page);
    await shot(page, { path: `${SHOTS}/delivery-${language}.png` });
    await expectNoViolations(page, `integrations delivery (${language})`);
    await page.keyboard.press('Escape');
    await page.getByTestId('tab-channels').click();
    await expect(page.getByTestId('channels')).toBeVisible();
    await screenSettled(page);
    await shot(page, { path: `${SHOTS}/channels-${language}.png`, fullPage: true });
    await expectNoViolations(page, `integrations channels (${language})`);
    await page.getByTestId('tab-tokens').click();
    await expect(page.getByTestId('store-tokens')).toBeVisible();
    await screenSettled(page);
    await shot(page, { path: `${SHOTS}/tokens-${language}.png`, fullPage: true });
    await expectNoViolations(page, `integrations tokens (${language})`);
  }
  await resetCustomizer(request, sr.token);
  await new Promise((r) => server.close(r));
});
