/** Billing: the sellers' top-ups and the credit ledger's transactions. */
export const pages = {
  topup: () => import('./pages/TopupPage'),
  transactions: () => import('./pages/TransactionsPage'),
};
