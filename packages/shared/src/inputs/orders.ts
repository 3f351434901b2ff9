import { isCountryCode } from '../countries';
import { ORDER_TABS, STORE_PLATFORMS, STORE_STATUSES } from '../enums';
import { TEXT_LIMITS } from '../limits';
import * as rule from './rules';
import { because, z } from './rules';

/** Inputs of orders and stores: the API parses with these, the order and store forms check with them. */

/** At most this many lines per order and orders per bulk action. */
export const ORDER_LIMITS = { lines: 100, quantity: 10_000, bulk: 500, designsPerLine: 20 } as const;

const optionalText = (max: number, label: string) => rule.optional(rule.text(max, label));

export const addressInput = z.object({
  name: rule.requiredText(TEXT_LIMITS.name, 'Please enter the name.', 'Name'),
  company: optionalText(TEXT_LIMITS.name, 'Company'),
  address1: rule.requiredText(TEXT_LIMITS.name, 'Please enter the street address.', 'Address'),
  address2: optionalText(TEXT_LIMITS.name, 'Address line 2'),
  city: rule.requiredText(100, 'Please enter the city.', 'City'),
  state: optionalText(100, 'State'),
  zip: optionalText(20, 'ZIP code'),
  country: z
    .string({ error: 'Please choose the country.' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'Please choose the country.' })
    .refine(isCountryCode, because('unknown_country', 'Unknown country.')),
  phone: rule.optional(rule.phone()),
  email: rule.optional(
    z
      .string()
      .trim()
      .pipe(z.union([z.literal(''), rule.email()])),
  ),
});
export type AddressInput = z.output<typeof addressInput>;

/** A design given as a link: fetched by a job under the SSRF rules, then replaced by our file id. */
export const isDesignUrl = (value: string): boolean => /^https?:\/\//i.test(value);

/** Design files fetched from a URL: at most this large, one of these types, within this time. */
export const DESIGN_URL_LIMITS = { maxBytes: 50 * 1024 * 1024, timeoutMs: 30_000, contentTypes: ['image/png', 'image/jpeg', 'image/webp'] } as const;

/** A design: our file id, or a public http(s) URL the API fetches. */
const designRef = (what: string) =>
  z
    .string({ error: `Invalid ${what}.` })
    .trim()
    .refine(
      (v) => (isDesignUrl(v) ? v.length <= rule.URL_MAX && rule.URL_PATTERN.test(v) : rule.ID_PATTERN.test(v)),
      because('invalid_id', `Invalid ${what}: give a file id or an http(s) URL.`),
    );

/** A line: which variant (by sku), how many, and a design (file id or URL) per print area. */
export const orderLineInput = z.object({
  sku: rule.requiredText(100, 'Please enter the SKU.', 'SKU'),
  quantity: rule.intIn(1, ORDER_LIMITS.quantity, 'Quantity'),
  designs: z
    .record(rule.text(60, 'Print area'), designRef('design file'), { error: 'Designs must map print areas to file ids or URLs.' })
    .nullish()
    .refine((d) => !d || Object.keys(d).length <= ORDER_LIMITS.designsPerLine, because('too_many', 'Too many designs on one line.')),
  listing_id: rule.optional(rule.id('listing id')),
  /** The platform's own line data (personalisation, notes): kept as given. */
  meta: z.record(rule.text(60, 'Meta key'), rule.text(TEXT_LIMITS.short, 'Meta value')).nullish(),
});
export type OrderLineInput = z.output<typeof orderLineInput>;

const lines = rule.listOf(orderLineInput, ORDER_LIMITS.lines, 'items').min(1, { error: 'An order needs at least one line.' });

const orderFields = {
  shipping_method_id: rule.optional(rule.id('shipping method id')),
  billing_address: addressInput.nullish(),
  notes: rule.clearableText(TEXT_LIMITS.long, 'Notes'),
  priority: rule.flag().nullish(),
  is_test: rule.flag().nullish(),
  ship_by_seller: rule.flag().nullish(),
};

/** createOrder: from the order form, an import row or an integration (idempotent on store + platform_order_id). */
export const createOrderInput = z.object({
  store_id: rule.optional(rule.id('store id')),
  platform_order_id: optionalText(100, 'Platform order id'),
  /** Staff create orders for a seller; a seller's orders are their own. */
  seller_id: rule.optional(rule.id('seller id')),
  shipping_address: addressInput,
  items: lines,
  ...orderFields,
});
export type CreateOrderInput = z.output<typeof createOrderInput>;

/** makeOrder: changes an order; lines, addresses and shipping only while it is not locked. */
export const makeOrderInput = z.object({
  _id: rule.id('order id'),
  shipping_address: addressInput.nullish(),
  items: lines.nullish(),
  ...orderFields,
});
export type MakeOrderInput = z.output<typeof makeOrderInput>;

const orderIds = rule
  .listOf(rule.id('order id'), ORDER_LIMITS.bulk, 'ids')
  .min(1, { error: 'Give at least one order.' })
  .transform((ids) => [...new Set(ids)]);

export const orderIdsInput = z.object({ ids: orderIds });
export type OrderIdsInput = z.output<typeof orderIdsInput>;

/** cancelOrder, holdOrder, releaseOrder, trashOrder, restoreOrder, cloneOrder: one order, and why. */
export const orderActionInput = z.object({ id: rule.id('order id'), reason: optionalText(TEXT_LIMITS.short, 'Reason') });
export type OrderActionInput = z.output<typeof orderActionInput>;

/** splitOrder: the lines (ids) that move to a new order. */
export const splitOrderInput = z.object({
  id: rule.id('order id'),
  product_ids: rule
    .listOf(rule.id('line id'), ORDER_LIMITS.lines, 'product_ids')
    .min(1, { error: 'Choose the lines to split off.' })
    .transform((ids) => [...new Set(ids)]),
});
export type SplitOrderInput = z.output<typeof splitOrderInput>;

export const orderFilterInput = z.object({
  status: rule.optional(rule.oneOf(ORDER_TABS, 'status')),
  store_id: rule.optional(rule.id('store id')),
  platform: rule.optional(rule.oneOf(STORE_PLATFORMS, 'platform')),
  product_id: rule.optional(rule.id('product id')),
  seller_id: rule.optional(rule.id('seller id')),
  search: optionalText(100, 'Search'),
  start: rule.optional(rule.dmyDate('start date')),
  end: rule.optional(rule.dmyDate('end date')),
});
export type OrderFilterInput = z.output<typeof orderFilterInput>;

/** makeStore: a new store (no `_id`) needs a name and platform. */
export const makeStoreInput = z
  .object({
    _id: rule.optional(rule.id('store id')),
    name: rule.optional(rule.text(TEXT_LIMITS.name, 'Name')),
    platform: rule.optional(rule.oneOf(STORE_PLATFORMS, 'platform')),
    domain: rule.clearableText(TEXT_LIMITS.name, 'Domain'),
    /** The shop's webhook signing secret (Shopify): written, never read back; '' removes it. */
    webhook_secret: rule.clearableText(200, 'Webhook secret'),
    seller_id: rule.optional(rule.id('seller id')),
    status: rule.optional(rule.oneOf(STORE_STATUSES, 'status')),
  })
  .superRefine((v, ctx) => {
    if (v._id) return;
    if (!v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Please enter the store name.', params: { reason: 'required' } });
    if (!v.platform) ctx.addIssue({ code: 'custom', path: ['platform'], message: 'Please choose the platform.', params: { reason: 'required' } });
  });
export type MakeStoreInput = z.output<typeof makeStoreInput>;

/** An order file (CSV or XLSX): one order of one line per row, as a shop or a spreadsheet exports it. */
export const ORDER_IMPORT_COLUMNS = [
  'store_id',
  'platform_order_id',
  'sku',
  'quantity',
  'listing_id',
  'design_front',
  'design_back',
  'name',
  'company',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'phone',
  'email',
  'notes',
] as const;
export const ORDER_IMPORT_REQUIRED = ['sku', 'quantity', 'name', 'address1', 'city', 'country'] as const;

/** A row of the order file, checked field by field (names as in the file) and shaped as createOrder's input. */
export const orderImportRow = z
  .object({
    store_id: rule.optional(rule.id('store id')),
    platform_order_id: optionalText(100, 'Platform order id'),
    sku: rule.requiredText(100, 'Please enter the SKU.', 'SKU'),
    quantity: rule.intIn(1, ORDER_LIMITS.quantity, 'Quantity'),
    listing_id: rule.optional(rule.id('listing id')),
    design_front: rule.optional(designRef('design file')),
    design_back: rule.optional(designRef('design file')),
    notes: rule.clearableText(TEXT_LIMITS.long, 'Notes'),
  })
  .extend(addressInput.shape)
  .transform(({ store_id, platform_order_id, sku, quantity, listing_id, design_front, design_back, notes, ...address }) => ({
    store_id,
    platform_order_id,
    seller_id: undefined,
    shipping_method_id: undefined,
    shipping_address: address,
    items: [{ sku, quantity, listing_id, designs: { ...(design_front && { front: design_front }), ...(design_back && { back: design_back }) } }],
    notes,
  }));
export type OrderImportRow = z.output<typeof orderImportRow>;
