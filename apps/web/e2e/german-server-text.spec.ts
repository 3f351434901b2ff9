import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL, apiLogin, emailOf, resetCustomizer, tokenLogin, type LoginData } from './helpers';

/**
 * What the server says (ledger entries, timeline notes, job failures, refused import rows, the
 * storage check) reaches a German screen worded in German from its code, never as the English the
 * server used to store.
 */
const SERVER_ENGLISH = [
  /Order #\d+/,
  /Design links not fetched/,
  /The header row lacks/,
  /The file has no header row/,
  /is not a tracking number/,
  /The object is still there/,
];

async function inGerman(request: APIRequestContext, context: BrowserContext, role: string): Promise<LoginData> {
  const who = await apiLogin(request, emailOf(role));
  await resetCustomizer(request, who.token, { language: 'de' });
  await tokenLogin(context, BASE_URL, who);
  return who;
}

async function expectNoServerEnglish(page: Page): Promise<void> {
  const text = await page.locator('main').innerText();
  for (const english of SERVER_ENGLISH) expect(text).not.toMatch(english);
}

test('a seller’s transactions, order timeline and jobs in German carry no English from the server', async ({ page, context, request }) => {
  const seller = await inGerman(request, context, 'sale');
  try {
    await page.goto('/billing/history/all');
    await expect(
      page
        .getByTestId('transaction-text')
        .filter({ hasText: /^Bestellung #\d+/ })
        .first(),
    ).toBeVisible();
    await expectNoServerEnglish(page);

    await page.goto('/orders?status=Pending');
    await page.getByTestId('order-row').first().click();
    await expect(page.getByTestId('timeline-note').filter({ hasText: 'Design-Links konnten nicht abgerufen werden: TS-BLK-M back' })).toBeVisible();
    await expectNoServerEnglish(page);

    await page.goto('/jobs');
    await expect(page.getByTestId('jobs-table')).toContainText('In der Kopfzeile fehlen die Spalten sku, quantity, name.');
    await expectNoServerEnglish(page);
  } finally {
    await resetCustomizer(request, seller.token);
  }
});

test('an import result and the storage check in German carry no English from the server', async ({ page, context, request }) => {
  const sr = await inGerman(request, context, 'super_root');
  try {
    await page.goto('/fulfillments/all');
    await page.getByTestId('fulfilments-table').getByTestId('list-row').filter({ hasText: 'Printify main' }).click();
    await page.getByTestId('result-csv').fill('order_ref,tracking_number,carrier\nORD-DE-1,??,USPS\n');
    await page.getByTestId('result-import').click();
    await expect(page.getByTestId('result-errors')).toContainText('„??“ ist keine Sendungsnummer');
    await expectNoServerEnglish(page);

    await page.goto('/storage');
    // A store that keeps the object after deleting it: the answer is a code, worded here.
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('TestStorageConnection')) return route.fallback();
      const text = { code: 'storage_still_there', params: {} };
      await route.fulfill({ json: { data: { testStorageConnection: { driver: 'local', ok: false, step: 'delete', text } } } });
    });
    await page.getByTestId('storage-test-local').click();
    await expect(page.getByTestId('storage-test-result')).toContainText('Das Objekt ist nach dem Löschen noch vorhanden.');
    await expectNoServerEnglish(page);
  } finally {
    await resetCustomizer(request, sr.token);
  }
});
