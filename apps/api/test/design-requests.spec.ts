import { and, eq } from 'drizzle-orm';
import { newId } from '../src/platform/common/ids';
import { designRequests, listings, notifications, orderItems, orders, timeline, userNotificationSettings } from '../src/platform/db/schema';
import { eventsSettled } from './events-settled';
import { insertListing, insertPreset } from './factories';
import { codeOf, doc, png, TestApp, type SignedInUser } from './harness';

interface FileView {
  file_id: string;
  area: string | null;
  url: string;
  thumbnail: string;
}
interface RequestView {
  _id: string;
  code: string;
  status: string;
  brief: string;
  print_areas: string[];
  referent: string | null;
  seller_id: string;
  assignee_id: string | null;
  next_statuses: string[];
  images: FileView[];
  files: FileView[];
}
const FIELDS = `_id code status brief print_areas referent seller_id assignee_id next_statuses images { file_id area url thumbnail } files { file_id area url thumbnail }`;
const MAKE = doc<{ makeDesignRequest: RequestView }>(
  `mutation($order_id: ID, $item_id: ID, $listing_id: ID, $brief: String!, $images: [ID!], $print_areas: [String!]!) {
    makeDesignRequest(order_id: $order_id, item_id: $item_id, listing_id: $listing_id, brief: $brief, images: $images, print_areas: $print_areas) { ${FIELDS} } }`,
);
const STATUS = doc<{ setDesignRequestStatus: RequestView }>(
  `mutation($id: ID!, $status: String!, $note: String) { setDesignRequestStatus(_id: $id, status: $status, note: $note) { ${FIELDS} } }`,
);
const SUBMIT = doc<{ submitDesignRequestFiles: RequestView }>(
  `mutation($id: ID!, $files: [DesignRequestFileInput!]!) { submitDesignRequestFiles(_id: $id, files: $files) { ${FIELDS} } }`,
);
const APPROVE = doc<{ approveDesignRequest: RequestView }>(`mutation($id: ID!) { approveDesignRequest(_id: $id) { ${FIELDS} } }`);
const ONE = doc<{ designRequest: RequestView }>(`query($id: ID!) { designRequest(_id: $id) { ${FIELDS} } }`);
const LIST = doc<{ designRequests: RequestView[] }>(
  `query($status: String, $search: String) { designRequests(status: $status, search: $search) { ${FIELDS} } }`,
);
const COUNTERS = doc<{ designRequestCounters: Record<string, number> }>(`query { designRequestCounters { all todo in_progress review completed rejected } }`);
const PROCESS = doc<{ processOrders: Array<{ _id: string; ok: boolean; status: string | null; reason: string | null }> }>(
  `mutation($ids: [ID!]!) { processOrders(ids: $ids) { _id ok status reason } }`,
);
const QUEUE = doc<{ myQueueCounts: { tickets: number; design_requests: number } }>(`query { myQueueCounts { tickets design_requests } }`);
const TIMELINE = doc<{ timeline: Array<{ from: string; to: string }> }>(`query($id: ID!) { timeline(entity: "design_request", entity_id: $id) { from to } }`);

describe('design requests', () => {
  let t: TestApp;
  let staff: SignedInUser;
  let designer: SignedInUser;
  let seller: SignedInUser;
  let other: SignedInUser;
  let partner: SignedInUser;
  let fulfiller: SignedInUser;
  let preset: { id: string; variantIds: string[] };
  const sku = `DR-${newId().slice(-6)}`;

  beforeAll(async () => {
    t = await TestApp.start({ IMAGE_SIZES_WAIT_MS: '0' });
    staff = await t.userWithToken({ role: 'root' });
    designer = await t.userWithToken({ role: 'root' });
    seller = await t.newUser();
    other = await t.newUser();
    partner = await t.userWithToken({ role: 'partner' });
    fulfiller = await t.userWithToken({ role: 'fulfiller' });
    preset = await insertPreset(t.db, { name: 'Studio Tee', variants: [{ sku, basePrice: '0.00' }], requiredAreas: ['front'], optionalAreas: ['back'] });
  }, 120_000);
  afterAll(async () => {
    await t.stop();
  });

  /** A Pending order of `sellerId` with one line without a design (free, so processing charges nothing). */
  const newOrder = async (sellerId: string) => {
    const [order] = await t.db
      .insert(orders)
      .values({
        id: newId(),
        sellerId,
        status: 'Pending',
        shipBySeller: true,
        shippingAddress: { name: 'A', address1: '1 Road', city: 'Leeds', zip: 'LS1', country: 'GB' },
      })
      .returning();
    const [item] = await t.db
      .insert(orderItems)
      .values({
        id: newId(),
        orderId: order.id,
        variantId: preset.variantIds[0],
        presetId: preset.id,
        sku,
        name: 'Studio Tee',
        quantity: 1,
        unitPrice: '0.00',
        basePrice: '0.00',
        total: '0.00',
      })
      .returning();
    return { order, item };
  };
  const ask = async (user: SignedInUser, vars: Record<string, unknown>) => {
    const res = await t.gql(MAKE, { brief: 'A fox in a forest, orange and teal.', print_areas: ['front'], ...vars }, user.token);
    expect(res.errors).toBeUndefined();
    return res.data!.makeDesignRequest;
  };
  const askForLine = async (user: SignedInUser = seller) => {
    const { order, item } = await newOrder(seller.id);
    return { order, item, request: await ask(user, { order_id: order.id, item_id: item.id }) };
  };
  /** Rows of everything a design request operation writes. */
  const written = async () => [
    await t.db.$count(designRequests),
    await t.db.$count(timeline),
    JSON.stringify(await t.db.select().from(designRequests).orderBy(designRequests.id)),
  ];

  describe('access: each operation denied, then allowed', () => {
    it('designRequests, designRequestCounters, designRequest: a partner and a fulfiller are refused; the seller and staff are let in', async () => {
      const { request } = await askForLine();
      for (const [query, vars] of [
        [LIST, {}],
        [COUNTERS, {}],
        [ONE, { id: request._id }],
      ] as const) {
        for (const refused of [partner, fulfiller]) expect(codeOf(await t.gql(query, vars, refused.token))).toBe('FORBIDDEN');
        for (const allowed of [seller, staff]) expect((await t.gql(query, vars, allowed.token)).errors).toBeUndefined();
      }
    });

    it('makeDesignRequest: refused to a partner and a fulfiller; a seller asks for their line, staff for a seller’s line', async () => {
      const { order, item } = await newOrder(seller.id);
      const vars = { brief: 'Logo, big', print_areas: ['front'], order_id: order.id, item_id: item.id };
      for (const refused of [partner, fulfiller]) expect(codeOf(await t.gql(MAKE, vars, refused.token))).toBe('FORBIDDEN');
      expect((await t.gql(MAKE, vars, seller.token)).data!.makeDesignRequest).toMatchObject({
        status: 'todo',
        seller_id: seller.id,
        referent: `#${order.number} ${sku}`,
      });
      expect((await t.gql(MAKE, vars, staff.token)).data!.makeDesignRequest.seller_id).toBe(seller.id);
    });

    it('setDesignRequestStatus: a seller may not take a request; staff take it and become its designer', async () => {
      const { request } = await askForLine();
      expect(request.next_statuses).toEqual([]);
      for (const refused of [partner, fulfiller, seller])
        expect(codeOf(await t.gql(STATUS, { id: request._id, status: 'in_progress' }, refused.token))).toBe('FORBIDDEN');
      const taken = (await t.gql(STATUS, { id: request._id, status: 'in_progress' }, designer.token)).data!.setDesignRequestStatus;
      expect(taken).toMatchObject({ status: 'in_progress', assignee_id: designer.id });
    });

    it('submitDesignRequestFiles: refused to the seller, a partner and a fulfiller; the designer delivers', async () => {
      const { request } = await askForLine();
      await t.gql(STATUS, { id: request._id, status: 'in_progress' }, designer.token);
      const print = await t.upload(designer.token, { type: 'design', bytes: await png(60, 60) });
      const vars = { id: request._id, files: [{ area: 'front', file_id: print._id }] };
      for (const refused of [partner, fulfiller, seller]) expect(codeOf(await t.gql(SUBMIT, vars, refused.token))).toBe('FORBIDDEN');
      const delivered = (await t.gql(SUBMIT, vars, designer.token)).data!.submitDesignRequestFiles;
      expect(delivered.status).toBe('review');
      expect(delivered.files.map((f) => [f.area, f.file_id])).toEqual([['front', print._id]]);
    });

    it('approveDesignRequest: another seller finds no request, a partner is refused, the owner approves', async () => {
      const { request } = await askForLine();
      await t.gql(STATUS, { id: request._id, status: 'in_progress' }, designer.token);
      const print = await t.newFile({ type: 'design', createdBy: designer.id });
      await t.gql(SUBMIT, { id: request._id, files: [{ area: 'front', file_id: print.id }] }, designer.token);
      expect(codeOf(await t.gql(APPROVE, { id: request._id }, partner.token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(APPROVE, { id: request._id }, other.token))).toBe('NOT_FOUND');
      expect((await t.gql(APPROVE, { id: request._id }, seller.token)).data!.approveDesignRequest.status).toBe('completed');
    });

    it('a seller sees only their own requests, in lists, counters, by id and on the timeline', async () => {
      const { request } = await askForLine();
      const theirs = await ask(other, { ...(await newOrder(other.id).then(({ order, item }) => ({ order_id: order.id, item_id: item.id }))) });
      const mine = (await t.gql(LIST, {}, seller.token)).data!.designRequests;
      expect(mine.every((r) => r.seller_id === seller.id)).toBe(true);
      expect(mine.map((r) => r._id)).toContain(request._id);
      expect(codeOf(await t.gql(ONE, { id: theirs._id }, seller.token))).toBe('NOT_FOUND');
      expect(codeOf(await t.gql(TIMELINE, { id: theirs._id }, seller.token))).toBe('NOT_FOUND');
      expect((await t.gql(TIMELINE, { id: request._id }, seller.token)).errors).toBeUndefined();
      expect(codeOf(await t.gql(TIMELINE, { id: request._id }, partner.token))).toBe('FORBIDDEN');
      expect((await t.gql(COUNTERS, {}, other.token)).data!.designRequestCounters.all).toBe(1);
      // Staff see every seller's requests.
      const all = (await t.gql(LIST, { search: theirs.code }, staff.token)).data!.designRequests;
      expect(all.map((r) => r._id)).toEqual([theirs._id]);
    });
  });

  describe('bad input answers a clear error and writes nothing', () => {
    it('another seller’s reference image answers NOT_FOUND, as a missing file does', async () => {
      const { order, item } = await newOrder(seller.id);
      const theirs = await t.newFile({ type: 'attachment', createdBy: other.id });
      const before = await written();
      const res = await t.gql(MAKE, { brief: 'Like this', print_areas: ['front'], order_id: order.id, item_id: item.id, images: [theirs.id] }, seller.token);
      expect(codeOf(res)).toBe('NOT_FOUND');
      expect(res.errors![0].extensions!.reasons).toEqual({ 'images.0': 'not_exist' });
      expect(await written()).toEqual(before);
    });

    it('staff attaching files on a seller’s behalf: another seller’s file is refused; the studio’s, clipart and the seller’s own are taken', async () => {
      const { order, item, request } = await askForLine();
      await t.gql(STATUS, { id: request._id, status: 'in_progress' }, designer.token);
      const theirs = await t.newFile({ type: 'design', createdBy: other.id });
      const before = await written();
      const res = await t.gql(SUBMIT, { id: request._id, files: [{ area: 'front', file_id: theirs.id }] }, designer.token);
      expect(codeOf(res)).toBe('NOT_FOUND');
      expect(res.errors![0].extensions!.reasons).toEqual({ 'files.0.file_id': 'not_exist' });
      // Nor as a reference image of a request staff make for the seller.
      const asked = await t.gql(MAKE, { brief: 'Like this', print_areas: ['front'], order_id: order.id, item_id: item.id, images: [theirs.id] }, staff.token);
      expect(codeOf(asked)).toBe('NOT_FOUND');
      expect(asked.errors![0].extensions!.reasons).toEqual({ 'images.0': 'not_exist' });
      expect(await written()).toEqual(before);
      for (const usable of [
        await t.newFile({ type: 'design', createdBy: seller.id }),
        await t.newFile({ type: 'clipart', createdBy: other.id }),
        await t.newFile({ type: 'design', createdBy: designer.id }),
      ]) {
        const { request: next } = await askForLine();
        await t.gql(STATUS, { id: next._id, status: 'in_progress' }, designer.token);
        const ok = await t.gql(SUBMIT, { id: next._id, files: [{ area: 'front', file_id: usable.id }] }, designer.token);
        expect(ok.errors).toBeUndefined();
        expect(ok.data!.submitDesignRequestFiles.files.map((f) => f.file_id)).toEqual([usable.id]);
      }
    });

    it('a line item of another seller, a line not on the order, an unknown print area, a blank brief, no target', async () => {
      const { order: theirOrder, item: theirItem } = await newOrder(other.id);
      const { order, item } = await newOrder(seller.id);
      const before = await written();
      const cases: Array<[Record<string, unknown>, string, Record<string, string>]> = [
        [{ order_id: theirOrder.id, item_id: theirItem.id }, 'BAD_USER_INPUT', { order_id: 'not_exist' }],
        [{ order_id: order.id, item_id: theirItem.id }, 'BAD_USER_INPUT', { item_id: 'not_exist' }],
        [{ order_id: order.id, item_id: item.id, print_areas: ['sleeve'] }, 'BAD_USER_INPUT', { 'print_areas.0': 'unknown_value' }],
        [{ order_id: order.id, item_id: item.id, brief: '  ' }, 'BAD_USER_INPUT', { brief: 'required' }],
        [{}, 'BAD_USER_INPUT', { item_id: 'required' }],
      ];
      for (const [vars, code, reasons] of cases) {
        const res = await t.gql(MAKE, { brief: 'A fox', print_areas: ['front'], ...vars }, seller.token);
        expect(codeOf(res)).toBe(code);
        expect(res.errors![0].extensions!.reasons).toEqual(reasons);
      }
      expect(await written()).toEqual(before);
    });

    it('a status step the machine does not allow, a file of another seller, an area not asked for', async () => {
      const { request } = await askForLine();
      const before = await written();
      for (const [status, reasons] of [
        ['completed', { transition: 'transition_not_allowed' }],
        ['todo', { status: 'transition_not_allowed' }],
      ] as const) {
        const res = await t.gql(STATUS, { id: request._id, status }, status === 'completed' ? seller.token : designer.token);
        expect(codeOf(res)).toBe('CONFLICT');
        expect(res.errors![0].extensions!.reasons).toEqual(reasons);
      }
      expect(codeOf(await t.gql(STATUS, { id: request._id, status: 'asleep' }, designer.token))).toBe('BAD_USER_INPUT');
      const print = await t.newFile({ type: 'design', createdBy: designer.id });
      // Not taken yet: no files before work starts.
      const early = await t.gql(SUBMIT, { id: request._id, files: [{ area: 'front', file_id: print.id }] }, designer.token);
      expect(codeOf(early)).toBe('CONFLICT');
      expect(await written()).toEqual(before);
      await t.gql(STATUS, { id: request._id, status: 'in_progress' }, designer.token);
      const after = await written();
      const ghost = await t.gql(SUBMIT, { id: request._id, files: [{ area: 'front', file_id: newId() }] }, designer.token);
      expect(codeOf(ghost)).toBe('NOT_FOUND');
      expect(ghost.errors![0].extensions!.reasons).toEqual({ 'files.0.file_id': 'not_exist' });
      const back = await t.gql(SUBMIT, { id: request._id, files: [{ area: 'back', file_id: print.id }] }, designer.token);
      expect(codeOf(back)).toBe('BAD_USER_INPUT');
      expect(back.errors![0].extensions!.reasons).toEqual({ 'files.0.area': 'invalid' });
      expect(await written()).toEqual(after);
    });
  });

  it('approving applies the files to the line item: the order passes the design check and is processed', async () => {
    const photo = await t.upload(seller.token, { type: 'attachment', bytes: await png(40, 30) });
    const { order, request } = await (async () => {
      const made = await newOrder(seller.id);
      return { ...made, request: await ask(seller, { order_id: made.order.id, item_id: made.item.id, images: [photo._id] }) };
    })();
    expect(request.images.map((i) => i.file_id)).toEqual([photo._id]);
    const [refused] = (await t.gql(PROCESS, { ids: [order.id] }, seller.token)).data!.processOrders;
    expect(refused).toMatchObject({ ok: false, reason: 'design_missing' });

    await t.gql(STATUS, { id: request._id, status: 'in_progress' }, designer.token);
    const print = await t.upload(designer.token, { type: 'design', bytes: await png(80, 80) });
    const inReview = (await t.gql(SUBMIT, { id: request._id, files: [{ area: 'front', file_id: print._id }] }, designer.token)).data!.submitDesignRequestFiles;
    expect(inReview.next_statuses).not.toContain('completed'); // the designer does not approve their own work
    expect((await t.gql(ONE, { id: request._id }, seller.token)).data!.designRequest.next_statuses.sort()).toEqual(['completed', 'in_progress']);
    // The seller sends it back once, then approves the second delivery.
    expect((await t.gql(STATUS, { id: request._id, status: 'in_progress', note: 'More orange' }, seller.token)).data!.setDesignRequestStatus.status).toBe(
      'in_progress',
    );
    await t.gql(SUBMIT, { id: request._id, files: [{ area: 'front', file_id: print._id }] }, designer.token);
    expect((await t.gql(APPROVE, { id: request._id }, seller.token)).data!.approveDesignRequest.status).toBe('completed');

    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(line.designs).toEqual({ front: print._id });
    const [processed] = (await t.gql(PROCESS, { ids: [order.id] }, seller.token)).data!.processOrders;
    expect(processed).toMatchObject({ ok: true, status: 'Processing' });
    const steps = (await t.gql(TIMELINE, { id: request._id }, seller.token)).data!.timeline.map((e) => `${e.from}>${e.to}`);
    expect(steps).toEqual(['todo>in_progress', 'in_progress>review', 'review>in_progress', 'in_progress>review', 'review>completed']);
    // Done: approving again is a step the machine refuses.
    expect(codeOf(await t.gql(APPROVE, { id: request._id }, seller.token))).toBe('CONFLICT');
  });

  it('approving a listing request puts the files on the listing', async () => {
    const listingId = await insertListing(t.db, seller.id, preset.id);
    const request = await ask(seller, { listing_id: listingId, print_areas: ['front', 'back'] });
    await t.gql(STATUS, { id: request._id, status: 'in_progress' }, designer.token);
    const front = await t.newFile({ type: 'design', createdBy: designer.id });
    await t.gql(SUBMIT, { id: request._id, files: [{ area: 'front', file_id: front.id }] }, designer.token);
    await t.gql(APPROVE, { id: request._id }, seller.token);
    const [listing] = await t.db.select().from(listings).where(eq(listings.id, listingId));
    expect(listing.frontKey).toBe(front.path);
    expect(listing.backKey).toBeNull();
  });

  it('counters follow every change (trigger-kept) and staff reject', async () => {
    const before = (await t.gql(COUNTERS, {}, staff.token)).data!.designRequestCounters;
    const { request } = await askForLine();
    const rejected = (await t.gql(STATUS, { id: request._id, status: 'rejected', note: 'Trademarked logo' }, staff.token)).data!.setDesignRequestStatus;
    expect(rejected.status).toBe('rejected');
    const after = (await t.gql(COUNTERS, {}, staff.token)).data!.designRequestCounters;
    expect(after).toEqual({ ...before, all: before.all + 1, rejected: before.rejected + 1 });
    expect((await t.gql(LIST, { status: 'rejected' }, staff.token)).data!.designRequests.map((r) => r._id)).toContain(request._id);
  });

  it('GET /api/tasks answers the caller’s real tasks in the spec’s record shape', async () => {
    const assignee = await t.userWithToken({ role: 'root' });
    const owner = await t.newUser();
    const { order, item } = await newOrder(owner.id);
    const request = await ask(owner, { order_id: order.id, item_id: item.id });
    await t.gql(STATUS, { id: request._id, status: 'in_progress' }, assignee.token);
    const tasksOf = async (user: SignedInUser) => {
      const res = await t.http().get('/api/tasks').set('authorization', `Bearer ${user.token}`).expect(200);
      return res.body.data as Array<{ id: string; status: string; title: string; store: { sto_name: string | null }; created_at: string }>;
    };
    const staffTasks = await tasksOf(assignee);
    const task = staffTasks.find((x) => x.id === request._id)!;
    expect(task).toEqual({
      id: request._id,
      status: 'assigned',
      title: `${request.code} #${order.number} ${sku}`,
      store: { sto_name: null },
      created_at: expect.any(String),
    });
    // Nothing waits on the owner until the files are in review.
    expect((await tasksOf(owner)).map((x) => x.id)).not.toContain(request._id);
    const print = await t.newFile({ type: 'design', createdBy: assignee.id });
    await t.gql(SUBMIT, { id: request._id, files: [{ area: 'front', file_id: print.id }] }, assignee.token);
    expect((await tasksOf(owner)).map((x) => x.id)).toContain(request._id);
    expect((await tasksOf(assignee)).map((x) => x.id)).not.toContain(request._id);
    await t.http().get('/api/tasks').expect(401);
  });
  describe('notifications and the designer’s queue', () => {
    /** The Design notifications of a user about a request, as (code, content). */
    const notesOf = async (userId: string, requestId: string) =>
      (
        await t.db
          .select({ type: notifications.type, code: notifications.code, content: notifications.content })
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.referent, requestId)))
          .orderBy(notifications.createdAt, notifications.id)
      ).map((n) => [n.type, n.code, n.content]);

    it('a new request tells the designers; each move by the studio tells the seller once; the seller’s approval tells the designer', async () => {
      const { request } = await askForLine();
      await eventsSettled(t);
      expect(await notesOf(designer.id, request._id)).toEqual([['Design', 'design_request_made', 'todo']]);
      expect(await notesOf(seller.id, request._id)).toEqual([]);
      await t.gql(STATUS, { id: request._id, status: 'in_progress' }, designer.token);
      const print = await t.newFile({ type: 'design', createdBy: designer.id });
      await t.gql(SUBMIT, { id: request._id, files: [{ area: 'front', file_id: print.id }] }, designer.token);
      await eventsSettled(t);
      expect(await notesOf(seller.id, request._id)).toEqual([
        ['Design', 'design_request_status', 'in_progress'],
        ['Design', 'design_request_status', 'review'],
      ]);
      await t.gql(APPROVE, { id: request._id }, seller.token);
      await eventsSettled(t);
      expect(await notesOf(seller.id, request._id)).toHaveLength(2);
      expect((await notesOf(designer.id, request._id)).at(-1)).toEqual(['Design', 'design_request_status', 'completed']);
    });

    it('a rejection tells the seller, unless their settings for Design notifications are off', async () => {
      const quiet = await t.newUser();
      await t.db.insert(userNotificationSettings).values({ id: newId(), userId: quiet.id, type: 'Design', status: 'Inactive' });
      const loud = await askForLine();
      const { order, item } = await newOrder(quiet.id);
      const muted = await ask(quiet, { order_id: order.id, item_id: item.id });
      for (const r of [loud.request, muted]) await t.gql(STATUS, { id: r._id, status: 'rejected', note: 'Not printable.' }, staff.token);
      await eventsSettled(t);
      expect(await notesOf(seller.id, loud.request._id)).toEqual([['Design', 'design_request_status', 'rejected']]);
      expect(await notesOf(quiet.id, muted._id)).toEqual([]);
    });

    it('myQueueCounts counts the requests assigned to the caller still to do or in progress, and only theirs', async () => {
      const mine = await t.userWithToken({ role: 'root' });
      const [a, b, c] = [await askForLine(), await askForLine(), await askForLine()];
      for (const { request } of [a, b, c]) await t.gql(STATUS, { id: request._id, status: 'in_progress' }, mine.token);
      await t.gql(STATUS, { id: c.request._id, status: 'rejected' }, mine.token);
      const real = await t.db.$count(designRequests, and(eq(designRequests.assigneeId, mine.id), eq(designRequests.status, 'in_progress')));
      expect(real).toBe(2);
      expect((await t.gql(QUEUE, {}, mine.token)).data!.myQueueCounts).toEqual({ tickets: 0, design_requests: real });
      expect((await t.gql(QUEUE, {}, seller.token)).data!.myQueueCounts.design_requests).toBe(0);
    });
  });
});
