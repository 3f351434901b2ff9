import { Injectable, type OnModuleInit } from '@nestjs/common';
import { transactionFilterInput, type TransactionFilterInput } from '@pod/shared';
import { parseInput } from '../../platform/common/validation';
import { exportList, pickFilters, type ExportListDefinition } from '../../producers/exports/export-list';
import { ExportRegistry } from '../../producers/exports/exports.registry';
import { BillingService } from './billing.service';
import type { LedgerEntryRow } from './ledger.repository';

/** The transactions query's filters; `status` is the tab (all, pending, paid, error, cancel). */
const TRANSACTION_FILTERS = { text: ['status', 'type', 'user_id', 'order_id', 'start', 'end'] };

type Filters = TransactionFilterInput & { status?: string };

/** The ledger as a file, with the Transactions screen's tab and filters; a seller's holds only their own entries. */
function transactionsExport(billing: BillingService): ExportListDefinition {
  return exportList<Filters, LedgerEntryRow>({
    name: 'transactions',
    access: { module: 'billing', action: 'view' },
    columns: [
      { key: 'created_at', date: true, value: (e) => e.createdAt },
      { key: 'user_id', width: 26, value: (e) => e.userId },
      { key: 'type', width: 18, value: (e) => e.type },
      { key: 'status', width: 10, value: (e) => e.status },
      { key: 'amount', width: 12, value: (e) => e.amount },
      { key: 'fee', width: 10, value: (e) => e.fee },
      { key: 'balance_after', width: 12, value: (e) => e.balanceAfter },
      { key: 'payment_method', width: 16, value: (e) => e.paymentMethod },
      { key: 'transaction_info', width: 24, value: (e) => e.transactionInfo },
      { key: 'order_id', width: 26, value: (e) => e.orderId },
      { key: 'message', width: 36, value: (e) => e.message },
      { key: 'text', width: 36, value: (e) => (e.text ? JSON.stringify(e.text) : null) },
      { key: 'paid_at', date: true, value: (e) => e.paidAt },
    ],
    parseFilters: (raw) => {
      const { status, ...rest } = pickFilters<Filters>(raw, TRANSACTION_FILTERS);
      return { ...parseInput(transactionFilterInput, rest), status };
    },
    count: async ({ status, ...input }, caller) => billing.count(await billing.filterForUser(caller.userId, input, status)),
    async *chunks({ status, ...input }, caller, size) {
      yield* billing.entries(await billing.filterForUser(caller.userId, input, status), size);
    },
  });
}

/** Registers the ledger's export with the shared pipeline. */
@Injectable()
export class BillingTransfer implements OnModuleInit {
  constructor(
    private readonly exports: ExportRegistry,
    private readonly billing: BillingService,
  ) {}

  onModuleInit() {
    this.exports.register(transactionsExport(this.billing));
  }
}
