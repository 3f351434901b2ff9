/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  '\n  query TokenAccessLogs($user_id: ID, $token: String, $operation: String, $outcome: String, $ip: String, $start: String, $end: String, $page: Int) {\n    tokenAccessLogs(user_id: $user_id, token: $token, operation: $operation, outcome: $outcome, ip: $ip, start: $start, end: $end, page: $page) {\n      _id\n      user {\n        ...UserRefFields\n      }\n      token_prefix\n      operation\n      ip\n      outcome\n      created_at\n    }\n  }\n': typeof types.TokenAccessLogsDocument;
  '\n  query BlockedLogs($email: String, $ip: String, $reason: String, $start: String, $end: String, $page: Int) {\n    blockedLogs(email: $email, ip: $ip, reason: $reason, start: $start, end: $end, page: $page) {\n      _id\n      email\n      ip\n      reason\n      created_at\n    }\n  }\n': typeof types.BlockedLogsDocument;
  '\n  mutation Unblock($email: String, $ip: String) {\n    unblock(email: $email, ip: $ip) {\n      cleared\n    }\n  }\n': typeof types.UnblockDocument;
  '\n  fragment AffiliateFields on Affiliate {\n    _id\n    code\n    commission\n    active\n    sellers_count\n    posted_count\n    posted_total\n    reversed_count\n    reversed_total\n    earned\n    created_at\n    user {\n      ...UserRefFields\n    }\n  }\n': typeof types.AffiliateFieldsFragmentDoc;
  '\n  query Affiliates($search: String, $page: Int) {\n    affiliates(search: $search, page: $page) {\n      ...AffiliateFields\n    }\n    affiliateCommissionTotals {\n      all {\n        count\n        amount\n      }\n      posted {\n        count\n        amount\n      }\n      reversed {\n        count\n        amount\n      }\n    }\n  }\n': typeof types.AffiliatesDocument;
  '\n  query Affiliate($_id: ID!) {\n    affiliate(_id: $_id) {\n      ...AffiliateFields\n    }\n  }\n': typeof types.AffiliateDocument;
  '\n  query MyAffiliate {\n    myAffiliate {\n      ...AffiliateFields\n    }\n  }\n': typeof types.MyAffiliateDocument;
  '\n  query AffiliateSellers($affiliate_id: ID!, $page: Int) {\n    affiliateSellers(affiliate_id: $affiliate_id, page: $page) {\n      _id\n      email\n      name\n      status\n      created_at\n    }\n  }\n': typeof types.AffiliateSellersDocument;
  '\n  query AffiliateCommissions($affiliate_id: ID, $status: String, $page: Int) {\n    affiliateCommissions(affiliate_id: $affiliate_id, status: $status, page: $page) {\n      _id\n      order_id\n      order_number\n      units\n      rate\n      amount\n      status\n      posted_at\n      reversed_at\n      seller {\n        ...UserRefFields\n      }\n    }\n  }\n': typeof types.AffiliateCommissionsDocument;
  '\n  mutation MakeAffiliate($email: String, $code: String!, $commission: Money!, $active: Boolean) {\n    makeAffiliate(email: $email, code: $code, commission: $commission, active: $active) {\n      ...AffiliateFields\n    }\n  }\n': typeof types.MakeAffiliateDocument;
  '\n  mutation UpdateAffiliate($_id: ID!, $code: String, $commission: Money, $active: Boolean) {\n    updateAffiliate(_id: $_id, code: $code, commission: $commission, active: $active) {\n      ...AffiliateFields\n    }\n  }\n': typeof types.UpdateAffiliateDocument;
  '\n  mutation SetUserAffiliate($email: String, $affiliate_id: ID) {\n    setUserAffiliate(email: $email, affiliate_id: $affiliate_id) {\n      _id\n    }\n  }\n': typeof types.SetUserAffiliateDocument;
  '\n  query ApiToken {\n    apiToken {\n      prefix\n      scopes\n      created_at\n      last_used_at\n    }\n  }\n': typeof types.ApiTokenDocument;
  '\n  mutation RegenerateApiToken($scopes: [String!]!) {\n    regenerateApiToken(scopes: $scopes) {\n      token\n      prefix\n      scopes\n    }\n  }\n': typeof types.RegenerateApiTokenDocument;
  '\n  fragment UserSummaryFields on User {\n    _id\n    identity\n    identity_label\n    email\n    name\n    role\n    groups\n    status\n    total_credit\n    vip\n  }\n': typeof types.UserSummaryFieldsFragmentDoc;
  '\n  fragment SessionUserFields on User {\n    ...UserSummaryFields\n    wholesale_level\n    hold_off\n    hide_production\n    disable_design_production\n    active_status\n    customizer\n    phone_number\n    sale_plan\n    facebook\n    skype\n  }\n': typeof types.SessionUserFieldsFragmentDoc;
  '\n  fragment PermissionFields on ModulePermissionModel {\n    module\n    title\n    access {\n      view\n      add\n      update\n      delete\n    }\n  }\n': typeof types.PermissionFieldsFragmentDoc;
  '\n  query UserPermissions {\n    userPermissions {\n      ...PermissionFields\n    }\n  }\n': typeof types.UserPermissionsDocument;
  '\n  subscription PermissionsChanged {\n    permissionsChanged\n  }\n': typeof types.PermissionsChangedDocument;
  '\n  fragment SessionManufactureFields on Manufacture {\n    _id\n    name\n    status\n    address\n    stations {\n      cutting\n      printing\n      sewing\n      packing\n    }\n  }\n': typeof types.SessionManufactureFieldsFragmentDoc;
  '\n  query CurrentUser {\n    cUser {\n      ...SessionUserFields\n    }\n    userPermissions {\n      ...PermissionFields\n    }\n    manufactures {\n      ...SessionManufactureFields\n    }\n  }\n': typeof types.CurrentUserDocument;
  '\n  fragment TransactionFields on Transaction {\n    _id\n    type\n    status\n    amount\n    balance_after\n    payment_method\n    payment_transaction_info\n    order_id\n    message\n    text {\n      code\n      params\n    }\n    reason\n    created_at\n    user {\n      ...UserRefFields\n    }\n  }\n': typeof types.TransactionFieldsFragmentDoc;
  '\n  query Transactions($status: String, $type: String, $user_id: ID, $page: Int) {\n    transactions(status: $status, type: $type, user_id: $user_id, page: $page) {\n      ...TransactionFields\n    }\n  }\n': typeof types.TransactionsDocument;
  '\n  query TransactionCounters($type: String, $user_id: ID) {\n    transactionCounters(type: $type, user_id: $user_id) {\n      all\n      pending\n      paid\n      error\n      cancel\n    }\n    transactionSum(type: $type, user_id: $user_id) {\n      topup\n      payment\n      refund\n      adjustment\n      import_tax\n      tracking_activation\n      commission\n      affiliate_commission\n      affiliate_reversal\n      total\n    }\n  }\n': typeof types.TransactionCountersDocument;
  '\n  mutation TopupAccount($amount: Flex!, $payment_method: String!, $payment_transaction_info: String!, $message: String) {\n    topupAccount(amount: $amount, payment_method: $payment_method, payment_transaction_info: $payment_transaction_info, message: $message) {\n      ...TransactionFields\n    }\n  }\n': typeof types.TopupAccountDocument;
  '\n  mutation MakeTransaction($id: ID!, $status: String!, $reason: String) {\n    makeTransaction(id: $id, status: $status, reason: $reason) {\n      ...TransactionFields\n    }\n  }\n': typeof types.MakeTransactionDocument;
  '\n  fragment InvoiceFields on Invoice {\n    _id\n    number\n    period_start\n    period_end\n    status\n    order_count\n    product_cost\n    estimated_shipping\n    actual_shipping\n    total\n    created_at\n    paid_at\n    user {\n      ...UserRefFields\n    }\n  }\n': typeof types.InvoiceFieldsFragmentDoc;
  '\n  query Invoices($status: String, $user_id: ID, $start: String, $end: String, $search: String, $page: Int) {\n    invoices(status: $status, user_id: $user_id, start: $start, end: $end, search: $search, page: $page) {\n      ...InvoiceFields\n    }\n  }\n': typeof types.InvoicesDocument;
  '\n  fragment InvoiceCounterFields on InvoiceCounters {\n    all\n    pending\n    paid\n    cancelled\n  }\n': typeof types.InvoiceCounterFieldsFragmentDoc;
  '\n  query InvoiceCounters($user_id: ID, $start: String, $end: String, $search: String) {\n    invoiceCounters(user_id: $user_id, start: $start, end: $end, search: $search) {\n      ...InvoiceCounterFields\n    }\n  }\n': typeof types.InvoiceCountersDocument;
  '\n  query LedgerSellers {\n    ledgerSellers {\n      _id\n      email\n      name\n    }\n  }\n': typeof types.LedgerSellersDocument;
  '\n  query InvoiceSellers {\n    invoiceSellers {\n      _id\n      email\n      name\n    }\n  }\n': typeof types.InvoiceSellersDocument;
  '\n  query Invoice($id: ID!) {\n    invoice(_id: $id) {\n      ...InvoiceFields\n      pdf_url\n      xlsx_url\n      lines {\n        order_id\n        order_number\n        paid_at\n        product_cost\n        estimated_shipping\n        actual_shipping\n        total\n        order_status\n      }\n    }\n  }\n': typeof types.InvoiceDocument;
  '\n  mutation MakeInvoice($id: ID!, $status: String!) {\n    makeInvoice(id: $id, status: $status) {\n      ...InvoiceFields\n    }\n  }\n': typeof types.MakeInvoiceDocument;
  '\n  fragment ProductionLineFields on ProductionTransaction {\n    _id\n    order_id\n    order_number\n    paid_at\n    units\n    amount\n  }\n': typeof types.ProductionLineFieldsFragmentDoc;
  '\n  fragment ProductionTransactionFields on ProductionTransaction {\n    ...ProductionLineFields\n    manufacture_id\n    manufacture_name\n    status\n    created_at\n    user {\n      ...UserRefFields\n    }\n  }\n': typeof types.ProductionTransactionFieldsFragmentDoc;
  '\n  query ProductionTransactions($status: String, $manufacture_id: ID, $user_id: ID, $start: String, $end: String, $page: Int) {\n    productionTransactions(status: $status, manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end, page: $page) {\n      ...ProductionTransactionFields\n    }\n  }\n': typeof types.ProductionTransactionsDocument;
  '\n  query ProductionTransactionTotals($manufacture_id: ID, $user_id: ID, $start: String, $end: String) {\n    productionTransactionCounters(manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end) {\n      all\n      pending\n      invoiced\n      cancelled\n    }\n    productionTransactionSum(manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end) {\n      all\n      pending\n      invoiced\n      cancelled\n    }\n  }\n': typeof types.ProductionTransactionTotalsDocument;
  '\n  query ProductionParties {\n    productionParties {\n      factories {\n        _id\n        name\n      }\n      sellers {\n        _id\n        email\n        name\n      }\n    }\n  }\n': typeof types.ProductionPartiesDocument;
  '\n  fragment ProductionInvoiceFields on ProductionInvoice {\n    _id\n    number\n    manufacture_id\n    manufacture_name\n    period_start\n    period_end\n    status\n    order_count\n    total\n    created_at\n    paid_at\n    user {\n      ...UserRefFields\n    }\n  }\n': typeof types.ProductionInvoiceFieldsFragmentDoc;
  '\n  query ProductionInvoices($status: String, $manufacture_id: ID, $user_id: ID, $start: String, $end: String, $page: Int) {\n    productionInvoices(status: $status, manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end, page: $page) {\n      ...ProductionInvoiceFields\n    }\n  }\n': typeof types.ProductionInvoicesDocument;
  '\n  query ProductionInvoiceCounters($manufacture_id: ID, $user_id: ID, $start: String, $end: String) {\n    productionInvoiceCounters(manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end) {\n      ...InvoiceCounterFields\n    }\n  }\n': typeof types.ProductionInvoiceCountersDocument;
  '\n  query ProductionInvoice($id: ID!) {\n    productionInvoice(_id: $id) {\n      ...ProductionInvoiceFields\n      pdf_url\n      xlsx_url\n      lines {\n        ...ProductionLineFields\n      }\n    }\n  }\n': typeof types.ProductionInvoiceDocument;
  '\n  mutation MakeProductionInvoice($id: ID!, $status: String!) {\n    makeProductionInvoice(id: $id, status: $status) {\n      ...ProductionInvoiceFields\n    }\n  }\n': typeof types.MakeProductionInvoiceDocument;
  '\n  fragment PresetCardFields on ProductPreset {\n    _id\n    name\n    sku\n    identity\n    image\n    images_thumbnail\n    provider\n    collection\n    category\n    visible\n    is_catalog\n    is_new\n    is_best_seller\n    min_price\n    max_price\n    price\n    favorite\n    created_at\n  }\n': typeof types.PresetCardFieldsFragmentDoc;
  '\n  fragment PresetCatalogFields on ProductPreset {\n    ...PresetCardFields\n    description\n    size_chart\n    print_areas {\n      key\n      width\n      height\n      addition_price\n    }\n    prety_attributes {\n      attribute_type\n      plf_attribute_name\n      options {\n        ffm_value\n        plf_value\n        hex\n        default\n      }\n    }\n    attribute_specifics {\n      _id\n      sku\n      price\n      in_stock\n      name_value {\n        name\n        value\n      }\n    }\n  }\n': typeof types.PresetCatalogFieldsFragmentDoc;
  '\n  fragment PresetFullFields on ProductPreset {\n    ...PresetCatalogFields\n    updated_at\n    raw_name\n    hts_code\n    type\n    provider_id\n    manufacture_id\n    videos\n    short_description\n    template_description\n    category_id\n    shipping_sku\n    shipping_preset\n    print_document\n    print_template\n    base_tag_price\n    sale_tag_price\n    tax_fee\n    tax_fee_fix\n    value_of_goods\n    tax_groups\n    shipping_cost\n    shipping_additional_cost\n    international_shipping_cost\n    international_shipping_additional_cost\n    side_additional_cost\n    position_additional_cost\n    tiktok_vip_discount\n    wholesale_level\n    weight\n    package_width\n    package_height\n    package_length\n    is_featured\n    skip_design_check\n    skip_affiliate\n    platform_category\n    platform_specifics\n    linked_products\n    monopolist_users\n    vip {\n      level\n      value\n    }\n    unit_discounts {\n      unit\n      value\n    }\n    specifics {\n      key\n      value\n      required\n    }\n    print_areas {\n      position\n      print\n      addition_base_price\n      is_part\n      is_required\n      is_embroidery\n    }\n    prety_attributes {\n      options {\n        plf_price\n      }\n    }\n    tags {\n      _id\n      name\n    }\n    attribute_specifics {\n      base_price\n      sale_price\n      wholesale_price\n      ship_price\n      nonship_price\n      tiktok_final_price\n      fix_profit\n      weight\n      package_width\n      package_height\n      package_length\n      stock\n      name_value {\n        type\n      }\n    }\n  }\n': typeof types.PresetFullFieldsFragmentDoc;
  '\n  query Presets($page: Int, $provider: String, $collection: String, $category: String, $name: String, $favorites: Boolean) {\n    productPreset(page: $page, provider: $provider, collection: $collection, category: $category, name: $name, favorites: $favorites) {\n      ...PresetCardFields\n    }\n  }\n': typeof types.PresetsDocument;
  '\n  query Preset($id: ID!) {\n    productPreset(_id: $id) {\n      ...PresetFullFields\n    }\n  }\n': typeof types.PresetDocument;
  '\n  query PresetProviderCounts($collection: String, $category: String, $name: String) {\n    productPresetCountProvider(collection: $collection, category: $category, name: $name) {\n      all\n      customcat\n      lionnix\n      merchize\n      geargag\n      scalable\n      private\n      printify\n      gearment\n    }\n  }\n': typeof types.PresetProviderCountsDocument;
  '\n  query PresetCategoryCounts($collection: String, $provider: String) {\n    productPresetCountCategory(collection: $collection, provider: $provider) {\n      category_id\n      category\n      name\n      total\n    }\n  }\n': typeof types.PresetCategoryCountsDocument;
  '\n  query ProductTypes($provider: String!) {\n    providerProductType(provider: $provider) {\n      _id\n      id\n      name\n      image\n      category\n      collection\n      min_price\n      max_price\n      variant_count\n      preset_count\n    }\n  }\n': typeof types.ProductTypesDocument;
  '\n  mutation CreatePreset($provider: String!, $product_type_id: String!, $collection: String) {\n    productPresetCreate(provider: $provider, product_type_id: $product_type_id, collection: $collection) {\n      _id\n    }\n  }\n': typeof types.CreatePresetDocument;
  '\n  mutation UpdatePreset($input: ProductPresetUpdateInput!) {\n    productPresetUpdate(input: $input) {\n      ...PresetFullFields\n    }\n  }\n': typeof types.UpdatePresetDocument;
  '\n  query PresetManufactures {\n    manufactures {\n      _id\n      name\n    }\n  }\n': typeof types.PresetManufacturesDocument;
  '\n  mutation RemovePreset($id: ID!) {\n    productPresetRemove(_id: $id)\n  }\n': typeof types.RemovePresetDocument;
  '\n  mutation FavoritePreset($id: ID!) {\n    makeProductTypeFavorite(_id: $id)\n  }\n': typeof types.FavoritePresetDocument;
  '\n  query PlatformLevel($platform: String!, $level: Int!, $parent: String) {\n    platformProductCategory(platform: $platform, level: $level, parent: $parent) {\n      id\n      name\n      level\n      has_children\n    }\n  }\n': typeof types.PlatformLevelDocument;
  '\n  query PlatformSpecifics($platform: String!, $id: String!) {\n    platformProductSpecifics(platform: $platform, id: $id) {\n      key\n      name\n      type\n      mode\n      value\n    }\n  }\n': typeof types.PlatformSpecificsDocument;
  '\n  query StockHistory($id: ID!, $page: Int) {\n    paginateProductStockHistory(product_id: $id, page: $page) {\n      total_items\n      current_page\n      total_pages\n      items {\n        _id\n        variant_sku\n        action\n        quantity\n        stock_before\n        stock_after\n        reason\n        source\n        created_at\n        changed_by {\n          _id\n          email\n          name\n          role\n        }\n      }\n    }\n  }\n': typeof types.StockHistoryDocument;
  '\n  query Inventory($page: Int, $search: String, $low_stock: Boolean) {\n    productInventory(page: $page, search: $search, low_stock: $low_stock) {\n      _id\n      product_id\n      product_name\n      image\n      provider\n      sku\n      stock\n      low_stock_at\n      name_value {\n        name\n        value\n      }\n    }\n  }\n': typeof types.InventoryDocument;
  '\n  mutation AdjustStock($input: AdjustProductStockInput!) {\n    adjustProductStock(input: $input) {\n      _id\n      stock_after\n    }\n  }\n': typeof types.AdjustStockDocument;
  '\n  query ProductCategories {\n    productCategories {\n      _id\n      name\n      slug\n      position\n      builtin\n      preset_count\n    }\n  }\n': typeof types.ProductCategoriesDocument;
  '\n  mutation SaveProductCategory($input: CatalogueNameInput!) {\n    saveProductCategory(input: $input) {\n      _id\n    }\n  }\n': typeof types.SaveProductCategoryDocument;
  '\n  mutation ReorderProductCategories($ids: [ID!]!) {\n    reorderProductCategories(ids: $ids) {\n      _id\n    }\n  }\n': typeof types.ReorderProductCategoriesDocument;
  '\n  mutation RemoveProductCategory($id: ID!) {\n    removeProductCategory(_id: $id)\n  }\n': typeof types.RemoveProductCategoryDocument;
  '\n  query ProductTags($name: String) {\n    productTags(name: $name) {\n      _id\n      name\n      preset_count\n    }\n  }\n': typeof types.ProductTagsDocument;
  '\n  mutation SaveProductTag($input: CatalogueNameInput!) {\n    saveProductTag(input: $input) {\n      _id\n    }\n  }\n': typeof types.SaveProductTagDocument;
  '\n  mutation MergeProductTags($from_ids: [ID!]!, $into_id: ID!) {\n    mergeProductTags(from_ids: $from_ids, into_id: $into_id) {\n      _id\n    }\n  }\n': typeof types.MergeProductTagsDocument;
  '\n  mutation RemoveProductTag($id: ID!) {\n    removeProductTag(_id: $id)\n  }\n': typeof types.RemoveProductTagDocument;
  '\n  query CatalogProduct($id: ID!) {\n    productPreset(_id: $id) {\n      ...PresetCatalogFields\n    }\n  }\n': typeof types.CatalogProductDocument;
  '\n  fragment ClipartFields on Clipart {\n    _id\n    name\n    tags {\n      _id\n      name\n    }\n    file {\n      _id\n      url\n      width\n      height\n      mimetype\n      image_sizes {\n        ...ImageSizeFields\n      }\n    }\n  }\n': typeof types.ClipartFieldsFragmentDoc;
  '\n  query Cliparts($name: String, $tags: [String!], $page: Int) {\n    cliparts(name: $name, tags: $tags, page: $page) {\n      ...ClipartFields\n    }\n  }\n': typeof types.ClipartsDocument;
  '\n  mutation SaveClipart($_id: ID!, $name: String!, $tags: [String!]!) {\n    saveClipart(_id: $_id, name: $name, tags: $tags) {\n      _id\n      name\n      tags {\n        _id\n        name\n      }\n    }\n  }\n': typeof types.SaveClipartDocument;
  '\n  fragment JobState on Job {\n    _id\n    status\n    progress\n    error_text {\n      code\n      params\n    }\n    result\n  }\n': typeof types.JobStateFragmentDoc;
  '\n  query TransferJob($id: ID!) {\n    job(_id: $id) {\n      ...JobState\n    }\n  }\n': typeof types.TransferJobDocument;
  '\n  subscription TransferJobProgress($id: ID!) {\n    jobProgress(_id: $id) {\n      ...JobState\n    }\n  }\n': typeof types.TransferJobProgressDocument;
  '\n  mutation ExportList($list: String!, $format: String!, $filters: JSON) {\n    exportList(list: $list, format: $format, filters: $filters) {\n      ...JobState\n    }\n  }\n': typeof types.ExportListDocument;
  '\n  mutation ImportUpload($kind: String!, $filename: String!, $mimetype: String!, $size: Int!) {\n    importUpload(kind: $kind, filename: $filename, mimetype: $mimetype, size: $size) {\n      _id\n      url\n    }\n  }\n': typeof types.ImportUploadDocument;
  '\n  mutation ImportPreview($kind: String!, $fileId: ID!) {\n    importPreview(kind: $kind, file_id: $fileId) {\n      file_id\n      filename\n      columns\n      total\n      valid\n      refused\n      rows {\n        line\n        values\n        issues {\n          field\n          reason\n        }\n      }\n    }\n  }\n': typeof types.ImportPreviewDocument;
  '\n  mutation ImportConfirm($kind: String!, $fileId: ID!, $policy: String!) {\n    importConfirm(kind: $kind, file_id: $fileId, policy: $policy) {\n      ...JobState\n    }\n  }\n': typeof types.ImportConfirmDocument;
  '\n  fragment DesignRequestFields on DesignRequest {\n    _id\n    code\n    status\n    brief\n    print_areas\n    referent\n    order_id\n    item_id\n    listing_id\n    created_at\n    completed_at\n    next_statuses\n    seller {\n      ...UserRefFields\n    }\n    assignee {\n      ...UserRefFields\n    }\n    images {\n      file_id\n      name\n      url\n      thumbnail\n    }\n    files {\n      file_id\n      area\n      name\n      url\n      thumbnail\n    }\n  }\n': typeof types.DesignRequestFieldsFragmentDoc;
  '\n  query DesignRequests($status: String, $search: String, $page: Int) {\n    designRequests(status: $status, search: $search, page: $page) {\n      ...DesignRequestFields\n    }\n  }\n': typeof types.DesignRequestsDocument;
  '\n  query DesignRequestCounters($search: String) {\n    designRequestCounters(search: $search) {\n      all\n      todo\n      in_progress\n      review\n      completed\n      rejected\n    }\n  }\n': typeof types.DesignRequestCountersDocument;
  '\n  query DesignRequest($id: ID!) {\n    designRequest(_id: $id) {\n      ...DesignRequestFields\n    }\n  }\n': typeof types.DesignRequestDocument;
  '\n  query DesignRequestAreas($order_id: ID!, $item_id: ID!) {\n    designRequestAreas(order_id: $order_id, item_id: $item_id)\n  }\n': typeof types.DesignRequestAreasDocument;
  '\n  mutation MakeDesignRequest($order_id: ID, $item_id: ID, $listing_id: ID, $brief: String!, $images: [ID!], $print_areas: [String!]!) {\n    makeDesignRequest(order_id: $order_id, item_id: $item_id, listing_id: $listing_id, brief: $brief, images: $images, print_areas: $print_areas) {\n      ...DesignRequestFields\n    }\n  }\n': typeof types.MakeDesignRequestDocument;
  '\n  mutation SetDesignRequestStatus($id: ID!, $status: String!, $note: String) {\n    setDesignRequestStatus(_id: $id, status: $status, note: $note) {\n      ...DesignRequestFields\n    }\n  }\n': typeof types.SetDesignRequestStatusDocument;
  '\n  mutation SubmitDesignRequestFiles($id: ID!, $files: [DesignRequestFileInput!]!) {\n    submitDesignRequestFiles(_id: $id, files: $files) {\n      ...DesignRequestFields\n    }\n  }\n': typeof types.SubmitDesignRequestFilesDocument;
  '\n  mutation ApproveDesignRequest($id: ID!) {\n    approveDesignRequest(_id: $id) {\n      ...DesignRequestFields\n    }\n  }\n': typeof types.ApproveDesignRequestDocument;
  '\n  fragment MockupDesignFields on MockupDesign {\n    _id\n    name\n    status\n    width\n    height\n    created_at\n    updated_at\n    image {\n      _id\n      url\n    }\n    previews {\n      url\n    }\n    tags {\n      _id\n      name\n    }\n  }\n': typeof types.MockupDesignFieldsFragmentDoc;
  '\n  query MockupDesigns($name: String, $start: String, $end: String, $status: String, $tag: ID, $page: Int) {\n    mockupDesigns(name: $name, start: $start, end: $end, status: $status, tag: $tag, page: $page) {\n      ...MockupDesignFields\n    }\n  }\n': typeof types.MockupDesignsDocument;
  '\n  query MockupCounter($name: String, $start: String, $end: String, $tag: ID) {\n    mockupCounter(name: $name, start: $start, end: $end, tag: $tag) {\n      all\n      published\n      draft\n      trashed\n    }\n  }\n': typeof types.MockupCounterDocument;
  '\n  query MockupDesignTags($name: String) {\n    mockupDesignTags(name: $name) {\n      _id\n      name\n    }\n  }\n': typeof types.MockupDesignTagsDocument;
  '\n  query MockupDesign($_id: ID!) {\n    mockupDesign(_id: $_id) {\n      ...MockupDesignFields\n      images {\n        type\n        name\n        image\n        print_fit\n        print_x\n        print_y\n        print_width\n        print_height\n        print_rotate\n        print_knew_x\n        print_knew_y\n        settings {\n          print_x\n          print_y\n          print_width\n          print_height\n          print_rotate\n          print_knew_x\n          print_knew_y\n          print_scale_x\n          print_scale_y\n          print_crop_x\n          print_crop_y\n          print_crop_width\n          print_crop_height\n        }\n      }\n      prints {\n        name\n        prints {\n          type\n          image\n        }\n      }\n    }\n  }\n': typeof types.MockupDesignDocument;
  '\n  query DesignFile($_id: ID!) {\n    file(_id: $_id) {\n      _id\n      url\n      name\n    }\n  }\n': typeof types.DesignFileDocument;
  '\n  mutation CreateMockupDesign(\n    $status: String\n    $name: String!\n    $width: Flex\n    $height: Flex\n    $image: ID\n    $images: [MockupDesignImageInput!]\n    $prints: [MockupDesignPrintInput!]\n    $tags: [ID!]\n    $new_tags: [String]\n  ) {\n    createMockupDesign(\n      status: $status\n      name: $name\n      width: $width\n      height: $height\n      image: $image\n      images: $images\n      prints: $prints\n      tags: $tags\n      new_tags: $new_tags\n    ) {\n      _id\n    }\n  }\n': typeof types.CreateMockupDesignDocument;
  '\n  mutation UpdateMockupDesign(\n    $_id: ID!\n    $status: String\n    $name: String!\n    $width: Flex\n    $height: Flex\n    $image: ID\n    $images: [MockupDesignImageInput!]\n    $prints: [MockupDesignPrintInput!]\n    $tags: [ID!]\n    $new_tags: [String]\n  ) {\n    updateMockupDesign(\n      _id: $_id\n      status: $status\n      name: $name\n      width: $width\n      height: $height\n      image: $image\n      images: $images\n      prints: $prints\n      tags: $tags\n      new_tags: $new_tags\n    ) {\n      _id\n    }\n  }\n': typeof types.UpdateMockupDesignDocument;
  '\n  mutation TrashMockupDesign($ids: [ID!]!) {\n    trashMockupDesign(ids: $ids)\n  }\n': typeof types.TrashMockupDesignDocument;
  '\n  query EditorDesigns($name: String, $page: Int) {\n    mockupDesigns(status: "published", name: $name, page: $page) {\n      _id\n      name\n      image {\n        _id\n        url\n        width\n        height\n      }\n      previews {\n        url\n      }\n    }\n  }\n': typeof types.EditorDesignsDocument;
  '\n  query EditorPreset($id: ID!) {\n    productPreset(_id: $id) {\n      _id\n      name\n      image\n      price\n      sale_tag_price\n      print_areas {\n        key\n        width\n        height\n      }\n      attribute_specifics {\n        _id\n        sku\n        price\n        name_value {\n          name\n          value\n        }\n      }\n      prety_attributes {\n        attribute_type\n        plf_attribute_name\n        options {\n          plf_value\n          hex\n          default\n        }\n      }\n    }\n  }\n': typeof types.EditorPresetDocument;
  '\n  query EditorFonts($name: String, $ids: [ID!]) {\n    fonts(name: $name, ids: $ids) {\n      _id\n      family\n      variants\n      files {\n        variant\n        url\n      }\n    }\n  }\n': typeof types.EditorFontsDocument;
  '\n  mutation EditorRenderMockupSide($document: JSON!, $side: String!, $color: String) {\n    renderMockupSide(document: $document, side: $side, color: $color) {\n      url\n      width\n      height\n      job_id\n    }\n  }\n': typeof types.EditorRenderMockupSideDocument;
  '\n  mutation EditorRenderPrintFiles($document: JSON!) {\n    renderPrintFiles(document: $document) {\n      side\n      position\n      url\n      width\n      height\n      dpi\n      job_id\n    }\n  }\n': typeof types.EditorRenderPrintFilesDocument;
  '\n  query EditorTemplates($productId: ID!, $status: String) {\n    productPresetMockups(product_id: $productId, template: true, status: $status, page: 1, perPage: 1) {\n      _id\n      name\n      mockup_type\n      sides\n      print_areas\n    }\n  }\n': typeof types.EditorTemplatesDocument;
  '\n  query EditorListing($id: ID!) {\n    itemInfo(_id: $id) {\n      _id\n      name\n      description\n      tags\n      product_id\n      mockup_id\n      attribute_specifics_modify {\n        sku\n        sale_price\n      }\n    }\n  }\n': typeof types.EditorListingDocument;
  '\n  query EditorMockup($id: ID!) {\n    productPresetMockup(_id: $id) {\n      _id\n      mockup_type\n      sides\n      print_areas\n    }\n  }\n': typeof types.EditorMockupDocument;
  '\n  mutation EditorSaveTemplate($id: ID, $productId: ID!, $name: String!, $sides: JSON!, $printAreas: JSON!, $src: String) {\n    makeProductMockupPreset(_id: $id, product_id: $productId, name: $name, sides: $sides, print_areas: $printAreas, src: $src, status: "Publish") {\n      _id\n      name\n    }\n  }\n': typeof types.EditorSaveTemplateDocument;
  '\n  mutation EditorSaveProductMockup($id: ID, $productId: ID!, $name: String, $sides: JSON!, $printAreas: JSON!, $src: String, $status: String!) {\n    makeProductMockup(_id: $id, product_id: $productId, name: $name, sides: $sides, print_areas: $printAreas, src: $src, status: $status) {\n      _id\n    }\n  }\n': typeof types.EditorSaveProductMockupDocument;
  '\n  mutation EditorSaveListing(\n    $id: ID\n    $productId: ID!\n    $name: String!\n    $description: String\n    $tags: [String!]\n    $variants: [ListingVariantInput!]\n    $images: [ListingImageInput!]\n    $front: String\n    $back: String\n    $sleeve: String\n    $hood: String\n    $mockupId: ID\n    $status: String!\n  ) {\n    makeItemInfo(\n      _id: $id\n      product_id: $productId\n      name: $name\n      description: $description\n      tags: $tags\n      attribute_specifics_modify: $variants\n      images: $images\n      front: $front\n      back: $back\n      sleeve: $sleeve\n      hood: $hood\n      mockup_id: $mockupId\n      status: $status\n    ) {\n      _id\n      name\n    }\n  }\n': typeof types.EditorSaveListingDocument;
  '\n  fragment ExtensionRowFields on Extension {\n    _id\n    marketplace\n    name\n    enabled\n    version\n    updated_at\n    current {\n      version\n      page_match\n      mappings {\n        field\n        selector\n        attribute\n      }\n    }\n  }\n': typeof types.ExtensionRowFieldsFragmentDoc;
  '\n  query Extensions($marketplace: String, $status: String, $page: Int) {\n    extensions(marketplace: $marketplace, status: $status, page: $page) {\n      ...ExtensionRowFields\n    }\n  }\n': typeof types.ExtensionsDocument;
  '\n  query ExtensionCounters($marketplace: String) {\n    extensionCounters(marketplace: $marketplace) {\n      all\n      enabled\n      disabled\n    }\n  }\n': typeof types.ExtensionCountersDocument;
  '\n  query Extension($id: ID!) {\n    extension(_id: $id) {\n      ...ExtensionRowFields\n      versions {\n        version\n        name\n        page_match\n        note\n        restored_from\n        created_at\n        created_by {\n          ...UserRefFields\n        }\n        mappings {\n          field\n        }\n      }\n    }\n  }\n': typeof types.ExtensionDocument;
  '\n  mutation MakeExtension($marketplace: String!, $name: String!, $page_match: String!, $mappings: [ExtensionMappingInput!]!, $note: String) {\n    makeExtension(marketplace: $marketplace, name: $name, page_match: $page_match, mappings: $mappings, note: $note) {\n      ...ExtensionRowFields\n    }\n  }\n': typeof types.MakeExtensionDocument;
  '\n  mutation UpdateExtension($_id: ID!, $marketplace: String!, $name: String!, $page_match: String!, $mappings: [ExtensionMappingInput!]!, $note: String) {\n    updateExtension(_id: $_id, marketplace: $marketplace, name: $name, page_match: $page_match, mappings: $mappings, note: $note) {\n      ...ExtensionRowFields\n    }\n  }\n': typeof types.UpdateExtensionDocument;
  '\n  mutation SetExtensionEnabled($id: ID!, $enabled: Boolean!) {\n    setExtensionEnabled(_id: $id, enabled: $enabled) {\n      ...ExtensionRowFields\n    }\n  }\n': typeof types.SetExtensionEnabledDocument;
  '\n  mutation RestoreExtensionVersion($id: ID!, $version: Int!) {\n    restoreExtensionVersion(_id: $id, version: $version) {\n      ...ExtensionRowFields\n    }\n  }\n': typeof types.RestoreExtensionVersionDocument;
  '\n  mutation TrashExtension($id: ID!) {\n    trashExtension(_id: $id)\n  }\n': typeof types.TrashExtensionDocument;
  '\n  fragment FileFields on File {\n    _id\n    type\n    status\n    url\n    path\n    mask\n    sku\n    filename\n    name\n    size\n    width\n    height\n    mimetype\n    created_at\n    updated_at\n    tags {\n      _id\n      name\n    }\n    created_by {\n      _id\n      email\n      name\n      role\n    }\n    image_sizes {\n      ...ImageSizeFields\n    }\n  }\n': typeof types.FileFieldsFragmentDoc;
  '\n  query Files($type: String, $name: String, $tags: [String!], $size: String, $start: String, $end: String, $sku: String, $created_by: ID, $page: Int) {\n    files(type: $type, name: $name, tags: $tags, size: $size, start: $start, end: $end, sku: $sku, created_by: $created_by, page: $page) {\n      ...FileFields\n    }\n  }\n': typeof types.FilesDocument;
  '\n  query File($_id: ID!) {\n    file(_id: $_id) {\n      ...FileFields\n    }\n  }\n': typeof types.FileDocument;
  '\n  query FileTags($name: String) {\n    fileTags(name: $name) {\n      _id\n      name\n    }\n  }\n': typeof types.FileTagsDocument;
  '\n  mutation SaveFile($_id: ID!, $tags: [String!]!) {\n    saveFile(_id: $_id, tags: $tags) {\n      ...FileFields\n    }\n  }\n': typeof types.SaveFileDocument;
  '\n  mutation RemoveFile($_id: ID!) {\n    removeFile(_id: $_id)\n  }\n': typeof types.RemoveFileDocument;
  '\n  fragment FontFields on Font {\n    _id\n    family\n    slug\n    variants\n    subsets\n    provider\n    category\n    preview\n    files {\n      variant\n      url\n      style\n      weight\n      subset\n    }\n  }\n': typeof types.FontFieldsFragmentDoc;
  '\n  query Fonts($provider: String, $name: String, $id: String, $ids: [ID!], $page: Int) {\n    fonts(provider: $provider, name: $name, id: $id, ids: $ids, page: $page) {\n      ...FontFields\n    }\n  }\n': typeof types.FontsDocument;
  '\n  mutation SignedUploadFont($family: String!, $files: [FontUploadFile!]!) {\n    signedUploadFont(family: $family, files: $files) {\n      variant\n      path\n      url\n    }\n  }\n': typeof types.SignedUploadFontDocument;
  '\n  mutation FontUpdatePreSignedFile($family: String!, $variants: [String!]!) {\n    fontUpdatePreSignedFile(family: $family, variants: $variants) {\n      ...FontFields\n    }\n  }\n': typeof types.FontUpdatePreSignedFileDocument;
  '\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    _id\n    url\n    description\n    events\n    secret_hint\n    enabled\n    consecutive_failures\n    disabled_reason\n    last_delivery_at\n    last_response_code\n    created_at\n  }\n': typeof types.WebhookEndpointFieldsFragmentDoc;
  '\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n': typeof types.WebhookEndpointsDocument;
  '\n  mutation MakeWebhookEndpoint($_id: ID, $url: String!, $events: [String!]!, $description: String, $enabled: Boolean, $rotate_secret: Boolean) {\n    makeWebhookEndpoint(_id: $_id, url: $url, events: $events, description: $description, enabled: $enabled, rotate_secret: $rotate_secret) {\n      ...WebhookEndpointFields\n      secret\n    }\n  }\n': typeof types.MakeWebhookEndpointDocument;
  '\n  mutation TrashWebhookEndpoint($ids: [ID!]!) {\n    trashWebhookEndpoint(ids: $ids)\n  }\n': typeof types.TrashWebhookEndpointDocument;
  '\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    _id\n    kind\n    endpoint_id\n    event\n    url\n    status\n    attempt\n    response_code\n    response_excerpt\n    error\n    duration_ms\n    next_attempt_at\n    delivered_at\n    replay_of\n    created_at\n    payload\n    attempts {\n      at\n      response_code\n      error\n      duration_ms\n    }\n  }\n': typeof types.WebhookDeliveryFieldsFragmentDoc;
  '\n  query WebhookDeliveries($endpoint_id: ID, $status: String, $page: Int) {\n    webhookDeliveries(endpoint_id: $endpoint_id, status: $status, page: $page) {\n      ...WebhookDeliveryFields\n    }\n  }\n': typeof types.WebhookDeliveriesDocument;
  '\n  query WebhookDeliveryCounters($endpoint_id: ID) {\n    webhookDeliveryCounters(endpoint_id: $endpoint_id) {\n      all\n      pending\n      sending\n      retrying\n      succeeded\n      failed\n    }\n  }\n': typeof types.WebhookDeliveryCountersDocument;
  '\n  mutation ReplayWebhookDelivery($_id: ID!) {\n    replayWebhookDelivery(_id: $_id) {\n      ...WebhookDeliveryFields\n    }\n  }\n': typeof types.ReplayWebhookDeliveryDocument;
  '\n  query AppConfig($filter: String) {\n    appConfig(filter: $filter) {\n      _id\n      user_id\n      type\n      status\n      url\n      subject\n      mentions\n      group {\n        id\n        title\n      }\n      events {\n        id\n        name\n        status\n        url\n        mentions\n        times {\n          hour\n          minute\n        }\n      }\n      updated_at\n    }\n  }\n': typeof types.AppConfigDocument;
  '\n  mutation SetAppConfig(\n    $type: String!\n    $user_id: ID\n    $status: String\n    $url: String\n    $subject: String\n    $mentions: [String!]\n    $events: [NotificationEventInput!]\n  ) {\n    setAppConfig(type: $type, user_id: $user_id, status: $status, url: $url, subject: $subject, mentions: $mentions, events: $events) {\n      _id\n    }\n  }\n': typeof types.SetAppConfigDocument;
  '\n  query IntegrationStores($page: Int) {\n    integrationStores(page: $page) {\n      _id\n      name\n      platform\n      domain\n      seller_id\n      status\n      token_prefix\n      token_created_at\n      token_last_used_at\n      webhook\n      webhook_path\n    }\n  }\n': typeof types.IntegrationStoresDocument;
  '\n  fragment JobRow on Job {\n    _id\n    name\n    subject\n    status\n    progress\n    error_text {\n      code\n      params\n    }\n    result\n    created_at\n    updated_at\n  }\n': typeof types.JobRowFragmentDoc;
  '\n  query MyJobs($status: String, $page: Int) {\n    jobs(status: $status, page: $page) {\n      ...JobRow\n    }\n  }\n': typeof types.MyJobsDocument;
  '\n  query JobCounters {\n    jobCounters {\n      all\n      queued\n      running\n      completed\n      failed\n    }\n  }\n': typeof types.JobCountersDocument;
  '\n  fragment ListingRowFields on ItemInfo {\n    _id\n    name\n    price\n    status\n    product_id\n    product {\n      _id\n      name\n      provider\n    }\n    images {\n      src\n    }\n    front\n    updated_at\n    user {\n      ...UserRefFields\n    }\n    items {\n      _id\n      platform\n      queue_status\n    }\n  }\n': typeof types.ListingRowFieldsFragmentDoc;
  '\n  query Listings($search: String, $status: String, $start: String, $end: String, $page: Int) {\n    itemsInfo(search: $search, status: $status, start: $start, end: $end, page: $page) {\n      ...ListingRowFields\n    }\n  }\n': typeof types.ListingsDocument;
  '\n  query ListingCounters($search: String, $start: String, $end: String) {\n    itemsInfoCounters(search: $search, start: $start, end: $end) {\n      all\n      draft\n      publish\n      trash\n    }\n  }\n': typeof types.ListingCountersDocument;
  '\n  query ListingProducts($ids: [ID!]) {\n    productPreset(ids: $ids, perPage: 100) {\n      _id\n      name\n      provider\n    }\n  }\n': typeof types.ListingProductsDocument;
  '\n  query Listing($id: ID!) {\n    itemInfo(_id: $id) {\n      ...ListingRowFields\n      description\n      tags\n      collections\n      back\n      sleeve\n      hood\n      print_files {\n        side\n        position\n        dpi\n        url\n        width\n        height\n      }\n      attribute_specifics_modify {\n        sku\n        sale_price\n        name_value {\n          name\n          value\n        }\n      }\n      items {\n        _id\n        store_id\n        platform\n        platform_id\n        imported_at\n        external_url\n        queue_status\n        queue_messenger\n      }\n      created_at\n    }\n  }\n': typeof types.ListingDocument;
  '\n  mutation TrashListings($ids: [ID!]!) {\n    trashItemInfo(ids: $ids)\n  }\n': typeof types.TrashListingsDocument;
  '\n  query PresetMockups($product_id: ID!, $provider: String, $page: Int) {\n    productPresetMockups(product_id: $product_id, provider: $provider, page: $page) {\n      _id\n      id\n      name\n      provider\n      status\n      src\n      updated_at\n      created_by {\n        ...UserRefFields\n      }\n    }\n  }\n': typeof types.PresetMockupsDocument;
  '\n  query PresetMockupProviders($product_id: ID!) {\n    productPresetMockupCountProvider(product_id: $product_id) {\n      provider\n      total\n    }\n  }\n': typeof types.PresetMockupProvidersDocument;
  '\n  mutation RemovePresetMockup($id: ID!) {\n    productPresetMockupRemove(_id: $id)\n  }\n': typeof types.RemovePresetMockupDocument;
  '\n  query PublishStores {\n    stores(status: "active", perPage: 100) {\n      _id\n      name\n      platform\n      seller_id\n    }\n  }\n': typeof types.PublishStoresDocument;
  '\n  mutation PublishListings($ids: [ID!]!, $store_id: ID!) {\n    publishItemInfo(ids: $ids, store_id: $store_id) {\n      _id\n      status\n    }\n  }\n': typeof types.PublishListingsDocument;
  '\n  fragment ManufactureFields on Manufacture {\n    ...SessionManufactureFields\n    working_days\n    time_zone\n    product_types\n    workers {\n      _id\n      name\n      email\n      role\n    }\n    updated_at\n  }\n': typeof types.ManufactureFieldsFragmentDoc;
  '\n  query ManufactureList($status: String) {\n    manufactures(status: $status) {\n      ...ManufactureFields\n    }\n  }\n': typeof types.ManufactureListDocument;
  '\n  query ShellManufactures {\n    manufactures {\n      ...SessionManufactureFields\n    }\n  }\n': typeof types.ShellManufacturesDocument;
  '\n  mutation MakeManufacture($input: MakeManufactureInput!) {\n    makeManufacture(input: $input) {\n      ...ManufactureFields\n    }\n  }\n': typeof types.MakeManufactureDocument;
  '\n  query ManufacturingWorkers {\n    manufacturingWorkers {\n      _id\n      name\n      email\n      role\n    }\n  }\n': typeof types.ManufacturingWorkersDocument;
  '\n  fragment ShippingMethodFields on ShippingMethod {\n    _id\n    name\n    carrier\n    scope\n    min_days\n    max_days\n    active\n    audience\n    merchant_group_id\n    seller_ids\n    sellers {\n      _id\n      name\n      email\n    }\n    trashed\n  }\n': typeof types.ShippingMethodFieldsFragmentDoc;
  '\n  query ShippingMethods($status: String, $page: Int) {\n    shippingMethods(status: $status, page: $page) {\n      ...ShippingMethodFields\n    }\n  }\n': typeof types.ShippingMethodsDocument;
  '\n  mutation MakeShippingMethod($input: MakeShippingMethodInput!) {\n    makeShippingMethod(input: $input) {\n      ...ShippingMethodFields\n    }\n  }\n': typeof types.MakeShippingMethodDocument;
  '\n  mutation TrashShippingMethod($ids: [ID!]!) {\n    trashShippingMethod(ids: $ids)\n  }\n': typeof types.TrashShippingMethodDocument;
  '\n  mutation SetDefaultShippingMethod($id: ID!) {\n    setDefaultShippingMethod(_id: $id) {\n      _id\n      name\n    }\n  }\n': typeof types.SetDefaultShippingMethodDocument;
  '\n  query MyDefaultShipping {\n    cUser {\n      _id\n      default_shipping_method {\n        _id\n        name\n      }\n    }\n  }\n': typeof types.MyDefaultShippingDocument;
  '\n  query LogisticsMerchantGroups {\n    merchantGroups(perPage: 100) {\n      _id\n      name\n    }\n  }\n': typeof types.LogisticsMerchantGroupsDocument;
  '\n  query ShippingCostTable {\n    shippingCostTable {\n      method_id\n      method_name\n      active\n      zones {\n        name\n        countries\n        rest_of_world\n        tiers {\n          min_weight\n          max_weight\n          first_item\n          additional_item\n        }\n      }\n    }\n  }\n': typeof types.ShippingCostTableDocument;
  '\n  mutation MakeShippingCostTable($input: ShippingCostTableInput!) {\n    makeShippingCostTable(input: $input) {\n      method_id\n    }\n  }\n': typeof types.MakeShippingCostTableDocument;
  '\n  query Locations($filter: String, $page: Int) {\n    locations(filter: $filter, page: $page) {\n      _id\n      name\n      type\n      status\n      address1\n      address2\n      city\n      state\n      postal_code\n      country\n      phone\n      updated_at\n    }\n  }\n': typeof types.LocationsDocument;
  '\n  mutation MakeLocation($input: MakeLocationInput!) {\n    makeLocation(input: $input) {\n      _id\n    }\n  }\n': typeof types.MakeLocationDocument;
  '\n  mutation TrashLocation($ids: [ID!]!) {\n    trashLocation(ids: $ids)\n  }\n': typeof types.TrashLocationDocument;
  '\n  query Fulfilments($types: [String!], $private: Boolean, $status: String, $page: Int) {\n    fulfilments(types: $types, private: $private, status: $status, page: $page) {\n      _id\n      name\n      provider\n      account\n      credentials_hint\n      private\n      status\n      routing\n      is_default\n      preset_ids\n      updated_at\n    }\n  }\n': typeof types.FulfilmentsDocument;
  '\n  mutation MakeFulfilment($input: MakeFulfilmentInput!) {\n    makeFulfilment(input: $input) {\n      _id\n    }\n  }\n': typeof types.MakeFulfilmentDocument;
  '\n  mutation TrashFulfilment($id: ID!) {\n    trashFulfilment(_id: $id) {\n      _id\n      status\n    }\n  }\n': typeof types.TrashFulfilmentDocument;
  '\n  query StorageSettings {\n    storageSettings {\n      driver\n      boot_driver\n      s3_endpoint\n      s3_region\n      s3_bucket\n      s3_access_key_id\n      s3_secret_set\n      s3_secret_hint\n      s3_force_path_style\n      updated_at\n    }\n  }\n': typeof types.StorageSettingsDocument;
  '\n  mutation SaveStorageSettings($input: StorageSettingsInput!) {\n    saveStorageSettings(input: $input) {\n      driver\n      s3_secret_set\n      s3_secret_hint\n    }\n  }\n': typeof types.SaveStorageSettingsDocument;
  '\n  mutation TestStorageConnection($driver: String!) {\n    testStorageConnection(driver: $driver) {\n      driver\n      ok\n      step\n      text {\n        code\n        params\n      }\n    }\n  }\n': typeof types.TestStorageConnectionDocument;
  '\n  mutation ImportFulfilmentResult($id: ID!, $csv: String!) {\n    importFulfilmentResult(_id: $id, csv: $csv) {\n      imported\n      errors {\n        row\n        text {\n          code\n          params\n        }\n      }\n    }\n  }\n': typeof types.ImportFulfilmentResultDocument;
  '\n  fragment MrpBatchFields on MrpBatch {\n    _id\n    code\n    status\n    print_method\n    product_type\n    product_type_name\n    colour\n    auto\n    product_count\n    note\n    created_at\n    progress {\n      status\n      count\n    }\n  }\n': typeof types.MrpBatchFieldsFragmentDoc;
  '\n  query MrpBatches($manufacture_id: ID!, $status: String, $page: Int) {\n    mrpBatches(manufacture_id: $manufacture_id, status: $status, page: $page) {\n      ...MrpBatchFields\n    }\n  }\n': typeof types.MrpBatchesDocument;
  '\n  query MrpBatch($_id: ID!) {\n    mrpBatch(_id: $_id) {\n      ...MrpBatchFields\n    }\n  }\n': typeof types.MrpBatchDocument;
  '\n  query MrpBatchCounters($manufacture_id: ID!) {\n    mrpBatchCounters(manufacture_id: $manufacture_id) {\n      status\n      count\n    }\n  }\n': typeof types.MrpBatchCountersDocument;
  '\n  query MrpBatchProductions($batch_id: String!) {\n    mrpProducts(batch_id: $batch_id, mrp_status: "All", per_page: 100) {\n      items {\n        _id\n        code\n        status\n        order_number\n        product_name\n      }\n      total\n    }\n  }\n': typeof types.MrpBatchProductionsDocument;
  '\n  mutation UpdateMrpBatch($input: UpdateMrpBatchInput!) {\n    updateMrpBatchProduct(input: $input) {\n      ...MrpBatchFields\n    }\n  }\n': typeof types.UpdateMrpBatchDocument;
  '\n  mutation TrashMrpBatch($id: ID!) {\n    trashMrpBatchProduct(_id: $id)\n  }\n': typeof types.TrashMrpBatchDocument;
  '\n  mutation PrintBatchLabels($id: ID!) {\n    printBarcodeMrpBatch(_id: $id) {\n      url\n      size\n    }\n  }\n': typeof types.PrintBatchLabelsDocument;
  '\n  mutation ExportBatch($id: ID!) {\n    exportBatchProducts(_id: $id) {\n      url\n      size\n    }\n  }\n': typeof types.ExportBatchDocument;
  '\n  mutation BatchGangSheet($id: ID!) {\n    mrpBatchGangSheet(_id: $id) {\n      sheets {\n        url\n        width_px\n        length_px\n      }\n      dpi\n      pick_list_url\n      area_used\n    }\n  }\n': typeof types.BatchGangSheetDocument;
  '\n  query ProductionReport($tab: String) {\n    productionReport(tab: $tab) {\n      tab\n      from\n      to\n      station_days {\n        day\n        station\n        units\n      }\n      workers {\n        worker_id\n        worker_name\n        station\n        units\n      }\n      station_errors {\n        station\n        units\n        errors\n        open\n        rate\n      }\n      error_codes {\n        code\n        station\n        errors\n        open\n        rate\n      }\n      station_times {\n        station\n        stays\n        avg_seconds\n      }\n      reprints {\n        productions\n        reproductions\n        ratio\n      }\n      late {\n        open_late\n        packed_late\n        packed_on_time\n        productions {\n          _id\n          code\n          status\n          ship_by\n        }\n      }\n    }\n  }\n': typeof types.ProductionReportDocument;
  '\n  fragment MrpProductRowFields on MrpProduct {\n    _id\n    code\n    status\n    order_id\n    order_number\n    unit_index\n    seller_name\n    manufacture_id\n    batch_id\n    batch_code\n    product_name\n    variant_title\n    print_method\n    image\n    print_files {\n      side\n      url\n      thumbnail_url\n    }\n    errors {\n      code\n      step\n      note\n      created_at\n      resolved_at\n    }\n    priority\n    ship_by\n    late\n    note\n    reproduction_of\n    source\n    created_at\n    route\n    steps {\n      from\n      to\n      station\n      worker_name\n      scanned_at\n    }\n  }\n': typeof types.MrpProductRowFieldsFragmentDoc;
  '\n  query MrpProducts(\n    $status: String\n    $source: String\n    $merchant_group_id: ID\n    $product_type: String\n    $search: String\n    $batch_id: String\n    $priority: Boolean\n    $late: Boolean\n    $page: Int\n  ) {\n    mrpProducts(\n      mrp_status: $status\n      source: $source\n      merchant_group_id: $merchant_group_id\n      product_type: $product_type\n      search: $search\n      batch_id: $batch_id\n      priority: $priority\n      late: $late\n      page: $page\n    ) {\n      items {\n        ...MrpProductRowFields\n      }\n      total\n    }\n  }\n': typeof types.MrpProductsDocument;
  '\n  query StationQueue($status: String!, $per_page: Int!) {\n    mrpProducts(mrp_status: $status, source: "all", order: "next", per_page: $per_page) {\n      items {\n        _id\n        code\n        product_name\n        variant_title\n        priority\n        ship_by\n        late\n        batch_code\n      }\n      total\n    }\n  }\n': typeof types.StationQueueDocument;
  '\n  query MrpProductCounters($source: String) {\n    mrpProductCounters(source: $source) {\n      status\n      count\n    }\n  }\n': typeof types.MrpProductCountersDocument;
  '\n  subscription MrpCountersChanged($manufacture_id: ID!) {\n    mrpCountersChanged(manufacture_id: $manufacture_id) {\n      manufacture_id\n      counters {\n        status\n        count\n      }\n    }\n  }\n': typeof types.MrpCountersChangedDocument;
  '\n  mutation UpdateMrpProducts($ids: [ID!]!, $hold: Boolean, $priority: Int) {\n    updateMrpProducts(ids: $ids, hold: $hold, priority: $priority) {\n      _id\n      status\n      priority\n    }\n  }\n': typeof types.UpdateMrpProductsDocument;
  '\n  mutation MrpProductNextProcessStep($_id: String!, $station: String, $scanned_at: DateTime) {\n    mrpProductNextProcessStep(_id: $_id, station: $station, scanned_at: $scanned_at) {\n      changed\n      from\n      to\n      reason\n      product {\n        _id\n        code\n        status\n      }\n    }\n  }\n': typeof types.MrpProductNextProcessStepDocument;
  '\n  mutation ReportMrpError($_id: String!, $errors: [Int!]!, $note: String) {\n    reportMrpError(_id: $_id, errors: $errors, note: $note) {\n      _id\n      code\n      status\n    }\n  }\n': typeof types.ReportMrpErrorDocument;
  '\n  query MrpErrorCodes {\n    mrpErrorCodes {\n      code\n      step\n      key\n      label\n      active\n    }\n  }\n': typeof types.MrpErrorCodesDocument;
  '\n  query MrpMerchantGroups {\n    merchantGroups(perPage: 100) {\n      _id\n      name\n    }\n  }\n': typeof types.MrpMerchantGroupsDocument;
  '\n  query MrpProductTypeOptions($provider: String!) {\n    providerProductType(provider: $provider) {\n      _id\n      name\n    }\n  }\n': typeof types.MrpProductTypeOptionsDocument;
  '\n  mutation MakeMrpBatch($product_ids: [ID!]!, $params: MakeMrpBatchParams) {\n    makeMrpBatchProduct(product_ids: $product_ids, params: $params) {\n      _id\n      code\n      product_count\n    }\n  }\n': typeof types.MakeMrpBatchDocument;
  '\n  query MrpUnitWhere($code: String!) {\n    mrpProducts(search: $code, mrp_status: "All", per_page: 1) {\n      items {\n        code\n        status\n        route\n      }\n    }\n  }\n': typeof types.MrpUnitWhereDocument;
  '\n  fragment ProviderLineFields on ProviderLine {\n    _id\n    order_id\n    order_number\n    provider\n    account_name\n    sku\n    name\n    quantity\n    status\n    error\n    sent_at\n    file_url\n    tracking_number\n    carrier\n    tracking_url\n  }\n': typeof types.ProviderLineFieldsFragmentDoc;
  '\n  query MrpProviderLines($provider: String, $status: String, $search: String, $page: Int) {\n    mrpProviderLines(provider: $provider, status: $status, search: $search, page: $page) {\n      ...ProviderLineFields\n    }\n  }\n': typeof types.MrpProviderLinesDocument;
  '\n  query MrpProviderCounters($provider: String, $search: String) {\n    mrpProviderCounters(provider: $provider, search: $search) {\n      all\n      queued\n      sent\n      in_production\n      shipped\n      failed\n      cancelled\n    }\n  }\n': typeof types.MrpProviderCountersDocument;
  '\n  mutation ResendProviderLine($id: ID!) {\n    resendProviderLine(_id: $id) {\n      ...ProviderLineFields\n    }\n  }\n': typeof types.ResendProviderLineDocument;
  '\n  fragment NotificationItemFields on Notification {\n    _id\n    type\n    code\n    subject\n    content\n    image\n    created_at\n    status\n    referent\n  }\n': typeof types.NotificationItemFieldsFragmentDoc;
  '\n  query Notifications($status: String, $page: Int) {\n    notifications(status: $status, page: $page) {\n      ...NotificationItemFields\n    }\n  }\n': typeof types.NotificationsDocument;
  '\n  query NotificationsCount($status: String) {\n    notificationsCount(status: $status)\n  }\n': typeof types.NotificationsCountDocument;
  '\n  mutation NotificationMake($ids: [ID!]!, $status: String!) {\n    notificationMake(ids: $ids, status: $status)\n  }\n': typeof types.NotificationMakeDocument;
  '\n  mutation NotificationReadAll {\n    notificationReadAll\n  }\n': typeof types.NotificationReadAllDocument;
  '\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItemFields\n    }\n  }\n': typeof types.NotificationAddedDocument;
  '\n  query OrderFulfilments($status: String, $page: Int) {\n    orders(status: $status, page: $page) {\n      _id\n      number\n      status\n      created_at\n      paid_at\n      produced_at\n      fulfilled_at\n      completed_at\n      item_count\n      shipping_address {\n        name\n        country\n      }\n      store {\n        _id\n        name\n        platform\n      }\n      fulfilled_by {\n        kind\n        name\n        provider\n        units\n      }\n    }\n  }\n': typeof types.OrderFulfilmentsDocument;
  '\n  fragment OrderRowFields on Order {\n    _id\n    number\n    status\n    platform\n    platform_order_id\n    total\n    paid\n    item_count\n    priority\n    is_test\n    created_at\n    shipping_address {\n      name\n      city\n      country\n    }\n    store {\n      _id\n      name\n      platform\n    }\n    seller {\n      ...UserRefFields\n    }\n  }\n': typeof types.OrderRowFieldsFragmentDoc;
  '\n  query Orders($status: String, $store_id: ID, $seller_id: ID, $search: String, $start: String, $end: String, $page: Int) {\n    orders(status: $status, store_id: $store_id, seller_id: $seller_id, search: $search, start: $start, end: $end, page: $page) {\n      ...OrderRowFields\n    }\n  }\n': typeof types.OrdersDocument;
  '\n  query OrderCounters($store_id: ID, $seller_id: ID, $search: String, $start: String, $end: String) {\n    orderCounters(store_id: $store_id, seller_id: $seller_id, search: $search, start: $start, end: $end) {\n      all\n      pending\n      processing\n      in_production\n      fulfilled\n      completed\n      on_hold\n      cancelled\n      refunded\n      trash\n    }\n  }\n': typeof types.OrderCountersDocument;
  '\n  mutation ProcessOrders($ids: [ID!]!) {\n    processOrders(ids: $ids) {\n      _id\n      number\n      ok\n      status\n      reason\n      message\n    }\n  }\n': typeof types.ProcessOrdersDocument;
  '\n  mutation HoldOrder($id: ID!, $reason: String) {\n    holdOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n': typeof types.HoldOrderDocument;
  '\n  mutation CancelOrder($id: ID!, $reason: String) {\n    cancelOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n': typeof types.CancelOrderDocument;
  '\n  query StoreOptions {\n    stores(status: "active") {\n      _id\n      name\n      platform\n    }\n  }\n': typeof types.StoreOptionsDocument;
  '\n  fragment AddressFields on Address {\n    name\n    company\n    address1\n    address2\n    city\n    state\n    zip\n    country\n    phone\n    email\n  }\n': typeof types.AddressFieldsFragmentDoc;
  '\n  query Order($id: ID!) {\n    order(_id: $id) {\n      ...OrderRowFields\n      seller_id\n      parent_id\n      shipping_method_id\n      subtotal\n      discount\n      additional_print\n      tax\n      shipping\n      base_cost\n      notes\n      ship_by_seller\n      editable\n      actions\n      paid_at\n      releases_at\n      produced_at\n      fulfilled_at\n      completed_at\n      cancelled_at\n      shipping_address {\n        ...AddressFields\n      }\n      billing_address {\n        ...AddressFields\n      }\n      partly_shipped\n      shipments {\n        _id\n        tracking_number\n        carrier\n        status\n      }\n      invoices {\n        _id\n        number\n        status\n      }\n      packages {\n        _id\n        code\n        status\n        units_packed\n        units_total\n        carrier_name\n        tracking_number\n        tracking_status\n        picked_up_at\n        delivered_at\n      }\n      provider_lines {\n        _id\n        provider\n        sku\n        status\n        tracking_number\n        carrier\n        tracking_url\n        shipped_at\n      }\n      items {\n        _id\n        sku\n        name\n        quantity\n        price\n        total\n        product_id\n        design_urls\n        design_files {\n          area\n          file_id\n          url\n          name\n        }\n      }\n    }\n  }\n': typeof types.OrderDocument;
  '\n  mutation MakeOrder($input: MakeOrderInput!) {\n    makeOrder(input: $input) {\n      _id\n      status\n      total\n    }\n  }\n': typeof types.MakeOrderDocument;
  '\n  mutation SplitOrder($id: ID!, $product_ids: [ID!]!) {\n    splitOrder(id: $id, product_ids: $product_ids) {\n      _id\n      number\n    }\n  }\n': typeof types.SplitOrderDocument;
  '\n  mutation CloneOrder($id: ID!) {\n    cloneOrder(id: $id) {\n      _id\n      number\n    }\n  }\n': typeof types.CloneOrderDocument;
  '\n  mutation RefundOrder($id: ID!, $reason: String) {\n    refundOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n': typeof types.RefundOrderDocument;
  '\n  mutation RestoreOrder($id: ID!) {\n    restoreOrder(id: $id) {\n      _id\n      status\n    }\n  }\n': typeof types.RestoreOrderDocument;
  '\n  mutation TrashOrder($id: ID!, $reason: String) {\n    trashOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n': typeof types.TrashOrderDocument;
  '\n  mutation ReleaseOrder($id: ID!, $reason: String) {\n    releaseOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n': typeof types.ReleaseOrderDocument;
  '\n  mutation ReleaseOrderToProduction($id: ID!) {\n    releaseOrderToProduction(_id: $id)\n  }\n': typeof types.ReleaseOrderToProductionDocument;
  '\n  fragment StoreFields on Store {\n    _id\n    name\n    platform\n    domain\n    status\n    order_count\n    token_prefix\n    token_last_used_at\n    has_webhook_secret\n    created_at\n    seller {\n      ...UserRefFields\n    }\n  }\n': typeof types.StoreFieldsFragmentDoc;
  '\n  query Stores($status: String, $name: String, $page: Int) {\n    stores(status: $status, name: $name, page: $page) {\n      ...StoreFields\n    }\n    storeCounter(name: $name) {\n      all\n      active\n      trash\n    }\n  }\n': typeof types.StoresDocument;
  '\n  mutation MakeStore($input: MakeStoreInput!) {\n    makeStore(input: $input) {\n      ...StoreFields\n    }\n  }\n': typeof types.MakeStoreDocument;
  '\n  mutation TrashStore($ids: [ID!]!) {\n    trashStore(ids: $ids)\n  }\n': typeof types.TrashStoreDocument;
  '\n  mutation RotateStoreToken($store_id: ID!) {\n    rotateStoreToken(store_id: $store_id) {\n      token\n      prefix\n    }\n  }\n': typeof types.RotateStoreTokenDocument;
  '\n  mutation RevokeStoreToken($store_id: ID!) {\n    revokeStoreToken(store_id: $store_id) {\n      ...StoreFields\n    }\n  }\n': typeof types.RevokeStoreTokenDocument;
  '\n  fragment MrpPackageRowFields on MrpPackage {\n    _id\n    code\n    status\n    order_id\n    order_number\n    shipping_method_id\n    source\n    tracking_status\n    bin_number\n    units_total\n    units_packed\n    ship_by_seller\n    international\n    declared_weight\n    real_weight\n    real_width\n    real_height\n    real_length\n    estimated_cost\n    real_cost\n    carrier\n    carrier_name\n    tracking_number\n    has_label\n    packed_at\n    labelled_at\n    picked_up_at\n    delivered_at\n    cancelled_at\n    created_at\n  }\n': typeof types.MrpPackageRowFieldsFragmentDoc;
  '\n  query MrpPackages($status: String, $source: String, $shipping: String, $search: String, $page: Int, $per_page: Int) {\n    mrpPackages(status: $status, source: $source, shipping: $shipping, search: $search, page: $page, per_page: $per_page) {\n      items {\n        ...MrpPackageRowFields\n      }\n      total\n    }\n  }\n': typeof types.MrpPackagesDocument;
  '\n  query MrpPackageCounters($source: String, $shipping: String) {\n    mrpPackageCounters(source: $source, shipping: $shipping) {\n      statuses {\n        key\n        count\n      }\n      shipping {\n        key\n        name\n        count\n      }\n    }\n  }\n': typeof types.MrpPackageCountersDocument;
  '\n  fragment PackageUnitFields on MrpProduct {\n    _id\n    code\n    status\n    product_name\n    variant_title\n    image\n    ship_by\n  }\n': typeof types.PackageUnitFieldsFragmentDoc;
  '\n  query MrpPackage($_id: String!) {\n    mrpPackage(_id: $_id) {\n      ...MrpPackageRowFields\n      productions {\n        ...PackageUnitFields\n      }\n      missing_units {\n        ...PackageUnitFields\n      }\n    }\n  }\n': typeof types.MrpPackageDocument;
  '\n  mutation PackMrpProduct($code: String!) {\n    packMrpProduct(code: $code) {\n      package {\n        ...MrpPackageRowFields\n      }\n      bin_number\n      packed\n      total\n      complete\n      changed\n      reason\n    }\n  }\n': typeof types.PackMrpProductDocument;
  '\n  mutation PrintMrpPackage($_id: String!) {\n    printMrpPackage(_id: $_id) {\n      url\n      pages\n    }\n  }\n': typeof types.PrintMrpPackageDocument;
  '\n  mutation SetMrpPackageMeasures($_id: String!, $weight: Int!, $width: Int, $height: Int, $length: Int) {\n    setMrpPackageMeasures(_id: $_id, weight: $weight, width: $width, height: $height, length: $length) {\n      ...MrpPackageRowFields\n    }\n  }\n': typeof types.SetMrpPackageMeasuresDocument;
  '\n  mutation TrashMrpProductPackage($_id: String!) {\n    trashMrpProductPackage(_id: $_id) {\n      ...MrpPackageRowFields\n    }\n  }\n': typeof types.TrashMrpProductPackageDocument;
  '\n  mutation ScanPackageTracking($tracking: String!) {\n    scanPackageTracking(tracking: $tracking) {\n      ...MrpPackageRowFields\n    }\n  }\n': typeof types.ScanPackageTrackingDocument;
  '\n  mutation UpdateProfile($name: String, $phone_number: String, $sale_plan: String, $facebook: String, $skype: String) {\n    updateProfile(name: $name, phone_number: $phone_number, sale_plan: $sale_plan, facebook: $facebook, skype: $skype) {\n      _id\n      name\n      phone_number\n      sale_plan\n      facebook\n      skype\n    }\n  }\n': typeof types.UpdateProfileDocument;
  '\n  mutation UpdatePassword($password: String, $new_password: String) {\n    updateProfile(password: $password, new_password: $new_password) {\n      _id\n    }\n  }\n': typeof types.UpdatePasswordDocument;
  '\n  mutation SaveCustomizer($customizer: JSON) {\n    updateProfile(customizer: $customizer) {\n      _id\n      customizer\n    }\n  }\n': typeof types.SaveCustomizerDocument;
  '\n  mutation ToggleDesignProduction($_id: ID!, $is_hide: Boolean!) {\n    toggleDesignProduction(_id: $_id, is_hide: $is_hide) {\n      _id\n      disable_design_production\n      hide_production\n    }\n  }\n': typeof types.ToggleDesignProductionDocument;
  '\n  subscription UserUpdated($_id: ID!) {\n    userUpdated(_id: $_id) {\n      _id\n      identity\n      status\n      identity_label\n      total_credit\n      vip\n    }\n  }\n': typeof types.UserUpdatedDocument;
  '\n  fragment SalesFiguresFields on SalesFiguresModel {\n    key\n    name\n    orders\n    units\n    revenue\n    base_cost\n    shipping\n    refunds\n    margin\n  }\n': typeof types.SalesFiguresFieldsFragmentDoc;
  '\n  query Dashboard {\n    dashboard {\n      scope\n      order_statuses {\n        key\n        total\n      }\n      days {\n        ...SalesFiguresFields\n      }\n      period {\n        ...SalesFiguresFields\n      }\n      stations {\n        key\n        total\n      }\n      late_productions\n      tickets {\n        key\n        total\n      }\n      returns {\n        key\n        total\n      }\n      credit\n      recent_tickets {\n        _id\n        code\n        subject\n        status\n        updated_at\n      }\n    }\n  }\n': typeof types.DashboardDocument;
  '\n  query DailyReport($tab: String, $start: String, $end: String) {\n    dailyReport(tab: $tab, start: $start, end: $end) {\n      tab\n      from\n      to\n      total {\n        ...SalesFiguresFields\n      }\n      days {\n        ...SalesFiguresFields\n      }\n      sellers {\n        ...SalesFiguresFields\n      }\n      stores {\n        ...SalesFiguresFields\n      }\n      product_types {\n        ...SalesFiguresFields\n      }\n      manufactures {\n        ...SalesFiguresFields\n      }\n    }\n  }\n': typeof types.DailyReportDocument;
  '\n  fragment ReturnRowFields on ReturnRequest {\n    _id\n    code\n    order_id\n    order_number\n    reason\n    wanted\n    status\n    resolution\n    refund_amount\n    replacement_order_id\n    created_at\n    seller {\n      ...UserRefFields\n    }\n    photos {\n      _id\n      name\n      url\n      thumbnail\n    }\n  }\n': typeof types.ReturnRowFieldsFragmentDoc;
  '\n  query ReturnRequests($status: String, $seller_id: ID, $order_id: ID, $search: String, $page: Int) {\n    returnRequests(status: $status, seller_id: $seller_id, order_id: $order_id, search: $search, page: $page) {\n      ...ReturnRowFields\n    }\n  }\n': typeof types.ReturnRequestsDocument;
  '\n  query ReturnRequestCounters($seller_id: ID, $order_id: ID, $search: String) {\n    returnRequestCounters(seller_id: $seller_id, order_id: $order_id, search: $search) {\n      all\n      opening\n      approved\n      rejected\n      on_hold\n      completed\n      cancelled\n    }\n  }\n': typeof types.ReturnRequestCountersDocument;
  '\n  fragment ReturnFields on ReturnRequest {\n    ...ReturnRowFields\n    note\n    ledger_entry_id\n    fault_manufacture_id\n    fault_manufacture_name\n    fault_station\n    decision_note\n    decided_at\n    decided_by {\n      ...UserRefFields\n    }\n    next_actions\n    lines {\n      item_id\n      sku\n      name\n      quantity\n      approved_quantity\n      unit_price\n    }\n  }\n': typeof types.ReturnFieldsFragmentDoc;
  '\n  query ReturnRequest($id: ID!) {\n    returnRequest(_id: $id) {\n      ...ReturnFields\n    }\n  }\n': typeof types.ReturnRequestDocument;
  '\n  mutation MakeReturnRequest($order_id: ID!, $reason: String!, $wanted: String, $note: String, $lines: [ReturnLineInput!]!, $photos: [ID!], $ticket_id: ID) {\n    makeReturnRequest(order_id: $order_id, reason: $reason, wanted: $wanted, note: $note, lines: $lines, photos: $photos, ticket_id: $ticket_id) {\n      ...ReturnFields\n    }\n  }\n': typeof types.MakeReturnRequestDocument;
  '\n  mutation ApproveReturnRequest(\n    $_id: ID!\n    $resolution: String!\n    $lines: [ReturnLineInput!]\n    $amount: String\n    $fault_manufacture_id: ID\n    $fault_station: String\n    $note: String\n  ) {\n    approveReturnRequest(\n      _id: $_id\n      resolution: $resolution\n      lines: $lines\n      amount: $amount\n      fault_manufacture_id: $fault_manufacture_id\n      fault_station: $fault_station\n      note: $note\n    ) {\n      ...ReturnFields\n    }\n  }\n': typeof types.ApproveReturnRequestDocument;
  '\n  mutation RejectReturnRequest($_id: ID!, $note: String) {\n    rejectReturnRequest(_id: $_id, note: $note) {\n      ...ReturnFields\n    }\n  }\n': typeof types.RejectReturnRequestDocument;
  '\n  mutation HoldReturnRequest($_id: ID!, $note: String) {\n    holdReturnRequest(_id: $_id, note: $note) {\n      ...ReturnFields\n    }\n  }\n': typeof types.HoldReturnRequestDocument;
  '\n  mutation CompleteReturnRequest($_id: ID!, $note: String) {\n    completeReturnRequest(_id: $_id, note: $note) {\n      ...ReturnFields\n    }\n  }\n': typeof types.CompleteReturnRequestDocument;
  '\n  mutation CancelReturnRequest($_id: ID!, $note: String) {\n    cancelReturnRequest(_id: $_id, note: $note) {\n      ...ReturnFields\n    }\n  }\n': typeof types.CancelReturnRequestDocument;
  '\n  query ReturnFactories {\n    manufactures {\n      _id\n      name\n    }\n  }\n': typeof types.ReturnFactoriesDocument;
  '\n  query OrderReturnRequests($order_id: ID!) {\n    returnRequests(order_id: $order_id) {\n      _id\n      code\n      status\n    }\n  }\n': typeof types.OrderReturnRequestsDocument;
  '\n  fragment ShipmentFields on Shipment {\n    _id\n    tracking_number\n    carrier\n    status\n    source\n    customer_name\n    order_id\n    order_number\n    package_id\n    international\n    last_event_at\n    delivered_at\n    created_at\n    seller {\n      ...UserRefFields\n    }\n  }\n': typeof types.ShipmentFieldsFragmentDoc;
  '\n  query Shipments($status: String, $tracking_number: String, $order_id: ID, $customer_name: String, $page: Int) {\n    shipments(status: $status, tracking_number: $tracking_number, order_id: $order_id, customer_name: $customer_name, page: $page) {\n      ...ShipmentFields\n    }\n  }\n': typeof types.ShipmentsDocument;
  '\n  query ShipmentCounters($tracking_number: String, $order_id: ID, $customer_name: String) {\n    shipmentCounters(tracking_number: $tracking_number, order_id: $order_id, customer_name: $customer_name) {\n      all\n      processing\n      picked_up\n      processed\n      in_transit\n      out_for_delivery\n      delivery_attempt\n      delivered\n      failed\n      exception\n      other\n    }\n  }\n': typeof types.ShipmentCountersDocument;
  '\n  query Shipment($id: ID!) {\n    shipment(_id: $id) {\n      ...ShipmentFields\n      events {\n        _id\n        status\n        description\n        location\n        occurred_at\n      }\n    }\n  }\n': typeof types.ShipmentDocument;
  '\n  mutation MaskAsDelivered($id: ID!, $note: String) {\n    maskAsDelivered(_id: $id, note: $note) {\n      ...ShipmentFields\n    }\n  }\n': typeof types.MaskAsDeliveredDocument;
  '\n  fragment TicketRowFields on Ticket {\n    _id\n    code\n    subject\n    type\n    status\n    priority\n    referent\n    order_id\n    created_at\n    last_message_at\n    seller {\n      ...UserRefFields\n    }\n    assignee {\n      ...UserRefFields\n    }\n  }\n': typeof types.TicketRowFieldsFragmentDoc;
  '\n  query Tickets($status: String, $type: String, $assignee_id: ID, $seller_id: ID, $order_id: ID, $search: String, $page: Int) {\n    tickets(status: $status, type: $type, assignee_id: $assignee_id, seller_id: $seller_id, order_id: $order_id, search: $search, page: $page) {\n      ...TicketRowFields\n    }\n  }\n': typeof types.TicketsDocument;
  '\n  query TicketCounters($type: String, $assignee_id: ID, $seller_id: ID, $order_id: ID, $search: String) {\n    ticketCounters(type: $type, assignee_id: $assignee_id, seller_id: $seller_id, order_id: $order_id, search: $search) {\n      all\n      open\n      inprocess\n      resolved\n      closed\n    }\n  }\n': typeof types.TicketCountersDocument;
  '\n  fragment TicketFields on Ticket {\n    ...TicketRowFields\n    item_id\n    listing_id\n    merged_into\n    next_statuses\n    messages {\n      _id\n      body\n      internal\n      created_at\n      author {\n        ...UserRefFields\n      }\n      attachments {\n        _id\n        name\n        url\n        thumbnail\n      }\n    }\n  }\n': typeof types.TicketFieldsFragmentDoc;
  '\n  query Ticket($id: ID!) {\n    ticket(_id: $id) {\n      ...TicketFields\n    }\n  }\n': typeof types.TicketDocument;
  '\n  subscription TicketUpdated($id: ID!) {\n    ticketUpdated(_id: $id) {\n      ...TicketFields\n    }\n  }\n': typeof types.TicketUpdatedDocument;
  '\n  mutation MakeTicket($subject: String!, $type: String!, $body: String!, $order_id: ID, $attachments: [ID!]) {\n    makeTicket(subject: $subject, type: $type, body: $body, order_id: $order_id, attachments: $attachments) {\n      _id\n      type\n    }\n  }\n': typeof types.MakeTicketDocument;
  '\n  mutation ReplyTicket($id: ID!, $body: String!, $internal: Boolean, $attachments: [ID!]) {\n    replyTicket(_id: $id, body: $body, internal: $internal, attachments: $attachments) {\n      ...TicketFields\n    }\n  }\n': typeof types.ReplyTicketDocument;
  '\n  mutation SetTicketStatus($id: ID!, $status: String!) {\n    setTicketStatus(_id: $id, status: $status) {\n      ...TicketFields\n    }\n  }\n': typeof types.SetTicketStatusDocument;
  '\n  mutation AssignTicket($id: ID!, $assignee_id: ID) {\n    assignTicket(_id: $id, assignee_id: $assignee_id) {\n      ...TicketFields\n    }\n  }\n': typeof types.AssignTicketDocument;
  '\n  query TicketOrder($id: ID!) {\n    order(_id: $id) {\n      _id\n      number\n      status\n      total\n      created_at\n      shipping_address {\n        name\n        city\n        country\n      }\n      items {\n        _id\n        sku\n        name\n        quantity\n      }\n    }\n  }\n': typeof types.TicketOrderDocument;
  '\n  query TicketAssignees {\n    ticketAssignees {\n      ...UserRefFields\n    }\n  }\n': typeof types.TicketAssigneesDocument;
  '\n  query SwitchUserSearch($search: String) {\n    users(search: $search) {\n      _id\n      identity\n      identity_label\n      email\n      name\n      role\n      status\n    }\n  }\n': typeof types.SwitchUserSearchDocument;
  '\n  mutation SwitchUser($_id: ID!) {\n    switchUser(_id: $_id) {\n      token\n      _id\n    }\n  }\n': typeof types.SwitchUserDocument;
  '\n  query MyAnnouncements {\n    myAnnouncements {\n      _id\n      subject\n      content\n    }\n  }\n': typeof types.MyAnnouncementsDocument;
  '\n  mutation ReadSystemNotification($id: ID!) {\n    readSystemNotification(_id: $id)\n  }\n': typeof types.ReadSystemNotificationDocument;
  '\n  query SystemNotifications($status: String, $page: Int) {\n    systemNotifications(status: $status, page: $page) {\n      _id\n      subject\n      content\n      audience\n      roles\n      merchant_group_name\n      important\n      publish_at\n      expires_at\n      delivered_at\n      status\n      recipients\n      reads\n      image_thumbnail\n      image_url\n    }\n  }\n': typeof types.SystemNotificationsDocument;
  '\n  query SystemNotificationCounters {\n    systemNotificationCounters {\n      all\n      scheduled\n      published\n      expired\n      trashed\n    }\n  }\n': typeof types.SystemNotificationCountersDocument;
  '\n  mutation MakeSystemNotification(\n    $subject: String!\n    $content: String!\n    $image_id: ID\n    $audience: String!\n    $roles: [String!]\n    $merchant_group_id: ID\n    $publish_at: String\n    $expires_at: String\n    $important: Boolean\n  ) {\n    makeSystemNotification(\n      subject: $subject\n      content: $content\n      image_id: $image_id\n      audience: $audience\n      roles: $roles\n      merchant_group_id: $merchant_group_id\n      publish_at: $publish_at\n      expires_at: $expires_at\n      important: $important\n    ) {\n      _id\n      status\n    }\n  }\n': typeof types.MakeSystemNotificationDocument;
  '\n  mutation TrashSystemNotification($id: ID!) {\n    trashSystemNotification(_id: $id) {\n      _id\n    }\n  }\n': typeof types.TrashSystemNotificationDocument;
  '\n  query AnnouncementMerchantGroups {\n    merchantGroups(perPage: 200) {\n      _id\n      name\n    }\n  }\n': typeof types.AnnouncementMerchantGroupsDocument;
  '\n  fragment ImageSizeFields on ImageSize {\n    name\n    url\n    width\n    height\n    mask\n  }\n': typeof types.ImageSizeFieldsFragmentDoc;
  '\n  mutation SignedUpload($type: String!, $filename: String!, $mimetype: String!, $size: Int!) {\n    signedUpload(type: $type, filename: $filename, mimetype: $mimetype, size: $size) {\n      _id\n      url\n    }\n  }\n': typeof types.SignedUploadDocument;
  '\n  mutation UpdatePreSignedFile($_id: ID!) {\n    updatePreSignedFile(_id: $_id) {\n      _id\n      url\n      image_sizes {\n        ...ImageSizeFields\n      }\n      job_id\n    }\n  }\n': typeof types.UpdatePreSignedFileDocument;
  '\n  mutation TagUploadedFile($_id: ID!, $tags: [String!]!) {\n    saveFile(_id: $_id, tags: $tags) {\n      _id\n      tags {\n        _id\n        name\n      }\n    }\n  }\n': typeof types.TagUploadedFileDocument;
  '\n  fragment UserListFields on User {\n    ...UserSummaryFields\n    last_login\n    created_at\n    group {\n      _id\n      name\n    }\n  }\n': typeof types.UserListFieldsFragmentDoc;
  '\n  fragment UserFullFields on User {\n    _id\n    identity\n    identity_label\n    target\n    referent\n    email\n    role\n    groups\n    name\n    h\n    status\n    last_login\n    created_at\n    updated_at\n    group {\n      _id\n      name\n    }\n    permission {\n      ...PermissionFields\n    }\n    phone_number\n    sale_plan\n    facebook\n    skype\n    theme\n    sidebarCollapsed\n    navbarColor\n    navbarType\n    footerType\n    menuTheme\n    hideScrollToTop\n    total_credit\n    vip\n    wholesale_level\n    payment_type\n    ship_by_seller\n    ship_by_onos\n    when_tracking_update\n    day_update_tracking\n    active_tracking_day\n    default_carrier\n    is_international\n    shipping_user {\n      _id\n      email\n      identity_label\n    }\n    default_shipping_id\n    default_shipping_method {\n      _id\n      name\n    }\n    enable_non_ship\n    addition_shipping_service_price\n    addition_base_cost\n    active_production_invoice\n    current_affiliate_id\n    process_without_design\n    hold_off\n    disable_design_production\n    require_inc_active_service\n    enable_check_dimension\n    active_status\n    hubs {\n      _id\n      name\n    }\n  }\n': typeof types.UserFullFieldsFragmentDoc;
  '\n  fragment GroupUserFields on User {\n    _id\n    email\n    name\n    identity_label\n    role\n  }\n': typeof types.GroupUserFieldsFragmentDoc;
  '\n  query Users(\n    $identity: String\n    $email: String\n    $search: String\n    $status: String\n    $group: String\n    $start: String\n    $end: String\n    $withProduction: Boolean\n    $withOrderFulfillment: Boolean\n    $withFinance: Boolean\n    $sort: String\n    $page: Int\n  ) {\n    users(\n      identity: $identity\n      email: $email\n      search: $search\n      status: $status\n      group: $group\n      start: $start\n      end: $end\n      withProduction: $withProduction\n      withOrderFulfillment: $withOrderFulfillment\n      withFinance: $withFinance\n      sort: $sort\n      page: $page\n    ) {\n      ...UserListFields\n    }\n  }\n': typeof types.UsersDocument;
  '\n  query UsersStatusCounts(\n    $identity: String\n    $email: String\n    $search: String\n    $group: String\n    $start: String\n    $end: String\n    $withProduction: Boolean\n    $withOrderFulfillment: Boolean\n    $withFinance: Boolean\n  ) {\n    usersStatusCounts(\n      identity: $identity\n      email: $email\n      search: $search\n      group: $group\n      start: $start\n      end: $end\n      withProduction: $withProduction\n      withOrderFulfillment: $withOrderFulfillment\n      withFinance: $withFinance\n    ) {\n      status\n      count\n    }\n  }\n': typeof types.UsersStatusCountsDocument;
  '\n  query GetUserById($_id: ID!) {\n    getUserById(_id: $_id) {\n      ...UserFullFields\n    }\n  }\n': typeof types.GetUserByIdDocument;
  '\n  mutation MakeUser($id: ID, $params: MakeUserParams!) {\n    makeUser(id: $id, params: $params) {\n      ...UserFullFields\n    }\n  }\n': typeof types.MakeUserDocument;
  '\n  mutation SetUsersStatus($ids: [ID!]!, $status: String!) {\n    setUsersStatus(ids: $ids, status: $status)\n  }\n': typeof types.SetUsersStatusDocument;
  '\n  mutation DeleteById($_id: ID!) {\n    deleteById(_id: $_id)\n  }\n': typeof types.DeleteByIdDocument;
  '\n  query AdminManufactures {\n    manufactures {\n      _id\n      name\n      status\n    }\n  }\n': typeof types.AdminManufacturesDocument;
  '\n  fragment UserGroupFields on UserGroup {\n    _id\n    name\n    status\n    role\n    parent_id\n    is_default\n    created_at\n    updated_at\n    permission {\n      ...PermissionFields\n    }\n  }\n': typeof types.UserGroupFieldsFragmentDoc;
  '\n  query UserGroups($name: String, $status: String, $page: Int) {\n    usergroups(name: $name, status: $status, page: $page) {\n      ...UserGroupFields\n    }\n  }\n': typeof types.UserGroupsDocument;
  '\n  query AllUserGroups {\n    usergroups(get_all: true) {\n      _id\n      name\n      status\n    }\n  }\n': typeof types.AllUserGroupsDocument;
  '\n  query UserGroupsAll {\n    usergroups(get_all: true) {\n      ...UserGroupFields\n    }\n  }\n': typeof types.UserGroupsAllDocument;
  '\n  mutation MakeUserGroup($id: ID, $params: MakeUserGroupParams!) {\n    makeUserGroup(id: $id, params: $params) {\n      ...UserGroupFields\n    }\n  }\n': typeof types.MakeUserGroupDocument;
  '\n  mutation TrashUserGroup($delete_ids: [ID!]!) {\n    trashUserGroup(delete_ids: $delete_ids)\n  }\n': typeof types.TrashUserGroupDocument;
  '\n  query GetDefaultPermissions($role: String) {\n    getDefaultPermissions(role: $role) {\n      ...PermissionFields\n    }\n  }\n': typeof types.GetDefaultPermissionsDocument;
  '\n  query UsersNoneGroup($search: String, $group_id: ID, $page: Int) {\n    usersNoneGroup(search: $search, group_id: $group_id, page: $page) {\n      count\n      users {\n        ...GroupUserFields\n      }\n    }\n  }\n': typeof types.UsersNoneGroupDocument;
  '\n  query GroupMembers($group: String, $search: String, $page: Int) {\n    users(group: $group, search: $search, sort: "name:asc", page: $page) {\n      ...GroupUserFields\n    }\n  }\n': typeof types.GroupMembersDocument;
  '\n  mutation SetUserGroup($id: ID, $params: MakeUserParams!) {\n    makeUser(id: $id, params: $params) {\n      _id\n      group {\n        _id\n        name\n      }\n    }\n  }\n': typeof types.SetUserGroupDocument;
  '\n  fragment MerchantGroupFields on MerchantGroup {\n    _id\n    name\n    created_at\n    updated_at\n    merchants {\n      _id\n      identity_label\n      email\n    }\n  }\n': typeof types.MerchantGroupFieldsFragmentDoc;
  '\n  query MerchantGroups($name: String, $page: Int) {\n    merchantGroups(name: $name, page: $page) {\n      ...MerchantGroupFields\n    }\n  }\n': typeof types.MerchantGroupsDocument;
  '\n  query MerchantGroup($_id: ID!) {\n    merchantGroup(_id: $_id) {\n      ...MerchantGroupFields\n    }\n  }\n': typeof types.MerchantGroupDocument;
  '\n  mutation SaveMerchantGroup($input: MerchantGroupInput!) {\n    saveMerchantGroup(input: $input) {\n      ...MerchantGroupFields\n    }\n  }\n': typeof types.SaveMerchantGroupDocument;
  '\n  mutation DeleteMerchantGroup($_id: ID!) {\n    deleteMerchantGroup(_id: $_id)\n  }\n': typeof types.DeleteMerchantGroupDocument;
  '\n  query UserSearch($search: String, $group: String) {\n    users(search: $search, group: $group, perPage: 20) {\n      _id\n      identity_label\n      email\n    }\n  }\n': typeof types.UserSearchDocument;
  '\n  fragment AliasMentionFields on AliasMention {\n    id\n    username\n    first_name\n    last_name\n  }\n': typeof types.AliasMentionFieldsFragmentDoc;
  '\n  fragment NotificationSettingsFields on UserNotificationSettings {\n    _id\n    user_id\n    type\n    status\n    mentions\n    url\n    subject\n    updated_at\n    alias_mentions {\n      ...AliasMentionFields\n    }\n    group {\n      id\n      title\n    }\n    events {\n      id\n      name\n      mentions\n      status\n      url\n      group {\n        id\n        title\n      }\n      alias_mentions {\n        ...AliasMentionFields\n      }\n      times {\n        hour\n        minute\n      }\n    }\n  }\n': typeof types.NotificationSettingsFieldsFragmentDoc;
  '\n  query UserNotification($type: String!, $user_id: ID) {\n    userNotification(type: $type, user_id: $user_id) {\n      ...NotificationSettingsFields\n    }\n  }\n': typeof types.UserNotificationDocument;
  '\n  mutation MakeUserNotification(\n    $_id: ID\n    $user_id: ID\n    $type: String!\n    $status: String\n    $mentions: [String!]\n    $url: String\n    $subject: String\n    $alias_mentions: [AliasMentionInput!]\n    $group: NotificationGroupInput\n    $events: [NotificationEventInput!]\n  ) {\n    makeUserNotification(\n      _id: $_id\n      user_id: $user_id\n      type: $type\n      status: $status\n      mentions: $mentions\n      url: $url\n      subject: $subject\n      alias_mentions: $alias_mentions\n      group: $group\n      events: $events\n    ) {\n      ...NotificationSettingsFields\n    }\n  }\n': typeof types.MakeUserNotificationDocument;
  '\n  query Invitations {\n    invitations {\n      _id\n      email\n      created_at\n      expires_at\n    }\n  }\n': typeof types.InvitationsDocument;
  '\n  mutation CreateInvitation($email: String, $days: Int) {\n    createInvitation(email: $email, days: $days) {\n      _id\n      path\n      expires_at\n    }\n  }\n': typeof types.CreateInvitationDocument;
  '\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(_id: $id)\n  }\n': typeof types.RevokeInvitationDocument;
  '\n  query MyQueueCounts {\n    myQueueCounts {\n      tickets\n      design_requests\n    }\n  }\n': typeof types.MyQueueCountsDocument;
  '\n  subscription MyQueueChanged {\n    myQueueChanged {\n      tickets\n      design_requests\n    }\n  }\n': typeof types.MyQueueChangedDocument;
  '\n  fragment UserRefFields on UserRef {\n    _id\n    email\n    name\n    role\n  }\n': typeof types.UserRefFieldsFragmentDoc;
  '\n  query Timeline($entity: String!, $entity_id: ID!) {\n    timeline(entity: $entity, entity_id: $entity_id) {\n      _id\n      from\n      to\n      transition\n      note\n      text {\n        code\n        params\n      }\n      created_at\n      actor {\n        ...UserRefFields\n      }\n      real_actor {\n        ...UserRefFields\n      }\n    }\n  }\n': typeof types.TimelineDocument;
};
const documents: Documents = {
  '\n  query TokenAccessLogs($user_id: ID, $token: String, $operation: String, $outcome: String, $ip: String, $start: String, $end: String, $page: Int) {\n    tokenAccessLogs(user_id: $user_id, token: $token, operation: $operation, outcome: $outcome, ip: $ip, start: $start, end: $end, page: $page) {\n      _id\n      user {\n        ...UserRefFields\n      }\n      token_prefix\n      operation\n      ip\n      outcome\n      created_at\n    }\n  }\n':
    types.TokenAccessLogsDocument,
  '\n  query BlockedLogs($email: String, $ip: String, $reason: String, $start: String, $end: String, $page: Int) {\n    blockedLogs(email: $email, ip: $ip, reason: $reason, start: $start, end: $end, page: $page) {\n      _id\n      email\n      ip\n      reason\n      created_at\n    }\n  }\n':
    types.BlockedLogsDocument,
  '\n  mutation Unblock($email: String, $ip: String) {\n    unblock(email: $email, ip: $ip) {\n      cleared\n    }\n  }\n': types.UnblockDocument,
  '\n  fragment AffiliateFields on Affiliate {\n    _id\n    code\n    commission\n    active\n    sellers_count\n    posted_count\n    posted_total\n    reversed_count\n    reversed_total\n    earned\n    created_at\n    user {\n      ...UserRefFields\n    }\n  }\n':
    types.AffiliateFieldsFragmentDoc,
  '\n  query Affiliates($search: String, $page: Int) {\n    affiliates(search: $search, page: $page) {\n      ...AffiliateFields\n    }\n    affiliateCommissionTotals {\n      all {\n        count\n        amount\n      }\n      posted {\n        count\n        amount\n      }\n      reversed {\n        count\n        amount\n      }\n    }\n  }\n':
    types.AffiliatesDocument,
  '\n  query Affiliate($_id: ID!) {\n    affiliate(_id: $_id) {\n      ...AffiliateFields\n    }\n  }\n': types.AffiliateDocument,
  '\n  query MyAffiliate {\n    myAffiliate {\n      ...AffiliateFields\n    }\n  }\n': types.MyAffiliateDocument,
  '\n  query AffiliateSellers($affiliate_id: ID!, $page: Int) {\n    affiliateSellers(affiliate_id: $affiliate_id, page: $page) {\n      _id\n      email\n      name\n      status\n      created_at\n    }\n  }\n':
    types.AffiliateSellersDocument,
  '\n  query AffiliateCommissions($affiliate_id: ID, $status: String, $page: Int) {\n    affiliateCommissions(affiliate_id: $affiliate_id, status: $status, page: $page) {\n      _id\n      order_id\n      order_number\n      units\n      rate\n      amount\n      status\n      posted_at\n      reversed_at\n      seller {\n        ...UserRefFields\n      }\n    }\n  }\n':
    types.AffiliateCommissionsDocument,
  '\n  mutation MakeAffiliate($email: String, $code: String!, $commission: Money!, $active: Boolean) {\n    makeAffiliate(email: $email, code: $code, commission: $commission, active: $active) {\n      ...AffiliateFields\n    }\n  }\n':
    types.MakeAffiliateDocument,
  '\n  mutation UpdateAffiliate($_id: ID!, $code: String, $commission: Money, $active: Boolean) {\n    updateAffiliate(_id: $_id, code: $code, commission: $commission, active: $active) {\n      ...AffiliateFields\n    }\n  }\n':
    types.UpdateAffiliateDocument,
  '\n  mutation SetUserAffiliate($email: String, $affiliate_id: ID) {\n    setUserAffiliate(email: $email, affiliate_id: $affiliate_id) {\n      _id\n    }\n  }\n':
    types.SetUserAffiliateDocument,
  '\n  query ApiToken {\n    apiToken {\n      prefix\n      scopes\n      created_at\n      last_used_at\n    }\n  }\n': types.ApiTokenDocument,
  '\n  mutation RegenerateApiToken($scopes: [String!]!) {\n    regenerateApiToken(scopes: $scopes) {\n      token\n      prefix\n      scopes\n    }\n  }\n':
    types.RegenerateApiTokenDocument,
  '\n  fragment UserSummaryFields on User {\n    _id\n    identity\n    identity_label\n    email\n    name\n    role\n    groups\n    status\n    total_credit\n    vip\n  }\n':
    types.UserSummaryFieldsFragmentDoc,
  '\n  fragment SessionUserFields on User {\n    ...UserSummaryFields\n    wholesale_level\n    hold_off\n    hide_production\n    disable_design_production\n    active_status\n    customizer\n    phone_number\n    sale_plan\n    facebook\n    skype\n  }\n':
    types.SessionUserFieldsFragmentDoc,
  '\n  fragment PermissionFields on ModulePermissionModel {\n    module\n    title\n    access {\n      view\n      add\n      update\n      delete\n    }\n  }\n':
    types.PermissionFieldsFragmentDoc,
  '\n  query UserPermissions {\n    userPermissions {\n      ...PermissionFields\n    }\n  }\n': types.UserPermissionsDocument,
  '\n  subscription PermissionsChanged {\n    permissionsChanged\n  }\n': types.PermissionsChangedDocument,
  '\n  fragment SessionManufactureFields on Manufacture {\n    _id\n    name\n    status\n    address\n    stations {\n      cutting\n      printing\n      sewing\n      packing\n    }\n  }\n':
    types.SessionManufactureFieldsFragmentDoc,
  '\n  query CurrentUser {\n    cUser {\n      ...SessionUserFields\n    }\n    userPermissions {\n      ...PermissionFields\n    }\n    manufactures {\n      ...SessionManufactureFields\n    }\n  }\n':
    types.CurrentUserDocument,
  '\n  fragment TransactionFields on Transaction {\n    _id\n    type\n    status\n    amount\n    balance_after\n    payment_method\n    payment_transaction_info\n    order_id\n    message\n    text {\n      code\n      params\n    }\n    reason\n    created_at\n    user {\n      ...UserRefFields\n    }\n  }\n':
    types.TransactionFieldsFragmentDoc,
  '\n  query Transactions($status: String, $type: String, $user_id: ID, $page: Int) {\n    transactions(status: $status, type: $type, user_id: $user_id, page: $page) {\n      ...TransactionFields\n    }\n  }\n':
    types.TransactionsDocument,
  '\n  query TransactionCounters($type: String, $user_id: ID) {\n    transactionCounters(type: $type, user_id: $user_id) {\n      all\n      pending\n      paid\n      error\n      cancel\n    }\n    transactionSum(type: $type, user_id: $user_id) {\n      topup\n      payment\n      refund\n      adjustment\n      import_tax\n      tracking_activation\n      commission\n      affiliate_commission\n      affiliate_reversal\n      total\n    }\n  }\n':
    types.TransactionCountersDocument,
  '\n  mutation TopupAccount($amount: Flex!, $payment_method: String!, $payment_transaction_info: String!, $message: String) {\n    topupAccount(amount: $amount, payment_method: $payment_method, payment_transaction_info: $payment_transaction_info, message: $message) {\n      ...TransactionFields\n    }\n  }\n':
    types.TopupAccountDocument,
  '\n  mutation MakeTransaction($id: ID!, $status: String!, $reason: String) {\n    makeTransaction(id: $id, status: $status, reason: $reason) {\n      ...TransactionFields\n    }\n  }\n':
    types.MakeTransactionDocument,
  '\n  fragment InvoiceFields on Invoice {\n    _id\n    number\n    period_start\n    period_end\n    status\n    order_count\n    product_cost\n    estimated_shipping\n    actual_shipping\n    total\n    created_at\n    paid_at\n    user {\n      ...UserRefFields\n    }\n  }\n':
    types.InvoiceFieldsFragmentDoc,
  '\n  query Invoices($status: String, $user_id: ID, $start: String, $end: String, $search: String, $page: Int) {\n    invoices(status: $status, user_id: $user_id, start: $start, end: $end, search: $search, page: $page) {\n      ...InvoiceFields\n    }\n  }\n':
    types.InvoicesDocument,
  '\n  fragment InvoiceCounterFields on InvoiceCounters {\n    all\n    pending\n    paid\n    cancelled\n  }\n': types.InvoiceCounterFieldsFragmentDoc,
  '\n  query InvoiceCounters($user_id: ID, $start: String, $end: String, $search: String) {\n    invoiceCounters(user_id: $user_id, start: $start, end: $end, search: $search) {\n      ...InvoiceCounterFields\n    }\n  }\n':
    types.InvoiceCountersDocument,
  '\n  query LedgerSellers {\n    ledgerSellers {\n      _id\n      email\n      name\n    }\n  }\n': types.LedgerSellersDocument,
  '\n  query InvoiceSellers {\n    invoiceSellers {\n      _id\n      email\n      name\n    }\n  }\n': types.InvoiceSellersDocument,
  '\n  query Invoice($id: ID!) {\n    invoice(_id: $id) {\n      ...InvoiceFields\n      pdf_url\n      xlsx_url\n      lines {\n        order_id\n        order_number\n        paid_at\n        product_cost\n        estimated_shipping\n        actual_shipping\n        total\n        order_status\n      }\n    }\n  }\n':
    types.InvoiceDocument,
  '\n  mutation MakeInvoice($id: ID!, $status: String!) {\n    makeInvoice(id: $id, status: $status) {\n      ...InvoiceFields\n    }\n  }\n':
    types.MakeInvoiceDocument,
  '\n  fragment ProductionLineFields on ProductionTransaction {\n    _id\n    order_id\n    order_number\n    paid_at\n    units\n    amount\n  }\n':
    types.ProductionLineFieldsFragmentDoc,
  '\n  fragment ProductionTransactionFields on ProductionTransaction {\n    ...ProductionLineFields\n    manufacture_id\n    manufacture_name\n    status\n    created_at\n    user {\n      ...UserRefFields\n    }\n  }\n':
    types.ProductionTransactionFieldsFragmentDoc,
  '\n  query ProductionTransactions($status: String, $manufacture_id: ID, $user_id: ID, $start: String, $end: String, $page: Int) {\n    productionTransactions(status: $status, manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end, page: $page) {\n      ...ProductionTransactionFields\n    }\n  }\n':
    types.ProductionTransactionsDocument,
  '\n  query ProductionTransactionTotals($manufacture_id: ID, $user_id: ID, $start: String, $end: String) {\n    productionTransactionCounters(manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end) {\n      all\n      pending\n      invoiced\n      cancelled\n    }\n    productionTransactionSum(manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end) {\n      all\n      pending\n      invoiced\n      cancelled\n    }\n  }\n':
    types.ProductionTransactionTotalsDocument,
  '\n  query ProductionParties {\n    productionParties {\n      factories {\n        _id\n        name\n      }\n      sellers {\n        _id\n        email\n        name\n      }\n    }\n  }\n':
    types.ProductionPartiesDocument,
  '\n  fragment ProductionInvoiceFields on ProductionInvoice {\n    _id\n    number\n    manufacture_id\n    manufacture_name\n    period_start\n    period_end\n    status\n    order_count\n    total\n    created_at\n    paid_at\n    user {\n      ...UserRefFields\n    }\n  }\n':
    types.ProductionInvoiceFieldsFragmentDoc,
  '\n  query ProductionInvoices($status: String, $manufacture_id: ID, $user_id: ID, $start: String, $end: String, $page: Int) {\n    productionInvoices(status: $status, manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end, page: $page) {\n      ...ProductionInvoiceFields\n    }\n  }\n':
    types.ProductionInvoicesDocument,
  '\n  query ProductionInvoiceCounters($manufacture_id: ID, $user_id: ID, $start: String, $end: String) {\n    productionInvoiceCounters(manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end) {\n      ...InvoiceCounterFields\n    }\n  }\n':
    types.ProductionInvoiceCountersDocument,
  '\n  query ProductionInvoice($id: ID!) {\n    productionInvoice(_id: $id) {\n      ...ProductionInvoiceFields\n      pdf_url\n      xlsx_url\n      lines {\n        ...ProductionLineFields\n      }\n    }\n  }\n':
    types.ProductionInvoiceDocument,
  '\n  mutation MakeProductionInvoice($id: ID!, $status: String!) {\n    makeProductionInvoice(id: $id, status: $status) {\n      ...ProductionInvoiceFields\n    }\n  }\n':
    types.MakeProductionInvoiceDocument,
  '\n  fragment PresetCardFields on ProductPreset {\n    _id\n    name\n    sku\n    identity\n    image\n    images_thumbnail\n    provider\n    collection\n    category\n    visible\n    is_catalog\n    is_new\n    is_best_seller\n    min_price\n    max_price\n    price\n    favorite\n    created_at\n  }\n':
    types.PresetCardFieldsFragmentDoc,
  '\n  fragment PresetCatalogFields on ProductPreset {\n    ...PresetCardFields\n    description\n    size_chart\n    print_areas {\n      key\n      width\n      height\n      addition_price\n    }\n    prety_attributes {\n      attribute_type\n      plf_attribute_name\n      options {\n        ffm_value\n        plf_value\n        hex\n        default\n      }\n    }\n    attribute_specifics {\n      _id\n      sku\n      price\n      in_stock\n      name_value {\n        name\n        value\n      }\n    }\n  }\n':
    types.PresetCatalogFieldsFragmentDoc,
  '\n  fragment PresetFullFields on ProductPreset {\n    ...PresetCatalogFields\n    updated_at\n    raw_name\n    hts_code\n    type\n    provider_id\n    manufacture_id\n    videos\n    short_description\n    template_description\n    category_id\n    shipping_sku\n    shipping_preset\n    print_document\n    print_template\n    base_tag_price\n    sale_tag_price\n    tax_fee\n    tax_fee_fix\n    value_of_goods\n    tax_groups\n    shipping_cost\n    shipping_additional_cost\n    international_shipping_cost\n    international_shipping_additional_cost\n    side_additional_cost\n    position_additional_cost\n    tiktok_vip_discount\n    wholesale_level\n    weight\n    package_width\n    package_height\n    package_length\n    is_featured\n    skip_design_check\n    skip_affiliate\n    platform_category\n    platform_specifics\n    linked_products\n    monopolist_users\n    vip {\n      level\n      value\n    }\n    unit_discounts {\n      unit\n      value\n    }\n    specifics {\n      key\n      value\n      required\n    }\n    print_areas {\n      position\n      print\n      addition_base_price\n      is_part\n      is_required\n      is_embroidery\n    }\n    prety_attributes {\n      options {\n        plf_price\n      }\n    }\n    tags {\n      _id\n      name\n    }\n    attribute_specifics {\n      base_price\n      sale_price\n      wholesale_price\n      ship_price\n      nonship_price\n      tiktok_final_price\n      fix_profit\n      weight\n      package_width\n      package_height\n      package_length\n      stock\n      name_value {\n        type\n      }\n    }\n  }\n':
    types.PresetFullFieldsFragmentDoc,
  '\n  query Presets($page: Int, $provider: String, $collection: String, $category: String, $name: String, $favorites: Boolean) {\n    productPreset(page: $page, provider: $provider, collection: $collection, category: $category, name: $name, favorites: $favorites) {\n      ...PresetCardFields\n    }\n  }\n':
    types.PresetsDocument,
  '\n  query Preset($id: ID!) {\n    productPreset(_id: $id) {\n      ...PresetFullFields\n    }\n  }\n': types.PresetDocument,
  '\n  query PresetProviderCounts($collection: String, $category: String, $name: String) {\n    productPresetCountProvider(collection: $collection, category: $category, name: $name) {\n      all\n      customcat\n      lionnix\n      merchize\n      geargag\n      scalable\n      private\n      printify\n      gearment\n    }\n  }\n':
    types.PresetProviderCountsDocument,
  '\n  query PresetCategoryCounts($collection: String, $provider: String) {\n    productPresetCountCategory(collection: $collection, provider: $provider) {\n      category_id\n      category\n      name\n      total\n    }\n  }\n':
    types.PresetCategoryCountsDocument,
  '\n  query ProductTypes($provider: String!) {\n    providerProductType(provider: $provider) {\n      _id\n      id\n      name\n      image\n      category\n      collection\n      min_price\n      max_price\n      variant_count\n      preset_count\n    }\n  }\n':
    types.ProductTypesDocument,
  '\n  mutation CreatePreset($provider: String!, $product_type_id: String!, $collection: String) {\n    productPresetCreate(provider: $provider, product_type_id: $product_type_id, collection: $collection) {\n      _id\n    }\n  }\n':
    types.CreatePresetDocument,
  '\n  mutation UpdatePreset($input: ProductPresetUpdateInput!) {\n    productPresetUpdate(input: $input) {\n      ...PresetFullFields\n    }\n  }\n':
    types.UpdatePresetDocument,
  '\n  query PresetManufactures {\n    manufactures {\n      _id\n      name\n    }\n  }\n': types.PresetManufacturesDocument,
  '\n  mutation RemovePreset($id: ID!) {\n    productPresetRemove(_id: $id)\n  }\n': types.RemovePresetDocument,
  '\n  mutation FavoritePreset($id: ID!) {\n    makeProductTypeFavorite(_id: $id)\n  }\n': types.FavoritePresetDocument,
  '\n  query PlatformLevel($platform: String!, $level: Int!, $parent: String) {\n    platformProductCategory(platform: $platform, level: $level, parent: $parent) {\n      id\n      name\n      level\n      has_children\n    }\n  }\n':
    types.PlatformLevelDocument,
  '\n  query PlatformSpecifics($platform: String!, $id: String!) {\n    platformProductSpecifics(platform: $platform, id: $id) {\n      key\n      name\n      type\n      mode\n      value\n    }\n  }\n':
    types.PlatformSpecificsDocument,
  '\n  query StockHistory($id: ID!, $page: Int) {\n    paginateProductStockHistory(product_id: $id, page: $page) {\n      total_items\n      current_page\n      total_pages\n      items {\n        _id\n        variant_sku\n        action\n        quantity\n        stock_before\n        stock_after\n        reason\n        source\n        created_at\n        changed_by {\n          _id\n          email\n          name\n          role\n        }\n      }\n    }\n  }\n':
    types.StockHistoryDocument,
  '\n  query Inventory($page: Int, $search: String, $low_stock: Boolean) {\n    productInventory(page: $page, search: $search, low_stock: $low_stock) {\n      _id\n      product_id\n      product_name\n      image\n      provider\n      sku\n      stock\n      low_stock_at\n      name_value {\n        name\n        value\n      }\n    }\n  }\n':
    types.InventoryDocument,
  '\n  mutation AdjustStock($input: AdjustProductStockInput!) {\n    adjustProductStock(input: $input) {\n      _id\n      stock_after\n    }\n  }\n':
    types.AdjustStockDocument,
  '\n  query ProductCategories {\n    productCategories {\n      _id\n      name\n      slug\n      position\n      builtin\n      preset_count\n    }\n  }\n':
    types.ProductCategoriesDocument,
  '\n  mutation SaveProductCategory($input: CatalogueNameInput!) {\n    saveProductCategory(input: $input) {\n      _id\n    }\n  }\n':
    types.SaveProductCategoryDocument,
  '\n  mutation ReorderProductCategories($ids: [ID!]!) {\n    reorderProductCategories(ids: $ids) {\n      _id\n    }\n  }\n':
    types.ReorderProductCategoriesDocument,
  '\n  mutation RemoveProductCategory($id: ID!) {\n    removeProductCategory(_id: $id)\n  }\n': types.RemoveProductCategoryDocument,
  '\n  query ProductTags($name: String) {\n    productTags(name: $name) {\n      _id\n      name\n      preset_count\n    }\n  }\n': types.ProductTagsDocument,
  '\n  mutation SaveProductTag($input: CatalogueNameInput!) {\n    saveProductTag(input: $input) {\n      _id\n    }\n  }\n': types.SaveProductTagDocument,
  '\n  mutation MergeProductTags($from_ids: [ID!]!, $into_id: ID!) {\n    mergeProductTags(from_ids: $from_ids, into_id: $into_id) {\n      _id\n    }\n  }\n':
    types.MergeProductTagsDocument,
  '\n  mutation RemoveProductTag($id: ID!) {\n    removeProductTag(_id: $id)\n  }\n': types.RemoveProductTagDocument,
  '\n  query CatalogProduct($id: ID!) {\n    productPreset(_id: $id) {\n      ...PresetCatalogFields\n    }\n  }\n': types.CatalogProductDocument,
  '\n  fragment ClipartFields on Clipart {\n    _id\n    name\n    tags {\n      _id\n      name\n    }\n    file {\n      _id\n      url\n      width\n      height\n      mimetype\n      image_sizes {\n        ...ImageSizeFields\n      }\n    }\n  }\n':
    types.ClipartFieldsFragmentDoc,
  '\n  query Cliparts($name: String, $tags: [String!], $page: Int) {\n    cliparts(name: $name, tags: $tags, page: $page) {\n      ...ClipartFields\n    }\n  }\n':
    types.ClipartsDocument,
  '\n  mutation SaveClipart($_id: ID!, $name: String!, $tags: [String!]!) {\n    saveClipart(_id: $_id, name: $name, tags: $tags) {\n      _id\n      name\n      tags {\n        _id\n        name\n      }\n    }\n  }\n':
    types.SaveClipartDocument,
  '\n  fragment JobState on Job {\n    _id\n    status\n    progress\n    error_text {\n      code\n      params\n    }\n    result\n  }\n':
    types.JobStateFragmentDoc,
  '\n  query TransferJob($id: ID!) {\n    job(_id: $id) {\n      ...JobState\n    }\n  }\n': types.TransferJobDocument,
  '\n  subscription TransferJobProgress($id: ID!) {\n    jobProgress(_id: $id) {\n      ...JobState\n    }\n  }\n': types.TransferJobProgressDocument,
  '\n  mutation ExportList($list: String!, $format: String!, $filters: JSON) {\n    exportList(list: $list, format: $format, filters: $filters) {\n      ...JobState\n    }\n  }\n':
    types.ExportListDocument,
  '\n  mutation ImportUpload($kind: String!, $filename: String!, $mimetype: String!, $size: Int!) {\n    importUpload(kind: $kind, filename: $filename, mimetype: $mimetype, size: $size) {\n      _id\n      url\n    }\n  }\n':
    types.ImportUploadDocument,
  '\n  mutation ImportPreview($kind: String!, $fileId: ID!) {\n    importPreview(kind: $kind, file_id: $fileId) {\n      file_id\n      filename\n      columns\n      total\n      valid\n      refused\n      rows {\n        line\n        values\n        issues {\n          field\n          reason\n        }\n      }\n    }\n  }\n':
    types.ImportPreviewDocument,
  '\n  mutation ImportConfirm($kind: String!, $fileId: ID!, $policy: String!) {\n    importConfirm(kind: $kind, file_id: $fileId, policy: $policy) {\n      ...JobState\n    }\n  }\n':
    types.ImportConfirmDocument,
  '\n  fragment DesignRequestFields on DesignRequest {\n    _id\n    code\n    status\n    brief\n    print_areas\n    referent\n    order_id\n    item_id\n    listing_id\n    created_at\n    completed_at\n    next_statuses\n    seller {\n      ...UserRefFields\n    }\n    assignee {\n      ...UserRefFields\n    }\n    images {\n      file_id\n      name\n      url\n      thumbnail\n    }\n    files {\n      file_id\n      area\n      name\n      url\n      thumbnail\n    }\n  }\n':
    types.DesignRequestFieldsFragmentDoc,
  '\n  query DesignRequests($status: String, $search: String, $page: Int) {\n    designRequests(status: $status, search: $search, page: $page) {\n      ...DesignRequestFields\n    }\n  }\n':
    types.DesignRequestsDocument,
  '\n  query DesignRequestCounters($search: String) {\n    designRequestCounters(search: $search) {\n      all\n      todo\n      in_progress\n      review\n      completed\n      rejected\n    }\n  }\n':
    types.DesignRequestCountersDocument,
  '\n  query DesignRequest($id: ID!) {\n    designRequest(_id: $id) {\n      ...DesignRequestFields\n    }\n  }\n': types.DesignRequestDocument,
  '\n  query DesignRequestAreas($order_id: ID!, $item_id: ID!) {\n    designRequestAreas(order_id: $order_id, item_id: $item_id)\n  }\n':
    types.DesignRequestAreasDocument,
  '\n  mutation MakeDesignRequest($order_id: ID, $item_id: ID, $listing_id: ID, $brief: String!, $images: [ID!], $print_areas: [String!]!) {\n    makeDesignRequest(order_id: $order_id, item_id: $item_id, listing_id: $listing_id, brief: $brief, images: $images, print_areas: $print_areas) {\n      ...DesignRequestFields\n    }\n  }\n':
    types.MakeDesignRequestDocument,
  '\n  mutation SetDesignRequestStatus($id: ID!, $status: String!, $note: String) {\n    setDesignRequestStatus(_id: $id, status: $status, note: $note) {\n      ...DesignRequestFields\n    }\n  }\n':
    types.SetDesignRequestStatusDocument,
  '\n  mutation SubmitDesignRequestFiles($id: ID!, $files: [DesignRequestFileInput!]!) {\n    submitDesignRequestFiles(_id: $id, files: $files) {\n      ...DesignRequestFields\n    }\n  }\n':
    types.SubmitDesignRequestFilesDocument,
  '\n  mutation ApproveDesignRequest($id: ID!) {\n    approveDesignRequest(_id: $id) {\n      ...DesignRequestFields\n    }\n  }\n':
    types.ApproveDesignRequestDocument,
  '\n  fragment MockupDesignFields on MockupDesign {\n    _id\n    name\n    status\n    width\n    height\n    created_at\n    updated_at\n    image {\n      _id\n      url\n    }\n    previews {\n      url\n    }\n    tags {\n      _id\n      name\n    }\n  }\n':
    types.MockupDesignFieldsFragmentDoc,
  '\n  query MockupDesigns($name: String, $start: String, $end: String, $status: String, $tag: ID, $page: Int) {\n    mockupDesigns(name: $name, start: $start, end: $end, status: $status, tag: $tag, page: $page) {\n      ...MockupDesignFields\n    }\n  }\n':
    types.MockupDesignsDocument,
  '\n  query MockupCounter($name: String, $start: String, $end: String, $tag: ID) {\n    mockupCounter(name: $name, start: $start, end: $end, tag: $tag) {\n      all\n      published\n      draft\n      trashed\n    }\n  }\n':
    types.MockupCounterDocument,
  '\n  query MockupDesignTags($name: String) {\n    mockupDesignTags(name: $name) {\n      _id\n      name\n    }\n  }\n': types.MockupDesignTagsDocument,
  '\n  query MockupDesign($_id: ID!) {\n    mockupDesign(_id: $_id) {\n      ...MockupDesignFields\n      images {\n        type\n        name\n        image\n        print_fit\n        print_x\n        print_y\n        print_width\n        print_height\n        print_rotate\n        print_knew_x\n        print_knew_y\n        settings {\n          print_x\n          print_y\n          print_width\n          print_height\n          print_rotate\n          print_knew_x\n          print_knew_y\n          print_scale_x\n          print_scale_y\n          print_crop_x\n          print_crop_y\n          print_crop_width\n          print_crop_height\n        }\n      }\n      prints {\n        name\n        prints {\n          type\n          image\n        }\n      }\n    }\n  }\n':
    types.MockupDesignDocument,
  '\n  query DesignFile($_id: ID!) {\n    file(_id: $_id) {\n      _id\n      url\n      name\n    }\n  }\n': types.DesignFileDocument,
  '\n  mutation CreateMockupDesign(\n    $status: String\n    $name: String!\n    $width: Flex\n    $height: Flex\n    $image: ID\n    $images: [MockupDesignImageInput!]\n    $prints: [MockupDesignPrintInput!]\n    $tags: [ID!]\n    $new_tags: [String]\n  ) {\n    createMockupDesign(\n      status: $status\n      name: $name\n      width: $width\n      height: $height\n      image: $image\n      images: $images\n      prints: $prints\n      tags: $tags\n      new_tags: $new_tags\n    ) {\n      _id\n    }\n  }\n':
    types.CreateMockupDesignDocument,
  '\n  mutation UpdateMockupDesign(\n    $_id: ID!\n    $status: String\n    $name: String!\n    $width: Flex\n    $height: Flex\n    $image: ID\n    $images: [MockupDesignImageInput!]\n    $prints: [MockupDesignPrintInput!]\n    $tags: [ID!]\n    $new_tags: [String]\n  ) {\n    updateMockupDesign(\n      _id: $_id\n      status: $status\n      name: $name\n      width: $width\n      height: $height\n      image: $image\n      images: $images\n      prints: $prints\n      tags: $tags\n      new_tags: $new_tags\n    ) {\n      _id\n    }\n  }\n':
    types.UpdateMockupDesignDocument,
  '\n  mutation TrashMockupDesign($ids: [ID!]!) {\n    trashMockupDesign(ids: $ids)\n  }\n': types.TrashMockupDesignDocument,
  '\n  query EditorDesigns($name: String, $page: Int) {\n    mockupDesigns(status: "published", name: $name, page: $page) {\n      _id\n      name\n      image {\n        _id\n        url\n        width\n        height\n      }\n      previews {\n        url\n      }\n    }\n  }\n':
    types.EditorDesignsDocument,
  '\n  query EditorPreset($id: ID!) {\n    productPreset(_id: $id) {\n      _id\n      name\n      image\n      price\n      sale_tag_price\n      print_areas {\n        key\n        width\n        height\n      }\n      attribute_specifics {\n        _id\n        sku\n        price\n        name_value {\n          name\n          value\n        }\n      }\n      prety_attributes {\n        attribute_type\n        plf_attribute_name\n        options {\n          plf_value\n          hex\n          default\n        }\n      }\n    }\n  }\n':
    types.EditorPresetDocument,
  '\n  query EditorFonts($name: String, $ids: [ID!]) {\n    fonts(name: $name, ids: $ids) {\n      _id\n      family\n      variants\n      files {\n        variant\n        url\n      }\n    }\n  }\n':
    types.EditorFontsDocument,
  '\n  mutation EditorRenderMockupSide($document: JSON!, $side: String!, $color: String) {\n    renderMockupSide(document: $document, side: $side, color: $color) {\n      url\n      width\n      height\n      job_id\n    }\n  }\n':
    types.EditorRenderMockupSideDocument,
  '\n  mutation EditorRenderPrintFiles($document: JSON!) {\n    renderPrintFiles(document: $document) {\n      side\n      position\n      url\n      width\n      height\n      dpi\n      job_id\n    }\n  }\n':
    types.EditorRenderPrintFilesDocument,
  '\n  query EditorTemplates($productId: ID!, $status: String) {\n    productPresetMockups(product_id: $productId, template: true, status: $status, page: 1, perPage: 1) {\n      _id\n      name\n      mockup_type\n      sides\n      print_areas\n    }\n  }\n':
    types.EditorTemplatesDocument,
  '\n  query EditorListing($id: ID!) {\n    itemInfo(_id: $id) {\n      _id\n      name\n      description\n      tags\n      product_id\n      mockup_id\n      attribute_specifics_modify {\n        sku\n        sale_price\n      }\n    }\n  }\n':
    types.EditorListingDocument,
  '\n  query EditorMockup($id: ID!) {\n    productPresetMockup(_id: $id) {\n      _id\n      mockup_type\n      sides\n      print_areas\n    }\n  }\n':
    types.EditorMockupDocument,
  '\n  mutation EditorSaveTemplate($id: ID, $productId: ID!, $name: String!, $sides: JSON!, $printAreas: JSON!, $src: String) {\n    makeProductMockupPreset(_id: $id, product_id: $productId, name: $name, sides: $sides, print_areas: $printAreas, src: $src, status: "Publish") {\n      _id\n      name\n    }\n  }\n':
    types.EditorSaveTemplateDocument,
  '\n  mutation EditorSaveProductMockup($id: ID, $productId: ID!, $name: String, $sides: JSON!, $printAreas: JSON!, $src: String, $status: String!) {\n    makeProductMockup(_id: $id, product_id: $productId, name: $name, sides: $sides, print_areas: $printAreas, src: $src, status: $status) {\n      _id\n    }\n  }\n':
    types.EditorSaveProductMockupDocument,
  '\n  mutation EditorSaveListing(\n    $id: ID\n    $productId: ID!\n    $name: String!\n    $description: String\n    $tags: [String!]\n    $variants: [ListingVariantInput!]\n    $images: [ListingImageInput!]\n    $front: String\n    $back: String\n    $sleeve: String\n    $hood: String\n    $mockupId: ID\n    $status: String!\n  ) {\n    makeItemInfo(\n      _id: $id\n      product_id: $productId\n      name: $name\n      description: $description\n      tags: $tags\n      attribute_specifics_modify: $variants\n      images: $images\n      front: $front\n      back: $back\n      sleeve: $sleeve\n      hood: $hood\n      mockup_id: $mockupId\n      status: $status\n    ) {\n      _id\n      name\n    }\n  }\n':
    types.EditorSaveListingDocument,
  '\n  fragment ExtensionRowFields on Extension {\n    _id\n    marketplace\n    name\n    enabled\n    version\n    updated_at\n    current {\n      version\n      page_match\n      mappings {\n        field\n        selector\n        attribute\n      }\n    }\n  }\n':
    types.ExtensionRowFieldsFragmentDoc,
  '\n  query Extensions($marketplace: String, $status: String, $page: Int) {\n    extensions(marketplace: $marketplace, status: $status, page: $page) {\n      ...ExtensionRowFields\n    }\n  }\n':
    types.ExtensionsDocument,
  '\n  query ExtensionCounters($marketplace: String) {\n    extensionCounters(marketplace: $marketplace) {\n      all\n      enabled\n      disabled\n    }\n  }\n':
    types.ExtensionCountersDocument,
  '\n  query Extension($id: ID!) {\n    extension(_id: $id) {\n      ...ExtensionRowFields\n      versions {\n        version\n        name\n        page_match\n        note\n        restored_from\n        created_at\n        created_by {\n          ...UserRefFields\n        }\n        mappings {\n          field\n        }\n      }\n    }\n  }\n':
    types.ExtensionDocument,
  '\n  mutation MakeExtension($marketplace: String!, $name: String!, $page_match: String!, $mappings: [ExtensionMappingInput!]!, $note: String) {\n    makeExtension(marketplace: $marketplace, name: $name, page_match: $page_match, mappings: $mappings, note: $note) {\n      ...ExtensionRowFields\n    }\n  }\n':
    types.MakeExtensionDocument,
  '\n  mutation UpdateExtension($_id: ID!, $marketplace: String!, $name: String!, $page_match: String!, $mappings: [ExtensionMappingInput!]!, $note: String) {\n    updateExtension(_id: $_id, marketplace: $marketplace, name: $name, page_match: $page_match, mappings: $mappings, note: $note) {\n      ...ExtensionRowFields\n    }\n  }\n':
    types.UpdateExtensionDocument,
  '\n  mutation SetExtensionEnabled($id: ID!, $enabled: Boolean!) {\n    setExtensionEnabled(_id: $id, enabled: $enabled) {\n      ...ExtensionRowFields\n    }\n  }\n':
    types.SetExtensionEnabledDocument,
  '\n  mutation RestoreExtensionVersion($id: ID!, $version: Int!) {\n    restoreExtensionVersion(_id: $id, version: $version) {\n      ...ExtensionRowFields\n    }\n  }\n':
    types.RestoreExtensionVersionDocument,
  '\n  mutation TrashExtension($id: ID!) {\n    trashExtension(_id: $id)\n  }\n': types.TrashExtensionDocument,
  '\n  fragment FileFields on File {\n    _id\n    type\n    status\n    url\n    path\n    mask\n    sku\n    filename\n    name\n    size\n    width\n    height\n    mimetype\n    created_at\n    updated_at\n    tags {\n      _id\n      name\n    }\n    created_by {\n      _id\n      email\n      name\n      role\n    }\n    image_sizes {\n      ...ImageSizeFields\n    }\n  }\n':
    types.FileFieldsFragmentDoc,
  '\n  query Files($type: String, $name: String, $tags: [String!], $size: String, $start: String, $end: String, $sku: String, $created_by: ID, $page: Int) {\n    files(type: $type, name: $name, tags: $tags, size: $size, start: $start, end: $end, sku: $sku, created_by: $created_by, page: $page) {\n      ...FileFields\n    }\n  }\n':
    types.FilesDocument,
  '\n  query File($_id: ID!) {\n    file(_id: $_id) {\n      ...FileFields\n    }\n  }\n': types.FileDocument,
  '\n  query FileTags($name: String) {\n    fileTags(name: $name) {\n      _id\n      name\n    }\n  }\n': types.FileTagsDocument,
  '\n  mutation SaveFile($_id: ID!, $tags: [String!]!) {\n    saveFile(_id: $_id, tags: $tags) {\n      ...FileFields\n    }\n  }\n': types.SaveFileDocument,
  '\n  mutation RemoveFile($_id: ID!) {\n    removeFile(_id: $_id)\n  }\n': types.RemoveFileDocument,
  '\n  fragment FontFields on Font {\n    _id\n    family\n    slug\n    variants\n    subsets\n    provider\n    category\n    preview\n    files {\n      variant\n      url\n      style\n      weight\n      subset\n    }\n  }\n':
    types.FontFieldsFragmentDoc,
  '\n  query Fonts($provider: String, $name: String, $id: String, $ids: [ID!], $page: Int) {\n    fonts(provider: $provider, name: $name, id: $id, ids: $ids, page: $page) {\n      ...FontFields\n    }\n  }\n':
    types.FontsDocument,
  '\n  mutation SignedUploadFont($family: String!, $files: [FontUploadFile!]!) {\n    signedUploadFont(family: $family, files: $files) {\n      variant\n      path\n      url\n    }\n  }\n':
    types.SignedUploadFontDocument,
  '\n  mutation FontUpdatePreSignedFile($family: String!, $variants: [String!]!) {\n    fontUpdatePreSignedFile(family: $family, variants: $variants) {\n      ...FontFields\n    }\n  }\n':
    types.FontUpdatePreSignedFileDocument,
  '\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    _id\n    url\n    description\n    events\n    secret_hint\n    enabled\n    consecutive_failures\n    disabled_reason\n    last_delivery_at\n    last_response_code\n    created_at\n  }\n':
    types.WebhookEndpointFieldsFragmentDoc,
  '\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n': types.WebhookEndpointsDocument,
  '\n  mutation MakeWebhookEndpoint($_id: ID, $url: String!, $events: [String!]!, $description: String, $enabled: Boolean, $rotate_secret: Boolean) {\n    makeWebhookEndpoint(_id: $_id, url: $url, events: $events, description: $description, enabled: $enabled, rotate_secret: $rotate_secret) {\n      ...WebhookEndpointFields\n      secret\n    }\n  }\n':
    types.MakeWebhookEndpointDocument,
  '\n  mutation TrashWebhookEndpoint($ids: [ID!]!) {\n    trashWebhookEndpoint(ids: $ids)\n  }\n': types.TrashWebhookEndpointDocument,
  '\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    _id\n    kind\n    endpoint_id\n    event\n    url\n    status\n    attempt\n    response_code\n    response_excerpt\n    error\n    duration_ms\n    next_attempt_at\n    delivered_at\n    replay_of\n    created_at\n    payload\n    attempts {\n      at\n      response_code\n      error\n      duration_ms\n    }\n  }\n':
    types.WebhookDeliveryFieldsFragmentDoc,
  '\n  query WebhookDeliveries($endpoint_id: ID, $status: String, $page: Int) {\n    webhookDeliveries(endpoint_id: $endpoint_id, status: $status, page: $page) {\n      ...WebhookDeliveryFields\n    }\n  }\n':
    types.WebhookDeliveriesDocument,
  '\n  query WebhookDeliveryCounters($endpoint_id: ID) {\n    webhookDeliveryCounters(endpoint_id: $endpoint_id) {\n      all\n      pending\n      sending\n      retrying\n      succeeded\n      failed\n    }\n  }\n':
    types.WebhookDeliveryCountersDocument,
  '\n  mutation ReplayWebhookDelivery($_id: ID!) {\n    replayWebhookDelivery(_id: $_id) {\n      ...WebhookDeliveryFields\n    }\n  }\n':
    types.ReplayWebhookDeliveryDocument,
  '\n  query AppConfig($filter: String) {\n    appConfig(filter: $filter) {\n      _id\n      user_id\n      type\n      status\n      url\n      subject\n      mentions\n      group {\n        id\n        title\n      }\n      events {\n        id\n        name\n        status\n        url\n        mentions\n        times {\n          hour\n          minute\n        }\n      }\n      updated_at\n    }\n  }\n':
    types.AppConfigDocument,
  '\n  mutation SetAppConfig(\n    $type: String!\n    $user_id: ID\n    $status: String\n    $url: String\n    $subject: String\n    $mentions: [String!]\n    $events: [NotificationEventInput!]\n  ) {\n    setAppConfig(type: $type, user_id: $user_id, status: $status, url: $url, subject: $subject, mentions: $mentions, events: $events) {\n      _id\n    }\n  }\n':
    types.SetAppConfigDocument,
  '\n  query IntegrationStores($page: Int) {\n    integrationStores(page: $page) {\n      _id\n      name\n      platform\n      domain\n      seller_id\n      status\n      token_prefix\n      token_created_at\n      token_last_used_at\n      webhook\n      webhook_path\n    }\n  }\n':
    types.IntegrationStoresDocument,
  '\n  fragment JobRow on Job {\n    _id\n    name\n    subject\n    status\n    progress\n    error_text {\n      code\n      params\n    }\n    result\n    created_at\n    updated_at\n  }\n':
    types.JobRowFragmentDoc,
  '\n  query MyJobs($status: String, $page: Int) {\n    jobs(status: $status, page: $page) {\n      ...JobRow\n    }\n  }\n': types.MyJobsDocument,
  '\n  query JobCounters {\n    jobCounters {\n      all\n      queued\n      running\n      completed\n      failed\n    }\n  }\n': types.JobCountersDocument,
  '\n  fragment ListingRowFields on ItemInfo {\n    _id\n    name\n    price\n    status\n    product_id\n    product {\n      _id\n      name\n      provider\n    }\n    images {\n      src\n    }\n    front\n    updated_at\n    user {\n      ...UserRefFields\n    }\n    items {\n      _id\n      platform\n      queue_status\n    }\n  }\n':
    types.ListingRowFieldsFragmentDoc,
  '\n  query Listings($search: String, $status: String, $start: String, $end: String, $page: Int) {\n    itemsInfo(search: $search, status: $status, start: $start, end: $end, page: $page) {\n      ...ListingRowFields\n    }\n  }\n':
    types.ListingsDocument,
  '\n  query ListingCounters($search: String, $start: String, $end: String) {\n    itemsInfoCounters(search: $search, start: $start, end: $end) {\n      all\n      draft\n      publish\n      trash\n    }\n  }\n':
    types.ListingCountersDocument,
  '\n  query ListingProducts($ids: [ID!]) {\n    productPreset(ids: $ids, perPage: 100) {\n      _id\n      name\n      provider\n    }\n  }\n':
    types.ListingProductsDocument,
  '\n  query Listing($id: ID!) {\n    itemInfo(_id: $id) {\n      ...ListingRowFields\n      description\n      tags\n      collections\n      back\n      sleeve\n      hood\n      print_files {\n        side\n        position\n        dpi\n        url\n        width\n        height\n      }\n      attribute_specifics_modify {\n        sku\n        sale_price\n        name_value {\n          name\n          value\n        }\n      }\n      items {\n        _id\n        store_id\n        platform\n        platform_id\n        imported_at\n        external_url\n        queue_status\n        queue_messenger\n      }\n      created_at\n    }\n  }\n':
    types.ListingDocument,
  '\n  mutation TrashListings($ids: [ID!]!) {\n    trashItemInfo(ids: $ids)\n  }\n': types.TrashListingsDocument,
  '\n  query PresetMockups($product_id: ID!, $provider: String, $page: Int) {\n    productPresetMockups(product_id: $product_id, provider: $provider, page: $page) {\n      _id\n      id\n      name\n      provider\n      status\n      src\n      updated_at\n      created_by {\n        ...UserRefFields\n      }\n    }\n  }\n':
    types.PresetMockupsDocument,
  '\n  query PresetMockupProviders($product_id: ID!) {\n    productPresetMockupCountProvider(product_id: $product_id) {\n      provider\n      total\n    }\n  }\n':
    types.PresetMockupProvidersDocument,
  '\n  mutation RemovePresetMockup($id: ID!) {\n    productPresetMockupRemove(_id: $id)\n  }\n': types.RemovePresetMockupDocument,
  '\n  query PublishStores {\n    stores(status: "active", perPage: 100) {\n      _id\n      name\n      platform\n      seller_id\n    }\n  }\n':
    types.PublishStoresDocument,
  '\n  mutation PublishListings($ids: [ID!]!, $store_id: ID!) {\n    publishItemInfo(ids: $ids, store_id: $store_id) {\n      _id\n      status\n    }\n  }\n':
    types.PublishListingsDocument,
  '\n  fragment ManufactureFields on Manufacture {\n    ...SessionManufactureFields\n    working_days\n    time_zone\n    product_types\n    workers {\n      _id\n      name\n      email\n      role\n    }\n    updated_at\n  }\n':
    types.ManufactureFieldsFragmentDoc,
  '\n  query ManufactureList($status: String) {\n    manufactures(status: $status) {\n      ...ManufactureFields\n    }\n  }\n': types.ManufactureListDocument,
  '\n  query ShellManufactures {\n    manufactures {\n      ...SessionManufactureFields\n    }\n  }\n': types.ShellManufacturesDocument,
  '\n  mutation MakeManufacture($input: MakeManufactureInput!) {\n    makeManufacture(input: $input) {\n      ...ManufactureFields\n    }\n  }\n':
    types.MakeManufactureDocument,
  '\n  query ManufacturingWorkers {\n    manufacturingWorkers {\n      _id\n      name\n      email\n      role\n    }\n  }\n':
    types.ManufacturingWorkersDocument,
  '\n  fragment ShippingMethodFields on ShippingMethod {\n    _id\n    name\n    carrier\n    scope\n    min_days\n    max_days\n    active\n    audience\n    merchant_group_id\n    seller_ids\n    sellers {\n      _id\n      name\n      email\n    }\n    trashed\n  }\n':
    types.ShippingMethodFieldsFragmentDoc,
  '\n  query ShippingMethods($status: String, $page: Int) {\n    shippingMethods(status: $status, page: $page) {\n      ...ShippingMethodFields\n    }\n  }\n':
    types.ShippingMethodsDocument,
  '\n  mutation MakeShippingMethod($input: MakeShippingMethodInput!) {\n    makeShippingMethod(input: $input) {\n      ...ShippingMethodFields\n    }\n  }\n':
    types.MakeShippingMethodDocument,
  '\n  mutation TrashShippingMethod($ids: [ID!]!) {\n    trashShippingMethod(ids: $ids)\n  }\n': types.TrashShippingMethodDocument,
  '\n  mutation SetDefaultShippingMethod($id: ID!) {\n    setDefaultShippingMethod(_id: $id) {\n      _id\n      name\n    }\n  }\n':
    types.SetDefaultShippingMethodDocument,
  '\n  query MyDefaultShipping {\n    cUser {\n      _id\n      default_shipping_method {\n        _id\n        name\n      }\n    }\n  }\n':
    types.MyDefaultShippingDocument,
  '\n  query LogisticsMerchantGroups {\n    merchantGroups(perPage: 100) {\n      _id\n      name\n    }\n  }\n': types.LogisticsMerchantGroupsDocument,
  '\n  query ShippingCostTable {\n    shippingCostTable {\n      method_id\n      method_name\n      active\n      zones {\n        name\n        countries\n        rest_of_world\n        tiers {\n          min_weight\n          max_weight\n          first_item\n          additional_item\n        }\n      }\n    }\n  }\n':
    types.ShippingCostTableDocument,
  '\n  mutation MakeShippingCostTable($input: ShippingCostTableInput!) {\n    makeShippingCostTable(input: $input) {\n      method_id\n    }\n  }\n':
    types.MakeShippingCostTableDocument,
  '\n  query Locations($filter: String, $page: Int) {\n    locations(filter: $filter, page: $page) {\n      _id\n      name\n      type\n      status\n      address1\n      address2\n      city\n      state\n      postal_code\n      country\n      phone\n      updated_at\n    }\n  }\n':
    types.LocationsDocument,
  '\n  mutation MakeLocation($input: MakeLocationInput!) {\n    makeLocation(input: $input) {\n      _id\n    }\n  }\n': types.MakeLocationDocument,
  '\n  mutation TrashLocation($ids: [ID!]!) {\n    trashLocation(ids: $ids)\n  }\n': types.TrashLocationDocument,
  '\n  query Fulfilments($types: [String!], $private: Boolean, $status: String, $page: Int) {\n    fulfilments(types: $types, private: $private, status: $status, page: $page) {\n      _id\n      name\n      provider\n      account\n      credentials_hint\n      private\n      status\n      routing\n      is_default\n      preset_ids\n      updated_at\n    }\n  }\n':
    types.FulfilmentsDocument,
  '\n  mutation MakeFulfilment($input: MakeFulfilmentInput!) {\n    makeFulfilment(input: $input) {\n      _id\n    }\n  }\n': types.MakeFulfilmentDocument,
  '\n  mutation TrashFulfilment($id: ID!) {\n    trashFulfilment(_id: $id) {\n      _id\n      status\n    }\n  }\n': types.TrashFulfilmentDocument,
  '\n  query StorageSettings {\n    storageSettings {\n      driver\n      boot_driver\n      s3_endpoint\n      s3_region\n      s3_bucket\n      s3_access_key_id\n      s3_secret_set\n      s3_secret_hint\n      s3_force_path_style\n      updated_at\n    }\n  }\n':
    types.StorageSettingsDocument,
  '\n  mutation SaveStorageSettings($input: StorageSettingsInput!) {\n    saveStorageSettings(input: $input) {\n      driver\n      s3_secret_set\n      s3_secret_hint\n    }\n  }\n':
    types.SaveStorageSettingsDocument,
  '\n  mutation TestStorageConnection($driver: String!) {\n    testStorageConnection(driver: $driver) {\n      driver\n      ok\n      step\n      text {\n        code\n        params\n      }\n    }\n  }\n':
    types.TestStorageConnectionDocument,
  '\n  mutation ImportFulfilmentResult($id: ID!, $csv: String!) {\n    importFulfilmentResult(_id: $id, csv: $csv) {\n      imported\n      errors {\n        row\n        text {\n          code\n          params\n        }\n      }\n    }\n  }\n':
    types.ImportFulfilmentResultDocument,
  '\n  fragment MrpBatchFields on MrpBatch {\n    _id\n    code\n    status\n    print_method\n    product_type\n    product_type_name\n    colour\n    auto\n    product_count\n    note\n    created_at\n    progress {\n      status\n      count\n    }\n  }\n':
    types.MrpBatchFieldsFragmentDoc,
  '\n  query MrpBatches($manufacture_id: ID!, $status: String, $page: Int) {\n    mrpBatches(manufacture_id: $manufacture_id, status: $status, page: $page) {\n      ...MrpBatchFields\n    }\n  }\n':
    types.MrpBatchesDocument,
  '\n  query MrpBatch($_id: ID!) {\n    mrpBatch(_id: $_id) {\n      ...MrpBatchFields\n    }\n  }\n': types.MrpBatchDocument,
  '\n  query MrpBatchCounters($manufacture_id: ID!) {\n    mrpBatchCounters(manufacture_id: $manufacture_id) {\n      status\n      count\n    }\n  }\n':
    types.MrpBatchCountersDocument,
  '\n  query MrpBatchProductions($batch_id: String!) {\n    mrpProducts(batch_id: $batch_id, mrp_status: "All", per_page: 100) {\n      items {\n        _id\n        code\n        status\n        order_number\n        product_name\n      }\n      total\n    }\n  }\n':
    types.MrpBatchProductionsDocument,
  '\n  mutation UpdateMrpBatch($input: UpdateMrpBatchInput!) {\n    updateMrpBatchProduct(input: $input) {\n      ...MrpBatchFields\n    }\n  }\n':
    types.UpdateMrpBatchDocument,
  '\n  mutation TrashMrpBatch($id: ID!) {\n    trashMrpBatchProduct(_id: $id)\n  }\n': types.TrashMrpBatchDocument,
  '\n  mutation PrintBatchLabels($id: ID!) {\n    printBarcodeMrpBatch(_id: $id) {\n      url\n      size\n    }\n  }\n': types.PrintBatchLabelsDocument,
  '\n  mutation ExportBatch($id: ID!) {\n    exportBatchProducts(_id: $id) {\n      url\n      size\n    }\n  }\n': types.ExportBatchDocument,
  '\n  mutation BatchGangSheet($id: ID!) {\n    mrpBatchGangSheet(_id: $id) {\n      sheets {\n        url\n        width_px\n        length_px\n      }\n      dpi\n      pick_list_url\n      area_used\n    }\n  }\n':
    types.BatchGangSheetDocument,
  '\n  query ProductionReport($tab: String) {\n    productionReport(tab: $tab) {\n      tab\n      from\n      to\n      station_days {\n        day\n        station\n        units\n      }\n      workers {\n        worker_id\n        worker_name\n        station\n        units\n      }\n      station_errors {\n        station\n        units\n        errors\n        open\n        rate\n      }\n      error_codes {\n        code\n        station\n        errors\n        open\n        rate\n      }\n      station_times {\n        station\n        stays\n        avg_seconds\n      }\n      reprints {\n        productions\n        reproductions\n        ratio\n      }\n      late {\n        open_late\n        packed_late\n        packed_on_time\n        productions {\n          _id\n          code\n          status\n          ship_by\n        }\n      }\n    }\n  }\n':
    types.ProductionReportDocument,
  '\n  fragment MrpProductRowFields on MrpProduct {\n    _id\n    code\n    status\n    order_id\n    order_number\n    unit_index\n    seller_name\n    manufacture_id\n    batch_id\n    batch_code\n    product_name\n    variant_title\n    print_method\n    image\n    print_files {\n      side\n      url\n      thumbnail_url\n    }\n    errors {\n      code\n      step\n      note\n      created_at\n      resolved_at\n    }\n    priority\n    ship_by\n    late\n    note\n    reproduction_of\n    source\n    created_at\n    route\n    steps {\n      from\n      to\n      station\n      worker_name\n      scanned_at\n    }\n  }\n':
    types.MrpProductRowFieldsFragmentDoc,
  '\n  query MrpProducts(\n    $status: String\n    $source: String\n    $merchant_group_id: ID\n    $product_type: String\n    $search: String\n    $batch_id: String\n    $priority: Boolean\n    $late: Boolean\n    $page: Int\n  ) {\n    mrpProducts(\n      mrp_status: $status\n      source: $source\n      merchant_group_id: $merchant_group_id\n      product_type: $product_type\n      search: $search\n      batch_id: $batch_id\n      priority: $priority\n      late: $late\n      page: $page\n    ) {\n      items {\n        ...MrpProductRowFields\n      }\n      total\n    }\n  }\n':
    types.MrpProductsDocument,
  '\n  query StationQueue($status: String!, $per_page: Int!) {\n    mrpProducts(mrp_status: $status, source: "all", order: "next", per_page: $per_page) {\n      items {\n        _id\n        code\n        product_name\n        variant_title\n        priority\n        ship_by\n        late\n        batch_code\n      }\n      total\n    }\n  }\n':
    types.StationQueueDocument,
  '\n  query MrpProductCounters($source: String) {\n    mrpProductCounters(source: $source) {\n      status\n      count\n    }\n  }\n':
    types.MrpProductCountersDocument,
  '\n  subscription MrpCountersChanged($manufacture_id: ID!) {\n    mrpCountersChanged(manufacture_id: $manufacture_id) {\n      manufacture_id\n      counters {\n        status\n        count\n      }\n    }\n  }\n':
    types.MrpCountersChangedDocument,
  '\n  mutation UpdateMrpProducts($ids: [ID!]!, $hold: Boolean, $priority: Int) {\n    updateMrpProducts(ids: $ids, hold: $hold, priority: $priority) {\n      _id\n      status\n      priority\n    }\n  }\n':
    types.UpdateMrpProductsDocument,
  '\n  mutation MrpProductNextProcessStep($_id: String!, $station: String, $scanned_at: DateTime) {\n    mrpProductNextProcessStep(_id: $_id, station: $station, scanned_at: $scanned_at) {\n      changed\n      from\n      to\n      reason\n      product {\n        _id\n        code\n        status\n      }\n    }\n  }\n':
    types.MrpProductNextProcessStepDocument,
  '\n  mutation ReportMrpError($_id: String!, $errors: [Int!]!, $note: String) {\n    reportMrpError(_id: $_id, errors: $errors, note: $note) {\n      _id\n      code\n      status\n    }\n  }\n':
    types.ReportMrpErrorDocument,
  '\n  query MrpErrorCodes {\n    mrpErrorCodes {\n      code\n      step\n      key\n      label\n      active\n    }\n  }\n': types.MrpErrorCodesDocument,
  '\n  query MrpMerchantGroups {\n    merchantGroups(perPage: 100) {\n      _id\n      name\n    }\n  }\n': types.MrpMerchantGroupsDocument,
  '\n  query MrpProductTypeOptions($provider: String!) {\n    providerProductType(provider: $provider) {\n      _id\n      name\n    }\n  }\n':
    types.MrpProductTypeOptionsDocument,
  '\n  mutation MakeMrpBatch($product_ids: [ID!]!, $params: MakeMrpBatchParams) {\n    makeMrpBatchProduct(product_ids: $product_ids, params: $params) {\n      _id\n      code\n      product_count\n    }\n  }\n':
    types.MakeMrpBatchDocument,
  '\n  query MrpUnitWhere($code: String!) {\n    mrpProducts(search: $code, mrp_status: "All", per_page: 1) {\n      items {\n        code\n        status\n        route\n      }\n    }\n  }\n':
    types.MrpUnitWhereDocument,
  '\n  fragment ProviderLineFields on ProviderLine {\n    _id\n    order_id\n    order_number\n    provider\n    account_name\n    sku\n    name\n    quantity\n    status\n    error\n    sent_at\n    file_url\n    tracking_number\n    carrier\n    tracking_url\n  }\n':
    types.ProviderLineFieldsFragmentDoc,
  '\n  query MrpProviderLines($provider: String, $status: String, $search: String, $page: Int) {\n    mrpProviderLines(provider: $provider, status: $status, search: $search, page: $page) {\n      ...ProviderLineFields\n    }\n  }\n':
    types.MrpProviderLinesDocument,
  '\n  query MrpProviderCounters($provider: String, $search: String) {\n    mrpProviderCounters(provider: $provider, search: $search) {\n      all\n      queued\n      sent\n      in_production\n      shipped\n      failed\n      cancelled\n    }\n  }\n':
    types.MrpProviderCountersDocument,
  '\n  mutation ResendProviderLine($id: ID!) {\n    resendProviderLine(_id: $id) {\n      ...ProviderLineFields\n    }\n  }\n':
    types.ResendProviderLineDocument,
  '\n  fragment NotificationItemFields on Notification {\n    _id\n    type\n    code\n    subject\n    content\n    image\n    created_at\n    status\n    referent\n  }\n':
    types.NotificationItemFieldsFragmentDoc,
  '\n  query Notifications($status: String, $page: Int) {\n    notifications(status: $status, page: $page) {\n      ...NotificationItemFields\n    }\n  }\n':
    types.NotificationsDocument,
  '\n  query NotificationsCount($status: String) {\n    notificationsCount(status: $status)\n  }\n': types.NotificationsCountDocument,
  '\n  mutation NotificationMake($ids: [ID!]!, $status: String!) {\n    notificationMake(ids: $ids, status: $status)\n  }\n': types.NotificationMakeDocument,
  '\n  mutation NotificationReadAll {\n    notificationReadAll\n  }\n': types.NotificationReadAllDocument,
  '\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItemFields\n    }\n  }\n': types.NotificationAddedDocument,
  '\n  query OrderFulfilments($status: String, $page: Int) {\n    orders(status: $status, page: $page) {\n      _id\n      number\n      status\n      created_at\n      paid_at\n      produced_at\n      fulfilled_at\n      completed_at\n      item_count\n      shipping_address {\n        name\n        country\n      }\n      store {\n        _id\n        name\n        platform\n      }\n      fulfilled_by {\n        kind\n        name\n        provider\n        units\n      }\n    }\n  }\n':
    types.OrderFulfilmentsDocument,
  '\n  fragment OrderRowFields on Order {\n    _id\n    number\n    status\n    platform\n    platform_order_id\n    total\n    paid\n    item_count\n    priority\n    is_test\n    created_at\n    shipping_address {\n      name\n      city\n      country\n    }\n    store {\n      _id\n      name\n      platform\n    }\n    seller {\n      ...UserRefFields\n    }\n  }\n':
    types.OrderRowFieldsFragmentDoc,
  '\n  query Orders($status: String, $store_id: ID, $seller_id: ID, $search: String, $start: String, $end: String, $page: Int) {\n    orders(status: $status, store_id: $store_id, seller_id: $seller_id, search: $search, start: $start, end: $end, page: $page) {\n      ...OrderRowFields\n    }\n  }\n':
    types.OrdersDocument,
  '\n  query OrderCounters($store_id: ID, $seller_id: ID, $search: String, $start: String, $end: String) {\n    orderCounters(store_id: $store_id, seller_id: $seller_id, search: $search, start: $start, end: $end) {\n      all\n      pending\n      processing\n      in_production\n      fulfilled\n      completed\n      on_hold\n      cancelled\n      refunded\n      trash\n    }\n  }\n':
    types.OrderCountersDocument,
  '\n  mutation ProcessOrders($ids: [ID!]!) {\n    processOrders(ids: $ids) {\n      _id\n      number\n      ok\n      status\n      reason\n      message\n    }\n  }\n':
    types.ProcessOrdersDocument,
  '\n  mutation HoldOrder($id: ID!, $reason: String) {\n    holdOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n':
    types.HoldOrderDocument,
  '\n  mutation CancelOrder($id: ID!, $reason: String) {\n    cancelOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n':
    types.CancelOrderDocument,
  '\n  query StoreOptions {\n    stores(status: "active") {\n      _id\n      name\n      platform\n    }\n  }\n': types.StoreOptionsDocument,
  '\n  fragment AddressFields on Address {\n    name\n    company\n    address1\n    address2\n    city\n    state\n    zip\n    country\n    phone\n    email\n  }\n':
    types.AddressFieldsFragmentDoc,
  '\n  query Order($id: ID!) {\n    order(_id: $id) {\n      ...OrderRowFields\n      seller_id\n      parent_id\n      shipping_method_id\n      subtotal\n      discount\n      additional_print\n      tax\n      shipping\n      base_cost\n      notes\n      ship_by_seller\n      editable\n      actions\n      paid_at\n      releases_at\n      produced_at\n      fulfilled_at\n      completed_at\n      cancelled_at\n      shipping_address {\n        ...AddressFields\n      }\n      billing_address {\n        ...AddressFields\n      }\n      partly_shipped\n      shipments {\n        _id\n        tracking_number\n        carrier\n        status\n      }\n      invoices {\n        _id\n        number\n        status\n      }\n      packages {\n        _id\n        code\n        status\n        units_packed\n        units_total\n        carrier_name\n        tracking_number\n        tracking_status\n        picked_up_at\n        delivered_at\n      }\n      provider_lines {\n        _id\n        provider\n        sku\n        status\n        tracking_number\n        carrier\n        tracking_url\n        shipped_at\n      }\n      items {\n        _id\n        sku\n        name\n        quantity\n        price\n        total\n        product_id\n        design_urls\n        design_files {\n          area\n          file_id\n          url\n          name\n        }\n      }\n    }\n  }\n':
    types.OrderDocument,
  '\n  mutation MakeOrder($input: MakeOrderInput!) {\n    makeOrder(input: $input) {\n      _id\n      status\n      total\n    }\n  }\n':
    types.MakeOrderDocument,
  '\n  mutation SplitOrder($id: ID!, $product_ids: [ID!]!) {\n    splitOrder(id: $id, product_ids: $product_ids) {\n      _id\n      number\n    }\n  }\n':
    types.SplitOrderDocument,
  '\n  mutation CloneOrder($id: ID!) {\n    cloneOrder(id: $id) {\n      _id\n      number\n    }\n  }\n': types.CloneOrderDocument,
  '\n  mutation RefundOrder($id: ID!, $reason: String) {\n    refundOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n':
    types.RefundOrderDocument,
  '\n  mutation RestoreOrder($id: ID!) {\n    restoreOrder(id: $id) {\n      _id\n      status\n    }\n  }\n': types.RestoreOrderDocument,
  '\n  mutation TrashOrder($id: ID!, $reason: String) {\n    trashOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n':
    types.TrashOrderDocument,
  '\n  mutation ReleaseOrder($id: ID!, $reason: String) {\n    releaseOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n':
    types.ReleaseOrderDocument,
  '\n  mutation ReleaseOrderToProduction($id: ID!) {\n    releaseOrderToProduction(_id: $id)\n  }\n': types.ReleaseOrderToProductionDocument,
  '\n  fragment StoreFields on Store {\n    _id\n    name\n    platform\n    domain\n    status\n    order_count\n    token_prefix\n    token_last_used_at\n    has_webhook_secret\n    created_at\n    seller {\n      ...UserRefFields\n    }\n  }\n':
    types.StoreFieldsFragmentDoc,
  '\n  query Stores($status: String, $name: String, $page: Int) {\n    stores(status: $status, name: $name, page: $page) {\n      ...StoreFields\n    }\n    storeCounter(name: $name) {\n      all\n      active\n      trash\n    }\n  }\n':
    types.StoresDocument,
  '\n  mutation MakeStore($input: MakeStoreInput!) {\n    makeStore(input: $input) {\n      ...StoreFields\n    }\n  }\n': types.MakeStoreDocument,
  '\n  mutation TrashStore($ids: [ID!]!) {\n    trashStore(ids: $ids)\n  }\n': types.TrashStoreDocument,
  '\n  mutation RotateStoreToken($store_id: ID!) {\n    rotateStoreToken(store_id: $store_id) {\n      token\n      prefix\n    }\n  }\n':
    types.RotateStoreTokenDocument,
  '\n  mutation RevokeStoreToken($store_id: ID!) {\n    revokeStoreToken(store_id: $store_id) {\n      ...StoreFields\n    }\n  }\n':
    types.RevokeStoreTokenDocument,
  '\n  fragment MrpPackageRowFields on MrpPackage {\n    _id\n    code\n    status\n    order_id\n    order_number\n    shipping_method_id\n    source\n    tracking_status\n    bin_number\n    units_total\n    units_packed\n    ship_by_seller\n    international\n    declared_weight\n    real_weight\n    real_width\n    real_height\n    real_length\n    estimated_cost\n    real_cost\n    carrier\n    carrier_name\n    tracking_number\n    has_label\n    packed_at\n    labelled_at\n    picked_up_at\n    delivered_at\n    cancelled_at\n    created_at\n  }\n':
    types.MrpPackageRowFieldsFragmentDoc,
  '\n  query MrpPackages($status: String, $source: String, $shipping: String, $search: String, $page: Int, $per_page: Int) {\n    mrpPackages(status: $status, source: $source, shipping: $shipping, search: $search, page: $page, per_page: $per_page) {\n      items {\n        ...MrpPackageRowFields\n      }\n      total\n    }\n  }\n':
    types.MrpPackagesDocument,
  '\n  query MrpPackageCounters($source: String, $shipping: String) {\n    mrpPackageCounters(source: $source, shipping: $shipping) {\n      statuses {\n        key\n        count\n      }\n      shipping {\n        key\n        name\n        count\n      }\n    }\n  }\n':
    types.MrpPackageCountersDocument,
  '\n  fragment PackageUnitFields on MrpProduct {\n    _id\n    code\n    status\n    product_name\n    variant_title\n    image\n    ship_by\n  }\n':
    types.PackageUnitFieldsFragmentDoc,
  '\n  query MrpPackage($_id: String!) {\n    mrpPackage(_id: $_id) {\n      ...MrpPackageRowFields\n      productions {\n        ...PackageUnitFields\n      }\n      missing_units {\n        ...PackageUnitFields\n      }\n    }\n  }\n':
    types.MrpPackageDocument,
  '\n  mutation PackMrpProduct($code: String!) {\n    packMrpProduct(code: $code) {\n      package {\n        ...MrpPackageRowFields\n      }\n      bin_number\n      packed\n      total\n      complete\n      changed\n      reason\n    }\n  }\n':
    types.PackMrpProductDocument,
  '\n  mutation PrintMrpPackage($_id: String!) {\n    printMrpPackage(_id: $_id) {\n      url\n      pages\n    }\n  }\n': types.PrintMrpPackageDocument,
  '\n  mutation SetMrpPackageMeasures($_id: String!, $weight: Int!, $width: Int, $height: Int, $length: Int) {\n    setMrpPackageMeasures(_id: $_id, weight: $weight, width: $width, height: $height, length: $length) {\n      ...MrpPackageRowFields\n    }\n  }\n':
    types.SetMrpPackageMeasuresDocument,
  '\n  mutation TrashMrpProductPackage($_id: String!) {\n    trashMrpProductPackage(_id: $_id) {\n      ...MrpPackageRowFields\n    }\n  }\n':
    types.TrashMrpProductPackageDocument,
  '\n  mutation ScanPackageTracking($tracking: String!) {\n    scanPackageTracking(tracking: $tracking) {\n      ...MrpPackageRowFields\n    }\n  }\n':
    types.ScanPackageTrackingDocument,
  '\n  mutation UpdateProfile($name: String, $phone_number: String, $sale_plan: String, $facebook: String, $skype: String) {\n    updateProfile(name: $name, phone_number: $phone_number, sale_plan: $sale_plan, facebook: $facebook, skype: $skype) {\n      _id\n      name\n      phone_number\n      sale_plan\n      facebook\n      skype\n    }\n  }\n':
    types.UpdateProfileDocument,
  '\n  mutation UpdatePassword($password: String, $new_password: String) {\n    updateProfile(password: $password, new_password: $new_password) {\n      _id\n    }\n  }\n':
    types.UpdatePasswordDocument,
  '\n  mutation SaveCustomizer($customizer: JSON) {\n    updateProfile(customizer: $customizer) {\n      _id\n      customizer\n    }\n  }\n':
    types.SaveCustomizerDocument,
  '\n  mutation ToggleDesignProduction($_id: ID!, $is_hide: Boolean!) {\n    toggleDesignProduction(_id: $_id, is_hide: $is_hide) {\n      _id\n      disable_design_production\n      hide_production\n    }\n  }\n':
    types.ToggleDesignProductionDocument,
  '\n  subscription UserUpdated($_id: ID!) {\n    userUpdated(_id: $_id) {\n      _id\n      identity\n      status\n      identity_label\n      total_credit\n      vip\n    }\n  }\n':
    types.UserUpdatedDocument,
  '\n  fragment SalesFiguresFields on SalesFiguresModel {\n    key\n    name\n    orders\n    units\n    revenue\n    base_cost\n    shipping\n    refunds\n    margin\n  }\n':
    types.SalesFiguresFieldsFragmentDoc,
  '\n  query Dashboard {\n    dashboard {\n      scope\n      order_statuses {\n        key\n        total\n      }\n      days {\n        ...SalesFiguresFields\n      }\n      period {\n        ...SalesFiguresFields\n      }\n      stations {\n        key\n        total\n      }\n      late_productions\n      tickets {\n        key\n        total\n      }\n      returns {\n        key\n        total\n      }\n      credit\n      recent_tickets {\n        _id\n        code\n        subject\n        status\n        updated_at\n      }\n    }\n  }\n':
    types.DashboardDocument,
  '\n  query DailyReport($tab: String, $start: String, $end: String) {\n    dailyReport(tab: $tab, start: $start, end: $end) {\n      tab\n      from\n      to\n      total {\n        ...SalesFiguresFields\n      }\n      days {\n        ...SalesFiguresFields\n      }\n      sellers {\n        ...SalesFiguresFields\n      }\n      stores {\n        ...SalesFiguresFields\n      }\n      product_types {\n        ...SalesFiguresFields\n      }\n      manufactures {\n        ...SalesFiguresFields\n      }\n    }\n  }\n':
    types.DailyReportDocument,
  '\n  fragment ReturnRowFields on ReturnRequest {\n    _id\n    code\n    order_id\n    order_number\n    reason\n    wanted\n    status\n    resolution\n    refund_amount\n    replacement_order_id\n    created_at\n    seller {\n      ...UserRefFields\n    }\n    photos {\n      _id\n      name\n      url\n      thumbnail\n    }\n  }\n':
    types.ReturnRowFieldsFragmentDoc,
  '\n  query ReturnRequests($status: String, $seller_id: ID, $order_id: ID, $search: String, $page: Int) {\n    returnRequests(status: $status, seller_id: $seller_id, order_id: $order_id, search: $search, page: $page) {\n      ...ReturnRowFields\n    }\n  }\n':
    types.ReturnRequestsDocument,
  '\n  query ReturnRequestCounters($seller_id: ID, $order_id: ID, $search: String) {\n    returnRequestCounters(seller_id: $seller_id, order_id: $order_id, search: $search) {\n      all\n      opening\n      approved\n      rejected\n      on_hold\n      completed\n      cancelled\n    }\n  }\n':
    types.ReturnRequestCountersDocument,
  '\n  fragment ReturnFields on ReturnRequest {\n    ...ReturnRowFields\n    note\n    ledger_entry_id\n    fault_manufacture_id\n    fault_manufacture_name\n    fault_station\n    decision_note\n    decided_at\n    decided_by {\n      ...UserRefFields\n    }\n    next_actions\n    lines {\n      item_id\n      sku\n      name\n      quantity\n      approved_quantity\n      unit_price\n    }\n  }\n':
    types.ReturnFieldsFragmentDoc,
  '\n  query ReturnRequest($id: ID!) {\n    returnRequest(_id: $id) {\n      ...ReturnFields\n    }\n  }\n': types.ReturnRequestDocument,
  '\n  mutation MakeReturnRequest($order_id: ID!, $reason: String!, $wanted: String, $note: String, $lines: [ReturnLineInput!]!, $photos: [ID!], $ticket_id: ID) {\n    makeReturnRequest(order_id: $order_id, reason: $reason, wanted: $wanted, note: $note, lines: $lines, photos: $photos, ticket_id: $ticket_id) {\n      ...ReturnFields\n    }\n  }\n':
    types.MakeReturnRequestDocument,
  '\n  mutation ApproveReturnRequest(\n    $_id: ID!\n    $resolution: String!\n    $lines: [ReturnLineInput!]\n    $amount: String\n    $fault_manufacture_id: ID\n    $fault_station: String\n    $note: String\n  ) {\n    approveReturnRequest(\n      _id: $_id\n      resolution: $resolution\n      lines: $lines\n      amount: $amount\n      fault_manufacture_id: $fault_manufacture_id\n      fault_station: $fault_station\n      note: $note\n    ) {\n      ...ReturnFields\n    }\n  }\n':
    types.ApproveReturnRequestDocument,
  '\n  mutation RejectReturnRequest($_id: ID!, $note: String) {\n    rejectReturnRequest(_id: $_id, note: $note) {\n      ...ReturnFields\n    }\n  }\n':
    types.RejectReturnRequestDocument,
  '\n  mutation HoldReturnRequest($_id: ID!, $note: String) {\n    holdReturnRequest(_id: $_id, note: $note) {\n      ...ReturnFields\n    }\n  }\n':
    types.HoldReturnRequestDocument,
  '\n  mutation CompleteReturnRequest($_id: ID!, $note: String) {\n    completeReturnRequest(_id: $_id, note: $note) {\n      ...ReturnFields\n    }\n  }\n':
    types.CompleteReturnRequestDocument,
  '\n  mutation CancelReturnRequest($_id: ID!, $note: String) {\n    cancelReturnRequest(_id: $_id, note: $note) {\n      ...ReturnFields\n    }\n  }\n':
    types.CancelReturnRequestDocument,
  '\n  query ReturnFactories {\n    manufactures {\n      _id\n      name\n    }\n  }\n': types.ReturnFactoriesDocument,
  '\n  query OrderReturnRequests($order_id: ID!) {\n    returnRequests(order_id: $order_id) {\n      _id\n      code\n      status\n    }\n  }\n':
    types.OrderReturnRequestsDocument,
  '\n  fragment ShipmentFields on Shipment {\n    _id\n    tracking_number\n    carrier\n    status\n    source\n    customer_name\n    order_id\n    order_number\n    package_id\n    international\n    last_event_at\n    delivered_at\n    created_at\n    seller {\n      ...UserRefFields\n    }\n  }\n':
    types.ShipmentFieldsFragmentDoc,
  '\n  query Shipments($status: String, $tracking_number: String, $order_id: ID, $customer_name: String, $page: Int) {\n    shipments(status: $status, tracking_number: $tracking_number, order_id: $order_id, customer_name: $customer_name, page: $page) {\n      ...ShipmentFields\n    }\n  }\n':
    types.ShipmentsDocument,
  '\n  query ShipmentCounters($tracking_number: String, $order_id: ID, $customer_name: String) {\n    shipmentCounters(tracking_number: $tracking_number, order_id: $order_id, customer_name: $customer_name) {\n      all\n      processing\n      picked_up\n      processed\n      in_transit\n      out_for_delivery\n      delivery_attempt\n      delivered\n      failed\n      exception\n      other\n    }\n  }\n':
    types.ShipmentCountersDocument,
  '\n  query Shipment($id: ID!) {\n    shipment(_id: $id) {\n      ...ShipmentFields\n      events {\n        _id\n        status\n        description\n        location\n        occurred_at\n      }\n    }\n  }\n':
    types.ShipmentDocument,
  '\n  mutation MaskAsDelivered($id: ID!, $note: String) {\n    maskAsDelivered(_id: $id, note: $note) {\n      ...ShipmentFields\n    }\n  }\n':
    types.MaskAsDeliveredDocument,
  '\n  fragment TicketRowFields on Ticket {\n    _id\n    code\n    subject\n    type\n    status\n    priority\n    referent\n    order_id\n    created_at\n    last_message_at\n    seller {\n      ...UserRefFields\n    }\n    assignee {\n      ...UserRefFields\n    }\n  }\n':
    types.TicketRowFieldsFragmentDoc,
  '\n  query Tickets($status: String, $type: String, $assignee_id: ID, $seller_id: ID, $order_id: ID, $search: String, $page: Int) {\n    tickets(status: $status, type: $type, assignee_id: $assignee_id, seller_id: $seller_id, order_id: $order_id, search: $search, page: $page) {\n      ...TicketRowFields\n    }\n  }\n':
    types.TicketsDocument,
  '\n  query TicketCounters($type: String, $assignee_id: ID, $seller_id: ID, $order_id: ID, $search: String) {\n    ticketCounters(type: $type, assignee_id: $assignee_id, seller_id: $seller_id, order_id: $order_id, search: $search) {\n      all\n      open\n      inprocess\n      resolved\n      closed\n    }\n  }\n':
    types.TicketCountersDocument,
  '\n  fragment TicketFields on Ticket {\n    ...TicketRowFields\n    item_id\n    listing_id\n    merged_into\n    next_statuses\n    messages {\n      _id\n      body\n      internal\n      created_at\n      author {\n        ...UserRefFields\n      }\n      attachments {\n        _id\n        name\n        url\n        thumbnail\n      }\n    }\n  }\n':
    types.TicketFieldsFragmentDoc,
  '\n  query Ticket($id: ID!) {\n    ticket(_id: $id) {\n      ...TicketFields\n    }\n  }\n': types.TicketDocument,
  '\n  subscription TicketUpdated($id: ID!) {\n    ticketUpdated(_id: $id) {\n      ...TicketFields\n    }\n  }\n': types.TicketUpdatedDocument,
  '\n  mutation MakeTicket($subject: String!, $type: String!, $body: String!, $order_id: ID, $attachments: [ID!]) {\n    makeTicket(subject: $subject, type: $type, body: $body, order_id: $order_id, attachments: $attachments) {\n      _id\n      type\n    }\n  }\n':
    types.MakeTicketDocument,
  '\n  mutation ReplyTicket($id: ID!, $body: String!, $internal: Boolean, $attachments: [ID!]) {\n    replyTicket(_id: $id, body: $body, internal: $internal, attachments: $attachments) {\n      ...TicketFields\n    }\n  }\n':
    types.ReplyTicketDocument,
  '\n  mutation SetTicketStatus($id: ID!, $status: String!) {\n    setTicketStatus(_id: $id, status: $status) {\n      ...TicketFields\n    }\n  }\n':
    types.SetTicketStatusDocument,
  '\n  mutation AssignTicket($id: ID!, $assignee_id: ID) {\n    assignTicket(_id: $id, assignee_id: $assignee_id) {\n      ...TicketFields\n    }\n  }\n':
    types.AssignTicketDocument,
  '\n  query TicketOrder($id: ID!) {\n    order(_id: $id) {\n      _id\n      number\n      status\n      total\n      created_at\n      shipping_address {\n        name\n        city\n        country\n      }\n      items {\n        _id\n        sku\n        name\n        quantity\n      }\n    }\n  }\n':
    types.TicketOrderDocument,
  '\n  query TicketAssignees {\n    ticketAssignees {\n      ...UserRefFields\n    }\n  }\n': types.TicketAssigneesDocument,
  '\n  query SwitchUserSearch($search: String) {\n    users(search: $search) {\n      _id\n      identity\n      identity_label\n      email\n      name\n      role\n      status\n    }\n  }\n':
    types.SwitchUserSearchDocument,
  '\n  mutation SwitchUser($_id: ID!) {\n    switchUser(_id: $_id) {\n      token\n      _id\n    }\n  }\n': types.SwitchUserDocument,
  '\n  query MyAnnouncements {\n    myAnnouncements {\n      _id\n      subject\n      content\n    }\n  }\n': types.MyAnnouncementsDocument,
  '\n  mutation ReadSystemNotification($id: ID!) {\n    readSystemNotification(_id: $id)\n  }\n': types.ReadSystemNotificationDocument,
  '\n  query SystemNotifications($status: String, $page: Int) {\n    systemNotifications(status: $status, page: $page) {\n      _id\n      subject\n      content\n      audience\n      roles\n      merchant_group_name\n      important\n      publish_at\n      expires_at\n      delivered_at\n      status\n      recipients\n      reads\n      image_thumbnail\n      image_url\n    }\n  }\n':
    types.SystemNotificationsDocument,
  '\n  query SystemNotificationCounters {\n    systemNotificationCounters {\n      all\n      scheduled\n      published\n      expired\n      trashed\n    }\n  }\n':
    types.SystemNotificationCountersDocument,
  '\n  mutation MakeSystemNotification(\n    $subject: String!\n    $content: String!\n    $image_id: ID\n    $audience: String!\n    $roles: [String!]\n    $merchant_group_id: ID\n    $publish_at: String\n    $expires_at: String\n    $important: Boolean\n  ) {\n    makeSystemNotification(\n      subject: $subject\n      content: $content\n      image_id: $image_id\n      audience: $audience\n      roles: $roles\n      merchant_group_id: $merchant_group_id\n      publish_at: $publish_at\n      expires_at: $expires_at\n      important: $important\n    ) {\n      _id\n      status\n    }\n  }\n':
    types.MakeSystemNotificationDocument,
  '\n  mutation TrashSystemNotification($id: ID!) {\n    trashSystemNotification(_id: $id) {\n      _id\n    }\n  }\n': types.TrashSystemNotificationDocument,
  '\n  query AnnouncementMerchantGroups {\n    merchantGroups(perPage: 200) {\n      _id\n      name\n    }\n  }\n': types.AnnouncementMerchantGroupsDocument,
  '\n  fragment ImageSizeFields on ImageSize {\n    name\n    url\n    width\n    height\n    mask\n  }\n': types.ImageSizeFieldsFragmentDoc,
  '\n  mutation SignedUpload($type: String!, $filename: String!, $mimetype: String!, $size: Int!) {\n    signedUpload(type: $type, filename: $filename, mimetype: $mimetype, size: $size) {\n      _id\n      url\n    }\n  }\n':
    types.SignedUploadDocument,
  '\n  mutation UpdatePreSignedFile($_id: ID!) {\n    updatePreSignedFile(_id: $_id) {\n      _id\n      url\n      image_sizes {\n        ...ImageSizeFields\n      }\n      job_id\n    }\n  }\n':
    types.UpdatePreSignedFileDocument,
  '\n  mutation TagUploadedFile($_id: ID!, $tags: [String!]!) {\n    saveFile(_id: $_id, tags: $tags) {\n      _id\n      tags {\n        _id\n        name\n      }\n    }\n  }\n':
    types.TagUploadedFileDocument,
  '\n  fragment UserListFields on User {\n    ...UserSummaryFields\n    last_login\n    created_at\n    group {\n      _id\n      name\n    }\n  }\n':
    types.UserListFieldsFragmentDoc,
  '\n  fragment UserFullFields on User {\n    _id\n    identity\n    identity_label\n    target\n    referent\n    email\n    role\n    groups\n    name\n    h\n    status\n    last_login\n    created_at\n    updated_at\n    group {\n      _id\n      name\n    }\n    permission {\n      ...PermissionFields\n    }\n    phone_number\n    sale_plan\n    facebook\n    skype\n    theme\n    sidebarCollapsed\n    navbarColor\n    navbarType\n    footerType\n    menuTheme\n    hideScrollToTop\n    total_credit\n    vip\n    wholesale_level\n    payment_type\n    ship_by_seller\n    ship_by_onos\n    when_tracking_update\n    day_update_tracking\n    active_tracking_day\n    default_carrier\n    is_international\n    shipping_user {\n      _id\n      email\n      identity_label\n    }\n    default_shipping_id\n    default_shipping_method {\n      _id\n      name\n    }\n    enable_non_ship\n    addition_shipping_service_price\n    addition_base_cost\n    active_production_invoice\n    current_affiliate_id\n    process_without_design\n    hold_off\n    disable_design_production\n    require_inc_active_service\n    enable_check_dimension\n    active_status\n    hubs {\n      _id\n      name\n    }\n  }\n':
    types.UserFullFieldsFragmentDoc,
  '\n  fragment GroupUserFields on User {\n    _id\n    email\n    name\n    identity_label\n    role\n  }\n': types.GroupUserFieldsFragmentDoc,
  '\n  query Users(\n    $identity: String\n    $email: String\n    $search: String\n    $status: String\n    $group: String\n    $start: String\n    $end: String\n    $withProduction: Boolean\n    $withOrderFulfillment: Boolean\n    $withFinance: Boolean\n    $sort: String\n    $page: Int\n  ) {\n    users(\n      identity: $identity\n      email: $email\n      search: $search\n      status: $status\n      group: $group\n      start: $start\n      end: $end\n      withProduction: $withProduction\n      withOrderFulfillment: $withOrderFulfillment\n      withFinance: $withFinance\n      sort: $sort\n      page: $page\n    ) {\n      ...UserListFields\n    }\n  }\n':
    types.UsersDocument,
  '\n  query UsersStatusCounts(\n    $identity: String\n    $email: String\n    $search: String\n    $group: String\n    $start: String\n    $end: String\n    $withProduction: Boolean\n    $withOrderFulfillment: Boolean\n    $withFinance: Boolean\n  ) {\n    usersStatusCounts(\n      identity: $identity\n      email: $email\n      search: $search\n      group: $group\n      start: $start\n      end: $end\n      withProduction: $withProduction\n      withOrderFulfillment: $withOrderFulfillment\n      withFinance: $withFinance\n    ) {\n      status\n      count\n    }\n  }\n':
    types.UsersStatusCountsDocument,
  '\n  query GetUserById($_id: ID!) {\n    getUserById(_id: $_id) {\n      ...UserFullFields\n    }\n  }\n': types.GetUserByIdDocument,
  '\n  mutation MakeUser($id: ID, $params: MakeUserParams!) {\n    makeUser(id: $id, params: $params) {\n      ...UserFullFields\n    }\n  }\n':
    types.MakeUserDocument,
  '\n  mutation SetUsersStatus($ids: [ID!]!, $status: String!) {\n    setUsersStatus(ids: $ids, status: $status)\n  }\n': types.SetUsersStatusDocument,
  '\n  mutation DeleteById($_id: ID!) {\n    deleteById(_id: $_id)\n  }\n': types.DeleteByIdDocument,
  '\n  query AdminManufactures {\n    manufactures {\n      _id\n      name\n      status\n    }\n  }\n': types.AdminManufacturesDocument,
  '\n  fragment UserGroupFields on UserGroup {\n    _id\n    name\n    status\n    role\n    parent_id\n    is_default\n    created_at\n    updated_at\n    permission {\n      ...PermissionFields\n    }\n  }\n':
    types.UserGroupFieldsFragmentDoc,
  '\n  query UserGroups($name: String, $status: String, $page: Int) {\n    usergroups(name: $name, status: $status, page: $page) {\n      ...UserGroupFields\n    }\n  }\n':
    types.UserGroupsDocument,
  '\n  query AllUserGroups {\n    usergroups(get_all: true) {\n      _id\n      name\n      status\n    }\n  }\n': types.AllUserGroupsDocument,
  '\n  query UserGroupsAll {\n    usergroups(get_all: true) {\n      ...UserGroupFields\n    }\n  }\n': types.UserGroupsAllDocument,
  '\n  mutation MakeUserGroup($id: ID, $params: MakeUserGroupParams!) {\n    makeUserGroup(id: $id, params: $params) {\n      ...UserGroupFields\n    }\n  }\n':
    types.MakeUserGroupDocument,
  '\n  mutation TrashUserGroup($delete_ids: [ID!]!) {\n    trashUserGroup(delete_ids: $delete_ids)\n  }\n': types.TrashUserGroupDocument,
  '\n  query GetDefaultPermissions($role: String) {\n    getDefaultPermissions(role: $role) {\n      ...PermissionFields\n    }\n  }\n':
    types.GetDefaultPermissionsDocument,
  '\n  query UsersNoneGroup($search: String, $group_id: ID, $page: Int) {\n    usersNoneGroup(search: $search, group_id: $group_id, page: $page) {\n      count\n      users {\n        ...GroupUserFields\n      }\n    }\n  }\n':
    types.UsersNoneGroupDocument,
  '\n  query GroupMembers($group: String, $search: String, $page: Int) {\n    users(group: $group, search: $search, sort: "name:asc", page: $page) {\n      ...GroupUserFields\n    }\n  }\n':
    types.GroupMembersDocument,
  '\n  mutation SetUserGroup($id: ID, $params: MakeUserParams!) {\n    makeUser(id: $id, params: $params) {\n      _id\n      group {\n        _id\n        name\n      }\n    }\n  }\n':
    types.SetUserGroupDocument,
  '\n  fragment MerchantGroupFields on MerchantGroup {\n    _id\n    name\n    created_at\n    updated_at\n    merchants {\n      _id\n      identity_label\n      email\n    }\n  }\n':
    types.MerchantGroupFieldsFragmentDoc,
  '\n  query MerchantGroups($name: String, $page: Int) {\n    merchantGroups(name: $name, page: $page) {\n      ...MerchantGroupFields\n    }\n  }\n':
    types.MerchantGroupsDocument,
  '\n  query MerchantGroup($_id: ID!) {\n    merchantGroup(_id: $_id) {\n      ...MerchantGroupFields\n    }\n  }\n': types.MerchantGroupDocument,
  '\n  mutation SaveMerchantGroup($input: MerchantGroupInput!) {\n    saveMerchantGroup(input: $input) {\n      ...MerchantGroupFields\n    }\n  }\n':
    types.SaveMerchantGroupDocument,
  '\n  mutation DeleteMerchantGroup($_id: ID!) {\n    deleteMerchantGroup(_id: $_id)\n  }\n': types.DeleteMerchantGroupDocument,
  '\n  query UserSearch($search: String, $group: String) {\n    users(search: $search, group: $group, perPage: 20) {\n      _id\n      identity_label\n      email\n    }\n  }\n':
    types.UserSearchDocument,
  '\n  fragment AliasMentionFields on AliasMention {\n    id\n    username\n    first_name\n    last_name\n  }\n': types.AliasMentionFieldsFragmentDoc,
  '\n  fragment NotificationSettingsFields on UserNotificationSettings {\n    _id\n    user_id\n    type\n    status\n    mentions\n    url\n    subject\n    updated_at\n    alias_mentions {\n      ...AliasMentionFields\n    }\n    group {\n      id\n      title\n    }\n    events {\n      id\n      name\n      mentions\n      status\n      url\n      group {\n        id\n        title\n      }\n      alias_mentions {\n        ...AliasMentionFields\n      }\n      times {\n        hour\n        minute\n      }\n    }\n  }\n':
    types.NotificationSettingsFieldsFragmentDoc,
  '\n  query UserNotification($type: String!, $user_id: ID) {\n    userNotification(type: $type, user_id: $user_id) {\n      ...NotificationSettingsFields\n    }\n  }\n':
    types.UserNotificationDocument,
  '\n  mutation MakeUserNotification(\n    $_id: ID\n    $user_id: ID\n    $type: String!\n    $status: String\n    $mentions: [String!]\n    $url: String\n    $subject: String\n    $alias_mentions: [AliasMentionInput!]\n    $group: NotificationGroupInput\n    $events: [NotificationEventInput!]\n  ) {\n    makeUserNotification(\n      _id: $_id\n      user_id: $user_id\n      type: $type\n      status: $status\n      mentions: $mentions\n      url: $url\n      subject: $subject\n      alias_mentions: $alias_mentions\n      group: $group\n      events: $events\n    ) {\n      ...NotificationSettingsFields\n    }\n  }\n':
    types.MakeUserNotificationDocument,
  '\n  query Invitations {\n    invitations {\n      _id\n      email\n      created_at\n      expires_at\n    }\n  }\n': types.InvitationsDocument,
  '\n  mutation CreateInvitation($email: String, $days: Int) {\n    createInvitation(email: $email, days: $days) {\n      _id\n      path\n      expires_at\n    }\n  }\n':
    types.CreateInvitationDocument,
  '\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(_id: $id)\n  }\n': types.RevokeInvitationDocument,
  '\n  query MyQueueCounts {\n    myQueueCounts {\n      tickets\n      design_requests\n    }\n  }\n': types.MyQueueCountsDocument,
  '\n  subscription MyQueueChanged {\n    myQueueChanged {\n      tickets\n      design_requests\n    }\n  }\n': types.MyQueueChangedDocument,
  '\n  fragment UserRefFields on UserRef {\n    _id\n    email\n    name\n    role\n  }\n': types.UserRefFieldsFragmentDoc,
  '\n  query Timeline($entity: String!, $entity_id: ID!) {\n    timeline(entity: $entity, entity_id: $entity_id) {\n      _id\n      from\n      to\n      transition\n      note\n      text {\n        code\n        params\n      }\n      created_at\n      actor {\n        ...UserRefFields\n      }\n      real_actor {\n        ...UserRefFields\n      }\n    }\n  }\n':
    types.TimelineDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TokenAccessLogs($user_id: ID, $token: String, $operation: String, $outcome: String, $ip: String, $start: String, $end: String, $page: Int) {\n    tokenAccessLogs(user_id: $user_id, token: $token, operation: $operation, outcome: $outcome, ip: $ip, start: $start, end: $end, page: $page) {\n      _id\n      user {\n        ...UserRefFields\n      }\n      token_prefix\n      operation\n      ip\n      outcome\n      created_at\n    }\n  }\n',
): (typeof documents)['\n  query TokenAccessLogs($user_id: ID, $token: String, $operation: String, $outcome: String, $ip: String, $start: String, $end: String, $page: Int) {\n    tokenAccessLogs(user_id: $user_id, token: $token, operation: $operation, outcome: $outcome, ip: $ip, start: $start, end: $end, page: $page) {\n      _id\n      user {\n        ...UserRefFields\n      }\n      token_prefix\n      operation\n      ip\n      outcome\n      created_at\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query BlockedLogs($email: String, $ip: String, $reason: String, $start: String, $end: String, $page: Int) {\n    blockedLogs(email: $email, ip: $ip, reason: $reason, start: $start, end: $end, page: $page) {\n      _id\n      email\n      ip\n      reason\n      created_at\n    }\n  }\n',
): (typeof documents)['\n  query BlockedLogs($email: String, $ip: String, $reason: String, $start: String, $end: String, $page: Int) {\n    blockedLogs(email: $email, ip: $ip, reason: $reason, start: $start, end: $end, page: $page) {\n      _id\n      email\n      ip\n      reason\n      created_at\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation Unblock($email: String, $ip: String) {\n    unblock(email: $email, ip: $ip) {\n      cleared\n    }\n  }\n',
): (typeof documents)['\n  mutation Unblock($email: String, $ip: String) {\n    unblock(email: $email, ip: $ip) {\n      cleared\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AffiliateFields on Affiliate {\n    _id\n    code\n    commission\n    active\n    sellers_count\n    posted_count\n    posted_total\n    reversed_count\n    reversed_total\n    earned\n    created_at\n    user {\n      ...UserRefFields\n    }\n  }\n',
): (typeof documents)['\n  fragment AffiliateFields on Affiliate {\n    _id\n    code\n    commission\n    active\n    sellers_count\n    posted_count\n    posted_total\n    reversed_count\n    reversed_total\n    earned\n    created_at\n    user {\n      ...UserRefFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Affiliates($search: String, $page: Int) {\n    affiliates(search: $search, page: $page) {\n      ...AffiliateFields\n    }\n    affiliateCommissionTotals {\n      all {\n        count\n        amount\n      }\n      posted {\n        count\n        amount\n      }\n      reversed {\n        count\n        amount\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Affiliates($search: String, $page: Int) {\n    affiliates(search: $search, page: $page) {\n      ...AffiliateFields\n    }\n    affiliateCommissionTotals {\n      all {\n        count\n        amount\n      }\n      posted {\n        count\n        amount\n      }\n      reversed {\n        count\n        amount\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Affiliate($_id: ID!) {\n    affiliate(_id: $_id) {\n      ...AffiliateFields\n    }\n  }\n',
): (typeof documents)['\n  query Affiliate($_id: ID!) {\n    affiliate(_id: $_id) {\n      ...AffiliateFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyAffiliate {\n    myAffiliate {\n      ...AffiliateFields\n    }\n  }\n',
): (typeof documents)['\n  query MyAffiliate {\n    myAffiliate {\n      ...AffiliateFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AffiliateSellers($affiliate_id: ID!, $page: Int) {\n    affiliateSellers(affiliate_id: $affiliate_id, page: $page) {\n      _id\n      email\n      name\n      status\n      created_at\n    }\n  }\n',
): (typeof documents)['\n  query AffiliateSellers($affiliate_id: ID!, $page: Int) {\n    affiliateSellers(affiliate_id: $affiliate_id, page: $page) {\n      _id\n      email\n      name\n      status\n      created_at\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AffiliateCommissions($affiliate_id: ID, $status: String, $page: Int) {\n    affiliateCommissions(affiliate_id: $affiliate_id, status: $status, page: $page) {\n      _id\n      order_id\n      order_number\n      units\n      rate\n      amount\n      status\n      posted_at\n      reversed_at\n      seller {\n        ...UserRefFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query AffiliateCommissions($affiliate_id: ID, $status: String, $page: Int) {\n    affiliateCommissions(affiliate_id: $affiliate_id, status: $status, page: $page) {\n      _id\n      order_id\n      order_number\n      units\n      rate\n      amount\n      status\n      posted_at\n      reversed_at\n      seller {\n        ...UserRefFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeAffiliate($email: String, $code: String!, $commission: Money!, $active: Boolean) {\n    makeAffiliate(email: $email, code: $code, commission: $commission, active: $active) {\n      ...AffiliateFields\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeAffiliate($email: String, $code: String!, $commission: Money!, $active: Boolean) {\n    makeAffiliate(email: $email, code: $code, commission: $commission, active: $active) {\n      ...AffiliateFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateAffiliate($_id: ID!, $code: String, $commission: Money, $active: Boolean) {\n    updateAffiliate(_id: $_id, code: $code, commission: $commission, active: $active) {\n      ...AffiliateFields\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateAffiliate($_id: ID!, $code: String, $commission: Money, $active: Boolean) {\n    updateAffiliate(_id: $_id, code: $code, commission: $commission, active: $active) {\n      ...AffiliateFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetUserAffiliate($email: String, $affiliate_id: ID) {\n    setUserAffiliate(email: $email, affiliate_id: $affiliate_id) {\n      _id\n    }\n  }\n',
): (typeof documents)['\n  mutation SetUserAffiliate($email: String, $affiliate_id: ID) {\n    setUserAffiliate(email: $email, affiliate_id: $affiliate_id) {\n      _id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ApiToken {\n    apiToken {\n      prefix\n      scopes\n      created_at\n      last_used_at\n    }\n  }\n',
): (typeof documents)['\n  query ApiToken {\n    apiToken {\n      prefix\n      scopes\n      created_at\n      last_used_at\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RegenerateApiToken($scopes: [String!]!) {\n    regenerateApiToken(scopes: $scopes) {\n      token\n      prefix\n      scopes\n    }\n  }\n',
): (typeof documents)['\n  mutation RegenerateApiToken($scopes: [String!]!) {\n    regenerateApiToken(scopes: $scopes) {\n      token\n      prefix\n      scopes\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UserSummaryFields on User {\n    _id\n    identity\n    identity_label\n    email\n    name\n    role\n    groups\n    status\n    total_credit\n    vip\n  }\n',
): (typeof documents)['\n  fragment UserSummaryFields on User {\n    _id\n    identity\n    identity_label\n    email\n    name\n    role\n    groups\n    status\n    total_credit\n    vip\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SessionUserFields on User {\n    ...UserSummaryFields\n    wholesale_level\n    hold_off\n    hide_production\n    disable_design_production\n    active_status\n    customizer\n    phone_number\n    sale_plan\n    facebook\n    skype\n  }\n',
): (typeof documents)['\n  fragment SessionUserFields on User {\n    ...UserSummaryFields\n    wholesale_level\n    hold_off\n    hide_production\n    disable_design_production\n    active_status\n    customizer\n    phone_number\n    sale_plan\n    facebook\n    skype\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PermissionFields on ModulePermissionModel {\n    module\n    title\n    access {\n      view\n      add\n      update\n      delete\n    }\n  }\n',
): (typeof documents)['\n  fragment PermissionFields on ModulePermissionModel {\n    module\n    title\n    access {\n      view\n      add\n      update\n      delete\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UserPermissions {\n    userPermissions {\n      ...PermissionFields\n    }\n  }\n',
): (typeof documents)['\n  query UserPermissions {\n    userPermissions {\n      ...PermissionFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription PermissionsChanged {\n    permissionsChanged\n  }\n',
): (typeof documents)['\n  subscription PermissionsChanged {\n    permissionsChanged\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SessionManufactureFields on Manufacture {\n    _id\n    name\n    status\n    address\n    stations {\n      cutting\n      printing\n      sewing\n      packing\n    }\n  }\n',
): (typeof documents)['\n  fragment SessionManufactureFields on Manufacture {\n    _id\n    name\n    status\n    address\n    stations {\n      cutting\n      printing\n      sewing\n      packing\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CurrentUser {\n    cUser {\n      ...SessionUserFields\n    }\n    userPermissions {\n      ...PermissionFields\n    }\n    manufactures {\n      ...SessionManufactureFields\n    }\n  }\n',
): (typeof documents)['\n  query CurrentUser {\n    cUser {\n      ...SessionUserFields\n    }\n    userPermissions {\n      ...PermissionFields\n    }\n    manufactures {\n      ...SessionManufactureFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TransactionFields on Transaction {\n    _id\n    type\n    status\n    amount\n    balance_after\n    payment_method\n    payment_transaction_info\n    order_id\n    message\n    text {\n      code\n      params\n    }\n    reason\n    created_at\n    user {\n      ...UserRefFields\n    }\n  }\n',
): (typeof documents)['\n  fragment TransactionFields on Transaction {\n    _id\n    type\n    status\n    amount\n    balance_after\n    payment_method\n    payment_transaction_info\n    order_id\n    message\n    text {\n      code\n      params\n    }\n    reason\n    created_at\n    user {\n      ...UserRefFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Transactions($status: String, $type: String, $user_id: ID, $page: Int) {\n    transactions(status: $status, type: $type, user_id: $user_id, page: $page) {\n      ...TransactionFields\n    }\n  }\n',
): (typeof documents)['\n  query Transactions($status: String, $type: String, $user_id: ID, $page: Int) {\n    transactions(status: $status, type: $type, user_id: $user_id, page: $page) {\n      ...TransactionFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TransactionCounters($type: String, $user_id: ID) {\n    transactionCounters(type: $type, user_id: $user_id) {\n      all\n      pending\n      paid\n      error\n      cancel\n    }\n    transactionSum(type: $type, user_id: $user_id) {\n      topup\n      payment\n      refund\n      adjustment\n      import_tax\n      tracking_activation\n      commission\n      affiliate_commission\n      affiliate_reversal\n      total\n    }\n  }\n',
): (typeof documents)['\n  query TransactionCounters($type: String, $user_id: ID) {\n    transactionCounters(type: $type, user_id: $user_id) {\n      all\n      pending\n      paid\n      error\n      cancel\n    }\n    transactionSum(type: $type, user_id: $user_id) {\n      topup\n      payment\n      refund\n      adjustment\n      import_tax\n      tracking_activation\n      commission\n      affiliate_commission\n      affiliate_reversal\n      total\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TopupAccount($amount: Flex!, $payment_method: String!, $payment_transaction_info: String!, $message: String) {\n    topupAccount(amount: $amount, payment_method: $payment_method, payment_transaction_info: $payment_transaction_info, message: $message) {\n      ...TransactionFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TopupAccount($amount: Flex!, $payment_method: String!, $payment_transaction_info: String!, $message: String) {\n    topupAccount(amount: $amount, payment_method: $payment_method, payment_transaction_info: $payment_transaction_info, message: $message) {\n      ...TransactionFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeTransaction($id: ID!, $status: String!, $reason: String) {\n    makeTransaction(id: $id, status: $status, reason: $reason) {\n      ...TransactionFields\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeTransaction($id: ID!, $status: String!, $reason: String) {\n    makeTransaction(id: $id, status: $status, reason: $reason) {\n      ...TransactionFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment InvoiceFields on Invoice {\n    _id\n    number\n    period_start\n    period_end\n    status\n    order_count\n    product_cost\n    estimated_shipping\n    actual_shipping\n    total\n    created_at\n    paid_at\n    user {\n      ...UserRefFields\n    }\n  }\n',
): (typeof documents)['\n  fragment InvoiceFields on Invoice {\n    _id\n    number\n    period_start\n    period_end\n    status\n    order_count\n    product_cost\n    estimated_shipping\n    actual_shipping\n    total\n    created_at\n    paid_at\n    user {\n      ...UserRefFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Invoices($status: String, $user_id: ID, $start: String, $end: String, $search: String, $page: Int) {\n    invoices(status: $status, user_id: $user_id, start: $start, end: $end, search: $search, page: $page) {\n      ...InvoiceFields\n    }\n  }\n',
): (typeof documents)['\n  query Invoices($status: String, $user_id: ID, $start: String, $end: String, $search: String, $page: Int) {\n    invoices(status: $status, user_id: $user_id, start: $start, end: $end, search: $search, page: $page) {\n      ...InvoiceFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment InvoiceCounterFields on InvoiceCounters {\n    all\n    pending\n    paid\n    cancelled\n  }\n',
): (typeof documents)['\n  fragment InvoiceCounterFields on InvoiceCounters {\n    all\n    pending\n    paid\n    cancelled\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InvoiceCounters($user_id: ID, $start: String, $end: String, $search: String) {\n    invoiceCounters(user_id: $user_id, start: $start, end: $end, search: $search) {\n      ...InvoiceCounterFields\n    }\n  }\n',
): (typeof documents)['\n  query InvoiceCounters($user_id: ID, $start: String, $end: String, $search: String) {\n    invoiceCounters(user_id: $user_id, start: $start, end: $end, search: $search) {\n      ...InvoiceCounterFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LedgerSellers {\n    ledgerSellers {\n      _id\n      email\n      name\n    }\n  }\n',
): (typeof documents)['\n  query LedgerSellers {\n    ledgerSellers {\n      _id\n      email\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query InvoiceSellers {\n    invoiceSellers {\n      _id\n      email\n      name\n    }\n  }\n',
): (typeof documents)['\n  query InvoiceSellers {\n    invoiceSellers {\n      _id\n      email\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Invoice($id: ID!) {\n    invoice(_id: $id) {\n      ...InvoiceFields\n      pdf_url\n      xlsx_url\n      lines {\n        order_id\n        order_number\n        paid_at\n        product_cost\n        estimated_shipping\n        actual_shipping\n        total\n        order_status\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Invoice($id: ID!) {\n    invoice(_id: $id) {\n      ...InvoiceFields\n      pdf_url\n      xlsx_url\n      lines {\n        order_id\n        order_number\n        paid_at\n        product_cost\n        estimated_shipping\n        actual_shipping\n        total\n        order_status\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeInvoice($id: ID!, $status: String!) {\n    makeInvoice(id: $id, status: $status) {\n      ...InvoiceFields\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeInvoice($id: ID!, $status: String!) {\n    makeInvoice(id: $id, status: $status) {\n      ...InvoiceFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductionLineFields on ProductionTransaction {\n    _id\n    order_id\n    order_number\n    paid_at\n    units\n    amount\n  }\n',
): (typeof documents)['\n  fragment ProductionLineFields on ProductionTransaction {\n    _id\n    order_id\n    order_number\n    paid_at\n    units\n    amount\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductionTransactionFields on ProductionTransaction {\n    ...ProductionLineFields\n    manufacture_id\n    manufacture_name\n    status\n    created_at\n    user {\n      ...UserRefFields\n    }\n  }\n',
): (typeof documents)['\n  fragment ProductionTransactionFields on ProductionTransaction {\n    ...ProductionLineFields\n    manufacture_id\n    manufacture_name\n    status\n    created_at\n    user {\n      ...UserRefFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductionTransactions($status: String, $manufacture_id: ID, $user_id: ID, $start: String, $end: String, $page: Int) {\n    productionTransactions(status: $status, manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end, page: $page) {\n      ...ProductionTransactionFields\n    }\n  }\n',
): (typeof documents)['\n  query ProductionTransactions($status: String, $manufacture_id: ID, $user_id: ID, $start: String, $end: String, $page: Int) {\n    productionTransactions(status: $status, manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end, page: $page) {\n      ...ProductionTransactionFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductionTransactionTotals($manufacture_id: ID, $user_id: ID, $start: String, $end: String) {\n    productionTransactionCounters(manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end) {\n      all\n      pending\n      invoiced\n      cancelled\n    }\n    productionTransactionSum(manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end) {\n      all\n      pending\n      invoiced\n      cancelled\n    }\n  }\n',
): (typeof documents)['\n  query ProductionTransactionTotals($manufacture_id: ID, $user_id: ID, $start: String, $end: String) {\n    productionTransactionCounters(manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end) {\n      all\n      pending\n      invoiced\n      cancelled\n    }\n    productionTransactionSum(manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end) {\n      all\n      pending\n      invoiced\n      cancelled\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductionParties {\n    productionParties {\n      factories {\n        _id\n        name\n      }\n      sellers {\n        _id\n        email\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ProductionParties {\n    productionParties {\n      factories {\n        _id\n        name\n      }\n      sellers {\n        _id\n        email\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProductionInvoiceFields on ProductionInvoice {\n    _id\n    number\n    manufacture_id\n    manufacture_name\n    period_start\n    period_end\n    status\n    order_count\n    total\n    created_at\n    paid_at\n    user {\n      ...UserRefFields\n    }\n  }\n',
): (typeof documents)['\n  fragment ProductionInvoiceFields on ProductionInvoice {\n    _id\n    number\n    manufacture_id\n    manufacture_name\n    period_start\n    period_end\n    status\n    order_count\n    total\n    created_at\n    paid_at\n    user {\n      ...UserRefFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductionInvoices($status: String, $manufacture_id: ID, $user_id: ID, $start: String, $end: String, $page: Int) {\n    productionInvoices(status: $status, manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end, page: $page) {\n      ...ProductionInvoiceFields\n    }\n  }\n',
): (typeof documents)['\n  query ProductionInvoices($status: String, $manufacture_id: ID, $user_id: ID, $start: String, $end: String, $page: Int) {\n    productionInvoices(status: $status, manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end, page: $page) {\n      ...ProductionInvoiceFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductionInvoiceCounters($manufacture_id: ID, $user_id: ID, $start: String, $end: String) {\n    productionInvoiceCounters(manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end) {\n      ...InvoiceCounterFields\n    }\n  }\n',
): (typeof documents)['\n  query ProductionInvoiceCounters($manufacture_id: ID, $user_id: ID, $start: String, $end: String) {\n    productionInvoiceCounters(manufacture_id: $manufacture_id, user_id: $user_id, start: $start, end: $end) {\n      ...InvoiceCounterFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductionInvoice($id: ID!) {\n    productionInvoice(_id: $id) {\n      ...ProductionInvoiceFields\n      pdf_url\n      xlsx_url\n      lines {\n        ...ProductionLineFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ProductionInvoice($id: ID!) {\n    productionInvoice(_id: $id) {\n      ...ProductionInvoiceFields\n      pdf_url\n      xlsx_url\n      lines {\n        ...ProductionLineFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeProductionInvoice($id: ID!, $status: String!) {\n    makeProductionInvoice(id: $id, status: $status) {\n      ...ProductionInvoiceFields\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeProductionInvoice($id: ID!, $status: String!) {\n    makeProductionInvoice(id: $id, status: $status) {\n      ...ProductionInvoiceFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PresetCardFields on ProductPreset {\n    _id\n    name\n    sku\n    identity\n    image\n    images_thumbnail\n    provider\n    collection\n    category\n    visible\n    is_catalog\n    is_new\n    is_best_seller\n    min_price\n    max_price\n    price\n    favorite\n    created_at\n  }\n',
): (typeof documents)['\n  fragment PresetCardFields on ProductPreset {\n    _id\n    name\n    sku\n    identity\n    image\n    images_thumbnail\n    provider\n    collection\n    category\n    visible\n    is_catalog\n    is_new\n    is_best_seller\n    min_price\n    max_price\n    price\n    favorite\n    created_at\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PresetCatalogFields on ProductPreset {\n    ...PresetCardFields\n    description\n    size_chart\n    print_areas {\n      key\n      width\n      height\n      addition_price\n    }\n    prety_attributes {\n      attribute_type\n      plf_attribute_name\n      options {\n        ffm_value\n        plf_value\n        hex\n        default\n      }\n    }\n    attribute_specifics {\n      _id\n      sku\n      price\n      in_stock\n      name_value {\n        name\n        value\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment PresetCatalogFields on ProductPreset {\n    ...PresetCardFields\n    description\n    size_chart\n    print_areas {\n      key\n      width\n      height\n      addition_price\n    }\n    prety_attributes {\n      attribute_type\n      plf_attribute_name\n      options {\n        ffm_value\n        plf_value\n        hex\n        default\n      }\n    }\n    attribute_specifics {\n      _id\n      sku\n      price\n      in_stock\n      name_value {\n        name\n        value\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PresetFullFields on ProductPreset {\n    ...PresetCatalogFields\n    updated_at\n    raw_name\n    hts_code\n    type\n    provider_id\n    manufacture_id\n    videos\n    short_description\n    template_description\n    category_id\n    shipping_sku\n    shipping_preset\n    print_document\n    print_template\n    base_tag_price\n    sale_tag_price\n    tax_fee\n    tax_fee_fix\n    value_of_goods\n    tax_groups\n    shipping_cost\n    shipping_additional_cost\n    international_shipping_cost\n    international_shipping_additional_cost\n    side_additional_cost\n    position_additional_cost\n    tiktok_vip_discount\n    wholesale_level\n    weight\n    package_width\n    package_height\n    package_length\n    is_featured\n    skip_design_check\n    skip_affiliate\n    platform_category\n    platform_specifics\n    linked_products\n    monopolist_users\n    vip {\n      level\n      value\n    }\n    unit_discounts {\n      unit\n      value\n    }\n    specifics {\n      key\n      value\n      required\n    }\n    print_areas {\n      position\n      print\n      addition_base_price\n      is_part\n      is_required\n      is_embroidery\n    }\n    prety_attributes {\n      options {\n        plf_price\n      }\n    }\n    tags {\n      _id\n      name\n    }\n    attribute_specifics {\n      base_price\n      sale_price\n      wholesale_price\n      ship_price\n      nonship_price\n      tiktok_final_price\n      fix_profit\n      weight\n      package_width\n      package_height\n      package_length\n      stock\n      name_value {\n        type\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment PresetFullFields on ProductPreset {\n    ...PresetCatalogFields\n    updated_at\n    raw_name\n    hts_code\n    type\n    provider_id\n    manufacture_id\n    videos\n    short_description\n    template_description\n    category_id\n    shipping_sku\n    shipping_preset\n    print_document\n    print_template\n    base_tag_price\n    sale_tag_price\n    tax_fee\n    tax_fee_fix\n    value_of_goods\n    tax_groups\n    shipping_cost\n    shipping_additional_cost\n    international_shipping_cost\n    international_shipping_additional_cost\n    side_additional_cost\n    position_additional_cost\n    tiktok_vip_discount\n    wholesale_level\n    weight\n    package_width\n    package_height\n    package_length\n    is_featured\n    skip_design_check\n    skip_affiliate\n    platform_category\n    platform_specifics\n    linked_products\n    monopolist_users\n    vip {\n      level\n      value\n    }\n    unit_discounts {\n      unit\n      value\n    }\n    specifics {\n      key\n      value\n      required\n    }\n    print_areas {\n      position\n      print\n      addition_base_price\n      is_part\n      is_required\n      is_embroidery\n    }\n    prety_attributes {\n      options {\n        plf_price\n      }\n    }\n    tags {\n      _id\n      name\n    }\n    attribute_specifics {\n      base_price\n      sale_price\n      wholesale_price\n      ship_price\n      nonship_price\n      tiktok_final_price\n      fix_profit\n      weight\n      package_width\n      package_height\n      package_length\n      stock\n      name_value {\n        type\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Presets($page: Int, $provider: String, $collection: String, $category: String, $name: String, $favorites: Boolean) {\n    productPreset(page: $page, provider: $provider, collection: $collection, category: $category, name: $name, favorites: $favorites) {\n      ...PresetCardFields\n    }\n  }\n',
): (typeof documents)['\n  query Presets($page: Int, $provider: String, $collection: String, $category: String, $name: String, $favorites: Boolean) {\n    productPreset(page: $page, provider: $provider, collection: $collection, category: $category, name: $name, favorites: $favorites) {\n      ...PresetCardFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Preset($id: ID!) {\n    productPreset(_id: $id) {\n      ...PresetFullFields\n    }\n  }\n',
): (typeof documents)['\n  query Preset($id: ID!) {\n    productPreset(_id: $id) {\n      ...PresetFullFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PresetProviderCounts($collection: String, $category: String, $name: String) {\n    productPresetCountProvider(collection: $collection, category: $category, name: $name) {\n      all\n      customcat\n      lionnix\n      merchize\n      geargag\n      scalable\n      private\n      printify\n      gearment\n    }\n  }\n',
): (typeof documents)['\n  query PresetProviderCounts($collection: String, $category: String, $name: String) {\n    productPresetCountProvider(collection: $collection, category: $category, name: $name) {\n      all\n      customcat\n      lionnix\n      merchize\n      geargag\n      scalable\n      private\n      printify\n      gearment\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PresetCategoryCounts($collection: String, $provider: String) {\n    productPresetCountCategory(collection: $collection, provider: $provider) {\n      category_id\n      category\n      name\n      total\n    }\n  }\n',
): (typeof documents)['\n  query PresetCategoryCounts($collection: String, $provider: String) {\n    productPresetCountCategory(collection: $collection, provider: $provider) {\n      category_id\n      category\n      name\n      total\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductTypes($provider: String!) {\n    providerProductType(provider: $provider) {\n      _id\n      id\n      name\n      image\n      category\n      collection\n      min_price\n      max_price\n      variant_count\n      preset_count\n    }\n  }\n',
): (typeof documents)['\n  query ProductTypes($provider: String!) {\n    providerProductType(provider: $provider) {\n      _id\n      id\n      name\n      image\n      category\n      collection\n      min_price\n      max_price\n      variant_count\n      preset_count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreatePreset($provider: String!, $product_type_id: String!, $collection: String) {\n    productPresetCreate(provider: $provider, product_type_id: $product_type_id, collection: $collection) {\n      _id\n    }\n  }\n',
): (typeof documents)['\n  mutation CreatePreset($provider: String!, $product_type_id: String!, $collection: String) {\n    productPresetCreate(provider: $provider, product_type_id: $product_type_id, collection: $collection) {\n      _id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdatePreset($input: ProductPresetUpdateInput!) {\n    productPresetUpdate(input: $input) {\n      ...PresetFullFields\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdatePreset($input: ProductPresetUpdateInput!) {\n    productPresetUpdate(input: $input) {\n      ...PresetFullFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PresetManufactures {\n    manufactures {\n      _id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query PresetManufactures {\n    manufactures {\n      _id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemovePreset($id: ID!) {\n    productPresetRemove(_id: $id)\n  }\n',
): (typeof documents)['\n  mutation RemovePreset($id: ID!) {\n    productPresetRemove(_id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FavoritePreset($id: ID!) {\n    makeProductTypeFavorite(_id: $id)\n  }\n',
): (typeof documents)['\n  mutation FavoritePreset($id: ID!) {\n    makeProductTypeFavorite(_id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PlatformLevel($platform: String!, $level: Int!, $parent: String) {\n    platformProductCategory(platform: $platform, level: $level, parent: $parent) {\n      id\n      name\n      level\n      has_children\n    }\n  }\n',
): (typeof documents)['\n  query PlatformLevel($platform: String!, $level: Int!, $parent: String) {\n    platformProductCategory(platform: $platform, level: $level, parent: $parent) {\n      id\n      name\n      level\n      has_children\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PlatformSpecifics($platform: String!, $id: String!) {\n    platformProductSpecifics(platform: $platform, id: $id) {\n      key\n      name\n      type\n      mode\n      value\n    }\n  }\n',
): (typeof documents)['\n  query PlatformSpecifics($platform: String!, $id: String!) {\n    platformProductSpecifics(platform: $platform, id: $id) {\n      key\n      name\n      type\n      mode\n      value\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StockHistory($id: ID!, $page: Int) {\n    paginateProductStockHistory(product_id: $id, page: $page) {\n      total_items\n      current_page\n      total_pages\n      items {\n        _id\n        variant_sku\n        action\n        quantity\n        stock_before\n        stock_after\n        reason\n        source\n        created_at\n        changed_by {\n          _id\n          email\n          name\n          role\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query StockHistory($id: ID!, $page: Int) {\n    paginateProductStockHistory(product_id: $id, page: $page) {\n      total_items\n      current_page\n      total_pages\n      items {\n        _id\n        variant_sku\n        action\n        quantity\n        stock_before\n        stock_after\n        reason\n        source\n        created_at\n        changed_by {\n          _id\n          email\n          name\n          role\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Inventory($page: Int, $search: String, $low_stock: Boolean) {\n    productInventory(page: $page, search: $search, low_stock: $low_stock) {\n      _id\n      product_id\n      product_name\n      image\n      provider\n      sku\n      stock\n      low_stock_at\n      name_value {\n        name\n        value\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Inventory($page: Int, $search: String, $low_stock: Boolean) {\n    productInventory(page: $page, search: $search, low_stock: $low_stock) {\n      _id\n      product_id\n      product_name\n      image\n      provider\n      sku\n      stock\n      low_stock_at\n      name_value {\n        name\n        value\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AdjustStock($input: AdjustProductStockInput!) {\n    adjustProductStock(input: $input) {\n      _id\n      stock_after\n    }\n  }\n',
): (typeof documents)['\n  mutation AdjustStock($input: AdjustProductStockInput!) {\n    adjustProductStock(input: $input) {\n      _id\n      stock_after\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductCategories {\n    productCategories {\n      _id\n      name\n      slug\n      position\n      builtin\n      preset_count\n    }\n  }\n',
): (typeof documents)['\n  query ProductCategories {\n    productCategories {\n      _id\n      name\n      slug\n      position\n      builtin\n      preset_count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveProductCategory($input: CatalogueNameInput!) {\n    saveProductCategory(input: $input) {\n      _id\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveProductCategory($input: CatalogueNameInput!) {\n    saveProductCategory(input: $input) {\n      _id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReorderProductCategories($ids: [ID!]!) {\n    reorderProductCategories(ids: $ids) {\n      _id\n    }\n  }\n',
): (typeof documents)['\n  mutation ReorderProductCategories($ids: [ID!]!) {\n    reorderProductCategories(ids: $ids) {\n      _id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveProductCategory($id: ID!) {\n    removeProductCategory(_id: $id)\n  }\n',
): (typeof documents)['\n  mutation RemoveProductCategory($id: ID!) {\n    removeProductCategory(_id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductTags($name: String) {\n    productTags(name: $name) {\n      _id\n      name\n      preset_count\n    }\n  }\n',
): (typeof documents)['\n  query ProductTags($name: String) {\n    productTags(name: $name) {\n      _id\n      name\n      preset_count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveProductTag($input: CatalogueNameInput!) {\n    saveProductTag(input: $input) {\n      _id\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveProductTag($input: CatalogueNameInput!) {\n    saveProductTag(input: $input) {\n      _id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MergeProductTags($from_ids: [ID!]!, $into_id: ID!) {\n    mergeProductTags(from_ids: $from_ids, into_id: $into_id) {\n      _id\n    }\n  }\n',
): (typeof documents)['\n  mutation MergeProductTags($from_ids: [ID!]!, $into_id: ID!) {\n    mergeProductTags(from_ids: $from_ids, into_id: $into_id) {\n      _id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveProductTag($id: ID!) {\n    removeProductTag(_id: $id)\n  }\n',
): (typeof documents)['\n  mutation RemoveProductTag($id: ID!) {\n    removeProductTag(_id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query CatalogProduct($id: ID!) {\n    productPreset(_id: $id) {\n      ...PresetCatalogFields\n    }\n  }\n',
): (typeof documents)['\n  query CatalogProduct($id: ID!) {\n    productPreset(_id: $id) {\n      ...PresetCatalogFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ClipartFields on Clipart {\n    _id\n    name\n    tags {\n      _id\n      name\n    }\n    file {\n      _id\n      url\n      width\n      height\n      mimetype\n      image_sizes {\n        ...ImageSizeFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ClipartFields on Clipart {\n    _id\n    name\n    tags {\n      _id\n      name\n    }\n    file {\n      _id\n      url\n      width\n      height\n      mimetype\n      image_sizes {\n        ...ImageSizeFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Cliparts($name: String, $tags: [String!], $page: Int) {\n    cliparts(name: $name, tags: $tags, page: $page) {\n      ...ClipartFields\n    }\n  }\n',
): (typeof documents)['\n  query Cliparts($name: String, $tags: [String!], $page: Int) {\n    cliparts(name: $name, tags: $tags, page: $page) {\n      ...ClipartFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveClipart($_id: ID!, $name: String!, $tags: [String!]!) {\n    saveClipart(_id: $_id, name: $name, tags: $tags) {\n      _id\n      name\n      tags {\n        _id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveClipart($_id: ID!, $name: String!, $tags: [String!]!) {\n    saveClipart(_id: $_id, name: $name, tags: $tags) {\n      _id\n      name\n      tags {\n        _id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment JobState on Job {\n    _id\n    status\n    progress\n    error_text {\n      code\n      params\n    }\n    result\n  }\n',
): (typeof documents)['\n  fragment JobState on Job {\n    _id\n    status\n    progress\n    error_text {\n      code\n      params\n    }\n    result\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TransferJob($id: ID!) {\n    job(_id: $id) {\n      ...JobState\n    }\n  }\n',
): (typeof documents)['\n  query TransferJob($id: ID!) {\n    job(_id: $id) {\n      ...JobState\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription TransferJobProgress($id: ID!) {\n    jobProgress(_id: $id) {\n      ...JobState\n    }\n  }\n',
): (typeof documents)['\n  subscription TransferJobProgress($id: ID!) {\n    jobProgress(_id: $id) {\n      ...JobState\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ExportList($list: String!, $format: String!, $filters: JSON) {\n    exportList(list: $list, format: $format, filters: $filters) {\n      ...JobState\n    }\n  }\n',
): (typeof documents)['\n  mutation ExportList($list: String!, $format: String!, $filters: JSON) {\n    exportList(list: $list, format: $format, filters: $filters) {\n      ...JobState\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ImportUpload($kind: String!, $filename: String!, $mimetype: String!, $size: Int!) {\n    importUpload(kind: $kind, filename: $filename, mimetype: $mimetype, size: $size) {\n      _id\n      url\n    }\n  }\n',
): (typeof documents)['\n  mutation ImportUpload($kind: String!, $filename: String!, $mimetype: String!, $size: Int!) {\n    importUpload(kind: $kind, filename: $filename, mimetype: $mimetype, size: $size) {\n      _id\n      url\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ImportPreview($kind: String!, $fileId: ID!) {\n    importPreview(kind: $kind, file_id: $fileId) {\n      file_id\n      filename\n      columns\n      total\n      valid\n      refused\n      rows {\n        line\n        values\n        issues {\n          field\n          reason\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ImportPreview($kind: String!, $fileId: ID!) {\n    importPreview(kind: $kind, file_id: $fileId) {\n      file_id\n      filename\n      columns\n      total\n      valid\n      refused\n      rows {\n        line\n        values\n        issues {\n          field\n          reason\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ImportConfirm($kind: String!, $fileId: ID!, $policy: String!) {\n    importConfirm(kind: $kind, file_id: $fileId, policy: $policy) {\n      ...JobState\n    }\n  }\n',
): (typeof documents)['\n  mutation ImportConfirm($kind: String!, $fileId: ID!, $policy: String!) {\n    importConfirm(kind: $kind, file_id: $fileId, policy: $policy) {\n      ...JobState\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment DesignRequestFields on DesignRequest {\n    _id\n    code\n    status\n    brief\n    print_areas\n    referent\n    order_id\n    item_id\n    listing_id\n    created_at\n    completed_at\n    next_statuses\n    seller {\n      ...UserRefFields\n    }\n    assignee {\n      ...UserRefFields\n    }\n    images {\n      file_id\n      name\n      url\n      thumbnail\n    }\n    files {\n      file_id\n      area\n      name\n      url\n      thumbnail\n    }\n  }\n',
): (typeof documents)['\n  fragment DesignRequestFields on DesignRequest {\n    _id\n    code\n    status\n    brief\n    print_areas\n    referent\n    order_id\n    item_id\n    listing_id\n    created_at\n    completed_at\n    next_statuses\n    seller {\n      ...UserRefFields\n    }\n    assignee {\n      ...UserRefFields\n    }\n    images {\n      file_id\n      name\n      url\n      thumbnail\n    }\n    files {\n      file_id\n      area\n      name\n      url\n      thumbnail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DesignRequests($status: String, $search: String, $page: Int) {\n    designRequests(status: $status, search: $search, page: $page) {\n      ...DesignRequestFields\n    }\n  }\n',
): (typeof documents)['\n  query DesignRequests($status: String, $search: String, $page: Int) {\n    designRequests(status: $status, search: $search, page: $page) {\n      ...DesignRequestFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DesignRequestCounters($search: String) {\n    designRequestCounters(search: $search) {\n      all\n      todo\n      in_progress\n      review\n      completed\n      rejected\n    }\n  }\n',
): (typeof documents)['\n  query DesignRequestCounters($search: String) {\n    designRequestCounters(search: $search) {\n      all\n      todo\n      in_progress\n      review\n      completed\n      rejected\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DesignRequest($id: ID!) {\n    designRequest(_id: $id) {\n      ...DesignRequestFields\n    }\n  }\n',
): (typeof documents)['\n  query DesignRequest($id: ID!) {\n    designRequest(_id: $id) {\n      ...DesignRequestFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DesignRequestAreas($order_id: ID!, $item_id: ID!) {\n    designRequestAreas(order_id: $order_id, item_id: $item_id)\n  }\n',
): (typeof documents)['\n  query DesignRequestAreas($order_id: ID!, $item_id: ID!) {\n    designRequestAreas(order_id: $order_id, item_id: $item_id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeDesignRequest($order_id: ID, $item_id: ID, $listing_id: ID, $brief: String!, $images: [ID!], $print_areas: [String!]!) {\n    makeDesignRequest(order_id: $order_id, item_id: $item_id, listing_id: $listing_id, brief: $brief, images: $images, print_areas: $print_areas) {\n      ...DesignRequestFields\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeDesignRequest($order_id: ID, $item_id: ID, $listing_id: ID, $brief: String!, $images: [ID!], $print_areas: [String!]!) {\n    makeDesignRequest(order_id: $order_id, item_id: $item_id, listing_id: $listing_id, brief: $brief, images: $images, print_areas: $print_areas) {\n      ...DesignRequestFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetDesignRequestStatus($id: ID!, $status: String!, $note: String) {\n    setDesignRequestStatus(_id: $id, status: $status, note: $note) {\n      ...DesignRequestFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SetDesignRequestStatus($id: ID!, $status: String!, $note: String) {\n    setDesignRequestStatus(_id: $id, status: $status, note: $note) {\n      ...DesignRequestFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SubmitDesignRequestFiles($id: ID!, $files: [DesignRequestFileInput!]!) {\n    submitDesignRequestFiles(_id: $id, files: $files) {\n      ...DesignRequestFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SubmitDesignRequestFiles($id: ID!, $files: [DesignRequestFileInput!]!) {\n    submitDesignRequestFiles(_id: $id, files: $files) {\n      ...DesignRequestFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ApproveDesignRequest($id: ID!) {\n    approveDesignRequest(_id: $id) {\n      ...DesignRequestFields\n    }\n  }\n',
): (typeof documents)['\n  mutation ApproveDesignRequest($id: ID!) {\n    approveDesignRequest(_id: $id) {\n      ...DesignRequestFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MockupDesignFields on MockupDesign {\n    _id\n    name\n    status\n    width\n    height\n    created_at\n    updated_at\n    image {\n      _id\n      url\n    }\n    previews {\n      url\n    }\n    tags {\n      _id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment MockupDesignFields on MockupDesign {\n    _id\n    name\n    status\n    width\n    height\n    created_at\n    updated_at\n    image {\n      _id\n      url\n    }\n    previews {\n      url\n    }\n    tags {\n      _id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MockupDesigns($name: String, $start: String, $end: String, $status: String, $tag: ID, $page: Int) {\n    mockupDesigns(name: $name, start: $start, end: $end, status: $status, tag: $tag, page: $page) {\n      ...MockupDesignFields\n    }\n  }\n',
): (typeof documents)['\n  query MockupDesigns($name: String, $start: String, $end: String, $status: String, $tag: ID, $page: Int) {\n    mockupDesigns(name: $name, start: $start, end: $end, status: $status, tag: $tag, page: $page) {\n      ...MockupDesignFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MockupCounter($name: String, $start: String, $end: String, $tag: ID) {\n    mockupCounter(name: $name, start: $start, end: $end, tag: $tag) {\n      all\n      published\n      draft\n      trashed\n    }\n  }\n',
): (typeof documents)['\n  query MockupCounter($name: String, $start: String, $end: String, $tag: ID) {\n    mockupCounter(name: $name, start: $start, end: $end, tag: $tag) {\n      all\n      published\n      draft\n      trashed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MockupDesignTags($name: String) {\n    mockupDesignTags(name: $name) {\n      _id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query MockupDesignTags($name: String) {\n    mockupDesignTags(name: $name) {\n      _id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MockupDesign($_id: ID!) {\n    mockupDesign(_id: $_id) {\n      ...MockupDesignFields\n      images {\n        type\n        name\n        image\n        print_fit\n        print_x\n        print_y\n        print_width\n        print_height\n        print_rotate\n        print_knew_x\n        print_knew_y\n        settings {\n          print_x\n          print_y\n          print_width\n          print_height\n          print_rotate\n          print_knew_x\n          print_knew_y\n          print_scale_x\n          print_scale_y\n          print_crop_x\n          print_crop_y\n          print_crop_width\n          print_crop_height\n        }\n      }\n      prints {\n        name\n        prints {\n          type\n          image\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MockupDesign($_id: ID!) {\n    mockupDesign(_id: $_id) {\n      ...MockupDesignFields\n      images {\n        type\n        name\n        image\n        print_fit\n        print_x\n        print_y\n        print_width\n        print_height\n        print_rotate\n        print_knew_x\n        print_knew_y\n        settings {\n          print_x\n          print_y\n          print_width\n          print_height\n          print_rotate\n          print_knew_x\n          print_knew_y\n          print_scale_x\n          print_scale_y\n          print_crop_x\n          print_crop_y\n          print_crop_width\n          print_crop_height\n        }\n      }\n      prints {\n        name\n        prints {\n          type\n          image\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DesignFile($_id: ID!) {\n    file(_id: $_id) {\n      _id\n      url\n      name\n    }\n  }\n',
): (typeof documents)['\n  query DesignFile($_id: ID!) {\n    file(_id: $_id) {\n      _id\n      url\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateMockupDesign(\n    $status: String\n    $name: String!\n    $width: Flex\n    $height: Flex\n    $image: ID\n    $images: [MockupDesignImageInput!]\n    $prints: [MockupDesignPrintInput!]\n    $tags: [ID!]\n    $new_tags: [String]\n  ) {\n    createMockupDesign(\n      status: $status\n      name: $name\n      width: $width\n      height: $height\n      image: $image\n      images: $images\n      prints: $prints\n      tags: $tags\n      new_tags: $new_tags\n    ) {\n      _id\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateMockupDesign(\n    $status: String\n    $name: String!\n    $width: Flex\n    $height: Flex\n    $image: ID\n    $images: [MockupDesignImageInput!]\n    $prints: [MockupDesignPrintInput!]\n    $tags: [ID!]\n    $new_tags: [String]\n  ) {\n    createMockupDesign(\n      status: $status\n      name: $name\n      width: $width\n      height: $height\n      image: $image\n      images: $images\n      prints: $prints\n      tags: $tags\n      new_tags: $new_tags\n    ) {\n      _id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateMockupDesign(\n    $_id: ID!\n    $status: String\n    $name: String!\n    $width: Flex\n    $height: Flex\n    $image: ID\n    $images: [MockupDesignImageInput!]\n    $prints: [MockupDesignPrintInput!]\n    $tags: [ID!]\n    $new_tags: [String]\n  ) {\n    updateMockupDesign(\n      _id: $_id\n      status: $status\n      name: $name\n      width: $width\n      height: $height\n      image: $image\n      images: $images\n      prints: $prints\n      tags: $tags\n      new_tags: $new_tags\n    ) {\n      _id\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateMockupDesign(\n    $_id: ID!\n    $status: String\n    $name: String!\n    $width: Flex\n    $height: Flex\n    $image: ID\n    $images: [MockupDesignImageInput!]\n    $prints: [MockupDesignPrintInput!]\n    $tags: [ID!]\n    $new_tags: [String]\n  ) {\n    updateMockupDesign(\n      _id: $_id\n      status: $status\n      name: $name\n      width: $width\n      height: $height\n      image: $image\n      images: $images\n      prints: $prints\n      tags: $tags\n      new_tags: $new_tags\n    ) {\n      _id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TrashMockupDesign($ids: [ID!]!) {\n    trashMockupDesign(ids: $ids)\n  }\n',
): (typeof documents)['\n  mutation TrashMockupDesign($ids: [ID!]!) {\n    trashMockupDesign(ids: $ids)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EditorDesigns($name: String, $page: Int) {\n    mockupDesigns(status: "published", name: $name, page: $page) {\n      _id\n      name\n      image {\n        _id\n        url\n        width\n        height\n      }\n      previews {\n        url\n      }\n    }\n  }\n',
): (typeof documents)['\n  query EditorDesigns($name: String, $page: Int) {\n    mockupDesigns(status: "published", name: $name, page: $page) {\n      _id\n      name\n      image {\n        _id\n        url\n        width\n        height\n      }\n      previews {\n        url\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EditorPreset($id: ID!) {\n    productPreset(_id: $id) {\n      _id\n      name\n      image\n      price\n      sale_tag_price\n      print_areas {\n        key\n        width\n        height\n      }\n      attribute_specifics {\n        _id\n        sku\n        price\n        name_value {\n          name\n          value\n        }\n      }\n      prety_attributes {\n        attribute_type\n        plf_attribute_name\n        options {\n          plf_value\n          hex\n          default\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query EditorPreset($id: ID!) {\n    productPreset(_id: $id) {\n      _id\n      name\n      image\n      price\n      sale_tag_price\n      print_areas {\n        key\n        width\n        height\n      }\n      attribute_specifics {\n        _id\n        sku\n        price\n        name_value {\n          name\n          value\n        }\n      }\n      prety_attributes {\n        attribute_type\n        plf_attribute_name\n        options {\n          plf_value\n          hex\n          default\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EditorFonts($name: String, $ids: [ID!]) {\n    fonts(name: $name, ids: $ids) {\n      _id\n      family\n      variants\n      files {\n        variant\n        url\n      }\n    }\n  }\n',
): (typeof documents)['\n  query EditorFonts($name: String, $ids: [ID!]) {\n    fonts(name: $name, ids: $ids) {\n      _id\n      family\n      variants\n      files {\n        variant\n        url\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EditorRenderMockupSide($document: JSON!, $side: String!, $color: String) {\n    renderMockupSide(document: $document, side: $side, color: $color) {\n      url\n      width\n      height\n      job_id\n    }\n  }\n',
): (typeof documents)['\n  mutation EditorRenderMockupSide($document: JSON!, $side: String!, $color: String) {\n    renderMockupSide(document: $document, side: $side, color: $color) {\n      url\n      width\n      height\n      job_id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EditorRenderPrintFiles($document: JSON!) {\n    renderPrintFiles(document: $document) {\n      side\n      position\n      url\n      width\n      height\n      dpi\n      job_id\n    }\n  }\n',
): (typeof documents)['\n  mutation EditorRenderPrintFiles($document: JSON!) {\n    renderPrintFiles(document: $document) {\n      side\n      position\n      url\n      width\n      height\n      dpi\n      job_id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EditorTemplates($productId: ID!, $status: String) {\n    productPresetMockups(product_id: $productId, template: true, status: $status, page: 1, perPage: 1) {\n      _id\n      name\n      mockup_type\n      sides\n      print_areas\n    }\n  }\n',
): (typeof documents)['\n  query EditorTemplates($productId: ID!, $status: String) {\n    productPresetMockups(product_id: $productId, template: true, status: $status, page: 1, perPage: 1) {\n      _id\n      name\n      mockup_type\n      sides\n      print_areas\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EditorListing($id: ID!) {\n    itemInfo(_id: $id) {\n      _id\n      name\n      description\n      tags\n      product_id\n      mockup_id\n      attribute_specifics_modify {\n        sku\n        sale_price\n      }\n    }\n  }\n',
): (typeof documents)['\n  query EditorListing($id: ID!) {\n    itemInfo(_id: $id) {\n      _id\n      name\n      description\n      tags\n      product_id\n      mockup_id\n      attribute_specifics_modify {\n        sku\n        sale_price\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query EditorMockup($id: ID!) {\n    productPresetMockup(_id: $id) {\n      _id\n      mockup_type\n      sides\n      print_areas\n    }\n  }\n',
): (typeof documents)['\n  query EditorMockup($id: ID!) {\n    productPresetMockup(_id: $id) {\n      _id\n      mockup_type\n      sides\n      print_areas\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EditorSaveTemplate($id: ID, $productId: ID!, $name: String!, $sides: JSON!, $printAreas: JSON!, $src: String) {\n    makeProductMockupPreset(_id: $id, product_id: $productId, name: $name, sides: $sides, print_areas: $printAreas, src: $src, status: "Publish") {\n      _id\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation EditorSaveTemplate($id: ID, $productId: ID!, $name: String!, $sides: JSON!, $printAreas: JSON!, $src: String) {\n    makeProductMockupPreset(_id: $id, product_id: $productId, name: $name, sides: $sides, print_areas: $printAreas, src: $src, status: "Publish") {\n      _id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EditorSaveProductMockup($id: ID, $productId: ID!, $name: String, $sides: JSON!, $printAreas: JSON!, $src: String, $status: String!) {\n    makeProductMockup(_id: $id, product_id: $productId, name: $name, sides: $sides, print_areas: $printAreas, src: $src, status: $status) {\n      _id\n    }\n  }\n',
): (typeof documents)['\n  mutation EditorSaveProductMockup($id: ID, $productId: ID!, $name: String, $sides: JSON!, $printAreas: JSON!, $src: String, $status: String!) {\n    makeProductMockup(_id: $id, product_id: $productId, name: $name, sides: $sides, print_areas: $printAreas, src: $src, status: $status) {\n      _id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation EditorSaveListing(\n    $id: ID\n    $productId: ID!\n    $name: String!\n    $description: String\n    $tags: [String!]\n    $variants: [ListingVariantInput!]\n    $images: [ListingImageInput!]\n    $front: String\n    $back: String\n    $sleeve: String\n    $hood: String\n    $mockupId: ID\n    $status: String!\n  ) {\n    makeItemInfo(\n      _id: $id\n      product_id: $productId\n      name: $name\n      description: $description\n      tags: $tags\n      attribute_specifics_modify: $variants\n      images: $images\n      front: $front\n      back: $back\n      sleeve: $sleeve\n      hood: $hood\n      mockup_id: $mockupId\n      status: $status\n    ) {\n      _id\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation EditorSaveListing(\n    $id: ID\n    $productId: ID!\n    $name: String!\n    $description: String\n    $tags: [String!]\n    $variants: [ListingVariantInput!]\n    $images: [ListingImageInput!]\n    $front: String\n    $back: String\n    $sleeve: String\n    $hood: String\n    $mockupId: ID\n    $status: String!\n  ) {\n    makeItemInfo(\n      _id: $id\n      product_id: $productId\n      name: $name\n      description: $description\n      tags: $tags\n      attribute_specifics_modify: $variants\n      images: $images\n      front: $front\n      back: $back\n      sleeve: $sleeve\n      hood: $hood\n      mockup_id: $mockupId\n      status: $status\n    ) {\n      _id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ExtensionRowFields on Extension {\n    _id\n    marketplace\n    name\n    enabled\n    version\n    updated_at\n    current {\n      version\n      page_match\n      mappings {\n        field\n        selector\n        attribute\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment ExtensionRowFields on Extension {\n    _id\n    marketplace\n    name\n    enabled\n    version\n    updated_at\n    current {\n      version\n      page_match\n      mappings {\n        field\n        selector\n        attribute\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Extensions($marketplace: String, $status: String, $page: Int) {\n    extensions(marketplace: $marketplace, status: $status, page: $page) {\n      ...ExtensionRowFields\n    }\n  }\n',
): (typeof documents)['\n  query Extensions($marketplace: String, $status: String, $page: Int) {\n    extensions(marketplace: $marketplace, status: $status, page: $page) {\n      ...ExtensionRowFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ExtensionCounters($marketplace: String) {\n    extensionCounters(marketplace: $marketplace) {\n      all\n      enabled\n      disabled\n    }\n  }\n',
): (typeof documents)['\n  query ExtensionCounters($marketplace: String) {\n    extensionCounters(marketplace: $marketplace) {\n      all\n      enabled\n      disabled\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Extension($id: ID!) {\n    extension(_id: $id) {\n      ...ExtensionRowFields\n      versions {\n        version\n        name\n        page_match\n        note\n        restored_from\n        created_at\n        created_by {\n          ...UserRefFields\n        }\n        mappings {\n          field\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Extension($id: ID!) {\n    extension(_id: $id) {\n      ...ExtensionRowFields\n      versions {\n        version\n        name\n        page_match\n        note\n        restored_from\n        created_at\n        created_by {\n          ...UserRefFields\n        }\n        mappings {\n          field\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeExtension($marketplace: String!, $name: String!, $page_match: String!, $mappings: [ExtensionMappingInput!]!, $note: String) {\n    makeExtension(marketplace: $marketplace, name: $name, page_match: $page_match, mappings: $mappings, note: $note) {\n      ...ExtensionRowFields\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeExtension($marketplace: String!, $name: String!, $page_match: String!, $mappings: [ExtensionMappingInput!]!, $note: String) {\n    makeExtension(marketplace: $marketplace, name: $name, page_match: $page_match, mappings: $mappings, note: $note) {\n      ...ExtensionRowFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateExtension($_id: ID!, $marketplace: String!, $name: String!, $page_match: String!, $mappings: [ExtensionMappingInput!]!, $note: String) {\n    updateExtension(_id: $_id, marketplace: $marketplace, name: $name, page_match: $page_match, mappings: $mappings, note: $note) {\n      ...ExtensionRowFields\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateExtension($_id: ID!, $marketplace: String!, $name: String!, $page_match: String!, $mappings: [ExtensionMappingInput!]!, $note: String) {\n    updateExtension(_id: $_id, marketplace: $marketplace, name: $name, page_match: $page_match, mappings: $mappings, note: $note) {\n      ...ExtensionRowFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetExtensionEnabled($id: ID!, $enabled: Boolean!) {\n    setExtensionEnabled(_id: $id, enabled: $enabled) {\n      ...ExtensionRowFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SetExtensionEnabled($id: ID!, $enabled: Boolean!) {\n    setExtensionEnabled(_id: $id, enabled: $enabled) {\n      ...ExtensionRowFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RestoreExtensionVersion($id: ID!, $version: Int!) {\n    restoreExtensionVersion(_id: $id, version: $version) {\n      ...ExtensionRowFields\n    }\n  }\n',
): (typeof documents)['\n  mutation RestoreExtensionVersion($id: ID!, $version: Int!) {\n    restoreExtensionVersion(_id: $id, version: $version) {\n      ...ExtensionRowFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TrashExtension($id: ID!) {\n    trashExtension(_id: $id)\n  }\n',
): (typeof documents)['\n  mutation TrashExtension($id: ID!) {\n    trashExtension(_id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FileFields on File {\n    _id\n    type\n    status\n    url\n    path\n    mask\n    sku\n    filename\n    name\n    size\n    width\n    height\n    mimetype\n    created_at\n    updated_at\n    tags {\n      _id\n      name\n    }\n    created_by {\n      _id\n      email\n      name\n      role\n    }\n    image_sizes {\n      ...ImageSizeFields\n    }\n  }\n',
): (typeof documents)['\n  fragment FileFields on File {\n    _id\n    type\n    status\n    url\n    path\n    mask\n    sku\n    filename\n    name\n    size\n    width\n    height\n    mimetype\n    created_at\n    updated_at\n    tags {\n      _id\n      name\n    }\n    created_by {\n      _id\n      email\n      name\n      role\n    }\n    image_sizes {\n      ...ImageSizeFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Files($type: String, $name: String, $tags: [String!], $size: String, $start: String, $end: String, $sku: String, $created_by: ID, $page: Int) {\n    files(type: $type, name: $name, tags: $tags, size: $size, start: $start, end: $end, sku: $sku, created_by: $created_by, page: $page) {\n      ...FileFields\n    }\n  }\n',
): (typeof documents)['\n  query Files($type: String, $name: String, $tags: [String!], $size: String, $start: String, $end: String, $sku: String, $created_by: ID, $page: Int) {\n    files(type: $type, name: $name, tags: $tags, size: $size, start: $start, end: $end, sku: $sku, created_by: $created_by, page: $page) {\n      ...FileFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query File($_id: ID!) {\n    file(_id: $_id) {\n      ...FileFields\n    }\n  }\n',
): (typeof documents)['\n  query File($_id: ID!) {\n    file(_id: $_id) {\n      ...FileFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query FileTags($name: String) {\n    fileTags(name: $name) {\n      _id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query FileTags($name: String) {\n    fileTags(name: $name) {\n      _id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveFile($_id: ID!, $tags: [String!]!) {\n    saveFile(_id: $_id, tags: $tags) {\n      ...FileFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveFile($_id: ID!, $tags: [String!]!) {\n    saveFile(_id: $_id, tags: $tags) {\n      ...FileFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemoveFile($_id: ID!) {\n    removeFile(_id: $_id)\n  }\n',
): (typeof documents)['\n  mutation RemoveFile($_id: ID!) {\n    removeFile(_id: $_id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment FontFields on Font {\n    _id\n    family\n    slug\n    variants\n    subsets\n    provider\n    category\n    preview\n    files {\n      variant\n      url\n      style\n      weight\n      subset\n    }\n  }\n',
): (typeof documents)['\n  fragment FontFields on Font {\n    _id\n    family\n    slug\n    variants\n    subsets\n    provider\n    category\n    preview\n    files {\n      variant\n      url\n      style\n      weight\n      subset\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Fonts($provider: String, $name: String, $id: String, $ids: [ID!], $page: Int) {\n    fonts(provider: $provider, name: $name, id: $id, ids: $ids, page: $page) {\n      ...FontFields\n    }\n  }\n',
): (typeof documents)['\n  query Fonts($provider: String, $name: String, $id: String, $ids: [ID!], $page: Int) {\n    fonts(provider: $provider, name: $name, id: $id, ids: $ids, page: $page) {\n      ...FontFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignedUploadFont($family: String!, $files: [FontUploadFile!]!) {\n    signedUploadFont(family: $family, files: $files) {\n      variant\n      path\n      url\n    }\n  }\n',
): (typeof documents)['\n  mutation SignedUploadFont($family: String!, $files: [FontUploadFile!]!) {\n    signedUploadFont(family: $family, files: $files) {\n      variant\n      path\n      url\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation FontUpdatePreSignedFile($family: String!, $variants: [String!]!) {\n    fontUpdatePreSignedFile(family: $family, variants: $variants) {\n      ...FontFields\n    }\n  }\n',
): (typeof documents)['\n  mutation FontUpdatePreSignedFile($family: String!, $variants: [String!]!) {\n    fontUpdatePreSignedFile(family: $family, variants: $variants) {\n      ...FontFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    _id\n    url\n    description\n    events\n    secret_hint\n    enabled\n    consecutive_failures\n    disabled_reason\n    last_delivery_at\n    last_response_code\n    created_at\n  }\n',
): (typeof documents)['\n  fragment WebhookEndpointFields on WebhookEndpoint {\n    _id\n    url\n    description\n    events\n    secret_hint\n    enabled\n    consecutive_failures\n    disabled_reason\n    last_delivery_at\n    last_response_code\n    created_at\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n',
): (typeof documents)['\n  query WebhookEndpoints {\n    webhookEndpoints {\n      ...WebhookEndpointFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeWebhookEndpoint($_id: ID, $url: String!, $events: [String!]!, $description: String, $enabled: Boolean, $rotate_secret: Boolean) {\n    makeWebhookEndpoint(_id: $_id, url: $url, events: $events, description: $description, enabled: $enabled, rotate_secret: $rotate_secret) {\n      ...WebhookEndpointFields\n      secret\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeWebhookEndpoint($_id: ID, $url: String!, $events: [String!]!, $description: String, $enabled: Boolean, $rotate_secret: Boolean) {\n    makeWebhookEndpoint(_id: $_id, url: $url, events: $events, description: $description, enabled: $enabled, rotate_secret: $rotate_secret) {\n      ...WebhookEndpointFields\n      secret\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TrashWebhookEndpoint($ids: [ID!]!) {\n    trashWebhookEndpoint(ids: $ids)\n  }\n',
): (typeof documents)['\n  mutation TrashWebhookEndpoint($ids: [ID!]!) {\n    trashWebhookEndpoint(ids: $ids)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    _id\n    kind\n    endpoint_id\n    event\n    url\n    status\n    attempt\n    response_code\n    response_excerpt\n    error\n    duration_ms\n    next_attempt_at\n    delivered_at\n    replay_of\n    created_at\n    payload\n    attempts {\n      at\n      response_code\n      error\n      duration_ms\n    }\n  }\n',
): (typeof documents)['\n  fragment WebhookDeliveryFields on WebhookDelivery {\n    _id\n    kind\n    endpoint_id\n    event\n    url\n    status\n    attempt\n    response_code\n    response_excerpt\n    error\n    duration_ms\n    next_attempt_at\n    delivered_at\n    replay_of\n    created_at\n    payload\n    attempts {\n      at\n      response_code\n      error\n      duration_ms\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WebhookDeliveries($endpoint_id: ID, $status: String, $page: Int) {\n    webhookDeliveries(endpoint_id: $endpoint_id, status: $status, page: $page) {\n      ...WebhookDeliveryFields\n    }\n  }\n',
): (typeof documents)['\n  query WebhookDeliveries($endpoint_id: ID, $status: String, $page: Int) {\n    webhookDeliveries(endpoint_id: $endpoint_id, status: $status, page: $page) {\n      ...WebhookDeliveryFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query WebhookDeliveryCounters($endpoint_id: ID) {\n    webhookDeliveryCounters(endpoint_id: $endpoint_id) {\n      all\n      pending\n      sending\n      retrying\n      succeeded\n      failed\n    }\n  }\n',
): (typeof documents)['\n  query WebhookDeliveryCounters($endpoint_id: ID) {\n    webhookDeliveryCounters(endpoint_id: $endpoint_id) {\n      all\n      pending\n      sending\n      retrying\n      succeeded\n      failed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReplayWebhookDelivery($_id: ID!) {\n    replayWebhookDelivery(_id: $_id) {\n      ...WebhookDeliveryFields\n    }\n  }\n',
): (typeof documents)['\n  mutation ReplayWebhookDelivery($_id: ID!) {\n    replayWebhookDelivery(_id: $_id) {\n      ...WebhookDeliveryFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AppConfig($filter: String) {\n    appConfig(filter: $filter) {\n      _id\n      user_id\n      type\n      status\n      url\n      subject\n      mentions\n      group {\n        id\n        title\n      }\n      events {\n        id\n        name\n        status\n        url\n        mentions\n        times {\n          hour\n          minute\n        }\n      }\n      updated_at\n    }\n  }\n',
): (typeof documents)['\n  query AppConfig($filter: String) {\n    appConfig(filter: $filter) {\n      _id\n      user_id\n      type\n      status\n      url\n      subject\n      mentions\n      group {\n        id\n        title\n      }\n      events {\n        id\n        name\n        status\n        url\n        mentions\n        times {\n          hour\n          minute\n        }\n      }\n      updated_at\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetAppConfig(\n    $type: String!\n    $user_id: ID\n    $status: String\n    $url: String\n    $subject: String\n    $mentions: [String!]\n    $events: [NotificationEventInput!]\n  ) {\n    setAppConfig(type: $type, user_id: $user_id, status: $status, url: $url, subject: $subject, mentions: $mentions, events: $events) {\n      _id\n    }\n  }\n',
): (typeof documents)['\n  mutation SetAppConfig(\n    $type: String!\n    $user_id: ID\n    $status: String\n    $url: String\n    $subject: String\n    $mentions: [String!]\n    $events: [NotificationEventInput!]\n  ) {\n    setAppConfig(type: $type, user_id: $user_id, status: $status, url: $url, subject: $subject, mentions: $mentions, events: $events) {\n      _id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query IntegrationStores($page: Int) {\n    integrationStores(page: $page) {\n      _id\n      name\n      platform\n      domain\n      seller_id\n      status\n      token_prefix\n      token_created_at\n      token_last_used_at\n      webhook\n      webhook_path\n    }\n  }\n',
): (typeof documents)['\n  query IntegrationStores($page: Int) {\n    integrationStores(page: $page) {\n      _id\n      name\n      platform\n      domain\n      seller_id\n      status\n      token_prefix\n      token_created_at\n      token_last_used_at\n      webhook\n      webhook_path\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment JobRow on Job {\n    _id\n    name\n    subject\n    status\n    progress\n    error_text {\n      code\n      params\n    }\n    result\n    created_at\n    updated_at\n  }\n',
): (typeof documents)['\n  fragment JobRow on Job {\n    _id\n    name\n    subject\n    status\n    progress\n    error_text {\n      code\n      params\n    }\n    result\n    created_at\n    updated_at\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyJobs($status: String, $page: Int) {\n    jobs(status: $status, page: $page) {\n      ...JobRow\n    }\n  }\n',
): (typeof documents)['\n  query MyJobs($status: String, $page: Int) {\n    jobs(status: $status, page: $page) {\n      ...JobRow\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query JobCounters {\n    jobCounters {\n      all\n      queued\n      running\n      completed\n      failed\n    }\n  }\n',
): (typeof documents)['\n  query JobCounters {\n    jobCounters {\n      all\n      queued\n      running\n      completed\n      failed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ListingRowFields on ItemInfo {\n    _id\n    name\n    price\n    status\n    product_id\n    product {\n      _id\n      name\n      provider\n    }\n    images {\n      src\n    }\n    front\n    updated_at\n    user {\n      ...UserRefFields\n    }\n    items {\n      _id\n      platform\n      queue_status\n    }\n  }\n',
): (typeof documents)['\n  fragment ListingRowFields on ItemInfo {\n    _id\n    name\n    price\n    status\n    product_id\n    product {\n      _id\n      name\n      provider\n    }\n    images {\n      src\n    }\n    front\n    updated_at\n    user {\n      ...UserRefFields\n    }\n    items {\n      _id\n      platform\n      queue_status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Listings($search: String, $status: String, $start: String, $end: String, $page: Int) {\n    itemsInfo(search: $search, status: $status, start: $start, end: $end, page: $page) {\n      ...ListingRowFields\n    }\n  }\n',
): (typeof documents)['\n  query Listings($search: String, $status: String, $start: String, $end: String, $page: Int) {\n    itemsInfo(search: $search, status: $status, start: $start, end: $end, page: $page) {\n      ...ListingRowFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ListingCounters($search: String, $start: String, $end: String) {\n    itemsInfoCounters(search: $search, start: $start, end: $end) {\n      all\n      draft\n      publish\n      trash\n    }\n  }\n',
): (typeof documents)['\n  query ListingCounters($search: String, $start: String, $end: String) {\n    itemsInfoCounters(search: $search, start: $start, end: $end) {\n      all\n      draft\n      publish\n      trash\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ListingProducts($ids: [ID!]) {\n    productPreset(ids: $ids, perPage: 100) {\n      _id\n      name\n      provider\n    }\n  }\n',
): (typeof documents)['\n  query ListingProducts($ids: [ID!]) {\n    productPreset(ids: $ids, perPage: 100) {\n      _id\n      name\n      provider\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Listing($id: ID!) {\n    itemInfo(_id: $id) {\n      ...ListingRowFields\n      description\n      tags\n      collections\n      back\n      sleeve\n      hood\n      print_files {\n        side\n        position\n        dpi\n        url\n        width\n        height\n      }\n      attribute_specifics_modify {\n        sku\n        sale_price\n        name_value {\n          name\n          value\n        }\n      }\n      items {\n        _id\n        store_id\n        platform\n        platform_id\n        imported_at\n        external_url\n        queue_status\n        queue_messenger\n      }\n      created_at\n    }\n  }\n',
): (typeof documents)['\n  query Listing($id: ID!) {\n    itemInfo(_id: $id) {\n      ...ListingRowFields\n      description\n      tags\n      collections\n      back\n      sleeve\n      hood\n      print_files {\n        side\n        position\n        dpi\n        url\n        width\n        height\n      }\n      attribute_specifics_modify {\n        sku\n        sale_price\n        name_value {\n          name\n          value\n        }\n      }\n      items {\n        _id\n        store_id\n        platform\n        platform_id\n        imported_at\n        external_url\n        queue_status\n        queue_messenger\n      }\n      created_at\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TrashListings($ids: [ID!]!) {\n    trashItemInfo(ids: $ids)\n  }\n',
): (typeof documents)['\n  mutation TrashListings($ids: [ID!]!) {\n    trashItemInfo(ids: $ids)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PresetMockups($product_id: ID!, $provider: String, $page: Int) {\n    productPresetMockups(product_id: $product_id, provider: $provider, page: $page) {\n      _id\n      id\n      name\n      provider\n      status\n      src\n      updated_at\n      created_by {\n        ...UserRefFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query PresetMockups($product_id: ID!, $provider: String, $page: Int) {\n    productPresetMockups(product_id: $product_id, provider: $provider, page: $page) {\n      _id\n      id\n      name\n      provider\n      status\n      src\n      updated_at\n      created_by {\n        ...UserRefFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PresetMockupProviders($product_id: ID!) {\n    productPresetMockupCountProvider(product_id: $product_id) {\n      provider\n      total\n    }\n  }\n',
): (typeof documents)['\n  query PresetMockupProviders($product_id: ID!) {\n    productPresetMockupCountProvider(product_id: $product_id) {\n      provider\n      total\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RemovePresetMockup($id: ID!) {\n    productPresetMockupRemove(_id: $id)\n  }\n',
): (typeof documents)['\n  mutation RemovePresetMockup($id: ID!) {\n    productPresetMockupRemove(_id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query PublishStores {\n    stores(status: "active", perPage: 100) {\n      _id\n      name\n      platform\n      seller_id\n    }\n  }\n',
): (typeof documents)['\n  query PublishStores {\n    stores(status: "active", perPage: 100) {\n      _id\n      name\n      platform\n      seller_id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PublishListings($ids: [ID!]!, $store_id: ID!) {\n    publishItemInfo(ids: $ids, store_id: $store_id) {\n      _id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation PublishListings($ids: [ID!]!, $store_id: ID!) {\n    publishItemInfo(ids: $ids, store_id: $store_id) {\n      _id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ManufactureFields on Manufacture {\n    ...SessionManufactureFields\n    working_days\n    time_zone\n    product_types\n    workers {\n      _id\n      name\n      email\n      role\n    }\n    updated_at\n  }\n',
): (typeof documents)['\n  fragment ManufactureFields on Manufacture {\n    ...SessionManufactureFields\n    working_days\n    time_zone\n    product_types\n    workers {\n      _id\n      name\n      email\n      role\n    }\n    updated_at\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ManufactureList($status: String) {\n    manufactures(status: $status) {\n      ...ManufactureFields\n    }\n  }\n',
): (typeof documents)['\n  query ManufactureList($status: String) {\n    manufactures(status: $status) {\n      ...ManufactureFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ShellManufactures {\n    manufactures {\n      ...SessionManufactureFields\n    }\n  }\n',
): (typeof documents)['\n  query ShellManufactures {\n    manufactures {\n      ...SessionManufactureFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeManufacture($input: MakeManufactureInput!) {\n    makeManufacture(input: $input) {\n      ...ManufactureFields\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeManufacture($input: MakeManufactureInput!) {\n    makeManufacture(input: $input) {\n      ...ManufactureFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ManufacturingWorkers {\n    manufacturingWorkers {\n      _id\n      name\n      email\n      role\n    }\n  }\n',
): (typeof documents)['\n  query ManufacturingWorkers {\n    manufacturingWorkers {\n      _id\n      name\n      email\n      role\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ShippingMethodFields on ShippingMethod {\n    _id\n    name\n    carrier\n    scope\n    min_days\n    max_days\n    active\n    audience\n    merchant_group_id\n    seller_ids\n    sellers {\n      _id\n      name\n      email\n    }\n    trashed\n  }\n',
): (typeof documents)['\n  fragment ShippingMethodFields on ShippingMethod {\n    _id\n    name\n    carrier\n    scope\n    min_days\n    max_days\n    active\n    audience\n    merchant_group_id\n    seller_ids\n    sellers {\n      _id\n      name\n      email\n    }\n    trashed\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ShippingMethods($status: String, $page: Int) {\n    shippingMethods(status: $status, page: $page) {\n      ...ShippingMethodFields\n    }\n  }\n',
): (typeof documents)['\n  query ShippingMethods($status: String, $page: Int) {\n    shippingMethods(status: $status, page: $page) {\n      ...ShippingMethodFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeShippingMethod($input: MakeShippingMethodInput!) {\n    makeShippingMethod(input: $input) {\n      ...ShippingMethodFields\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeShippingMethod($input: MakeShippingMethodInput!) {\n    makeShippingMethod(input: $input) {\n      ...ShippingMethodFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TrashShippingMethod($ids: [ID!]!) {\n    trashShippingMethod(ids: $ids)\n  }\n',
): (typeof documents)['\n  mutation TrashShippingMethod($ids: [ID!]!) {\n    trashShippingMethod(ids: $ids)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetDefaultShippingMethod($id: ID!) {\n    setDefaultShippingMethod(_id: $id) {\n      _id\n      name\n    }\n  }\n',
): (typeof documents)['\n  mutation SetDefaultShippingMethod($id: ID!) {\n    setDefaultShippingMethod(_id: $id) {\n      _id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyDefaultShipping {\n    cUser {\n      _id\n      default_shipping_method {\n        _id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MyDefaultShipping {\n    cUser {\n      _id\n      default_shipping_method {\n        _id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query LogisticsMerchantGroups {\n    merchantGroups(perPage: 100) {\n      _id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query LogisticsMerchantGroups {\n    merchantGroups(perPage: 100) {\n      _id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ShippingCostTable {\n    shippingCostTable {\n      method_id\n      method_name\n      active\n      zones {\n        name\n        countries\n        rest_of_world\n        tiers {\n          min_weight\n          max_weight\n          first_item\n          additional_item\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ShippingCostTable {\n    shippingCostTable {\n      method_id\n      method_name\n      active\n      zones {\n        name\n        countries\n        rest_of_world\n        tiers {\n          min_weight\n          max_weight\n          first_item\n          additional_item\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeShippingCostTable($input: ShippingCostTableInput!) {\n    makeShippingCostTable(input: $input) {\n      method_id\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeShippingCostTable($input: ShippingCostTableInput!) {\n    makeShippingCostTable(input: $input) {\n      method_id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Locations($filter: String, $page: Int) {\n    locations(filter: $filter, page: $page) {\n      _id\n      name\n      type\n      status\n      address1\n      address2\n      city\n      state\n      postal_code\n      country\n      phone\n      updated_at\n    }\n  }\n',
): (typeof documents)['\n  query Locations($filter: String, $page: Int) {\n    locations(filter: $filter, page: $page) {\n      _id\n      name\n      type\n      status\n      address1\n      address2\n      city\n      state\n      postal_code\n      country\n      phone\n      updated_at\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeLocation($input: MakeLocationInput!) {\n    makeLocation(input: $input) {\n      _id\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeLocation($input: MakeLocationInput!) {\n    makeLocation(input: $input) {\n      _id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TrashLocation($ids: [ID!]!) {\n    trashLocation(ids: $ids)\n  }\n',
): (typeof documents)['\n  mutation TrashLocation($ids: [ID!]!) {\n    trashLocation(ids: $ids)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Fulfilments($types: [String!], $private: Boolean, $status: String, $page: Int) {\n    fulfilments(types: $types, private: $private, status: $status, page: $page) {\n      _id\n      name\n      provider\n      account\n      credentials_hint\n      private\n      status\n      routing\n      is_default\n      preset_ids\n      updated_at\n    }\n  }\n',
): (typeof documents)['\n  query Fulfilments($types: [String!], $private: Boolean, $status: String, $page: Int) {\n    fulfilments(types: $types, private: $private, status: $status, page: $page) {\n      _id\n      name\n      provider\n      account\n      credentials_hint\n      private\n      status\n      routing\n      is_default\n      preset_ids\n      updated_at\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeFulfilment($input: MakeFulfilmentInput!) {\n    makeFulfilment(input: $input) {\n      _id\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeFulfilment($input: MakeFulfilmentInput!) {\n    makeFulfilment(input: $input) {\n      _id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TrashFulfilment($id: ID!) {\n    trashFulfilment(_id: $id) {\n      _id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation TrashFulfilment($id: ID!) {\n    trashFulfilment(_id: $id) {\n      _id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StorageSettings {\n    storageSettings {\n      driver\n      boot_driver\n      s3_endpoint\n      s3_region\n      s3_bucket\n      s3_access_key_id\n      s3_secret_set\n      s3_secret_hint\n      s3_force_path_style\n      updated_at\n    }\n  }\n',
): (typeof documents)['\n  query StorageSettings {\n    storageSettings {\n      driver\n      boot_driver\n      s3_endpoint\n      s3_region\n      s3_bucket\n      s3_access_key_id\n      s3_secret_set\n      s3_secret_hint\n      s3_force_path_style\n      updated_at\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveStorageSettings($input: StorageSettingsInput!) {\n    saveStorageSettings(input: $input) {\n      driver\n      s3_secret_set\n      s3_secret_hint\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveStorageSettings($input: StorageSettingsInput!) {\n    saveStorageSettings(input: $input) {\n      driver\n      s3_secret_set\n      s3_secret_hint\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TestStorageConnection($driver: String!) {\n    testStorageConnection(driver: $driver) {\n      driver\n      ok\n      step\n      text {\n        code\n        params\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TestStorageConnection($driver: String!) {\n    testStorageConnection(driver: $driver) {\n      driver\n      ok\n      step\n      text {\n        code\n        params\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ImportFulfilmentResult($id: ID!, $csv: String!) {\n    importFulfilmentResult(_id: $id, csv: $csv) {\n      imported\n      errors {\n        row\n        text {\n          code\n          params\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation ImportFulfilmentResult($id: ID!, $csv: String!) {\n    importFulfilmentResult(_id: $id, csv: $csv) {\n      imported\n      errors {\n        row\n        text {\n          code\n          params\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MrpBatchFields on MrpBatch {\n    _id\n    code\n    status\n    print_method\n    product_type\n    product_type_name\n    colour\n    auto\n    product_count\n    note\n    created_at\n    progress {\n      status\n      count\n    }\n  }\n',
): (typeof documents)['\n  fragment MrpBatchFields on MrpBatch {\n    _id\n    code\n    status\n    print_method\n    product_type\n    product_type_name\n    colour\n    auto\n    product_count\n    note\n    created_at\n    progress {\n      status\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MrpBatches($manufacture_id: ID!, $status: String, $page: Int) {\n    mrpBatches(manufacture_id: $manufacture_id, status: $status, page: $page) {\n      ...MrpBatchFields\n    }\n  }\n',
): (typeof documents)['\n  query MrpBatches($manufacture_id: ID!, $status: String, $page: Int) {\n    mrpBatches(manufacture_id: $manufacture_id, status: $status, page: $page) {\n      ...MrpBatchFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MrpBatch($_id: ID!) {\n    mrpBatch(_id: $_id) {\n      ...MrpBatchFields\n    }\n  }\n',
): (typeof documents)['\n  query MrpBatch($_id: ID!) {\n    mrpBatch(_id: $_id) {\n      ...MrpBatchFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MrpBatchCounters($manufacture_id: ID!) {\n    mrpBatchCounters(manufacture_id: $manufacture_id) {\n      status\n      count\n    }\n  }\n',
): (typeof documents)['\n  query MrpBatchCounters($manufacture_id: ID!) {\n    mrpBatchCounters(manufacture_id: $manufacture_id) {\n      status\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MrpBatchProductions($batch_id: String!) {\n    mrpProducts(batch_id: $batch_id, mrp_status: "All", per_page: 100) {\n      items {\n        _id\n        code\n        status\n        order_number\n        product_name\n      }\n      total\n    }\n  }\n',
): (typeof documents)['\n  query MrpBatchProductions($batch_id: String!) {\n    mrpProducts(batch_id: $batch_id, mrp_status: "All", per_page: 100) {\n      items {\n        _id\n        code\n        status\n        order_number\n        product_name\n      }\n      total\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateMrpBatch($input: UpdateMrpBatchInput!) {\n    updateMrpBatchProduct(input: $input) {\n      ...MrpBatchFields\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateMrpBatch($input: UpdateMrpBatchInput!) {\n    updateMrpBatchProduct(input: $input) {\n      ...MrpBatchFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TrashMrpBatch($id: ID!) {\n    trashMrpBatchProduct(_id: $id)\n  }\n',
): (typeof documents)['\n  mutation TrashMrpBatch($id: ID!) {\n    trashMrpBatchProduct(_id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PrintBatchLabels($id: ID!) {\n    printBarcodeMrpBatch(_id: $id) {\n      url\n      size\n    }\n  }\n',
): (typeof documents)['\n  mutation PrintBatchLabels($id: ID!) {\n    printBarcodeMrpBatch(_id: $id) {\n      url\n      size\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ExportBatch($id: ID!) {\n    exportBatchProducts(_id: $id) {\n      url\n      size\n    }\n  }\n',
): (typeof documents)['\n  mutation ExportBatch($id: ID!) {\n    exportBatchProducts(_id: $id) {\n      url\n      size\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation BatchGangSheet($id: ID!) {\n    mrpBatchGangSheet(_id: $id) {\n      sheets {\n        url\n        width_px\n        length_px\n      }\n      dpi\n      pick_list_url\n      area_used\n    }\n  }\n',
): (typeof documents)['\n  mutation BatchGangSheet($id: ID!) {\n    mrpBatchGangSheet(_id: $id) {\n      sheets {\n        url\n        width_px\n        length_px\n      }\n      dpi\n      pick_list_url\n      area_used\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ProductionReport($tab: String) {\n    productionReport(tab: $tab) {\n      tab\n      from\n      to\n      station_days {\n        day\n        station\n        units\n      }\n      workers {\n        worker_id\n        worker_name\n        station\n        units\n      }\n      station_errors {\n        station\n        units\n        errors\n        open\n        rate\n      }\n      error_codes {\n        code\n        station\n        errors\n        open\n        rate\n      }\n      station_times {\n        station\n        stays\n        avg_seconds\n      }\n      reprints {\n        productions\n        reproductions\n        ratio\n      }\n      late {\n        open_late\n        packed_late\n        packed_on_time\n        productions {\n          _id\n          code\n          status\n          ship_by\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query ProductionReport($tab: String) {\n    productionReport(tab: $tab) {\n      tab\n      from\n      to\n      station_days {\n        day\n        station\n        units\n      }\n      workers {\n        worker_id\n        worker_name\n        station\n        units\n      }\n      station_errors {\n        station\n        units\n        errors\n        open\n        rate\n      }\n      error_codes {\n        code\n        station\n        errors\n        open\n        rate\n      }\n      station_times {\n        station\n        stays\n        avg_seconds\n      }\n      reprints {\n        productions\n        reproductions\n        ratio\n      }\n      late {\n        open_late\n        packed_late\n        packed_on_time\n        productions {\n          _id\n          code\n          status\n          ship_by\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MrpProductRowFields on MrpProduct {\n    _id\n    code\n    status\n    order_id\n    order_number\n    unit_index\n    seller_name\n    manufacture_id\n    batch_id\n    batch_code\n    product_name\n    variant_title\n    print_method\n    image\n    print_files {\n      side\n      url\n      thumbnail_url\n    }\n    errors {\n      code\n      step\n      note\n      created_at\n      resolved_at\n    }\n    priority\n    ship_by\n    late\n    note\n    reproduction_of\n    source\n    created_at\n    route\n    steps {\n      from\n      to\n      station\n      worker_name\n      scanned_at\n    }\n  }\n',
): (typeof documents)['\n  fragment MrpProductRowFields on MrpProduct {\n    _id\n    code\n    status\n    order_id\n    order_number\n    unit_index\n    seller_name\n    manufacture_id\n    batch_id\n    batch_code\n    product_name\n    variant_title\n    print_method\n    image\n    print_files {\n      side\n      url\n      thumbnail_url\n    }\n    errors {\n      code\n      step\n      note\n      created_at\n      resolved_at\n    }\n    priority\n    ship_by\n    late\n    note\n    reproduction_of\n    source\n    created_at\n    route\n    steps {\n      from\n      to\n      station\n      worker_name\n      scanned_at\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MrpProducts(\n    $status: String\n    $source: String\n    $merchant_group_id: ID\n    $product_type: String\n    $search: String\n    $batch_id: String\n    $priority: Boolean\n    $late: Boolean\n    $page: Int\n  ) {\n    mrpProducts(\n      mrp_status: $status\n      source: $source\n      merchant_group_id: $merchant_group_id\n      product_type: $product_type\n      search: $search\n      batch_id: $batch_id\n      priority: $priority\n      late: $late\n      page: $page\n    ) {\n      items {\n        ...MrpProductRowFields\n      }\n      total\n    }\n  }\n',
): (typeof documents)['\n  query MrpProducts(\n    $status: String\n    $source: String\n    $merchant_group_id: ID\n    $product_type: String\n    $search: String\n    $batch_id: String\n    $priority: Boolean\n    $late: Boolean\n    $page: Int\n  ) {\n    mrpProducts(\n      mrp_status: $status\n      source: $source\n      merchant_group_id: $merchant_group_id\n      product_type: $product_type\n      search: $search\n      batch_id: $batch_id\n      priority: $priority\n      late: $late\n      page: $page\n    ) {\n      items {\n        ...MrpProductRowFields\n      }\n      total\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StationQueue($status: String!, $per_page: Int!) {\n    mrpProducts(mrp_status: $status, source: "all", order: "next", per_page: $per_page) {\n      items {\n        _id\n        code\n        product_name\n        variant_title\n        priority\n        ship_by\n        late\n        batch_code\n      }\n      total\n    }\n  }\n',
): (typeof documents)['\n  query StationQueue($status: String!, $per_page: Int!) {\n    mrpProducts(mrp_status: $status, source: "all", order: "next", per_page: $per_page) {\n      items {\n        _id\n        code\n        product_name\n        variant_title\n        priority\n        ship_by\n        late\n        batch_code\n      }\n      total\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MrpProductCounters($source: String) {\n    mrpProductCounters(source: $source) {\n      status\n      count\n    }\n  }\n',
): (typeof documents)['\n  query MrpProductCounters($source: String) {\n    mrpProductCounters(source: $source) {\n      status\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription MrpCountersChanged($manufacture_id: ID!) {\n    mrpCountersChanged(manufacture_id: $manufacture_id) {\n      manufacture_id\n      counters {\n        status\n        count\n      }\n    }\n  }\n',
): (typeof documents)['\n  subscription MrpCountersChanged($manufacture_id: ID!) {\n    mrpCountersChanged(manufacture_id: $manufacture_id) {\n      manufacture_id\n      counters {\n        status\n        count\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateMrpProducts($ids: [ID!]!, $hold: Boolean, $priority: Int) {\n    updateMrpProducts(ids: $ids, hold: $hold, priority: $priority) {\n      _id\n      status\n      priority\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateMrpProducts($ids: [ID!]!, $hold: Boolean, $priority: Int) {\n    updateMrpProducts(ids: $ids, hold: $hold, priority: $priority) {\n      _id\n      status\n      priority\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MrpProductNextProcessStep($_id: String!, $station: String, $scanned_at: DateTime) {\n    mrpProductNextProcessStep(_id: $_id, station: $station, scanned_at: $scanned_at) {\n      changed\n      from\n      to\n      reason\n      product {\n        _id\n        code\n        status\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation MrpProductNextProcessStep($_id: String!, $station: String, $scanned_at: DateTime) {\n    mrpProductNextProcessStep(_id: $_id, station: $station, scanned_at: $scanned_at) {\n      changed\n      from\n      to\n      reason\n      product {\n        _id\n        code\n        status\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReportMrpError($_id: String!, $errors: [Int!]!, $note: String) {\n    reportMrpError(_id: $_id, errors: $errors, note: $note) {\n      _id\n      code\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation ReportMrpError($_id: String!, $errors: [Int!]!, $note: String) {\n    reportMrpError(_id: $_id, errors: $errors, note: $note) {\n      _id\n      code\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MrpErrorCodes {\n    mrpErrorCodes {\n      code\n      step\n      key\n      label\n      active\n    }\n  }\n',
): (typeof documents)['\n  query MrpErrorCodes {\n    mrpErrorCodes {\n      code\n      step\n      key\n      label\n      active\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MrpMerchantGroups {\n    merchantGroups(perPage: 100) {\n      _id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query MrpMerchantGroups {\n    merchantGroups(perPage: 100) {\n      _id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MrpProductTypeOptions($provider: String!) {\n    providerProductType(provider: $provider) {\n      _id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query MrpProductTypeOptions($provider: String!) {\n    providerProductType(provider: $provider) {\n      _id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeMrpBatch($product_ids: [ID!]!, $params: MakeMrpBatchParams) {\n    makeMrpBatchProduct(product_ids: $product_ids, params: $params) {\n      _id\n      code\n      product_count\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeMrpBatch($product_ids: [ID!]!, $params: MakeMrpBatchParams) {\n    makeMrpBatchProduct(product_ids: $product_ids, params: $params) {\n      _id\n      code\n      product_count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MrpUnitWhere($code: String!) {\n    mrpProducts(search: $code, mrp_status: "All", per_page: 1) {\n      items {\n        code\n        status\n        route\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MrpUnitWhere($code: String!) {\n    mrpProducts(search: $code, mrp_status: "All", per_page: 1) {\n      items {\n        code\n        status\n        route\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ProviderLineFields on ProviderLine {\n    _id\n    order_id\n    order_number\n    provider\n    account_name\n    sku\n    name\n    quantity\n    status\n    error\n    sent_at\n    file_url\n    tracking_number\n    carrier\n    tracking_url\n  }\n',
): (typeof documents)['\n  fragment ProviderLineFields on ProviderLine {\n    _id\n    order_id\n    order_number\n    provider\n    account_name\n    sku\n    name\n    quantity\n    status\n    error\n    sent_at\n    file_url\n    tracking_number\n    carrier\n    tracking_url\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MrpProviderLines($provider: String, $status: String, $search: String, $page: Int) {\n    mrpProviderLines(provider: $provider, status: $status, search: $search, page: $page) {\n      ...ProviderLineFields\n    }\n  }\n',
): (typeof documents)['\n  query MrpProviderLines($provider: String, $status: String, $search: String, $page: Int) {\n    mrpProviderLines(provider: $provider, status: $status, search: $search, page: $page) {\n      ...ProviderLineFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MrpProviderCounters($provider: String, $search: String) {\n    mrpProviderCounters(provider: $provider, search: $search) {\n      all\n      queued\n      sent\n      in_production\n      shipped\n      failed\n      cancelled\n    }\n  }\n',
): (typeof documents)['\n  query MrpProviderCounters($provider: String, $search: String) {\n    mrpProviderCounters(provider: $provider, search: $search) {\n      all\n      queued\n      sent\n      in_production\n      shipped\n      failed\n      cancelled\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ResendProviderLine($id: ID!) {\n    resendProviderLine(_id: $id) {\n      ...ProviderLineFields\n    }\n  }\n',
): (typeof documents)['\n  mutation ResendProviderLine($id: ID!) {\n    resendProviderLine(_id: $id) {\n      ...ProviderLineFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment NotificationItemFields on Notification {\n    _id\n    type\n    code\n    subject\n    content\n    image\n    created_at\n    status\n    referent\n  }\n',
): (typeof documents)['\n  fragment NotificationItemFields on Notification {\n    _id\n    type\n    code\n    subject\n    content\n    image\n    created_at\n    status\n    referent\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Notifications($status: String, $page: Int) {\n    notifications(status: $status, page: $page) {\n      ...NotificationItemFields\n    }\n  }\n',
): (typeof documents)['\n  query Notifications($status: String, $page: Int) {\n    notifications(status: $status, page: $page) {\n      ...NotificationItemFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query NotificationsCount($status: String) {\n    notificationsCount(status: $status)\n  }\n',
): (typeof documents)['\n  query NotificationsCount($status: String) {\n    notificationsCount(status: $status)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation NotificationMake($ids: [ID!]!, $status: String!) {\n    notificationMake(ids: $ids, status: $status)\n  }\n',
): (typeof documents)['\n  mutation NotificationMake($ids: [ID!]!, $status: String!) {\n    notificationMake(ids: $ids, status: $status)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation NotificationReadAll {\n    notificationReadAll\n  }\n',
): (typeof documents)['\n  mutation NotificationReadAll {\n    notificationReadAll\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItemFields\n    }\n  }\n',
): (typeof documents)['\n  subscription NotificationAdded {\n    notificationAdded {\n      ...NotificationItemFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrderFulfilments($status: String, $page: Int) {\n    orders(status: $status, page: $page) {\n      _id\n      number\n      status\n      created_at\n      paid_at\n      produced_at\n      fulfilled_at\n      completed_at\n      item_count\n      shipping_address {\n        name\n        country\n      }\n      store {\n        _id\n        name\n        platform\n      }\n      fulfilled_by {\n        kind\n        name\n        provider\n        units\n      }\n    }\n  }\n',
): (typeof documents)['\n  query OrderFulfilments($status: String, $page: Int) {\n    orders(status: $status, page: $page) {\n      _id\n      number\n      status\n      created_at\n      paid_at\n      produced_at\n      fulfilled_at\n      completed_at\n      item_count\n      shipping_address {\n        name\n        country\n      }\n      store {\n        _id\n        name\n        platform\n      }\n      fulfilled_by {\n        kind\n        name\n        provider\n        units\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment OrderRowFields on Order {\n    _id\n    number\n    status\n    platform\n    platform_order_id\n    total\n    paid\n    item_count\n    priority\n    is_test\n    created_at\n    shipping_address {\n      name\n      city\n      country\n    }\n    store {\n      _id\n      name\n      platform\n    }\n    seller {\n      ...UserRefFields\n    }\n  }\n',
): (typeof documents)['\n  fragment OrderRowFields on Order {\n    _id\n    number\n    status\n    platform\n    platform_order_id\n    total\n    paid\n    item_count\n    priority\n    is_test\n    created_at\n    shipping_address {\n      name\n      city\n      country\n    }\n    store {\n      _id\n      name\n      platform\n    }\n    seller {\n      ...UserRefFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Orders($status: String, $store_id: ID, $seller_id: ID, $search: String, $start: String, $end: String, $page: Int) {\n    orders(status: $status, store_id: $store_id, seller_id: $seller_id, search: $search, start: $start, end: $end, page: $page) {\n      ...OrderRowFields\n    }\n  }\n',
): (typeof documents)['\n  query Orders($status: String, $store_id: ID, $seller_id: ID, $search: String, $start: String, $end: String, $page: Int) {\n    orders(status: $status, store_id: $store_id, seller_id: $seller_id, search: $search, start: $start, end: $end, page: $page) {\n      ...OrderRowFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrderCounters($store_id: ID, $seller_id: ID, $search: String, $start: String, $end: String) {\n    orderCounters(store_id: $store_id, seller_id: $seller_id, search: $search, start: $start, end: $end) {\n      all\n      pending\n      processing\n      in_production\n      fulfilled\n      completed\n      on_hold\n      cancelled\n      refunded\n      trash\n    }\n  }\n',
): (typeof documents)['\n  query OrderCounters($store_id: ID, $seller_id: ID, $search: String, $start: String, $end: String) {\n    orderCounters(store_id: $store_id, seller_id: $seller_id, search: $search, start: $start, end: $end) {\n      all\n      pending\n      processing\n      in_production\n      fulfilled\n      completed\n      on_hold\n      cancelled\n      refunded\n      trash\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ProcessOrders($ids: [ID!]!) {\n    processOrders(ids: $ids) {\n      _id\n      number\n      ok\n      status\n      reason\n      message\n    }\n  }\n',
): (typeof documents)['\n  mutation ProcessOrders($ids: [ID!]!) {\n    processOrders(ids: $ids) {\n      _id\n      number\n      ok\n      status\n      reason\n      message\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation HoldOrder($id: ID!, $reason: String) {\n    holdOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation HoldOrder($id: ID!, $reason: String) {\n    holdOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelOrder($id: ID!, $reason: String) {\n    cancelOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelOrder($id: ID!, $reason: String) {\n    cancelOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query StoreOptions {\n    stores(status: "active") {\n      _id\n      name\n      platform\n    }\n  }\n',
): (typeof documents)['\n  query StoreOptions {\n    stores(status: "active") {\n      _id\n      name\n      platform\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AddressFields on Address {\n    name\n    company\n    address1\n    address2\n    city\n    state\n    zip\n    country\n    phone\n    email\n  }\n',
): (typeof documents)['\n  fragment AddressFields on Address {\n    name\n    company\n    address1\n    address2\n    city\n    state\n    zip\n    country\n    phone\n    email\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Order($id: ID!) {\n    order(_id: $id) {\n      ...OrderRowFields\n      seller_id\n      parent_id\n      shipping_method_id\n      subtotal\n      discount\n      additional_print\n      tax\n      shipping\n      base_cost\n      notes\n      ship_by_seller\n      editable\n      actions\n      paid_at\n      releases_at\n      produced_at\n      fulfilled_at\n      completed_at\n      cancelled_at\n      shipping_address {\n        ...AddressFields\n      }\n      billing_address {\n        ...AddressFields\n      }\n      partly_shipped\n      shipments {\n        _id\n        tracking_number\n        carrier\n        status\n      }\n      invoices {\n        _id\n        number\n        status\n      }\n      packages {\n        _id\n        code\n        status\n        units_packed\n        units_total\n        carrier_name\n        tracking_number\n        tracking_status\n        picked_up_at\n        delivered_at\n      }\n      provider_lines {\n        _id\n        provider\n        sku\n        status\n        tracking_number\n        carrier\n        tracking_url\n        shipped_at\n      }\n      items {\n        _id\n        sku\n        name\n        quantity\n        price\n        total\n        product_id\n        design_urls\n        design_files {\n          area\n          file_id\n          url\n          name\n        }\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Order($id: ID!) {\n    order(_id: $id) {\n      ...OrderRowFields\n      seller_id\n      parent_id\n      shipping_method_id\n      subtotal\n      discount\n      additional_print\n      tax\n      shipping\n      base_cost\n      notes\n      ship_by_seller\n      editable\n      actions\n      paid_at\n      releases_at\n      produced_at\n      fulfilled_at\n      completed_at\n      cancelled_at\n      shipping_address {\n        ...AddressFields\n      }\n      billing_address {\n        ...AddressFields\n      }\n      partly_shipped\n      shipments {\n        _id\n        tracking_number\n        carrier\n        status\n      }\n      invoices {\n        _id\n        number\n        status\n      }\n      packages {\n        _id\n        code\n        status\n        units_packed\n        units_total\n        carrier_name\n        tracking_number\n        tracking_status\n        picked_up_at\n        delivered_at\n      }\n      provider_lines {\n        _id\n        provider\n        sku\n        status\n        tracking_number\n        carrier\n        tracking_url\n        shipped_at\n      }\n      items {\n        _id\n        sku\n        name\n        quantity\n        price\n        total\n        product_id\n        design_urls\n        design_files {\n          area\n          file_id\n          url\n          name\n        }\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeOrder($input: MakeOrderInput!) {\n    makeOrder(input: $input) {\n      _id\n      status\n      total\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeOrder($input: MakeOrderInput!) {\n    makeOrder(input: $input) {\n      _id\n      status\n      total\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SplitOrder($id: ID!, $product_ids: [ID!]!) {\n    splitOrder(id: $id, product_ids: $product_ids) {\n      _id\n      number\n    }\n  }\n',
): (typeof documents)['\n  mutation SplitOrder($id: ID!, $product_ids: [ID!]!) {\n    splitOrder(id: $id, product_ids: $product_ids) {\n      _id\n      number\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CloneOrder($id: ID!) {\n    cloneOrder(id: $id) {\n      _id\n      number\n    }\n  }\n',
): (typeof documents)['\n  mutation CloneOrder($id: ID!) {\n    cloneOrder(id: $id) {\n      _id\n      number\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RefundOrder($id: ID!, $reason: String) {\n    refundOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation RefundOrder($id: ID!, $reason: String) {\n    refundOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RestoreOrder($id: ID!) {\n    restoreOrder(id: $id) {\n      _id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation RestoreOrder($id: ID!) {\n    restoreOrder(id: $id) {\n      _id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TrashOrder($id: ID!, $reason: String) {\n    trashOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation TrashOrder($id: ID!, $reason: String) {\n    trashOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReleaseOrder($id: ID!, $reason: String) {\n    releaseOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation ReleaseOrder($id: ID!, $reason: String) {\n    releaseOrder(id: $id, reason: $reason) {\n      _id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReleaseOrderToProduction($id: ID!) {\n    releaseOrderToProduction(_id: $id)\n  }\n',
): (typeof documents)['\n  mutation ReleaseOrderToProduction($id: ID!) {\n    releaseOrderToProduction(_id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment StoreFields on Store {\n    _id\n    name\n    platform\n    domain\n    status\n    order_count\n    token_prefix\n    token_last_used_at\n    has_webhook_secret\n    created_at\n    seller {\n      ...UserRefFields\n    }\n  }\n',
): (typeof documents)['\n  fragment StoreFields on Store {\n    _id\n    name\n    platform\n    domain\n    status\n    order_count\n    token_prefix\n    token_last_used_at\n    has_webhook_secret\n    created_at\n    seller {\n      ...UserRefFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Stores($status: String, $name: String, $page: Int) {\n    stores(status: $status, name: $name, page: $page) {\n      ...StoreFields\n    }\n    storeCounter(name: $name) {\n      all\n      active\n      trash\n    }\n  }\n',
): (typeof documents)['\n  query Stores($status: String, $name: String, $page: Int) {\n    stores(status: $status, name: $name, page: $page) {\n      ...StoreFields\n    }\n    storeCounter(name: $name) {\n      all\n      active\n      trash\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeStore($input: MakeStoreInput!) {\n    makeStore(input: $input) {\n      ...StoreFields\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeStore($input: MakeStoreInput!) {\n    makeStore(input: $input) {\n      ...StoreFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TrashStore($ids: [ID!]!) {\n    trashStore(ids: $ids)\n  }\n',
): (typeof documents)['\n  mutation TrashStore($ids: [ID!]!) {\n    trashStore(ids: $ids)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RotateStoreToken($store_id: ID!) {\n    rotateStoreToken(store_id: $store_id) {\n      token\n      prefix\n    }\n  }\n',
): (typeof documents)['\n  mutation RotateStoreToken($store_id: ID!) {\n    rotateStoreToken(store_id: $store_id) {\n      token\n      prefix\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RevokeStoreToken($store_id: ID!) {\n    revokeStoreToken(store_id: $store_id) {\n      ...StoreFields\n    }\n  }\n',
): (typeof documents)['\n  mutation RevokeStoreToken($store_id: ID!) {\n    revokeStoreToken(store_id: $store_id) {\n      ...StoreFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MrpPackageRowFields on MrpPackage {\n    _id\n    code\n    status\n    order_id\n    order_number\n    shipping_method_id\n    source\n    tracking_status\n    bin_number\n    units_total\n    units_packed\n    ship_by_seller\n    international\n    declared_weight\n    real_weight\n    real_width\n    real_height\n    real_length\n    estimated_cost\n    real_cost\n    carrier\n    carrier_name\n    tracking_number\n    has_label\n    packed_at\n    labelled_at\n    picked_up_at\n    delivered_at\n    cancelled_at\n    created_at\n  }\n',
): (typeof documents)['\n  fragment MrpPackageRowFields on MrpPackage {\n    _id\n    code\n    status\n    order_id\n    order_number\n    shipping_method_id\n    source\n    tracking_status\n    bin_number\n    units_total\n    units_packed\n    ship_by_seller\n    international\n    declared_weight\n    real_weight\n    real_width\n    real_height\n    real_length\n    estimated_cost\n    real_cost\n    carrier\n    carrier_name\n    tracking_number\n    has_label\n    packed_at\n    labelled_at\n    picked_up_at\n    delivered_at\n    cancelled_at\n    created_at\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MrpPackages($status: String, $source: String, $shipping: String, $search: String, $page: Int, $per_page: Int) {\n    mrpPackages(status: $status, source: $source, shipping: $shipping, search: $search, page: $page, per_page: $per_page) {\n      items {\n        ...MrpPackageRowFields\n      }\n      total\n    }\n  }\n',
): (typeof documents)['\n  query MrpPackages($status: String, $source: String, $shipping: String, $search: String, $page: Int, $per_page: Int) {\n    mrpPackages(status: $status, source: $source, shipping: $shipping, search: $search, page: $page, per_page: $per_page) {\n      items {\n        ...MrpPackageRowFields\n      }\n      total\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MrpPackageCounters($source: String, $shipping: String) {\n    mrpPackageCounters(source: $source, shipping: $shipping) {\n      statuses {\n        key\n        count\n      }\n      shipping {\n        key\n        name\n        count\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MrpPackageCounters($source: String, $shipping: String) {\n    mrpPackageCounters(source: $source, shipping: $shipping) {\n      statuses {\n        key\n        count\n      }\n      shipping {\n        key\n        name\n        count\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment PackageUnitFields on MrpProduct {\n    _id\n    code\n    status\n    product_name\n    variant_title\n    image\n    ship_by\n  }\n',
): (typeof documents)['\n  fragment PackageUnitFields on MrpProduct {\n    _id\n    code\n    status\n    product_name\n    variant_title\n    image\n    ship_by\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MrpPackage($_id: String!) {\n    mrpPackage(_id: $_id) {\n      ...MrpPackageRowFields\n      productions {\n        ...PackageUnitFields\n      }\n      missing_units {\n        ...PackageUnitFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query MrpPackage($_id: String!) {\n    mrpPackage(_id: $_id) {\n      ...MrpPackageRowFields\n      productions {\n        ...PackageUnitFields\n      }\n      missing_units {\n        ...PackageUnitFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PackMrpProduct($code: String!) {\n    packMrpProduct(code: $code) {\n      package {\n        ...MrpPackageRowFields\n      }\n      bin_number\n      packed\n      total\n      complete\n      changed\n      reason\n    }\n  }\n',
): (typeof documents)['\n  mutation PackMrpProduct($code: String!) {\n    packMrpProduct(code: $code) {\n      package {\n        ...MrpPackageRowFields\n      }\n      bin_number\n      packed\n      total\n      complete\n      changed\n      reason\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation PrintMrpPackage($_id: String!) {\n    printMrpPackage(_id: $_id) {\n      url\n      pages\n    }\n  }\n',
): (typeof documents)['\n  mutation PrintMrpPackage($_id: String!) {\n    printMrpPackage(_id: $_id) {\n      url\n      pages\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetMrpPackageMeasures($_id: String!, $weight: Int!, $width: Int, $height: Int, $length: Int) {\n    setMrpPackageMeasures(_id: $_id, weight: $weight, width: $width, height: $height, length: $length) {\n      ...MrpPackageRowFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SetMrpPackageMeasures($_id: String!, $weight: Int!, $width: Int, $height: Int, $length: Int) {\n    setMrpPackageMeasures(_id: $_id, weight: $weight, width: $width, height: $height, length: $length) {\n      ...MrpPackageRowFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TrashMrpProductPackage($_id: String!) {\n    trashMrpProductPackage(_id: $_id) {\n      ...MrpPackageRowFields\n    }\n  }\n',
): (typeof documents)['\n  mutation TrashMrpProductPackage($_id: String!) {\n    trashMrpProductPackage(_id: $_id) {\n      ...MrpPackageRowFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ScanPackageTracking($tracking: String!) {\n    scanPackageTracking(tracking: $tracking) {\n      ...MrpPackageRowFields\n    }\n  }\n',
): (typeof documents)['\n  mutation ScanPackageTracking($tracking: String!) {\n    scanPackageTracking(tracking: $tracking) {\n      ...MrpPackageRowFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdateProfile($name: String, $phone_number: String, $sale_plan: String, $facebook: String, $skype: String) {\n    updateProfile(name: $name, phone_number: $phone_number, sale_plan: $sale_plan, facebook: $facebook, skype: $skype) {\n      _id\n      name\n      phone_number\n      sale_plan\n      facebook\n      skype\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdateProfile($name: String, $phone_number: String, $sale_plan: String, $facebook: String, $skype: String) {\n    updateProfile(name: $name, phone_number: $phone_number, sale_plan: $sale_plan, facebook: $facebook, skype: $skype) {\n      _id\n      name\n      phone_number\n      sale_plan\n      facebook\n      skype\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdatePassword($password: String, $new_password: String) {\n    updateProfile(password: $password, new_password: $new_password) {\n      _id\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdatePassword($password: String, $new_password: String) {\n    updateProfile(password: $password, new_password: $new_password) {\n      _id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveCustomizer($customizer: JSON) {\n    updateProfile(customizer: $customizer) {\n      _id\n      customizer\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveCustomizer($customizer: JSON) {\n    updateProfile(customizer: $customizer) {\n      _id\n      customizer\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ToggleDesignProduction($_id: ID!, $is_hide: Boolean!) {\n    toggleDesignProduction(_id: $_id, is_hide: $is_hide) {\n      _id\n      disable_design_production\n      hide_production\n    }\n  }\n',
): (typeof documents)['\n  mutation ToggleDesignProduction($_id: ID!, $is_hide: Boolean!) {\n    toggleDesignProduction(_id: $_id, is_hide: $is_hide) {\n      _id\n      disable_design_production\n      hide_production\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription UserUpdated($_id: ID!) {\n    userUpdated(_id: $_id) {\n      _id\n      identity\n      status\n      identity_label\n      total_credit\n      vip\n    }\n  }\n',
): (typeof documents)['\n  subscription UserUpdated($_id: ID!) {\n    userUpdated(_id: $_id) {\n      _id\n      identity\n      status\n      identity_label\n      total_credit\n      vip\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment SalesFiguresFields on SalesFiguresModel {\n    key\n    name\n    orders\n    units\n    revenue\n    base_cost\n    shipping\n    refunds\n    margin\n  }\n',
): (typeof documents)['\n  fragment SalesFiguresFields on SalesFiguresModel {\n    key\n    name\n    orders\n    units\n    revenue\n    base_cost\n    shipping\n    refunds\n    margin\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Dashboard {\n    dashboard {\n      scope\n      order_statuses {\n        key\n        total\n      }\n      days {\n        ...SalesFiguresFields\n      }\n      period {\n        ...SalesFiguresFields\n      }\n      stations {\n        key\n        total\n      }\n      late_productions\n      tickets {\n        key\n        total\n      }\n      returns {\n        key\n        total\n      }\n      credit\n      recent_tickets {\n        _id\n        code\n        subject\n        status\n        updated_at\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Dashboard {\n    dashboard {\n      scope\n      order_statuses {\n        key\n        total\n      }\n      days {\n        ...SalesFiguresFields\n      }\n      period {\n        ...SalesFiguresFields\n      }\n      stations {\n        key\n        total\n      }\n      late_productions\n      tickets {\n        key\n        total\n      }\n      returns {\n        key\n        total\n      }\n      credit\n      recent_tickets {\n        _id\n        code\n        subject\n        status\n        updated_at\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query DailyReport($tab: String, $start: String, $end: String) {\n    dailyReport(tab: $tab, start: $start, end: $end) {\n      tab\n      from\n      to\n      total {\n        ...SalesFiguresFields\n      }\n      days {\n        ...SalesFiguresFields\n      }\n      sellers {\n        ...SalesFiguresFields\n      }\n      stores {\n        ...SalesFiguresFields\n      }\n      product_types {\n        ...SalesFiguresFields\n      }\n      manufactures {\n        ...SalesFiguresFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query DailyReport($tab: String, $start: String, $end: String) {\n    dailyReport(tab: $tab, start: $start, end: $end) {\n      tab\n      from\n      to\n      total {\n        ...SalesFiguresFields\n      }\n      days {\n        ...SalesFiguresFields\n      }\n      sellers {\n        ...SalesFiguresFields\n      }\n      stores {\n        ...SalesFiguresFields\n      }\n      product_types {\n        ...SalesFiguresFields\n      }\n      manufactures {\n        ...SalesFiguresFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReturnRowFields on ReturnRequest {\n    _id\n    code\n    order_id\n    order_number\n    reason\n    wanted\n    status\n    resolution\n    refund_amount\n    replacement_order_id\n    created_at\n    seller {\n      ...UserRefFields\n    }\n    photos {\n      _id\n      name\n      url\n      thumbnail\n    }\n  }\n',
): (typeof documents)['\n  fragment ReturnRowFields on ReturnRequest {\n    _id\n    code\n    order_id\n    order_number\n    reason\n    wanted\n    status\n    resolution\n    refund_amount\n    replacement_order_id\n    created_at\n    seller {\n      ...UserRefFields\n    }\n    photos {\n      _id\n      name\n      url\n      thumbnail\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ReturnRequests($status: String, $seller_id: ID, $order_id: ID, $search: String, $page: Int) {\n    returnRequests(status: $status, seller_id: $seller_id, order_id: $order_id, search: $search, page: $page) {\n      ...ReturnRowFields\n    }\n  }\n',
): (typeof documents)['\n  query ReturnRequests($status: String, $seller_id: ID, $order_id: ID, $search: String, $page: Int) {\n    returnRequests(status: $status, seller_id: $seller_id, order_id: $order_id, search: $search, page: $page) {\n      ...ReturnRowFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ReturnRequestCounters($seller_id: ID, $order_id: ID, $search: String) {\n    returnRequestCounters(seller_id: $seller_id, order_id: $order_id, search: $search) {\n      all\n      opening\n      approved\n      rejected\n      on_hold\n      completed\n      cancelled\n    }\n  }\n',
): (typeof documents)['\n  query ReturnRequestCounters($seller_id: ID, $order_id: ID, $search: String) {\n    returnRequestCounters(seller_id: $seller_id, order_id: $order_id, search: $search) {\n      all\n      opening\n      approved\n      rejected\n      on_hold\n      completed\n      cancelled\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ReturnFields on ReturnRequest {\n    ...ReturnRowFields\n    note\n    ledger_entry_id\n    fault_manufacture_id\n    fault_manufacture_name\n    fault_station\n    decision_note\n    decided_at\n    decided_by {\n      ...UserRefFields\n    }\n    next_actions\n    lines {\n      item_id\n      sku\n      name\n      quantity\n      approved_quantity\n      unit_price\n    }\n  }\n',
): (typeof documents)['\n  fragment ReturnFields on ReturnRequest {\n    ...ReturnRowFields\n    note\n    ledger_entry_id\n    fault_manufacture_id\n    fault_manufacture_name\n    fault_station\n    decision_note\n    decided_at\n    decided_by {\n      ...UserRefFields\n    }\n    next_actions\n    lines {\n      item_id\n      sku\n      name\n      quantity\n      approved_quantity\n      unit_price\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ReturnRequest($id: ID!) {\n    returnRequest(_id: $id) {\n      ...ReturnFields\n    }\n  }\n',
): (typeof documents)['\n  query ReturnRequest($id: ID!) {\n    returnRequest(_id: $id) {\n      ...ReturnFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeReturnRequest($order_id: ID!, $reason: String!, $wanted: String, $note: String, $lines: [ReturnLineInput!]!, $photos: [ID!], $ticket_id: ID) {\n    makeReturnRequest(order_id: $order_id, reason: $reason, wanted: $wanted, note: $note, lines: $lines, photos: $photos, ticket_id: $ticket_id) {\n      ...ReturnFields\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeReturnRequest($order_id: ID!, $reason: String!, $wanted: String, $note: String, $lines: [ReturnLineInput!]!, $photos: [ID!], $ticket_id: ID) {\n    makeReturnRequest(order_id: $order_id, reason: $reason, wanted: $wanted, note: $note, lines: $lines, photos: $photos, ticket_id: $ticket_id) {\n      ...ReturnFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ApproveReturnRequest(\n    $_id: ID!\n    $resolution: String!\n    $lines: [ReturnLineInput!]\n    $amount: String\n    $fault_manufacture_id: ID\n    $fault_station: String\n    $note: String\n  ) {\n    approveReturnRequest(\n      _id: $_id\n      resolution: $resolution\n      lines: $lines\n      amount: $amount\n      fault_manufacture_id: $fault_manufacture_id\n      fault_station: $fault_station\n      note: $note\n    ) {\n      ...ReturnFields\n    }\n  }\n',
): (typeof documents)['\n  mutation ApproveReturnRequest(\n    $_id: ID!\n    $resolution: String!\n    $lines: [ReturnLineInput!]\n    $amount: String\n    $fault_manufacture_id: ID\n    $fault_station: String\n    $note: String\n  ) {\n    approveReturnRequest(\n      _id: $_id\n      resolution: $resolution\n      lines: $lines\n      amount: $amount\n      fault_manufacture_id: $fault_manufacture_id\n      fault_station: $fault_station\n      note: $note\n    ) {\n      ...ReturnFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RejectReturnRequest($_id: ID!, $note: String) {\n    rejectReturnRequest(_id: $_id, note: $note) {\n      ...ReturnFields\n    }\n  }\n',
): (typeof documents)['\n  mutation RejectReturnRequest($_id: ID!, $note: String) {\n    rejectReturnRequest(_id: $_id, note: $note) {\n      ...ReturnFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation HoldReturnRequest($_id: ID!, $note: String) {\n    holdReturnRequest(_id: $_id, note: $note) {\n      ...ReturnFields\n    }\n  }\n',
): (typeof documents)['\n  mutation HoldReturnRequest($_id: ID!, $note: String) {\n    holdReturnRequest(_id: $_id, note: $note) {\n      ...ReturnFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CompleteReturnRequest($_id: ID!, $note: String) {\n    completeReturnRequest(_id: $_id, note: $note) {\n      ...ReturnFields\n    }\n  }\n',
): (typeof documents)['\n  mutation CompleteReturnRequest($_id: ID!, $note: String) {\n    completeReturnRequest(_id: $_id, note: $note) {\n      ...ReturnFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CancelReturnRequest($_id: ID!, $note: String) {\n    cancelReturnRequest(_id: $_id, note: $note) {\n      ...ReturnFields\n    }\n  }\n',
): (typeof documents)['\n  mutation CancelReturnRequest($_id: ID!, $note: String) {\n    cancelReturnRequest(_id: $_id, note: $note) {\n      ...ReturnFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ReturnFactories {\n    manufactures {\n      _id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query ReturnFactories {\n    manufactures {\n      _id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query OrderReturnRequests($order_id: ID!) {\n    returnRequests(order_id: $order_id) {\n      _id\n      code\n      status\n    }\n  }\n',
): (typeof documents)['\n  query OrderReturnRequests($order_id: ID!) {\n    returnRequests(order_id: $order_id) {\n      _id\n      code\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ShipmentFields on Shipment {\n    _id\n    tracking_number\n    carrier\n    status\n    source\n    customer_name\n    order_id\n    order_number\n    package_id\n    international\n    last_event_at\n    delivered_at\n    created_at\n    seller {\n      ...UserRefFields\n    }\n  }\n',
): (typeof documents)['\n  fragment ShipmentFields on Shipment {\n    _id\n    tracking_number\n    carrier\n    status\n    source\n    customer_name\n    order_id\n    order_number\n    package_id\n    international\n    last_event_at\n    delivered_at\n    created_at\n    seller {\n      ...UserRefFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Shipments($status: String, $tracking_number: String, $order_id: ID, $customer_name: String, $page: Int) {\n    shipments(status: $status, tracking_number: $tracking_number, order_id: $order_id, customer_name: $customer_name, page: $page) {\n      ...ShipmentFields\n    }\n  }\n',
): (typeof documents)['\n  query Shipments($status: String, $tracking_number: String, $order_id: ID, $customer_name: String, $page: Int) {\n    shipments(status: $status, tracking_number: $tracking_number, order_id: $order_id, customer_name: $customer_name, page: $page) {\n      ...ShipmentFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query ShipmentCounters($tracking_number: String, $order_id: ID, $customer_name: String) {\n    shipmentCounters(tracking_number: $tracking_number, order_id: $order_id, customer_name: $customer_name) {\n      all\n      processing\n      picked_up\n      processed\n      in_transit\n      out_for_delivery\n      delivery_attempt\n      delivered\n      failed\n      exception\n      other\n    }\n  }\n',
): (typeof documents)['\n  query ShipmentCounters($tracking_number: String, $order_id: ID, $customer_name: String) {\n    shipmentCounters(tracking_number: $tracking_number, order_id: $order_id, customer_name: $customer_name) {\n      all\n      processing\n      picked_up\n      processed\n      in_transit\n      out_for_delivery\n      delivery_attempt\n      delivered\n      failed\n      exception\n      other\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Shipment($id: ID!) {\n    shipment(_id: $id) {\n      ...ShipmentFields\n      events {\n        _id\n        status\n        description\n        location\n        occurred_at\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Shipment($id: ID!) {\n    shipment(_id: $id) {\n      ...ShipmentFields\n      events {\n        _id\n        status\n        description\n        location\n        occurred_at\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MaskAsDelivered($id: ID!, $note: String) {\n    maskAsDelivered(_id: $id, note: $note) {\n      ...ShipmentFields\n    }\n  }\n',
): (typeof documents)['\n  mutation MaskAsDelivered($id: ID!, $note: String) {\n    maskAsDelivered(_id: $id, note: $note) {\n      ...ShipmentFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TicketRowFields on Ticket {\n    _id\n    code\n    subject\n    type\n    status\n    priority\n    referent\n    order_id\n    created_at\n    last_message_at\n    seller {\n      ...UserRefFields\n    }\n    assignee {\n      ...UserRefFields\n    }\n  }\n',
): (typeof documents)['\n  fragment TicketRowFields on Ticket {\n    _id\n    code\n    subject\n    type\n    status\n    priority\n    referent\n    order_id\n    created_at\n    last_message_at\n    seller {\n      ...UserRefFields\n    }\n    assignee {\n      ...UserRefFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Tickets($status: String, $type: String, $assignee_id: ID, $seller_id: ID, $order_id: ID, $search: String, $page: Int) {\n    tickets(status: $status, type: $type, assignee_id: $assignee_id, seller_id: $seller_id, order_id: $order_id, search: $search, page: $page) {\n      ...TicketRowFields\n    }\n  }\n',
): (typeof documents)['\n  query Tickets($status: String, $type: String, $assignee_id: ID, $seller_id: ID, $order_id: ID, $search: String, $page: Int) {\n    tickets(status: $status, type: $type, assignee_id: $assignee_id, seller_id: $seller_id, order_id: $order_id, search: $search, page: $page) {\n      ...TicketRowFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TicketCounters($type: String, $assignee_id: ID, $seller_id: ID, $order_id: ID, $search: String) {\n    ticketCounters(type: $type, assignee_id: $assignee_id, seller_id: $seller_id, order_id: $order_id, search: $search) {\n      all\n      open\n      inprocess\n      resolved\n      closed\n    }\n  }\n',
): (typeof documents)['\n  query TicketCounters($type: String, $assignee_id: ID, $seller_id: ID, $order_id: ID, $search: String) {\n    ticketCounters(type: $type, assignee_id: $assignee_id, seller_id: $seller_id, order_id: $order_id, search: $search) {\n      all\n      open\n      inprocess\n      resolved\n      closed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment TicketFields on Ticket {\n    ...TicketRowFields\n    item_id\n    listing_id\n    merged_into\n    next_statuses\n    messages {\n      _id\n      body\n      internal\n      created_at\n      author {\n        ...UserRefFields\n      }\n      attachments {\n        _id\n        name\n        url\n        thumbnail\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment TicketFields on Ticket {\n    ...TicketRowFields\n    item_id\n    listing_id\n    merged_into\n    next_statuses\n    messages {\n      _id\n      body\n      internal\n      created_at\n      author {\n        ...UserRefFields\n      }\n      attachments {\n        _id\n        name\n        url\n        thumbnail\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Ticket($id: ID!) {\n    ticket(_id: $id) {\n      ...TicketFields\n    }\n  }\n',
): (typeof documents)['\n  query Ticket($id: ID!) {\n    ticket(_id: $id) {\n      ...TicketFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription TicketUpdated($id: ID!) {\n    ticketUpdated(_id: $id) {\n      ...TicketFields\n    }\n  }\n',
): (typeof documents)['\n  subscription TicketUpdated($id: ID!) {\n    ticketUpdated(_id: $id) {\n      ...TicketFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeTicket($subject: String!, $type: String!, $body: String!, $order_id: ID, $attachments: [ID!]) {\n    makeTicket(subject: $subject, type: $type, body: $body, order_id: $order_id, attachments: $attachments) {\n      _id\n      type\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeTicket($subject: String!, $type: String!, $body: String!, $order_id: ID, $attachments: [ID!]) {\n    makeTicket(subject: $subject, type: $type, body: $body, order_id: $order_id, attachments: $attachments) {\n      _id\n      type\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReplyTicket($id: ID!, $body: String!, $internal: Boolean, $attachments: [ID!]) {\n    replyTicket(_id: $id, body: $body, internal: $internal, attachments: $attachments) {\n      ...TicketFields\n    }\n  }\n',
): (typeof documents)['\n  mutation ReplyTicket($id: ID!, $body: String!, $internal: Boolean, $attachments: [ID!]) {\n    replyTicket(_id: $id, body: $body, internal: $internal, attachments: $attachments) {\n      ...TicketFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetTicketStatus($id: ID!, $status: String!) {\n    setTicketStatus(_id: $id, status: $status) {\n      ...TicketFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SetTicketStatus($id: ID!, $status: String!) {\n    setTicketStatus(_id: $id, status: $status) {\n      ...TicketFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation AssignTicket($id: ID!, $assignee_id: ID) {\n    assignTicket(_id: $id, assignee_id: $assignee_id) {\n      ...TicketFields\n    }\n  }\n',
): (typeof documents)['\n  mutation AssignTicket($id: ID!, $assignee_id: ID) {\n    assignTicket(_id: $id, assignee_id: $assignee_id) {\n      ...TicketFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TicketOrder($id: ID!) {\n    order(_id: $id) {\n      _id\n      number\n      status\n      total\n      created_at\n      shipping_address {\n        name\n        city\n        country\n      }\n      items {\n        _id\n        sku\n        name\n        quantity\n      }\n    }\n  }\n',
): (typeof documents)['\n  query TicketOrder($id: ID!) {\n    order(_id: $id) {\n      _id\n      number\n      status\n      total\n      created_at\n      shipping_address {\n        name\n        city\n        country\n      }\n      items {\n        _id\n        sku\n        name\n        quantity\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query TicketAssignees {\n    ticketAssignees {\n      ...UserRefFields\n    }\n  }\n',
): (typeof documents)['\n  query TicketAssignees {\n    ticketAssignees {\n      ...UserRefFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SwitchUserSearch($search: String) {\n    users(search: $search) {\n      _id\n      identity\n      identity_label\n      email\n      name\n      role\n      status\n    }\n  }\n',
): (typeof documents)['\n  query SwitchUserSearch($search: String) {\n    users(search: $search) {\n      _id\n      identity\n      identity_label\n      email\n      name\n      role\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SwitchUser($_id: ID!) {\n    switchUser(_id: $_id) {\n      token\n      _id\n    }\n  }\n',
): (typeof documents)['\n  mutation SwitchUser($_id: ID!) {\n    switchUser(_id: $_id) {\n      token\n      _id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyAnnouncements {\n    myAnnouncements {\n      _id\n      subject\n      content\n    }\n  }\n',
): (typeof documents)['\n  query MyAnnouncements {\n    myAnnouncements {\n      _id\n      subject\n      content\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation ReadSystemNotification($id: ID!) {\n    readSystemNotification(_id: $id)\n  }\n',
): (typeof documents)['\n  mutation ReadSystemNotification($id: ID!) {\n    readSystemNotification(_id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SystemNotifications($status: String, $page: Int) {\n    systemNotifications(status: $status, page: $page) {\n      _id\n      subject\n      content\n      audience\n      roles\n      merchant_group_name\n      important\n      publish_at\n      expires_at\n      delivered_at\n      status\n      recipients\n      reads\n      image_thumbnail\n      image_url\n    }\n  }\n',
): (typeof documents)['\n  query SystemNotifications($status: String, $page: Int) {\n    systemNotifications(status: $status, page: $page) {\n      _id\n      subject\n      content\n      audience\n      roles\n      merchant_group_name\n      important\n      publish_at\n      expires_at\n      delivered_at\n      status\n      recipients\n      reads\n      image_thumbnail\n      image_url\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query SystemNotificationCounters {\n    systemNotificationCounters {\n      all\n      scheduled\n      published\n      expired\n      trashed\n    }\n  }\n',
): (typeof documents)['\n  query SystemNotificationCounters {\n    systemNotificationCounters {\n      all\n      scheduled\n      published\n      expired\n      trashed\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeSystemNotification(\n    $subject: String!\n    $content: String!\n    $image_id: ID\n    $audience: String!\n    $roles: [String!]\n    $merchant_group_id: ID\n    $publish_at: String\n    $expires_at: String\n    $important: Boolean\n  ) {\n    makeSystemNotification(\n      subject: $subject\n      content: $content\n      image_id: $image_id\n      audience: $audience\n      roles: $roles\n      merchant_group_id: $merchant_group_id\n      publish_at: $publish_at\n      expires_at: $expires_at\n      important: $important\n    ) {\n      _id\n      status\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeSystemNotification(\n    $subject: String!\n    $content: String!\n    $image_id: ID\n    $audience: String!\n    $roles: [String!]\n    $merchant_group_id: ID\n    $publish_at: String\n    $expires_at: String\n    $important: Boolean\n  ) {\n    makeSystemNotification(\n      subject: $subject\n      content: $content\n      image_id: $image_id\n      audience: $audience\n      roles: $roles\n      merchant_group_id: $merchant_group_id\n      publish_at: $publish_at\n      expires_at: $expires_at\n      important: $important\n    ) {\n      _id\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TrashSystemNotification($id: ID!) {\n    trashSystemNotification(_id: $id) {\n      _id\n    }\n  }\n',
): (typeof documents)['\n  mutation TrashSystemNotification($id: ID!) {\n    trashSystemNotification(_id: $id) {\n      _id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AnnouncementMerchantGroups {\n    merchantGroups(perPage: 200) {\n      _id\n      name\n    }\n  }\n',
): (typeof documents)['\n  query AnnouncementMerchantGroups {\n    merchantGroups(perPage: 200) {\n      _id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment ImageSizeFields on ImageSize {\n    name\n    url\n    width\n    height\n    mask\n  }\n',
): (typeof documents)['\n  fragment ImageSizeFields on ImageSize {\n    name\n    url\n    width\n    height\n    mask\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SignedUpload($type: String!, $filename: String!, $mimetype: String!, $size: Int!) {\n    signedUpload(type: $type, filename: $filename, mimetype: $mimetype, size: $size) {\n      _id\n      url\n    }\n  }\n',
): (typeof documents)['\n  mutation SignedUpload($type: String!, $filename: String!, $mimetype: String!, $size: Int!) {\n    signedUpload(type: $type, filename: $filename, mimetype: $mimetype, size: $size) {\n      _id\n      url\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation UpdatePreSignedFile($_id: ID!) {\n    updatePreSignedFile(_id: $_id) {\n      _id\n      url\n      image_sizes {\n        ...ImageSizeFields\n      }\n      job_id\n    }\n  }\n',
): (typeof documents)['\n  mutation UpdatePreSignedFile($_id: ID!) {\n    updatePreSignedFile(_id: $_id) {\n      _id\n      url\n      image_sizes {\n        ...ImageSizeFields\n      }\n      job_id\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TagUploadedFile($_id: ID!, $tags: [String!]!) {\n    saveFile(_id: $_id, tags: $tags) {\n      _id\n      tags {\n        _id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation TagUploadedFile($_id: ID!, $tags: [String!]!) {\n    saveFile(_id: $_id, tags: $tags) {\n      _id\n      tags {\n        _id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UserListFields on User {\n    ...UserSummaryFields\n    last_login\n    created_at\n    group {\n      _id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment UserListFields on User {\n    ...UserSummaryFields\n    last_login\n    created_at\n    group {\n      _id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UserFullFields on User {\n    _id\n    identity\n    identity_label\n    target\n    referent\n    email\n    role\n    groups\n    name\n    h\n    status\n    last_login\n    created_at\n    updated_at\n    group {\n      _id\n      name\n    }\n    permission {\n      ...PermissionFields\n    }\n    phone_number\n    sale_plan\n    facebook\n    skype\n    theme\n    sidebarCollapsed\n    navbarColor\n    navbarType\n    footerType\n    menuTheme\n    hideScrollToTop\n    total_credit\n    vip\n    wholesale_level\n    payment_type\n    ship_by_seller\n    ship_by_onos\n    when_tracking_update\n    day_update_tracking\n    active_tracking_day\n    default_carrier\n    is_international\n    shipping_user {\n      _id\n      email\n      identity_label\n    }\n    default_shipping_id\n    default_shipping_method {\n      _id\n      name\n    }\n    enable_non_ship\n    addition_shipping_service_price\n    addition_base_cost\n    active_production_invoice\n    current_affiliate_id\n    process_without_design\n    hold_off\n    disable_design_production\n    require_inc_active_service\n    enable_check_dimension\n    active_status\n    hubs {\n      _id\n      name\n    }\n  }\n',
): (typeof documents)['\n  fragment UserFullFields on User {\n    _id\n    identity\n    identity_label\n    target\n    referent\n    email\n    role\n    groups\n    name\n    h\n    status\n    last_login\n    created_at\n    updated_at\n    group {\n      _id\n      name\n    }\n    permission {\n      ...PermissionFields\n    }\n    phone_number\n    sale_plan\n    facebook\n    skype\n    theme\n    sidebarCollapsed\n    navbarColor\n    navbarType\n    footerType\n    menuTheme\n    hideScrollToTop\n    total_credit\n    vip\n    wholesale_level\n    payment_type\n    ship_by_seller\n    ship_by_onos\n    when_tracking_update\n    day_update_tracking\n    active_tracking_day\n    default_carrier\n    is_international\n    shipping_user {\n      _id\n      email\n      identity_label\n    }\n    default_shipping_id\n    default_shipping_method {\n      _id\n      name\n    }\n    enable_non_ship\n    addition_shipping_service_price\n    addition_base_cost\n    active_production_invoice\n    current_affiliate_id\n    process_without_design\n    hold_off\n    disable_design_production\n    require_inc_active_service\n    enable_check_dimension\n    active_status\n    hubs {\n      _id\n      name\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment GroupUserFields on User {\n    _id\n    email\n    name\n    identity_label\n    role\n  }\n',
): (typeof documents)['\n  fragment GroupUserFields on User {\n    _id\n    email\n    name\n    identity_label\n    role\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Users(\n    $identity: String\n    $email: String\n    $search: String\n    $status: String\n    $group: String\n    $start: String\n    $end: String\n    $withProduction: Boolean\n    $withOrderFulfillment: Boolean\n    $withFinance: Boolean\n    $sort: String\n    $page: Int\n  ) {\n    users(\n      identity: $identity\n      email: $email\n      search: $search\n      status: $status\n      group: $group\n      start: $start\n      end: $end\n      withProduction: $withProduction\n      withOrderFulfillment: $withOrderFulfillment\n      withFinance: $withFinance\n      sort: $sort\n      page: $page\n    ) {\n      ...UserListFields\n    }\n  }\n',
): (typeof documents)['\n  query Users(\n    $identity: String\n    $email: String\n    $search: String\n    $status: String\n    $group: String\n    $start: String\n    $end: String\n    $withProduction: Boolean\n    $withOrderFulfillment: Boolean\n    $withFinance: Boolean\n    $sort: String\n    $page: Int\n  ) {\n    users(\n      identity: $identity\n      email: $email\n      search: $search\n      status: $status\n      group: $group\n      start: $start\n      end: $end\n      withProduction: $withProduction\n      withOrderFulfillment: $withOrderFulfillment\n      withFinance: $withFinance\n      sort: $sort\n      page: $page\n    ) {\n      ...UserListFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UsersStatusCounts(\n    $identity: String\n    $email: String\n    $search: String\n    $group: String\n    $start: String\n    $end: String\n    $withProduction: Boolean\n    $withOrderFulfillment: Boolean\n    $withFinance: Boolean\n  ) {\n    usersStatusCounts(\n      identity: $identity\n      email: $email\n      search: $search\n      group: $group\n      start: $start\n      end: $end\n      withProduction: $withProduction\n      withOrderFulfillment: $withOrderFulfillment\n      withFinance: $withFinance\n    ) {\n      status\n      count\n    }\n  }\n',
): (typeof documents)['\n  query UsersStatusCounts(\n    $identity: String\n    $email: String\n    $search: String\n    $group: String\n    $start: String\n    $end: String\n    $withProduction: Boolean\n    $withOrderFulfillment: Boolean\n    $withFinance: Boolean\n  ) {\n    usersStatusCounts(\n      identity: $identity\n      email: $email\n      search: $search\n      group: $group\n      start: $start\n      end: $end\n      withProduction: $withProduction\n      withOrderFulfillment: $withOrderFulfillment\n      withFinance: $withFinance\n    ) {\n      status\n      count\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetUserById($_id: ID!) {\n    getUserById(_id: $_id) {\n      ...UserFullFields\n    }\n  }\n',
): (typeof documents)['\n  query GetUserById($_id: ID!) {\n    getUserById(_id: $_id) {\n      ...UserFullFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeUser($id: ID, $params: MakeUserParams!) {\n    makeUser(id: $id, params: $params) {\n      ...UserFullFields\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeUser($id: ID, $params: MakeUserParams!) {\n    makeUser(id: $id, params: $params) {\n      ...UserFullFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetUsersStatus($ids: [ID!]!, $status: String!) {\n    setUsersStatus(ids: $ids, status: $status)\n  }\n',
): (typeof documents)['\n  mutation SetUsersStatus($ids: [ID!]!, $status: String!) {\n    setUsersStatus(ids: $ids, status: $status)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteById($_id: ID!) {\n    deleteById(_id: $_id)\n  }\n',
): (typeof documents)['\n  mutation DeleteById($_id: ID!) {\n    deleteById(_id: $_id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AdminManufactures {\n    manufactures {\n      _id\n      name\n      status\n    }\n  }\n',
): (typeof documents)['\n  query AdminManufactures {\n    manufactures {\n      _id\n      name\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UserGroupFields on UserGroup {\n    _id\n    name\n    status\n    role\n    parent_id\n    is_default\n    created_at\n    updated_at\n    permission {\n      ...PermissionFields\n    }\n  }\n',
): (typeof documents)['\n  fragment UserGroupFields on UserGroup {\n    _id\n    name\n    status\n    role\n    parent_id\n    is_default\n    created_at\n    updated_at\n    permission {\n      ...PermissionFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UserGroups($name: String, $status: String, $page: Int) {\n    usergroups(name: $name, status: $status, page: $page) {\n      ...UserGroupFields\n    }\n  }\n',
): (typeof documents)['\n  query UserGroups($name: String, $status: String, $page: Int) {\n    usergroups(name: $name, status: $status, page: $page) {\n      ...UserGroupFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query AllUserGroups {\n    usergroups(get_all: true) {\n      _id\n      name\n      status\n    }\n  }\n',
): (typeof documents)['\n  query AllUserGroups {\n    usergroups(get_all: true) {\n      _id\n      name\n      status\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UserGroupsAll {\n    usergroups(get_all: true) {\n      ...UserGroupFields\n    }\n  }\n',
): (typeof documents)['\n  query UserGroupsAll {\n    usergroups(get_all: true) {\n      ...UserGroupFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeUserGroup($id: ID, $params: MakeUserGroupParams!) {\n    makeUserGroup(id: $id, params: $params) {\n      ...UserGroupFields\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeUserGroup($id: ID, $params: MakeUserGroupParams!) {\n    makeUserGroup(id: $id, params: $params) {\n      ...UserGroupFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation TrashUserGroup($delete_ids: [ID!]!) {\n    trashUserGroup(delete_ids: $delete_ids)\n  }\n',
): (typeof documents)['\n  mutation TrashUserGroup($delete_ids: [ID!]!) {\n    trashUserGroup(delete_ids: $delete_ids)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GetDefaultPermissions($role: String) {\n    getDefaultPermissions(role: $role) {\n      ...PermissionFields\n    }\n  }\n',
): (typeof documents)['\n  query GetDefaultPermissions($role: String) {\n    getDefaultPermissions(role: $role) {\n      ...PermissionFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UsersNoneGroup($search: String, $group_id: ID, $page: Int) {\n    usersNoneGroup(search: $search, group_id: $group_id, page: $page) {\n      count\n      users {\n        ...GroupUserFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query UsersNoneGroup($search: String, $group_id: ID, $page: Int) {\n    usersNoneGroup(search: $search, group_id: $group_id, page: $page) {\n      count\n      users {\n        ...GroupUserFields\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query GroupMembers($group: String, $search: String, $page: Int) {\n    users(group: $group, search: $search, sort: "name:asc", page: $page) {\n      ...GroupUserFields\n    }\n  }\n',
): (typeof documents)['\n  query GroupMembers($group: String, $search: String, $page: Int) {\n    users(group: $group, search: $search, sort: "name:asc", page: $page) {\n      ...GroupUserFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SetUserGroup($id: ID, $params: MakeUserParams!) {\n    makeUser(id: $id, params: $params) {\n      _id\n      group {\n        _id\n        name\n      }\n    }\n  }\n',
): (typeof documents)['\n  mutation SetUserGroup($id: ID, $params: MakeUserParams!) {\n    makeUser(id: $id, params: $params) {\n      _id\n      group {\n        _id\n        name\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment MerchantGroupFields on MerchantGroup {\n    _id\n    name\n    created_at\n    updated_at\n    merchants {\n      _id\n      identity_label\n      email\n    }\n  }\n',
): (typeof documents)['\n  fragment MerchantGroupFields on MerchantGroup {\n    _id\n    name\n    created_at\n    updated_at\n    merchants {\n      _id\n      identity_label\n      email\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MerchantGroups($name: String, $page: Int) {\n    merchantGroups(name: $name, page: $page) {\n      ...MerchantGroupFields\n    }\n  }\n',
): (typeof documents)['\n  query MerchantGroups($name: String, $page: Int) {\n    merchantGroups(name: $name, page: $page) {\n      ...MerchantGroupFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MerchantGroup($_id: ID!) {\n    merchantGroup(_id: $_id) {\n      ...MerchantGroupFields\n    }\n  }\n',
): (typeof documents)['\n  query MerchantGroup($_id: ID!) {\n    merchantGroup(_id: $_id) {\n      ...MerchantGroupFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation SaveMerchantGroup($input: MerchantGroupInput!) {\n    saveMerchantGroup(input: $input) {\n      ...MerchantGroupFields\n    }\n  }\n',
): (typeof documents)['\n  mutation SaveMerchantGroup($input: MerchantGroupInput!) {\n    saveMerchantGroup(input: $input) {\n      ...MerchantGroupFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation DeleteMerchantGroup($_id: ID!) {\n    deleteMerchantGroup(_id: $_id)\n  }\n',
): (typeof documents)['\n  mutation DeleteMerchantGroup($_id: ID!) {\n    deleteMerchantGroup(_id: $_id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UserSearch($search: String, $group: String) {\n    users(search: $search, group: $group, perPage: 20) {\n      _id\n      identity_label\n      email\n    }\n  }\n',
): (typeof documents)['\n  query UserSearch($search: String, $group: String) {\n    users(search: $search, group: $group, perPage: 20) {\n      _id\n      identity_label\n      email\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment AliasMentionFields on AliasMention {\n    id\n    username\n    first_name\n    last_name\n  }\n',
): (typeof documents)['\n  fragment AliasMentionFields on AliasMention {\n    id\n    username\n    first_name\n    last_name\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment NotificationSettingsFields on UserNotificationSettings {\n    _id\n    user_id\n    type\n    status\n    mentions\n    url\n    subject\n    updated_at\n    alias_mentions {\n      ...AliasMentionFields\n    }\n    group {\n      id\n      title\n    }\n    events {\n      id\n      name\n      mentions\n      status\n      url\n      group {\n        id\n        title\n      }\n      alias_mentions {\n        ...AliasMentionFields\n      }\n      times {\n        hour\n        minute\n      }\n    }\n  }\n',
): (typeof documents)['\n  fragment NotificationSettingsFields on UserNotificationSettings {\n    _id\n    user_id\n    type\n    status\n    mentions\n    url\n    subject\n    updated_at\n    alias_mentions {\n      ...AliasMentionFields\n    }\n    group {\n      id\n      title\n    }\n    events {\n      id\n      name\n      mentions\n      status\n      url\n      group {\n        id\n        title\n      }\n      alias_mentions {\n        ...AliasMentionFields\n      }\n      times {\n        hour\n        minute\n      }\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query UserNotification($type: String!, $user_id: ID) {\n    userNotification(type: $type, user_id: $user_id) {\n      ...NotificationSettingsFields\n    }\n  }\n',
): (typeof documents)['\n  query UserNotification($type: String!, $user_id: ID) {\n    userNotification(type: $type, user_id: $user_id) {\n      ...NotificationSettingsFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation MakeUserNotification(\n    $_id: ID\n    $user_id: ID\n    $type: String!\n    $status: String\n    $mentions: [String!]\n    $url: String\n    $subject: String\n    $alias_mentions: [AliasMentionInput!]\n    $group: NotificationGroupInput\n    $events: [NotificationEventInput!]\n  ) {\n    makeUserNotification(\n      _id: $_id\n      user_id: $user_id\n      type: $type\n      status: $status\n      mentions: $mentions\n      url: $url\n      subject: $subject\n      alias_mentions: $alias_mentions\n      group: $group\n      events: $events\n    ) {\n      ...NotificationSettingsFields\n    }\n  }\n',
): (typeof documents)['\n  mutation MakeUserNotification(\n    $_id: ID\n    $user_id: ID\n    $type: String!\n    $status: String\n    $mentions: [String!]\n    $url: String\n    $subject: String\n    $alias_mentions: [AliasMentionInput!]\n    $group: NotificationGroupInput\n    $events: [NotificationEventInput!]\n  ) {\n    makeUserNotification(\n      _id: $_id\n      user_id: $user_id\n      type: $type\n      status: $status\n      mentions: $mentions\n      url: $url\n      subject: $subject\n      alias_mentions: $alias_mentions\n      group: $group\n      events: $events\n    ) {\n      ...NotificationSettingsFields\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Invitations {\n    invitations {\n      _id\n      email\n      created_at\n      expires_at\n    }\n  }\n',
): (typeof documents)['\n  query Invitations {\n    invitations {\n      _id\n      email\n      created_at\n      expires_at\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation CreateInvitation($email: String, $days: Int) {\n    createInvitation(email: $email, days: $days) {\n      _id\n      path\n      expires_at\n    }\n  }\n',
): (typeof documents)['\n  mutation CreateInvitation($email: String, $days: Int) {\n    createInvitation(email: $email, days: $days) {\n      _id\n      path\n      expires_at\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(_id: $id)\n  }\n',
): (typeof documents)['\n  mutation RevokeInvitation($id: ID!) {\n    revokeInvitation(_id: $id)\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query MyQueueCounts {\n    myQueueCounts {\n      tickets\n      design_requests\n    }\n  }\n',
): (typeof documents)['\n  query MyQueueCounts {\n    myQueueCounts {\n      tickets\n      design_requests\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  subscription MyQueueChanged {\n    myQueueChanged {\n      tickets\n      design_requests\n    }\n  }\n',
): (typeof documents)['\n  subscription MyQueueChanged {\n    myQueueChanged {\n      tickets\n      design_requests\n    }\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  fragment UserRefFields on UserRef {\n    _id\n    email\n    name\n    role\n  }\n',
): (typeof documents)['\n  fragment UserRefFields on UserRef {\n    _id\n    email\n    name\n    role\n  }\n'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: '\n  query Timeline($entity: String!, $entity_id: ID!) {\n    timeline(entity: $entity, entity_id: $entity_id) {\n      _id\n      from\n      to\n      transition\n      note\n      text {\n        code\n        params\n      }\n      created_at\n      actor {\n        ...UserRefFields\n      }\n      real_actor {\n        ...UserRefFields\n      }\n    }\n  }\n',
): (typeof documents)['\n  query Timeline($entity: String!, $entity_id: ID!) {\n    timeline(entity: $entity, entity_id: $entity_id) {\n      _id\n      from\n      to\n      transition\n      note\n      text {\n        code\n        params\n      }\n      created_at\n      actor {\n        ...UserRefFields\n      }\n      real_actor {\n        ...UserRefFields\n      }\n    }\n  }\n'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
