import { eq } from 'drizzle-orm';
import { newId } from '../src/platform/common/ids';
import { DB, type Db } from '../src/platform/db/database';
import { affiliateCommissions, affiliates, ledgerEntries, productPresets, users } from '../src/platform/db/schema';
import { AffiliatesService } from '../src/modules/affiliates/affiliates.service';
import { EventsService } from '../src/platform/events/events.service';
import { OrdersService } from '../src/modules/orders/orders.service';
import { eventsSettled } from './events-settled';
import { insertFlatRate, insertPreset, insertShippingMethod } from './factories';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';

interface Affiliate {
  _id: string;
  code: string;
  commission: string;
  active: boolean;
  sellers_count: number;
  posted_count: number;
  posted_total: string;
  reversed_count: number;
  reversed_total: string;
  earned: string;
  user: { email: string } | null;
}
interface Commission {
  _id: string;
  affiliate_id: string;
  seller_id: string;
  order_id: string;
  units: number;
  rate: string;
  amount: string;
  status: string;
}
const AFF = '_id code commission active sellers_count posted_count posted_total reversed_count reversed_total earned user { email }';
const LIST = doc<{ affiliates: Affiliate[] }>(`query($search: String) { affiliates(search: $search) { ${AFF} } }`);
const ONE = doc<{ affiliate: Affiliate }>(`query($id: ID!) { affiliate(_id: $id) { ${AFF} } }`);
const MINE = doc<{ myAffiliate: Affiliate | null }>(`{ myAffiliate { ${AFF} } }`);
const SELLERS = doc<{ affiliateSellers: Array<{ _id: string; email: string }> }>(`query($id: ID!) { affiliateSellers(affiliate_id: $id) { _id email } }`);
const COMMISSIONS = doc<{ affiliateCommissions: Commission[] }>(
  `query($id: ID, $status: String) { affiliateCommissions(affiliate_id: $id, status: $status) { _id affiliate_id seller_id order_id units rate amount status } }`,
);
const TOTALS = doc<{ affiliateCommissionTotals: Record<'all' | 'posted' | 'reversed', { count: number; amount: string }> }>(
  `query($id: ID) { affiliateCommissionTotals(affiliate_id: $id) { all { count amount } posted { count amount } reversed { count amount } } }`,
);
const MAKE = doc<{ makeAffiliate: Affiliate }>(
  `mutation($user: ID!, $code: String!, $commission: Money!) { makeAffiliate(user_id: $user, code: $code, commission: $commission) { ${AFF} } }`,
);
const UPDATE = doc<{ updateAffiliate: Affiliate }>(
  `mutation($id: ID!, $code: String, $commission: Money, $active: Boolean) { updateAffiliate(_id: $id, code: $code, commission: $commission, active: $active) { ${AFF} } }`,
);
const SET = doc<{ setUserAffiliate: { _id: string } }>(
  `mutation($user: ID!, $affiliate: ID) { setUserAffiliate(user_id: $user, affiliate_id: $affiliate) { _id } }`,
);
const CREATE = doc<{ createOrder: { _id: string; number: number } }>(`mutation($input: CreateOrderInput!) { createOrder(input: $input) { _id number } }`);
const PROCESS = doc<{ processOrders: Array<{ ok: boolean; reason: string | null }> }>(`mutation($ids: [ID!]!) { processOrders(ids: $ids) { ok reason } }`);
const CANCEL = doc<{ cancelOrder: { status: string } }>(`mutation($id: ID!) { cancelOrder(id: $id, reason: "changed mind") { status } }`);
const REFUND = doc<{ refundOrder: { status: string } }>(`mutation($id: ID!) { refundOrder(id: $id, reason: "damaged") { status } }`);
const ADJUST = doc<{ adjustCredit: { _id: string } }>(
  `mutation($user: ID!, $amount: Flex!) { adjustCredit(user_id: $user, amount: $amount, message: "test") { _id } }`,
);
const ADDRESS = { name: 'Ada Lovelace', address1: '12 Analytical Row', city: 'London', zip: 'N1 9GU', country: 'gb' };

describe('affiliates', () => {
  let t: TestApp;
  let root: SignedInUser;
  let sr: SignedInUser;
  let partner: SignedInUser;
  let fulfiller: SignedInUser;
  /** An affiliate who is a seller themself (sees their own page), and a second affiliate. */
  let referrer: SignedInUser;
  let other: SignedInUser;
  /** Sellers referred by `referrer`, and one referred by `other`. */
  let seller: SignedInUser;
  let seller2: SignedInUser;
  let otherSeller: SignedInUser;
  const skus = { tee: `AF-TEE-${newId().slice(-6)}`, free: `AF-FREE-${newId().slice(-6)}` };
  let designFile: string;
  const db = () => t.app.get<Db>(DB);
  const rowsOf = async () => ({
    affiliates: (await t.db.select().from(affiliates)).length,
    referred: (await t.db.select({ id: users.currentAffiliateId }).from(users)).filter((u) => u.id).length,
  });
  const commissionsOf = (orderId: string) => t.db.select().from(affiliateCommissions).where(eq(affiliateCommissions.orderId, orderId));
  const ledgerOf = (userId: string) => t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));
  const creditOf = async (userId: string) => (await t.db.select({ c: users.totalCredit }).from(users).where(eq(users.id, userId)))[0].c;

  const paidOrder = async (who: SignedInUser, items: Array<[string, number]>) => {
    const res = await t.gql(
      CREATE,
      { input: { shipping_address: ADDRESS, items: items.map(([sku, quantity]) => ({ sku, quantity, designs: { front: designFile } })) } },
      who.token,
    );
    expect(res.errors).toBeUndefined();
    const { _id, number } = res.data!.createOrder;
    expect((await t.gql(PROCESS, { ids: [_id] }, who.token)).data!.processOrders[0]).toEqual({ ok: true, reason: null });
    await eventsSettled(t);
    return { id: _id, number };
  };
  const record = (orderId: string, number: number, sellerId: string, to: string) =>
    db().transaction((tx) =>
      t.app.get(EventsService).record(tx, 'order.status_changed', { orderId, number, sellerId, from: 'Pending', to, total: '0', actorId: null }),
    );

  beforeAll(async () => {
    t = await TestApp.start();
    root = await t.userWithToken({ role: 'root' });
    fulfiller = await t.userWithToken({ role: 'fulfiller' });
    ({ sr, partner } = await t.cast());
    [referrer, other, seller, seller2, otherSeller] = [await t.newUser(), await t.newUser(), await t.newUser(), await t.newUser(), await t.newUser()];
    designFile = (await t.newFile({ type: 'clipart' })).id;
    await insertPreset(t.db, { name: 'Tee', variants: [{ sku: skus.tee, basePrice: '10.00', salePrice: '15.00' }] });
    const free = await insertPreset(t.db, { name: 'Gift card', variants: [{ sku: skus.free, basePrice: '5.00', salePrice: '5.00' }] });
    await t.db.update(productPresets).set({ skipAffiliate: true }).where(eq(productPresets.id, free.id));
    const method = await insertShippingMethod(t.db, { name: 'Standard' });
    await insertFlatRate(t.db, method.id, '4.00', '1.50');
    for (const s of [seller, seller2, otherSeller]) expect((await t.gql(ADJUST, { user: s.id, amount: '1000.00' }, root.token)).errors).toBeUndefined();
  });
  afterAll(() => t.stop());

  it('managing is refused to anonymous, sellers, partners and fulfillers, then allowed to root and super_root', async () => {
    const writes: Array<[typeof MAKE | typeof UPDATE | typeof SET, Record<string, unknown>]> = [
      [MAKE, { user: referrer.id, code: 'REF-ONE', commission: '0.50' }],
      [UPDATE, { id: referrer.id, commission: '0.75' }],
      [SET, { user: seller.id, affiliate: referrer.id }],
    ];
    for (const [m, vars] of writes) {
      expect(codeOf(await t.gql(m, vars, ''))).toBe('UNAUTHENTICATED');
      for (const who of [referrer, seller, partner, fulfiller])
        expect({ who: who.email, code: codeOf(await t.gql(m, vars, who.token)) }).toEqual({ who: who.email, code: 'FORBIDDEN' });
    }
    for (const q of [LIST, MINE]) {
      expect(codeOf(await t.gql(q, {}, ''))).toBe('UNAUTHENTICATED');
      for (const who of [partner, fulfiller]) expect(codeOf(await t.gql(q, {}, who.token))).toBe('FORBIDDEN');
    }
    expect(await rowsOf()).toEqual({ affiliates: 0, referred: 0 });

    const made = await t.gql(MAKE, { user: referrer.id, code: 'Ref-One', commission: '0.50' }, root.token);
    expect(made.errors).toBeUndefined();
    expect(made.data!.makeAffiliate).toMatchObject({ _id: referrer.id, code: 'Ref-One', commission: '0.50', active: true, sellers_count: 0, earned: '0.00' });
    expect((await t.gql(MAKE, { user: other.id, code: 'OTHER_2', commission: '1.25' }, sr.token)).errors).toBeUndefined();
    expect((await t.gql(UPDATE, { id: referrer.id, commission: '0.75' }, root.token)).data!.updateAffiliate.commission).toBe('0.75');
    for (const [s, a] of [
      [seller, referrer],
      [seller2, referrer],
      [otherSeller, other],
    ] as const)
      expect((await t.gql(SET, { user: s.id, affiliate: a.id }, root.token)).errors).toBeUndefined();
    const list = await t.gql(LIST, {}, root.token);
    expect(list.headers['x-total']).toBe('2');
    expect(list.data!.affiliates.map((a) => [a.code, a.sellers_count, a.user?.email]).sort()).toEqual(
      [
        ['OTHER_2', 1, other.email],
        ['Ref-One', 2, referrer.email],
      ].sort(),
    );
    expect((await t.gql(LIST, { search: 'ref' }, root.token)).data!.affiliates.map((a) => a.code)).toEqual(['Ref-One']);
  });

  it('bad input writes nothing: a code taken whatever its case, a negative commission, an unknown user or affiliate, a bad code, self-referral', async () => {
    const before = await rowsOf();
    const bad: Array<[typeof MAKE | typeof UPDATE | typeof SET, Record<string, unknown>, string, string]> = [
      [MAKE, { user: seller.id, code: 'ref-ONE', commission: '1.00' }, 'code', 'code_taken'],
      [MAKE, { user: seller.id, code: 'FRESH', commission: '-1.00' }, 'commission', 'negative'],
      [MAKE, { user: newId(), code: 'FRESH', commission: '1.00' }, 'user_id', 'not_exist'],
      [MAKE, { user: seller.id, code: 'no spaces!', commission: '1.00' }, 'code', 'invalid'],
      [MAKE, { user: referrer.id, code: 'FRESH', commission: '1.00' }, 'user_id', 'already_affiliate'],
      [UPDATE, { id: other.id, code: 'REF-one' }, 'code', 'code_taken'],
      [UPDATE, { id: other.id, commission: '-0.01' }, 'commission', 'negative'],
      [SET, { user: newId(), affiliate: referrer.id }, 'user_id', 'not_exist'],
      [SET, { user: seller.id, affiliate: newId() }, 'affiliate_id', 'not_exist'],
      [SET, { user: referrer.id, affiliate: referrer.id }, 'affiliate_id', 'self_referral'],
    ];
    for (const [m, vars, field, reason] of bad) {
      const res = await t.gql(m, vars, root.token);
      expect({ vars, code: codeOf(res), reason: (res.errors?.[0].extensions?.reasons as Record<string, string> | undefined)?.[field] }).toEqual({
        vars,
        code: 'BAD_USER_INPUT',
        reason,
      });
    }
    const byEmail = doc<{ makeAffiliate: Affiliate }>(
      `mutation($email: String, $code: String!) { makeAffiliate(email: $email, code: $code, commission: "1.00") { _id } }`,
    );
    for (const [vars, field, reason] of [
      [{ email: 'nobody@example.com', code: 'FRESH' }, 'email', 'not_exist'],
      [{ email: referrer.email.toUpperCase(), code: 'FRESH' }, 'email', 'already_affiliate'],
      [{ code: 'FRESH' }, 'email', 'required'],
    ] as const) {
      const res = await t.gql(byEmail, vars, root.token);
      expect((res.errors?.[0].extensions?.reasons as Record<string, string> | undefined)?.[field]).toBe(reason);
    }
    expect(codeOf(await t.gql(UPDATE, { id: newId(), commission: '1.00' }, root.token))).toBe('NOT_FOUND');
    expect(await rowsOf()).toEqual(before);
    expect((await t.gql(ONE, { id: other.id }, root.token)).data!.affiliate).toMatchObject({ code: 'OTHER_2', commission: '1.25' });
  });

  it('a paid order posts units × commission per unit to the affiliate once, however often or concurrently the event comes; skip_affiliate units earn nothing', async () => {
    const creditBefore = await creditOf(referrer.id);
    const { id, number } = await paidOrder(seller, [
      [skus.tee, 3],
      [skus.free, 2],
    ]);
    const [c] = await commissionsOf(id);
    // 3 tees at 0.75; the gift cards are marked skip_affiliate
    expect(c).toMatchObject({ affiliateId: referrer.id, sellerId: seller.id, units: 3, rate: '0.75', amount: '2.25', status: 'posted' });
    expect(await creditOf(referrer.id)).toBe('2.25');
    expect(creditBefore).toBe('0.00');
    // the same change delivered twice more, concurrently, and the handler run side by side
    await Promise.all([record(id, number, seller.id, 'Processing'), record(id, number, seller.id, 'Processing')]);
    await eventsSettled(t);
    const service = t.app.get(AffiliatesService);
    await Promise.all([db().transaction((tx) => service.post(id, tx)), db().transaction((tx) => service.post(id, tx))]);
    expect(await commissionsOf(id)).toHaveLength(1);
    expect((await ledgerOf(referrer.id)).map((e) => [e.type, e.amount])).toEqual([['affiliate_commission', '2.25']]);
    expect(await creditOf(referrer.id)).toBe('2.25');
    // an order of skip_affiliate products only earns nothing
    const onlyFree = await paidOrder(seller2, [[skus.free, 4]]);
    expect(await commissionsOf(onlyFree.id)).toEqual([]);
    const a = (await t.gql(ONE, { id: referrer.id }, root.token)).data!.affiliate;
    expect(a).toMatchObject({ posted_count: 1, posted_total: '2.25', reversed_count: 0, earned: '2.25' });
  });

  it('a posted commission is reversed once when the order is cancelled or refunded; a replayed payment after that posts nothing', async () => {
    const cancelled = await paidOrder(seller2, [[skus.tee, 2]]);
    expect((await commissionsOf(cancelled.id))[0]).toMatchObject({ amount: '1.50', status: 'posted' });
    expect((await t.gql(CANCEL, { id: cancelled.id }, seller2.token)).data!.cancelOrder.status).toBe('Cancelled');
    await eventsSettled(t);
    await Promise.all([record(cancelled.id, cancelled.number, seller2.id, 'Cancelled'), record(cancelled.id, cancelled.number, seller2.id, 'Cancelled')]);
    await record(cancelled.id, cancelled.number, seller2.id, 'Processing');
    await eventsSettled(t);
    const [c] = await commissionsOf(cancelled.id);
    expect(c.status).toBe('reversed');
    expect(c.reversedAt).not.toBeNull();
    const entries = (await ledgerOf(referrer.id)).filter((e) => e.orderId === cancelled.id);
    expect(entries.map((e) => [e.type, e.amount]).sort()).toEqual([
      ['affiliate_commission', '1.50'],
      ['affiliate_reversal', '-1.50'],
    ]);
    // the other affiliate's seller: paid, then refunded
    const refunded = await paidOrder(otherSeller, [[skus.tee, 1]]);
    expect((await commissionsOf(refunded.id))[0]).toMatchObject({ affiliateId: other.id, amount: '1.25' });
    // a refund is for an order in production or further along
    await db().transaction((tx) => t.app.get(OrdersService).startProduction(tx, refunded.id, null));
    expect((await t.gql(REFUND, { id: refunded.id }, root.token)).data!.refundOrder.status).toBe('Refunded');
    await eventsSettled(t);
    expect((await commissionsOf(refunded.id))[0].status).toBe('reversed');
    expect(await creditOf(other.id)).toBe('0.00');
    expect(await creditOf(referrer.id)).toBe('2.25');
    const totals = (await t.gql(TOTALS, { id: referrer.id }, root.token)).data!.affiliateCommissionTotals;
    expect(totals).toEqual({ all: { count: 2, amount: '3.75' }, posted: { count: 1, amount: '2.25' }, reversed: { count: 1, amount: '1.50' } });
  });

  it('an inactive affiliate earns nothing', async () => {
    expect((await t.gql(UPDATE, { id: other.id, active: false }, root.token)).data!.updateAffiliate.active).toBe(false);
    const order = await paidOrder(otherSeller, [[skus.tee, 5]]);
    expect(await commissionsOf(order.id)).toEqual([]);
    expect((await t.gql(UPDATE, { id: other.id, active: true }, root.token)).errors).toBeUndefined();
  });

  it("a seller sees only their own affiliate page: never another affiliate's record, sellers or commissions", async () => {
    const mine = await t.gql(MINE, {}, referrer.token);
    expect(mine.data!.myAffiliate).toMatchObject({ _id: referrer.id, code: 'Ref-One', sellers_count: 2 });
    expect((await t.gql(MINE, {}, seller.token)).data!.myAffiliate).toBeNull();
    expect((await t.gql(LIST, {}, referrer.token)).data!.affiliates.map((a) => a._id)).toEqual([referrer.id]);
    expect((await t.gql(LIST, {}, seller.token)).data!.affiliates).toEqual([]);
    expect(codeOf(await t.gql(ONE, { id: other.id }, referrer.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(SELLERS, { id: other.id }, referrer.token))).toBe('NOT_FOUND');
    expect((await t.gql(SELLERS, { id: referrer.id }, referrer.token)).data!.affiliateSellers.map((s) => s._id).sort()).toEqual([seller.id, seller2.id].sort());
    // asking for another affiliate's commissions still answers the seller's own
    const own = await t.gql(COMMISSIONS, { id: other.id }, referrer.token);
    expect(own.data!.affiliateCommissions.length).toBeGreaterThan(0);
    expect(own.data!.affiliateCommissions.every((c) => c.affiliate_id === referrer.id)).toBe(true);
    expect((await t.gql(COMMISSIONS, {}, otherSeller.token)).data!.affiliateCommissions).toEqual([]);
    expect((await t.gql(TOTALS, { id: other.id }, referrer.token)).data!.affiliateCommissionTotals.all).toEqual({ count: 2, amount: '3.75' });
    // staff see every affiliate's, by status
    const all = await t.gql(COMMISSIONS, { status: 'reversed' }, root.token);
    expect(all.headers['x-total']).toBe('2');
    expect(new Set(all.data!.affiliateCommissions.map((c) => c.affiliate_id))).toEqual(new Set([referrer.id, other.id]));
    expect(codeOf(await t.gql(COMMISSIONS, { status: 'paid' }, root.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(COMMISSIONS, { id: newId() }, root.token))).toBe('NOT_FOUND');
  });
});
