import { graphql } from '../../gql';

export const MRP_BATCH_FIELDS = graphql(`
  fragment MrpBatchFields on MrpBatch {
    _id
    code
    status
    print_method
    product_type
    product_type_name
    colour
    auto
    product_count
    note
    created_at
    progress {
      status
      count
    }
  }
`);

export const MRP_BATCHES = graphql(`
  query MrpBatches($manufacture_id: ID!, $status: String, $page: Int) {
    mrpBatches(manufacture_id: $manufacture_id, status: $status, page: $page) {
      ...MrpBatchFields
    }
  }
`);

/** One batch, opened from a link (`?open=<id>`: a production's batch). */
export const MRP_BATCH = graphql(`
  query MrpBatch($_id: ID!) {
    mrpBatch(_id: $_id) {
      ...MrpBatchFields
    }
  }
`);

export const MRP_BATCH_COUNTERS = graphql(`
  query MrpBatchCounters($manufacture_id: ID!) {
    mrpBatchCounters(manufacture_id: $manufacture_id) {
      status
      count
    }
  }
`);

/** The batch's productions for its drawer (the first hundred; the productions list shows the rest). */
export const MRP_BATCH_PRODUCTIONS = graphql(`
  query MrpBatchProductions($batch_id: String!) {
    mrpProducts(batch_id: $batch_id, mrp_status: "All", per_page: 100) {
      items {
        _id
        code
        status
        order_number
        product_name
      }
      total
    }
  }
`);

export const UPDATE_MRP_BATCH = graphql(`
  mutation UpdateMrpBatch($input: UpdateMrpBatchInput!) {
    updateMrpBatchProduct(input: $input) {
      ...MrpBatchFields
    }
  }
`);

export const TRASH_MRP_BATCH = graphql(`
  mutation TrashMrpBatch($id: ID!) {
    trashMrpBatchProduct(_id: $id)
  }
`);

export const PRINT_BATCH_LABELS = graphql(`
  mutation PrintBatchLabels($id: ID!) {
    printBarcodeMrpBatch(_id: $id) {
      url
      size
    }
  }
`);

export const EXPORT_BATCH = graphql(`
  mutation ExportBatch($id: ID!) {
    exportBatchProducts(_id: $id) {
      url
      size
    }
  }
`);

export const BATCH_GANG_SHEET = graphql(`
  mutation BatchGangSheet($id: ID!) {
    mrpBatchGangSheet(_id: $id) {
      sheets {
        url
        width_px
        length_px
      }
      dpi
      pick_list_url
      area_used
    }
  }
`);
