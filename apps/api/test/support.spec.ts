import { eq, sql } from 'drizzle-orm';
import { newId } from '../src/platform/common/ids';
import { notifications, orders, ticketMessages, tickets, timeline } from '../src/platform/db/schema';
import { TOPICS } from '../src/platform/realtime/topics';
import { codeOf, doc, png, TestApp, type SignedInUser } from './harness';
import { eventStream, subscribed, wsClient, type Client } from './realtime';

interface MessageView {
  _id: string;
  body: string;
  internal: boolean;
  author: { _id: string } | null;
  attachments: Array<{ _id: string; url: string; thumbnail: string }>;
}
interface TicketView {
  _id: string;
  code: string;
  status: string;
  type: string;
  referent: string | null;
  seller_id: string;
  assignee_id: string | null;
  merged_into: string | null;
  next_statuses: string[];
  messages: MessageView[];
}
const FIELDS = `_id code status type referent seller_id assignee_id merged_into next_statuses messages { _id body internal author { _id } attachments { _id url thumbnail } }`;
const MAKE = doc<{ makeTicket: TicketView }>(
  `mutation($subject: String!, $type: String!, $body: String!, $order_id: ID, $attachments: [ID!], $shipping_address: AddressInput) {
    makeTicket(subject: $subject, type: $type, body: $body, order_id: $order_id, attachments: $attachments, shipping_address: $shipping_address) { ${FIELDS} } }`,
);
const REPLY = doc<{ replyTicket: TicketView }>(
  `mutation($id: ID!, $body: String!, $internal: Boolean, $attachments: [ID!]) { replyTicket(_id: $id, body: $body, internal: $internal, attachments: $attachments) { ${FIELDS} } }`,
);
const STATUS = doc<{ setTicketStatus: TicketView }>(`mutation($id: ID!, $status: String!) { setTicketStatus(_id: $id, status: $status) { ${FIELDS} } }`);
const ASSIGN = doc<{ assignTicket: TicketView }>(`mutation($id: ID!, $to: ID) { assignTicket(_id: $id, assignee_id: $to) { ${FIELDS} } }`);
const MERGE = doc<{ mergeTickets: TicketView }>(`mutation($id: ID!, $ids: [ID!]!) { mergeTickets(_id: $id, ids: $ids) { ${FIELDS} } }`);
const ONE = doc<{ ticket: TicketView }>(`query($id: ID!) { ticket(_id: $id) { ${FIELDS} } }`);
const LIST = doc<{ tickets: TicketView[] }>(
  `query($status: String, $type: String, $search: String, $assignee: ID) { tickets(status: $status, type: $type, search: $search, assignee_id: $assignee) { ${FIELDS} } }`,
);
const QUEUE = doc<{ myQueueCounts: { tickets: number; design_requests: number } }>(`query { myQueueCounts { tickets design_requests } }`);
const COUNTERS = doc<{ ticketCounters: Record<string, number> }>(`query($type: String) { ticketCounters(type: $type) { all open inprocess resolved closed } }`);

const ADDRESS = { name: 'Ada Lovelace', address1: '12 Analytical Row', city: 'London', zip: 'N1 9GU', country: 'GB' };

describe('support tickets', () => {
  let t: TestApp;
  let staff: SignedInUser;
  let seller: SignedInUser;
  let other: SignedInUser;
  let partner: SignedInUser;
  let fulfiller: SignedInUser;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await TestApp.start({ IMAGE_SIZES_WAIT_MS: '0' });
    staff = await t.userWithToken({ role: 'root' });
    seller = await t.newUser();
    other = await t.newUser();
    partner = await t.userWithToken({ role: 'partner' });
    fulfiller = await t.userWithToken({ role: 'fulfiller' });
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await t.stop();
  });

  // Shipped by the seller: an address change needs no shipping method to price.
  const newOrder = async (sellerId: string, status = 'Pending', paid = '0') => {
    const [row] = await t.db.insert(orders).values({ id: newId(), sellerId, status, paid, shippingAddress: ADDRESS, shipBySeller: true }).returning();
    return row;
  };
  const open = async (user: SignedInUser, vars: Record<string, unknown> = {}) => {
    const res = await t.gql(MAKE, { subject: 'Where is my parcel?', type: 'order', body: 'It has been a week.', ...vars }, user.token);
    expect(res.errors).toBeUndefined();
    return res.data!.makeTicket;
  };
  /** Rows of everything a ticket operation writes. */
  const written = () => Promise.all([tickets, ticketMessages, timeline, notifications].map((table) => t.db.$count(table as typeof tickets)));

  describe('access: each operation denied, then allowed', () => {
    let ticketId: string;
    let duplicateId: string;
    beforeAll(async () => {
      ticketId = (await open(seller))._id;
      duplicateId = (await open(seller))._id;
    });

    const calls = (): Record<string, { query: string; variables: () => Record<string, unknown>; staffOnly?: true }> => ({
      tickets: { query: LIST, variables: () => ({}) },
      ticket: { query: ONE, variables: () => ({ id: ticketId }) },
      ticketCounters: { query: COUNTERS, variables: () => ({}) },
      makeTicket: { query: MAKE, variables: () => ({ subject: 'Billing question', type: 'billing', body: 'Why two charges?' }) },
      replyTicket: { query: REPLY, variables: () => ({ id: ticketId, body: 'Any news?' }) },
      setTicketStatus: { query: STATUS, variables: () => ({ id: ticketId, status: 'Closed' }) },
      assignTicket: { query: ASSIGN, variables: () => ({ id: ticketId, to: staff.id }), staffOnly: true },
      mergeTickets: { query: MERGE, variables: () => ({ id: ticketId, ids: [duplicateId] }), staffOnly: true },
    });

    it.each(['tickets', 'ticket', 'ticketCounters', 'makeTicket', 'replyTicket', 'setTicketStatus', 'assignTicket', 'mergeTickets'])(
      '%s: a partner and a fulfiller are refused; root is let in (sellers too unless staff only)',
      async (name) => {
        const call = calls()[name];
        for (const refused of [partner, fulfiller, ...(call.staffOnly ? [seller] : [])])
          expect(codeOf(await t.gql(call.query, call.variables(), refused.token))).toBe('FORBIDDEN');
        if (!call.staffOnly && name !== 'makeTicket') expect((await t.gql(call.query, call.variables(), seller.token)).errors).toBeUndefined();
        if (name === 'makeTicket') {
          expect((await t.gql(call.query, call.variables(), seller.token)).errors).toBeUndefined();
          // Staff open tickets about a seller's order.
          const order = await newOrder(seller.id);
          expect((await t.gql(call.query, { ...call.variables(), order_id: order.id }, staff.token)).errors).toBeUndefined();
        } else if (name === 'setTicketStatus') {
          expect((await t.gql(call.query, { id: ticketId, status: 'Open' }, staff.token)).errors).toBeUndefined();
        } else expect((await t.gql(call.query, call.variables(), staff.token)).errors).toBeUndefined();
      },
    );

    it('ticketAssignees: a seller, a partner and a fulfiller are refused; root lists the staff who may take tickets', async () => {
      const ASSIGNEES = doc<{ ticketAssignees: Array<{ _id: string; role: string }> }>(`{ ticketAssignees { _id email name role } }`);
      for (const refused of [seller, partner, fulfiller]) expect(codeOf(await t.gql(ASSIGNEES, {}, refused.token))).toBe('FORBIDDEN');
      const listed = (await t.gql(ASSIGNEES, {}, staff.token)).data!.ticketAssignees;
      expect(listed.map((u) => u._id)).toContain(staff.id);
      expect(listed.every((u) => ['root', 'super_root'].includes(u.role))).toBe(true);
      expect(listed.map((u) => u._id)).not.toContain(seller.id);
    });

    it('ticketUpdated: a partner is refused, another seller finds no ticket, the owner follows it', async () => {
      const follow = (user: SignedInUser) => {
        const c = wsClient(t.url, user.token);
        clients.push(c);
        return eventStream<{ ticketUpdated: TicketView }>(c, `subscription($id: ID!) { ticketUpdated(_id: $id) { _id status } }`, { id: ticketId });
      };
      await expect(follow(partner).next()).rejects.toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })]);
      await expect(follow(other).next()).rejects.toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'NOT_FOUND' }) })]);
      const mine = follow(seller);
      await subscribed(t.env.REDIS_URL!, TOPICS.ticketUpdated(ticketId));
      await t.gql(REPLY, { id: ticketId, body: 'Still waiting.' }, seller.token);
      expect((await mine.next()).ticketUpdated._id).toBe(ticketId);
    });
  });

  describe('a seller sees only their own tickets, and never an internal note', () => {
    let mine: TicketView;
    let theirs: TicketView;
    beforeAll(async () => {
      const photo = await t.upload(seller.token, { type: 'attachment', bytes: await png(40, 30) });
      mine = await open(seller, { subject: 'Print looks faded', type: 'production', attachments: [photo._id] });
      theirs = await open(other, { subject: 'Another seller', type: 'production' });
      expect((await t.gql(REPLY, { id: mine._id, body: 'Staff only: reprint at our cost.', internal: true }, staff.token)).errors).toBeUndefined();
      expect((await t.gql(REPLY, { id: mine._id, body: 'We are looking into it.' }, staff.token)).errors).toBeUndefined();
    });

    it('in the list, by id and in the counters', async () => {
      const list = (await t.gql(LIST, { type: 'production' }, seller.token)).data!.tickets;
      expect(list.map((x) => x._id)).toEqual([mine._id]);
      expect(list[0].messages.map((m) => m.body)).toEqual(['It has been a week.', 'We are looking into it.']);
      const one = (await t.gql(ONE, { id: mine._id }, seller.token)).data!.ticket;
      expect(one.messages.some((m) => m.internal)).toBe(false);
      expect(one.status).toBe('Inprocess');
      expect(codeOf(await t.gql(ONE, { id: theirs._id }, seller.token))).toBe('NOT_FOUND');
      expect((await t.gql(COUNTERS, { type: 'production' }, seller.token)).data!.ticketCounters.all).toBe(1);
      // Staff see both sellers' tickets and the note.
      const staffView = (await t.gql(ONE, { id: mine._id }, staff.token)).data!.ticket;
      expect(staffView.messages.filter((m) => m.internal).map((m) => m.body)).toEqual(['Staff only: reprint at our cost.']);
      expect((await t.gql(COUNTERS, { type: 'production' }, staff.token)).data!.ticketCounters.all).toBeGreaterThanOrEqual(2);
    });

    it('through the subscription: a note pushes the ticket without the note to the seller', async () => {
      const c = wsClient(t.url, seller.token);
      clients.push(c);
      const stream = eventStream<{ ticketUpdated: TicketView }>(
        c,
        `subscription($id: ID!) { ticketUpdated(_id: $id) { ${FIELDS} seller { _id email } assignee { _id } created_at last_message_at } }`,
        { id: mine._id },
      );
      await subscribed(t.env.REDIS_URL!, TOPICS.ticketUpdated(mine._id));
      await t.gql(REPLY, { id: mine._id, body: 'Another internal remark.', internal: true }, staff.token);
      const pushed = (await stream.next()).ticketUpdated;
      expect(pushed.messages.map((m) => m.body)).toEqual(['It has been a week.', 'We are looking into it.']);
    });

    it('a seller cannot write an internal note', async () => {
      expect(codeOf(await t.gql(REPLY, { id: mine._id, body: 'Hidden?', internal: true }, seller.token))).toBe('FORBIDDEN');
    });

    it('search finds a ticket by its code', async () => {
      const found = (await t.gql(LIST, { search: mine.code }, seller.token)).data!.tickets;
      expect(found.map((x) => x._id)).toEqual([mine._id]);
    });
  });

  describe('bad input answers a clear error and writes nothing', () => {
    let ticket: TicketView;
    beforeAll(async () => {
      ticket = await open(seller);
    });

    it('an empty message', async () => {
      const before = await written();
      const res = await t.gql(REPLY, { id: ticket._id, body: '   ' }, seller.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions!.reasons).toEqual({ body: 'required' });
      const made = await t.gql(MAKE, { subject: 'Hello', type: 'other', body: '' }, seller.token);
      expect(made.errors![0].extensions!.reasons).toEqual({ body: 'required' });
      expect(await written()).toEqual(before);
    });

    it('another seller’s attachment answers NOT_FOUND, as a missing file does', async () => {
      const theirs = await t.newFile({ type: 'attachment', createdBy: other.id });
      const before = await written();
      const res = await t.gql(REPLY, { id: ticket._id, body: 'See the photo.', attachments: [theirs.id] }, seller.token);
      expect(codeOf(res)).toBe('NOT_FOUND');
      expect(res.errors![0].extensions!.reasons).toEqual({ 'attachments.0': 'not_exist' });
      expect(codeOf(await t.gql(MAKE, { subject: 'x', type: 'other', body: 'y', attachments: [theirs.id] }, seller.token))).toBe('NOT_FOUND');
      expect(await written()).toEqual(before);
    });

    it('a status jump the machine does not allow, and a seller resolving', async () => {
      const closed = await open(seller);
      expect((await t.gql(STATUS, { id: closed._id, status: 'Closed' }, seller.token)).data!.setTicketStatus.status).toBe('Closed');
      const before = await written();
      const jump = await t.gql(STATUS, { id: closed._id, status: 'Inprocess' }, staff.token);
      expect(codeOf(jump)).toBe('CONFLICT');
      expect(jump.errors![0].extensions!.reasons).toEqual({ transition: 'transition_not_allowed' });
      expect(codeOf(await t.gql(STATUS, { id: ticket._id, status: 'Resolved' }, seller.token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(STATUS, { id: ticket._id, status: 'Sleeping' }, staff.token))).toBe('BAD_USER_INPUT');
      expect(await written()).toEqual(before);
    });

    it('an address change on a locked order is refused; on an editable one it is applied', async () => {
      const locked = await newOrder(seller.id, 'Processing', '12.00');
      const before = await written();
      const res = await t.gql(
        MAKE,
        { subject: 'New address', type: 'order', body: 'We moved.', order_id: locked.id, shipping_address: { ...ADDRESS, city: 'Paris', country: 'FR' } },
        seller.token,
      );
      expect(codeOf(res)).toBe('CONFLICT');
      expect(res.errors![0].extensions!.reasons).toEqual({ order: 'order_locked' });
      expect(await written()).toEqual(before);
      const [still] = await t.db.select().from(orders).where(eq(orders.id, locked.id));
      expect(still.shippingAddress.city).toBe('London');

      const editable = await newOrder(seller.id);
      const made = await open(seller, { subject: 'New address', order_id: editable.id, shipping_address: { ...ADDRESS, city: 'Paris', country: 'FR' } });
      expect(made.referent).toMatch(/^\d+$/);
      const [changed] = await t.db.select().from(orders).where(eq(orders.id, editable.id));
      expect(changed.shippingAddress.city).toBe('Paris');
    });

    it('another seller’s order is not theirs to ask about', async () => {
      const theirs = await newOrder(other.id);
      const before = await written();
      const res = await t.gql(MAKE, { subject: 'Peek', type: 'order', body: 'Hi', order_id: theirs.id }, seller.token);
      expect(res.errors![0].extensions!.reasons).toEqual({ order_id: 'not_exist' });
      expect(await written()).toEqual(before);
    });
  });

  describe('notifications, attachments and merging', () => {
    it('a reply notifies the other side live; an internal note notifies nobody', async () => {
      const ticket = await open(seller, { subject: 'Wrong colour' });
      await t.gql(ASSIGN, { id: ticket._id, to: staff.id }, staff.token);
      const c = wsClient(t.url, seller.token);
      clients.push(c);
      const bell = eventStream<{ notificationAdded: { type: string; subject: string; referent: string } }>(
        c,
        `subscription { notificationAdded { type subject referent } }`,
      );
      await subscribed(t.env.REDIS_URL!, TOPICS.notificationAdded(seller.id));
      const notes = () => t.db.$count(notifications, sql`${notifications.referent} = ${ticket.code}`);
      await t.gql(REPLY, { id: ticket._id, body: 'Internal only.', internal: true }, staff.token);
      await t.gql(REPLY, { id: ticket._id, body: 'We will reprint it.' }, staff.token);
      expect((await bell.next()).notificationAdded).toEqual({ type: 'Support', subject: `${ticket.code}: Wrong colour`, referent: ticket.code });
      expect(await notes()).toBe(1);
      // The seller's answer tells the assignee.
      await t.gql(REPLY, { id: ticket._id, body: 'Thank you!' }, seller.token);
      await t.waitFor(
        async () => (await t.db.$count(notifications, sql`${notifications.userId} = ${staff.id} and ${notifications.referent} = ${ticket.code}`)) === 1,
      );
    });

    it('a photo the seller uploaded shows on the message', async () => {
      const photo = await t.upload(seller.token, { type: 'attachment', bytes: await png(40, 30) });
      const made = await open(seller, { subject: 'Smudge on the print', attachments: [photo._id] });
      expect(made.messages[0].attachments).toEqual([expect.objectContaining({ _id: photo._id, url: expect.any(String), thumbnail: expect.any(String) })]);
    });

    it('merging moves the duplicates’ messages to the kept ticket and closes them', async () => {
      const kept = await open(seller, { subject: 'Parcel late' });
      const dup = await open(seller, { subject: 'Parcel late again', body: 'Second message.' });
      const merged = (await t.gql(MERGE, { id: kept._id, ids: [dup._id] }, staff.token)).data!.mergeTickets;
      expect(merged.messages.map((m) => m.body)).toEqual(['It has been a week.', 'Second message.']);
      const gone = (await t.gql(ONE, { id: dup._id }, seller.token)).data!.ticket;
      expect(gone).toMatchObject({ status: 'Closed', merged_into: kept._id, messages: [] });
      expect(codeOf(await t.gql(REPLY, { id: dup._id, body: 'Hello?' }, seller.token))).toBe('CONFLICT');
      const theirs = await open(other);
      expect(codeOf(await t.gql(MERGE, { id: kept._id, ids: [theirs._id] }, staff.token))).toBe('BAD_USER_INPUT');
    });

    it('a reply reopens a closed ticket; the counters follow', async () => {
      const ticket = await open(other, { type: 'design', subject: 'Logo' });
      const counts = async () => (await t.gql(COUNTERS, { type: 'design' }, other.token)).data!.ticketCounters;
      expect(await counts()).toMatchObject({ all: 1, open: 1 });
      await t.gql(STATUS, { id: ticket._id, status: 'Closed' }, other.token);
      expect(await counts()).toMatchObject({ all: 1, open: 0, closed: 1 });
      const reopened = (await t.gql(REPLY, { id: ticket._id, body: 'One more thing.' }, other.token)).data!.replyTicket;
      expect(reopened.status).toBe('Open');
      expect(await counts()).toMatchObject({ all: 1, open: 1, closed: 0 });
    });
  });
  describe('the assignee’s queue (the sidebar badge)', () => {
    it('myQueueCounts equals a real count of the caller’s own Open and Inprocess tickets, and only theirs', async () => {
      const mine = await t.userWithToken({ role: 'root' });
      const colleague = await t.userWithToken({ role: 'root' });
      const [a, b, c, d] = [await open(seller), await open(seller), await open(other), await open(seller)];
      for (const ticket of [a, b, c]) await t.gql(ASSIGN, { id: ticket._id, to: mine.id }, staff.token);
      await t.gql(ASSIGN, { id: d._id, to: colleague.id }, staff.token);
      await t.gql(REPLY, { id: b._id, body: 'On it.' }, mine.token); // Inprocess: still in the queue
      await t.gql(STATUS, { id: c._id, status: 'Resolved' }, mine.token); // out of it
      const real = async (userId: string) => t.db.$count(tickets, sql`${tickets.assigneeId} = ${userId} and ${tickets.status} in ('Open', 'Inprocess')`);
      expect(await real(mine.id)).toBe(2);
      expect((await t.gql(QUEUE, {}, mine.token)).data!.myQueueCounts).toEqual({ tickets: await real(mine.id), design_requests: 0 });
      expect((await t.gql(QUEUE, {}, colleague.token)).data!.myQueueCounts).toEqual({ tickets: 1, design_requests: 0 });
      // A seller's queue is empty: nothing is assigned to them, whatever they own.
      expect((await t.gql(QUEUE, {}, seller.token)).data!.myQueueCounts).toEqual({ tickets: 0, design_requests: 0 });
      // Signed out, there is no queue.
      expect(codeOf(await t.gql(QUEUE, {}))).toBe('UNAUTHENTICATED');
    });

    it('a staff reply gives an unassigned ticket to the one who answered; a note, a seller or an assigned ticket changes no assignee', async () => {
      const answerer = await t.userWithToken({ role: 'root' });
      const colleague = await t.userWithToken({ role: 'root' });
      const [unassigned, noted, taken] = [await open(seller), await open(seller), await open(seller)];
      await t.gql(REPLY, { id: unassigned._id, body: 'Still waiting.' }, seller.token);
      await t.gql(REPLY, { id: noted._id, body: 'Check the carrier first.', internal: true }, answerer.token);
      await t.gql(ASSIGN, { id: taken._id, to: colleague.id }, staff.token);
      const assignees = async () =>
        Promise.all([unassigned, noted, taken].map(async (k) => (await t.gql(ONE, { id: k._id }, staff.token)).data!.ticket.assignee_id));
      expect(await assignees()).toEqual([null, null, colleague.id]);
      for (const k of [unassigned, taken]) expect((await t.gql(REPLY, { id: k._id, body: 'We are on it.' }, answerer.token)).errors).toBeUndefined();
      expect(await assignees()).toEqual([answerer.id, null, colleague.id]);
      expect((await t.gql(QUEUE, {}, answerer.token)).data!.myQueueCounts.tickets).toBe(1);
    });

    it('myQueueChanged pushes the new counts to the assignee, and to the one a ticket was taken from', async () => {
      const first = await t.userWithToken({ role: 'root' });
      const second = await t.userWithToken({ role: 'root' });
      const streams = [first, second].map((u) => {
        const c = wsClient(t.url, u.token);
        clients.push(c);
        return eventStream<{ myQueueChanged: { tickets: number } }>(c, `subscription { myQueueChanged { tickets } }`);
      });
      await subscribed(t.env.REDIS_URL!, TOPICS.queueChanged(first.id));
      await subscribed(t.env.REDIS_URL!, TOPICS.queueChanged(second.id));
      const ticket = await open(seller);
      await t.gql(ASSIGN, { id: ticket._id, to: first.id }, staff.token);
      expect((await streams[0].next()).myQueueChanged).toEqual({ tickets: 1 });
      await t.gql(ASSIGN, { id: ticket._id, to: second.id }, staff.token);
      expect((await streams[1].next()).myQueueChanged).toEqual({ tickets: 1 });
      expect((await streams[0].next()).myQueueChanged).toEqual({ tickets: 0 });
    });
  });
});
