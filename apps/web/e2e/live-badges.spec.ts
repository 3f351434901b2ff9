import { expect, test } from '@playwright/test';
import { BASE_URL, apiLogin, emailOf, gql, tokenLogin, waitForSubscription } from './helpers';
import { formatMoney } from './shared';

test('credit and vip badges follow userUpdated live', async ({ page, context, request }) => {
  const sale = await apiLogin(request, emailOf('sale'));
  const admin = await apiLogin(request, emailOf('super_root'));
  const make = (params: Record<string, unknown>) =>
    gql<{ makeUser: { vip: number; total_credit: string } }>(
      request,
      admin.token,
      'mutation($id: ID, $p: MakeUserParams!) { makeUser(id: $id, params: $p) { vip total_credit } }',
      { id: sale._id, p: params },
    );
  const before = (await make({})).makeUser;

  await tokenLogin(context, BASE_URL, sale);
  const subscribed = waitForSubscription(page, 'UserUpdated');
  await page.goto('/orders?status=All');
  await expect(page.getByTestId('credit-badge')).toHaveText(formatMoney(before.total_credit));
  await subscribed;

  try {
    await make({ vip: before.vip + 1, total_credit: '4321.09' });
    await expect(page.getByTestId('vip-badge')).toHaveText(`VIP ${before.vip + 1}`);
    await expect(page.getByTestId('credit-badge')).toHaveText('$4,321.09');
  } finally {
    await make({ vip: before.vip, total_credit: before.total_credit });
  }
  await expect(page.getByTestId('credit-badge')).toHaveText(formatMoney(before.total_credit));
});
