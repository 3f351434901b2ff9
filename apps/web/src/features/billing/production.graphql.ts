import { graphql } from '../../gql';

/** Root's production billing documents: their own file, so the sellers' billing screens do not load them. */

/** One order's production cost: a production invoice's line, and the start of a ledger row. @public (a fragment graphql-codegen reads by name) */
export const PRODUCTION_LINE_FIELDS = graphql(`
  fragment ProductionLineFields on ProductionTransaction {
    _id
    order_id
    order_number
    paid_at
    units
    amount
  }
`);

/** @public: a fragment graphql-codegen reads by name. */
export const PRODUCTION_TRANSACTION_FIELDS = graphql(`
  fragment ProductionTransactionFields on ProductionTransaction {
    ...ProductionLineFields
    manufacture_id
    manufacture_name
    status
    created_at
    user {
      ...UserRefFields
    }
  }
`);

export const PRODUCTION_TRANSACTIONS = graphql(`
  query ProductionTransactions($status: String, $manufacture_id: ID, $user_id: ID, $start: String, $end: String, $page: Int) {
    productionTransactions(status: $status, manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end, page: $page) {
      ...ProductionTransactionFields
    }
  }
`);

export const PRODUCTION_TRANSACTION_TOTALS = graphql(`
  query ProductionTransactionTotals($manufacture_id: ID, $user_id: ID, $start: String, $end: String) {
    productionTransactionCounters(manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end) {
      all
      pending
      invoiced
      cancelled
    }
    productionTransactionSum(manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end) {
      all
      pending
      invoiced
      cancelled
    }
  }
`);

export const PRODUCTION_PARTIES = graphql(`
  query ProductionParties {
    productionParties {
      factories {
        _id
        name
      }
      sellers {
        _id
        email
        name
      }
    }
  }
`);

/** @public: a fragment graphql-codegen reads by name. */
export const PRODUCTION_INVOICE_FIELDS = graphql(`
  fragment ProductionInvoiceFields on ProductionInvoice {
    _id
    number
    manufacture_id
    manufacture_name
    period_start
    period_end
    status
    order_count
    total
    created_at
    paid_at
    user {
      ...UserRefFields
    }
  }
`);

export const PRODUCTION_INVOICES = graphql(`
  query ProductionInvoices($status: String, $manufacture_id: ID, $user_id: ID, $start: String, $end: String, $page: Int) {
    productionInvoices(status: $status, manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end, page: $page) {
      ...ProductionInvoiceFields
    }
  }
`);

export const PRODUCTION_INVOICE_COUNTERS = graphql(`
  query ProductionInvoiceCounters($manufacture_id: ID, $user_id: ID, $start: String, $end: String) {
    productionInvoiceCounters(manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end) {
      ...InvoiceCounterFields
    }
  }
`);

export const PRODUCTION_INVOICE = graphql(`
  query ProductionInvoice($id: ID!) {
    productionInvoice(_id: $id) {
      ...ProductionInvoiceFields
      pdf_url
      xlsx_url
      lines {
        ...ProductionLineFields
      }
    }
  }
`);

export const MAKE_PRODUCTION_INVOICE = graphql(`
  mutation MakeProductionInvoice($id: ID!, $status: String!) {
    makeProductionInvoice(id: $id, status: $status) {
      ...ProductionInvoiceFields
    }
  }
`);
