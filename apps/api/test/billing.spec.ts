import { and, eq, sql } from 'drizzle-orm';
import { addMoney } from '@pod/shared';
import { BillingService } from '../src/modules/billing/billing.service';
import { newId } from '../src/platform/common/ids';
import { ledgerEntries, outbox, timeline, users } from '../src/platform/db/schema';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';

interface Tx {
  _id: string;
  user_id: string;
  type: string;
  status: string;
  amount: string;
  balance_after: string | null;
  user: { email: string } | null;
}
const TX_FIELDS = '_id user_id type status amount balance_after user { email }';
const TOPUP = doc<{ topupAccount: Tx }>(
  `mutation($amount: Flex!, $method: String!, $info: String!, $user: ID) { topupAccount(amount: $amount, payment_method: $method, payment_transaction_info: $info, user: $user) { ${TX_FIELDS} } }`,
);
const DECIDE = doc<{ makeTransaction: Tx }>(
  `mutation($id: ID!, $status: String!, $reason: String) { makeTransaction(id: $id, status: $status, reason: $reason) { ${TX_FIELDS} } }`,
);
const ADJUST = doc<{ adjustCredit: Tx }>(
  `mutation($user: ID!, $amount: Flex!, $message: String!) { adjustCredit(user_id: $user, amount: $amount, message: $message) { ${TX_FIELDS} } }`,
);
const LIST = doc<{ transactions: Tx[] }>(
  `query($status: String, $user: ID, $type: String, $start: String) { transactions(status: $status, user_id: $user, type: $type, start: $start) { ${TX_FIELDS} } }`,
);
const ONE = doc<{ transaction: Tx }>(`query($id: ID!) { transaction(_id: $id) { ${TX_FIELDS} } }`);
const COUNTERS = doc<{ transactionCounters: Record<'all' | 'pending' | 'paid' | 'error' | 'cancel', number> }>(
  `query($user: ID) { transactionCounters(user_id: $user) { all pending paid error cancel } }`,
);
const SUM = doc<{ transactionSum: { topup: string; payment: string; refund: string } }>(
  `query($user: ID) { transactionSum(user_id: $user) { topup payment refund } }`,
);

const cents = (v: string) => Math.round(Number(v) * 100);

describe('billing', () => {
  let t: TestApp;
  let billing: BillingService;
  let root: SignedInUser;
  let accounting: SignedInUser;
  let fulfiller: SignedInUser;
  let seller: SignedInUser;
  let partner: SignedInUser;
  const entries = () => t.db.$count(ledgerEntries);
  const creditOf = async (id: string) => (await t.db.select({ c: users.totalCredit }).from(users).where(eq(users.id, id)))[0].c;

  beforeAll(async () => {
    t = await TestApp.start();
    billing = t.app.get(BillingService);
    root = await t.userWithToken({ role: 'root' });
    accounting = await t.userWithToken({ role: 'accounting' });
    fulfiller = await t.userWithToken({ role: 'fulfiller' });
    ({ seller, partner } = await t.cast());
  });
  afterAll(() => t.stop());

  const topup = (token: string, amount: string | number = '50.00', user?: string) =>
    t.gql(TOPUP, { amount, method: 'bank_transfer', info: `BT-${newId().slice(0, 8)}`, user }, token);

  it('topupAccount: refused to anonymous and a partner; a seller asks for their own, pending, credit unchanged', async () => {
    expect(codeOf(await topup(''))).toBe('UNAUTHENTICATED');
    expect(codeOf(await topup(partner.token))).toBe('FORBIDDEN');
    expect(await entries()).toBe(0);
    const res = await topup(seller.token, '50.5');
    expect(res.errors).toBeUndefined();
    expect(res.data!.topupAccount).toMatchObject({ user_id: seller.id, type: 'topup', status: 'pending', amount: '50.50', balance_after: null });
    expect(await creditOf(seller.id)).toBe('0.00');
    // a seller cannot top up someone else
    expect(codeOf(await topup(seller.token, '5', partner.id))).toBe('FORBIDDEN');
  });

  it('bad input answers a clear error and writes nothing', async () => {
    const before = await entries();
    for (const [amount, reason] of [
      ['0', 'range'],
      ['-5', 'number'],
      ['12.505', 'number'],
      ['abc', 'number'],
    ] as const) {
      const res = await topup(seller.token, amount);
      expect({ amount, code: codeOf(res), reason: res.errors?.[0].extensions?.reasons?.amount }).toEqual({ amount, code: 'BAD_USER_INPUT', reason });
    }
    const unknown = await t.gql(TOPUP, { amount: '10', method: 'bitcoin', info: 'x' }, seller.token);
    expect(unknown.errors?.[0].extensions?.reasons).toEqual({ payment_method: 'unknown_value' });
    const noProof = await t.gql(
      doc<{ topupAccount: Tx }>(
        `mutation($proof: ID) { topupAccount(amount: 10, payment_method: "bank_transfer", payment_transaction_info: "BT-1", proof_file_id: $proof) { _id } }`,
      ),
      { proof: newId() },
      seller.token,
    );
    expect(noProof.errors?.[0].extensions?.reasons).toEqual({ proof_file_id: 'not_exist' });
    const noRef = await t.gql(TOPUP, { amount: '10', method: 'bank_transfer', info: '  ' }, seller.token);
    expect(codeOf(noRef)).toBe('BAD_USER_INPUT');
    expect(await entries()).toBe(before);
  });

  it('makeTransaction: only root or a billing approver; approving moves the credit once, on the timeline', async () => {
    const pending = (await topup(seller.token, '80.00')).data!.topupAccount;
    for (const who of [seller, fulfiller, partner]) {
      expect(codeOf(await t.gql(DECIDE, { id: pending._id, status: 'paid' }, who.token))).toBe('FORBIDDEN');
    }
    expect(await creditOf(seller.id)).toBe('0.00');
    const ok = await t.gql(DECIDE, { id: pending._id, status: 'paid' }, accounting.token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.makeTransaction).toMatchObject({ status: 'paid', balance_after: '80.00' });
    expect(await creditOf(seller.id)).toBe('80.00');
    // approving twice: CONFLICT, nothing moves
    const twice = await t.gql(DECIDE, { id: pending._id, status: 'paid' }, root.token);
    expect(codeOf(twice)).toBe('CONFLICT');
    expect(await creditOf(seller.id)).toBe('80.00');
    const rows = await t.db.select().from(timeline).where(eq(timeline.entityId, pending._id));
    expect(rows.map((r) => [r.from, r.to, r.actorId])).toEqual([['pending', 'paid', accounting.id]]);
    // the credit badge's event was recorded in the same transaction
    const events = await t.db.select().from(outbox).where(eq(outbox.name, 'user.updated'));
    expect(
      events.some(
        (e) => (e.payload as { _id: string; total_credit: string })._id === seller.id && (e.payload as { total_credit: string }).total_credit === '80.00',
      ),
    ).toBe(true);
  });

  it('a refusal needs a reason and leaves the credit alone', async () => {
    const pending = (await topup(seller.token, '10.00')).data!.topupAccount;
    const noReason = await t.gql(DECIDE, { id: pending._id, status: 'cancelled' }, root.token);
    expect(noReason.errors?.[0].extensions?.reasons).toEqual({ reason: 'required' });
    const refused = await t.gql(DECIDE, { id: pending._id, status: 'cancelled', reason: 'No transfer received' }, root.token);
    expect(refused.data!.makeTransaction.status).toBe('cancelled');
    expect(await creditOf(seller.id)).toBe('80.00');
  });

  it('a seller never sees another seller’s entries; staff see all', async () => {
    const other = await t.userWithToken({ role: 'sale' });
    const theirs = (await topup(other.token, '7.00')).data!.topupAccount;
    const listed = await t.gql(LIST, {}, seller.token);
    expect(listed.errors).toBeUndefined();
    const mine = listed.data!.transactions;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.user_id === seller.id)).toBe(true);
    // even when asking for the other seller by id
    expect((await t.gql(LIST, { user: other.id }, seller.token)).data!.transactions.every((e) => e.user_id === seller.id)).toBe(true);
    expect(codeOf(await t.gql(ONE, { id: theirs._id }, seller.token))).toBe('NOT_FOUND');
    expect((await t.gql(ONE, { id: theirs._id }, fulfiller.token)).data!.transaction.user!.email).toBe(other.email);
    expect(codeOf(await t.gql(LIST, {}, partner.token))).toBe('FORBIDDEN');
  });

  it('ledgerSellers: refused to anonymous and a partner; staff get only sellers with entries, narrowed by name or email; a seller only themself', async () => {
    const LEDGER_SELLERS = doc<{ ledgerSellers: Array<{ _id: string; email: string; name: string }> }>(
      `query($search: String) { ledgerSellers(search: $search) { _id email name } }`,
    );
    const withEntry = await t.userWithToken({ role: 'sale' });
    await topup(withEntry.token, '3.00');
    const without = await t.userWithToken({ role: 'sale' });
    expect(codeOf(await t.gql(LEDGER_SELLERS, {}, null))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(LEDGER_SELLERS, {}, partner.token))).toBe('FORBIDDEN');
    const all = (await t.gql(LEDGER_SELLERS, {}, accounting.token)).data!.ledgerSellers.map((u) => u._id);
    expect(all).toContain(withEntry.id);
    expect(all).not.toContain(without.id);
    const [withRow] = await t.db.select({ n: sql<number>`count(distinct user_id)::int` }).from(ledgerEntries);
    expect(all).toHaveLength(withRow.n);
    const found = (await t.gql(LEDGER_SELLERS, { search: withEntry.email.toUpperCase() }, accounting.token)).data!.ledgerSellers;
    expect(found.map((u) => u._id)).toEqual([withEntry.id]);
    expect((await t.gql(LEDGER_SELLERS, {}, seller.token)).data!.ledgerSellers.map((u) => u._id)).toEqual([seller.id]);
    expect(codeOf(await t.gql(LEDGER_SELLERS, { search: 'x'.repeat(201) }, accounting.token))).toBe('BAD_USER_INPUT');
  });

  it('counters and sums match the entries, for a seller and per tab', async () => {
    const c = (await t.gql(COUNTERS, { user: seller.id }, root.token)).data!.transactionCounters;
    const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, seller.id));
    const by = (s: string) => rows.filter((r) => r.status === s).length;
    expect(c).toEqual({ all: rows.length, pending: by('pending'), paid: by('paid'), error: by('error'), cancel: by('cancelled') });
    const pendingTab = await t.gql(LIST, { status: 'pending', user: seller.id }, root.token);
    expect(pendingTab.data!.transactions.every((e) => e.status === 'pending')).toBe(true);
    expect(pendingTab.headers['x-total']).toBe(String(by('pending')));
    const sum = (await t.gql(SUM, { user: seller.id }, root.token)).data!.transactionSum;
    expect(sum).toEqual({ topup: '80.00', payment: '0.00', refund: '0.00' });
  });

  it('transactionSum covers every entry type: its total is the seller’s credit, to the cent', async () => {
    const ALL = doc<{ transactionSum: Record<string, string> }>(
      `query($user: ID) { transactionSum(user_id: $user) { topup payment refund adjustment import_tax tracking_activation commission affiliate_commission affiliate_reversal total } }`,
    );
    const buyer = await t.userWithToken({ role: 'sale' });
    const asked = (await topup(root.token, '100.00', buyer.id)).data!.topupAccount;
    expect((await t.gql(DECIDE, { id: asked._id, status: 'paid' }, root.token)).errors).toBeUndefined();
    await t.gql(ADJUST, { user: buyer.id, amount: '-12.30', message: 'Fee correction' }, root.token);
    await t.gql(ADJUST, { user: buyer.id, amount: '4.10', message: 'Goodwill' }, root.token);
    const orderId = newId();
    await billing.chargeFee('tracking_activation', orderId, { userId: buyer.id, orderId, amount: '0.50' });
    await billing.chargeFee('import_tax', orderId, { userId: buyer.id, orderId, amount: '19.00' });
    const sum = (await t.gql(ALL, { user: buyer.id }, root.token)).data!.transactionSum;
    const credit = await creditOf(buyer.id);
    expect(credit).toBe('72.30');
    expect(sum).toMatchObject({ topup: '100.00', adjustment: '-8.20', tracking_activation: '-0.50', import_tax: '-19.00', total: credit });
    // The parts add up to the total: no type is left out.
    const { total, ...parts } = sum;
    expect(addMoney(...Object.values(parts))).toBe(total);
    expect(total).toBe(await billing.ledgerBalance(buyer.id).then((b) => addMoney(b)));
  });

  it('adjustCredit: root only, a note required, either sign', async () => {
    expect(codeOf(await t.gql(ADJUST, { user: seller.id, amount: '5', message: 'Goodwill' }, accounting.token))).toBe('FORBIDDEN');
    const noNote = await t.gql(ADJUST, { user: seller.id, amount: '5', message: '' }, root.token);
    expect(noNote.errors?.[0].extensions?.reasons).toEqual({ message: 'required' });
    expect((await t.gql(ADJUST, { user: seller.id, amount: '-2.50', message: 'Fee correction' }, root.token)).data!.adjustCredit.balance_after).toBe('77.50');
  });

  it('makeUser cannot move credit past the ledger: a changed total_credit is refused, pointing to adjustCredit; the stored amount echoed back is no change', async () => {
    const MAKE_USER = doc<{ makeUser: { total_credit: string; vip: number } }>(
      `mutation($id: ID, $params: MakeUserParams!) { makeUser(id: $id, params: $params) { total_credit vip } }`,
    );
    const admin = await t.userWithToken({ role: 'super_root' });
    const credit = await creditOf(seller.id);
    const before = await entries();
    const refused = await t.gql(MAKE_USER, { id: seller.id, params: { total_credit: '1000000' } }, admin.token);
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0].extensions?.reasons).toEqual({ total_credit: 'credit_via_billing' });
    expect(refused.errors?.[0].message).toMatch(/adjustCredit/);
    expect(await creditOf(seller.id)).toBe(credit);
    const echoed = await t.gql(MAKE_USER, { id: seller.id, params: { total_credit: credit, vip: 1 } }, admin.token);
    expect(echoed.data?.makeUser).toEqual({ total_credit: credit, vip: 1 });
    expect(await entries()).toBe(before);
    expect(await creditOf(seller.id)).toBe(await billing.ledgerBalance(seller.id));
  });

  it('200 concurrent charges on one seller: the exact balance, no entry lost, none past the credit rule', async () => {
    const buyer = await t.userWithToken({ role: 'sale', paymentType: 'credit' });
    await billing.adjust({ user: { id: root.id } } as never, { user_id: buyer.id, amount: '100.00', message: 'Opening credit' });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => billing.charge({ userId: buyer.id, orderId: `order-${buyer.id}-${i}`, amount: '0.75' })),
    );
    const paid = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    // 133 × 0.75 = 99.75 fits in 100.00; the 134th would go below 0
    expect(paid).toBe(133);
    expect(refused.every((r) => (r as PromiseRejectedResult).reason.message === 'Insufficient account balance')).toBe(true);
    expect(await creditOf(buyer.id)).toBe('0.25');
    expect(await billing.ledgerBalance(buyer.id)).toBe('0.25');
    expect(await t.db.$count(ledgerEntries, and(eq(ledgerEntries.userId, buyer.id), eq(ledgerEntries.type, 'payment')))).toBe(133);
    // the paid entries chain: each balance_after is unique, from 99.25 down to 0.25
    const afters = (
      await t.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, buyer.id), eq(ledgerEntries.type, 'payment')))
    ).map((r) => cents(r.balanceAfter!));
    expect(new Set(afters).size).toBe(133);
    expect(Math.min(...afters)).toBe(25);
  });

  it('the same order charged twice at once makes one entry; a debit seller may go down to their limit', async () => {
    const buyer = await t.userWithToken({ role: 'sale', paymentType: 'debit', debitLimit: '20.00' });
    const orderId = `order-${newId()}`;
    const [a, b] = await Promise.all([
      billing.charge({ userId: buyer.id, orderId, amount: '12.00' }),
      billing.charge({ userId: buyer.id, orderId, amount: '12.00' }),
    ]);
    expect(a.id).toBe(b.id);
    expect(await creditOf(buyer.id)).toBe('-12.00');
    await expect(billing.charge({ userId: buyer.id, orderId: `${orderId}-2`, amount: '8.01' })).rejects.toThrow('Insufficient account balance');
    await billing.charge({ userId: buyer.id, orderId: `${orderId}-3`, amount: '8.00' });
    expect(await creditOf(buyer.id)).toBe('-20.00');
    // a refund of the first order, asked twice, refunds once
    await billing.refund({ userId: buyer.id, orderId, amount: '5.00', key: 'line-1' });
    await billing.refund({ userId: buyer.id, orderId, amount: '5.00', key: 'line-1' });
    expect(await creditOf(buyer.id)).toBe('-15.00');
  });

  it('property: random top-ups, charges, refunds and adjustments keep the balance equal to the ledger to the cent', async () => {
    const buyer = await t.userWithToken({ role: 'sale', paymentType: 'credit' });
    let seed = 20261124;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const amount = () => (1 + Math.floor(rand() * 9999)) / 100;
    const auth = {
      user: { id: root.id },
      actorId: root.id,
      permissions: [{ module: 'billing_approval', title: '', access: { view: true, add: true, update: true, delete: true } }],
    } as never;
    const charged: string[] = [];
    for (let i = 0; i < 120; i++) {
      const op = Math.floor(rand() * 4);
      const value = amount().toFixed(2);
      if (op === 0) {
        const pending = await billing.requestTopup({ user: { id: buyer.id, role: 'sale', groups: [] } } as never, {
          amount: value,
          payment_method: 'bank_transfer',
          payment_transaction_info: `p${i}`,
          message: undefined,
          user: undefined,
          proof_file_id: undefined,
        });
        await billing.decide(auth, { id: pending.id, status: rand() < 0.8 ? 'paid' : 'cancelled', reason: 'checked' });
      } else if (op === 1) {
        const orderId = `prop-${buyer.id}-${i}`;
        await billing.charge({ userId: buyer.id, orderId, amount: value }).then(
          () => charged.push(orderId),
          (e: Error) => expect(e.message).toBe('Insufficient account balance'),
        );
      } else if (op === 2 && charged.length) {
        await billing.refund({
          userId: buyer.id,
          orderId: charged[Math.floor(rand() * charged.length)],
          amount: (Number(value) / 10).toFixed(2),
          key: `r${i}`,
        });
      } else {
        await billing.adjust(auth, { user_id: buyer.id, amount: (rand() < 0.5 ? '-' : '') + value, message: 'prop' });
      }
      if (i % 10 === 9) expect(await creditOf(buyer.id)).toBe(await billing.ledgerBalance(buyer.id));
    }
    expect(await creditOf(buyer.id)).toBe(await billing.ledgerBalance(buyer.id));
    expect(await t.db.$count(ledgerEntries, eq(ledgerEntries.userId, buyer.id))).toBeGreaterThan(60);
  });
});
