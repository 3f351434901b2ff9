import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PRODUCTION_VOIDING_ORDER_STATUSES, serverText, type Address, type ProviderLineError, type ProviderLinesFilterInput } from '@pod/shared';
import { PresetsService } from '../catalogue/presets.service';
import { ConflictField, DomainError, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import type { DbOrTx } from '../../platform/db/database';
import { EventsService } from '../../platform/events/events.service';
import type { EventPayloads } from '../../platform/events/registry';
import { FilesService } from '../files/files.service';
import { JobsService } from '../../platform/jobs/jobs.service';
import { OrderProgressService, type OrderPart } from '../orders/order-progress';
import { OrdersService } from '../orders/orders.service';
import { ShipmentsService } from '../shipments/shipments.service';
import { fulfillerOf } from './fulfilment-routing';
import type { FulfilmentImportResultModel } from './fulfilments.models';
import { FulfilmentsService } from './fulfilments.service';
import type { ProviderOrderLine, ProviderRowError, ProviderTracking } from './provider-adapter';
import { ProviderLinesRepository, type NewProviderLineRow, type ProviderLineFilter, type ProviderLineRow } from './provider-lines.repository';
import { trackingUrlOf } from './tracking-url';

export type { ProviderLineFilter, ProviderLineRow };

const NO_FACTORIES: ReadonlyMap<string, string> = new Map();

/**
 * An order's lines made by outside providers: queued when the order goes to production (in the
 * event's transaction, once per line), sent by a job in the account's order file, shipped when the
 * account's result file brings their tracking back.
 */
@Injectable()
export class ProviderLinesService implements OnModuleInit {
  constructor(
    private readonly repo: ProviderLinesRepository,
    private readonly fulfilments: FulfilmentsService,
    private readonly orders: OrdersService,
    private readonly presets: PresetsService,
    private readonly files: FilesService,
    private readonly events: EventsService,
    private readonly jobs: JobsService,
    private readonly shipments: ShipmentsService,
    private readonly progress: OrderProgressService,
  ) {}

  onModuleInit(): void {
    this.progress.registerParts('provider_lines', (orderId, tx) => this.partsOf(orderId, tx));
  }

  /**
   * The order's provider lines as parts of it (a cancelled one is none): shipped once the result
   * file brought its tracking, delivered once that parcel's shipment is Delivered.
   */
  private async partsOf(orderId: string, tx: DbOrTx): Promise<OrderPart[]> {
    const lines = (await this.repo.byOrders([orderId], tx)).filter((l) => l.status !== 'cancelled');
    if (!lines.length) return [];
    const delivered = lines.some((l) => l.status === 'shipped') ? await this.shipments.deliveredProviderParcelsOf(orderId, tx) : new Set<string>();
    return lines.map((l) => ({
      kind: 'provider_line',
      ref: l.trackingNumber ?? l.sku,
      state: l.status !== 'shipped' ? 'pending' : l.trackingNumber && delivered.has(l.trackingNumber) ? 'delivered' : 'shipped',
      items: [{ itemId: l.orderItemId, quantity: l.quantity }],
    }));
  }

  async followOrder(change: EventPayloads['order.status_changed'], tx: DbOrTx): Promise<void> {
    if (change.to === 'In Production') await this.queueOrder(change.orderId, tx);
    else if (PRODUCTION_VOIDING_ORDER_STATUSES.includes(change.to)) await this.repo.cancelUnsentOf(change.orderId, tx);
  }

  /**
   * Queues the order's lines its routing gives to a provider account, unless queued before (a
   * replayed event); the `provider_lines.queued` event, delivered once this commits, starts the send.
   */
  private async queueOrder(orderId: string, tx: DbOrTx): Promise<void> {
    const order = await this.orders.findById(orderId, tx);
    if (order?.status !== 'In Production') return;
    const items = await this.orders.itemsOf([orderId], tx);
    const [presets, accounts] = await Promise.all([this.presets.byIds([...new Set(items.map((i) => i.presetId))], tx), this.fulfilments.routable(tx)]);
    const presetById = new Map(presets.map((p) => [p.id, p]));
    const rows: NewProviderLineRow[] = [];
    for (const item of items) {
      const preset = presetById.get(item.presetId);
      const to = preset && fulfillerOf(preset, NO_FACTORIES, accounts);
      if (to?.accountId)
        rows.push({
          id: newId(),
          orderId,
          orderNumber: order.number,
          orderItemId: item.id,
          fulfilmentId: to.accountId,
          provider: to.provider,
          sku: item.sku,
          name: item.name,
          quantity: item.quantity,
        });
    }
    if (await this.repo.queue(rows, tx)) await this.events.record(tx, 'provider_lines.queued', { orderId });
  }

  startSending(orderId: string): Promise<string> {
    return this.jobs.enqueue('provider_lines_send', { orderId });
  }

  /**
   * Sends the order's queued and failed lines, one order file per account. A line whose order or
   * account cannot be sent to fails for good (until resent); a storage failure fails the lines and
   * throws, so the job's back-off tries again.
   */
  async send(orderId: string): Promise<void> {
    const order = await this.orders.findById(orderId);
    if (!order) return;
    const items = new Map((await this.orders.itemsOf([orderId])).map((i) => [i.id, i]));
    const urls = await this.files.urlsOf(
      [...items.values()].flatMap((i) => Object.values(i.designs)),
      {},
    );
    let retry: unknown = null;
    await this.repo.transaction(async (tx) => {
      const lines = await this.repo.sendableOf(orderId, tx);
      for (const [accountId, group] of groupBy(lines, (l) => l.fulfilmentId)) {
        const ids = group.map((l) => l.id);
        const shipTo = shipToOf(order.shippingAddress);
        if (!shipTo) {
          await this.repo.update(ids, { status: 'failed', error: 'address_incomplete' }, tx);
          continue;
        }
        const fileLines: ProviderOrderLine[] = group.map((l) => ({
          order_ref: String(order.number),
          sku: l.sku,
          quantity: l.quantity,
          print_files: Object.fromEntries(Object.entries(items.get(l.orderItemId)?.designs ?? {}).map(([area, id]) => [area, urls.get(id) ?? id])),
          ship_to: shipTo,
          shipping_method: order.shippingMethodId ?? '',
        }));
        try {
          const fileKey = await this.fulfilments.writeOrderFile(accountId, fileLines, tx);
          await this.repo.update(ids, { status: 'sent', fileKey, sentAt: new Date(), error: null }, tx);
        } catch (e) {
          const error: ProviderLineError = e instanceof DomainError && e.code === 'NOT_FOUND' ? 'account_unavailable' : 'send_failed';
          if (error === 'send_failed') retry = e;
          await this.repo.update(ids, { status: 'failed', error }, tx);
        }
      }
    });
    if (retry) throw retry;
  }

  /** Sends a failed line again (with the rest of its order's unsent lines). */
  async resend(id: string): Promise<ProviderLineRow> {
    const line = await this.repo.transaction(async (tx) => {
      const line = await this.repo.findById(id, tx, true);
      if (!line) throw NotFound('Provider line');
      if (line.status !== 'failed') throw ConflictField('_id', 'transition_not_allowed', 'Only a failed line can be sent again.');
      await this.repo.update([id], { status: 'queued', error: null }, tx);
      return line;
    });
    await this.startSending(line.orderId);
    return (await this.repo.findById(id))!;
  }

  /**
   * Imports an account's result file: a row whose order has no line routed to this account (or
   * no such order) is refused and writes nothing; the others ship their lines with the tracking,
   * all in one transaction.
   */
  async importResultFile(accountId: string, body: Buffer): Promise<FulfilmentImportResultModel> {
    const result = await this.fulfilments.readResultFile(accountId, body);
    const numbers = [...new Set(result.tracking.map((t) => Number(t.order_ref)).filter(Number.isSafeInteger))];
    const errors: ProviderRowError[] = [...result.errors];
    const accepted = await this.repo.transaction(async (tx) => {
      const linesOf = groupBy(numbers.length ? await this.repo.ofAccountOrders(accountId, numbers, tx) : [], (l) => String(l.orderNumber));
      const good: ProviderTracking[] = [];
      for (const row of result.tracking) {
        const lines = linesOf.get(row.order_ref);
        if (!lines) {
          errors.push({ row: row.row, text: serverText('result_order_not_routed', { order: row.order_ref.slice(0, 40) }) });
          continue;
        }
        good.push(row);
        const trackingUrl = trackingUrlOf(row.carrier, row.tracking_number);
        await this.repo.update(
          lines.map((l) => l.id),
          { status: 'shipped', trackingNumber: row.tracking_number, carrier: row.carrier, trackingUrl, shippedAt: new Date(), error: null },
          tx,
        );
      }
      await this.fulfilments.recordTracking(accountId, good, tx);
      // Shipments follow each number (an outside provider's parcel shows as a shipment).
      const tracked = good.map((row) => ({
        fulfilmentId: accountId,
        orderId: linesOf.get(row.order_ref)![0].orderId,
        trackingNumber: row.tracking_number,
        carrier: row.carrier,
      }));
      if (tracked.length) await this.events.recordMany(tx, 'provider_tracking.recorded', tracked);
      return good.length;
    });
    return { imported: accepted, errors: errors.sort((a, b) => a.row - b.row) };
  }

  /** A search of digits (a leading # allowed) is an order number; anything else a SKU or tracking number. */
  filterFor(input: ProviderLinesFilterInput): ProviderLineFilter {
    const search = input.search?.trim().replace(/^#/, '');
    return {
      provider: input.provider || undefined,
      status: input.status && input.status !== 'all' ? input.status : undefined,
      ...(search && (/^\d{1,15}$/.test(search) ? { orderNumber: Number(search) } : { code: search })),
    };
  }

  async list(filter: ProviderLineFilter, paging: Paging): Promise<{ items: ProviderLineRow[]; total: number }> {
    const [items, total] = await Promise.all([this.repo.page(filter, paging.perPage, paging.offset), this.repo.count(filter)]);
    return { items, total };
  }

  counters(filter: Omit<ProviderLineFilter, 'status'>): Promise<Array<{ status: string; count: number }>> {
    return this.repo.countsByStatus(filter);
  }

  byOrders(orderIds: readonly string[]): Promise<ProviderLineRow[]> {
    return this.repo.byOrders(orderIds);
  }
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) out.set(keyOf(row), [...(out.get(keyOf(row)) ?? []), row]);
  return out;
}

/** The address as providers take it, or null when it lacks what they need (a postal code). */
function shipToOf(a: Address): ProviderOrderLine['ship_to'] | null {
  if (!a.zip?.trim() || !a.address1 || !a.city || !a.country) return null;
  return { name: a.name, address1: a.address1, address2: a.address2, city: a.city, state: a.state, postal_code: a.zip, country: a.country, phone: a.phone };
}
