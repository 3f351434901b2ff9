/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AccessInput = {
  add?: boolean | null | undefined;
  delete?: boolean | null | undefined;
  update?: boolean | null | undefined;
  view?: boolean | null | undefined;
};

export type AddressInput = {
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  company?: string | null | undefined;
  country?: string | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  state?: string | null | undefined;
  zip?: string | null | undefined;
};

export type AdjustProductStockInput = {
  action?: string | null | undefined;
  quantity: string | number | boolean | null;
  reason: string;
  variant_id: string | number;
};

export type AliasMentionInput = {
  first_name?: string | null | undefined;
  id: string;
  last_name?: string | null | undefined;
  username?: string | null | undefined;
};

export type CatalogueNameInput = {
  _id?: string | number | null | undefined;
  name: string;
};

export type EventTimeInput = {
  hour: number;
  minute: number;
};

export type FontUploadFile = {
  filename: string;
  mimetype: string;
  size: number;
};

export type HubInput = {
  _id?: string | number | null | undefined;
  action: string;
  name?: string | null | undefined;
};

export type ListingImageInput = {
  src: string;
};

export type ListingNameValueInput = {
  name: string;
  value: string;
};

export type ListingVariantInput = {
  base_price?: string | null | undefined;
  fix_profit?: string | null | undefined;
  fixed_profit?: string | null | undefined;
  name_value?: Array<ListingNameValueInput> | null | undefined;
  sale_price: string;
  sku: string;
};

export type MakeFulfilmentInput = {
  _id?: string | number | null | undefined;
  account?: string | null | undefined;
  credentials?: string | null | undefined;
  is_default?: boolean | null | undefined;
  name?: string | null | undefined;
  preset_ids?: Array<string> | null | undefined;
  private?: boolean | null | undefined;
  provider?: string | null | undefined;
  routing?: string | null | undefined;
  status?: string | null | undefined;
};

export type MakeLocationInput = {
  _id?: string | number | null | undefined;
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  postal_code?: string | null | undefined;
  state?: string | null | undefined;
  type?: string | null | undefined;
};

export type MakeManufactureInput = {
  _id?: string | number | null | undefined;
  address?: string | null | undefined;
  name?: string | null | undefined;
  product_types?: Array<string> | null | undefined;
  stations?: ManufactureStationsInput | null | undefined;
  status?: string | null | undefined;
  worker_ids?: Array<string | number> | null | undefined;
  working_days?: Array<string> | null | undefined;
};

export type MakeMrpBatchParams = {
  note?: string | null | undefined;
};

export type MakeOrderInput = {
  _id: string | number;
  billing_address?: AddressInput | null | undefined;
  is_test?: boolean | null | undefined;
  items?: Array<OrderLineInput> | null | undefined;
  notes?: string | null | undefined;
  priority?: boolean | null | undefined;
  ship_by_seller?: boolean | null | undefined;
  shipping_address?: AddressInput | null | undefined;
  shipping_method_id?: string | number | null | undefined;
};

export type MakeShippingMethodInput = {
  _id?: string | number | null | undefined;
  active?: boolean | null | undefined;
  audience?: string | null | undefined;
  carrier?: string | null | undefined;
  max_days?: number | null | undefined;
  merchant_group_id?: string | number | null | undefined;
  min_days?: number | null | undefined;
  name?: string | null | undefined;
  scope?: string | null | undefined;
  seller_ids?: Array<string | number> | null | undefined;
};

export type MakeStoreInput = {
  _id?: string | number | null | undefined;
  domain?: string | null | undefined;
  name?: string | null | undefined;
  platform?: string | null | undefined;
  seller_id?: string | number | null | undefined;
  status?: string | null | undefined;
  webhook_secret?: string | null | undefined;
};

export type MakeUserGroupParams = {
  name?: string | null | undefined;
  permission?: Array<ModulePermissionInput> | null | undefined;
  role?: string | null | undefined;
  status?: string | null | undefined;
};

export type MakeUserParams = {
  active_production_invoice?: string | number | boolean | null | null | undefined;
  active_status?: string | null | undefined;
  active_tracking_day?: string | number | boolean | null | null | undefined;
  addition_base_cost?: string | number | boolean | null | null | undefined;
  addition_shipping_service_price?: string | number | boolean | null | null | undefined;
  confirm_password?: string | null | undefined;
  current_affiliate_id?: string | null | undefined;
  customizer?: unknown;
  day_update_tracking?: string | number | boolean | null | null | undefined;
  default_carrier?: string | null | undefined;
  default_shipping_id?: string | null | undefined;
  default_shipping_method?: ShippingMethodInput | null | undefined;
  disable_design_production?: string | number | boolean | null | null | undefined;
  email?: string | null | undefined;
  enable_check_dimension?: string | number | boolean | null | null | undefined;
  enable_non_ship?: string | number | boolean | null | null | undefined;
  facebook?: string | null | undefined;
  footerType?: string | null | undefined;
  group_id?: string | number | null | undefined;
  groups?: Array<string> | null | undefined;
  h?: string | null | undefined;
  hideScrollToTop?: string | number | boolean | null | null | undefined;
  hold_off?: string | number | boolean | null | null | undefined;
  hubs?: Array<HubInput> | null | undefined;
  identity?: string | null | undefined;
  identity_label?: string | null | undefined;
  is_international?: string | number | boolean | null | null | undefined;
  menuTheme?: string | null | undefined;
  name?: string | null | undefined;
  navbarColor?: string | null | undefined;
  navbarType?: string | null | undefined;
  new_password?: string | null | undefined;
  payment_type?: string | null | undefined;
  permission?: Array<ModulePermissionInput> | null | undefined;
  phone_number?: string | null | undefined;
  process_without_design?: string | number | boolean | null | null | undefined;
  referent?: string | null | undefined;
  require_inc_active_service?: string | number | boolean | null | null | undefined;
  role?: string | null | undefined;
  sale_plan?: string | null | undefined;
  ship_by_onos?: string | number | boolean | null | null | undefined;
  ship_by_seller?: string | number | boolean | null | null | undefined;
  shipping_user_id?: string | number | null | undefined;
  sidebarCollapsed?: string | number | boolean | null | null | undefined;
  skype?: string | null | undefined;
  status?: string | null | undefined;
  target?: string | null | undefined;
  theme?: string | null | undefined;
  total_credit?: string | number | boolean | null | null | undefined;
  vip?: string | number | boolean | null | null | undefined;
  when_tracking_update?: string | null | undefined;
  wholesale_level?: string | number | boolean | null | null | undefined;
};

export type ManufactureStationsInput = {
  cutting?: boolean | null | undefined;
  packing?: boolean | null | undefined;
  printing?: boolean | null | undefined;
  sewing?: boolean | null | undefined;
};

export type MerchantGroupInput = {
  _id?: string | number | null | undefined;
  merchant_ids?: Array<string | number> | null | undefined;
  name: string;
};

export type MockupDesignImageInput = {
  image?: string | number | null | undefined;
  name?: string | null | undefined;
  print_fit?: string | null | undefined;
  print_height?: number | null | undefined;
  print_knew_x?: number | null | undefined;
  print_knew_y?: number | null | undefined;
  print_rotate?: number | null | undefined;
  print_width?: number | null | undefined;
  print_x?: number | null | undefined;
  print_y?: number | null | undefined;
  settings?: MockupDesignImageSettingsInput | null | undefined;
  type?: string | null | undefined;
};

export type MockupDesignImageSettingsInput = {
  print_crop_height?: number | null | undefined;
  print_crop_width?: number | null | undefined;
  print_crop_x?: number | null | undefined;
  print_crop_y?: number | null | undefined;
  print_height?: number | null | undefined;
  print_knew_x?: number | null | undefined;
  print_knew_y?: number | null | undefined;
  print_rotate?: number | null | undefined;
  print_scale_x?: number | null | undefined;
  print_scale_y?: number | null | undefined;
  print_width?: number | null | undefined;
  print_x?: number | null | undefined;
  print_y?: number | null | undefined;
};

export type MockupDesignPrintFileInput = {
  image?: string | number | null | undefined;
  type?: string | null | undefined;
};

export type MockupDesignPrintInput = {
  name?: string | null | undefined;
  prints?: Array<MockupDesignPrintFileInput> | null | undefined;
};

export type ModulePermissionInput = {
  access: AccessInput;
  module: string;
  title?: string | null | undefined;
};

export type NotificationEventInput = {
  alias_mentions?: Array<AliasMentionInput> | null | undefined;
  group?: NotificationGroupInput | null | undefined;
  id?: string | null | undefined;
  mentions?: Array<string> | null | undefined;
  name: string;
  status?: string | null | undefined;
  times?: Array<EventTimeInput> | null | undefined;
  url?: string | null | undefined;
};

export type NotificationGroupInput = {
  id: string;
  title: string;
};

export type OrderLineInput = {
  designs?: unknown;
  listing_id?: string | number | null | undefined;
  meta?: unknown;
  quantity: string | number | boolean | null;
  sku: string;
};

export type ProductPresetUpdateInput = {
  _id: string | number;
  attribute_specifics?: Array<VariantInput> | null | undefined;
  base_tag_price?: string | number | boolean | null | null | undefined;
  category_id?: string | number | null | undefined;
  collection?: string | null | undefined;
  description?: string | null | undefined;
  hts_code?: string | null | undefined;
  image?: string | null | undefined;
  images_thumbnail?: Array<string> | null | undefined;
  international_shipping_additional_cost?: string | number | boolean | null | null | undefined;
  international_shipping_cost?: string | number | boolean | null | null | undefined;
  is_best_seller?: boolean | null | undefined;
  is_catalog?: boolean | null | undefined;
  is_featured?: boolean | null | undefined;
  is_new?: boolean | null | undefined;
  linked_products?: Array<string> | null | undefined;
  manufacture_id?: string | number | null | undefined;
  monopolist_users?: Array<string> | null | undefined;
  name?: string | null | undefined;
  package_height?: string | number | boolean | null | null | undefined;
  package_length?: string | number | boolean | null | null | undefined;
  package_width?: string | number | boolean | null | null | undefined;
  platform_category?: unknown;
  platform_specifics?: unknown;
  position_additional_cost?: string | number | boolean | null | null | undefined;
  prety_attributes?: unknown;
  print_areas?: unknown;
  print_document?: string | null | undefined;
  print_template?: string | null | undefined;
  provider?: string | null | undefined;
  provider_id?: string | null | undefined;
  raw_name?: string | null | undefined;
  sale_tag_price?: string | number | boolean | null | null | undefined;
  shipping_additional_cost?: string | number | boolean | null | null | undefined;
  shipping_cost?: string | number | boolean | null | null | undefined;
  shipping_preset?: string | null | undefined;
  shipping_sku?: string | null | undefined;
  short_description?: string | null | undefined;
  side_additional_cost?: string | number | boolean | null | null | undefined;
  size_chart?: string | null | undefined;
  skip_affiliate?: boolean | null | undefined;
  skip_design_check?: boolean | null | undefined;
  sku?: string | null | undefined;
  specifics?: unknown;
  tag_ids?: Array<string> | null | undefined;
  tax_fee?: string | number | boolean | null | null | undefined;
  tax_fee_fix?: string | number | boolean | null | null | undefined;
  tax_groups?: unknown;
  template_description?: string | null | undefined;
  tiktok_vip_discount?: string | number | boolean | null | null | undefined;
  type?: string | null | undefined;
  unit_discounts?: unknown;
  value_of_goods?: string | number | boolean | null | null | undefined;
  videos?: Array<string> | null | undefined;
  vip?: unknown;
  visible?: boolean | null | undefined;
  weight?: string | number | boolean | null | null | undefined;
  wholesale_level?: string | number | boolean | null | null | undefined;
};

export type ShippingCostTableInput = {
  method_id: string | number;
  zones: Array<ShippingZoneInput>;
};

export type ShippingMethodInput = {
  _id?: string | number | null | undefined;
  name?: string | null | undefined;
};

export type ShippingTierInput = {
  additional_item: string;
  first_item: string;
  max_weight?: number | null | undefined;
  min_weight: number;
};

export type ShippingZoneInput = {
  countries?: Array<string> | null | undefined;
  name: string;
  rest_of_world?: boolean | null | undefined;
  tiers: Array<ShippingTierInput>;
};

export type StorageSettingsInput = {
  driver: string;
  s3_access_key_id?: string | null | undefined;
  s3_bucket?: string | null | undefined;
  s3_endpoint?: string | null | undefined;
  s3_force_path_style?: boolean | null | undefined;
  s3_region?: string | null | undefined;
  s3_secret_access_key?: string | null | undefined;
};

export type UpdateMrpBatchInput = {
  _id: string | number;
  add_product_ids?: Array<string | number> | null | undefined;
  note?: string | null | undefined;
  remove_product_ids?: Array<string | number> | null | undefined;
  status?: string | null | undefined;
};

export type VariantInput = {
  _id?: string | number | null | undefined;
  base_price: string | number | boolean | null;
  fix_profit?: string | number | boolean | null | null | undefined;
  in_stock?: boolean | null | undefined;
  name_value?: unknown;
  nonship_price?: string | number | boolean | null | null | undefined;
  package_height?: string | number | boolean | null | null | undefined;
  package_length?: string | number | boolean | null | null | undefined;
  package_width?: string | number | boolean | null | null | undefined;
  sale_price?: string | number | boolean | null | null | undefined;
  ship_price?: string | number | boolean | null | null | undefined;
  sku: string;
  tiktok_final_price?: string | number | boolean | null | null | undefined;
  weight?: string | number | boolean | null | null | undefined;
  wholesale_price?: string | number | boolean | null | null | undefined;
};

export type ApiTokenQueryVariables = Exact<{ [key: string]: never }>;

export type ApiTokenQuery = { apiToken: { prefix: string; scopes: Array<string>; created_at: string | null; last_used_at: string | null } | null };

export type RegenerateApiTokenMutationVariables = Exact<{
  scopes: Array<string> | string;
}>;

export type RegenerateApiTokenMutation = { regenerateApiToken: { token: string; prefix: string; scopes: Array<string> } };

export type UserSummaryFieldsFragment = {
  _id: string;
  identity: string | null;
  identity_label: string | null;
  email: string;
  name: string;
  role: string;
  groups: Array<string>;
  status: string;
  total_credit: string;
  vip: number;
};

export type SessionUserFieldsFragment = {
  wholesale_level: number;
  hold_off: boolean;
  hide_production: boolean;
  disable_design_production: boolean;
  active_status: string;
  customizer: unknown;
  phone_number: string | null;
  sale_plan: string | null;
  facebook: string | null;
  skype: string | null;
  _id: string;
  identity: string | null;
  identity_label: string | null;
  email: string;
  name: string;
  role: string;
  groups: Array<string>;
  status: string;
  total_credit: string;
  vip: number;
};

export type PermissionFieldsFragment = { module: string; title: string; access: { view: boolean; add: boolean; update: boolean; delete: boolean } };

export type UserPermissionsQueryVariables = Exact<{ [key: string]: never }>;

export type UserPermissionsQuery = {
  userPermissions: Array<{ module: string; title: string; access: { view: boolean; add: boolean; update: boolean; delete: boolean } }>;
};

export type PermissionsChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type PermissionsChangedSubscription = { permissionsChanged: boolean };

export type SessionManufactureFieldsFragment = {
  _id: string;
  name: string;
  status: string;
  address: string | null;
  stations: { cutting: boolean; printing: boolean; sewing: boolean; packing: boolean };
};

export type CurrentUserQueryVariables = Exact<{ [key: string]: never }>;

export type CurrentUserQuery = {
  cUser: {
    wholesale_level: number;
    hold_off: boolean;
    hide_production: boolean;
    disable_design_production: boolean;
    active_status: string;
    customizer: unknown;
    phone_number: string | null;
    sale_plan: string | null;
    facebook: string | null;
    skype: string | null;
    _id: string;
    identity: string | null;
    identity_label: string | null;
    email: string;
    name: string;
    role: string;
    groups: Array<string>;
    status: string;
    total_credit: string;
    vip: number;
  } | null;
  userPermissions: Array<{ module: string; title: string; access: { view: boolean; add: boolean; update: boolean; delete: boolean } }>;
  manufactures: Array<{
    _id: string;
    name: string;
    status: string;
    address: string | null;
    stations: { cutting: boolean; printing: boolean; sewing: boolean; packing: boolean };
  }>;
};

export type TransactionFieldsFragment = {
  _id: string;
  type: string;
  status: string;
  amount: string;
  balance_after: string | null;
  payment_method: string | null;
  payment_transaction_info: string | null;
  order_id: string | null;
  message: string | null;
  reason: string | null;
  created_at: string;
  text: { code: string; params: unknown } | null;
  user: { _id: string; email: string; name: string; role: string } | null;
};

export type TransactionsQueryVariables = Exact<{
  status?: string | null | undefined;
  type?: string | null | undefined;
  user_id?: string | number | null | undefined;
  page?: number | null | undefined;
}>;

export type TransactionsQuery = {
  transactions: Array<{
    _id: string;
    type: string;
    status: string;
    amount: string;
    balance_after: string | null;
    payment_method: string | null;
    payment_transaction_info: string | null;
    order_id: string | null;
    message: string | null;
    reason: string | null;
    created_at: string;
    text: { code: string; params: unknown } | null;
    user: { _id: string; email: string; name: string; role: string } | null;
  }>;
};

export type TransactionCountersQueryVariables = Exact<{
  type?: string | null | undefined;
  user_id?: string | number | null | undefined;
}>;

export type TransactionCountersQuery = {
  transactionCounters: { all: number; pending: number; paid: number; error: number; cancel: number };
  transactionSum: { topup: string; payment: string; refund: string };
};

export type TopupAccountMutationVariables = Exact<{
  amount: string | number | boolean | null;
  payment_method: string;
  payment_transaction_info: string;
  message?: string | null | undefined;
}>;

export type TopupAccountMutation = {
  topupAccount: {
    _id: string;
    type: string;
    status: string;
    amount: string;
    balance_after: string | null;
    payment_method: string | null;
    payment_transaction_info: string | null;
    order_id: string | null;
    message: string | null;
    reason: string | null;
    created_at: string;
    text: { code: string; params: unknown } | null;
    user: { _id: string; email: string; name: string; role: string } | null;
  };
};

export type MakeTransactionMutationVariables = Exact<{
  id: string | number;
  status: string;
  reason?: string | null | undefined;
}>;

export type MakeTransactionMutation = {
  makeTransaction: {
    _id: string;
    type: string;
    status: string;
    amount: string;
    balance_after: string | null;
    payment_method: string | null;
    payment_transaction_info: string | null;
    order_id: string | null;
    message: string | null;
    reason: string | null;
    created_at: string;
    text: { code: string; params: unknown } | null;
    user: { _id: string; email: string; name: string; role: string } | null;
  };
};

export type InvoiceFieldsFragment = {
  _id: string;
  number: number;
  period_start: string;
  period_end: string;
  status: string;
  order_count: number;
  product_cost: string;
  estimated_shipping: string;
  actual_shipping: string | null;
  total: string;
  created_at: string;
  paid_at: string | null;
  user: { _id: string; email: string; name: string; role: string } | null;
};

export type InvoicesQueryVariables = Exact<{
  status?: string | null | undefined;
  user_id?: string | number | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type InvoicesQuery = {
  invoices: Array<{
    _id: string;
    number: number;
    period_start: string;
    period_end: string;
    status: string;
    order_count: number;
    product_cost: string;
    estimated_shipping: string;
    actual_shipping: string | null;
    total: string;
    created_at: string;
    paid_at: string | null;
    user: { _id: string; email: string; name: string; role: string } | null;
  }>;
};

export type InvoiceCounterFieldsFragment = { all: number; pending: number; paid: number; cancelled: number };

export type InvoiceCountersQueryVariables = Exact<{
  user_id?: string | number | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
}>;

export type InvoiceCountersQuery = { invoiceCounters: { all: number; pending: number; paid: number; cancelled: number } };

export type LedgerSellersQueryVariables = Exact<{ [key: string]: never }>;

export type LedgerSellersQuery = { ledgerSellers: Array<{ _id: string; email: string; name: string }> };

export type InvoiceSellersQueryVariables = Exact<{ [key: string]: never }>;

export type InvoiceSellersQuery = { invoiceSellers: Array<{ _id: string; email: string; name: string }> };

export type InvoiceQueryVariables = Exact<{
  id: string | number;
}>;

export type InvoiceQuery = {
  invoice: {
    pdf_url: string | null;
    xlsx_url: string | null;
    _id: string;
    number: number;
    period_start: string;
    period_end: string;
    status: string;
    order_count: number;
    product_cost: string;
    estimated_shipping: string;
    actual_shipping: string | null;
    total: string;
    created_at: string;
    paid_at: string | null;
    lines: Array<{
      order_id: string;
      order_number: number;
      paid_at: string;
      product_cost: string;
      estimated_shipping: string;
      actual_shipping: string | null;
      total: string;
    }>;
    user: { _id: string; email: string; name: string; role: string } | null;
  };
};

export type MakeInvoiceMutationVariables = Exact<{
  id: string | number;
  status: string;
}>;

export type MakeInvoiceMutation = {
  makeInvoice: {
    _id: string;
    number: number;
    period_start: string;
    period_end: string;
    status: string;
    order_count: number;
    product_cost: string;
    estimated_shipping: string;
    actual_shipping: string | null;
    total: string;
    created_at: string;
    paid_at: string | null;
    user: { _id: string; email: string; name: string; role: string } | null;
  };
};

export type ProductionLineFieldsFragment = { _id: string; order_id: string; order_number: number; paid_at: string; units: number; amount: string };

export type ProductionTransactionFieldsFragment = {
  manufacture_id: string;
  manufacture_name: string | null;
  status: string;
  created_at: string;
  _id: string;
  order_id: string;
  order_number: number;
  paid_at: string;
  units: number;
  amount: string;
  user: { _id: string; email: string; name: string; role: string } | null;
};

export type ProductionTransactionsQueryVariables = Exact<{
  status?: string | null | undefined;
  manufacture_id?: string | number | null | undefined;
  user_id?: string | number | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type ProductionTransactionsQuery = {
  productionTransactions: Array<{
    manufacture_id: string;
    manufacture_name: string | null;
    status: string;
    created_at: string;
    _id: string;
    order_id: string;
    order_number: number;
    paid_at: string;
    units: number;
    amount: string;
    user: { _id: string; email: string; name: string; role: string } | null;
  }>;
};

export type ProductionTransactionTotalsQueryVariables = Exact<{
  manufacture_id?: string | number | null | undefined;
  user_id?: string | number | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
}>;

export type ProductionTransactionTotalsQuery = {
  productionTransactionCounters: { all: number; pending: number; invoiced: number; cancelled: number };
  productionTransactionSum: { all: string; pending: string; invoiced: string; cancelled: string };
};

export type ProductionPartiesQueryVariables = Exact<{ [key: string]: never }>;

export type ProductionPartiesQuery = {
  productionParties: { factories: Array<{ _id: string; name: string }>; sellers: Array<{ _id: string; email: string; name: string }> };
};

export type ProductionInvoiceFieldsFragment = {
  _id: string;
  number: number;
  manufacture_id: string;
  manufacture_name: string | null;
  period_start: string;
  period_end: string;
  status: string;
  order_count: number;
  total: string;
  created_at: string;
  paid_at: string | null;
  user: { _id: string; email: string; name: string; role: string } | null;
};

export type ProductionInvoicesQueryVariables = Exact<{
  status?: string | null | undefined;
  manufacture_id?: string | number | null | undefined;
  user_id?: string | number | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type ProductionInvoicesQuery = {
  productionInvoices: Array<{
    _id: string;
    number: number;
    manufacture_id: string;
    manufacture_name: string | null;
    period_start: string;
    period_end: string;
    status: string;
    order_count: number;
    total: string;
    created_at: string;
    paid_at: string | null;
    user: { _id: string; email: string; name: string; role: string } | null;
  }>;
};

export type ProductionInvoiceCountersQueryVariables = Exact<{
  manufacture_id?: string | number | null | undefined;
  user_id?: string | number | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
}>;

export type ProductionInvoiceCountersQuery = { productionInvoiceCounters: { all: number; pending: number; paid: number; cancelled: number } };

export type ProductionInvoiceQueryVariables = Exact<{
  id: string | number;
}>;

export type ProductionInvoiceQuery = {
  productionInvoice: {
    pdf_url: string | null;
    xlsx_url: string | null;
    _id: string;
    number: number;
    manufacture_id: string;
    manufacture_name: string | null;
    period_start: string;
    period_end: string;
    status: string;
    order_count: number;
    total: string;
    created_at: string;
    paid_at: string | null;
    lines: Array<{ _id: string; order_id: string; order_number: number; paid_at: string; units: number; amount: string }>;
    user: { _id: string; email: string; name: string; role: string } | null;
  };
};

export type MakeProductionInvoiceMutationVariables = Exact<{
  id: string | number;
  status: string;
}>;

export type MakeProductionInvoiceMutation = {
  makeProductionInvoice: {
    _id: string;
    number: number;
    manufacture_id: string;
    manufacture_name: string | null;
    period_start: string;
    period_end: string;
    status: string;
    order_count: number;
    total: string;
    created_at: string;
    paid_at: string | null;
    user: { _id: string; email: string; name: string; role: string } | null;
  };
};

export type PresetCardFieldsFragment = {
  _id: string;
  name: string;
  sku: string;
  identity: string;
  image: string | null;
  images_thumbnail: Array<string>;
  provider: string;
  collection: string;
  category: string | null;
  visible: boolean;
  is_catalog: boolean;
  is_new: boolean;
  is_best_seller: boolean;
  min_price: string;
  max_price: string;
  price: string | null;
  favorite: boolean;
  created_at: string;
};

export type PresetCatalogFieldsFragment = {
  description: string | null;
  size_chart: string | null;
  _id: string;
  name: string;
  sku: string;
  identity: string;
  image: string | null;
  images_thumbnail: Array<string>;
  provider: string;
  collection: string;
  category: string | null;
  visible: boolean;
  is_catalog: boolean;
  is_new: boolean;
  is_best_seller: boolean;
  min_price: string;
  max_price: string;
  price: string | null;
  favorite: boolean;
  created_at: string;
  print_areas: Array<{ key: string; width: number; height: number; addition_price: string | null }>;
  prety_attributes: Array<{
    attribute_type: string;
    plf_attribute_name: string;
    options: Array<{ ffm_value: string; plf_value: string; hex: string | null; default: boolean }>;
  }>;
  attribute_specifics: Array<{ _id: string; sku: string; price: string; in_stock: boolean; name_value: Array<{ name: string; value: string }> }>;
};

export type PresetFullFieldsFragment = {
  updated_at: string;
  raw_name: string;
  hts_code: string | null;
  type: string | null;
  provider_id: string | null;
  manufacture_id: string | null;
  videos: Array<string>;
  short_description: string | null;
  template_description: string | null;
  category_id: string | null;
  shipping_sku: string | null;
  shipping_preset: string | null;
  print_document: string | null;
  print_template: string | null;
  base_tag_price: string;
  sale_tag_price: string;
  tax_fee: string;
  tax_fee_fix: string;
  value_of_goods: string;
  tax_groups: unknown;
  shipping_cost: string;
  shipping_additional_cost: string;
  international_shipping_cost: string;
  international_shipping_additional_cost: string;
  side_additional_cost: string;
  position_additional_cost: string;
  tiktok_vip_discount: string;
  wholesale_level: number;
  weight: number | null;
  package_width: number | null;
  package_height: number | null;
  package_length: number | null;
  is_featured: boolean;
  skip_design_check: boolean;
  skip_affiliate: boolean;
  platform_category: unknown;
  platform_specifics: unknown;
  linked_products: Array<string>;
  monopolist_users: Array<string>;
  description: string | null;
  size_chart: string | null;
  _id: string;
  name: string;
  sku: string;
  identity: string;
  image: string | null;
  images_thumbnail: Array<string>;
  provider: string;
  collection: string;
  category: string | null;
  visible: boolean;
  is_catalog: boolean;
  is_new: boolean;
  is_best_seller: boolean;
  min_price: string;
  max_price: string;
  price: string | null;
  favorite: boolean;
  created_at: string;
  vip: Array<{ level: number; value: string }>;
  unit_discounts: Array<{ unit: number; value: string }>;
  specifics: Array<{ key: string; value: string; required: boolean }>;
  print_areas: Array<{
    position: string;
    print: string;
    addition_base_price: string | null;
    is_part: boolean;
    is_required: boolean;
    is_embroidery: boolean;
    key: string;
    width: number;
    height: number;
    addition_price: string | null;
  }>;
  prety_attributes: Array<{
    attribute_type: string;
    plf_attribute_name: string;
    options: Array<{ plf_price: string | null; ffm_value: string; plf_value: string; hex: string | null; default: boolean }>;
  }>;
  tags: Array<{ _id: string; name: string }>;
  attribute_specifics: Array<{
    base_price: string;
    sale_price: string | null;
    wholesale_price: string | null;
    ship_price: string | null;
    nonship_price: string | null;
    tiktok_final_price: string | null;
    fix_profit: string | null;
    weight: number | null;
    package_width: number | null;
    package_height: number | null;
    package_length: number | null;
    stock: number;
    _id: string;
    sku: string;
    price: string;
    in_stock: boolean;
    name_value: Array<{ type: string | null; name: string; value: string }>;
  }>;
};

export type PresetsQueryVariables = Exact<{
  page?: number | null | undefined;
  provider?: string | null | undefined;
  collection?: string | null | undefined;
  category?: string | null | undefined;
  name?: string | null | undefined;
  favorites?: boolean | null | undefined;
}>;

export type PresetsQuery = {
  productPreset: Array<{
    _id: string;
    name: string;
    sku: string;
    identity: string;
    image: string | null;
    images_thumbnail: Array<string>;
    provider: string;
    collection: string;
    category: string | null;
    visible: boolean;
    is_catalog: boolean;
    is_new: boolean;
    is_best_seller: boolean;
    min_price: string;
    max_price: string;
    price: string | null;
    favorite: boolean;
    created_at: string;
  }>;
};

export type PresetQueryVariables = Exact<{
  id: string | number;
}>;

export type PresetQuery = {
  productPreset: Array<{
    updated_at: string;
    raw_name: string;
    hts_code: string | null;
    type: string | null;
    provider_id: string | null;
    manufacture_id: string | null;
    videos: Array<string>;
    short_description: string | null;
    template_description: string | null;
    category_id: string | null;
    shipping_sku: string | null;
    shipping_preset: string | null;
    print_document: string | null;
    print_template: string | null;
    base_tag_price: string;
    sale_tag_price: string;
    tax_fee: string;
    tax_fee_fix: string;
    value_of_goods: string;
    tax_groups: unknown;
    shipping_cost: string;
    shipping_additional_cost: string;
    international_shipping_cost: string;
    international_shipping_additional_cost: string;
    side_additional_cost: string;
    position_additional_cost: string;
    tiktok_vip_discount: string;
    wholesale_level: number;
    weight: number | null;
    package_width: number | null;
    package_height: number | null;
    package_length: number | null;
    is_featured: boolean;
    skip_design_check: boolean;
    skip_affiliate: boolean;
    platform_category: unknown;
    platform_specifics: unknown;
    linked_products: Array<string>;
    monopolist_users: Array<string>;
    description: string | null;
    size_chart: string | null;
    _id: string;
    name: string;
    sku: string;
    identity: string;
    image: string | null;
    images_thumbnail: Array<string>;
    provider: string;
    collection: string;
    category: string | null;
    visible: boolean;
    is_catalog: boolean;
    is_new: boolean;
    is_best_seller: boolean;
    min_price: string;
    max_price: string;
    price: string | null;
    favorite: boolean;
    created_at: string;
    vip: Array<{ level: number; value: string }>;
    unit_discounts: Array<{ unit: number; value: string }>;
    specifics: Array<{ key: string; value: string; required: boolean }>;
    print_areas: Array<{
      position: string;
      print: string;
      addition_base_price: string | null;
      is_part: boolean;
      is_required: boolean;
      is_embroidery: boolean;
      key: string;
      width: number;
      height: number;
      addition_price: string | null;
    }>;
    prety_attributes: Array<{
      attribute_type: string;
      plf_attribute_name: string;
      options: Array<{ plf_price: string | null; ffm_value: string; plf_value: string; hex: string | null; default: boolean }>;
    }>;
    tags: Array<{ _id: string; name: string }>;
    attribute_specifics: Array<{
      base_price: string;
      sale_price: string | null;
      wholesale_price: string | null;
      ship_price: string | null;
      nonship_price: string | null;
      tiktok_final_price: string | null;
      fix_profit: string | null;
      weight: number | null;
      package_width: number | null;
      package_height: number | null;
      package_length: number | null;
      stock: number;
      _id: string;
      sku: string;
      price: string;
      in_stock: boolean;
      name_value: Array<{ type: string | null; name: string; value: string }>;
    }>;
  }>;
};

export type PresetProviderCountsQueryVariables = Exact<{
  collection?: string | null | undefined;
  category?: string | null | undefined;
  name?: string | null | undefined;
}>;

export type PresetProviderCountsQuery = {
  productPresetCountProvider: {
    all: number;
    customcat: number;
    lionnix: number;
    merchize: number;
    geargag: number;
    scalable: number;
    private: number;
    printify: number;
    gearment: number;
  };
};

export type PresetCategoryCountsQueryVariables = Exact<{
  collection?: string | null | undefined;
  provider?: string | null | undefined;
}>;

export type PresetCategoryCountsQuery = { productPresetCountCategory: Array<{ category_id: string | null; category: string; name: string; total: number }> };

export type ProductTypesQueryVariables = Exact<{
  provider: string;
}>;

export type ProductTypesQuery = {
  providerProductType: Array<{
    _id: string;
    id: string;
    name: string;
    image: string | null;
    category: string | null;
    collection: string;
    min_price: string;
    max_price: string;
    variant_count: number;
    preset_count: number;
  }>;
};

export type CreatePresetMutationVariables = Exact<{
  provider: string;
  product_type_id: string;
  collection?: string | null | undefined;
}>;

export type CreatePresetMutation = { productPresetCreate: { _id: string } };

export type UpdatePresetMutationVariables = Exact<{
  input: ProductPresetUpdateInput;
}>;

export type UpdatePresetMutation = {
  productPresetUpdate: {
    updated_at: string;
    raw_name: string;
    hts_code: string | null;
    type: string | null;
    provider_id: string | null;
    manufacture_id: string | null;
    videos: Array<string>;
    short_description: string | null;
    template_description: string | null;
    category_id: string | null;
    shipping_sku: string | null;
    shipping_preset: string | null;
    print_document: string | null;
    print_template: string | null;
    base_tag_price: string;
    sale_tag_price: string;
    tax_fee: string;
    tax_fee_fix: string;
    value_of_goods: string;
    tax_groups: unknown;
    shipping_cost: string;
    shipping_additional_cost: string;
    international_shipping_cost: string;
    international_shipping_additional_cost: string;
    side_additional_cost: string;
    position_additional_cost: string;
    tiktok_vip_discount: string;
    wholesale_level: number;
    weight: number | null;
    package_width: number | null;
    package_height: number | null;
    package_length: number | null;
    is_featured: boolean;
    skip_design_check: boolean;
    skip_affiliate: boolean;
    platform_category: unknown;
    platform_specifics: unknown;
    linked_products: Array<string>;
    monopolist_users: Array<string>;
    description: string | null;
    size_chart: string | null;
    _id: string;
    name: string;
    sku: string;
    identity: string;
    image: string | null;
    images_thumbnail: Array<string>;
    provider: string;
    collection: string;
    category: string | null;
    visible: boolean;
    is_catalog: boolean;
    is_new: boolean;
    is_best_seller: boolean;
    min_price: string;
    max_price: string;
    price: string | null;
    favorite: boolean;
    created_at: string;
    vip: Array<{ level: number; value: string }>;
    unit_discounts: Array<{ unit: number; value: string }>;
    specifics: Array<{ key: string; value: string; required: boolean }>;
    print_areas: Array<{
      position: string;
      print: string;
      addition_base_price: string | null;
      is_part: boolean;
      is_required: boolean;
      is_embroidery: boolean;
      key: string;
      width: number;
      height: number;
      addition_price: string | null;
    }>;
    prety_attributes: Array<{
      attribute_type: string;
      plf_attribute_name: string;
      options: Array<{ plf_price: string | null; ffm_value: string; plf_value: string; hex: string | null; default: boolean }>;
    }>;
    tags: Array<{ _id: string; name: string }>;
    attribute_specifics: Array<{
      base_price: string;
      sale_price: string | null;
      wholesale_price: string | null;
      ship_price: string | null;
      nonship_price: string | null;
      tiktok_final_price: string | null;
      fix_profit: string | null;
      weight: number | null;
      package_width: number | null;
      package_height: number | null;
      package_length: number | null;
      stock: number;
      _id: string;
      sku: string;
      price: string;
      in_stock: boolean;
      name_value: Array<{ type: string | null; name: string; value: string }>;
    }>;
  };
};

export type PresetManufacturesQueryVariables = Exact<{ [key: string]: never }>;

export type PresetManufacturesQuery = { manufactures: Array<{ _id: string; name: string }> };

export type RemovePresetMutationVariables = Exact<{
  id: string | number;
}>;

export type RemovePresetMutation = { productPresetRemove: boolean };

export type FavoritePresetMutationVariables = Exact<{
  id: string | number;
}>;

export type FavoritePresetMutation = { makeProductTypeFavorite: boolean };

export type PlatformLevelQueryVariables = Exact<{
  platform: string;
  level: number;
  parent?: string | null | undefined;
}>;

export type PlatformLevelQuery = { platformProductCategory: Array<{ id: string; name: string; level: number; has_children: boolean }> };

export type PlatformSpecificsQueryVariables = Exact<{
  platform: string;
  id: string;
}>;

export type PlatformSpecificsQuery = { platformProductSpecifics: Array<{ key: string; name: string; type: string; mode: string; value: Array<string> }> };

export type StockHistoryQueryVariables = Exact<{
  id: string | number;
  page?: number | null | undefined;
}>;

export type StockHistoryQuery = {
  paginateProductStockHistory: {
    total_items: number;
    current_page: number;
    total_pages: number;
    items: Array<{
      _id: string;
      variant_sku: string | null;
      action: string;
      quantity: number;
      stock_before: number;
      stock_after: number;
      reason: string | null;
      source: string;
      created_at: string;
      changed_by: { _id: string; email: string; name: string; role: string } | null;
    }>;
  };
};

export type InventoryQueryVariables = Exact<{
  page?: number | null | undefined;
  search?: string | null | undefined;
  low_stock?: boolean | null | undefined;
}>;

export type InventoryQuery = {
  productInventory: Array<{
    _id: string;
    product_id: string;
    product_name: string;
    image: string | null;
    provider: string;
    sku: string;
    stock: number;
    low_stock_at: number;
    name_value: Array<{ name: string; value: string }>;
  }>;
};

export type AdjustStockMutationVariables = Exact<{
  input: AdjustProductStockInput;
}>;

export type AdjustStockMutation = { adjustProductStock: { _id: string; stock_after: number } };

export type ProductCategoriesQueryVariables = Exact<{ [key: string]: never }>;

export type ProductCategoriesQuery = {
  productCategories: Array<{ _id: string; name: string; slug: string; position: number; builtin: boolean; preset_count: number }>;
};

export type SaveProductCategoryMutationVariables = Exact<{
  input: CatalogueNameInput;
}>;

export type SaveProductCategoryMutation = { saveProductCategory: { _id: string } };

export type ReorderProductCategoriesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type ReorderProductCategoriesMutation = { reorderProductCategories: Array<{ _id: string }> };

export type RemoveProductCategoryMutationVariables = Exact<{
  id: string | number;
}>;

export type RemoveProductCategoryMutation = { removeProductCategory: boolean };

export type ProductTagsQueryVariables = Exact<{
  name?: string | null | undefined;
}>;

export type ProductTagsQuery = { productTags: Array<{ _id: string; name: string; preset_count: number }> };

export type SaveProductTagMutationVariables = Exact<{
  input: CatalogueNameInput;
}>;

export type SaveProductTagMutation = { saveProductTag: { _id: string } };

export type MergeProductTagsMutationVariables = Exact<{
  from_ids: Array<string | number> | string | number;
  into_id: string | number;
}>;

export type MergeProductTagsMutation = { mergeProductTags: { _id: string } };

export type RemoveProductTagMutationVariables = Exact<{
  id: string | number;
}>;

export type RemoveProductTagMutation = { removeProductTag: boolean };

export type CatalogProductQueryVariables = Exact<{
  id: string | number;
}>;

export type CatalogProductQuery = {
  productPreset: Array<{
    description: string | null;
    size_chart: string | null;
    _id: string;
    name: string;
    sku: string;
    identity: string;
    image: string | null;
    images_thumbnail: Array<string>;
    provider: string;
    collection: string;
    category: string | null;
    visible: boolean;
    is_catalog: boolean;
    is_new: boolean;
    is_best_seller: boolean;
    min_price: string;
    max_price: string;
    price: string | null;
    favorite: boolean;
    created_at: string;
    print_areas: Array<{ key: string; width: number; height: number; addition_price: string | null }>;
    prety_attributes: Array<{
      attribute_type: string;
      plf_attribute_name: string;
      options: Array<{ ffm_value: string; plf_value: string; hex: string | null; default: boolean }>;
    }>;
    attribute_specifics: Array<{ _id: string; sku: string; price: string; in_stock: boolean; name_value: Array<{ name: string; value: string }> }>;
  }>;
};

export type ClipartFieldsFragment = {
  _id: string;
  name: string;
  tags: Array<{ _id: string; name: string }>;
  file: {
    _id: string;
    url: string;
    width: number | null;
    height: number | null;
    mimetype: string;
    image_sizes: Array<{ name: string; url: string; width: number; height: number; mask: string | null }>;
  };
};

export type ClipartsQueryVariables = Exact<{
  name?: string | null | undefined;
  tags?: Array<string> | string | null | undefined;
  page?: number | null | undefined;
}>;

export type ClipartsQuery = {
  cliparts: Array<{
    _id: string;
    name: string;
    tags: Array<{ _id: string; name: string }>;
    file: {
      _id: string;
      url: string;
      width: number | null;
      height: number | null;
      mimetype: string;
      image_sizes: Array<{ name: string; url: string; width: number; height: number; mask: string | null }>;
    };
  }>;
};

export type SaveClipartMutationVariables = Exact<{
  _id: string | number;
  name: string;
  tags: Array<string> | string;
}>;

export type SaveClipartMutation = { saveClipart: { _id: string; name: string; tags: Array<{ _id: string; name: string }> } };

export type JobStateFragment = { _id: string; status: string; progress: number; result: unknown; error_text: { code: string; params: unknown } | null };

export type TransferJobQueryVariables = Exact<{
  id: string | number;
}>;

export type TransferJobQuery = {
  job: { _id: string; status: string; progress: number; result: unknown; error_text: { code: string; params: unknown } | null };
};

export type TransferJobProgressSubscriptionVariables = Exact<{
  id: string | number;
}>;

export type TransferJobProgressSubscription = {
  jobProgress: { _id: string; status: string; progress: number; result: unknown; error_text: { code: string; params: unknown } | null };
};

export type ExportListMutationVariables = Exact<{
  list: string;
  format: string;
  filters?: unknown;
}>;

export type ExportListMutation = {
  exportList: { _id: string; status: string; progress: number; result: unknown; error_text: { code: string; params: unknown } | null };
};

export type ImportUploadMutationVariables = Exact<{
  kind: string;
  filename: string;
  mimetype: string;
  size: number;
}>;

export type ImportUploadMutation = { importUpload: { _id: string; url: string } };

export type ImportPreviewMutationVariables = Exact<{
  kind: string;
  fileId: string | number;
}>;

export type ImportPreviewMutation = {
  importPreview: {
    file_id: string;
    filename: string;
    columns: Array<string>;
    total: number;
    valid: number;
    refused: number;
    rows: Array<{ line: number; values: unknown; issues: Array<{ field: string; reason: string }> }>;
  };
};

export type ImportConfirmMutationVariables = Exact<{
  kind: string;
  fileId: string | number;
  policy: string;
}>;

export type ImportConfirmMutation = {
  importConfirm: { _id: string; status: string; progress: number; result: unknown; error_text: { code: string; params: unknown } | null };
};

export type MockupDesignFieldsFragment = {
  _id: string;
  name: string;
  status: string;
  width: number;
  height: number;
  created_at: string;
  updated_at: string;
  image: { _id: string; url: string } | null;
  previews: Array<{ url: string | null } | null>;
  tags: Array<{ _id: string; name: string }>;
};

export type MockupDesignsQueryVariables = Exact<{
  name?: string | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
  status?: string | null | undefined;
  tag?: string | number | null | undefined;
  page?: number | null | undefined;
}>;

export type MockupDesignsQuery = {
  mockupDesigns: Array<{
    _id: string;
    name: string;
    status: string;
    width: number;
    height: number;
    created_at: string;
    updated_at: string;
    image: { _id: string; url: string } | null;
    previews: Array<{ url: string | null } | null>;
    tags: Array<{ _id: string; name: string }>;
  }>;
};

export type MockupCounterQueryVariables = Exact<{
  name?: string | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
  tag?: string | number | null | undefined;
}>;

export type MockupCounterQuery = { mockupCounter: { all: number; published: number; draft: number; trashed: number } };

export type MockupDesignTagsQueryVariables = Exact<{
  name?: string | null | undefined;
}>;

export type MockupDesignTagsQuery = { mockupDesignTags: Array<{ _id: string; name: string }> };

export type MockupDesignQueryVariables = Exact<{
  _id: string | number;
}>;

export type MockupDesignQuery = {
  mockupDesign: {
    _id: string;
    name: string;
    status: string;
    width: number;
    height: number;
    created_at: string;
    updated_at: string;
    images: Array<{
      type: string | null;
      name: string;
      image: string | null;
      print_fit: string | null;
      print_x: number | null;
      print_y: number | null;
      print_width: number | null;
      print_height: number | null;
      print_rotate: number | null;
      print_knew_x: number | null;
      print_knew_y: number | null;
      settings: {
        print_x: number | null;
        print_y: number | null;
        print_width: number | null;
        print_height: number | null;
        print_rotate: number | null;
        print_knew_x: number | null;
        print_knew_y: number | null;
        print_scale_x: number | null;
        print_scale_y: number | null;
        print_crop_x: number | null;
        print_crop_y: number | null;
        print_crop_width: number | null;
        print_crop_height: number | null;
      } | null;
    }>;
    prints: Array<{ name: string; prints: Array<{ type: string | null; image: string | null }> }>;
    image: { _id: string; url: string } | null;
    previews: Array<{ url: string | null } | null>;
    tags: Array<{ _id: string; name: string }>;
  };
};

export type DesignFileQueryVariables = Exact<{
  _id: string | number;
}>;

export type DesignFileQuery = { file: { _id: string; url: string; name: string } };

export type CreateMockupDesignMutationVariables = Exact<{
  status?: string | null | undefined;
  name: string;
  width?: string | number | boolean | null | null | undefined;
  height?: string | number | boolean | null | null | undefined;
  image?: string | number | null | undefined;
  images?: Array<MockupDesignImageInput> | MockupDesignImageInput | null | undefined;
  prints?: Array<MockupDesignPrintInput> | MockupDesignPrintInput | null | undefined;
  tags?: Array<string | number> | string | number | null | undefined;
  new_tags?: Array<string | null | undefined> | string | null | undefined;
}>;

export type CreateMockupDesignMutation = { createMockupDesign: { _id: string } };

export type UpdateMockupDesignMutationVariables = Exact<{
  _id: string | number;
  status?: string | null | undefined;
  name: string;
  width?: string | number | boolean | null | null | undefined;
  height?: string | number | boolean | null | null | undefined;
  image?: string | number | null | undefined;
  images?: Array<MockupDesignImageInput> | MockupDesignImageInput | null | undefined;
  prints?: Array<MockupDesignPrintInput> | MockupDesignPrintInput | null | undefined;
  tags?: Array<string | number> | string | number | null | undefined;
  new_tags?: Array<string | null | undefined> | string | null | undefined;
}>;

export type UpdateMockupDesignMutation = { updateMockupDesign: { _id: string } };

export type TrashMockupDesignMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type TrashMockupDesignMutation = { trashMockupDesign: number };

export type EditorDesignsQueryVariables = Exact<{
  name?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type EditorDesignsQuery = {
  mockupDesigns: Array<{
    _id: string;
    name: string;
    image: { _id: string; url: string; width: number | null; height: number | null } | null;
    previews: Array<{ url: string | null } | null>;
  }>;
};

export type EditorPresetQueryVariables = Exact<{
  id: string | number;
}>;

export type EditorPresetQuery = {
  productPreset: Array<{
    _id: string;
    name: string;
    image: string | null;
    price: string | null;
    sale_tag_price: string;
    print_areas: Array<{ key: string; width: number; height: number }>;
    attribute_specifics: Array<{ _id: string; sku: string; price: string; name_value: Array<{ name: string; value: string }> }>;
    prety_attributes: Array<{
      attribute_type: string;
      plf_attribute_name: string;
      options: Array<{ plf_value: string; hex: string | null; default: boolean }>;
    }>;
  }>;
};

export type EditorFontsQueryVariables = Exact<{
  name?: string | null | undefined;
  ids?: Array<string | number> | string | number | null | undefined;
}>;

export type EditorFontsQuery = { fonts: Array<{ _id: string; family: string; variants: Array<string>; files: Array<{ variant: string; url: string }> }> };

export type EditorRenderMockupSideMutationVariables = Exact<{
  document: unknown;
  side: string;
  color?: string | null | undefined;
}>;

export type EditorRenderMockupSideMutation = { renderMockupSide: { url: string | null; width: number | null; height: number | null; job_id: string | null } };

export type EditorRenderPrintFilesMutationVariables = Exact<{
  document: unknown;
}>;

export type EditorRenderPrintFilesMutation = {
  renderPrintFiles: Array<{
    side: string;
    position: string;
    url: string | null;
    width: number | null;
    height: number | null;
    dpi: number;
    job_id: string | null;
  }>;
};

export type EditorTemplatesQueryVariables = Exact<{
  productId: string | number;
  status?: string | null | undefined;
}>;

export type EditorTemplatesQuery = { productPresetMockups: Array<{ _id: string; name: string; mockup_type: string; sides: unknown; print_areas: unknown }> };

export type EditorListingQueryVariables = Exact<{
  id: string | number;
}>;

export type EditorListingQuery = {
  itemInfo: {
    _id: string;
    name: string;
    description: string | null;
    tags: Array<string>;
    product_id: string;
    mockup_id: string | null;
    attribute_specifics_modify: Array<{ sku: string; sale_price: string }>;
  };
};

export type EditorMockupQueryVariables = Exact<{
  id: string | number;
}>;

export type EditorMockupQuery = { productPresetMockup: { _id: string; mockup_type: string; sides: unknown; print_areas: unknown } };

export type EditorSaveTemplateMutationVariables = Exact<{
  id?: string | number | null | undefined;
  productId: string | number;
  name: string;
  sides: unknown;
  printAreas: unknown;
}>;

export type EditorSaveTemplateMutation = { makeProductMockupPreset: { _id: string; name: string } };

export type EditorSaveProductMockupMutationVariables = Exact<{
  id?: string | number | null | undefined;
  productId: string | number;
  name?: string | null | undefined;
  sides: unknown;
  printAreas: unknown;
  src?: string | null | undefined;
  status: string;
}>;

export type EditorSaveProductMockupMutation = { makeProductMockup: { _id: string } };

export type EditorSaveListingMutationVariables = Exact<{
  id?: string | number | null | undefined;
  productId: string | number;
  name: string;
  description?: string | null | undefined;
  tags?: Array<string> | string | null | undefined;
  variants?: Array<ListingVariantInput> | ListingVariantInput | null | undefined;
  images?: Array<ListingImageInput> | ListingImageInput | null | undefined;
  front?: string | null | undefined;
  back?: string | null | undefined;
  sleeve?: string | null | undefined;
  hood?: string | null | undefined;
  mockupId?: string | number | null | undefined;
  status: string;
}>;

export type EditorSaveListingMutation = { makeItemInfo: { _id: string; name: string } };

export type ImageSizeFieldsFragment = { name: string; url: string; width: number; height: number; mask: string | null };

export type FileFieldsFragment = {
  _id: string;
  type: string;
  status: string;
  url: string;
  path: string;
  mask: string | null;
  sku: string | null;
  filename: string;
  name: string;
  size: number;
  width: number | null;
  height: number | null;
  mimetype: string;
  created_at: string;
  updated_at: string;
  tags: Array<{ _id: string; name: string }>;
  created_by: { _id: string; email: string; name: string; role: string } | null;
  image_sizes: Array<{ name: string; url: string; width: number; height: number; mask: string | null }>;
};

export type FilesQueryVariables = Exact<{
  type?: string | null | undefined;
  name?: string | null | undefined;
  tags?: Array<string> | string | null | undefined;
  size?: string | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
  sku?: string | null | undefined;
  created_by?: string | number | null | undefined;
  page?: number | null | undefined;
}>;

export type FilesQuery = {
  files: Array<{
    _id: string;
    type: string;
    status: string;
    url: string;
    path: string;
    mask: string | null;
    sku: string | null;
    filename: string;
    name: string;
    size: number;
    width: number | null;
    height: number | null;
    mimetype: string;
    created_at: string;
    updated_at: string;
    tags: Array<{ _id: string; name: string }>;
    created_by: { _id: string; email: string; name: string; role: string } | null;
    image_sizes: Array<{ name: string; url: string; width: number; height: number; mask: string | null }>;
  }>;
};

export type FileQueryVariables = Exact<{
  _id: string | number;
}>;

export type FileQuery = {
  file: {
    _id: string;
    type: string;
    status: string;
    url: string;
    path: string;
    mask: string | null;
    sku: string | null;
    filename: string;
    name: string;
    size: number;
    width: number | null;
    height: number | null;
    mimetype: string;
    created_at: string;
    updated_at: string;
    tags: Array<{ _id: string; name: string }>;
    created_by: { _id: string; email: string; name: string; role: string } | null;
    image_sizes: Array<{ name: string; url: string; width: number; height: number; mask: string | null }>;
  };
};

export type FileTagsQueryVariables = Exact<{
  name?: string | null | undefined;
}>;

export type FileTagsQuery = { fileTags: Array<{ _id: string; name: string }> };

export type SaveFileMutationVariables = Exact<{
  _id: string | number;
  tags: Array<string> | string;
}>;

export type SaveFileMutation = {
  saveFile: {
    _id: string;
    type: string;
    status: string;
    url: string;
    path: string;
    mask: string | null;
    sku: string | null;
    filename: string;
    name: string;
    size: number;
    width: number | null;
    height: number | null;
    mimetype: string;
    created_at: string;
    updated_at: string;
    tags: Array<{ _id: string; name: string }>;
    created_by: { _id: string; email: string; name: string; role: string } | null;
    image_sizes: Array<{ name: string; url: string; width: number; height: number; mask: string | null }>;
  };
};

export type RemoveFileMutationVariables = Exact<{
  _id: string | number;
}>;

export type RemoveFileMutation = { removeFile: boolean };

export type SignedUploadMutationVariables = Exact<{
  type: string;
  filename: string;
  mimetype: string;
  size: number;
}>;

export type SignedUploadMutation = { signedUpload: { _id: string; url: string } };

export type UpdatePreSignedFileMutationVariables = Exact<{
  _id: string | number;
}>;

export type UpdatePreSignedFileMutation = {
  updatePreSignedFile: {
    _id: string;
    url: string;
    job_id: string | null;
    image_sizes: Array<{ name: string; url: string; width: number; height: number; mask: string | null }>;
  };
};

export type FontFieldsFragment = {
  _id: string;
  family: string;
  slug: string;
  variants: Array<string>;
  subsets: Array<string>;
  provider: string;
  category: string | null;
  preview: string | null;
  files: Array<{ variant: string; url: string; style: string | null; weight: number | null; subset: string | null }>;
};

export type FontsQueryVariables = Exact<{
  provider?: string | null | undefined;
  name?: string | null | undefined;
  id?: string | null | undefined;
  ids?: Array<string | number> | string | number | null | undefined;
  page?: number | null | undefined;
}>;

export type FontsQuery = {
  fonts: Array<{
    _id: string;
    family: string;
    slug: string;
    variants: Array<string>;
    subsets: Array<string>;
    provider: string;
    category: string | null;
    preview: string | null;
    files: Array<{ variant: string; url: string; style: string | null; weight: number | null; subset: string | null }>;
  }>;
};

export type SignedUploadFontMutationVariables = Exact<{
  family: string;
  files: Array<FontUploadFile> | FontUploadFile;
}>;

export type SignedUploadFontMutation = { signedUploadFont: Array<{ variant: string; path: string; url: string }> };

export type FontUpdatePreSignedFileMutationVariables = Exact<{
  family: string;
  variants: Array<string> | string;
}>;

export type FontUpdatePreSignedFileMutation = {
  fontUpdatePreSignedFile: {
    _id: string;
    family: string;
    slug: string;
    variants: Array<string>;
    subsets: Array<string>;
    provider: string;
    category: string | null;
    preview: string | null;
    files: Array<{ variant: string; url: string; style: string | null; weight: number | null; subset: string | null }>;
  };
};

export type JobRowFragment = {
  _id: string;
  name: string;
  subject: string | null;
  status: string;
  progress: number;
  result: unknown;
  created_at: string;
  updated_at: string;
  error_text: { code: string; params: unknown } | null;
};

export type MyJobsQueryVariables = Exact<{
  status?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type MyJobsQuery = {
  jobs: Array<{
    _id: string;
    name: string;
    subject: string | null;
    status: string;
    progress: number;
    result: unknown;
    created_at: string;
    updated_at: string;
    error_text: { code: string; params: unknown } | null;
  }>;
};

export type JobCountersQueryVariables = Exact<{ [key: string]: never }>;

export type JobCountersQuery = { jobCounters: { all: number; queued: number; running: number; completed: number; failed: number } };

export type ListingRowFieldsFragment = {
  _id: string;
  name: string;
  price: string | null;
  status: string;
  product_id: string;
  front: string | null;
  updated_at: string;
  product: { _id: string; name: string; provider: string } | null;
  images: Array<{ src: string }>;
  user: { _id: string; email: string; name: string; role: string } | null;
  items: Array<{ _id: string; platform: string; queue_status: string }>;
};

export type ListingsQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: string | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type ListingsQuery = {
  itemsInfo: Array<{
    _id: string;
    name: string;
    price: string | null;
    status: string;
    product_id: string;
    front: string | null;
    updated_at: string;
    product: { _id: string; name: string; provider: string } | null;
    images: Array<{ src: string }>;
    user: { _id: string; email: string; name: string; role: string } | null;
    items: Array<{ _id: string; platform: string; queue_status: string }>;
  }>;
};

export type ListingCountersQueryVariables = Exact<{
  search?: string | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
}>;

export type ListingCountersQuery = { itemsInfoCounters: { all: number; draft: number; publish: number; trash: number } };

export type ListingProductsQueryVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;

export type ListingProductsQuery = { productPreset: Array<{ _id: string; name: string; provider: string }> };

export type ListingQueryVariables = Exact<{
  id: string | number;
}>;

export type ListingQuery = {
  itemInfo: {
    description: string | null;
    tags: Array<string>;
    collections: Array<string>;
    back: string | null;
    sleeve: string | null;
    hood: string | null;
    created_at: string;
    _id: string;
    name: string;
    price: string | null;
    status: string;
    product_id: string;
    front: string | null;
    updated_at: string;
    print_files: Array<{ side: string; position: string; dpi: number; url: string | null; width: number | null; height: number | null }>;
    attribute_specifics_modify: Array<{ sku: string; sale_price: string; name_value: Array<{ name: string; value: string }> }>;
    items: Array<{
      _id: string;
      store_id: string | null;
      platform: string;
      platform_id: string | null;
      imported_at: string | null;
      external_url: string | null;
      queue_status: string;
      queue_messenger: string | null;
    }>;
    product: { _id: string; name: string; provider: string } | null;
    images: Array<{ src: string }>;
    user: { _id: string; email: string; name: string; role: string } | null;
  };
};

export type TrashListingsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type TrashListingsMutation = { trashItemInfo: number };

export type PresetMockupsQueryVariables = Exact<{
  product_id: string | number;
  provider?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type PresetMockupsQuery = {
  productPresetMockups: Array<{
    _id: string;
    id: string;
    name: string;
    provider: string;
    status: string;
    src: string | null;
    updated_at: string;
    created_by: { _id: string; email: string; name: string; role: string } | null;
  }>;
};

export type PresetMockupProvidersQueryVariables = Exact<{
  product_id: string | number;
}>;

export type PresetMockupProvidersQuery = { productPresetMockupCountProvider: Array<{ provider: string; total: number }> };

export type RemovePresetMockupMutationVariables = Exact<{
  id: string | number;
}>;

export type RemovePresetMockupMutation = { productPresetMockupRemove: boolean };

export type PublishStoresQueryVariables = Exact<{ [key: string]: never }>;

export type PublishStoresQuery = { stores: Array<{ _id: string; name: string; platform: string; seller_id: string }> };

export type PublishListingsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  store_id: string | number;
}>;

export type PublishListingsMutation = { publishItemInfo: { _id: string; status: string } };

export type ManufactureFieldsFragment = {
  working_days: Array<string>;
  product_types: Array<string>;
  updated_at: string;
  _id: string;
  name: string;
  status: string;
  address: string | null;
  workers: Array<{ _id: string; name: string; email: string; role: string }>;
  stations: { cutting: boolean; printing: boolean; sewing: boolean; packing: boolean };
};

export type ManufactureListQueryVariables = Exact<{
  status?: string | null | undefined;
}>;

export type ManufactureListQuery = {
  manufactures: Array<{
    working_days: Array<string>;
    product_types: Array<string>;
    updated_at: string;
    _id: string;
    name: string;
    status: string;
    address: string | null;
    workers: Array<{ _id: string; name: string; email: string; role: string }>;
    stations: { cutting: boolean; printing: boolean; sewing: boolean; packing: boolean };
  }>;
};

export type ShellManufacturesQueryVariables = Exact<{ [key: string]: never }>;

export type ShellManufacturesQuery = {
  manufactures: Array<{
    _id: string;
    name: string;
    status: string;
    address: string | null;
    stations: { cutting: boolean; printing: boolean; sewing: boolean; packing: boolean };
  }>;
};

export type MakeManufactureMutationVariables = Exact<{
  input: MakeManufactureInput;
}>;

export type MakeManufactureMutation = {
  makeManufacture: {
    working_days: Array<string>;
    product_types: Array<string>;
    updated_at: string;
    _id: string;
    name: string;
    status: string;
    address: string | null;
    workers: Array<{ _id: string; name: string; email: string; role: string }>;
    stations: { cutting: boolean; printing: boolean; sewing: boolean; packing: boolean };
  };
};

export type ManufacturingWorkersQueryVariables = Exact<{ [key: string]: never }>;

export type ManufacturingWorkersQuery = { manufacturingWorkers: Array<{ _id: string; name: string; email: string; role: string }> };

export type ShippingMethodFieldsFragment = {
  _id: string;
  name: string;
  carrier: string | null;
  scope: string;
  min_days: number;
  max_days: number;
  active: boolean;
  audience: string;
  merchant_group_id: string | null;
  seller_ids: Array<string>;
  trashed: boolean;
  sellers: Array<{ _id: string; name: string; email: string }>;
};

export type ShippingMethodsQueryVariables = Exact<{
  status?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type ShippingMethodsQuery = {
  shippingMethods: Array<{
    _id: string;
    name: string;
    carrier: string | null;
    scope: string;
    min_days: number;
    max_days: number;
    active: boolean;
    audience: string;
    merchant_group_id: string | null;
    seller_ids: Array<string>;
    trashed: boolean;
    sellers: Array<{ _id: string; name: string; email: string }>;
  }>;
};

export type MakeShippingMethodMutationVariables = Exact<{
  input: MakeShippingMethodInput;
}>;

export type MakeShippingMethodMutation = {
  makeShippingMethod: {
    _id: string;
    name: string;
    carrier: string | null;
    scope: string;
    min_days: number;
    max_days: number;
    active: boolean;
    audience: string;
    merchant_group_id: string | null;
    seller_ids: Array<string>;
    trashed: boolean;
    sellers: Array<{ _id: string; name: string; email: string }>;
  };
};

export type TrashShippingMethodMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type TrashShippingMethodMutation = { trashShippingMethod: number };

export type SetDefaultShippingMethodMutationVariables = Exact<{
  id: string | number;
}>;

export type SetDefaultShippingMethodMutation = { setDefaultShippingMethod: { _id: string; name: string } };

export type MyDefaultShippingQueryVariables = Exact<{ [key: string]: never }>;

export type MyDefaultShippingQuery = { cUser: { _id: string; default_shipping_method: { _id: string; name: string | null } | null } | null };

export type LogisticsMerchantGroupsQueryVariables = Exact<{ [key: string]: never }>;

export type LogisticsMerchantGroupsQuery = { merchantGroups: Array<{ _id: string; name: string }> };

export type ShippingCostTableQueryVariables = Exact<{ [key: string]: never }>;

export type ShippingCostTableQuery = {
  shippingCostTable: Array<{
    method_id: string;
    method_name: string;
    active: boolean;
    zones: Array<{
      name: string;
      countries: Array<string>;
      rest_of_world: boolean;
      tiers: Array<{ min_weight: number; max_weight: number | null; first_item: string; additional_item: string }>;
    }>;
  }>;
};

export type MakeShippingCostTableMutationVariables = Exact<{
  input: ShippingCostTableInput;
}>;

export type MakeShippingCostTableMutation = { makeShippingCostTable: { method_id: string } };

export type LocationsQueryVariables = Exact<{
  filter?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type LocationsQuery = {
  locations: Array<{
    _id: string;
    name: string;
    type: string;
    status: string;
    address1: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    postal_code: string | null;
    country: string;
    phone: string | null;
    updated_at: string;
  }>;
};

export type MakeLocationMutationVariables = Exact<{
  input: MakeLocationInput;
}>;

export type MakeLocationMutation = { makeLocation: { _id: string } };

export type TrashLocationMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type TrashLocationMutation = { trashLocation: number };

export type FulfilmentsQueryVariables = Exact<{
  types?: Array<string> | string | null | undefined;
  private?: boolean | null | undefined;
  status?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type FulfilmentsQuery = {
  fulfilments: Array<{
    _id: string;
    name: string;
    provider: string;
    account: string | null;
    credentials_hint: string;
    private: boolean;
    status: string;
    routing: string;
    is_default: boolean;
    preset_ids: Array<string>;
    updated_at: string;
  }>;
};

export type MakeFulfilmentMutationVariables = Exact<{
  input: MakeFulfilmentInput;
}>;

export type MakeFulfilmentMutation = { makeFulfilment: { _id: string } };

export type TrashFulfilmentMutationVariables = Exact<{
  id: string | number;
}>;

export type TrashFulfilmentMutation = { trashFulfilment: { _id: string; status: string } };

export type StorageSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type StorageSettingsQuery = {
  storageSettings: {
    driver: string;
    boot_driver: string;
    s3_endpoint: string | null;
    s3_region: string | null;
    s3_bucket: string | null;
    s3_access_key_id: string | null;
    s3_secret_set: boolean;
    s3_secret_hint: string | null;
    s3_force_path_style: boolean;
    updated_at: string | null;
  };
};

export type SaveStorageSettingsMutationVariables = Exact<{
  input: StorageSettingsInput;
}>;

export type SaveStorageSettingsMutation = { saveStorageSettings: { driver: string; s3_secret_set: boolean; s3_secret_hint: string | null } };

export type TestStorageConnectionMutationVariables = Exact<{
  driver: string;
}>;

export type TestStorageConnectionMutation = {
  testStorageConnection: { driver: string; ok: boolean; step: string; text: { code: string; params: unknown } | null };
};

export type ImportFulfilmentResultMutationVariables = Exact<{
  id: string | number;
  csv: string;
}>;

export type ImportFulfilmentResultMutation = {
  importFulfilmentResult: { imported: number; errors: Array<{ row: number; text: { code: string; params: unknown } }> };
};

export type MrpBatchFieldsFragment = {
  _id: string;
  code: string;
  status: string;
  print_method: string | null;
  product_type: string | null;
  product_type_name: string | null;
  colour: string | null;
  auto: boolean;
  product_count: number;
  note: string | null;
  created_at: string;
  progress: Array<{ status: string; count: number }>;
};

export type MrpBatchesQueryVariables = Exact<{
  manufacture_id: string | number;
  status?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type MrpBatchesQuery = {
  mrpBatches: Array<{
    _id: string;
    code: string;
    status: string;
    print_method: string | null;
    product_type: string | null;
    product_type_name: string | null;
    colour: string | null;
    auto: boolean;
    product_count: number;
    note: string | null;
    created_at: string;
    progress: Array<{ status: string; count: number }>;
  }>;
};

export type MrpBatchCountersQueryVariables = Exact<{
  manufacture_id: string | number;
}>;

export type MrpBatchCountersQuery = { mrpBatchCounters: Array<{ status: string; count: number }> };

export type MrpBatchProductionsQueryVariables = Exact<{
  batch_id: string;
}>;

export type MrpBatchProductionsQuery = {
  mrpProducts: { total: number; items: Array<{ _id: string; code: string; status: string; order_number: number; product_name: string }> };
};

export type UpdateMrpBatchMutationVariables = Exact<{
  input: UpdateMrpBatchInput;
}>;

export type UpdateMrpBatchMutation = {
  updateMrpBatchProduct: {
    _id: string;
    code: string;
    status: string;
    print_method: string | null;
    product_type: string | null;
    product_type_name: string | null;
    colour: string | null;
    auto: boolean;
    product_count: number;
    note: string | null;
    created_at: string;
    progress: Array<{ status: string; count: number }>;
  };
};

export type TrashMrpBatchMutationVariables = Exact<{
  id: string | number;
}>;

export type TrashMrpBatchMutation = { trashMrpBatchProduct: boolean };

export type PrintBatchLabelsMutationVariables = Exact<{
  id: string | number;
}>;

export type PrintBatchLabelsMutation = { printBarcodeMrpBatch: { url: string; size: number } };

export type ExportBatchMutationVariables = Exact<{
  id: string | number;
}>;

export type ExportBatchMutation = { exportBatchProducts: { url: string; size: number } };

export type BatchGangSheetMutationVariables = Exact<{
  id: string | number;
}>;

export type BatchGangSheetMutation = {
  mrpBatchGangSheet: { dpi: number; pick_list_url: string; area_used: number; sheets: Array<{ url: string; width_px: number; length_px: number }> };
};

export type ProductionReportQueryVariables = Exact<{
  tab?: string | null | undefined;
}>;

export type ProductionReportQuery = {
  productionReport: {
    tab: string;
    from: string;
    to: string;
    station_days: Array<{ day: string; station: string; units: number }>;
    workers: Array<{ worker_id: string; worker_name: string | null; station: string; units: number }>;
    station_errors: Array<{ station: string; units: number; errors: number; rate: number | null }>;
    error_codes: Array<{ code: number; station: string; errors: number; rate: number | null }>;
    station_times: Array<{ station: string; stays: number; avg_seconds: number }>;
    reprints: { productions: number; reproductions: number; ratio: number | null };
    late: {
      open_late: number;
      packed_late: number;
      packed_on_time: number;
      productions: Array<{ _id: string; code: string; status: string; ship_by: string }>;
    };
  };
};

export type MrpProductRowFieldsFragment = {
  _id: string;
  code: string;
  status: string;
  order_id: string;
  order_number: number;
  unit_index: number;
  seller_name: string | null;
  batch_id: string | null;
  product_name: string;
  variant_title: string;
  print_method: string | null;
  image: string | null;
  priority: number;
  ship_by: string;
  late: boolean;
  note: string | null;
  reproduction_of: string | null;
  source: string;
  created_at: string;
  route: Array<string>;
  print_files: Array<{ side: string; url: string | null; thumbnail_url: string | null }>;
  errors: Array<{ code: number; step: string; note: string | null; created_at: string; resolved_at: string | null }>;
  steps: Array<{ from: string; to: string; station: string | null; worker_name: string | null; scanned_at: string }>;
};

export type MrpProductsQueryVariables = Exact<{
  status?: string | null | undefined;
  source?: string | null | undefined;
  merchant_group_id?: string | number | null | undefined;
  product_type?: string | null | undefined;
  search?: string | null | undefined;
  batch_id?: string | null | undefined;
  priority?: boolean | null | undefined;
  late?: boolean | null | undefined;
  page?: number | null | undefined;
}>;

export type MrpProductsQuery = {
  mrpProducts: {
    total: number;
    items: Array<{
      _id: string;
      code: string;
      status: string;
      order_id: string;
      order_number: number;
      unit_index: number;
      seller_name: string | null;
      batch_id: string | null;
      product_name: string;
      variant_title: string;
      print_method: string | null;
      image: string | null;
      priority: number;
      ship_by: string;
      late: boolean;
      note: string | null;
      reproduction_of: string | null;
      source: string;
      created_at: string;
      route: Array<string>;
      print_files: Array<{ side: string; url: string | null; thumbnail_url: string | null }>;
      errors: Array<{ code: number; step: string; note: string | null; created_at: string; resolved_at: string | null }>;
      steps: Array<{ from: string; to: string; station: string | null; worker_name: string | null; scanned_at: string }>;
    }>;
  };
};

export type MrpProductCountersQueryVariables = Exact<{
  source?: string | null | undefined;
}>;

export type MrpProductCountersQuery = { mrpProductCounters: Array<{ status: string; count: number }> };

export type MrpCountersChangedSubscriptionVariables = Exact<{
  manufacture_id: string | number;
}>;

export type MrpCountersChangedSubscription = { mrpCountersChanged: { manufacture_id: string; counters: Array<{ status: string; count: number }> } };

export type UpdateMrpProductsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  hold?: boolean | null | undefined;
  priority?: number | null | undefined;
}>;

export type UpdateMrpProductsMutation = { updateMrpProducts: Array<{ _id: string; status: string; priority: number }> };

export type MrpProductNextProcessStepMutationVariables = Exact<{
  _id: string;
  station?: string | null | undefined;
  scanned_at?: string | null | undefined;
}>;

export type MrpProductNextProcessStepMutation = {
  mrpProductNextProcessStep: { changed: boolean; from: string; to: string; reason: string | null; product: { _id: string; code: string; status: string } };
};

export type ReportMrpErrorMutationVariables = Exact<{
  _id: string;
  errors: Array<number> | number;
  note?: string | null | undefined;
}>;

export type ReportMrpErrorMutation = { reportMrpError: { _id: string; code: string; status: string } };

export type MrpErrorCodesQueryVariables = Exact<{ [key: string]: never }>;

export type MrpErrorCodesQuery = { mrpErrorCodes: Array<{ code: number; step: string; key: string; label: string | null; active: boolean }> };

export type MrpMerchantGroupsQueryVariables = Exact<{ [key: string]: never }>;

export type MrpMerchantGroupsQuery = { merchantGroups: Array<{ _id: string; name: string }> };

export type MrpProductTypeOptionsQueryVariables = Exact<{
  provider: string;
}>;

export type MrpProductTypeOptionsQuery = { providerProductType: Array<{ _id: string; name: string }> };

export type MakeMrpBatchMutationVariables = Exact<{
  product_ids: Array<string | number> | string | number;
  params?: MakeMrpBatchParams | null | undefined;
}>;

export type MakeMrpBatchMutation = { makeMrpBatchProduct: { _id: string; code: string; product_count: number } };

export type ProviderLineFieldsFragment = {
  _id: string;
  order_id: string;
  order_number: number;
  provider: string;
  account_name: string | null;
  sku: string;
  name: string;
  quantity: number;
  status: string;
  error: string | null;
  sent_at: string | null;
  file_url: string | null;
  tracking_number: string | null;
  carrier: string | null;
  tracking_url: string | null;
};

export type MrpProviderLinesQueryVariables = Exact<{
  provider?: string | null | undefined;
  status?: string | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type MrpProviderLinesQuery = {
  mrpProviderLines: Array<{
    _id: string;
    order_id: string;
    order_number: number;
    provider: string;
    account_name: string | null;
    sku: string;
    name: string;
    quantity: number;
    status: string;
    error: string | null;
    sent_at: string | null;
    file_url: string | null;
    tracking_number: string | null;
    carrier: string | null;
    tracking_url: string | null;
  }>;
};

export type MrpProviderCountersQueryVariables = Exact<{
  provider?: string | null | undefined;
  search?: string | null | undefined;
}>;

export type MrpProviderCountersQuery = {
  mrpProviderCounters: { all: number; queued: number; sent: number; in_production: number; shipped: number; failed: number; cancelled: number };
};

export type ResendProviderLineMutationVariables = Exact<{
  id: string | number;
}>;

export type ResendProviderLineMutation = {
  resendProviderLine: {
    _id: string;
    order_id: string;
    order_number: number;
    provider: string;
    account_name: string | null;
    sku: string;
    name: string;
    quantity: number;
    status: string;
    error: string | null;
    sent_at: string | null;
    file_url: string | null;
    tracking_number: string | null;
    carrier: string | null;
    tracking_url: string | null;
  };
};

export type NotificationItemFieldsFragment = {
  _id: string;
  type: string;
  code: string | null;
  subject: string;
  content: string | null;
  image: string | null;
  created_at: number;
  status: string;
  referent: string | null;
};

export type NotificationsQueryVariables = Exact<{
  status?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type NotificationsQuery = {
  notifications: Array<{
    _id: string;
    type: string;
    code: string | null;
    subject: string;
    content: string | null;
    image: string | null;
    created_at: number;
    status: string;
    referent: string | null;
  }>;
};

export type NotificationsCountQueryVariables = Exact<{
  status?: string | null | undefined;
}>;

export type NotificationsCountQuery = { notificationsCount: number };

export type NotificationMakeMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  status: string;
}>;

export type NotificationMakeMutation = { notificationMake: number };

export type NotificationReadAllMutationVariables = Exact<{ [key: string]: never }>;

export type NotificationReadAllMutation = { notificationReadAll: number };

export type NotificationAddedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type NotificationAddedSubscription = {
  notificationAdded: {
    _id: string;
    type: string;
    code: string | null;
    subject: string;
    content: string | null;
    image: string | null;
    created_at: number;
    status: string;
    referent: string | null;
  };
};

export type OrderFulfilmentsQueryVariables = Exact<{
  status?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type OrderFulfilmentsQuery = {
  orders: Array<{
    _id: string;
    number: number;
    status: string;
    created_at: string;
    paid_at: string | null;
    produced_at: string | null;
    fulfilled_at: string | null;
    completed_at: string | null;
    item_count: number;
    shipping_address: { name: string; country: string };
    store: { _id: string; name: string; platform: string } | null;
    fulfilled_by: Array<{ kind: string; name: string | null; provider: string; units: number }>;
  }>;
};

export type OrderRowFieldsFragment = {
  _id: string;
  number: number;
  status: string;
  platform: string;
  platform_order_id: string | null;
  total: string;
  paid: string;
  item_count: number;
  priority: boolean;
  is_test: boolean;
  created_at: string;
  shipping_address: { name: string; city: string; country: string };
  store: { _id: string; name: string; platform: string } | null;
  seller: { _id: string; email: string; name: string; role: string } | null;
};

export type OrdersQueryVariables = Exact<{
  status?: string | null | undefined;
  store_id?: string | number | null | undefined;
  search?: string | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type OrdersQuery = {
  orders: Array<{
    _id: string;
    number: number;
    status: string;
    platform: string;
    platform_order_id: string | null;
    total: string;
    paid: string;
    item_count: number;
    priority: boolean;
    is_test: boolean;
    created_at: string;
    shipping_address: { name: string; city: string; country: string };
    store: { _id: string; name: string; platform: string } | null;
    seller: { _id: string; email: string; name: string; role: string } | null;
  }>;
};

export type OrderCountersQueryVariables = Exact<{
  store_id?: string | number | null | undefined;
  search?: string | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
}>;

export type OrderCountersQuery = {
  orderCounters: {
    all: number;
    pending: number;
    processing: number;
    in_production: number;
    fulfilled: number;
    completed: number;
    on_hold: number;
    cancelled: number;
    refunded: number;
    trash: number;
  };
};

export type ProcessOrdersMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type ProcessOrdersMutation = {
  processOrders: Array<{ _id: string; number: number | null; ok: boolean; status: string | null; reason: string | null; message: string | null }>;
};

export type HoldOrderMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;

export type HoldOrderMutation = { holdOrder: { _id: string; status: string } };

export type CancelOrderMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;

export type CancelOrderMutation = { cancelOrder: { _id: string; status: string } };

export type StoreOptionsQueryVariables = Exact<{ [key: string]: never }>;

export type StoreOptionsQuery = { stores: Array<{ _id: string; name: string; platform: string }> };

export type AddressFieldsFragment = {
  name: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string | null;
  zip: string | null;
  country: string;
  phone: string | null;
  email: string | null;
};

export type OrderQueryVariables = Exact<{
  id: string | number;
}>;

export type OrderQuery = {
  order: {
    seller_id: string;
    parent_id: string | null;
    shipping_method_id: string | null;
    subtotal: string;
    discount: string;
    additional_print: string;
    tax: string;
    shipping: string;
    base_cost: string;
    notes: string | null;
    ship_by_seller: boolean;
    editable: boolean;
    actions: Array<string>;
    paid_at: string | null;
    produced_at: string | null;
    fulfilled_at: string | null;
    completed_at: string | null;
    cancelled_at: string | null;
    _id: string;
    number: number;
    status: string;
    platform: string;
    platform_order_id: string | null;
    total: string;
    paid: string;
    item_count: number;
    priority: boolean;
    is_test: boolean;
    created_at: string;
    shipping_address: {
      name: string;
      city: string;
      country: string;
      company: string | null;
      address1: string;
      address2: string | null;
      state: string | null;
      zip: string | null;
      phone: string | null;
      email: string | null;
    };
    billing_address: {
      name: string;
      company: string | null;
      address1: string;
      address2: string | null;
      city: string;
      state: string | null;
      zip: string | null;
      country: string;
      phone: string | null;
      email: string | null;
    } | null;
    provider_lines: Array<{
      _id: string;
      provider: string;
      sku: string;
      status: string;
      tracking_number: string | null;
      carrier: string | null;
      tracking_url: string | null;
      shipped_at: string | null;
    }>;
    items: Array<{
      _id: string;
      sku: string;
      name: string;
      quantity: number;
      price: string;
      total: string;
      product_id: string;
      design_urls: unknown;
      design_files: Array<{ area: string; file_id: string; url: string | null; name: string | null }>;
    }>;
    store: { _id: string; name: string; platform: string } | null;
    seller: { _id: string; email: string; name: string; role: string } | null;
  };
};

export type MakeOrderMutationVariables = Exact<{
  input: MakeOrderInput;
}>;

export type MakeOrderMutation = { makeOrder: { _id: string; status: string; total: string } };

export type SplitOrderMutationVariables = Exact<{
  id: string | number;
  product_ids: Array<string | number> | string | number;
}>;

export type SplitOrderMutation = { splitOrder: { _id: string; number: number } };

export type CloneOrderMutationVariables = Exact<{
  id: string | number;
}>;

export type CloneOrderMutation = { cloneOrder: { _id: string; number: number } };

export type RefundOrderMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;

export type RefundOrderMutation = { refundOrder: { _id: string; status: string } };

export type RestoreOrderMutationVariables = Exact<{
  id: string | number;
}>;

export type RestoreOrderMutation = { restoreOrder: { _id: string; status: string } };

export type TrashOrderMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;

export type TrashOrderMutation = { trashOrder: { _id: string; status: string } };

export type ReleaseOrderMutationVariables = Exact<{
  id: string | number;
  reason?: string | null | undefined;
}>;

export type ReleaseOrderMutation = { releaseOrder: { _id: string; status: string } };

export type StoreFieldsFragment = {
  _id: string;
  name: string;
  platform: string;
  domain: string | null;
  status: string;
  order_count: number;
  token_prefix: string | null;
  token_last_used_at: string | null;
  has_webhook_secret: boolean;
  created_at: string;
  seller: { _id: string; email: string; name: string; role: string } | null;
};

export type StoresQueryVariables = Exact<{
  status?: string | null | undefined;
  name?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type StoresQuery = {
  stores: Array<{
    _id: string;
    name: string;
    platform: string;
    domain: string | null;
    status: string;
    order_count: number;
    token_prefix: string | null;
    token_last_used_at: string | null;
    has_webhook_secret: boolean;
    created_at: string;
    seller: { _id: string; email: string; name: string; role: string } | null;
  }>;
  storeCounter: { all: number; active: number; trash: number };
};

export type MakeStoreMutationVariables = Exact<{
  input: MakeStoreInput;
}>;

export type MakeStoreMutation = {
  makeStore: {
    _id: string;
    name: string;
    platform: string;
    domain: string | null;
    status: string;
    order_count: number;
    token_prefix: string | null;
    token_last_used_at: string | null;
    has_webhook_secret: boolean;
    created_at: string;
    seller: { _id: string; email: string; name: string; role: string } | null;
  };
};

export type TrashStoreMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type TrashStoreMutation = { trashStore: number };

export type RotateStoreTokenMutationVariables = Exact<{
  store_id: string | number;
}>;

export type RotateStoreTokenMutation = { rotateStoreToken: { token: string; prefix: string } };

export type RevokeStoreTokenMutationVariables = Exact<{
  store_id: string | number;
}>;

export type RevokeStoreTokenMutation = {
  revokeStoreToken: {
    _id: string;
    name: string;
    platform: string;
    domain: string | null;
    status: string;
    order_count: number;
    token_prefix: string | null;
    token_last_used_at: string | null;
    has_webhook_secret: boolean;
    created_at: string;
    seller: { _id: string; email: string; name: string; role: string } | null;
  };
};

export type MrpPackageRowFieldsFragment = {
  _id: string;
  code: string;
  status: string;
  order_id: string;
  order_number: number;
  shipping_method_id: string | null;
  source: string;
  tracking_status: string;
  bin_number: number | null;
  units_total: number;
  units_packed: number;
  ship_by_seller: boolean;
  international: boolean;
  declared_weight: number;
  real_weight: number | null;
  real_width: number | null;
  real_height: number | null;
  real_length: number | null;
  estimated_cost: string | null;
  real_cost: string | null;
  carrier: string | null;
  carrier_name: string | null;
  tracking_number: string | null;
  has_label: boolean;
  packed_at: string | null;
  labelled_at: string | null;
  picked_up_at: string | null;
  delivered_at: string | null;
  created_at: string;
};

export type MrpPackagesQueryVariables = Exact<{
  status?: string | null | undefined;
  source?: string | null | undefined;
  shipping?: string | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
  per_page?: number | null | undefined;
}>;

export type MrpPackagesQuery = {
  mrpPackages: {
    total: number;
    items: Array<{
      _id: string;
      code: string;
      status: string;
      order_id: string;
      order_number: number;
      shipping_method_id: string | null;
      source: string;
      tracking_status: string;
      bin_number: number | null;
      units_total: number;
      units_packed: number;
      ship_by_seller: boolean;
      international: boolean;
      declared_weight: number;
      real_weight: number | null;
      real_width: number | null;
      real_height: number | null;
      real_length: number | null;
      estimated_cost: string | null;
      real_cost: string | null;
      carrier: string | null;
      carrier_name: string | null;
      tracking_number: string | null;
      has_label: boolean;
      packed_at: string | null;
      labelled_at: string | null;
      picked_up_at: string | null;
      delivered_at: string | null;
      created_at: string;
    }>;
  };
};

export type MrpPackageCountersQueryVariables = Exact<{
  source?: string | null | undefined;
  shipping?: string | null | undefined;
}>;

export type MrpPackageCountersQuery = {
  mrpPackageCounters: { statuses: Array<{ key: string; count: number }>; shipping: Array<{ key: string; name: string | null; count: number }> };
};

export type MrpPackageQueryVariables = Exact<{
  _id: string;
}>;

export type MrpPackageQuery = {
  mrpPackage: {
    _id: string;
    code: string;
    status: string;
    order_id: string;
    order_number: number;
    shipping_method_id: string | null;
    source: string;
    tracking_status: string;
    bin_number: number | null;
    units_total: number;
    units_packed: number;
    ship_by_seller: boolean;
    international: boolean;
    declared_weight: number;
    real_weight: number | null;
    real_width: number | null;
    real_height: number | null;
    real_length: number | null;
    estimated_cost: string | null;
    real_cost: string | null;
    carrier: string | null;
    carrier_name: string | null;
    tracking_number: string | null;
    has_label: boolean;
    packed_at: string | null;
    labelled_at: string | null;
    picked_up_at: string | null;
    delivered_at: string | null;
    created_at: string;
    productions: Array<{ _id: string; code: string; status: string; product_name: string; variant_title: string; image: string | null }>;
  };
};

export type PackMrpProductMutationVariables = Exact<{
  code: string;
}>;

export type PackMrpProductMutation = {
  packMrpProduct: {
    bin_number: number | null;
    packed: number;
    total: number;
    complete: boolean;
    changed: boolean;
    reason: string | null;
    package: {
      _id: string;
      code: string;
      status: string;
      order_id: string;
      order_number: number;
      shipping_method_id: string | null;
      source: string;
      tracking_status: string;
      bin_number: number | null;
      units_total: number;
      units_packed: number;
      ship_by_seller: boolean;
      international: boolean;
      declared_weight: number;
      real_weight: number | null;
      real_width: number | null;
      real_height: number | null;
      real_length: number | null;
      estimated_cost: string | null;
      real_cost: string | null;
      carrier: string | null;
      carrier_name: string | null;
      tracking_number: string | null;
      has_label: boolean;
      packed_at: string | null;
      labelled_at: string | null;
      picked_up_at: string | null;
      delivered_at: string | null;
      created_at: string;
    };
  };
};

export type LabelMrpPackageMutationVariables = Exact<{
  _id: string;
}>;

export type LabelMrpPackageMutation = {
  labelMrpPackage: {
    _id: string;
    code: string;
    status: string;
    order_id: string;
    order_number: number;
    shipping_method_id: string | null;
    source: string;
    tracking_status: string;
    bin_number: number | null;
    units_total: number;
    units_packed: number;
    ship_by_seller: boolean;
    international: boolean;
    declared_weight: number;
    real_weight: number | null;
    real_width: number | null;
    real_height: number | null;
    real_length: number | null;
    estimated_cost: string | null;
    real_cost: string | null;
    carrier: string | null;
    carrier_name: string | null;
    tracking_number: string | null;
    has_label: boolean;
    packed_at: string | null;
    labelled_at: string | null;
    picked_up_at: string | null;
    delivered_at: string | null;
    created_at: string;
  };
};

export type PrintMrpPackageMutationVariables = Exact<{
  _id: string;
}>;

export type PrintMrpPackageMutation = { printMrpPackage: { url: string; pages: number } };

export type SetMrpPackageMeasuresMutationVariables = Exact<{
  _id: string;
  weight: number;
  width?: number | null | undefined;
  height?: number | null | undefined;
  length?: number | null | undefined;
}>;

export type SetMrpPackageMeasuresMutation = {
  setMrpPackageMeasures: {
    _id: string;
    code: string;
    status: string;
    order_id: string;
    order_number: number;
    shipping_method_id: string | null;
    source: string;
    tracking_status: string;
    bin_number: number | null;
    units_total: number;
    units_packed: number;
    ship_by_seller: boolean;
    international: boolean;
    declared_weight: number;
    real_weight: number | null;
    real_width: number | null;
    real_height: number | null;
    real_length: number | null;
    estimated_cost: string | null;
    real_cost: string | null;
    carrier: string | null;
    carrier_name: string | null;
    tracking_number: string | null;
    has_label: boolean;
    packed_at: string | null;
    labelled_at: string | null;
    picked_up_at: string | null;
    delivered_at: string | null;
    created_at: string;
  };
};

export type TrashMrpProductPackageMutationVariables = Exact<{
  _id: string;
}>;

export type TrashMrpProductPackageMutation = {
  trashMrpProductPackage: {
    _id: string;
    code: string;
    status: string;
    order_id: string;
    order_number: number;
    shipping_method_id: string | null;
    source: string;
    tracking_status: string;
    bin_number: number | null;
    units_total: number;
    units_packed: number;
    ship_by_seller: boolean;
    international: boolean;
    declared_weight: number;
    real_weight: number | null;
    real_width: number | null;
    real_height: number | null;
    real_length: number | null;
    estimated_cost: string | null;
    real_cost: string | null;
    carrier: string | null;
    carrier_name: string | null;
    tracking_number: string | null;
    has_label: boolean;
    packed_at: string | null;
    labelled_at: string | null;
    picked_up_at: string | null;
    delivered_at: string | null;
    created_at: string;
  };
};

export type ScanPackageTrackingMutationVariables = Exact<{
  tracking: string;
}>;

export type ScanPackageTrackingMutation = {
  scanPackageTracking: {
    _id: string;
    code: string;
    status: string;
    order_id: string;
    order_number: number;
    shipping_method_id: string | null;
    source: string;
    tracking_status: string;
    bin_number: number | null;
    units_total: number;
    units_packed: number;
    ship_by_seller: boolean;
    international: boolean;
    declared_weight: number;
    real_weight: number | null;
    real_width: number | null;
    real_height: number | null;
    real_length: number | null;
    estimated_cost: string | null;
    real_cost: string | null;
    carrier: string | null;
    carrier_name: string | null;
    tracking_number: string | null;
    has_label: boolean;
    packed_at: string | null;
    labelled_at: string | null;
    picked_up_at: string | null;
    delivered_at: string | null;
    created_at: string;
  };
};

export type UpdateProfileMutationVariables = Exact<{
  name?: string | null | undefined;
  phone_number?: string | null | undefined;
  sale_plan?: string | null | undefined;
  facebook?: string | null | undefined;
  skype?: string | null | undefined;
}>;

export type UpdateProfileMutation = {
  updateProfile: { _id: string; name: string; phone_number: string | null; sale_plan: string | null; facebook: string | null; skype: string | null };
};

export type UpdatePasswordMutationVariables = Exact<{
  password?: string | null | undefined;
  new_password?: string | null | undefined;
}>;

export type UpdatePasswordMutation = { updateProfile: { _id: string } };

export type SaveCustomizerMutationVariables = Exact<{
  customizer?: unknown;
}>;

export type SaveCustomizerMutation = { updateProfile: { _id: string; customizer: unknown } };

export type ToggleDesignProductionMutationVariables = Exact<{
  _id: string | number;
  is_hide: boolean;
}>;

export type ToggleDesignProductionMutation = { toggleDesignProduction: { _id: string; disable_design_production: boolean; hide_production: boolean } };

export type UserUpdatedSubscriptionVariables = Exact<{
  _id: string | number;
}>;

export type UserUpdatedSubscription = {
  userUpdated: { _id: string; identity: string | null; status: string; identity_label: string | null; total_credit: string; vip: number };
};

export type TicketRowFieldsFragment = {
  _id: string;
  code: string;
  subject: string;
  type: string;
  status: string;
  priority: string;
  referent: string | null;
  order_id: string | null;
  created_at: string;
  last_message_at: string;
  seller: { _id: string; email: string; name: string; role: string } | null;
  assignee: { _id: string; email: string; name: string; role: string } | null;
};

export type TicketsQueryVariables = Exact<{
  status?: string | null | undefined;
  type?: string | null | undefined;
  assignee_id?: string | number | null | undefined;
  seller_id?: string | number | null | undefined;
  order_id?: string | number | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type TicketsQuery = {
  tickets: Array<{
    _id: string;
    code: string;
    subject: string;
    type: string;
    status: string;
    priority: string;
    referent: string | null;
    order_id: string | null;
    created_at: string;
    last_message_at: string;
    seller: { _id: string; email: string; name: string; role: string } | null;
    assignee: { _id: string; email: string; name: string; role: string } | null;
  }>;
};

export type TicketCountersQueryVariables = Exact<{
  type?: string | null | undefined;
  assignee_id?: string | number | null | undefined;
  seller_id?: string | number | null | undefined;
  order_id?: string | number | null | undefined;
  search?: string | null | undefined;
}>;

export type TicketCountersQuery = { ticketCounters: { all: number; open: number; inprocess: number; resolved: number; closed: number } };

export type TicketFieldsFragment = {
  item_id: string | null;
  listing_id: string | null;
  merged_into: string | null;
  next_statuses: Array<string>;
  _id: string;
  code: string;
  subject: string;
  type: string;
  status: string;
  priority: string;
  referent: string | null;
  order_id: string | null;
  created_at: string;
  last_message_at: string;
  messages: Array<{
    _id: string;
    body: string;
    internal: boolean;
    created_at: string;
    author: { _id: string; email: string; name: string; role: string } | null;
    attachments: Array<{ _id: string; name: string; url: string; thumbnail: string }>;
  }>;
  seller: { _id: string; email: string; name: string; role: string } | null;
  assignee: { _id: string; email: string; name: string; role: string } | null;
};

export type TicketQueryVariables = Exact<{
  id: string | number;
}>;

export type TicketQuery = {
  ticket: {
    item_id: string | null;
    listing_id: string | null;
    merged_into: string | null;
    next_statuses: Array<string>;
    _id: string;
    code: string;
    subject: string;
    type: string;
    status: string;
    priority: string;
    referent: string | null;
    order_id: string | null;
    created_at: string;
    last_message_at: string;
    messages: Array<{
      _id: string;
      body: string;
      internal: boolean;
      created_at: string;
      author: { _id: string; email: string; name: string; role: string } | null;
      attachments: Array<{ _id: string; name: string; url: string; thumbnail: string }>;
    }>;
    seller: { _id: string; email: string; name: string; role: string } | null;
    assignee: { _id: string; email: string; name: string; role: string } | null;
  };
};

export type TicketUpdatedSubscriptionVariables = Exact<{
  id: string | number;
}>;

export type TicketUpdatedSubscription = {
  ticketUpdated: {
    item_id: string | null;
    listing_id: string | null;
    merged_into: string | null;
    next_statuses: Array<string>;
    _id: string;
    code: string;
    subject: string;
    type: string;
    status: string;
    priority: string;
    referent: string | null;
    order_id: string | null;
    created_at: string;
    last_message_at: string;
    messages: Array<{
      _id: string;
      body: string;
      internal: boolean;
      created_at: string;
      author: { _id: string; email: string; name: string; role: string } | null;
      attachments: Array<{ _id: string; name: string; url: string; thumbnail: string }>;
    }>;
    seller: { _id: string; email: string; name: string; role: string } | null;
    assignee: { _id: string; email: string; name: string; role: string } | null;
  };
};

export type MakeTicketMutationVariables = Exact<{
  subject: string;
  type: string;
  body: string;
  order_id?: string | number | null | undefined;
  attachments?: Array<string | number> | string | number | null | undefined;
}>;

export type MakeTicketMutation = { makeTicket: { _id: string; type: string } };

export type ReplyTicketMutationVariables = Exact<{
  id: string | number;
  body: string;
  internal?: boolean | null | undefined;
  attachments?: Array<string | number> | string | number | null | undefined;
}>;

export type ReplyTicketMutation = {
  replyTicket: {
    item_id: string | null;
    listing_id: string | null;
    merged_into: string | null;
    next_statuses: Array<string>;
    _id: string;
    code: string;
    subject: string;
    type: string;
    status: string;
    priority: string;
    referent: string | null;
    order_id: string | null;
    created_at: string;
    last_message_at: string;
    messages: Array<{
      _id: string;
      body: string;
      internal: boolean;
      created_at: string;
      author: { _id: string; email: string; name: string; role: string } | null;
      attachments: Array<{ _id: string; name: string; url: string; thumbnail: string }>;
    }>;
    seller: { _id: string; email: string; name: string; role: string } | null;
    assignee: { _id: string; email: string; name: string; role: string } | null;
  };
};

export type SetTicketStatusMutationVariables = Exact<{
  id: string | number;
  status: string;
}>;

export type SetTicketStatusMutation = {
  setTicketStatus: {
    item_id: string | null;
    listing_id: string | null;
    merged_into: string | null;
    next_statuses: Array<string>;
    _id: string;
    code: string;
    subject: string;
    type: string;
    status: string;
    priority: string;
    referent: string | null;
    order_id: string | null;
    created_at: string;
    last_message_at: string;
    messages: Array<{
      _id: string;
      body: string;
      internal: boolean;
      created_at: string;
      author: { _id: string; email: string; name: string; role: string } | null;
      attachments: Array<{ _id: string; name: string; url: string; thumbnail: string }>;
    }>;
    seller: { _id: string; email: string; name: string; role: string } | null;
    assignee: { _id: string; email: string; name: string; role: string } | null;
  };
};

export type AssignTicketMutationVariables = Exact<{
  id: string | number;
  assignee_id?: string | number | null | undefined;
}>;

export type AssignTicketMutation = {
  assignTicket: {
    item_id: string | null;
    listing_id: string | null;
    merged_into: string | null;
    next_statuses: Array<string>;
    _id: string;
    code: string;
    subject: string;
    type: string;
    status: string;
    priority: string;
    referent: string | null;
    order_id: string | null;
    created_at: string;
    last_message_at: string;
    messages: Array<{
      _id: string;
      body: string;
      internal: boolean;
      created_at: string;
      author: { _id: string; email: string; name: string; role: string } | null;
      attachments: Array<{ _id: string; name: string; url: string; thumbnail: string }>;
    }>;
    seller: { _id: string; email: string; name: string; role: string } | null;
    assignee: { _id: string; email: string; name: string; role: string } | null;
  };
};

export type TicketOrderQueryVariables = Exact<{
  id: string | number;
}>;

export type TicketOrderQuery = {
  order: {
    _id: string;
    number: number;
    status: string;
    total: string;
    created_at: string;
    shipping_address: { name: string; city: string; country: string };
    items: Array<{ _id: string; sku: string; name: string; quantity: number }>;
  };
};

export type SwitchUserSearchQueryVariables = Exact<{
  search?: string | null | undefined;
}>;

export type SwitchUserSearchQuery = {
  users: Array<{ _id: string; identity: string | null; identity_label: string | null; email: string; name: string; role: string; status: string }>;
};

export type SwitchUserMutationVariables = Exact<{
  _id: string | number;
}>;

export type SwitchUserMutation = { switchUser: { token: string; _id: string } };

export type UserListFieldsFragment = {
  last_login: string | null;
  created_at: string;
  _id: string;
  identity: string | null;
  identity_label: string | null;
  email: string;
  name: string;
  role: string;
  groups: Array<string>;
  status: string;
  total_credit: string;
  vip: number;
  group: { _id: string; name: string } | null;
};

export type UserFullFieldsFragment = {
  _id: string;
  identity: string | null;
  identity_label: string | null;
  target: string | null;
  referent: string | null;
  email: string;
  role: string;
  groups: Array<string>;
  name: string;
  h: string | null;
  status: string;
  last_login: string | null;
  created_at: string;
  updated_at: string;
  phone_number: string | null;
  sale_plan: string | null;
  facebook: string | null;
  skype: string | null;
  theme: string;
  sidebarCollapsed: boolean;
  navbarColor: string;
  navbarType: string;
  footerType: string;
  menuTheme: string;
  hideScrollToTop: boolean;
  total_credit: string;
  vip: number;
  wholesale_level: number;
  payment_type: string | null;
  ship_by_seller: boolean;
  ship_by_onos: boolean;
  when_tracking_update: string | null;
  day_update_tracking: number | null;
  active_tracking_day: number | null;
  default_carrier: string | null;
  is_international: boolean;
  default_shipping_id: string | null;
  enable_non_ship: boolean;
  addition_shipping_service_price: number;
  addition_base_cost: number;
  active_production_invoice: boolean;
  current_affiliate_id: string | null;
  process_without_design: boolean;
  hold_off: boolean;
  disable_design_production: boolean;
  require_inc_active_service: boolean;
  enable_check_dimension: boolean;
  active_status: string;
  group: { _id: string; name: string } | null;
  permission: Array<{ module: string; title: string; access: { view: boolean; add: boolean; update: boolean; delete: boolean } }>;
  shipping_user: { _id: string; email: string | null; identity_label: string | null } | null;
  default_shipping_method: { _id: string; name: string | null } | null;
  hubs: Array<{ _id: string; name: string }> | null;
};

export type GroupUserFieldsFragment = { _id: string; email: string; name: string; identity_label: string | null; role: string };

export type UsersQueryVariables = Exact<{
  identity?: string | null | undefined;
  email?: string | null | undefined;
  search?: string | null | undefined;
  status?: string | null | undefined;
  group?: string | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
  withProduction?: boolean | null | undefined;
  withOrderFulfillment?: boolean | null | undefined;
  withFinance?: boolean | null | undefined;
  sort?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type UsersQuery = {
  users: Array<{
    last_login: string | null;
    created_at: string;
    _id: string;
    identity: string | null;
    identity_label: string | null;
    email: string;
    name: string;
    role: string;
    groups: Array<string>;
    status: string;
    total_credit: string;
    vip: number;
    group: { _id: string; name: string } | null;
  }>;
};

export type UsersStatusCountsQueryVariables = Exact<{
  identity?: string | null | undefined;
  email?: string | null | undefined;
  search?: string | null | undefined;
  group?: string | null | undefined;
  start?: string | null | undefined;
  end?: string | null | undefined;
  withProduction?: boolean | null | undefined;
  withOrderFulfillment?: boolean | null | undefined;
  withFinance?: boolean | null | undefined;
}>;

export type UsersStatusCountsQuery = { usersStatusCounts: Array<{ status: string; count: number }> };

export type GetUserByIdQueryVariables = Exact<{
  _id: string | number;
}>;

export type GetUserByIdQuery = {
  getUserById: {
    _id: string;
    identity: string | null;
    identity_label: string | null;
    target: string | null;
    referent: string | null;
    email: string;
    role: string;
    groups: Array<string>;
    name: string;
    h: string | null;
    status: string;
    last_login: string | null;
    created_at: string;
    updated_at: string;
    phone_number: string | null;
    sale_plan: string | null;
    facebook: string | null;
    skype: string | null;
    theme: string;
    sidebarCollapsed: boolean;
    navbarColor: string;
    navbarType: string;
    footerType: string;
    menuTheme: string;
    hideScrollToTop: boolean;
    total_credit: string;
    vip: number;
    wholesale_level: number;
    payment_type: string | null;
    ship_by_seller: boolean;
    ship_by_onos: boolean;
    when_tracking_update: string | null;
    day_update_tracking: number | null;
    active_tracking_day: number | null;
    default_carrier: string | null;
    is_international: boolean;
    default_shipping_id: string | null;
    enable_non_ship: boolean;
    addition_shipping_service_price: number;
    addition_base_cost: number;
    active_production_invoice: boolean;
    current_affiliate_id: string | null;
    process_without_design: boolean;
    hold_off: boolean;
    disable_design_production: boolean;
    require_inc_active_service: boolean;
    enable_check_dimension: boolean;
    active_status: string;
    group: { _id: string; name: string } | null;
    permission: Array<{ module: string; title: string; access: { view: boolean; add: boolean; update: boolean; delete: boolean } }>;
    shipping_user: { _id: string; email: string | null; identity_label: string | null } | null;
    default_shipping_method: { _id: string; name: string | null } | null;
    hubs: Array<{ _id: string; name: string }> | null;
  } | null;
};

export type MakeUserMutationVariables = Exact<{
  id?: string | number | null | undefined;
  params: MakeUserParams;
}>;

export type MakeUserMutation = {
  makeUser: {
    _id: string;
    identity: string | null;
    identity_label: string | null;
    target: string | null;
    referent: string | null;
    email: string;
    role: string;
    groups: Array<string>;
    name: string;
    h: string | null;
    status: string;
    last_login: string | null;
    created_at: string;
    updated_at: string;
    phone_number: string | null;
    sale_plan: string | null;
    facebook: string | null;
    skype: string | null;
    theme: string;
    sidebarCollapsed: boolean;
    navbarColor: string;
    navbarType: string;
    footerType: string;
    menuTheme: string;
    hideScrollToTop: boolean;
    total_credit: string;
    vip: number;
    wholesale_level: number;
    payment_type: string | null;
    ship_by_seller: boolean;
    ship_by_onos: boolean;
    when_tracking_update: string | null;
    day_update_tracking: number | null;
    active_tracking_day: number | null;
    default_carrier: string | null;
    is_international: boolean;
    default_shipping_id: string | null;
    enable_non_ship: boolean;
    addition_shipping_service_price: number;
    addition_base_cost: number;
    active_production_invoice: boolean;
    current_affiliate_id: string | null;
    process_without_design: boolean;
    hold_off: boolean;
    disable_design_production: boolean;
    require_inc_active_service: boolean;
    enable_check_dimension: boolean;
    active_status: string;
    group: { _id: string; name: string } | null;
    permission: Array<{ module: string; title: string; access: { view: boolean; add: boolean; update: boolean; delete: boolean } }>;
    shipping_user: { _id: string; email: string | null; identity_label: string | null } | null;
    default_shipping_method: { _id: string; name: string | null } | null;
    hubs: Array<{ _id: string; name: string }> | null;
  };
};

export type SetUsersStatusMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  status: string;
}>;

export type SetUsersStatusMutation = { setUsersStatus: number };

export type DeleteByIdMutationVariables = Exact<{
  _id: string | number;
}>;

export type DeleteByIdMutation = { deleteById: boolean };

export type AdminManufacturesQueryVariables = Exact<{ [key: string]: never }>;

export type AdminManufacturesQuery = { manufactures: Array<{ _id: string; name: string; status: string }> };

export type UserGroupFieldsFragment = {
  _id: string;
  name: string;
  status: string;
  role: string | null;
  parent_id: string | null;
  is_default: boolean;
  created_at: string;
  updated_at: string;
  permission: Array<{ module: string; title: string; access: { view: boolean; add: boolean; update: boolean; delete: boolean } }>;
};

export type UserGroupsQueryVariables = Exact<{
  name?: string | null | undefined;
  status?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type UserGroupsQuery = {
  usergroups: Array<{
    _id: string;
    name: string;
    status: string;
    role: string | null;
    parent_id: string | null;
    is_default: boolean;
    created_at: string;
    updated_at: string;
    permission: Array<{ module: string; title: string; access: { view: boolean; add: boolean; update: boolean; delete: boolean } }>;
  }>;
};

export type AllUserGroupsQueryVariables = Exact<{ [key: string]: never }>;

export type AllUserGroupsQuery = { usergroups: Array<{ _id: string; name: string; status: string }> };

export type UserGroupsAllQueryVariables = Exact<{ [key: string]: never }>;

export type UserGroupsAllQuery = {
  usergroups: Array<{
    _id: string;
    name: string;
    status: string;
    role: string | null;
    parent_id: string | null;
    is_default: boolean;
    created_at: string;
    updated_at: string;
    permission: Array<{ module: string; title: string; access: { view: boolean; add: boolean; update: boolean; delete: boolean } }>;
  }>;
};

export type MakeUserGroupMutationVariables = Exact<{
  id?: string | number | null | undefined;
  params: MakeUserGroupParams;
}>;

export type MakeUserGroupMutation = {
  makeUserGroup: {
    _id: string;
    name: string;
    status: string;
    role: string | null;
    parent_id: string | null;
    is_default: boolean;
    created_at: string;
    updated_at: string;
    permission: Array<{ module: string; title: string; access: { view: boolean; add: boolean; update: boolean; delete: boolean } }>;
  };
};

export type TrashUserGroupMutationVariables = Exact<{
  delete_ids: Array<string | number> | string | number;
}>;

export type TrashUserGroupMutation = { trashUserGroup: number };

export type GetDefaultPermissionsQueryVariables = Exact<{
  role?: string | null | undefined;
}>;

export type GetDefaultPermissionsQuery = {
  getDefaultPermissions: Array<{ module: string; title: string; access: { view: boolean; add: boolean; update: boolean; delete: boolean } }>;
};

export type UsersNoneGroupQueryVariables = Exact<{
  search?: string | null | undefined;
  group_id?: string | number | null | undefined;
  page?: number | null | undefined;
}>;

export type UsersNoneGroupQuery = {
  usersNoneGroup: { count: number; users: Array<{ _id: string; email: string; name: string; identity_label: string | null; role: string }> };
};

export type GroupMembersQueryVariables = Exact<{
  group?: string | null | undefined;
  search?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type GroupMembersQuery = { users: Array<{ _id: string; email: string; name: string; identity_label: string | null; role: string }> };

export type SetUserGroupMutationVariables = Exact<{
  id?: string | number | null | undefined;
  params: MakeUserParams;
}>;

export type SetUserGroupMutation = { makeUser: { _id: string; group: { _id: string; name: string } | null } };

export type MerchantGroupFieldsFragment = {
  _id: string;
  name: string;
  created_at: string;
  updated_at: string;
  merchants: Array<{ _id: string; identity_label: string | null; email: string }>;
};

export type MerchantGroupsQueryVariables = Exact<{
  name?: string | null | undefined;
  page?: number | null | undefined;
}>;

export type MerchantGroupsQuery = {
  merchantGroups: Array<{
    _id: string;
    name: string;
    created_at: string;
    updated_at: string;
    merchants: Array<{ _id: string; identity_label: string | null; email: string }>;
  }>;
};

export type MerchantGroupQueryVariables = Exact<{
  _id: string | number;
}>;

export type MerchantGroupQuery = {
  merchantGroup: {
    _id: string;
    name: string;
    created_at: string;
    updated_at: string;
    merchants: Array<{ _id: string; identity_label: string | null; email: string }>;
  } | null;
};

export type SaveMerchantGroupMutationVariables = Exact<{
  input: MerchantGroupInput;
}>;

export type SaveMerchantGroupMutation = {
  saveMerchantGroup: {
    _id: string;
    name: string;
    created_at: string;
    updated_at: string;
    merchants: Array<{ _id: string; identity_label: string | null; email: string }>;
  };
};

export type DeleteMerchantGroupMutationVariables = Exact<{
  _id: string | number;
}>;

export type DeleteMerchantGroupMutation = { deleteMerchantGroup: boolean };

export type UserSearchQueryVariables = Exact<{
  search?: string | null | undefined;
  group?: string | null | undefined;
}>;

export type UserSearchQuery = { users: Array<{ _id: string; identity_label: string | null; email: string }> };

export type AliasMentionFieldsFragment = { id: string; username: string | null; first_name: string | null; last_name: string | null };

export type NotificationSettingsFieldsFragment = {
  _id: string;
  user_id: string;
  type: string;
  status: string;
  mentions: Array<string>;
  url: string | null;
  subject: string | null;
  updated_at: string;
  alias_mentions: Array<{ id: string; username: string | null; first_name: string | null; last_name: string | null }>;
  group: { id: string; title: string } | null;
  events: Array<{
    id: string;
    name: string;
    mentions: Array<string>;
    status: string | null;
    url: string | null;
    group: { id: string; title: string } | null;
    alias_mentions: Array<{ id: string; username: string | null; first_name: string | null; last_name: string | null }>;
    times: Array<{ hour: number; minute: number }>;
  }>;
};

export type UserNotificationQueryVariables = Exact<{
  type: string;
  user_id?: string | number | null | undefined;
}>;

export type UserNotificationQuery = {
  userNotification: {
    _id: string;
    user_id: string;
    type: string;
    status: string;
    mentions: Array<string>;
    url: string | null;
    subject: string | null;
    updated_at: string;
    alias_mentions: Array<{ id: string; username: string | null; first_name: string | null; last_name: string | null }>;
    group: { id: string; title: string } | null;
    events: Array<{
      id: string;
      name: string;
      mentions: Array<string>;
      status: string | null;
      url: string | null;
      group: { id: string; title: string } | null;
      alias_mentions: Array<{ id: string; username: string | null; first_name: string | null; last_name: string | null }>;
      times: Array<{ hour: number; minute: number }>;
    }>;
  } | null;
};

export type MakeUserNotificationMutationVariables = Exact<{
  _id?: string | number | null | undefined;
  user_id?: string | number | null | undefined;
  type: string;
  status?: string | null | undefined;
  mentions?: Array<string> | string | null | undefined;
  url?: string | null | undefined;
  subject?: string | null | undefined;
  alias_mentions?: Array<AliasMentionInput> | AliasMentionInput | null | undefined;
  group?: NotificationGroupInput | null | undefined;
  events?: Array<NotificationEventInput> | NotificationEventInput | null | undefined;
}>;

export type MakeUserNotificationMutation = {
  makeUserNotification: {
    _id: string;
    user_id: string;
    type: string;
    status: string;
    mentions: Array<string>;
    url: string | null;
    subject: string | null;
    updated_at: string;
    alias_mentions: Array<{ id: string; username: string | null; first_name: string | null; last_name: string | null }>;
    group: { id: string; title: string } | null;
    events: Array<{
      id: string;
      name: string;
      mentions: Array<string>;
      status: string | null;
      url: string | null;
      group: { id: string; title: string } | null;
      alias_mentions: Array<{ id: string; username: string | null; first_name: string | null; last_name: string | null }>;
      times: Array<{ hour: number; minute: number }>;
    }>;
  };
};

export type InvitationsQueryVariables = Exact<{ [key: string]: never }>;

export type InvitationsQuery = { invitations: Array<{ _id: string; email: string | null; created_at: string; expires_at: string }> };

export type CreateInvitationMutationVariables = Exact<{
  email?: string | null | undefined;
  days?: number | null | undefined;
}>;

export type CreateInvitationMutation = { createInvitation: { _id: string; path: string; expires_at: string } };

export type RevokeInvitationMutationVariables = Exact<{
  id: string | number;
}>;

export type RevokeInvitationMutation = { revokeInvitation: boolean };

export type UserRefFieldsFragment = { _id: string; email: string; name: string; role: string };

export type TimelineQueryVariables = Exact<{
  entity: string;
  entity_id: string | number;
}>;

export type TimelineQuery = {
  timeline: Array<{
    _id: string;
    from: string;
    to: string;
    transition: string;
    note: string | null;
    created_at: string;
    text: { code: string; params: unknown } | null;
    actor: { _id: string; email: string; name: string; role: string } | null;
    real_actor: { _id: string; email: string; name: string; role: string } | null;
  }>;
};

export const UserSummaryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'groups' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_credit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vip' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserSummaryFieldsFragment, unknown>;
export const SessionUserFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserSummaryFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wholesale_level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hold_off' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hide_production' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disable_design_production' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customizer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sale_plan' } },
          { kind: 'Field', name: { kind: 'Name', value: 'facebook' } },
          { kind: 'Field', name: { kind: 'Name', value: 'skype' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'groups' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_credit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vip' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionUserFieldsFragment, unknown>;
export const UserRefFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserRefFieldsFragment, unknown>;
export const TransactionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TransactionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Transaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balance_after' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payment_method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payment_transaction_info' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'text' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'params' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TransactionFieldsFragment, unknown>;
export const InvoiceFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Invoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period_start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period_end' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimated_shipping' } },
          { kind: 'Field', name: { kind: 'Name', value: 'actual_shipping' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoiceFieldsFragment, unknown>;
export const InvoiceCounterFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceCounterFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceCounters' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'all' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelled' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoiceCounterFieldsFragment, unknown>;
export const ProductionLineFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductionLineFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductionTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductionLineFieldsFragment, unknown>;
export const ProductionTransactionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductionTransactionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductionTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductionLineFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacture_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacture_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductionLineFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductionTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductionTransactionFieldsFragment, unknown>;
export const ProductionInvoiceFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductionInvoiceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductionInvoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacture_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacture_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period_start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period_end' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductionInvoiceFieldsFragment, unknown>;
export const PresetCardFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PresetCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductPreset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images_thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collection' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visible' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_catalog' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_new' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_best_seller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'min_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'max_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'favorite' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PresetCardFieldsFragment, unknown>;
export const PresetCatalogFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PresetCatalogFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductPreset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PresetCardFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size_chart' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'print_areas' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addition_price' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prety_attributes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'attribute_type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'plf_attribute_name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'ffm_value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'plf_value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hex' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'default' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attribute_specifics' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'in_stock' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'name_value' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PresetCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductPreset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images_thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collection' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visible' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_catalog' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_new' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_best_seller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'min_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'max_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'favorite' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PresetCatalogFieldsFragment, unknown>;
export const PresetFullFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PresetFullFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductPreset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PresetCatalogFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'raw_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hts_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacture_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videos' } },
          { kind: 'Field', name: { kind: 'Name', value: 'short_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'template_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_preset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'print_document' } },
          { kind: 'Field', name: { kind: 'Name', value: 'print_template' } },
          { kind: 'Field', name: { kind: 'Name', value: 'base_tag_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sale_tag_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tax_fee' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tax_fee_fix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value_of_goods' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tax_groups' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_additional_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'international_shipping_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'international_shipping_additional_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'side_additional_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position_additional_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tiktok_vip_discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wholesale_level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'package_width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'package_height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'package_length' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_featured' } },
          { kind: 'Field', name: { kind: 'Name', value: 'skip_design_check' } },
          { kind: 'Field', name: { kind: 'Name', value: 'skip_affiliate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform_category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform_specifics' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linked_products' } },
          { kind: 'Field', name: { kind: 'Name', value: 'monopolist_users' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'vip' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unit_discounts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'specifics' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'required' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'print_areas' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'print' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addition_base_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_part' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_required' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_embroidery' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prety_attributes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'plf_price' } }] },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attribute_specifics' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'base_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sale_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'wholesale_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ship_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nonship_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tiktok_final_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fix_profit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
                { kind: 'Field', name: { kind: 'Name', value: 'package_width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'package_height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'package_length' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'name_value' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'type' } }] },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PresetCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductPreset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images_thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collection' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visible' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_catalog' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_new' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_best_seller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'min_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'max_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'favorite' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PresetCatalogFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductPreset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PresetCardFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size_chart' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'print_areas' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addition_price' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prety_attributes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'attribute_type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'plf_attribute_name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'ffm_value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'plf_value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hex' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'default' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attribute_specifics' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'in_stock' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'name_value' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PresetFullFieldsFragment, unknown>;
export const ImageSizeFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImageSizeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImageSize' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mask' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImageSizeFieldsFragment, unknown>;
export const ClipartFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClipartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Clipart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'file' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mimetype' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'image_sizes' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImageSizeFields' } }] },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImageSizeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImageSize' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mask' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClipartFieldsFragment, unknown>;
export const JobStateFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobState' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Job' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'error_text' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'params' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'result' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JobStateFragment, unknown>;
export const MockupDesignFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MockupDesignFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MockupDesign' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'previews' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'url' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MockupDesignFieldsFragment, unknown>;
export const FileFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FileFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'File' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'path' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mask' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mimetype' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'created_by' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image_sizes' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImageSizeFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImageSizeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImageSize' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mask' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FileFieldsFragment, unknown>;
export const FontFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FontFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Font' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'family' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'variants' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subsets' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'preview' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'files' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'style' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subset' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FontFieldsFragment, unknown>;
export const JobRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Job' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'error_text' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'params' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'result' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JobRowFragment, unknown>;
export const ListingRowFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ListingRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ItemInfo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'images' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'src' } }] },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'front' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
                { kind: 'Field', name: { kind: 'Name', value: 'queue_status' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListingRowFieldsFragment, unknown>;
export const SessionManufactureFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionManufactureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Manufacture' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'cutting' } },
                { kind: 'Field', name: { kind: 'Name', value: 'printing' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sewing' } },
                { kind: 'Field', name: { kind: 'Name', value: 'packing' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionManufactureFieldsFragment, unknown>;
export const ManufactureFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ManufactureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Manufacture' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionManufactureFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'working_days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_types' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionManufactureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Manufacture' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'cutting' } },
                { kind: 'Field', name: { kind: 'Name', value: 'printing' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sewing' } },
                { kind: 'Field', name: { kind: 'Name', value: 'packing' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ManufactureFieldsFragment, unknown>;
export const ShippingMethodFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ShippingMethodFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ShippingMethod' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'min_days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'max_days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'merchant_group_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seller_ids' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sellers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'trashed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShippingMethodFieldsFragment, unknown>;
export const MrpBatchFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MrpBatchFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MrpBatch' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'print_method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_type_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'colour' } },
          { kind: 'Field', name: { kind: 'Name', value: 'auto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'progress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MrpBatchFieldsFragment, unknown>;
export const MrpProductRowFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MrpProductRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MrpProduct' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit_index' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seller_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batch_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'variant_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'print_method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'print_files' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'side' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbnail_url' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'errors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resolved_at' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ship_by' } },
          { kind: 'Field', name: { kind: 'Name', value: 'late' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reproduction_of' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'route' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'steps' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'station' } },
                { kind: 'Field', name: { kind: 'Name', value: 'worker_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scanned_at' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MrpProductRowFieldsFragment, unknown>;
export const ProviderLineFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProviderLineFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProviderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'account_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sent_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'file_url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProviderLineFieldsFragment, unknown>;
export const NotificationItemFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Notification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referent' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationItemFieldsFragment, unknown>;
export const OrderRowFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform_order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'item_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_test' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'store' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seller' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderRowFieldsFragment, unknown>;
export const AddressFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AddressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Address' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zip' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddressFieldsFragment, unknown>;
export const StoreFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Store' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
          { kind: 'Field', name: { kind: 'Name', value: 'domain' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'token_prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'token_last_used_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'has_webhook_secret' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seller' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StoreFieldsFragment, unknown>;
export const MrpPackageRowFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MrpPackageRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MrpPackage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_method_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bin_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units_total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units_packed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ship_by_seller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'international' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declared_weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_length' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimated_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'has_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packed_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'labelled_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'picked_up_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delivered_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MrpPackageRowFieldsFragment, unknown>;
export const TicketRowFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'last_message_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seller' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignee' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TicketRowFieldsFragment, unknown>;
export const TicketFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'item_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listing_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'merged_into' } },
          { kind: 'Field', name: { kind: 'Name', value: 'next_statuses' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'internal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attachments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'last_message_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seller' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignee' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TicketFieldsFragment, unknown>;
export const UserListFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserListFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserSummaryFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'last_login' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'group' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'groups' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_credit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vip' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserListFieldsFragment, unknown>;
export const PermissionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PermissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModulePermissionModel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'module' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'access' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'view' } },
                { kind: 'Field', name: { kind: 'Name', value: 'add' } },
                { kind: 'Field', name: { kind: 'Name', value: 'update' } },
                { kind: 'Field', name: { kind: 'Name', value: 'delete' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PermissionFieldsFragment, unknown>;
export const UserFullFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserFullFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'target' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'groups' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'h' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'last_login' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'group' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'permission' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PermissionFields' } }] },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'phone_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sale_plan' } },
          { kind: 'Field', name: { kind: 'Name', value: 'facebook' } },
          { kind: 'Field', name: { kind: 'Name', value: 'skype' } },
          { kind: 'Field', name: { kind: 'Name', value: 'theme' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sidebarCollapsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'navbarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'navbarType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'footerType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuTheme' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hideScrollToTop' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_credit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vip' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wholesale_level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payment_type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ship_by_seller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ship_by_onos' } },
          { kind: 'Field', name: { kind: 'Name', value: 'when_tracking_update' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day_update_tracking' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active_tracking_day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'default_carrier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_international' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'default_shipping_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'default_shipping_method' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'enable_non_ship' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addition_shipping_service_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addition_base_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active_production_invoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'current_affiliate_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'process_without_design' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hold_off' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disable_design_production' } },
          { kind: 'Field', name: { kind: 'Name', value: 'require_inc_active_service' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enable_check_dimension' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active_status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hubs' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PermissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModulePermissionModel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'module' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'access' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'view' } },
                { kind: 'Field', name: { kind: 'Name', value: 'add' } },
                { kind: 'Field', name: { kind: 'Name', value: 'update' } },
                { kind: 'Field', name: { kind: 'Name', value: 'delete' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserFullFieldsFragment, unknown>;
export const GroupUserFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GroupUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GroupUserFieldsFragment, unknown>;
export const UserGroupFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserGroupFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserGroup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parent_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_default' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'permission' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PermissionFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PermissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModulePermissionModel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'module' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'access' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'view' } },
                { kind: 'Field', name: { kind: 'Name', value: 'add' } },
                { kind: 'Field', name: { kind: 'Name', value: 'update' } },
                { kind: 'Field', name: { kind: 'Name', value: 'delete' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserGroupFieldsFragment, unknown>;
export const MerchantGroupFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MerchantGroupFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MerchantGroup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'merchants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MerchantGroupFieldsFragment, unknown>;
export const AliasMentionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AliasMentionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AliasMention' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'first_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'last_name' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AliasMentionFieldsFragment, unknown>;
export const NotificationSettingsFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationSettingsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserNotificationSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'user_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mentions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'alias_mentions' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AliasMentionFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'group' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'events' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mentions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'group' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'alias_mentions' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AliasMentionFields' } }] },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'times' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hour' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minute' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AliasMentionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AliasMention' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'first_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'last_name' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationSettingsFieldsFragment, unknown>;
export const ApiTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ApiToken' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'apiToken' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'last_used_at' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApiTokenQuery, ApiTokenQueryVariables>;
export const RegenerateApiTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RegenerateApiToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scopes' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'regenerateApiToken' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'scopes' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'scopes' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegenerateApiTokenMutation, RegenerateApiTokenMutationVariables>;
export const UserPermissionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserPermissions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userPermissions' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PermissionFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PermissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModulePermissionModel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'module' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'access' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'view' } },
                { kind: 'Field', name: { kind: 'Name', value: 'add' } },
                { kind: 'Field', name: { kind: 'Name', value: 'update' } },
                { kind: 'Field', name: { kind: 'Name', value: 'delete' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserPermissionsQuery, UserPermissionsQueryVariables>;
export const PermissionsChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'PermissionsChanged' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'permissionsChanged' } }] },
    },
  ],
} as unknown as DocumentNode<PermissionsChangedSubscription, PermissionsChangedSubscriptionVariables>;
export const CurrentUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CurrentUser' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cUser' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionUserFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userPermissions' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PermissionFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'manufactures' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionManufactureFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'groups' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_credit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vip' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserSummaryFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wholesale_level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hold_off' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hide_production' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disable_design_production' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customizer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sale_plan' } },
          { kind: 'Field', name: { kind: 'Name', value: 'facebook' } },
          { kind: 'Field', name: { kind: 'Name', value: 'skype' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PermissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModulePermissionModel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'module' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'access' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'view' } },
                { kind: 'Field', name: { kind: 'Name', value: 'add' } },
                { kind: 'Field', name: { kind: 'Name', value: 'update' } },
                { kind: 'Field', name: { kind: 'Name', value: 'delete' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionManufactureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Manufacture' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'cutting' } },
                { kind: 'Field', name: { kind: 'Name', value: 'printing' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sewing' } },
                { kind: 'Field', name: { kind: 'Name', value: 'packing' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const TransactionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Transactions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'transactions' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'type' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'user_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TransactionFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TransactionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Transaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balance_after' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payment_method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payment_transaction_info' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'text' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'params' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TransactionsQuery, TransactionsQueryVariables>;
export const TransactionCountersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TransactionCounters' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'transactionCounters' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'type' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'user_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'all' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancel' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'transactionSum' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'type' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'user_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'topup' } },
                { kind: 'Field', name: { kind: 'Name', value: 'payment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refund' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TransactionCountersQuery, TransactionCountersQueryVariables>;
export const TopupAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TopupAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'amount' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Flex' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'payment_method' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'payment_transaction_info' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'message' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'topupAccount' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'amount' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'amount' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'payment_method' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'payment_method' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'payment_transaction_info' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'payment_transaction_info' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'message' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'message' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TransactionFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TransactionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Transaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balance_after' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payment_method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payment_transaction_info' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'text' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'params' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TopupAccountMutation, TopupAccountMutationVariables>;
export const MakeTransactionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MakeTransaction' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeTransaction' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'reason' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TransactionFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TransactionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Transaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'balance_after' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payment_method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payment_transaction_info' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'text' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'params' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MakeTransactionMutation, MakeTransactionMutationVariables>;
export const InvoicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Invoices' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invoices' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'user_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'start' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'end' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Invoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period_start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period_end' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimated_shipping' } },
          { kind: 'Field', name: { kind: 'Name', value: 'actual_shipping' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoicesQuery, InvoicesQueryVariables>;
export const InvoiceCountersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InvoiceCounters' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invoiceCounters' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'user_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'start' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'end' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceCounterFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceCounterFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceCounters' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'all' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelled' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoiceCountersQuery, InvoiceCountersQueryVariables>;
export const LedgerSellersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LedgerSellers' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ledgerSellers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LedgerSellersQuery, LedgerSellersQueryVariables>;
export const InvoiceSellersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InvoiceSellers' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invoiceSellers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoiceSellersQuery, InvoiceSellersQueryVariables>;
export const InvoiceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Invoice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invoice' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pdf_url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'xlsx_url' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'paid_at' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'product_cost' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'estimated_shipping' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actual_shipping' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Invoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period_start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period_end' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimated_shipping' } },
          { kind: 'Field', name: { kind: 'Name', value: 'actual_shipping' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvoiceQuery, InvoiceQueryVariables>;
export const MakeInvoiceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MakeInvoice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeInvoice' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Invoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period_start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period_end' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimated_shipping' } },
          { kind: 'Field', name: { kind: 'Name', value: 'actual_shipping' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MakeInvoiceMutation, MakeInvoiceMutationVariables>;
export const ProductionTransactionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductionTransactions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'manufacture_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productionTransactions' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'manufacture_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'manufacture_id' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'user_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'start' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'end' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductionTransactionFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductionLineFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductionTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductionTransactionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductionTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductionLineFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacture_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacture_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductionTransactionsQuery, ProductionTransactionsQueryVariables>;
export const ProductionTransactionTotalsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductionTransactionTotals' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'manufacture_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productionTransactionCounters' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'manufacture_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'manufacture_id' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'user_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'start' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'end' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'all' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoiced' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelled' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productionTransactionSum' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'manufacture_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'manufacture_id' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'user_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'start' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'end' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'all' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
                { kind: 'Field', name: { kind: 'Name', value: 'invoiced' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelled' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductionTransactionTotalsQuery, ProductionTransactionTotalsQueryVariables>;
export const ProductionPartiesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductionParties' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productionParties' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'factories' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sellers' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductionPartiesQuery, ProductionPartiesQueryVariables>;
export const ProductionInvoicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductionInvoices' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'manufacture_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productionInvoices' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'manufacture_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'manufacture_id' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'user_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'start' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'end' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductionInvoiceFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductionInvoiceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductionInvoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacture_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacture_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period_start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period_end' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductionInvoicesQuery, ProductionInvoicesQueryVariables>;
export const ProductionInvoiceCountersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductionInvoiceCounters' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'manufacture_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productionInvoiceCounters' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'manufacture_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'manufacture_id' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'user_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'start' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'end' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'InvoiceCounterFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'InvoiceCounterFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'InvoiceCounters' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'all' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelled' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductionInvoiceCountersQuery, ProductionInvoiceCountersQueryVariables>;
export const ProductionInvoiceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductionInvoice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productionInvoice' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductionInvoiceFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pdf_url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'xlsx_url' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductionLineFields' } }] },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductionInvoiceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductionInvoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacture_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacture_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period_start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period_end' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductionLineFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductionTransaction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units' } },
          { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductionInvoiceQuery, ProductionInvoiceQueryVariables>;
export const MakeProductionInvoiceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MakeProductionInvoice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeProductionInvoice' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductionInvoiceFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductionInvoiceFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductionInvoice' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacture_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacture_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period_start' } },
          { kind: 'Field', name: { kind: 'Name', value: 'period_end' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MakeProductionInvoiceMutation, MakeProductionInvoiceMutationVariables>;
export const PresetsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Presets' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'collection' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'category' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'favorites' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productPreset' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'provider' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'collection' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'collection' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'category' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'category' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'favorites' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'favorites' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PresetCardFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PresetCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductPreset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images_thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collection' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visible' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_catalog' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_new' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_best_seller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'min_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'max_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'favorite' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PresetsQuery, PresetsQueryVariables>;
export const PresetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Preset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productPreset' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PresetFullFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PresetCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductPreset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images_thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collection' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visible' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_catalog' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_new' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_best_seller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'min_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'max_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'favorite' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PresetCatalogFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductPreset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PresetCardFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size_chart' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'print_areas' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addition_price' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prety_attributes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'attribute_type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'plf_attribute_name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'ffm_value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'plf_value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hex' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'default' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attribute_specifics' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'in_stock' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'name_value' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PresetFullFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductPreset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PresetCatalogFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'raw_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hts_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacture_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videos' } },
          { kind: 'Field', name: { kind: 'Name', value: 'short_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'template_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_preset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'print_document' } },
          { kind: 'Field', name: { kind: 'Name', value: 'print_template' } },
          { kind: 'Field', name: { kind: 'Name', value: 'base_tag_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sale_tag_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tax_fee' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tax_fee_fix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value_of_goods' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tax_groups' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_additional_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'international_shipping_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'international_shipping_additional_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'side_additional_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position_additional_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tiktok_vip_discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wholesale_level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'package_width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'package_height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'package_length' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_featured' } },
          { kind: 'Field', name: { kind: 'Name', value: 'skip_design_check' } },
          { kind: 'Field', name: { kind: 'Name', value: 'skip_affiliate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform_category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform_specifics' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linked_products' } },
          { kind: 'Field', name: { kind: 'Name', value: 'monopolist_users' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'vip' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unit_discounts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'specifics' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'required' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'print_areas' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'print' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addition_base_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_part' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_required' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_embroidery' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prety_attributes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'plf_price' } }] },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attribute_specifics' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'base_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sale_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'wholesale_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ship_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nonship_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tiktok_final_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fix_profit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
                { kind: 'Field', name: { kind: 'Name', value: 'package_width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'package_height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'package_length' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'name_value' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'type' } }] },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PresetQuery, PresetQueryVariables>;
export const PresetProviderCountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PresetProviderCounts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'collection' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'category' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productPresetCountProvider' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'collection' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'collection' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'category' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'category' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'all' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customcat' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lionnix' } },
                { kind: 'Field', name: { kind: 'Name', value: 'merchize' } },
                { kind: 'Field', name: { kind: 'Name', value: 'geargag' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scalable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'private' } },
                { kind: 'Field', name: { kind: 'Name', value: 'printify' } },
                { kind: 'Field', name: { kind: 'Name', value: 'gearment' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PresetProviderCountsQuery, PresetProviderCountsQueryVariables>;
export const PresetCategoryCountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PresetCategoryCounts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'collection' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productPresetCountCategory' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'collection' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'collection' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'provider' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PresetCategoryCountsQuery, PresetCategoryCountsQueryVariables>;
export const ProductTypesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductTypes' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'providerProductType' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'provider' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
                { kind: 'Field', name: { kind: 'Name', value: 'collection' } },
                { kind: 'Field', name: { kind: 'Name', value: 'min_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'max_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variant_count' } },
                { kind: 'Field', name: { kind: 'Name', value: 'preset_count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductTypesQuery, ProductTypesQueryVariables>;
export const CreatePresetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreatePreset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'product_type_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'collection' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productPresetCreate' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'provider' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'product_type_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'product_type_id' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'collection' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'collection' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: '_id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreatePresetMutation, CreatePresetMutationVariables>;
export const UpdatePresetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdatePreset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductPresetUpdateInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productPresetUpdate' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PresetFullFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PresetCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductPreset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images_thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collection' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visible' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_catalog' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_new' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_best_seller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'min_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'max_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'favorite' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PresetCatalogFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductPreset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PresetCardFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size_chart' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'print_areas' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addition_price' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prety_attributes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'attribute_type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'plf_attribute_name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'ffm_value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'plf_value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hex' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'default' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attribute_specifics' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'in_stock' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'name_value' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PresetFullFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductPreset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PresetCatalogFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'raw_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hts_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'manufacture_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'videos' } },
          { kind: 'Field', name: { kind: 'Name', value: 'short_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'template_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_preset' } },
          { kind: 'Field', name: { kind: 'Name', value: 'print_document' } },
          { kind: 'Field', name: { kind: 'Name', value: 'print_template' } },
          { kind: 'Field', name: { kind: 'Name', value: 'base_tag_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sale_tag_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tax_fee' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tax_fee_fix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'value_of_goods' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tax_groups' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_additional_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'international_shipping_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'international_shipping_additional_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'side_additional_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position_additional_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tiktok_vip_discount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wholesale_level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'package_width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'package_height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'package_length' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_featured' } },
          { kind: 'Field', name: { kind: 'Name', value: 'skip_design_check' } },
          { kind: 'Field', name: { kind: 'Name', value: 'skip_affiliate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform_category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform_specifics' } },
          { kind: 'Field', name: { kind: 'Name', value: 'linked_products' } },
          { kind: 'Field', name: { kind: 'Name', value: 'monopolist_users' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'vip' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unit_discounts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'unit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'specifics' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'required' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'print_areas' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'print' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addition_base_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_part' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_required' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_embroidery' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prety_attributes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'plf_price' } }] },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attribute_specifics' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'base_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sale_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'wholesale_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ship_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'nonship_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tiktok_final_price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fix_profit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
                { kind: 'Field', name: { kind: 'Name', value: 'package_width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'package_height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'package_length' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'name_value' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'type' } }] },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatePresetMutation, UpdatePresetMutationVariables>;
export const PresetManufacturesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PresetManufactures' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'manufactures' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PresetManufacturesQuery, PresetManufacturesQueryVariables>;
export const RemovePresetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemovePreset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productPresetRemove' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemovePresetMutation, RemovePresetMutationVariables>;
export const FavoritePresetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'FavoritePreset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeProductTypeFavorite' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FavoritePresetMutation, FavoritePresetMutationVariables>;
export const PlatformLevelDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PlatformLevel' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'platform' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'level' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'parent' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platformProductCategory' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'platform' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'platform' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'level' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'level' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'parent' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'parent' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'has_children' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlatformLevelQuery, PlatformLevelQueryVariables>;
export const PlatformSpecificsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PlatformSpecifics' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'platform' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'platformProductSpecifics' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'platform' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'platform' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mode' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PlatformSpecificsQuery, PlatformSpecificsQueryVariables>;
export const StockHistoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StockHistory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'paginateProductStockHistory' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'product_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total_items' } },
                { kind: 'Field', name: { kind: 'Name', value: 'current_page' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total_pages' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variant_sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stock_before' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stock_after' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'changed_by' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StockHistoryQuery, StockHistoryQueryVariables>;
export const InventoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Inventory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'low_stock' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productInventory' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'search' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'low_stock' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'low_stock' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stock' } },
                { kind: 'Field', name: { kind: 'Name', value: 'low_stock_at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'name_value' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InventoryQuery, InventoryQueryVariables>;
export const AdjustStockDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AdjustStock' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'AdjustProductStockInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adjustProductStock' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stock_after' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdjustStockMutation, AdjustStockMutationVariables>;
export const ProductCategoriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductCategories' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productCategories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'builtin' } },
                { kind: 'Field', name: { kind: 'Name', value: 'preset_count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductCategoriesQuery, ProductCategoriesQueryVariables>;
export const SaveProductCategoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveProductCategory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CatalogueNameInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveProductCategory' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: '_id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveProductCategoryMutation, SaveProductCategoryMutationVariables>;
export const ReorderProductCategoriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReorderProductCategories' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reorderProductCategories' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: '_id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReorderProductCategoriesMutation, ReorderProductCategoriesMutationVariables>;
export const RemoveProductCategoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveProductCategory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeProductCategory' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveProductCategoryMutation, RemoveProductCategoryMutationVariables>;
export const ProductTagsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductTags' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productTags' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'preset_count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductTagsQuery, ProductTagsQueryVariables>;
export const SaveProductTagDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveProductTag' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'CatalogueNameInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveProductTag' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: '_id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveProductTagMutation, SaveProductTagMutationVariables>;
export const MergeProductTagsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MergeProductTags' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from_ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'into_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mergeProductTags' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'from_ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'from_ids' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'into_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'into_id' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: '_id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MergeProductTagsMutation, MergeProductTagsMutationVariables>;
export const RemoveProductTagDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveProductTag' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeProductTag' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveProductTagMutation, RemoveProductTagMutationVariables>;
export const CatalogProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CatalogProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productPreset' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PresetCatalogFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PresetCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductPreset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'images_thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collection' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'visible' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_catalog' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_new' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_best_seller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'min_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'max_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'favorite' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PresetCatalogFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductPreset' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PresetCardFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size_chart' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'print_areas' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'addition_price' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'prety_attributes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'attribute_type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'plf_attribute_name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'options' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'ffm_value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'plf_value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hex' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'default' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'attribute_specifics' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'in_stock' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'name_value' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CatalogProductQuery, CatalogProductQueryVariables>;
export const ClipartsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Cliparts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cliparts' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'tags' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClipartFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImageSizeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImageSize' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mask' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClipartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Clipart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'file' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mimetype' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'image_sizes' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImageSizeFields' } }] },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClipartsQuery, ClipartsQueryVariables>;
export const SaveClipartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveClipart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveClipart' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'tags' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'tags' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveClipartMutation, SaveClipartMutationVariables>;
export const TransferJobDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TransferJob' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'job' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'JobState' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobState' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Job' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'error_text' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'params' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'result' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TransferJobQuery, TransferJobQueryVariables>;
export const TransferJobProgressDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'TransferJobProgress' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'jobProgress' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'JobState' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobState' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Job' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'error_text' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'params' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'result' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TransferJobProgressSubscription, TransferJobProgressSubscriptionVariables>;
export const ExportListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExportList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'list' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'format' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exportList' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'list' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'list' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'format' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'format' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'filters' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'filters' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'JobState' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobState' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Job' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'error_text' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'params' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'result' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExportListMutation, ExportListMutationVariables>;
export const ImportUploadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ImportUpload' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filename' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mimetype' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'importUpload' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'kind' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'filename' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'filename' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'mimetype' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'mimetype' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'size' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImportUploadMutation, ImportUploadMutationVariables>;
export const ImportPreviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ImportPreview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fileId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'importPreview' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'kind' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'file_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'fileId' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'file_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'columns' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'valid' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refused' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rows' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'line' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'values' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'issues' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImportPreviewMutation, ImportPreviewMutationVariables>;
export const ImportConfirmDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ImportConfirm' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'fileId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'policy' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'importConfirm' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'kind' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'file_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'fileId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'policy' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'policy' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'JobState' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobState' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Job' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'error_text' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'params' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'result' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImportConfirmMutation, ImportConfirmMutationVariables>;
export const MockupDesignsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MockupDesigns' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tag' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mockupDesigns' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'start' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'end' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'tag' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'tag' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MockupDesignFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MockupDesignFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MockupDesign' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'previews' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'url' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MockupDesignsQuery, MockupDesignsQueryVariables>;
export const MockupCounterDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MockupCounter' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tag' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mockupCounter' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'start' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'end' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'tag' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'tag' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'all' } },
                { kind: 'Field', name: { kind: 'Name', value: 'published' } },
                { kind: 'Field', name: { kind: 'Name', value: 'draft' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trashed' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MockupCounterQuery, MockupCounterQueryVariables>;
export const MockupDesignTagsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MockupDesignTags' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mockupDesignTags' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MockupDesignTagsQuery, MockupDesignTagsQueryVariables>;
export const MockupDesignDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MockupDesign' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mockupDesign' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MockupDesignFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'images' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'print_fit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'print_x' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'print_y' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'print_width' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'print_height' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'print_rotate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'print_knew_x' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'print_knew_y' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'settings' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'print_x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'print_y' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'print_width' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'print_height' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'print_rotate' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'print_knew_x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'print_knew_y' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'print_scale_x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'print_scale_y' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'print_crop_x' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'print_crop_y' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'print_crop_width' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'print_crop_height' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'prints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'prints' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MockupDesignFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MockupDesign' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'previews' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'url' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MockupDesignQuery, MockupDesignQueryVariables>;
export const DesignFileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DesignFile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'file' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DesignFileQuery, DesignFileQueryVariables>;
export const CreateMockupDesignDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateMockupDesign' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'width' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Flex' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'height' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Flex' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'image' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'images' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MockupDesignImageInput' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'prints' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MockupDesignPrintInput' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'new_tags' } },
          type: { kind: 'ListType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createMockupDesign' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'width' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'width' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'height' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'height' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'image' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'image' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'images' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'images' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'prints' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'prints' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'tags' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'new_tags' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'new_tags' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: '_id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateMockupDesignMutation, CreateMockupDesignMutationVariables>;
export const UpdateMockupDesignDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateMockupDesign' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'width' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Flex' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'height' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Flex' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'image' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'images' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MockupDesignImageInput' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'prints' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MockupDesignPrintInput' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'new_tags' } },
          type: { kind: 'ListType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMockupDesign' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'width' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'width' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'height' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'height' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'image' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'image' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'images' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'images' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'prints' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'prints' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'tags' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'new_tags' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'new_tags' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: '_id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateMockupDesignMutation, UpdateMockupDesignMutationVariables>;
export const TrashMockupDesignDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TrashMockupDesign' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'trashMockupDesign' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TrashMockupDesignMutation, TrashMockupDesignMutationVariables>;
export const EditorDesignsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EditorDesigns' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mockupDesigns' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'StringValue', value: 'published', block: false } },
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'image' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'previews' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'url' } }] },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditorDesignsQuery, EditorDesignsQueryVariables>;
export const EditorPresetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EditorPreset' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productPreset' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sale_tag_price' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'print_areas' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attribute_specifics' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'name_value' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'prety_attributes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'attribute_type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'plf_attribute_name' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'options' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'plf_value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hex' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'default' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditorPresetQuery, EditorPresetQueryVariables>;
export const EditorFontsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EditorFonts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fonts' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'family' } },
                { kind: 'Field', name: { kind: 'Name', value: 'variants' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'files' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditorFontsQuery, EditorFontsQueryVariables>;
export const EditorRenderMockupSideDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EditorRenderMockupSide' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'document' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'side' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'color' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renderMockupSide' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'document' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'document' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'side' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'side' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'color' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'color' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'job_id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditorRenderMockupSideMutation, EditorRenderMockupSideMutationVariables>;
export const EditorRenderPrintFilesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EditorRenderPrintFiles' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'document' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'renderPrintFiles' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'document' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'document' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'side' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dpi' } },
                { kind: 'Field', name: { kind: 'Name', value: 'job_id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditorRenderPrintFilesMutation, EditorRenderPrintFilesMutationVariables>;
export const EditorTemplatesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EditorTemplates' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productPresetMockups' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'product_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'template' }, value: { kind: 'BooleanValue', value: true } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'IntValue', value: '1' } },
              { kind: 'Argument', name: { kind: 'Name', value: 'perPage' }, value: { kind: 'IntValue', value: '1' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mockup_type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
                { kind: 'Field', name: { kind: 'Name', value: 'print_areas' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditorTemplatesQuery, EditorTemplatesQueryVariables>;
export const EditorListingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EditorListing' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'itemInfo' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mockup_id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attribute_specifics_modify' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sale_price' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditorListingQuery, EditorListingQueryVariables>;
export const EditorMockupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EditorMockup' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productPresetMockup' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mockup_type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sides' } },
                { kind: 'Field', name: { kind: 'Name', value: 'print_areas' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditorMockupQuery, EditorMockupQueryVariables>;
export const EditorSaveTemplateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EditorSaveTemplate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sides' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'printAreas' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeProductMockupPreset' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'product_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'sides' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'sides' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'print_areas' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'printAreas' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'StringValue', value: 'Publish', block: false } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditorSaveTemplateMutation, EditorSaveTemplateMutationVariables>;
export const EditorSaveProductMockupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EditorSaveProductMockup' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sides' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'printAreas' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'src' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeProductMockup' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'product_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'sides' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'sides' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'print_areas' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'printAreas' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'src' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'src' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: '_id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditorSaveProductMockupMutation, EditorSaveProductMockupMutationVariables>;
export const EditorSaveListingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EditorSaveListing' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'variants' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ListingVariantInput' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'images' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ListingImageInput' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'front' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'back' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sleeve' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'hood' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mockupId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeItemInfo' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'product_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'productId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'description' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'description' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'tags' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'attribute_specifics_modify' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'variants' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'images' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'images' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'front' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'front' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'back' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'back' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'sleeve' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'sleeve' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'hood' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'hood' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'mockup_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'mockupId' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EditorSaveListingMutation, EditorSaveListingMutationVariables>;
export const FilesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Files' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sku' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'created_by' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'files' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'type' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'tags' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'size' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'start' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'end' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'sku' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'sku' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'created_by' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'created_by' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FileFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImageSizeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImageSize' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mask' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FileFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'File' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'path' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mask' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mimetype' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'created_by' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image_sizes' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImageSizeFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FilesQuery, FilesQueryVariables>;
export const FileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'File' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'file' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FileFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImageSizeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImageSize' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mask' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FileFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'File' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'path' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mask' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mimetype' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'created_by' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image_sizes' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImageSizeFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FileQuery, FileQueryVariables>;
export const FileTagsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'FileTags' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fileTags' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FileTagsQuery, FileTagsQueryVariables>;
export const SaveFileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveFile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveFile' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'tags' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'tags' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FileFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImageSizeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImageSize' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mask' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FileFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'File' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'path' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mask' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'filename' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mimetype' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tags' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'created_by' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image_sizes' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImageSizeFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveFileMutation, SaveFileMutationVariables>;
export const RemoveFileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveFile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeFile' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveFileMutation, RemoveFileMutationVariables>;
export const SignedUploadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignedUpload' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filename' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mimetype' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'size' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signedUpload' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'type' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'filename' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'filename' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'mimetype' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'mimetype' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'size' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'size' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignedUploadMutation, SignedUploadMutationVariables>;
export const UpdatePreSignedFileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdatePreSignedFile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updatePreSignedFile' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'image_sizes' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImageSizeFields' } }] },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'job_id' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImageSizeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImageSize' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mask' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatePreSignedFileMutation, UpdatePreSignedFileMutationVariables>;
export const FontsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Fonts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fonts' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'provider' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FontFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FontFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Font' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'family' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'variants' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subsets' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'preview' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'files' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'style' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subset' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FontsQuery, FontsQueryVariables>;
export const SignedUploadFontDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignedUploadFont' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'family' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'files' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'FontUploadFile' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signedUploadFont' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'family' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'family' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'files' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'files' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'path' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignedUploadFontMutation, SignedUploadFontMutationVariables>;
export const FontUpdatePreSignedFileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'FontUpdatePreSignedFile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'family' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'variants' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fontUpdatePreSignedFile' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'family' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'family' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'variants' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'variants' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'FontFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FontFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Font' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'family' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'variants' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subsets' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'preview' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'files' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'variant' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'style' } },
                { kind: 'Field', name: { kind: 'Name', value: 'weight' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subset' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FontUpdatePreSignedFileMutation, FontUpdatePreSignedFileMutationVariables>;
export const MyJobsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyJobs' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'jobs' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'JobRow' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'JobRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Job' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'error_text' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'params' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'result' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyJobsQuery, MyJobsQueryVariables>;
export const JobCountersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'JobCounters' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'jobCounters' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'all' } },
                { kind: 'Field', name: { kind: 'Name', value: 'queued' } },
                { kind: 'Field', name: { kind: 'Name', value: 'running' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'failed' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<JobCountersQuery, JobCountersQueryVariables>;
export const ListingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Listings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'itemsInfo' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'search' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'start' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'end' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ListingRowFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ListingRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ItemInfo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'images' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'src' } }] },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'front' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
                { kind: 'Field', name: { kind: 'Name', value: 'queue_status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListingsQuery, ListingsQueryVariables>;
export const ListingCountersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ListingCounters' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'itemsInfoCounters' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'search' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'start' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'end' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'all' } },
                { kind: 'Field', name: { kind: 'Name', value: 'draft' } },
                { kind: 'Field', name: { kind: 'Name', value: 'publish' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trash' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListingCountersQuery, ListingCountersQueryVariables>;
export const ListingProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ListingProducts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productPreset' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'perPage' }, value: { kind: 'IntValue', value: '100' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListingProductsQuery, ListingProductsQueryVariables>;
export const ListingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Listing' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'itemInfo' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ListingRowFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
                { kind: 'Field', name: { kind: 'Name', value: 'collections' } },
                { kind: 'Field', name: { kind: 'Name', value: 'back' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sleeve' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hood' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'print_files' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'side' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'dpi' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'width' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'height' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attribute_specifics_modify' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sale_price' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'name_value' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'store_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'platform_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'imported_at' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'external_url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'queue_status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'queue_messenger' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ListingRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ItemInfo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'images' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'src' } }] },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'front' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
                { kind: 'Field', name: { kind: 'Name', value: 'queue_status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListingQuery, ListingQueryVariables>;
export const TrashListingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TrashListings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'trashItemInfo' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TrashListingsMutation, TrashListingsMutationVariables>;
export const PresetMockupsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PresetMockups' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'product_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productPresetMockups' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'product_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'product_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'provider' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'src' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'created_by' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PresetMockupsQuery, PresetMockupsQueryVariables>;
export const PresetMockupProvidersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PresetMockupProviders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'product_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productPresetMockupCountProvider' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'product_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'product_id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PresetMockupProvidersQuery, PresetMockupProvidersQueryVariables>;
export const RemovePresetMockupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemovePresetMockup' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productPresetMockupRemove' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemovePresetMockupMutation, RemovePresetMockupMutationVariables>;
export const PublishStoresDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PublishStores' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stores' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'StringValue', value: 'active', block: false } },
              { kind: 'Argument', name: { kind: 'Name', value: 'perPage' }, value: { kind: 'IntValue', value: '100' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
                { kind: 'Field', name: { kind: 'Name', value: 'seller_id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PublishStoresQuery, PublishStoresQueryVariables>;
export const PublishListingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PublishListings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'store_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publishItemInfo' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'store_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'store_id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PublishListingsMutation, PublishListingsMutationVariables>;
export const ManufactureListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ManufactureList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'manufactures' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ManufactureFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionManufactureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Manufacture' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'cutting' } },
                { kind: 'Field', name: { kind: 'Name', value: 'printing' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sewing' } },
                { kind: 'Field', name: { kind: 'Name', value: 'packing' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ManufactureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Manufacture' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionManufactureFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'working_days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_types' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ManufactureListQuery, ManufactureListQueryVariables>;
export const ShellManufacturesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ShellManufactures' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'manufactures' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionManufactureFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionManufactureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Manufacture' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'cutting' } },
                { kind: 'Field', name: { kind: 'Name', value: 'printing' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sewing' } },
                { kind: 'Field', name: { kind: 'Name', value: 'packing' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShellManufacturesQuery, ShellManufacturesQueryVariables>;
export const MakeManufactureDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MakeManufacture' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MakeManufactureInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeManufacture' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ManufactureFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SessionManufactureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Manufacture' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'cutting' } },
                { kind: 'Field', name: { kind: 'Name', value: 'printing' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sewing' } },
                { kind: 'Field', name: { kind: 'Name', value: 'packing' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ManufactureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Manufacture' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SessionManufactureFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'working_days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_types' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'workers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MakeManufactureMutation, MakeManufactureMutationVariables>;
export const ManufacturingWorkersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ManufacturingWorkers' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'manufacturingWorkers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ManufacturingWorkersQuery, ManufacturingWorkersQueryVariables>;
export const ShippingMethodsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ShippingMethods' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shippingMethods' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ShippingMethodFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ShippingMethodFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ShippingMethod' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'min_days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'max_days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'merchant_group_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seller_ids' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sellers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'trashed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShippingMethodsQuery, ShippingMethodsQueryVariables>;
export const MakeShippingMethodDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MakeShippingMethod' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MakeShippingMethodInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeShippingMethod' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ShippingMethodFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ShippingMethodFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ShippingMethod' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'min_days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'max_days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active' } },
          { kind: 'Field', name: { kind: 'Name', value: 'audience' } },
          { kind: 'Field', name: { kind: 'Name', value: 'merchant_group_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seller_ids' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sellers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'trashed' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MakeShippingMethodMutation, MakeShippingMethodMutationVariables>;
export const TrashShippingMethodDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TrashShippingMethod' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'trashShippingMethod' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TrashShippingMethodMutation, TrashShippingMethodMutationVariables>;
export const SetDefaultShippingMethodDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetDefaultShippingMethod' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setDefaultShippingMethod' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetDefaultShippingMethodMutation, SetDefaultShippingMethodMutationVariables>;
export const MyDefaultShippingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyDefaultShipping' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'default_shipping_method' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyDefaultShippingQuery, MyDefaultShippingQueryVariables>;
export const LogisticsMerchantGroupsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LogisticsMerchantGroups' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'merchantGroups' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'perPage' }, value: { kind: 'IntValue', value: '100' } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LogisticsMerchantGroupsQuery, LogisticsMerchantGroupsQueryVariables>;
export const ShippingCostTableDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ShippingCostTable' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shippingCostTable' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'method_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'method_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'active' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'zones' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'countries' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rest_of_world' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'tiers' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'min_weight' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'max_weight' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'first_item' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'additional_item' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ShippingCostTableQuery, ShippingCostTableQueryVariables>;
export const MakeShippingCostTableDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MakeShippingCostTable' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ShippingCostTableInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeShippingCostTable' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'method_id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MakeShippingCostTableMutation, MakeShippingCostTableMutationVariables>;
export const LocationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Locations' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'locations' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'filter' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address1' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address2' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                { kind: 'Field', name: { kind: 'Name', value: 'postal_code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LocationsQuery, LocationsQueryVariables>;
export const MakeLocationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MakeLocation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MakeLocationInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeLocation' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: '_id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MakeLocationMutation, MakeLocationMutationVariables>;
export const TrashLocationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TrashLocation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'trashLocation' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TrashLocationMutation, TrashLocationMutationVariables>;
export const FulfilmentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Fulfilments' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'types' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'private' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fulfilments' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'types' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'types' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'private' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'private' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
                { kind: 'Field', name: { kind: 'Name', value: 'account' } },
                { kind: 'Field', name: { kind: 'Name', value: 'credentials_hint' } },
                { kind: 'Field', name: { kind: 'Name', value: 'private' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'routing' } },
                { kind: 'Field', name: { kind: 'Name', value: 'is_default' } },
                { kind: 'Field', name: { kind: 'Name', value: 'preset_ids' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FulfilmentsQuery, FulfilmentsQueryVariables>;
export const MakeFulfilmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MakeFulfilment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MakeFulfilmentInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeFulfilment' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: '_id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MakeFulfilmentMutation, MakeFulfilmentMutationVariables>;
export const TrashFulfilmentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TrashFulfilment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'trashFulfilment' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TrashFulfilmentMutation, TrashFulfilmentMutationVariables>;
export const StorageSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StorageSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'storageSettings' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'driver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'boot_driver' } },
                { kind: 'Field', name: { kind: 'Name', value: 's3_endpoint' } },
                { kind: 'Field', name: { kind: 'Name', value: 's3_region' } },
                { kind: 'Field', name: { kind: 'Name', value: 's3_bucket' } },
                { kind: 'Field', name: { kind: 'Name', value: 's3_access_key_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 's3_secret_set' } },
                { kind: 'Field', name: { kind: 'Name', value: 's3_secret_hint' } },
                { kind: 'Field', name: { kind: 'Name', value: 's3_force_path_style' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StorageSettingsQuery, StorageSettingsQueryVariables>;
export const SaveStorageSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveStorageSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'StorageSettingsInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveStorageSettings' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'driver' } },
                { kind: 'Field', name: { kind: 'Name', value: 's3_secret_set' } },
                { kind: 'Field', name: { kind: 'Name', value: 's3_secret_hint' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveStorageSettingsMutation, SaveStorageSettingsMutationVariables>;
export const TestStorageConnectionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TestStorageConnection' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'driver' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'testStorageConnection' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'driver' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'driver' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'driver' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'text' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'params' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TestStorageConnectionMutation, TestStorageConnectionMutationVariables>;
export const ImportFulfilmentResultDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ImportFulfilmentResult' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'csv' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'importFulfilmentResult' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'csv' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'csv' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'imported' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'row' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'text' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'params' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImportFulfilmentResultMutation, ImportFulfilmentResultMutationVariables>;
export const MrpBatchesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MrpBatches' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'manufacture_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mrpBatches' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'manufacture_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'manufacture_id' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MrpBatchFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MrpBatchFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MrpBatch' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'print_method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_type_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'colour' } },
          { kind: 'Field', name: { kind: 'Name', value: 'auto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'progress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MrpBatchesQuery, MrpBatchesQueryVariables>;
export const MrpBatchCountersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MrpBatchCounters' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'manufacture_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mrpBatchCounters' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'manufacture_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'manufacture_id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MrpBatchCountersQuery, MrpBatchCountersQueryVariables>;
export const MrpBatchProductionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MrpBatchProductions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'batch_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mrpProducts' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'batch_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'batch_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'mrp_status' }, value: { kind: 'StringValue', value: 'All', block: false } },
              { kind: 'Argument', name: { kind: 'Name', value: 'per_page' }, value: { kind: 'IntValue', value: '100' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MrpBatchProductionsQuery, MrpBatchProductionsQueryVariables>;
export const UpdateMrpBatchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateMrpBatch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateMrpBatchInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMrpBatchProduct' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MrpBatchFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MrpBatchFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MrpBatch' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'print_method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_type_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'colour' } },
          { kind: 'Field', name: { kind: 'Name', value: 'auto' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'progress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateMrpBatchMutation, UpdateMrpBatchMutationVariables>;
export const TrashMrpBatchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TrashMrpBatch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'trashMrpBatchProduct' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TrashMrpBatchMutation, TrashMrpBatchMutationVariables>;
export const PrintBatchLabelsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PrintBatchLabels' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'printBarcodeMrpBatch' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PrintBatchLabelsMutation, PrintBatchLabelsMutationVariables>;
export const ExportBatchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExportBatch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'exportBatchProducts' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExportBatchMutation, ExportBatchMutationVariables>;
export const BatchGangSheetDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'BatchGangSheet' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mrpBatchGangSheet' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sheets' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'width_px' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'length_px' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'dpi' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pick_list_url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'area_used' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BatchGangSheetMutation, BatchGangSheetMutationVariables>;
export const ProductionReportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductionReport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tab' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productionReport' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'tab' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'tab' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'tab' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'station_days' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'station' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'units' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'workers' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'worker_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'worker_name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'station' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'units' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'station_errors' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'station' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'units' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'error_codes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'station' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'errors' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rate' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'station_times' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'station' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stays' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'avg_seconds' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reprints' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'productions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reproductions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ratio' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'late' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'open_late' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'packed_late' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'packed_on_time' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'productions' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'ship_by' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductionReportQuery, ProductionReportQueryVariables>;
export const MrpProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MrpProducts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'source' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'merchant_group_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'product_type' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'batch_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'priority' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'late' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mrpProducts' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'mrp_status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'source' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'source' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'merchant_group_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'merchant_group_id' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'product_type' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'product_type' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'search' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'batch_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'batch_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'priority' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'priority' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'late' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'late' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MrpProductRowFields' } }] },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MrpProductRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MrpProduct' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unit_index' } },
          { kind: 'Field', name: { kind: 'Name', value: 'seller_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'batch_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'variant_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'print_method' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'print_files' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'side' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'thumbnail_url' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'errors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resolved_at' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ship_by' } },
          { kind: 'Field', name: { kind: 'Name', value: 'late' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reproduction_of' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'route' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'steps' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'station' } },
                { kind: 'Field', name: { kind: 'Name', value: 'worker_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scanned_at' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MrpProductsQuery, MrpProductsQueryVariables>;
export const MrpProductCountersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MrpProductCounters' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'source' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mrpProductCounters' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'source' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'source' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MrpProductCountersQuery, MrpProductCountersQueryVariables>;
export const MrpCountersChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'MrpCountersChanged' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'manufacture_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mrpCountersChanged' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'manufacture_id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'manufacture_id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'manufacture_id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'counters' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MrpCountersChangedSubscription, MrpCountersChangedSubscriptionVariables>;
export const UpdateMrpProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateMrpProducts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'hold' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'priority' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateMrpProducts' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'hold' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'hold' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'priority' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'priority' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateMrpProductsMutation, UpdateMrpProductsMutationVariables>;
export const MrpProductNextProcessStepDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MrpProductNextProcessStep' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'station' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scanned_at' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'DateTime' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mrpProductNextProcessStep' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'station' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'station' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'scanned_at' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'scanned_at' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'changed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MrpProductNextProcessStepMutation, MrpProductNextProcessStepMutationVariables>;
export const ReportMrpErrorDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReportMrpError' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'errors' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'note' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reportMrpError' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'errors' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'errors' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'note' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'note' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReportMrpErrorMutation, ReportMrpErrorMutationVariables>;
export const MrpErrorCodesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MrpErrorCodes' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mrpErrorCodes' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'active' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MrpErrorCodesQuery, MrpErrorCodesQueryVariables>;
export const MrpMerchantGroupsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MrpMerchantGroups' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'merchantGroups' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'perPage' }, value: { kind: 'IntValue', value: '100' } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MrpMerchantGroupsQuery, MrpMerchantGroupsQueryVariables>;
export const MrpProductTypeOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MrpProductTypeOptions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'providerProductType' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'provider' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MrpProductTypeOptionsQuery, MrpProductTypeOptionsQueryVariables>;
export const MakeMrpBatchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MakeMrpBatch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'product_ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'params' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'MakeMrpBatchParams' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeMrpBatchProduct' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'product_ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'product_ids' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'params' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'params' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MakeMrpBatchMutation, MakeMrpBatchMutationVariables>;
export const MrpProviderLinesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MrpProviderLines' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mrpProviderLines' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'provider' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'search' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProviderLineFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProviderLineFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProviderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'account_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sent_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'file_url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MrpProviderLinesQuery, MrpProviderLinesQueryVariables>;
export const MrpProviderCountersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MrpProviderCounters' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mrpProviderCounters' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'provider' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'provider' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'search' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'all' } },
                { kind: 'Field', name: { kind: 'Name', value: 'queued' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'in_production' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shipped' } },
                { kind: 'Field', name: { kind: 'Name', value: 'failed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelled' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MrpProviderCountersQuery, MrpProviderCountersQueryVariables>;
export const ResendProviderLineDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResendProviderLine' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resendProviderLine' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProviderLineFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProviderLineFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProviderLine' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
          { kind: 'Field', name: { kind: 'Name', value: 'account_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'error' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sent_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'file_url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResendProviderLineMutation, ResendProviderLineMutationVariables>;
export const NotificationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Notifications' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notifications' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NotificationItemFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Notification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referent' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const NotificationsCountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NotificationsCount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notificationsCount' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationsCountQuery, NotificationsCountQueryVariables>;
export const NotificationMakeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'NotificationMake' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notificationMake' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationMakeMutation, NotificationMakeMutationVariables>;
export const NotificationReadAllDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'NotificationReadAll' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: 'notificationReadAll' } }] },
    },
  ],
} as unknown as DocumentNode<NotificationReadAllMutation, NotificationReadAllMutationVariables>;
export const NotificationAddedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'NotificationAdded' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notificationAdded' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NotificationItemFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Notification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referent' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>;
export const OrderFulfilmentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrderFulfilments' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orders' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'produced_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fulfilled_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completed_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'item_count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shipping_address' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'store' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'fulfilled_by' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'units' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderFulfilmentsQuery, OrderFulfilmentsQueryVariables>;
export const OrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Orders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'store_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orders' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'store_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'store_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'search' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'start' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'end' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderRowFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform_order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'item_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_test' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'store' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seller' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrdersQuery, OrdersQueryVariables>;
export const OrderCountersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OrderCounters' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'store_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'orderCounters' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'store_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'store_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'search' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'start' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'end' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'all' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
                { kind: 'Field', name: { kind: 'Name', value: 'processing' } },
                { kind: 'Field', name: { kind: 'Name', value: 'in_production' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fulfilled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'on_hold' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'refunded' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trash' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderCountersQuery, OrderCountersQueryVariables>;
export const ProcessOrdersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ProcessOrders' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'processOrders' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ok' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProcessOrdersMutation, ProcessOrdersMutationVariables>;
export const HoldOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'HoldOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'holdOrder' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'reason' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HoldOrderMutation, HoldOrderMutationVariables>;
export const CancelOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelOrder' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'reason' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelOrderMutation, CancelOrderMutationVariables>;
export const StoreOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StoreOptions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stores' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'StringValue', value: 'active', block: false } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StoreOptionsQuery, StoreOptionsQueryVariables>;
export const OrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Order' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'order' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'OrderRowFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'seller_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'parent_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shipping_method_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtotal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'discount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'additional_print' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tax' } },
                { kind: 'Field', name: { kind: 'Name', value: 'shipping' } },
                { kind: 'Field', name: { kind: 'Name', value: 'base_cost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'ship_by_seller' } },
                { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'paid_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'produced_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fulfilled_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'completed_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelled_at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shipping_address' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AddressFields' } }] },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'billing_address' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AddressFields' } }] },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'provider_lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'provider' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tracking_number' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tracking_url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'shipped_at' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'price' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'product_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'design_urls' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'design_files' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'area' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'file_id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'OrderRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Order' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform_order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'paid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'item_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_test' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_address' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                { kind: 'Field', name: { kind: 'Name', value: 'country' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'store' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seller' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AddressFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Address' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'company' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zip' } },
          { kind: 'Field', name: { kind: 'Name', value: 'country' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OrderQuery, OrderQueryVariables>;
export const MakeOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MakeOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MakeOrderInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeOrder' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MakeOrderMutation, MakeOrderMutationVariables>;
export const SplitOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SplitOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'product_ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'splitOrder' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'product_ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'product_ids' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SplitOrderMutation, SplitOrderMutationVariables>;
export const CloneOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CloneOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cloneOrder' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CloneOrderMutation, CloneOrderMutationVariables>;
export const RefundOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RefundOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'refundOrder' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'reason' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RefundOrderMutation, RefundOrderMutationVariables>;
export const RestoreOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RestoreOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'restoreOrder' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RestoreOrderMutation, RestoreOrderMutationVariables>;
export const TrashOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TrashOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'trashOrder' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'reason' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TrashOrderMutation, TrashOrderMutationVariables>;
export const ReleaseOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReleaseOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'releaseOrder' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'reason' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'reason' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReleaseOrderMutation, ReleaseOrderMutationVariables>;
export const StoresDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Stores' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'stores' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StoreFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'storeCounter' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'all' } },
                { kind: 'Field', name: { kind: 'Name', value: 'active' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trash' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Store' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
          { kind: 'Field', name: { kind: 'Name', value: 'domain' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'token_prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'token_last_used_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'has_webhook_secret' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seller' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StoresQuery, StoresQueryVariables>;
export const MakeStoreDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MakeStore' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MakeStoreInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeStore' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StoreFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Store' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
          { kind: 'Field', name: { kind: 'Name', value: 'domain' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'token_prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'token_last_used_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'has_webhook_secret' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seller' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MakeStoreMutation, MakeStoreMutationVariables>;
export const TrashStoreDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TrashStore' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'trashStore' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TrashStoreMutation, TrashStoreMutationVariables>;
export const RotateStoreTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RotateStoreToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'store_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rotateStoreToken' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'store_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'store_id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RotateStoreTokenMutation, RotateStoreTokenMutationVariables>;
export const RevokeStoreTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeStoreToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'store_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeStoreToken' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'store_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'store_id' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StoreFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StoreFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Store' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'platform' } },
          { kind: 'Field', name: { kind: 'Name', value: 'domain' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_count' } },
          { kind: 'Field', name: { kind: 'Name', value: 'token_prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'token_last_used_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'has_webhook_secret' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seller' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeStoreTokenMutation, RevokeStoreTokenMutationVariables>;
export const MrpPackagesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MrpPackages' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'source' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'shipping' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'per_page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mrpPackages' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'source' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'source' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'shipping' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'shipping' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'search' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'per_page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'per_page' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MrpPackageRowFields' } }] },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MrpPackageRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MrpPackage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_method_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bin_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units_total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units_packed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ship_by_seller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'international' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declared_weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_length' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimated_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'has_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packed_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'labelled_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'picked_up_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delivered_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MrpPackagesQuery, MrpPackagesQueryVariables>;
export const MrpPackageCountersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MrpPackageCounters' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'source' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'shipping' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mrpPackageCounters' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'source' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'source' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'shipping' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'shipping' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'statuses' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shipping' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MrpPackageCountersQuery, MrpPackageCountersQueryVariables>;
export const MrpPackageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MrpPackage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'mrpPackage' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MrpPackageRowFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'productions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'product_name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'variant_title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MrpPackageRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MrpPackage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_method_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bin_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units_total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units_packed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ship_by_seller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'international' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declared_weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_length' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimated_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'has_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packed_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'labelled_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'picked_up_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delivered_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MrpPackageQuery, MrpPackageQueryVariables>;
export const PackMrpProductDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PackMrpProduct' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'packMrpProduct' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'code' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'package' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MrpPackageRowFields' } }] },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'bin_number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'packed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'complete' } },
                { kind: 'Field', name: { kind: 'Name', value: 'changed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MrpPackageRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MrpPackage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_method_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bin_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units_total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units_packed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ship_by_seller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'international' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declared_weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_length' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimated_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'has_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packed_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'labelled_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'picked_up_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delivered_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PackMrpProductMutation, PackMrpProductMutationVariables>;
export const LabelMrpPackageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LabelMrpPackage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'labelMrpPackage' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MrpPackageRowFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MrpPackageRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MrpPackage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_method_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bin_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units_total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units_packed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ship_by_seller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'international' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declared_weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_length' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimated_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'has_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packed_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'labelled_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'picked_up_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delivered_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LabelMrpPackageMutation, LabelMrpPackageMutationVariables>;
export const PrintMrpPackageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PrintMrpPackage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'printMrpPackage' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pages' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PrintMrpPackageMutation, PrintMrpPackageMutationVariables>;
export const SetMrpPackageMeasuresDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetMrpPackageMeasures' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'weight' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'width' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'height' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'length' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setMrpPackageMeasures' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'weight' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'weight' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'width' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'width' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'height' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'height' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'length' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'length' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MrpPackageRowFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MrpPackageRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MrpPackage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_method_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bin_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units_total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units_packed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ship_by_seller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'international' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declared_weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_length' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimated_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'has_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packed_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'labelled_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'picked_up_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delivered_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetMrpPackageMeasuresMutation, SetMrpPackageMeasuresMutationVariables>;
export const TrashMrpProductPackageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TrashMrpProductPackage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'trashMrpProductPackage' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MrpPackageRowFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MrpPackageRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MrpPackage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_method_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bin_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units_total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units_packed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ship_by_seller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'international' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declared_weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_length' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimated_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'has_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packed_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'labelled_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'picked_up_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delivered_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TrashMrpProductPackageMutation, TrashMrpProductPackageMutationVariables>;
export const ScanPackageTrackingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ScanPackageTracking' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tracking' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scanPackageTracking' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'tracking' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'tracking' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MrpPackageRowFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MrpPackageRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MrpPackage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipping_method_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bin_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units_total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'units_packed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ship_by_seller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'international' } },
          { kind: 'Field', name: { kind: 'Name', value: 'declared_weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_weight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_width' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_height' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_length' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimated_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'real_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'carrier_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tracking_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'has_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'packed_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'labelled_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'picked_up_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delivered_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScanPackageTrackingMutation, ScanPackageTrackingMutationVariables>;
export const UpdateProfileDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateProfile' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'phone_number' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sale_plan' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'facebook' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'skype' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProfile' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'phone_number' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'phone_number' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'sale_plan' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'sale_plan' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'facebook' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'facebook' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'skype' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'skype' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone_number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sale_plan' } },
                { kind: 'Field', name: { kind: 'Name', value: 'facebook' } },
                { kind: 'Field', name: { kind: 'Name', value: 'skype' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const UpdatePasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdatePassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'password' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'new_password' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProfile' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'password' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'password' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'new_password' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'new_password' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: '_id' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatePasswordMutation, UpdatePasswordMutationVariables>;
export const SaveCustomizerDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveCustomizer' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'customizer' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'JSON' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateProfile' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'customizer' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'customizer' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'customizer' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveCustomizerMutation, SaveCustomizerMutationVariables>;
export const ToggleDesignProductionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ToggleDesignProduction' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'is_hide' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'toggleDesignProduction' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'is_hide' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'is_hide' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disable_design_production' } },
                { kind: 'Field', name: { kind: 'Name', value: 'hide_production' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ToggleDesignProductionMutation, ToggleDesignProductionMutationVariables>;
export const UserUpdatedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'UserUpdated' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userUpdated' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'identity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total_credit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'vip' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserUpdatedSubscription, UserUpdatedSubscriptionVariables>;
export const TicketsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Tickets' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'assignee_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'seller_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'order_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'tickets' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'type' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'assignee_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'assignee_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'seller_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'seller_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'order_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'order_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'search' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketRowFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'last_message_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seller' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignee' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TicketsQuery, TicketsQueryVariables>;
export const TicketCountersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TicketCounters' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'assignee_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'seller_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'order_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ticketCounters' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'type' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'assignee_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'assignee_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'seller_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'seller_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'order_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'order_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'search' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'all' } },
                { kind: 'Field', name: { kind: 'Name', value: 'open' } },
                { kind: 'Field', name: { kind: 'Name', value: 'inprocess' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resolved' } },
                { kind: 'Field', name: { kind: 'Name', value: 'closed' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TicketCountersQuery, TicketCountersQueryVariables>;
export const TicketDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Ticket' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ticket' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'last_message_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seller' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignee' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'item_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listing_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'merged_into' } },
          { kind: 'Field', name: { kind: 'Name', value: 'next_statuses' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'internal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attachments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TicketQuery, TicketQueryVariables>;
export const TicketUpdatedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'TicketUpdated' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'ticketUpdated' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'last_message_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seller' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignee' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'item_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listing_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'merged_into' } },
          { kind: 'Field', name: { kind: 'Name', value: 'next_statuses' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'internal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attachments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TicketUpdatedSubscription, TicketUpdatedSubscriptionVariables>;
export const MakeTicketDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MakeTicket' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'subject' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'order_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'attachments' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeTicket' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'subject' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'subject' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'type' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'body' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'order_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'order_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'attachments' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'attachments' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MakeTicketMutation, MakeTicketMutationVariables>;
export const ReplyTicketDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReplyTicket' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'body' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'internal' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'attachments' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'replyTicket' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'body' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'body' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'internal' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'internal' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'attachments' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'attachments' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'last_message_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seller' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignee' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'item_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listing_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'merged_into' } },
          { kind: 'Field', name: { kind: 'Name', value: 'next_statuses' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'internal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attachments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReplyTicketMutation, ReplyTicketMutationVariables>;
export const SetTicketStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetTicketStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setTicketStatus' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'last_message_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seller' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignee' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'item_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listing_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'merged_into' } },
          { kind: 'Field', name: { kind: 'Name', value: 'next_statuses' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'internal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attachments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetTicketStatusMutation, SetTicketStatusMutationVariables>;
export const AssignTicketDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AssignTicket' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'assignee_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignTicket' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'assignee_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'assignee_id' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priority' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'order_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'last_message_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seller' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignee' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TicketFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Ticket' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TicketRowFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'item_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listing_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'merged_into' } },
          { kind: 'Field', name: { kind: 'Name', value: 'next_statuses' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'messages' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'body' } },
                { kind: 'Field', name: { kind: 'Name', value: 'internal' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'author' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'attachments' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AssignTicketMutation, AssignTicketMutationVariables>;
export const TicketOrderDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TicketOrder' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'order' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'number' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'shipping_address' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TicketOrderQuery, TicketOrderQueryVariables>;
export const SwitchUserSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SwitchUserSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'users' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'search' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'identity' } },
                { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SwitchUserSearchQuery, SwitchUserSearchQueryVariables>;
export const SwitchUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SwitchUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'switchUser' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'token' } },
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SwitchUserMutation, SwitchUserMutationVariables>;
export const UsersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Users' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'identity' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'group' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'withProduction' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'withOrderFulfillment' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'withFinance' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'users' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'identity' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'identity' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'email' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'search' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'group' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'group' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'start' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'end' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'withProduction' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'withProduction' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'withOrderFulfillment' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'withOrderFulfillment' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'withFinance' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'withFinance' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'sort' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserListFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'groups' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_credit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vip' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserListFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserSummaryFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'last_login' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'group' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UsersQuery, UsersQueryVariables>;
export const UsersStatusCountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UsersStatusCounts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'identity' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'group' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'withProduction' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'withOrderFulfillment' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'withFinance' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'usersStatusCounts' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'identity' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'identity' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'email' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'search' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'group' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'group' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'start' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'end' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'withProduction' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'withProduction' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'withOrderFulfillment' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'withOrderFulfillment' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'withFinance' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'withFinance' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UsersStatusCountsQuery, UsersStatusCountsQueryVariables>;
export const GetUserByIdDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetUserById' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getUserById' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFullFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PermissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModulePermissionModel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'module' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'access' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'view' } },
                { kind: 'Field', name: { kind: 'Name', value: 'add' } },
                { kind: 'Field', name: { kind: 'Name', value: 'update' } },
                { kind: 'Field', name: { kind: 'Name', value: 'delete' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserFullFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'target' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'groups' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'h' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'last_login' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'group' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'permission' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PermissionFields' } }] },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'phone_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sale_plan' } },
          { kind: 'Field', name: { kind: 'Name', value: 'facebook' } },
          { kind: 'Field', name: { kind: 'Name', value: 'skype' } },
          { kind: 'Field', name: { kind: 'Name', value: 'theme' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sidebarCollapsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'navbarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'navbarType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'footerType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuTheme' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hideScrollToTop' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_credit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vip' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wholesale_level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payment_type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ship_by_seller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ship_by_onos' } },
          { kind: 'Field', name: { kind: 'Name', value: 'when_tracking_update' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day_update_tracking' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active_tracking_day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'default_carrier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_international' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'default_shipping_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'default_shipping_method' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'enable_non_ship' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addition_shipping_service_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addition_base_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active_production_invoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'current_affiliate_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'process_without_design' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hold_off' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disable_design_production' } },
          { kind: 'Field', name: { kind: 'Name', value: 'require_inc_active_service' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enable_check_dimension' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active_status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hubs' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetUserByIdQuery, GetUserByIdQueryVariables>;
export const MakeUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MakeUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'params' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MakeUserParams' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeUser' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'params' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'params' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserFullFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PermissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModulePermissionModel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'module' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'access' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'view' } },
                { kind: 'Field', name: { kind: 'Name', value: 'add' } },
                { kind: 'Field', name: { kind: 'Name', value: 'update' } },
                { kind: 'Field', name: { kind: 'Name', value: 'delete' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserFullFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'target' } },
          { kind: 'Field', name: { kind: 'Name', value: 'referent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'groups' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'h' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'last_login' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'group' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'permission' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PermissionFields' } }] },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'phone_number' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sale_plan' } },
          { kind: 'Field', name: { kind: 'Name', value: 'facebook' } },
          { kind: 'Field', name: { kind: 'Name', value: 'skype' } },
          { kind: 'Field', name: { kind: 'Name', value: 'theme' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sidebarCollapsed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'navbarColor' } },
          { kind: 'Field', name: { kind: 'Name', value: 'navbarType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'footerType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'menuTheme' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hideScrollToTop' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total_credit' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vip' } },
          { kind: 'Field', name: { kind: 'Name', value: 'wholesale_level' } },
          { kind: 'Field', name: { kind: 'Name', value: 'payment_type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ship_by_seller' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ship_by_onos' } },
          { kind: 'Field', name: { kind: 'Name', value: 'when_tracking_update' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day_update_tracking' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active_tracking_day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'default_carrier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_international' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'shipping_user' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'default_shipping_id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'default_shipping_method' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'enable_non_ship' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addition_shipping_service_price' } },
          { kind: 'Field', name: { kind: 'Name', value: 'addition_base_cost' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active_production_invoice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'current_affiliate_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'process_without_design' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hold_off' } },
          { kind: 'Field', name: { kind: 'Name', value: 'disable_design_production' } },
          { kind: 'Field', name: { kind: 'Name', value: 'require_inc_active_service' } },
          { kind: 'Field', name: { kind: 'Name', value: 'enable_check_dimension' } },
          { kind: 'Field', name: { kind: 'Name', value: 'active_status' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hubs' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MakeUserMutation, MakeUserMutationVariables>;
export const SetUsersStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetUsersStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setUsersStatus' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetUsersStatusMutation, SetUsersStatusMutationVariables>;
export const DeleteByIdDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteById' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteById' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteByIdMutation, DeleteByIdMutationVariables>;
export const AdminManufacturesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminManufactures' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'manufactures' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminManufacturesQuery, AdminManufacturesQueryVariables>;
export const UserGroupsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserGroups' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'usergroups' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserGroupFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PermissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModulePermissionModel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'module' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'access' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'view' } },
                { kind: 'Field', name: { kind: 'Name', value: 'add' } },
                { kind: 'Field', name: { kind: 'Name', value: 'update' } },
                { kind: 'Field', name: { kind: 'Name', value: 'delete' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserGroupFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserGroup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parent_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_default' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'permission' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PermissionFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserGroupsQuery, UserGroupsQueryVariables>;
export const AllUserGroupsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AllUserGroups' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'usergroups' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'get_all' }, value: { kind: 'BooleanValue', value: true } }],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AllUserGroupsQuery, AllUserGroupsQueryVariables>;
export const UserGroupsAllDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserGroupsAll' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'usergroups' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'get_all' }, value: { kind: 'BooleanValue', value: true } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserGroupFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PermissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModulePermissionModel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'module' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'access' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'view' } },
                { kind: 'Field', name: { kind: 'Name', value: 'add' } },
                { kind: 'Field', name: { kind: 'Name', value: 'update' } },
                { kind: 'Field', name: { kind: 'Name', value: 'delete' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserGroupFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserGroup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parent_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_default' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'permission' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PermissionFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserGroupsAllQuery, UserGroupsAllQueryVariables>;
export const MakeUserGroupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MakeUserGroup' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'params' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MakeUserGroupParams' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeUserGroup' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'params' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'params' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserGroupFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PermissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModulePermissionModel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'module' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'access' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'view' } },
                { kind: 'Field', name: { kind: 'Name', value: 'add' } },
                { kind: 'Field', name: { kind: 'Name', value: 'update' } },
                { kind: 'Field', name: { kind: 'Name', value: 'delete' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserGroupFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserGroup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parent_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'is_default' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'permission' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PermissionFields' } }] },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MakeUserGroupMutation, MakeUserGroupMutationVariables>;
export const TrashUserGroupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'TrashUserGroup' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'delete_ids' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'trashUserGroup' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'delete_ids' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'delete_ids' } } },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TrashUserGroupMutation, TrashUserGroupMutationVariables>;
export const GetDefaultPermissionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetDefaultPermissions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'role' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'getDefaultPermissions' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'role' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'role' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PermissionFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PermissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ModulePermissionModel' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'module' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'access' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'view' } },
                { kind: 'Field', name: { kind: 'Name', value: 'add' } },
                { kind: 'Field', name: { kind: 'Name', value: 'update' } },
                { kind: 'Field', name: { kind: 'Name', value: 'delete' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetDefaultPermissionsQuery, GetDefaultPermissionsQueryVariables>;
export const UsersNoneGroupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UsersNoneGroup' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'group_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'usersNoneGroup' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'search' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'group_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'group_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'users' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GroupUserFields' } }] },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GroupUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UsersNoneGroupQuery, UsersNoneGroupQueryVariables>;
export const GroupMembersDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GroupMembers' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'group' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'users' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'group' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'group' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'search' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'sort' }, value: { kind: 'StringValue', value: 'name:asc', block: false } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GroupUserFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GroupUserFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GroupMembersQuery, GroupMembersQueryVariables>;
export const SetUserGroupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetUserGroup' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'params' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MakeUserParams' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeUser' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'params' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'params' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'group' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetUserGroupMutation, SetUserGroupMutationVariables>;
export const MerchantGroupsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MerchantGroups' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'name' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'merchantGroups' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'name' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'name' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'page' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MerchantGroupFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MerchantGroupFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MerchantGroup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'merchants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MerchantGroupsQuery, MerchantGroupsQueryVariables>;
export const MerchantGroupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MerchantGroup' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'merchantGroup' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MerchantGroupFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MerchantGroupFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MerchantGroup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'merchants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MerchantGroupQuery, MerchantGroupQueryVariables>;
export const SaveMerchantGroupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveMerchantGroup' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'MerchantGroupInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveMerchantGroup' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: 'input' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } } }],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MerchantGroupFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MerchantGroupFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MerchantGroup' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'merchants' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveMerchantGroupMutation, SaveMerchantGroupMutationVariables>;
export const DeleteMerchantGroupDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteMerchantGroup' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteMerchantGroup' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteMerchantGroupMutation, DeleteMerchantGroupMutationVariables>;
export const UserSearchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserSearch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'group' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'users' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'search' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'group' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'group' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'perPage' }, value: { kind: 'IntValue', value: '20' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'identity_label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserSearchQuery, UserSearchQueryVariables>;
export const UserNotificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserNotification' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'userNotification' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'type' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'user_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NotificationSettingsFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AliasMentionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AliasMention' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'first_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'last_name' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationSettingsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserNotificationSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'user_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mentions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'alias_mentions' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AliasMentionFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'group' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'events' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mentions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'group' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'alias_mentions' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AliasMentionFields' } }] },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'times' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hour' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minute' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserNotificationQuery, UserNotificationQueryVariables>;
export const MakeUserNotificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MakeUserNotification' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: '_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'status' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'mentions' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'url' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'subject' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'alias_mentions' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'AliasMentionInput' } } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'group' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'NotificationGroupInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'events' } },
          type: { kind: 'ListType', type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'NotificationEventInput' } } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'makeUserNotification' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: '_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'user_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'user_id' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'type' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'status' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'status' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'mentions' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'mentions' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'url' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'url' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'subject' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'subject' } } },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'alias_mentions' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'alias_mentions' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'group' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'group' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'events' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'events' } } },
            ],
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NotificationSettingsFields' } }] },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AliasMentionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AliasMention' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'username' } },
          { kind: 'Field', name: { kind: 'Name', value: 'first_name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'last_name' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationSettingsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserNotificationSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'user_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mentions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updated_at' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'alias_mentions' },
            selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AliasMentionFields' } }] },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'group' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'events' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mentions' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'group' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'alias_mentions' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AliasMentionFields' } }] },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'times' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hour' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'minute' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MakeUserNotificationMutation, MakeUserNotificationMutationVariables>;
export const InvitationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Invitations' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invitations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expires_at' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvitationsQuery, InvitationsQueryVariables>;
export const CreateInvitationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateInvitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'email' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'days' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createInvitation' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'email' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'email' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'days' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'days' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'path' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expires_at' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateInvitationMutation, CreateInvitationMutationVariables>;
export const RevokeInvitationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeInvitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeInvitation' },
            arguments: [{ kind: 'Argument', name: { kind: 'Name', value: '_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } } }],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeInvitationMutation, RevokeInvitationMutationVariables>;
export const TimelineDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Timeline' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'entity' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'entity_id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'timeline' },
            arguments: [
              { kind: 'Argument', name: { kind: 'Name', value: 'entity' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'entity' } } },
              { kind: 'Argument', name: { kind: 'Name', value: 'entity_id' }, value: { kind: 'Variable', name: { kind: 'Name', value: 'entity_id' } } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '_id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'from' } },
                { kind: 'Field', name: { kind: 'Name', value: 'to' } },
                { kind: 'Field', name: { kind: 'Name', value: 'transition' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'text' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'params' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'created_at' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'actor' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'real_actor' },
                  selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserRefFields' } }] },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserRefFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserRef' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: '_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TimelineQuery, TimelineQueryVariables>;
