import { graphql } from '../../gql';

/** @public: a fragment graphql-codegen reads by name. */
export const SALES_FIGURES = graphql(`
  fragment SalesFiguresFields on SalesFiguresModel {
    key
    name
    orders
    units
    revenue
    base_cost
    shipping
    refunds
    margin
  }
`);

export const DASHBOARD = graphql(`
  query Dashboard {
    dashboard {
      scope
      order_statuses {
        key
        total
      }
      days {
        ...SalesFiguresFields
      }
      period {
        ...SalesFiguresFields
      }
      stations {
        key
        total
      }
      late_productions
      tickets {
        key
        total
      }
      returns {
        key
        total
      }
      credit
      recent_tickets {
        _id
        code
        subject
        status
        updated_at
      }
    }
  }
`);

export const DAILY_REPORT = graphql(`
  query DailyReport($tab: String, $start: String, $end: String) {
    dailyReport(tab: $tab, start: $start, end: $end) {
      tab
      from
      to
      total {
        ...SalesFiguresFields
      }
      days {
        ...SalesFiguresFields
      }
      sellers {
        ...SalesFiguresFields
      }
      stores {
        ...SalesFiguresFields
      }
      product_types {
        ...SalesFiguresFields
      }
      manufactures {
        ...SalesFiguresFields
      }
    }
  }
`);
