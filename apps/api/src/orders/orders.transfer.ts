import { Injectable, type OnModuleInit } from '@nestjs/common';
import { checkInput, ORDER_IMPORT_COLUMNS, ORDER_IMPORT_REQUIRED, orderImportRow, type OrderImportRow } from '@pod/shared';
import { importKind, type ImportKind, type RowIssue } from '../imports/import-kind';
import { ImportRegistry } from '../imports/imports.registry';
import { OrdersService } from './orders.service';

/** An order file: each row one order of one line, written through createOrder (every rule of the form and the API). */
function ordersImport(orders: OrdersService): ImportKind {
  return importKind<OrderImportRow>({
    name: 'orders',
    access: { module: 'orders', action: 'add' },
    columns: ORDER_IMPORT_COLUMNS,
    required: ORDER_IMPORT_REQUIRED,
    maxRows: 5000,
    parseRow: (record) => {
      const r = checkInput(orderImportRow, record);
      return r.ok
        ? { ok: true, value: r.value }
        : { ok: false, issues: Object.entries(r.fields).map(([field, message]) => ({ field, message, reason: r.reasons[field] })) };
    },
    // The same store order twice in one file is one order: the second line is refused, not merged.
    check: async (rows) => {
      const issues = new Map<number, RowIssue[]>();
      const seen = new Map<string, number>();
      for (const { line, value } of rows) {
        if (!value.platform_order_id) continue;
        const key = `${value.store_id ?? ''}:${value.platform_order_id}`;
        const at = seen.get(key);
        if (at !== undefined) issues.set(line, [{ field: 'platform_order_id', reason: 'duplicate', message: `This order is already on line ${at}.` }]);
        else seen.set(key, line);
      }
      return issues;
    },
    write: async (row, auth) => (await orders.create(auth, row)).id,
    undo: (ids, auth) => orders.removeImported(auth, ids),
  });
}

/** Registers the orders' import with the shared pipeline. */
@Injectable()
export class OrdersTransfer implements OnModuleInit {
  constructor(
    private readonly imports: ImportRegistry,
    private readonly orders: OrdersService,
  ) {}

  onModuleInit() {
    this.imports.register(ordersImport(this.orders));
  }
}
