import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  checkRoles,
  hasPermission,
  WEBHOOK_LIMITS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  type ChannelEvent,
  type MakeUserNotificationInput,
  type MakeWebhookEndpointInput,
  type ModuleKey,
  type WebhookDeliveriesInput,
  type WebhookEvent,
} from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { AuthenticationService } from '../../platform/auth/authentication.service';
import { isStaff, owns } from '../../platform/auth/ownership';
import { ENV, type Env } from '../../platform/config/env';
import { NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import { UrlFetchError } from '../../platform/common/net/public-url';
import { checkOutgoingAddress } from '../../platform/common/net/address-check';
import { postToPublicUrl, privateAllowance } from '../../platform/common/net/public-post';
import type { Paging } from '../../platform/common/paging';
import { SecretBox, secretHint } from '../../platform/common/secret-box';
import type { DbOrTx } from '../../platform/db/database';
import { EventsService } from '../../platform/events/events.service';
import type { EventPayloads } from '../../platform/events/registry';
import { JobsService } from '../../platform/jobs/jobs.service';
import { ManufacturesService } from '../manufactures/manufactures.service';
import { NotificationSettingsService, type ChannelTarget } from '../notification-settings/notification-settings.service';
import type { UserNotificationSettingsModel } from '../notification-settings/notification-settings.models';
import { StoresService } from '../orders/stores.service';
import { IntegrationsRepository, type NewWebhookDelivery, type WebhookDeliveryRow, type WebhookEndpointRow } from './integrations.repository';
import { newWebhookSecret, signWebhook } from './webhook-signature';

export type { WebhookDeliveryRow, WebhookEndpointRow };

/** How long a worker holds a delivery it sends before another may take it. */
const LEASE_MS = 60_000;
const SWEEP_BATCH = 500;
const MAX_BACKOFF_MS = 6 * 3600 * 1000;
/** A time of a `remind_every_day` event is due in the minutes after it (a late tick still sends it, once). */
const REMIND_WINDOW_MS = 5 * 60_000;

/**
 * One way to read what a message is about, as the API reads it: a module's view permission and
 * either the seller who owns the row (a seller reads only their own; staff every seller's) or the
 * factory it belongs to (staff who work there; root every factory; never a seller).
 */
export type ChannelReadRule =
  | { module: ModuleKey; sellerId: string | null }
  /** The seller who owns it only (not every staff reader of the module). */
  | { module: ModuleKey; ownerId: string }
  | { module: ModuleKey; manufactureId: string };

/** What a domain event says in a channel message. */
export interface ChannelMessage {
  event: ChannelEvent;
  sourceId: string;
  text: string;
  data: Record<string, unknown>;
  /** Who may receive it: a channel's owner who may read it by any one of these (none: nobody). */
  readable: ChannelReadRule[];
}

/**
 * Outgoing webhooks and channel messages: endpoints (signed, secrets sealed with
 * CREDENTIALS_SECRET), a delivery per event and target, sent by jobs with retries and back-off,
 * an endpoint disabling itself after WEBHOOK_DISABLE_AFTER failures in a row, every address under
 * the SSRF guard. Channel messages are the events of the users' notification settings, delivered
 * by the same machinery.
 */
@Injectable()
export class IntegrationsService {
  private readonly logger = new Logger('Webhooks');
  private readonly box: SecretBox;
  private readonly allowPrivate: boolean | ((address: string) => boolean);

  constructor(
    private readonly repo: IntegrationsRepository,
    private readonly settings: NotificationSettingsService,
    private readonly stores: StoresService,
    private readonly authentication: AuthenticationService,
    private readonly manufactures: ManufacturesService,
    private readonly events: EventsService,
    private readonly jobs: JobsService,
    @Inject(ENV) private readonly env: Env,
  ) {
    this.box = new SecretBox(env.CREDENTIALS_SECRET, 'webhook-endpoint');
    this.allowPrivate = privateAllowance(env.WEBHOOK_ALLOW_PRIVATE);
  }

  // --- endpoints

  endpoints(): Promise<WebhookEndpointRow[]> {
    return this.repo.endpoints();
  }

  /**
   * Checks an address at save time as a send would: http(s), a host that resolves, every address
   * public (or allowed). A refusal is a field error; nothing is written.
   */
  async checkAddress(raw: string, field = 'url'): Promise<void> {
    await checkOutgoingAddress(raw, field, this.allowPrivate);
  }

  /** Makes an endpoint (with a new secret, answered once) or changes one; enabling it again clears its failure streak. */
  async make(auth: AuthContext, input: MakeWebhookEndpointInput): Promise<{ row: WebhookEndpointRow; secret?: string }> {
    const existing = input._id ? await this.repo.endpoint(input._id) : null;
    if (input._id && !existing) throw NotFound('Webhook endpoint');
    await this.checkAddress(input.url);
    const secret = !existing || input.rotate_secret ? newWebhookSecret() : undefined;
    const sealed = secret ? { secret: this.box.seal(secret), secretHint: secretHint(secret) } : {};
    const enabled = input.enabled ?? true;
    const values = {
      url: input.url,
      events: input.events,
      description: input.description ?? null,
      enabled,
      ...(enabled && (!existing || !existing.enabled) && { consecutiveFailures: 0, disabledReason: null, disabledAt: null }),
      ...sealed,
    };
    if (existing) {
      const row = await this.repo.updateEndpoint(existing.id, values);
      if (!row) throw NotFound('Webhook endpoint');
      return { row, secret };
    }
    const row = await this.repo.insertEndpoint({ id: newId(), createdBy: auth.user.id, secret: '', secretHint: '', ...values });
    return { row, secret };
  }

  /** Removes endpoints and their delivery log. Answers how many went. */
  async trash(ids: readonly string[]): Promise<number> {
    const removed = await this.repo.deleteEndpoints(ids);
    if (!removed) throw NotFound('Webhook endpoint');
    return removed;
  }

  // --- the delivery log

  deliveries(filter: WebhookDeliveriesInput, paging: Paging): Promise<WebhookDeliveryRow[]> {
    return this.repo.deliveries({ endpointId: filter.endpoint_id, status: filter.status }, paging.perPage, paging.offset);
  }

  /** Deliveries per status (and all) of an endpoint or of every target. */
  async counters(endpointId?: string): Promise<Record<string, number>> {
    const counts = await this.repo.counts(endpointId ? `endpoint:${endpointId}` : 'all');
    const out: Record<string, number> = { all: 0 };
    for (const status of ['pending', 'sending', 'retrying', 'succeeded', 'failed']) {
      out[status] = counts[status] ?? 0;
      out.all += out[status];
    }
    return out;
  }

  /** Sends a delivery again as a new delivery (its own attempts and log line), even to a disabled endpoint. */
  async replay(id: string): Promise<WebhookDeliveryRow> {
    const original = await this.repo.delivery(id);
    if (!original) throw NotFound('Delivery');
    const copy: NewWebhookDelivery = {
      id: newId(),
      kind: original.kind,
      endpointId: original.endpointId,
      channelSettingsId: original.channelSettingsId,
      event: original.event,
      url: original.url,
      payload: original.payload,
      replayOf: original.id,
    };
    await this.repo.insertDeliveries([copy]);
    await this.jobs.enqueue('webhook_deliver', { deliveryId: copy.id });
    return (await this.repo.delivery(copy.id))!;
  }

  // --- queueing

  /**
   * A domain event followed: a delivery per enabled endpoint subscribed to it and per channel that
   * wants its message, written in the event's delivery transaction (once per event and target,
   * whatever retries), then announced with `webhooks.queued` so the send jobs start after commit.
   */
  async queueEvent(tx: DbOrTx, event: WebhookEvent, eventId: string, data: object, message: ChannelMessage | null): Promise<void> {
    const endpoints = await this.repo.subscribedTo(event, tx);
    const createdAt = new Date().toISOString();
    const rows: NewWebhookDelivery[] = endpoints.map((e) => ({
      id: newId(),
      kind: 'endpoint',
      endpointId: e.id,
      event,
      url: e.url,
      payload: { id: eventId, event, created_at: createdAt, data },
      dedupeKey: `${eventId}:${e.id}`,
    }));
    if (message) rows.push(...(await this.channelRows(message, tx)));
    const ids = await this.repo.insertDeliveries(rows, tx);
    if (ids.length) await this.events.record(tx, 'webhooks.queued', { deliveryIds: ids });
  }

  /**
   * The channel messages of one event: a delivery per channel that wants it and whose owner may read
   * what it is about (the API's rule: sellers their own, factory workers their factories, a role
   * without the module's view nothing).
   */
  private async channelRows(message: ChannelMessage, tx?: DbOrTx): Promise<NewWebhookDelivery[]> {
    const targets = await this.settings.channelsFor(message.event, tx);
    if (!targets.length) return [];
    const readers = await this.authentication.readers(
      targets.map((t) => t.userId),
      tx,
    );
    const hubs = new Map<string, Set<string>>();
    const worksAt = async (userId: string, manufactureId: string) => {
      if (!hubs.has(userId)) hubs.set(userId, new Set((await this.manufactures.hubsOf(userId, tx)).map((h) => h._id)));
      return hubs.get(userId)!.has(manufactureId);
    };
    const mayRead = async (userId: string): Promise<boolean> => {
      const reader = readers.get(userId);
      if (!reader) return false;
      for (const rule of message.readable) {
        if (!hasPermission(reader.permissions, rule.module, 'view')) continue;
        if ('sellerId' in rule) {
          if (owns(reader, rule.sellerId)) return true;
        } else if ('ownerId' in rule) {
          if (reader.user.id === rule.ownerId) return true;
        } else if (isStaff(reader) && (checkRoles(reader.user, ['root']) || (await worksAt(userId, rule.manufactureId)))) return true;
      }
      return false;
    };
    const out: NewWebhookDelivery[] = [];
    for (const t of targets) {
      if (await mayRead(t.userId)) out.push(this.channelRow(t, message.event, `${message.sourceId}:${t.settingsId}:${t.eventId}`, message.text, message.data));
    }
    return out;
  }

  private channelRow(t: ChannelTarget, event: ChannelEvent, dedupeKey: string, text: string, data: Record<string, unknown>): NewWebhookDelivery {
    const mentions = [...t.mentions.map((m) => (m.startsWith('@') ? m : `@${m}`)), ...t.alias_mentions.map((a) => `@${a.username ?? a.id}`)];
    const lead = [mentions.join(' '), t.subject].filter(Boolean).join(' ');
    return {
      id: newId(),
      kind: 'channel',
      channelSettingsId: t.settingsId,
      event,
      url: t.url,
      dedupeKey,
      payload: {
        // `text` is what Slack-style incoming webhooks show; the rest is the legacy settings' shape.
        text: lead ? `${lead}: ${text}` : text,
        event,
        type: t.type,
        subject: t.subject,
        mentions: t.mentions,
        alias_mentions: t.alias_mentions,
        group: t.group,
        data,
        sent_at: new Date().toISOString(),
      },
    };
  }

  /** After the queued deliveries committed: a send job each. */
  async startSending(ids: readonly string[]): Promise<void> {
    for (const deliveryId of ids) await this.jobs.enqueue('webhook_deliver', { deliveryId });
  }

  /**
   * The `remind_every_day` messages due at `now`: each time (hour, minute, UTC) of each channel's
   * event, in the minutes after it. The dedupe key names the settings, the event and the day's
   * time, so however many workers or ticks see it, one delivery is made.
   */
  async remind(now: Date = new Date()): Promise<number> {
    const targets = await this.settings.channelsFor('remind_every_day');
    const rows: NewWebhookDelivery[] = [];
    for (const t of targets) {
      for (const time of t.times) {
        const due = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), time.hour, time.minute));
        if (due > now) due.setUTCDate(due.getUTCDate() - 1);
        if (now.getTime() - due.getTime() >= REMIND_WINDOW_MS) continue;
        const slot = due.toISOString().slice(0, 16);
        rows.push(
          this.channelRow(t, 'remind_every_day', `remind:${t.settingsId}:${t.eventId}:${slot}`, `Daily reminder (${slot.slice(11)} UTC)`, { due: slot }),
        );
      }
    }
    const ids = await this.repo.insertDeliveries(rows);
    await this.startSending(ids);
    return ids.length;
  }

  /** Waiting deliveries whose time came, and those whose worker died: a send job each (the claim keeps each attempt single). */
  async sweep(): Promise<number> {
    const ids = await this.repo.due(SWEEP_BATCH);
    await this.startSending(ids);
    return ids.length;
  }

  // --- sending

  private backoff(attempt: number): number {
    return Math.min(this.env.WEBHOOK_RETRY_BASE_MS * 2 ** (attempt - 1), MAX_BACKOFF_MS);
  }

  /**
   * One attempt of a delivery, if it is due and no one else holds it: POST the JSON body (signed
   * with the endpoint's secret for endpoints), log the answer, then succeed, wait for the next
   * attempt (back-off) or give up; an endpoint's failure streak is kept and may disable it.
   */
  async deliver(id: string): Promise<WebhookDeliveryRow | null> {
    const d = await this.repo.claim(id, LEASE_MS);
    if (!d) return null;
    let endpoint: WebhookEndpointRow | null = null;
    if (d.kind === 'endpoint') {
      endpoint = d.endpointId ? await this.repo.endpoint(d.endpointId) : null;
      if (!endpoint) return this.repo.finish(d.id, { status: 'failed', error: 'endpoint_removed' });
      // A replay is a person's choice: it goes even to a disabled endpoint.
      if (!endpoint.enabled && !d.replayOf) return this.repo.finish(d.id, { status: 'failed', error: 'endpoint_disabled' });
    }
    const body = JSON.stringify(d.payload);
    const timestamp = Math.floor(Date.now() / 1000);
    const headers: Record<string, string> = { 'x-pod-event': d.event, 'x-pod-delivery': d.id, [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp) };
    if (endpoint) headers[WEBHOOK_SIGNATURE_HEADER] = signWebhook(this.box.open(endpoint.secret), timestamp, body);
    const started = performance.now();
    let responseCode: number | null = null;
    let excerpt: string | null = null;
    let error: string | null = null;
    try {
      const answer = await postToPublicUrl(endpoint?.url ?? d.url, body, headers, {
        timeoutMs: this.env.WEBHOOK_TIMEOUT_MS,
        excerptChars: WEBHOOK_LIMITS.excerpt,
        allowPrivate: this.allowPrivate,
      });
      responseCode = answer.status;
      excerpt = answer.excerpt;
      if (answer.status < 200 || answer.status >= 300) error = 'http_status';
    } catch (e) {
      error = e instanceof UrlFetchError ? e.reason : 'network';
    }
    const durationMs = Math.round(performance.now() - started);
    const ok = error === null;
    const permanent = error === 'private_address' || error === 'bad_url';
    const giveUp = !ok && (permanent || d.attempt >= this.env.WEBHOOK_MAX_ATTEMPTS);
    const outcome = { responseCode, responseExcerpt: excerpt, error, durationMs };
    const sent = { at: new Date().toISOString(), response_code: responseCode, error, duration_ms: durationMs };
    let disabled = false;
    if (endpoint) {
      const after = await this.repo.recordOutcome(endpoint.id, ok, responseCode, this.env.WEBHOOK_DISABLE_AFTER);
      disabled = !!after && !after.enabled && endpoint.enabled;
      if (disabled) {
        this.logger.warn(`endpoint ${endpoint.id} disabled after ${after!.consecutiveFailures} failures in a row`);
        await this.repo.failOpen(endpoint.id, 'endpoint_disabled');
      }
    }
    if (ok) return this.repo.finish(d.id, { status: 'succeeded', deliveredAt: new Date(), ...outcome }, sent);
    if (giveUp || disabled || (endpoint && !endpoint.enabled)) return this.repo.finish(d.id, { status: 'failed', ...outcome }, sent);
    const delay = this.backoff(d.attempt);
    const row = await this.repo.finish(d.id, { status: 'retrying', nextAttemptAt: new Date(Date.now() + delay), ...outcome }, sent);
    await this.jobs.enqueue('webhook_deliver', { deliveryId: d.id }, { delay });
    return row;
  }

  // --- channel settings (the legacy app config) and stores

  /** The users' notification settings (of a type; `all` for every type): the channels. */
  appConfig(filter?: string | null): Promise<UserNotificationSettingsModel[]> {
    return this.settings.list(filter && filter !== 'all' ? filter : undefined);
  }

  /** Saves a user's notification settings, as makeUserNotification (which checks every address like a webhook's). */
  async setAppConfig(auth: AuthContext, input: MakeUserNotificationInput): Promise<UserNotificationSettingsModel> {
    return this.settings.save(auth, input);
  }

  /** Every store with its push token's state and whether its Shopify-format webhook is set. */
  async storeIntegrations(paging: Paging) {
    const rows = await this.stores.page({}, paging);
    return rows.map((s) => ({
      _id: s.id,
      name: s.name,
      platform: s.platform,
      domain: s.domain ?? undefined,
      seller_id: s.sellerId,
      status: s.status,
      token_prefix: s.tokenPrefix ? `podst_${s.tokenPrefix}_…` : undefined,
      token_created_at: s.tokenCreatedAt ?? undefined,
      token_last_used_at: s.tokenLastUsedAt ?? undefined,
      webhook: !!s.webhookSecret,
      webhook_path: s.webhookSecret && s.platform === 'shopify' ? '/api/webhooks/shopify/orders-create' : undefined,
    }));
  }

  /** Stores in every status (the tokens tab's total). */
  async storeCount(): Promise<number> {
    return (await this.stores.counters({})).all;
  }

  // --- what the followed events say in a channel

  static orderMessage(eventId: string, p: EventPayloads['order.status_changed']): ChannelMessage | null {
    if (p.to !== 'Processing') return null;
    return {
      event: 'new_production_request',
      sourceId: eventId,
      readable: [{ module: 'orders', sellerId: p.sellerId }],
      text: `Order #${p.number} is paid and waits for production.`,
      data: { ...p },
    };
  }

  static shipmentMessage(eventId: string, p: EventPayloads['shipment.status_changed']): ChannelMessage {
    return {
      event: 'tracking_update',
      sourceId: eventId,
      // A parcel is read on the shipments page.
      readable: [{ module: 'shipments', sellerId: p.sellerId }],
      text: `Tracking ${p.trackingNumber}: ${p.from} → ${p.to}.`,
      data: { ...p },
    };
  }

  static packageMessage(eventId: string, p: EventPayloads['package.labelled']): ChannelMessage {
    return {
      event: 'package_done_request',
      sourceId: eventId,
      // A package is read at its factory's packing screens (its workers, root), and by its seller on their order.
      readable: [{ module: 'orders', ownerId: p.sellerId }, ...(p.manufactureId ? [{ module: 'manufacturing' as const, manufactureId: p.manufactureId }] : [])],
      text: `A package is done and labelled: ${p.carrier} ${p.trackingNumber}.`,
      data: { ...p },
    };
  }

  static productionErrorMessage(eventId: string, p: EventPayloads['production.error']): ChannelMessage {
    return {
      event: 'production_error',
      sourceId: eventId,
      // A production is read by the workers of its factory (and root).
      readable: [{ module: 'manufacturing', manufactureId: p.manufactureId }],
      text: `Production ${p.code}: error ${p.errors.join(', ')} at ${p.step}${p.note ? ` (${p.note})` : ''}.`,
      data: { ...p },
    };
  }
}
