/** Billing: the sellers' top-ups, the credit ledger's transactions and the weekly invoices; root's production ledger and invoices. */
export const pages = {
  topup: () => import('./pages/TopupPage'),
  transactions: () => import('./pages/TransactionsPage'),
  invoices: () => import('./pages/InvoicesPage'),
  productionTransactions: () => import('./pages/ProductionTransactionsPage'),
  productionInvoices: () => import('./pages/ProductionInvoicesPage'),
};
