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
  // Credit moves only through billing's ledger (makeUser refuses it).
  const adjust = (amount: string) =>
    gql(request, admin.token, 'mutation($id: ID!, $a: Flex!) { adjustCredit(user_id: $id, amount: $a, message: "live badge check") { _id } }', {
      id: sale._id,
      a: amount,
    });
  const before = (await make({})).makeUser;

  await tokenLogin(context, BASE_URL, sale);
  const subscribed = waitForSubscription(page, 'UserUpdated');
  await page.goto('/orders?status=All');
  await expect(page.getByTestId('credit-badge')).toHaveText(formatMoney(before.total_credit));
  await subscribed;

  try {
    await make({ vip: before.vip + 1 });
    await adjust('4321.09');
    await expect(page.getByTestId('vip-badge')).toHaveText(`VIP ${before.vip + 1}`);
    await expect(page.getByTestId('credit-badge')).toHaveText(formatMoney(((Math.round(Number(before.total_credit) * 100) + 432109) / 100).toFixed(2)));
  } finally {
    await make({ vip: before.vip });
    await adjust('-4321.09');
  }
  await expect(page.getByTestId('credit-badge')).toHaveText(formatMoney(before.total_credit));
});
