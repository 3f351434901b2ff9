import { sql } from 'drizzle-orm';
import { newId } from '../platform/common/ids';
import { SecretBox, secretHint } from '../platform/common/secret-box';
import { newWebhookSecret } from '../modules/integrations/webhook-signature';
import { userNotificationSettings, webhookDeliveries, webhookEndpoints, type DeliveryAttempt } from '../platform/db/schema';
import type { DemoUsers, SeedContext } from './context';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Three endpoints as a running business has them: an ERP, a warehouse partner, a chat bot that kept failing. */
const ENDPOINTS = [
  {
    url: 'https://erp.example.com/hooks/pod',
    description: 'ERP: orders and production errors',
    events: ['order.status_changed', 'production.error'],
    health: 'good',
  },
  {
    url: 'https://warehouse.example.net/api/pod-events',
    description: 'Warehouse partner: packages and tracking',
    events: ['package.labelled', 'package.picked_up', 'shipment.status_changed'],
    health: 'flaky',
  },
  { url: 'https://bots.example.org/support-feed', description: 'Support bot: ticket replies', events: ['ticket.changed'], health: 'down' },
] as const;

const STATUSES = ['Processing', 'In Production', 'Fulfilled', 'Completed'];

/** Endpoints with a week of delivery history, and a super_root's Slack channel with its messages. Only when none exist. */
export async function seedIntegrations({ db, env }: SeedContext, people: DemoUsers): Promise<void> {
  if (!env.CREDENTIALS_SECRET) return;
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(webhookEndpoints);
  if (n > 0) return;
  const box = new SecretBox(env.CREDENTIALS_SECRET, 'webhook-endpoint');
  const sr = people.get('super_root') ?? null;
  const now = Date.now();
  const deliveries: Array<typeof webhookDeliveries.$inferInsert> = [];
  for (const [i, e] of ENDPOINTS.entries()) {
    const id = newId();
    const secret = newWebhookSecret();
    const down = e.health === 'down';
    await db.insert(webhookEndpoints).values({
      id,
      url: e.url,
      description: e.description,
      events: [...e.events],
      secret: box.seal(secret),
      secretHint: secretHint(secret),
      enabled: !down,
      consecutiveFailures: down ? 20 : 0,
      disabledReason: down ? 'consecutive_failures' : null,
      disabledAt: down ? new Date(now - 2 * DAY) : null,
      lastDeliveryAt: new Date(now - (down ? 2 * DAY : 7 * MINUTE)),
      lastResponseCode: down ? 502 : 200,
      createdBy: sr,
      createdAt: new Date(now - 30 * DAY),
    });
    const count = down ? 8 : 24;
    for (let k = 0; k < count; k++) {
      const at = now - (down ? 2 * DAY : 0) - (count - k) * (down ? 90 : 400) * MINUTE - i * 13 * MINUTE;
      const event = e.events[k % e.events.length];
      const number = 1040 + k * 3 + i;
      const data: Record<string, unknown> =
        event === 'order.status_changed'
          ? { number, from: STATUSES[k % 3], to: STATUSES[(k % 3) + 1], total: `${(19 + (k % 7) * 4.5).toFixed(2)}` }
          : event === 'ticket.changed'
            ? { code: `T-${String(200 + k).padStart(6, '0')}`, what: k % 2 ? 'reply' : 'status', status: 'Inprocess' }
            : event === 'production.error'
              ? { code: `P-${number}-1`, step: 'Printing', errors: [201] }
              : { trackingNumber: `1Z99${String(8000 + k * 7)}`, carrier: 'UPS', from: 'in_transit', to: 'out_for_delivery' };
      // Good: all 200. Flaky: a 503 then a 200 now and then, one still waiting. Down: 502 until it gave up.
      const flakyRetry = e.health === 'flaky' && k % 5 === 2;
      const waiting = e.health === 'flaky' && k === count - 1;
      const attempts: DeliveryAttempt[] = down
        ? [502, 502, 504].map((code, j) => ({
            at: new Date(at + j * 2 * MINUTE).toISOString(),
            response_code: code,
            error: 'http_status',
            duration_ms: 120 + j * 40,
          }))
        : waiting
          ? [{ at: new Date(at).toISOString(), response_code: null, error: 'timeout', duration_ms: 10_000 }]
          : [
              ...(flakyRetry ? [{ at: new Date(at).toISOString(), response_code: 503, error: 'http_status', duration_ms: 310 }] : []),
              { at: new Date(at + (flakyRetry ? MINUTE : 0)).toISOString(), response_code: 200, error: null, duration_ms: 80 + ((k * 37) % 160) },
            ];
      const last = attempts[attempts.length - 1];
      deliveries.push({
        id: newId(),
        kind: 'endpoint',
        endpointId: id,
        event,
        url: e.url,
        payload: { id: newId(), event, created_at: new Date(at).toISOString(), data },
        dedupeKey: `seed:${id}:${k}`,
        status: down ? 'failed' : waiting ? 'retrying' : 'succeeded',
        attempt: attempts.length,
        responseCode: last.response_code,
        responseExcerpt: down ? '<html><body>502 Bad Gateway</body></html>' : waiting ? null : '{"ok":true}',
        error: last.error,
        durationMs: last.duration_ms,
        attempts,
        nextAttemptAt: waiting ? new Date(now + 4 * MINUTE) : new Date(at),
        deliveredAt: !down && !waiting ? new Date(at + MINUTE) : null,
        createdAt: new Date(at),
        updatedAt: new Date(at + MINUTE),
      });
    }
  }
  if (!sr) return void (await db.insert(webhookDeliveries).values(deliveries));
  // The super_root's Slack channel: a daily reminder and the production errors, with a few messages sent.
  const [settings] = await db
    .insert(userNotificationSettings)
    .values({
      id: newId(),
      userId: sr,
      type: 'slack',
      status: 'Active',
      mentions: ['ops'],
      url: 'https://hooks.slack.example.com/services/T0POD/B0OPS/demo',
      subject: 'Print shop',
      aliasMentions: [],
      group: { id: 'C-PROD', title: 'Production' },
      events: [
        { id: newId(), name: 'remind_every_day', status: 'Active', mentions: [], alias_mentions: [], group: null, times: [{ hour: 8, minute: 30 }] },
        { id: newId(), name: 'production_error', status: 'Active', mentions: ['printing'], alias_mentions: [], group: null, times: [] },
        { id: newId(), name: 'tracking_update', status: 'Inactive', mentions: [], alias_mentions: [], group: null, times: [] },
      ],
    })
    .onConflictDoNothing()
    .returning();
  if (settings)
    for (let d = 1; d <= 5; d++) {
      const at = new Date(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate() - d, 8, 30));
      deliveries.push({
        id: newId(),
        kind: 'channel',
        channelSettingsId: settings.id,
        event: 'remind_every_day',
        url: settings.url!,
        payload: { text: `@ops Print shop: Daily reminder (08:30 UTC)`, event: 'remind_every_day', type: 'slack', mentions: ['ops'] },
        dedupeKey: `remind:${settings.id}:seed:${d}`,
        status: 'succeeded',
        attempt: 1,
        responseCode: 200,
        responseExcerpt: 'ok',
        durationMs: 140 + d * 9,
        attempts: [{ at: at.toISOString(), response_code: 200, error: null, duration_ms: 140 + d * 9 }],
        nextAttemptAt: at,
        deliveredAt: at,
        createdAt: at,
        updatedAt: at,
      });
    }
  await db.insert(webhookDeliveries).values(deliveries);
}
