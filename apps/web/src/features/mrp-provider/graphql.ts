import { graphql } from '../../gql';

/** @public: a fragment graphql-codegen reads by name. */
export const PROVIDER_LINE_FIELDS = graphql(`
  fragment ProviderLineFields on ProviderLine {
    _id
    order_id
    order_number
    provider
    account_name
    sku
    name
    quantity
    status
    error
    sent_at
    file_url
    tracking_number
    carrier
    tracking_url
  }
`);

export const MRP_PROVIDER_LINES = graphql(`
  query MrpProviderLines($provider: String, $status: String, $search: String, $page: Int) {
    mrpProviderLines(provider: $provider, status: $status, search: $search, page: $page) {
      ...ProviderLineFields
    }
  }
`);

export const MRP_PROVIDER_COUNTERS = graphql(`
  query MrpProviderCounters($provider: String, $search: String) {
    mrpProviderCounters(provider: $provider, search: $search) {
      all
      queued
      sent
      in_production
      shipped
      failed
      cancelled
    }
  }
`);

export const RESEND_PROVIDER_LINE = graphql(`
  mutation ResendProviderLine($id: ID!) {
    resendProviderLine(_id: $id) {
      ...ProviderLineFields
    }
  }
`);
