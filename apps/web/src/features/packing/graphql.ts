import { graphql } from '../../gql';

export const MRP_PACKAGE_ROW_FIELDS = graphql(`
  fragment MrpPackageRowFields on MrpPackage {
    _id
    code
    status
    order_id
    order_number
    shipping_method_id
    source
    tracking_status
    bin_number
    units_total
    units_packed
    ship_by_seller
    international
    declared_weight
    real_weight
    real_width
    real_height
    real_length
    estimated_cost
    real_cost
    carrier
    carrier_name
    tracking_number
    has_label
    packed_at
    labelled_at
    picked_up_at
    delivered_at
    cancelled_at
    created_at
  }
`);

export const MRP_PACKAGES = graphql(`
  query MrpPackages($status: String, $source: String, $shipping: String, $search: String, $page: Int, $per_page: Int) {
    mrpPackages(status: $status, source: $source, shipping: $shipping, search: $search, page: $page, per_page: $per_page) {
      items {
        ...MrpPackageRowFields
      }
      total
    }
  }
`);

export const MRP_PACKAGE_COUNTERS = graphql(`
  query MrpPackageCounters($source: String, $shipping: String) {
    mrpPackageCounters(source: $source, shipping: $shipping) {
      statuses {
        key
        count
      }
      shipping {
        key
        name
        count
      }
    }
  }
`);

export const PACKAGE_UNIT_FIELDS = graphql(`
  fragment PackageUnitFields on MrpProduct {
    _id
    code
    status
    product_name
    variant_title
    image
    ship_by
  }
`);

export const MRP_PACKAGE = graphql(`
  query MrpPackage($_id: String!) {
    mrpPackage(_id: $_id) {
      ...MrpPackageRowFields
      productions {
        ...PackageUnitFields
      }
      missing_units {
        ...PackageUnitFields
      }
    }
  }
`);

export const PACK_MRP_PRODUCT = graphql(`
  mutation PackMrpProduct($code: String!) {
    packMrpProduct(code: $code) {
      package {
        ...MrpPackageRowFields
      }
      bin_number
      packed
      total
      complete
      changed
      reason
    }
  }
`);

export const PRINT_MRP_PACKAGE = graphql(`
  mutation PrintMrpPackage($_id: String!) {
    printMrpPackage(_id: $_id) {
      url
      pages
    }
  }
`);

export const SET_MRP_PACKAGE_MEASURES = graphql(`
  mutation SetMrpPackageMeasures($_id: String!, $weight: Int!, $width: Int, $height: Int, $length: Int) {
    setMrpPackageMeasures(_id: $_id, weight: $weight, width: $width, height: $height, length: $length) {
      ...MrpPackageRowFields
    }
  }
`);

export const TRASH_MRP_PACKAGE = graphql(`
  mutation TrashMrpProductPackage($_id: String!) {
    trashMrpProductPackage(_id: $_id) {
      ...MrpPackageRowFields
    }
  }
`);

export const SCAN_PACKAGE_TRACKING = graphql(`
  mutation ScanPackageTracking($tracking: String!) {
    scanPackageTracking(tracking: $tracking) {
      ...MrpPackageRowFields
    }
  }
`);
