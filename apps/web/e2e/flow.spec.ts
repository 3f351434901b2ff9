import { expect, test } from '@playwright/test';
import { BASE_URL, apiLogin, emailOf, gql, tokenLogin, uiLogin, type LoginData } from './helpers';

/**
 * The business flow end to end, from a seller's design to the invoice, through the browser and
 * the API. Each business issue turns its step from `fixme` into a real one; the report lists the
 * steps still to build, each with the module that builds it.
 */
test.describe.serial('order to invoice', () => {
  let seller: LoginData;
  let staff: LoginData;

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

  const notBuilt = (step: string, module: string, what: string) =>
    test.fixme(`${step}: ${what}`, { annotation: { type: 'not built yet', description: `built by the ${module} issue` } }, async () => {
      expect(seller && staff, 'the sign-in steps ran').toBeTruthy();
    });

  notBuilt('design', 'designs (and editor)', 'the seller saves a design on a catalogue product');
  notBuilt('order', 'orders', 'the seller places an order for the design');
  notBuilt('payment', 'billing', 'the order is paid from the seller’s credit and the transaction is recorded');
  notBuilt('production', 'manufacturing', 'the factory prints, cuts and sews the items, station by station');
  notBuilt('packing', 'packing and shipping', 'the packer scans the items into a parcel and prints the packing slip');
  notBuilt('shipping', 'packing and shipping / logistics', 'a label is bought, the parcel ships and tracking updates the order');
  notBuilt('invoice', 'billing', 'the period’s invoice lists the order with exact totals');
});
