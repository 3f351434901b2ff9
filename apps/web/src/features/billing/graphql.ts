import { graphql } from '../../gql';

export const TRANSACTION_FIELDS = graphql(`
  fragment TransactionFields on Transaction {
    _id
    type
    status
    amount
    balance_after
    payment_method
    payment_transaction_info
    order_id
    message
    text {
      code
      params
    }
    reason
    created_at
    user {
      ...UserRefFields
    }
  }
`);

export const TRANSACTIONS = graphql(`
  query Transactions($status: String, $type: String, $user_id: ID, $page: Int) {
    transactions(status: $status, type: $type, user_id: $user_id, page: $page) {
      ...TransactionFields
    }
  }
`);

export const TRANSACTION_COUNTERS = graphql(`
  query TransactionCounters($type: String, $user_id: ID) {
    transactionCounters(type: $type, user_id: $user_id) {
      all
      pending
      paid
      error
      cancel
    }
    transactionSum(type: $type, user_id: $user_id) {
      topup
      payment
      refund
      adjustment
      import_tax
      tracking_activation
      commission
      affiliate_commission
      affiliate_reversal
      total
    }
  }
`);

export const TOPUP_ACCOUNT = graphql(`
  mutation TopupAccount($amount: Flex!, $payment_method: String!, $payment_transaction_info: String!, $message: String) {
    topupAccount(amount: $amount, payment_method: $payment_method, payment_transaction_info: $payment_transaction_info, message: $message) {
      ...TransactionFields
    }
  }
`);

export const MAKE_TRANSACTION = graphql(`
  mutation MakeTransaction($id: ID!, $status: String!, $reason: String) {
    makeTransaction(id: $id, status: $status, reason: $reason) {
      ...TransactionFields
    }
  }
`);

export const INVOICE_FIELDS = graphql(`
  fragment InvoiceFields on Invoice {
    _id
    number
    period_start
    period_end
    status
    order_count
    product_cost
    estimated_shipping
    actual_shipping
    total
    created_at
    paid_at
    user {
      ...UserRefFields
    }
  }
`);

export const INVOICES = graphql(`
  query Invoices($status: String, $user_id: ID, $start: String, $end: String, $search: String, $page: Int) {
    invoices(status: $status, user_id: $user_id, start: $start, end: $end, search: $search, page: $page) {
      ...InvoiceFields
    }
  }
`);

/** The invoice tabs' counts: sellers' and production invoices have the same statuses. */
export const INVOICE_COUNTER_FIELDS = graphql(`
  fragment InvoiceCounterFields on InvoiceCounters {
    all
    pending
    paid
    cancelled
  }
`);

export const INVOICE_COUNTERS = graphql(`
  query InvoiceCounters($user_id: ID, $start: String, $end: String, $search: String) {
    invoiceCounters(user_id: $user_id, start: $start, end: $end, search: $search) {
      ...InvoiceCounterFields
    }
  }
`);

/** The Transactions seller filter: only sellers with ledger entries. */
export const LEDGER_SELLERS = graphql(`
  query LedgerSellers {
    ledgerSellers {
      _id
      email
      name
    }
  }
`);

export const INVOICE_SELLERS = graphql(`
  query InvoiceSellers {
    invoiceSellers {
      _id
      email
      name
    }
  }
`);

export const INVOICE = graphql(`
  query Invoice($id: ID!) {
    invoice(_id: $id) {
      ...InvoiceFields
      pdf_url
      xlsx_url
      lines {
        order_id
        order_number
        paid_at
        product_cost
        estimated_shipping
        actual_shipping
        total
        order_status
      }
    }
  }
`);

export const MAKE_INVOICE = graphql(`
  mutation MakeInvoice($id: ID!, $status: String!) {
    makeInvoice(id: $id, status: $status) {
      ...InvoiceFields
    }
  }
`);
