import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ORDER_IMPORT_COLUMNS,
  ORDER_IMPORT_REQUIRED,
  orderFilterInput,
  orderImportRow,
  type Address,
  type OrderFilterInput,
  type OrderImportRow,
} from '@pod/shared';
import { parseInput } from '../../platform/common/validation';
import { exportList, pickFilters, type ExportColumn, type ExportListDefinition } from '../../producers/exports/export-list';
import { ExportRegistry } from '../../producers/exports/exports.registry';
import { schemaImportKind } from '../../producers/data-transfer/schema-import';
import type { ImportKind } from '../../producers/imports/import-kind';
import { ImportRegistry } from '../../producers/imports/imports.registry';
import type { OrderItemRow, OrderRow } from './orders.repository';
import { OrderIntakeService } from './order-intake.service';
import { OrdersService } from './orders.service';

/** The orders query's filters. */
const ORDER_FILTERS = { text: ['status', 'store_id', 'platform', 'product_id', 'seller_id', 'search', 'start', 'end'] };

/** One row per order line: the order's own columns repeat on each of its lines. */
interface OrderLine {
  order: OrderRow;
  item: OrderItemRow;
}

const address = (key: keyof Address, width = 16): ExportColumn<OrderLine> => ({
  key,
  width,
  value: ({ order }) => order.shippingAddress[key],
});

/**
 * The orders list as a file, one row per line, keyed like the order file so an export can be
 * imported again (extra columns are the order's number, status, money and dates).
 */
function ordersExport(orders: OrdersService): ExportListDefinition {
  return exportList<OrderFilterInput, OrderLine>({
    name: 'orders',
    access: { module: 'orders', action: 'view' },
    columns: [
      { key: 'number', width: 10, value: ({ order }) => order.number },
      { key: 'status', width: 14, value: ({ order }) => order.status },
      { key: 'store_id', width: 26, value: ({ order }) => order.storeId },
      { key: 'platform', width: 12, value: ({ order }) => order.platform },
      { key: 'platform_order_id', width: 18, value: ({ order }) => order.platformOrderId },
      { key: 'sku', width: 18, value: ({ item }) => item.sku },
      { key: 'quantity', width: 8, value: ({ item }) => item.quantity },
      { key: 'price', width: 10, value: ({ item }) => item.unitPrice },
      { key: 'line_total', width: 10, value: ({ item }) => item.total },
      { key: 'listing_id', width: 26, value: ({ item }) => item.listingId },
      { key: 'design_front', width: 26, value: ({ item }) => item.designs.front },
      { key: 'design_back', width: 26, value: ({ item }) => item.designs.back },
      address('name', 24),
      address('company'),
      address('address1', 28),
      address('address2'),
      address('city'),
      address('state', 8),
      address('zip', 10),
      address('country', 8),
      address('phone'),
      address('email', 24),
      { key: 'notes', width: 30, value: ({ order }) => order.notes },
      { key: 'subtotal', width: 10, value: ({ order }) => order.subtotal },
      { key: 'shipping', width: 10, value: ({ order }) => order.shipping },
      { key: 'total', width: 10, value: ({ order }) => order.total },
      { key: 'paid', width: 10, value: ({ order }) => order.paid },
      { key: 'created_at', date: true, value: ({ order }) => order.createdAt },
      { key: 'paid_at', date: true, value: ({ order }) => order.paidAt },
    ],
    // Refused before a job is queued, as the list query would refuse it.
    parseFilters: (raw) => parseInput(orderFilterInput, pickFilters<OrderFilterInput>(raw, ORDER_FILTERS)),
    count: async (input, caller) => orders.count(await orders.filterForUser(caller.userId, input)),
    async *chunks(input, caller, size) {
      const filter = await orders.filterForUser(caller.userId, input);
      for await (const page of orders.withItems(filter, size)) yield page.flatMap(({ order, items }) => items.map((item) => ({ order, item })));
    },
  });
}

/**
 * An order file: each row one order of one line, written through createOrder's own path (every rule
 * of the form and the API) in the import's transaction: the preview is a dry run of the same writes.
 */
function ordersImport(intake: OrderIntakeService): ImportKind {
  return schemaImportKind<OrderImportRow>({
    name: 'orders',
    access: { module: 'orders', action: 'add' },
    columns: ORDER_IMPORT_COLUMNS,
    required: ORDER_IMPORT_REQUIRED,
    maxRows: 5000,
    schema: orderImportRow,
    // The same store order twice in one file is one order: the second line is refused, not merged.
    unique: {
      field: 'platform_order_id',
      keyOf: (v) => (v.platform_order_id ? `${v.store_id ?? ''}:${v.platform_order_id}` : null),
      subject: 'This order',
    },
    inTransaction: true,
    write: async (row, auth, tx) => {
      if (!tx) throw new Error('Order files are written in the import transaction');
      return (await intake.createIn(tx, auth, row, undefined, 'csv')).order.id;
    },
    committed: (ids) => intake.fetchDesignLinksOf(ids),
  });
}

/** Registers the orders' export and import with the shared pipelines. */
@Injectable()
export class OrdersTransfer implements OnModuleInit {
  constructor(
    private readonly exports: ExportRegistry,
    private readonly imports: ImportRegistry,
    private readonly orders: OrdersService,
    private readonly intake: OrderIntakeService,
  ) {}

  onModuleInit() {
    this.exports.register(ordersExport(this.orders));
    this.imports.register(ordersImport(this.intake));
  }
}
