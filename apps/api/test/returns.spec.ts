import { and, eq, sql } from 'drizzle-orm';
import { addMoney, subtractMoney, toCents } from '@pod/shared';
import {
  ledgerEntries,
  notifications,
  orderItems,
  orders,
  productions,
  productionTransactions,
  returnRequestCounters,
  returnRequestLines,
  returnRequests,
  ticketMessages,
  tickets,
  timeline,
  userNotificationSettings,
  users,
} from '../src/platform/db/schema';
import { newId } from '../src/platform/common/ids';
import { RETURN_DECISION_CODE, ReturnsService } from '../src/modules/returns/returns.service';
import { eventsSettled } from './events-settled';
import { manufacturingWorld } from './factories/manufacturing';
import { codeOf, doc, png, TestApp, type SignedInUser } from './harness';

interface ReturnView {
  ticket_id?: string | null;
  _id: string;
  code: string;
  status: string;
  resolution: string | null;
  order_id: string;
  order_number: number;
  seller_id: string;
  reason: string;
  wanted: string;
  replacement_order_id: string | null;
  refund_amount: string | null;
  ledger_entry_id: string | null;
  fault_manufacture_id: string | null;
  fault_manufacture_name: string | null;
  fault_station: string | null;
  next_actions: string[];
  photos: Array<{ _id: string; url: string; thumbnail: string }>;
  lines: Array<{ item_id: string; sku: string; quantity: number; approved_quantity: number | null; unit_price: string }>;
}
const FIELDS = `_id code status wanted resolution order_id order_number seller_id reason replacement_order_id refund_amount ledger_entry_id
  fault_manufacture_id fault_manufacture_name fault_station next_actions photos { _id url thumbnail } lines { item_id sku quantity approved_quantity unit_price }`;
type Line = { item_id: string; quantity: number };

const MAKE = doc<{ makeReturnRequest: ReturnView }>(
  `mutation($order: ID!, $reason: String!, $wanted: String, $note: String, $lines: [ReturnLineInput!]!, $photos: [ID!], $ticket: ID) {
    makeReturnRequest(order_id: $order, reason: $reason, wanted: $wanted, note: $note, lines: $lines, photos: $photos, ticket_id: $ticket) { ${FIELDS} ticket_id } }`,
);
const MAKE_TICKET = doc<{ makeTicket: { _id: string; code: string } }>(
  `mutation($order: ID!) { makeTicket(subject: "Torn on arrival", type: "order", body: "The tee arrived torn.", order_id: $order) { _id code } }`,
);
const TICKET_THREAD = doc<{ ticket: { messages: Array<{ body: string; internal: boolean }> } }>(
  `query($id: ID!) { ticket(_id: $id) { messages { body internal } } }`,
);
const APPROVE = doc<{ approveReturnRequest: ReturnView }>(
  `mutation($id: ID!, $resolution: String!, $lines: [ReturnLineInput!], $amount: String, $factory: ID, $station: String, $note: String) {
    approveReturnRequest(_id: $id, resolution: $resolution, lines: $lines, amount: $amount, fault_manufacture_id: $factory, fault_station: $station, note: $note) { ${FIELDS} } }`,
);
const move = (name: string) => doc<Record<string, ReturnView>>(`mutation($id: ID!, $note: String) { ${name}(_id: $id, note: $note) { ${FIELDS} } }`);
const REJECT = move('rejectReturnRequest');
const HOLD = move('holdReturnRequest');
const COMPLETE = move('completeReturnRequest');
const CANCEL = move('cancelReturnRequest');
const ONE = doc<{ returnRequest: ReturnView }>(`query($id: ID!) { returnRequest(_id: $id) { ${FIELDS} } }`);
const LIST = doc<{ returnRequests: ReturnView[] }>(
  `query($status: String, $search: String, $order: ID) { returnRequests(status: $status, search: $search, order_id: $order) { ${FIELDS} } }`,
);
const COUNTERS = doc<{ returnRequestCounters: Record<string, number> }>(
  `query { returnRequestCounters { all opening approved rejected on_hold completed cancelled } }`,
);

describe('return & replacement', () => {
  let t: TestApp;
  let root: SignedInUser;
  let seller: SignedInUser;
  let other: SignedInUser;
  let partner: SignedInUser;
  let fulfiller: SignedInUser;
  let w: Awaited<ReturnType<typeof manufacturingWorld>>;

  beforeAll(async () => {
    t = await TestApp.start({ IMAGE_SIZES_WAIT_MS: '0' });
    root = await t.userWithToken({ role: 'root' });
    w = await manufacturingWorld(t, root);
    seller = await w.newSeller();
    other = await w.newSeller();
    partner = await t.userWithToken({ role: 'partner' });
    fulfiller = await t.userWithToken({ role: 'fulfiller' });
  }, 120_000);
  afterAll(() => t.stop());

  /** A seller's paid order of 2 tees and a mug, moved on to `status` (delivered unless told). */
  const order = async (who: SignedInUser, status = 'Fulfilled') => {
    const id = await w.paidOrder(who, [
      [w.skus.tee, 2],
      [w.skus.mug, 1],
    ]);
    if (status !== 'Processing') await t.db.update(orders).set({ status }).where(eq(orders.id, id));
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.position);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    return { id, row, tee: items.find((i) => i.sku === w.skus.tee)!, mug: items.find((i) => i.sku === w.skus.mug)! };
  };
  const file = async (who: SignedInUser, orderId: string, lines: Line[], extra: Record<string, unknown> = {}) => {
    const res = await t.gql(MAKE, { order: orderId, reason: 'damaged', note: 'Arrived torn.', lines, ...extra }, who.token);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.makeReturnRequest;
  };
  const fileFor = async (who: SignedInUser) => {
    const o = await order(who);
    return { o, request: await file(who, o.id, [{ item_id: o.tee.id, quantity: 1 }]) };
  };
  /** Rows of everything a return operation may write. */
  const written = () =>
    Promise.all(
      [returnRequests, returnRequestLines, timeline, orders, orderItems, ledgerEntries, productions].map((table) => t.db.$count(table as typeof orders)),
    );
  const creditOf = async (id: string) => (await t.db.select({ c: users.totalCredit }).from(users).where(eq(users.id, id)))[0].c;

  describe('access: each operation denied, then allowed', () => {
    let o: Awaited<ReturnType<typeof order>>;
    let requestId: string;
    beforeAll(async () => {
      o = await order(seller);
      requestId = (await file(seller, o.id, [{ item_id: o.tee.id, quantity: 1 }]))._id;
    });
    const fresh = async () => (await file(seller, o.id, [{ item_id: o.mug.id, quantity: 1 }]).catch(() => null))?._id;

    it.each(['returnRequests', 'returnRequest', 'returnRequestCounters'])(
      '%s: a partner and a fulfiller are refused; the seller and root are let in',
      async (name) => {
        const [query, vars] = name === 'returnRequests' ? [LIST, {}] : name === 'returnRequest' ? [ONE, { id: requestId }] : [COUNTERS, {}];
        for (const refused of [partner, fulfiller]) expect(codeOf(await t.gql(query, vars, refused.token))).toBe('FORBIDDEN');
        for (const allowed of [seller, root]) expect((await t.gql(query, vars, allowed.token)).errors).toBeUndefined();
      },
    );

    it('makeReturnRequest: a partner and a fulfiller are refused; the seller and root (for the seller) are let in', async () => {
      const vars = { order: o.id, reason: 'wrong_print', lines: [{ item_id: o.mug.id, quantity: 1 }] };
      for (const refused of [partner, fulfiller]) expect(codeOf(await t.gql(MAKE, vars, refused.token))).toBe('FORBIDDEN');
      const made = await t.gql(MAKE, vars, seller.token);
      expect(made.errors).toBeUndefined();
      expect(made.data!.makeReturnRequest).toMatchObject({ status: 'Opening', seller_id: seller.id, next_actions: ['cancel'] });
      await t.gql(CANCEL, { id: made.data!.makeReturnRequest._id }, seller.token);
      const byRoot = await t.gql(MAKE, vars, root.token);
      expect(byRoot.errors).toBeUndefined();
      expect(byRoot.data!.makeReturnRequest.seller_id).toBe(seller.id);
      expect(byRoot.data!.makeReturnRequest.next_actions.sort()).toEqual(['approve', 'cancel', 'hold', 'reject']);
      await t.gql(CANCEL, { id: byRoot.data!.makeReturnRequest._id }, root.token);
    });

    it.each([
      ['holdReturnRequest', HOLD],
      ['rejectReturnRequest', REJECT],
    ])('%s: the seller, a partner and a fulfiller are refused; root is let in', async (_name, query) => {
      const id = await fresh();
      for (const refused of [seller, partner, fulfiller]) expect(codeOf(await t.gql(query, { id }, refused.token))).toBe('FORBIDDEN');
      expect((await t.gql(query, { id }, root.token)).errors).toBeUndefined();
      if (query === HOLD) await t.gql(CANCEL, { id }, seller.token);
    });

    it('approveReturnRequest and completeReturnRequest: the seller is refused; root is let in', async () => {
      for (const refused of [seller, partner, fulfiller])
        expect(codeOf(await t.gql(APPROVE, { id: requestId, resolution: 'replacement' }, refused.token))).toBe('FORBIDDEN');
      expect((await t.gql(APPROVE, { id: requestId, resolution: 'replacement' }, root.token)).errors).toBeUndefined();
      for (const refused of [seller, partner, fulfiller]) expect(codeOf(await t.gql(COMPLETE, { id: requestId }, refused.token))).toBe('FORBIDDEN');
      expect((await t.gql(COMPLETE, { id: requestId }, root.token)).data!.completeReturnRequest.status).toBe('Completed');
    });

    it('cancelReturnRequest: a partner and a fulfiller are refused; the seller cancels their own', async () => {
      const id = await fresh();
      for (const refused of [partner, fulfiller]) expect(codeOf(await t.gql(CANCEL, { id }, refused.token))).toBe('FORBIDDEN');
      expect((await t.gql(CANCEL, { id }, seller.token)).data!.cancelReturnRequest.status).toBe('Cancelled');
    });

    it('a group without return_replacement update cannot approve, even as root', async () => {
      const viewer = await t.groupMember({ return_replacement: ['view'] });
      const id = await fresh();
      expect(codeOf(await t.gql(APPROVE, { id, resolution: 'refund' }, viewer.token))).toBe('FORBIDDEN');
      expect((await t.gql(ONE, { id }, viewer.token)).errors).toBeUndefined();
      await t.gql(CANCEL, { id }, seller.token);
    });
  });

  describe('a seller sees only their own', () => {
    it('in the list, by id and in the counters; staff see both', async () => {
      const mine = (await fileFor(seller)).request;
      const theirs = (await fileFor(other)).request;
      const list = (await t.gql(LIST, {}, seller.token)).data!.returnRequests;
      expect(list.every((r) => r.seller_id === seller.id)).toBe(true);
      expect(list.map((r) => r._id)).toContain(mine._id);
      expect(codeOf(await t.gql(ONE, { id: theirs._id }, seller.token))).toBe('NOT_FOUND');
      expect(codeOf(await t.gql(CANCEL, { id: theirs._id }, seller.token))).toBe('NOT_FOUND');
      const counters = (await t.gql(COUNTERS, {}, seller.token)).data!.returnRequestCounters;
      const [kept] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(returnRequests)
        .where(eq(returnRequests.sellerId, seller.id));
      expect(counters.all).toBe(kept.n);
      const staffList = (await t.gql(LIST, { status: 'Opening' }, root.token)).data!.returnRequests.map((r) => r._id);
      expect(staffList).toEqual(expect.arrayContaining([mine._id, theirs._id]));
      // Search by the request's code and by the order number.
      expect((await t.gql(LIST, { search: mine.code }, root.token)).data!.returnRequests.map((r) => r._id)).toEqual([mine._id]);
      expect((await t.gql(LIST, { search: `#${theirs.order_number}` }, root.token)).data!.returnRequests.map((r) => r._id)).toEqual([theirs._id]);
    });

    it('the counters the triggers keep equal a real count per status', async () => {
      const kept = await t.db.select().from(returnRequestCounters).where(eq(returnRequestCounters.scope, 'all'));
      const real = await t.db
        .select({ status: returnRequests.status, n: sql<number>`count(*)::int` })
        .from(returnRequests)
        .groupBy(returnRequests.status);
      expect(Object.fromEntries(kept.filter((k) => k.total).map((k) => [k.status, k.total]))).toEqual(Object.fromEntries(real.map((r) => [r.status, r.n])));
    });
  });

  describe('bad input answers a clear error and writes nothing', () => {
    it('an order not delivered yet', async () => {
      const o = await order(seller, 'Processing');
      const before = await written();
      const res = await t.gql(MAKE, { order: o.id, reason: 'damaged', lines: [{ item_id: o.tee.id, quantity: 1 }] }, seller.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions!.reasons).toEqual({ order_id: 'not_returnable' });
      expect(await written()).toEqual(before);
    });

    it('another seller’s order answers NOT_FOUND, as a missing one does', async () => {
      const o = await order(other);
      const before = await written();
      expect(codeOf(await t.gql(MAKE, { order: o.id, reason: 'damaged', lines: [{ item_id: o.tee.id, quantity: 1 }] }, seller.token))).toBe('NOT_FOUND');
      expect(await written()).toEqual(before);
    });

    it('another seller’s photo answers NOT_FOUND; the seller’s own upload is taken', async () => {
      const o = await order(seller);
      const theirs = await t.newFile({ type: 'attachment', createdBy: other.id });
      const before = await written();
      const res = await t.gql(MAKE, { order: o.id, reason: 'damaged', lines: [{ item_id: o.tee.id, quantity: 1 }], photos: [theirs.id] }, seller.token);
      expect(codeOf(res)).toBe('NOT_FOUND');
      expect(await written()).toEqual(before);
      const mine = await t.upload(seller.token, { type: 'attachment', bytes: await png(40, 30) });
      const made = await file(seller, o.id, [{ item_id: o.tee.id, quantity: 1 }], { photos: [mine._id] });
      expect(made.photos.map((p) => p._id)).toEqual([mine._id]);
      expect(made.photos[0].thumbnail).toBeTruthy();
    });

    it('a line not on the order, too many units, units already claimed, no lines, an unknown reason or wish', async () => {
      const o = await order(seller);
      const foreign = await order(other);
      await file(seller, o.id, [{ item_id: o.tee.id, quantity: 2 }]);
      const before = await written();
      const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
        [{ lines: [{ item_id: foreign.tee.id, quantity: 1 }] }, { 'lines.0.item_id': 'not_exist' }],
        [{ lines: [{ item_id: o.mug.id, quantity: 2 }] }, { 'lines.0.quantity': 'not_returnable' }],
        [{ lines: [{ item_id: o.tee.id, quantity: 1 }] }, { 'lines.0.quantity': 'not_returnable' }],
        [{ lines: [] }, { lines: 'no_items_chosen' }],
        [{ wanted: 'voucher', lines: [{ item_id: o.mug.id, quantity: 1 }] }, { wanted: 'unknown_value' }],
        [{ lines: [{ item_id: o.mug.id, quantity: 0 }] }, { 'lines.0.quantity': 'range' }],
        [{ reason: 'bored', lines: [{ item_id: o.mug.id, quantity: 1 }] }, { reason: 'unknown_value' }],
      ];
      for (const [vars, reasons] of cases) {
        const res = await t.gql(MAKE, { order: o.id, reason: 'damaged', ...vars }, seller.token);
        expect(codeOf(res)).toBe('BAD_USER_INPUT');
        expect(res.errors![0].extensions!.reasons).toEqual(reasons);
      }
      expect(await written()).toEqual(before);
    });

    it('two requests filed at once for the same units: one is taken, the other says they are claimed', async () => {
      const o = await order(seller);
      const vars = { order: o.id, reason: 'damaged', lines: [{ item_id: o.tee.id, quantity: 2 }] };
      const results = await Promise.all([t.gql(MAKE, vars, seller.token), t.gql(MAKE, vars, seller.token), t.gql(MAKE, vars, seller.token)]);
      expect(results.filter((r) => !r.errors)).toHaveLength(1);
      for (const r of results.filter((x) => x.errors)) expect(r.errors![0].extensions!.reasons).toEqual({ 'lines.0.quantity': 'not_returnable' });
      expect(await t.db.$count(returnRequests, eq(returnRequests.orderId, o.id))).toBe(1);
    });

    it('approving a closed request (rejected, cancelled, completed) is refused', async () => {
      const rejected = (await fileFor(seller)).request;
      await t.gql(REJECT, { id: rejected._id, note: 'Photo shows normal wear.' }, root.token);
      const cancelled = (await fileFor(seller)).request;
      await t.gql(CANCEL, { id: cancelled._id }, seller.token);
      const before = await written();
      for (const id of [rejected._id, cancelled._id]) {
        for (const resolution of ['replacement', 'refund']) {
          const res = await t.gql(APPROVE, { id, resolution }, root.token);
          expect(codeOf(res)).toBe('CONFLICT');
          expect(res.errors![0].extensions!.reasons).toEqual({ transition: 'transition_not_allowed' });
        }
        expect(codeOf(await t.gql(HOLD, { id }, root.token))).toBe('CONFLICT');
      }
      expect(await written()).toEqual(before);
    });

    it('refunding more than was paid, a line not on the request, more units than claimed, an unknown factory', async () => {
      const { o, request } = await fileFor(seller);
      const before = await written();
      const credit = await creditOf(seller.id);
      const cases: Array<[Record<string, unknown>, string, Record<string, string>]> = [
        [{ resolution: 'refund', amount: '100000.00' }, 'BAD_USER_INPUT', { amount: 'range' }],
        [{ resolution: 'refund', lines: [{ item_id: o.mug.id, quantity: 1 }] }, 'BAD_USER_INPUT', { 'lines.0.item_id': 'not_exist' }],
        [{ resolution: 'replacement', lines: [{ item_id: o.tee.id, quantity: 2 }] }, 'BAD_USER_INPUT', { 'lines.0.quantity': 'range' }],
        [{ resolution: 'refund', factory: newId(), station: 'printing' }, 'BAD_USER_INPUT', { fault_manufacture_id: 'not_exist' }],
        [{ resolution: 'refund', station: 'printing' }, 'BAD_USER_INPUT', { fault_manufacture_id: 'required' }],
        [{ resolution: 'replacement', amount: '1.00' }, 'BAD_USER_INPUT', { amount: 'invalid' }],
        [{ resolution: 'swap' }, 'BAD_USER_INPUT', { resolution: 'unknown_value' }],
      ];
      for (const [vars, code, reasons] of cases) {
        const res = await t.gql(APPROVE, { id: request._id, ...vars }, root.token);
        expect(codeOf(res)).toBe(code);
        expect(res.errors![0].extensions!.reasons).toEqual(reasons);
      }
      expect(await written()).toEqual(before);
      expect(await creditOf(seller.id)).toBe(credit);
      expect((await t.gql(ONE, { id: request._id }, root.token)).data!.returnRequest.status).toBe('Opening');
    });

    it('an amount that is not a canonical decimal ("0,50", "1.234,50", "1,234.50") is refused, writing nothing; "0.50" refunds 0.50', async () => {
      const { o, request } = await fileFor(seller);
      const before = await written();
      const credit = await creditOf(seller.id);
      for (const amount of ['0,50', '1.234,50', '1,234.50', '12.345', '1e2']) {
        const res = await t.gql(APPROVE, { id: request._id, resolution: 'refund', amount }, root.token);
        expect([amount, codeOf(res), res.errors![0].extensions!.reasons]).toEqual([amount, 'BAD_USER_INPUT', { amount: 'money_format' }]);
        expect(res.errors![0].message).toMatch(/1234\.50/);
      }
      expect(await written()).toEqual(before);
      expect(await creditOf(seller.id)).toBe(credit);
      const paid = (await t.db.select().from(orders).where(eq(orders.id, o.id)))[0].paid;
      const res = await t.gql(APPROVE, { id: request._id, resolution: 'refund', amount: '0.50' }, root.token);
      expect(res.errors).toBeUndefined();
      expect(res.data!.approveReturnRequest.refund_amount).toBe('0.50');
      expect((await t.db.select().from(orders).where(eq(orders.id, o.id)))[0].paid).toBe(subtractMoney(paid, '0.50'));
      expect(await creditOf(seller.id)).toBe(addMoney(credit, '0.50'));
    });
  });

  describe('the seller hears of the decision', () => {
    const noticesOf = (sellerId: string, referent: string) =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, sellerId), eq(notifications.referent, referent)));

    it('approved (replacement or refund) or rejected: one Return notification to the request, even with concurrent approves', async () => {
      const a = await fileFor(seller);
      const approve = () => t.gql(APPROVE, { id: a.request._id, resolution: 'replacement', factory: w.lisbon, station: 'printing' }, root.token);
      for (const r of await Promise.all([approve(), approve(), approve()])) expect(r.errors).toBeUndefined();
      expect((await approve()).errors).toBeUndefined();
      const [replaced] = await noticesOf(seller.id, a.request._id);
      expect(await noticesOf(seller.id, a.request._id)).toHaveLength(1);
      expect(replaced).toMatchObject({ type: 'Return', code: RETURN_DECISION_CODE, subject: a.request.code, content: 'replacement', status: 'New' });

      const b = await fileFor(seller);
      const refund = () => t.gql(APPROVE, { id: b.request._id, resolution: 'refund', amount: '1.00' }, root.token);
      for (const r of await Promise.all([refund(), refund()])) expect(r.errors).toBeUndefined();
      expect((await noticesOf(seller.id, b.request._id)).map((n) => n.content)).toEqual(['refund']);

      const c = await fileFor(seller);
      expect((await t.gql(REJECT, { id: c.request._id, note: 'Not a print fault.' }, root.token)).errors).toBeUndefined();
      expect((await noticesOf(seller.id, c.request._id)).map((n) => [n.type, n.content])).toEqual([['Return', 'rejected']]);
      // nobody else heard of it
      expect(await t.db.$count(notifications, eq(notifications.referent, a.request._id))).toBe(1);
    });

    it('honours the seller’s settings: the Return type off, or the event by name off, tells nothing', async () => {
      const s = await w.newSeller();
      await t.db.insert(userNotificationSettings).values({ id: newId(), userId: s.id, type: 'Return', status: 'Inactive' });
      const a = await fileFor(s);
      expect((await t.gql(REJECT, { id: a.request._id }, root.token)).errors).toBeUndefined();
      expect(await noticesOf(s.id, a.request._id)).toHaveLength(0);

      await t.db
        .update(userNotificationSettings)
        .set({ status: 'Active', events: [{ id: newId(), name: 'Rejected', status: 'Inactive' }] })
        .where(eq(userNotificationSettings.userId, s.id));
      const b = await fileFor(s);
      expect((await t.gql(REJECT, { id: b.request._id }, root.token)).errors).toBeUndefined();
      expect(await noticesOf(s.id, b.request._id)).toHaveLength(0);
      const c = await fileFor(s);
      expect((await t.gql(APPROVE, { id: c.request._id, resolution: 'refund', amount: '1.00' }, root.token)).errors).toBeUndefined();
      expect((await noticesOf(s.id, c.request._id)).map((n) => n.content)).toEqual(['refund']);
    });
  });

  describe('what the seller asks for', () => {
    it('a replacement when they ask for one, a refund otherwise; the request keeps it whatever staff decide', async () => {
      const o = await order(seller);
      const replacement = await file(seller, o.id, [{ item_id: o.tee.id, quantity: 1 }], { wanted: 'replacement' });
      const refund = await file(seller, o.id, [{ item_id: o.mug.id, quantity: 1 }]);
      expect([replacement.wanted, refund.wanted]).toEqual(['replacement', 'refund']);
      const decided = (await t.gql(APPROVE, { id: replacement._id, resolution: 'refund' }, root.token)).data!.approveReturnRequest;
      expect(decided).toMatchObject({ wanted: 'replacement', resolution: 'refund' });
    });
  });

  describe('approving', () => {
    it('a replacement is made once however often approve runs, also at once, and goes straight to production at its factory', async () => {
      const { o, request } = await fileFor(seller);
      const credit = await creditOf(seller.id);
      const approve = () => t.gql(APPROVE, { id: request._id, resolution: 'replacement', factory: w.lisbon, station: 'printing' }, root.token);
      const results = await Promise.all([approve(), approve(), approve()]);
      for (const r of results) expect(r.errors).toBeUndefined();
      const again = await approve();
      const approved = again.data!.approveReturnRequest;
      expect(new Set(results.map((r) => r.data!.approveReturnRequest.replacement_order_id))).toEqual(new Set([approved.replacement_order_id]));
      expect(approved).toMatchObject({
        status: 'Approved',
        resolution: 'replacement',
        fault_manufacture_name: expect.stringContaining('Lisbon'),
        fault_station: 'printing',
      });
      expect(approved.lines).toEqual([expect.objectContaining({ item_id: o.tee.id, quantity: 1, approved_quantity: 1 })]);
      const children = await t.db.select().from(orders).where(eq(orders.parentId, o.id));
      expect(children).toHaveLength(1);
      const [child] = children;
      expect(child).toMatchObject({
        id: approved.replacement_order_id,
        sellerId: seller.id,
        status: 'In Production',
        total: '0.00',
        paid: '0.00',
        itemCount: 1,
      });
      await eventsSettled(t);
      const made = await w.productionsOf(child.id);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({ manufactureId: w.lisbon, status: 'To Do' });
      // Free: the seller's credit did not move.
      expect(await creditOf(seller.id)).toBe(credit);
      // Approving it the other way now is refused.
      expect(codeOf(await t.gql(APPROVE, { id: request._id, resolution: 'refund' }, root.token))).toBe('CONFLICT');
      // The fault shows in the counts the production report may read.
      const faults = await t.app.get(ReturnsService).faultCounts({ manufactureId: w.lisbon });
      expect(faults).toEqual([expect.objectContaining({ manufactureId: w.lisbon, station: 'printing', count: expect.any(Number) })]);
      expect(faults[0].count).toBeGreaterThanOrEqual(1);
    });

    it('a replacement for the factory’s own fault writes no billable production entry for it; one the seller caused or lost in transit stays billable', async () => {
      const replaced = async (fault: Record<string, string>) => {
        const { request } = await fileFor(seller);
        const res = await t.gql(APPROVE, { id: request._id, resolution: 'replacement', ...fault }, root.token);
        expect(res.errors).toBeUndefined();
        await eventsSettled(t);
        const childId = res.data!.approveReturnRequest.replacement_order_id!;
        return t.db.select().from(productionTransactions).where(eq(productionTransactions.orderId, childId));
      };
      // "Lisbon/sewing": the factory remakes its own fault, for nobody's money.
      const own = await replaced({ factory: w.lisbon, station: 'sewing' });
      expect(own.filter((e) => e.manufactureId === w.lisbon && toCents(e.amount) !== 0n)).toEqual([]);
      // The seller's mistake, or a parcel lost in transit: no factory at fault, the remake is billable at base cost.
      for (const billable of [await replaced({}), await replaced({ note: 'Lost in transit.' })])
        expect(billable).toEqual([expect.objectContaining({ manufactureId: w.lisbon, status: 'pending', amount: '10.00' })]);
    });

    it('a partial refund of the chosen lines is paid once per request, and never more than the order holds', async () => {
      const o = await order(seller);
      const request = await file(seller, o.id, [
        { item_id: o.tee.id, quantity: 2 },
        { item_id: o.mug.id, quantity: 1 },
      ]);
      const credit = await creditOf(seller.id);
      const approve = () => t.gql(APPROVE, { id: request._id, resolution: 'refund', lines: [{ item_id: o.tee.id, quantity: 1 }] }, root.token);
      const results = await Promise.all([approve(), approve()]);
      for (const r of results) expect(r.errors).toBeUndefined();
      const approved = (await approve()).data!.approveReturnRequest;
      expect(approved).toMatchObject({ status: 'Approved', resolution: 'refund', refund_amount: o.tee.unitPrice, replacement_order_id: null });
      expect(approved.lines.map((l) => [l.item_id, l.approved_quantity])).toEqual([
        [o.tee.id, 1],
        [o.mug.id, 0],
      ]);
      const entries = await t.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.orderId, o.id), eq(ledgerEntries.type, 'refund')));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ id: approved.ledger_entry_id, amount: o.tee.unitPrice, idempotencyKey: `refund:${o.id}:return:${request._id}` });
      const cents = (v: string) => Math.round(Number(v) * 100);
      expect(cents(await creditOf(seller.id))).toBe(cents(credit) + cents(o.tee.unitPrice));
      const [after] = await t.db.select().from(orders).where(eq(orders.id, o.id));
      expect(cents(after.paid)).toBe(cents(o.row.paid) - cents(o.tee.unitPrice));
      // The order keeps its status: a partial refund is not the whole-order transition.
      expect(after.status).toBe('Fulfilled');
      // A second request for the rest may not take back more than the order still holds.
      const rest = await file(seller, o.id, [{ item_id: o.tee.id, quantity: 1 }]);
      const before = await written();
      const over = await t.gql(APPROVE, { id: rest._id, resolution: 'refund', amount: o.row.paid }, root.token);
      expect(codeOf(over)).toBe('BAD_USER_INPUT');
      expect(over.errors![0].extensions!.reasons).toEqual({ amount: 'range' });
      expect(await written()).toEqual(before);
    });

    it('hold, approve and complete write their timeline rows with the actor and the note', async () => {
      const { request } = await fileFor(seller);
      await t.gql(HOLD, { id: request._id, note: 'Waiting for a clearer photo.' }, root.token);
      const held = (await t.gql(ONE, { id: request._id }, root.token)).data!.returnRequest;
      expect(held.status).toBe('On Hold');
      await t.gql(APPROVE, { id: request._id, resolution: 'replacement', note: 'Reprint.' }, root.token);
      await t.gql(COMPLETE, { id: request._id }, root.token);
      const rows = await t.db.select().from(timeline).where(eq(timeline.entityId, request._id)).orderBy(timeline.createdAt);
      expect(rows.map((r) => [r.entity, r.transition, r.from, r.to, r.actorId, r.note])).toEqual([
        ['return_request', 'hold', 'Opening', 'On Hold', root.id, 'Waiting for a clearer photo.'],
        ['return_request', 'approve', 'On Hold', 'Approved', root.id, 'Reprint.'],
        ['return_request', 'complete', 'Approved', 'Completed', root.id, null],
      ]);
      // The seller reads their own request's history through the timeline query too.
      const history = await t.gql(`query($id: ID!) { timeline(entity: "return_request", entity_id: $id) { to } }`, { id: request._id }, root.token);
      expect(history.errors).toBeUndefined();
    });
  });
  describe('a return started from a support ticket', () => {
    const ticketAbout = async (who: SignedInUser, orderId: string) => (await t.gql(MAKE_TICKET, { order: orderId }, who.token)).data!.makeTicket;
    const writtenWithTickets = async () => [...(await written()), await t.db.$count(ticketMessages), await t.db.$count(tickets)];

    it('links both: the request names the ticket and the ticket’s thread names the request', async () => {
      const o = await order(seller, 'Completed');
      const ticket = await ticketAbout(seller, o.id);
      const made = await file(seller, o.id, [{ item_id: o.tee.id, quantity: 1 }], { ticket: ticket._id });
      expect(made.ticket_id).toBe(ticket._id);
      const [row] = await t.db.select({ ticketId: returnRequests.ticketId }).from(returnRequests).where(eq(returnRequests.id, made._id));
      expect(row.ticketId).toBe(ticket._id);
      const thread = (await t.gql(TICKET_THREAD, { id: ticket._id }, seller.token)).data!.ticket.messages;
      expect(thread.filter((m) => m.body.includes(made.code))).toEqual([{ body: `Return request ${made.code} started from this ticket.`, internal: false }]);
      // Staff start one for the seller from the same ticket.
      const byStaff = await file(root, o.id, [{ item_id: o.mug.id, quantity: 1 }], { ticket: ticket._id });
      expect(byStaff).toMatchObject({ ticket_id: ticket._id, seller_id: seller.id });
    });

    it('is refused for an order not yet delivered, writing nothing', async () => {
      const o = await order(seller, 'In Production');
      const ticket = await ticketAbout(seller, o.id);
      const before = await writtenWithTickets();
      const res = await t.gql(MAKE, { order: o.id, reason: 'damaged', lines: [{ item_id: o.tee.id, quantity: 1 }], ticket: ticket._id }, seller.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions!.reasons).toEqual({ order_id: 'not_returnable' });
      expect(await writtenWithTickets()).toEqual(before);
    });

    it('is refused for another seller’s ticket (as a missing one) and for a ticket about another order, writing nothing', async () => {
      const mine = await order(seller);
      const theirs = await order(other);
      const theirTicket = await ticketAbout(other, theirs.id);
      const otherOrder = await order(seller);
      const otherOrderTicket = await ticketAbout(seller, otherOrder.id);
      const before = await writtenWithTickets();
      const vars = { order: mine.id, reason: 'damaged', lines: [{ item_id: mine.tee.id, quantity: 1 }] };
      const foreign = await t.gql(MAKE, { ...vars, ticket: theirTicket._id }, seller.token);
      expect(codeOf(foreign)).toBe('BAD_USER_INPUT');
      expect(foreign.errors![0].extensions!.reasons).toEqual({ ticket_id: 'not_exist' });
      const elsewhere = await t.gql(MAKE, { ...vars, ticket: otherOrderTicket._id }, seller.token);
      expect(elsewhere.errors![0].extensions!.reasons).toEqual({ ticket_id: 'invalid' });
      // Their own ticket with their own order: the other seller's order answers NOT_FOUND first.
      expect(
        codeOf(
          await t.gql(MAKE, { order: theirs.id, reason: 'damaged', lines: [{ item_id: theirs.tee.id, quantity: 1 }], ticket: theirTicket._id }, seller.token),
        ),
      ).toBe('NOT_FOUND');
      expect(await writtenWithTickets()).toEqual(before);
    });
  });
});
