import { graphql } from '../../gql';

export const MRP_PRODUCT_ROW_FIELDS = graphql(`
  fragment MrpProductRowFields on MrpProduct {
    _id
    code
    status
    order_id
    order_number
    unit_index
    seller_name
    manufacture_id
    batch_id
    batch_code
    product_name
    variant_title
    print_method
    image
    print_files {
      side
      url
      thumbnail_url
    }
    errors {
      code
      step
      note
      created_at
      resolved_at
    }
    priority
    ship_by
    late
    note
    reproduction_of
    source
    created_at
    route
    steps {
      from
      to
      station
      worker_name
      scanned_at
    }
  }
`);

export const MRP_PRODUCTS = graphql(`
  query MrpProducts(
    $status: String
    $source: String
    $merchant_group_id: ID
    $product_type: String
    $search: String
    $batch_id: String
    $priority: Boolean
    $late: Boolean
    $page: Int
  ) {
    mrpProducts(
      mrp_status: $status
      source: $source
      merchant_group_id: $merchant_group_id
      product_type: $product_type
      search: $search
      batch_id: $batch_id
      priority: $priority
      late: $late
      page: $page
    ) {
      items {
        ...MrpProductRowFields
      }
      total
    }
  }
`);

/** A station's queue: the next productions waiting at its step, in the order it works them, and how many wait. */
export const STATION_QUEUE = graphql(`
  query StationQueue($status: String!, $per_page: Int!) {
    mrpProducts(mrp_status: $status, source: "all", order: "next", per_page: $per_page) {
      items {
        _id
        code
        product_name
        variant_title
        priority
        ship_by
        late
        batch_code
      }
      total
    }
  }
`);

export const MRP_PRODUCT_COUNTERS = graphql(`
  query MrpProductCounters($source: String) {
    mrpProductCounters(source: $source) {
      status
      count
    }
  }
`);

export const MRP_COUNTERS_CHANGED = graphql(`
  subscription MrpCountersChanged($manufacture_id: ID!) {
    mrpCountersChanged(manufacture_id: $manufacture_id) {
      manufacture_id
      counters {
        status
        count
      }
    }
  }
`);

export const UPDATE_MRP_PRODUCTS = graphql(`
  mutation UpdateMrpProducts($ids: [ID!]!, $hold: Boolean, $priority: Int) {
    updateMrpProducts(ids: $ids, hold: $hold, priority: $priority) {
      _id
      status
      priority
    }
  }
`);

export const MRP_NEXT_STEP = graphql(`
  mutation MrpProductNextProcessStep($_id: String!, $station: String, $scanned_at: DateTime) {
    mrpProductNextProcessStep(_id: $_id, station: $station, scanned_at: $scanned_at) {
      changed
      from
      to
      reason
      product {
        _id
        code
        status
      }
    }
  }
`);

export const REPORT_MRP_ERROR = graphql(`
  mutation ReportMrpError($_id: String!, $errors: [Int!]!, $note: String) {
    reportMrpError(_id: $_id, errors: $errors, note: $note) {
      _id
      code
      status
    }
  }
`);

export const MRP_ERROR_CODES = graphql(`
  query MrpErrorCodes {
    mrpErrorCodes {
      code
      step
      key
      label
      active
    }
  }
`);

export const MERCHANT_GROUP_OPTIONS = graphql(`
  query MrpMerchantGroups {
    merchantGroups(perPage: 100) {
      _id
      name
    }
  }
`);

/** The catalogue's product types of one provider, for the list's product-type filter. */
export const MRP_PRODUCT_TYPE_OPTIONS = graphql(`
  query MrpProductTypeOptions($provider: String!) {
    providerProductType(provider: $provider) {
      _id
      name
    }
  }
`);

export const MAKE_MRP_BATCH = graphql(`
  mutation MakeMrpBatch($product_ids: [ID!]!, $params: MakeMrpBatchParams) {
    makeMrpBatchProduct(product_ids: $product_ids, params: $params) {
      _id
      code
      product_count
    }
  }
`);

/** Where one unit is now, by its code (the station refuses at the first scan what it could not move). */
export const MRP_UNIT_WHERE = graphql(`
  query MrpUnitWhere($code: String!) {
    mrpProducts(search: $code, mrp_status: "All", per_page: 1) {
      items {
        code
        status
        route
      }
    }
  }
`);
