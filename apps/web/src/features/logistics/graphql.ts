import { graphql } from '../../gql';

export const MANUFACTURE_FIELDS = graphql(`
  fragment ManufactureFields on Manufacture {
    ...SessionManufactureFields
    working_days
    time_zone
    product_types
    workers {
      _id
      name
      email
      role
    }
    updated_at
  }
`);

export const ADMIN_MANUFACTURE_LIST = graphql(`
  query ManufactureList($status: String) {
    manufactures(status: $status) {
      ...ManufactureFields
    }
  }
`);

/** The shell's own list (the sidebar's per-manufacture entries), read again after a change. */
export const SHELL_MANUFACTURES = graphql(`
  query ShellManufactures {
    manufactures {
      ...SessionManufactureFields
    }
  }
`);

export const MAKE_MANUFACTURE = graphql(`
  mutation MakeManufacture($input: MakeManufactureInput!) {
    makeManufacture(input: $input) {
      ...ManufactureFields
    }
  }
`);

export const MANUFACTURING_WORKERS = graphql(`
  query ManufacturingWorkers {
    manufacturingWorkers {
      _id
      name
      email
      role
    }
  }
`);

export const SHIPPING_METHOD_FIELDS = graphql(`
  fragment ShippingMethodFields on ShippingMethod {
    _id
    name
    carrier
    scope
    min_days
    max_days
    active
    audience
    merchant_group_id
    seller_ids
    sellers {
      _id
      name
      email
    }
    trashed
  }
`);

export const SHIPPING_METHODS = graphql(`
  query ShippingMethods($status: String, $page: Int) {
    shippingMethods(status: $status, page: $page) {
      ...ShippingMethodFields
    }
  }
`);

export const MAKE_SHIPPING_METHOD = graphql(`
  mutation MakeShippingMethod($input: MakeShippingMethodInput!) {
    makeShippingMethod(input: $input) {
      ...ShippingMethodFields
    }
  }
`);

export const TRASH_SHIPPING_METHOD = graphql(`
  mutation TrashShippingMethod($ids: [ID!]!) {
    trashShippingMethod(ids: $ids)
  }
`);

export const SET_DEFAULT_SHIPPING_METHOD = graphql(`
  mutation SetDefaultShippingMethod($id: ID!) {
    setDefaultShippingMethod(_id: $id) {
      _id
      name
    }
  }
`);

export const MY_DEFAULT_SHIPPING = graphql(`
  query MyDefaultShipping {
    cUser {
      _id
      default_shipping_method {
        _id
        name
      }
    }
  }
`);

export const LOGISTICS_MERCHANT_GROUPS = graphql(`
  query LogisticsMerchantGroups {
    merchantGroups(perPage: 100) {
      _id
      name
    }
  }
`);

export const SHIPPING_COST_TABLE = graphql(`
  query ShippingCostTable {
    shippingCostTable {
      method_id
      method_name
      active
      zones {
        name
        countries
        rest_of_world
        tiers {
          min_weight
          max_weight
          first_item
          additional_item
        }
      }
    }
  }
`);

export const MAKE_SHIPPING_COST_TABLE = graphql(`
  mutation MakeShippingCostTable($input: ShippingCostTableInput!) {
    makeShippingCostTable(input: $input) {
      method_id
    }
  }
`);

export const LOCATIONS = graphql(`
  query Locations($filter: String, $page: Int) {
    locations(filter: $filter, page: $page) {
      _id
      name
      type
      status
      address1
      address2
      city
      state
      postal_code
      country
      phone
      updated_at
    }
  }
`);

export const MAKE_LOCATION = graphql(`
  mutation MakeLocation($input: MakeLocationInput!) {
    makeLocation(input: $input) {
      _id
    }
  }
`);

export const TRASH_LOCATION = graphql(`
  mutation TrashLocation($ids: [ID!]!) {
    trashLocation(ids: $ids)
  }
`);

export const FULFILMENTS = graphql(`
  query Fulfilments($types: [String!], $private: Boolean, $status: String, $page: Int) {
    fulfilments(types: $types, private: $private, status: $status, page: $page) {
      _id
      name
      provider
      account
      credentials_hint
      private
      status
      routing
      is_default
      preset_ids
      updated_at
    }
  }
`);

export const MAKE_FULFILMENT = graphql(`
  mutation MakeFulfilment($input: MakeFulfilmentInput!) {
    makeFulfilment(input: $input) {
      _id
    }
  }
`);

export const TRASH_FULFILMENT = graphql(`
  mutation TrashFulfilment($id: ID!) {
    trashFulfilment(_id: $id) {
      _id
      status
    }
  }
`);

export const STORAGE_SETTINGS = graphql(`
  query StorageSettings {
    storageSettings {
      driver
      boot_driver
      s3_endpoint
      s3_region
      s3_bucket
      s3_access_key_id
      s3_secret_set
      s3_secret_hint
      s3_force_path_style
      updated_at
    }
  }
`);

export const SAVE_STORAGE_SETTINGS = graphql(`
  mutation SaveStorageSettings($input: StorageSettingsInput!) {
    saveStorageSettings(input: $input) {
      driver
      s3_secret_set
      s3_secret_hint
    }
  }
`);

export const TEST_STORAGE_CONNECTION = graphql(`
  mutation TestStorageConnection($driver: String!) {
    testStorageConnection(driver: $driver) {
      driver
      ok
      step
      text {
        code
        params
      }
    }
  }
`);

export const IMPORT_FULFILMENT_RESULT = graphql(`
  mutation ImportFulfilmentResult($id: ID!, $csv: String!) {
    importFulfilmentResult(_id: $id, csv: $csv) {
      imported
      errors {
        row
        text {
          code
          params
        }
      }
    }
  }
`);
