import { graphql } from '../../gql';

/** A preset as lists and cards show it, with what the caller pays. */
export const PRESET_CARD_FIELDS = graphql(`
  fragment PresetCardFields on ProductPreset {
    _id
    name
    sku
    identity
    image
    images_thumbnail
    provider
    collection
    category
    visible
    is_catalog
    is_new
    is_best_seller
    min_price
    max_price
    price
    favorite
    created_at
  }
`);

/** A catalogue product as a seller or partner sees it: variants at their own price. */
export const PRESET_CATALOG_FIELDS = graphql(`
  fragment PresetCatalogFields on ProductPreset {
    ...PresetCardFields
    description
    size_chart
    print_areas {
      key
      width
      height
      addition_price
    }
    prety_attributes {
      attribute_type
      plf_attribute_name
      options {
        ffm_value
        plf_value
        hex
        default
      }
    }
    attribute_specifics {
      _id
      sku
      price
      in_stock
      name_value {
        name
        value
      }
    }
  }
`);

/** Everything the preset form edits. */
export const PRESET_FULL_FIELDS = graphql(`
  fragment PresetFullFields on ProductPreset {
    ...PresetCatalogFields
    updated_at
    raw_name
    hts_code
    type
    provider_id
    manufacture_id
    videos
    short_description
    template_description
    category_id
    shipping_sku
    shipping_preset
    print_document
    print_template
    base_tag_price
    sale_tag_price
    tax_fee
    tax_fee_fix
    value_of_goods
    tax_groups
    shipping_cost
    shipping_additional_cost
    international_shipping_cost
    international_shipping_additional_cost
    side_additional_cost
    position_additional_cost
    tiktok_vip_discount
    wholesale_level
    weight
    package_width
    package_height
    package_length
    is_featured
    skip_design_check
    skip_affiliate
    platform_category
    platform_specifics
    linked_products
    monopolist_users
    vip {
      level
      value
    }
    unit_discounts {
      unit
      value
    }
    specifics {
      key
      value
      required
    }
    print_areas {
      position
      print
      addition_base_price
      is_part
      is_required
      is_embroidery
    }
    prety_attributes {
      options {
        plf_price
      }
    }
    tags {
      _id
      name
    }
    attribute_specifics {
      base_price
      sale_price
      wholesale_price
      ship_price
      nonship_price
      tiktok_final_price
      fix_profit
      weight
      package_width
      package_height
      package_length
      stock
      name_value {
        type
      }
    }
  }
`);

export const PRESETS = graphql(`
  query Presets($page: Int, $provider: String, $collection: String, $category: String, $name: String, $favorites: Boolean) {
    productPreset(page: $page, provider: $provider, collection: $collection, category: $category, name: $name, favorites: $favorites) {
      ...PresetCardFields
    }
  }
`);

export const PRESET = graphql(`
  query Preset($id: ID!) {
    productPreset(_id: $id) {
      ...PresetFullFields
    }
  }
`);

export const PROVIDER_COUNTS = graphql(`
  query PresetProviderCounts($collection: String, $category: String, $name: String) {
    productPresetCountProvider(collection: $collection, category: $category, name: $name) {
      all
      customcat
      lionnix
      merchize
      geargag
      scalable
      private
      printify
      gearment
    }
  }
`);

export const CATEGORY_COUNTS = graphql(`
  query PresetCategoryCounts($collection: String, $provider: String) {
    productPresetCountCategory(collection: $collection, provider: $provider) {
      category_id
      category
      name
      total
    }
  }
`);

export const PRODUCT_TYPES = graphql(`
  query ProductTypes($provider: String!) {
    providerProductType(provider: $provider) {
      _id
      id
      name
      image
      category
      collection
      min_price
      max_price
      variant_count
      preset_count
    }
  }
`);

export const CREATE_PRESET = graphql(`
  mutation CreatePreset($provider: String!, $product_type_id: String!, $collection: String) {
    productPresetCreate(provider: $provider, product_type_id: $product_type_id, collection: $collection) {
      _id
    }
  }
`);

export const UPDATE_PRESET = graphql(`
  mutation UpdatePreset($input: ProductPresetUpdateInput!) {
    productPresetUpdate(input: $input) {
      ...PresetFullFields
    }
  }
`);

/** The factories a preset's orders can be made in. */
export const PRESET_MANUFACTURES = graphql(`
  query PresetManufactures {
    manufactures {
      _id
      name
    }
  }
`);

export const REMOVE_PRESET = graphql(`
  mutation RemovePreset($id: ID!) {
    productPresetRemove(_id: $id)
  }
`);

export const FAVORITE = graphql(`
  mutation FavoritePreset($id: ID!) {
    makeProductTypeFavorite(_id: $id)
  }
`);

export const PLATFORM_LEVEL = graphql(`
  query PlatformLevel($platform: String!, $level: Int!, $parent: String) {
    platformProductCategory(platform: $platform, level: $level, parent: $parent) {
      id
      name
      level
      has_children
    }
  }
`);

export const PLATFORM_SPECIFICS = graphql(`
  query PlatformSpecifics($platform: String!, $id: String!) {
    platformProductSpecifics(platform: $platform, id: $id) {
      key
      name
      type
      mode
      value
    }
  }
`);

export const STOCK_HISTORY = graphql(`
  query StockHistory($id: ID!, $page: Int) {
    paginateProductStockHistory(product_id: $id, page: $page) {
      total_items
      current_page
      total_pages
      items {
        _id
        variant_sku
        action
        quantity
        stock_before
        stock_after
        reason
        source
        created_at
        changed_by {
          _id
          email
          name
          role
        }
      }
    }
  }
`);

export const INVENTORY = graphql(`
  query Inventory($page: Int, $search: String, $low_stock: Boolean) {
    productInventory(page: $page, search: $search, low_stock: $low_stock) {
      _id
      product_id
      product_name
      image
      provider
      sku
      stock
      low_stock_at
      name_value {
        name
        value
      }
    }
  }
`);

export const ADJUST_STOCK = graphql(`
  mutation AdjustStock($input: AdjustProductStockInput!) {
    adjustProductStock(input: $input) {
      _id
      stock_after
    }
  }
`);

export const CATEGORIES = graphql(`
  query ProductCategories {
    productCategories {
      _id
      name
      slug
      position
      builtin
      preset_count
    }
  }
`);

export const SAVE_CATEGORY = graphql(`
  mutation SaveProductCategory($input: CatalogueNameInput!) {
    saveProductCategory(input: $input) {
      _id
    }
  }
`);

export const REORDER_CATEGORIES = graphql(`
  mutation ReorderProductCategories($ids: [ID!]!) {
    reorderProductCategories(ids: $ids) {
      _id
    }
  }
`);

export const REMOVE_CATEGORY = graphql(`
  mutation RemoveProductCategory($id: ID!) {
    removeProductCategory(_id: $id)
  }
`);

export const TAGS = graphql(`
  query ProductTags($name: String) {
    productTags(name: $name) {
      _id
      name
      preset_count
    }
  }
`);

export const SAVE_TAG = graphql(`
  mutation SaveProductTag($input: CatalogueNameInput!) {
    saveProductTag(input: $input) {
      _id
    }
  }
`);

export const MERGE_TAGS = graphql(`
  mutation MergeProductTags($from_ids: [ID!]!, $into_id: ID!) {
    mergeProductTags(from_ids: $from_ids, into_id: $into_id) {
      _id
    }
  }
`);

export const REMOVE_TAG = graphql(`
  mutation RemoveProductTag($id: ID!) {
    removeProductTag(_id: $id)
  }
`);

export const CATALOG_PRODUCT = graphql(`
  query CatalogProduct($id: ID!) {
    productPreset(_id: $id) {
      ...PresetCatalogFields
    }
  }
`);
