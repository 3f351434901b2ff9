import { and, count, eq, sql } from 'drizzle-orm';
import { newId } from '../src/platform/common/ids';
import {
  fulfilments,
  ledgerEntries,
  notifications,
  orderItems,
  orders,
  outbox,
  providerLines,
  shipmentEvents,
  shipments,
  timeline,
  users,
} from '../src/platform/db/schema';
import { EventsService } from '../src/platform/events/events.service';
import type { EventPayloads } from '../src/platform/events/registry';
import { TrackShipmentsService } from '../src/flows/track-shipments/track-shipments.service';
import { ShipmentsService } from '../src/modules/shipments/shipments.service';
import { trackingSignature } from '../src/modules/shipments/tracking-signature';
import { eventsSettled } from './events-settled';
import { insertPreset } from './factories';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';
import { confirmImport, CSV, uploadImport } from './support/imports';

interface EventView {
  status: string;
  description: string | null;
  location: string | null;
  occurred_at: string;
}
interface ShipmentView {
  _id: string;
  tracking_number: string;
  carrier: string;
  status: string;
  source: string;
  customer_name: string;
  order_id: string | null;
  order_number: number | null;
  package_id: string | null;
  seller_id: string | null;
  international: boolean;
  delivered_at: string | null;
  events: EventView[];
}
const FIELDS = `_id tracking_number carrier status source customer_name order_id order_number package_id seller_id international delivered_at events { status description location occurred_at }`;
const LIST = doc<{ shipments: ShipmentView[] }>(
  `query($status: String, $tracking_number: String, $order_id: ID, $customer_name: String) {
    shipments(status: $status, tracking_number: $tracking_number, order_id: $order_id, customer_name: $customer_name) { ${FIELDS} } }`,
);
const COUNTERS = doc<{ shipmentCounters: Record<string, number> }>(
  `query($customer_name: String) { shipmentCounters(customer_name: $customer_name) { all processing picked_up processed in_transit out_for_delivery delivery_attempt delivered failed exception other } }`,
);
const ONE = doc<{ shipment: ShipmentView }>(`query($id: ID!) { shipment(_id: $id) { ${FIELDS} } }`);
const MASK = doc<{ maskAsDelivered: ShipmentView }>(`mutation($id: ID!, $note: String) { maskAsDelivered(_id: $id, note: $note) { ${FIELDS} } }`);
const IMPORT_RESULT = doc<{ importFulfilmentResult: { imported: number } }>(
  `mutation($id: ID!, $csv: String!) { importFulfilmentResult(_id: $id, csv: $csv) { imported } }`,
);

const SECRET = 'tracking-secret-for-the-shipments-tests-0123456789';
const ADDRESS = { name: 'Maria Schmidt', address1: 'Hauptstraße 5', city: 'Berlin', zip: '10115', country: 'DE' };

describe('shipments and tracking', () => {
  let t: TestApp;
  let root: SignedInUser;
  let fulfiller: SignedInUser;
  let partner: SignedInUser;
  let seller: SignedInUser;
  let other: SignedInUser;
  let serial = 0;

  beforeAll(async () => {
    t = await TestApp.start({ TRACKING_WEBHOOK_SECRET: SECRET, RUN_WORKERS: 'true', TRACKING_ACTIVATION_FEE: '0.50', IMPORT_TAX_PERCENT: '10' });
    root = await t.userWithToken({ role: 'root' });
    fulfiller = await t.userWithToken({ role: 'fulfiller' });
    partner = await t.userWithToken({ role: 'partner' });
    seller = await t.newUser();
    other = await t.newUser();
  }, 120_000);
  afterAll(() => t.stop());

  const newOrder = async (sellerId: string, name = ADDRESS.name) => {
    const [row] = await t.db
      .insert(orders)
      .values({ id: newId(), sellerId, status: 'In Production', paid: '40.00', total: '40.00', shippingAddress: { ...ADDRESS, name } })
      .returning();
    return row;
  };
  const trackingNo = () => `TS${String(Date.now()).slice(-6)}${String(++serial).padStart(4, '0')}`;

  /** What packing does when a package gets its label: the event shipments follow. */
  const labelled = async (sellerId: string, extra: Partial<EventPayloads['package.labelled']> = {}) => {
    const order = await newOrder(sellerId);
    const payload: EventPayloads['package.labelled'] = {
      packageId: newId(),
      orderId: order.id,
      sellerId,
      trackingNumber: trackingNo(),
      carrier: 'DHL',
      shippingMethodId: null,
      international: false,
      ...extra,
    };
    await t.db.transaction((tx) => t.app.get(EventsService).record(tx, 'package.labelled', payload));
    await eventsSettled(t);
    const [row] = await t.db.select().from(shipments).where(eq(shipments.trackingNumber, payload.trackingNumber));
    return { ...row, payload, order };
  };

  const post = (
    body: unknown,
    { secret = SECRET, at = Math.floor(Date.now() / 1000), signature }: { secret?: string; at?: number; signature?: string } = {},
  ) => {
    const raw = JSON.stringify(body);
    return t
      .http()
      .post('/api/shipments/tracking')
      .set('content-type', 'application/json')
      .set('x-tracking-timestamp', String(at))
      .set('x-tracking-signature', signature ?? `sha256=${trackingSignature(secret, String(at), raw)}`)
      .send(raw);
  };
  const event = (tracking: string, status: string, minutesAgo = 0, extra: Record<string, unknown> = {}) => ({
    tracking_number: tracking,
    status,
    location: 'Leipzig Hub',
    description: `${status} at the hub`,
    occurred_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    ...extra,
  });
  /** Rows of everything tracking writes (once earlier events are delivered, which may write more). */
  const written = async () => {
    await eventsSettled(t);
    return Promise.all([shipments, shipmentEvents, timeline, outbox].map((table) => t.db.$count(table as typeof shipments)));
  };
  const statusOf = async (id: string) => (await t.db.select({ s: shipments.status }).from(shipments).where(eq(shipments.id, id)))[0].s;

  it('a labelled package becomes a Processing shipment, once however often the event comes', async () => {
    const s = await labelled(seller.id);
    expect(s).toMatchObject({
      status: 'Processing',
      carrier: 'dhl',
      customerName: ADDRESS.name,
      sellerId: seller.id,
      orderNumber: s.order.number,
      source: 'package',
    });
    await t.db.transaction((tx) => t.app.get(EventsService).record(tx, 'package.labelled', s.payload));
    await eventsSettled(t);
    expect(await t.db.$count(shipments, eq(shipments.trackingNumber, s.trackingNumber))).toBe(1);
    expect(await t.db.$count(shipmentEvents, eq(shipmentEvents.shipmentId, s.id))).toBe(1);
  });

  it('an order shipped in several parcels lists each of them, as the Shipments list does; a role without Shipments is shown none', async () => {
    const ORDER_PARCELS = doc<{ order: { shipments: Array<{ tracking_number: string; source: string }> } }>(
      `query($id: ID!) { order(_id: $id) { shipments { tracking_number source } } }`,
    );
    const own = await labelled(seller.id);
    const theirs = trackingNo();
    await t.db.transaction((tx) =>
      t.app
        .get(EventsService)
        .record(tx, 'provider_tracking.recorded', { fulfilmentId: newId(), orderId: own.order.id, trackingNumber: theirs, carrier: 'USPS' }),
    );
    await eventsSettled(t);
    const expected = [
      { tracking_number: own.trackingNumber, source: 'package' },
      { tracking_number: theirs, source: 'provider' },
    ];
    for (const who of [seller, root]) expect((await t.gql(ORDER_PARCELS, { id: own.order.id }, who.token)).data!.order.shipments).toEqual(expected);
    const listed = (await t.gql(LIST, { status: 'All', order_id: own.order.id }, seller.token)).data!.shipments.map((r) => r.tracking_number);
    expect(listed.sort()).toEqual([own.trackingNumber, theirs].sort());
    const qc = await t.userWithToken({ role: 'order_qc' });
    expect((await t.gql(ORDER_PARCELS, { id: own.order.id }, qc.token)).data!.order.shipments).toEqual([]);
  });

  describe('access: each operation denied, then allowed', () => {
    let mine: Awaited<ReturnType<typeof labelled>>;
    let theirs: Awaited<ReturnType<typeof labelled>>;
    beforeAll(async () => {
      mine = await labelled(seller.id);
      theirs = await labelled(other.id);
    });

    it('shipments: a partner is refused; root and a fulfiller see every seller; a seller only their own', async () => {
      expect(codeOf(await t.gql(LIST, {}, partner.token))).toBe('FORBIDDEN');
      for (const staff of [root, fulfiller]) {
        const ids = (await t.gql(LIST, {}, staff.token)).data!.shipments.map((s) => s._id);
        expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]));
      }
      const own = (await t.gql(LIST, {}, seller.token)).data!.shipments;
      expect(own.map((s) => s._id)).toContain(mine.id);
      expect(own.every((s) => s.seller_id === seller.id)).toBe(true);
      // Filters: a tracking number of another seller finds nothing for this one.
      expect((await t.gql(LIST, { tracking_number: theirs.trackingNumber }, seller.token)).data!.shipments).toEqual([]);
      expect((await t.gql(LIST, { tracking_number: theirs.trackingNumber }, root.token)).data!.shipments.map((s) => s._id)).toEqual([theirs.id]);
      expect((await t.gql(LIST, { order_id: mine.orderId }, seller.token)).data!.shipments.map((s) => s._id)).toEqual([mine.id]);
      expect((await t.gql(LIST, { status: 'Nope' }, root.token)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('shipmentCounters: a partner is refused; a seller counts their own, staff every seller', async () => {
      expect(codeOf(await t.gql(COUNTERS, {}, partner.token))).toBe('FORBIDDEN');
      const [{ n: everyone }] = await t.db.select({ n: count() }).from(shipments);
      const [{ n: sellers }] = await t.db.select({ n: count() }).from(shipments).where(eq(shipments.sellerId, seller.id));
      expect((await t.gql(COUNTERS, {}, root.token)).data!.shipmentCounters.all).toBe(everyone);
      expect((await t.gql(COUNTERS, {}, fulfiller.token)).data!.shipmentCounters.all).toBe(everyone);
      const own = (await t.gql(COUNTERS, {}, seller.token)).data!.shipmentCounters;
      expect(own.all).toBe(sellers);
      expect(own.processing).toBe(sellers);
    });

    it('shipment: a partner is refused, another seller finds nothing, the owner and staff read it with its events', async () => {
      expect(codeOf(await t.gql(ONE, { id: mine.id }, partner.token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(ONE, { id: mine.id }, other.token))).toBe('NOT_FOUND');
      for (const user of [seller, root, fulfiller]) {
        const res = await t.gql(ONE, { id: mine.id }, user.token);
        expect(res.errors).toBeUndefined();
        expect(res.data!.shipment.events).toEqual([expect.objectContaining({ status: 'Processing', description: 'label_created' })]);
      }
      expect(codeOf(await t.gql(ONE, { id: 'not an id' }, root.token))).toBe('BAD_USER_INPUT');
    });

    it('maskAsDelivered: a partner is refused, another seller finds nothing; the owner closes theirs on the timeline, staff anyone', async () => {
      const before = await written();
      expect(codeOf(await t.gql(MASK, { id: mine.id }, partner.token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(MASK, { id: mine.id }, other.token))).toBe('NOT_FOUND');
      expect(codeOf(await t.gql(MASK, { id: 'bad id' }, root.token))).toBe('BAD_USER_INPUT');
      expect(await written()).toEqual(before);

      const res = await t.gql(MASK, { id: mine.id, note: 'The buyer confirmed by mail.' }, seller.token);
      expect(res.errors).toBeUndefined();
      expect(res.data!.maskAsDelivered).toMatchObject({ status: 'Delivered', delivered_at: expect.any(String) });
      const [entry] = await t.db
        .select()
        .from(timeline)
        .where(and(eq(timeline.entity, 'shipment'), eq(timeline.entityId, mine.id)));
      expect(entry).toMatchObject({
        from: 'Processing',
        to: 'Delivered',
        transition: 'mask_delivered',
        actorId: seller.id,
        note: 'The buyer confirmed by mail.',
      });
      // Closed once: again is a conflict that writes nothing.
      const after = await written();
      expect(codeOf(await t.gql(MASK, { id: mine.id }, root.token))).toBe('CONFLICT');
      expect(await written()).toEqual(after);
      expect((await t.gql(MASK, { id: theirs.id }, fulfiller.token)).data!.maskAsDelivered.status).toBe('Delivered');
    });
  });

  describe('tracking webhook', () => {
    it('moves a shipment on a signed event, on its timeline and as shipment.status_changed; the same event twice is stored once', async () => {
      const s = await labelled(seller.id);
      const body = event(s.trackingNumber, 'in_transit', 5, { event_id: 'evt-1' });
      const first = await post(body);
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({ received: 1, stored: 1, moved: 1 });
      const again = await post(body);
      expect(again.body.data).toEqual({ received: 1, stored: 0, moved: 0 });
      // Without an event id, its content names it.
      const plain = event(s.trackingNumber, 'Out For Delivery', 1);
      expect((await post({ events: [plain, plain] })).body.data).toEqual({ received: 2, stored: 1, moved: 1 });
      expect((await post(plain)).body.data).toEqual({ received: 1, stored: 0, moved: 0 });

      expect(await statusOf(s.id)).toBe('Out For Delivery');
      expect(await t.db.$count(shipmentEvents, eq(shipmentEvents.shipmentId, s.id))).toBe(3);
      const moves = await t.db
        .select()
        .from(timeline)
        .where(and(eq(timeline.entity, 'shipment'), eq(timeline.entityId, s.id)));
      expect(moves.map((m) => `${m.from}>${m.to}`).sort()).toEqual(['In Transit>Out For Delivery', 'Processing>In Transit']);
      expect(moves.every((m) => m.actorId === null)).toBe(true);
      const recorded = await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.name, 'shipment.status_changed'), sql`${outbox.payload}->>'shipmentId' = ${s.id}`));
      expect(recorded.map((r) => (r.payload as { to: string }).to).sort()).toEqual(['In Transit', 'Out For Delivery']);
    });

    it('an older event is kept in the history but does not move the status back', async () => {
      const s = await labelled(seller.id);
      await post(event(s.trackingNumber, 'Out For Delivery', 1));
      expect((await post(event(s.trackingNumber, 'In Transit', 60))).body.data).toEqual({ received: 1, stored: 1, moved: 0 });
      expect(await statusOf(s.id)).toBe('Out For Delivery');
    });

    it('an event dated in the future beyond a small skew is refused, writing nothing; no event date stops later events from moving the parcel', async () => {
      const s = await labelled(seller.id);
      const before = await written();
      for (const at of ['9999-12-31T00:00:00Z', new Date(Date.now() + 60 * 60_000).toISOString()]) {
        const res = await post(event(s.trackingNumber, 'In Transit', 0, { occurred_at: at }));
        expect([at, res.status]).toEqual([at, 400]);
        expect(res.body.errors[0].msg).toMatch(/future/);
      }
      expect(await written()).toEqual(before);
      // A carrier clock a few minutes ahead is taken, and the next event (dated earlier than it, received later) still moves the parcel.
      expect((await post(event(s.trackingNumber, 'In Transit', -4))).body.data).toEqual({ received: 1, stored: 1, moved: 1 });
      expect((await post(event(s.trackingNumber, 'Out For Delivery', -1))).body.data).toEqual({ received: 1, stored: 1, moved: 1 });
      expect(await statusOf(s.id)).toBe('Out For Delivery');
      // A date stored before future dates were refused (9999-12-31) does not freeze the shipment either.
      await t.db
        .update(shipments)
        .set({ lastEventAt: new Date('9999-12-31T00:00:00Z') })
        .where(eq(shipments.id, s.id));
      expect((await post(event(s.trackingNumber, 'Delivered', 0))).body.data).toEqual({ received: 1, stored: 1, moved: 1 });
      expect(await statusOf(s.id)).toBe('Delivered');
      // An older event still does not move it back.
      const older = await labelled(seller.id);
      await post(event(older.trackingNumber, 'Out For Delivery', -3));
      expect((await post(event(older.trackingNumber, 'In Transit', 30))).body.data).toEqual({ received: 1, stored: 1, moved: 0 });
      expect(await statusOf(older.id)).toBe('Out For Delivery');
    });

    it('Delivered tells the seller, closes the shipment, and keeps the counters exact', async () => {
      const s = await labelled(seller.id);
      const counts = async () => (await t.gql(COUNTERS, {}, seller.token)).data!.shipmentCounters;
      const before = await counts();
      await post(event(s.trackingNumber, 'Delivered', 0, { carrier: 'dhl' }));
      await eventsSettled(t);
      const after = await counts();
      expect([after.processing, after.delivered, after.all]).toEqual([before.processing - 1, before.delivered + 1, before.all]);
      const [note] = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, seller.id), eq(notifications.subject, s.trackingNumber)));
      expect(note).toMatchObject({ code: 'shipment_status', content: 'Delivered', type: 'Order' });
      // A closed shipment stays closed.
      expect((await post(event(s.trackingNumber, 'Exception', -1))).body.data).toMatchObject({ stored: 1, moved: 0 });
      expect(await statusOf(s.id)).toBe('Delivered');
    });

    it('deliveries at once (ingested together) are each answered for their own events; the same event twice is stored once; an unknown number is refused alone', async () => {
      const parcels = await Promise.all(Array.from({ length: 6 }, () => labelled(seller.id)));
      const bodies = parcels.map((p, i) => event(p.trackingNumber, 'In Transit', 3, { event_id: `together-${i}` }));
      const answers = await Promise.all([...bodies, bodies[0], event('ZZ0000000001', 'In Transit')].map((b) => post(b)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 400]);
      expect(answers[7].body.errors[0].msg).toContain('ZZ0000000001');
      const twice = [answers[0].body.data, answers[6].body.data];
      expect(twice).toContainEqual({ received: 1, stored: 1, moved: 1 });
      expect(twice).toContainEqual({ received: 1, stored: 0, moved: 0 });
      for (const a of answers.slice(1, 6)) expect(a.body.data).toEqual({ received: 1, stored: 1, moved: 1 });
      for (const p of parcels) {
        expect(await statusOf(p.id)).toBe('In Transit');
        expect(await t.db.$count(shipmentEvents, and(eq(shipmentEvents.shipmentId, p.id), sql`${shipmentEvents.externalId} like 'id:together-%'`))).toBe(1);
      }
    });

    it('refuses a bad signature, an old timestamp, an unknown tracking number and a bad status, writing nothing', async () => {
      const s = await labelled(seller.id);
      const good = event(s.trackingNumber, 'In Transit');
      const before = await written();
      const badSignature = await post(good, { secret: 'another-secret-another-secret-another-secret' });
      expect(badSignature.status).toBe(401);
      expect(badSignature.body.errors[0].msg).toBe('Invalid tracking webhook signature.');
      // Each refusal has its own text code (not a sign-in message).
      expect(badSignature.body.errors[0].text).toEqual({ code: 'tracking_signature_invalid', params: {} });
      const nonsense = await post(good, { signature: 'nonsense' });
      expect([nonsense.status, nonsense.body.errors[0].text?.code]).toEqual([401, 'tracking_signature_invalid']);
      const old = await post(good, { at: Math.floor(Date.now() / 1000) - 3600 });
      expect(old.status).toBe(401);
      expect(old.body.errors[0].msg).toMatch(/timestamp/);
      expect(old.body.errors[0].text).toEqual({ code: 'tracking_timestamp_invalid', params: {} });
      const unknown = await post({ events: [good, event('ZZ0000000000', 'In Transit')] });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors[0].msg).toContain('ZZ0000000000');
      expect((await post(event(s.trackingNumber, 'Teleported'))).status).toBe(400);
      expect((await post({ ...good, occurred_at: 'yesterday' })).status).toBe(400);
      expect(await written()).toEqual(before);
      expect(await statusOf(s.id)).toBe('Processing');
    });
  });

  it('a picked-up package moves its shipment to Picked Up', async () => {
    const s = await labelled(seller.id);
    await t.db.transaction((tx) =>
      t.app.get(EventsService).record(tx, 'package.picked_up', { packageId: s.payload.packageId, orderId: s.orderId!, trackingNumber: s.trackingNumber }),
    );
    await eventsSettled(t);
    expect(await statusOf(s.id)).toBe('Picked Up');
  });

  it('a carrier CSV through the imports pipeline moves shipments; the same file again stores nothing new', async () => {
    const s = await labelled(seller.id);
    const file = Buffer.from(
      [
        'tracking_number,carrier,status,description,location,occurred_at,event_id',
        `${s.trackingNumber},DHL,Processed,Sorted,Leipzig,${new Date(Date.now() - 120_000).toISOString()},csv-1`,
        `${s.trackingNumber},DHL,In Transit,Departed,Leipzig,${new Date(Date.now() - 60_000).toISOString()},csv-2`,
      ].join('\n'),
    );
    const denied = await t.gql(
      `mutation { importUpload(kind: "shipment_events", filename: "t.csv", mimetype: "text/csv", size: 10) { _id } }`,
      {},
      partner.token,
    );
    expect(codeOf(denied)).toBe('FORBIDDEN');
    const first = await confirmImport(
      t,
      root.token,
      await uploadImport(t, root.token, file, 'shipment_events', CSV, 'dhl.csv'),
      'all_or_nothing',
      'shipment_events',
    );
    expect(first).toMatchObject({ total: 2, created: 2, refused: [] });
    expect(await statusOf(s.id)).toBe('In Transit');
    await confirmImport(t, root.token, await uploadImport(t, root.token, file, 'shipment_events', CSV, 'dhl.csv'), 'all_or_nothing', 'shipment_events');
    expect(await t.db.$count(shipmentEvents, eq(shipmentEvents.shipmentId, s.id))).toBe(3);
    // Another seller's tracking number is unknown to a seller's import.
    const theirs = await labelled(other.id);
    const refused = await confirmImport(
      t,
      seller.token,
      await uploadImport(
        t,
        seller.token,
        Buffer.from(`tracking_number,status,occurred_at\n${theirs.trackingNumber},Delivered,${new Date().toISOString()}\n`),
        'shipment_events',
      ),
      'skip_failed',
      'shipment_events',
    );
    expect(refused.refused[0].issues[0]).toMatchObject({ field: 'tracking_number', reason: 'not_exist' });
    expect(await statusOf(theirs.id)).toBe('Processing');
  });

  it("an outside provider's tracking shows as a shipment", async () => {
    const order = await newOrder(seller.id, 'Provider Buyer');
    const preset = await insertPreset(t.db, { variants: [{ sku: `PRV-${newId().slice(-6)}`, basePrice: '5.00' }] });
    const itemId = newId();
    await t.db.insert(orderItems).values({
      id: itemId,
      orderId: order.id,
      variantId: preset.variantIds[0],
      presetId: preset.id,
      sku: 'PRV-1',
      name: 'Tee',
      quantity: 1,
      unitPrice: '10.00',
      basePrice: '5.00',
      total: '10.00',
    });
    const accountId = newId();
    await t.db.insert(fulfilments).values({ id: accountId, name: 'Printify', provider: 'printify', credentialsEnc: '', credentialsHint: '', status: 'valid' });
    await t.db.insert(providerLines).values({
      id: newId(),
      orderId: order.id,
      orderNumber: order.number,
      orderItemId: itemId,
      fulfilmentId: accountId,
      provider: 'printify',
      sku: 'PRV-1',
      name: 'Tee',
      quantity: 1,
      status: 'sent',
    });
    const res = await t.gql(IMPORT_RESULT, { id: accountId, csv: `order_ref,tracking_number,carrier\n${order.number},9400111899223817,USPS\n` }, root.token);
    expect(res.data!.importFulfilmentResult.imported).toBe(1);
    await eventsSettled(t);
    const found = (await t.gql(LIST, { order_id: order.id }, seller.token)).data!.shipments;
    expect(found).toEqual([
      expect.objectContaining({
        tracking_number: '9400111899223817',
        carrier: 'usps',
        source: 'provider',
        customer_name: 'Provider Buyer',
        international: true,
        status: 'Processing',
      }),
    ]);
  });

  it('the tracking job activates due shipments and charges the tracking fee and import tax once per shipment', async () => {
    const payer = await t.newUser({ requireIncActiveService: true, activeTrackingDay: 2, totalCredit: '100.00' });
    const s = await labelled(payer.id, { international: true });
    const service = t.app.get(TrackShipmentsService);
    // Not due yet (made now, 2 days to wait): nothing charged, looked at again when due.
    await service.activateDue();
    expect(await t.db.$count(ledgerEntries, eq(ledgerEntries.userId, payer.id))).toBe(0);
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600_000);
    await t.db.update(shipments).set({ createdAt: threeDaysAgo, checkAfter: threeDaysAgo }).where(eq(shipments.id, s.id));
    await Promise.all([service.activateDue(), service.activateDue()]);
    await t.db.update(shipments).set({ activatedAt: null, checkAfter: threeDaysAgo }).where(eq(shipments.id, s.id));
    await service.activateDue();
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, payer.id));
    expect(entries.map((e) => `${e.type} ${e.amount}`).sort()).toEqual(['import_tax -4.00', 'tracking_activation -0.50']);
    const [u] = await t.db.select({ credit: users.totalCredit }).from(users).where(eq(users.id, payer.id));
    expect(u.credit).toBe('95.50');
  });

  it('a seller following stalled tracking gets an Exception after their days without an event', async () => {
    const follower = await t.newUser({ dayUpdateTracking: 3 });
    const s = await labelled(follower.id);
    const fresh = await labelled(follower.id);
    await t.db
      .update(shipments)
      .set({ createdAt: new Date(Date.now() - 4 * 24 * 3600_000) })
      .where(eq(shipments.id, s.id));
    await t.db
      .update(shipments)
      .set({ lastEventAt: new Date(Date.now() - 4 * 24 * 3600_000) })
      .where(eq(shipments.id, s.id));
    expect(await t.app.get(ShipmentsService).markStalled()).toBe(1);
    expect(await t.app.get(ShipmentsService).markStalled()).toBe(0);
    expect([await statusOf(s.id), await statusOf(fresh.id)]).toEqual(['Exception', 'Processing']);
    await eventsSettled(t);
    expect(await t.db.$count(notifications, and(eq(notifications.userId, follower.id), eq(notifications.content, 'Exception')))).toBe(1);
  });
});
