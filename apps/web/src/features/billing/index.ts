/** Billing: the sellers' top-ups, the credit ledger's transactions and the weekly invoices. */
export const pages = {
  topup: () => import('./pages/TopupPage'),
  transactions: () => import('./pages/TransactionsPage'),
  invoices: () => import('./pages/InvoicesPage'),
};
