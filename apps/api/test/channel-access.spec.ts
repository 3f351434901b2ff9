import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { manufactures, manufactureWorkers, webhookDeliveries } from '../src/platform/db/schema';
import { newId } from '../src/platform/common/ids';
import { DB, type Db } from '../src/platform/db/database';
import { EventsService } from '../src/platform/events/events.service';
import { eventsSettled } from './events-settled';
import { doc, TestApp, type SignedInUser } from './harness';

/** A real HTTP receiver on loopback: records the path and the event of every request. */
class Receiver {
  readonly got: Array<{ path: string; event: string }> = [];
  private server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      this.got.push({ path: req.url ?? '', event: (JSON.parse(body) as { event: string }).event });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  url = '';
  async start() {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise((r) => this.server.close(r));
  }
}

const SAVE = doc<{ makeUserNotification: { _id: string } }>(
  `mutation($url: String!, $events: [NotificationEventInput!]) { makeUserNotification(type: "slack", url: $url, events: $events) { _id } }`,
);
const EVENTS = ['new_production_request', 'tracking_update', 'package_done_request', 'production_error'] as const;

describe('channel messages reach only owners who may read what they are about', () => {
  let t: TestApp;
  const receiver = new Receiver();
  beforeAll(async () => {
    await receiver.start();
    t = await TestApp.start({ RUN_WORKERS: 'true', WEBHOOK_ALLOW_PRIVATE: '127.0.0.1/32', WEBHOOK_RETRY_BASE_MS: '50' });
  });
  afterAll(async () => {
    await t?.stop();
    await receiver.stop();
  });

  it('sellers their own, factory workers their factories, a role without the module nothing', async () => {
    const [lisbon, berlin] = [newId(), newId()];
    await t.db.insert(manufactures).values([
      { id: lisbon, name: `Lisbon ${lisbon.slice(-4)}` },
      { id: berlin, name: `Berlin ${berlin.slice(-4)}` },
    ]);
    const who: Record<string, SignedInUser> = {};
    for (const role of ['super_root', 'root', 'fulfiller', 'order_qc', 'accounting', 'partner', 'cutting', 'printer', 'sewer', 'packager'])
      who[role] = await t.userWithToken({ role });
    who.printerBerlin = await t.userWithToken({ role: 'printer' });
    who.seller = await t.newUser();
    who.otherSeller = await t.newUser();
    // Lisbon: order_qc, cutting, printer; Berlin: sewer, packager and another printer.
    await t.db
      .insert(manufactureWorkers)
      .values([
        ...['order_qc', 'cutting', 'printer'].map((r) => ({ manufactureId: lisbon, userId: who[r].id })),
        ...['sewer', 'packager', 'printerBerlin'].map((r) => ({ manufactureId: berlin, userId: who[r].id })),
      ]);
    // Each sets its own channel for every event of the issue.
    for (const [name, u] of Object.entries(who)) {
      const saved = await t.gql(SAVE, { url: `${receiver.url}/${name}`, events: EVENTS.map((e) => ({ name: e })) }, u.token);
      expect([name, saved.errors]).toEqual([name, undefined]);
    }

    // One event of each kind about the seller's order, packed and made at Lisbon.
    const orderId = newId();
    const seller = who.seller.id;
    await t.app.get<Db>(DB).transaction(async (tx) => {
      const events = t.app.get(EventsService);
      await events.record(tx, 'order.status_changed', {
        orderId,
        number: 5001,
        sellerId: seller,
        from: 'Pending',
        to: 'Processing',
        total: '15.00',
        actorId: null,
      });
      await events.record(tx, 'shipment.status_changed', {
        shipmentId: newId(),
        packageId: newId(),
        orderId,
        sellerId: seller,
        trackingNumber: 'TRK123456',
        from: 'In Transit',
        to: 'Delivered',
      });
      await events.record(tx, 'package.labelled', {
        packageId: newId(),
        orderId,
        sellerId: seller,
        manufactureId: lisbon,
        trackingNumber: 'TRK123456',
        carrier: 'own',
        shippingMethodId: null,
        international: false,
      });
      await events.record(tx, 'production.error', {
        productionId: newId(),
        code: 'P12345',
        orderId,
        manufactureId: lisbon,
        step: 'Cutting',
        errors: [1011],
        note: null,
        reporterId: who.cutting.id,
      });
    });

    const expected: Record<(typeof EVENTS)[number], string[]> = {
      // orders: view, and a seller only their own.
      new_production_request: ['super_root', 'root', 'fulfiller', 'order_qc', 'seller'],
      // shipments: view, and a seller only their own.
      tracking_update: ['super_root', 'root', 'fulfiller', 'seller'],
      // the package's factory's workers (manufacturing: view), root, and its seller.
      package_done_request: ['super_root', 'root', 'order_qc', 'cutting', 'printer', 'seller'],
      // the production's factory's workers and root.
      production_error: ['super_root', 'root', 'order_qc', 'cutting', 'printer'],
    };
    const want = Object.entries(expected)
      .flatMap(([event, names]) => names.map((n) => `/${n} ${event}`))
      .sort();
    await eventsSettled(t);
    await t.waitFor(() => receiver.got.length >= want.length, { what: 'the channel messages arrived' });
    const queued = await t.db
      .select({ url: webhookDeliveries.url, event: webhookDeliveries.event })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.kind, 'channel'));
    expect(queued.map((q) => `${q.url.slice(receiver.url.length)} ${q.event}`).sort()).toEqual(want);
    expect(receiver.got.map((g) => `${g.path} ${g.event}`).sort()).toEqual(want);
  });
});
