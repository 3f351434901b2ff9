import { isCountryCode } from '../countries';
import {
  FULFILMENT_PROVIDERS,
  FULFILMENT_ROUTINGS,
  FULFILMENT_STATUSES,
  LOCATION_TYPES,
  MANUFACTURE_STATUSES,
  PROVIDER_LINE_STATUSES,
  SHIPPING_AUDIENCES,
  SHIPPING_SCOPES,
  STORAGE_DRIVERS,
  WEEKDAYS,
} from '../enums';
import { TEXT_LIMITS } from '../limits';
import { overlappingTiers } from '../shipping-cost';
import * as rule from './rules';
import { because, z } from './rules';

/**
 * Inputs of the logistics modules (manufactures, shipping methods and their cost table, locations,
 * fulfilment accounts, storage settings): the API parses with these, the forms check with them.
 */

const ID_LIST_MAX = 500;
const idList = (what: string) =>
  rule
    .listOf(rule.id(what), ID_LIST_MAX, what)
    .nullish()
    .transform((ids) => (ids ? [...new Set(ids)] : ids));
const optionalText = (max: number, label: string) => rule.clearableText(max, label);
const requiredName = (missing: string) => rule.requiredText(TEXT_LIMITS.name, missing, 'Name');

/** A name is required on create (no `_id`) and may not be blanked on update. */
function nameOnCreate(v: { _id?: string | null; name?: string | null }, ctx: z.RefinementCtx, missing: string) {
  if ((!v._id && !v.name) || v.name === '') ctx.addIssue({ code: 'custom', path: ['name'], message: missing, params: { reason: 'required' } });
}

// ---------------------------------------------------------------- manufactures

const stationFlag = () =>
  rule
    .flag()
    .nullish()
    .transform((on) => on === true);
export const manufactureStationsInput = z.object({ cutting: stationFlag(), printing: stationFlag(), sewing: stationFlag(), packing: stationFlag() });

/** makeManufacture: no `_id` creates. Workers are given whole (users with a manufacturing role). */
export const makeManufactureInput = z
  .object({
    _id: rule.id('manufacture id').nullish(),
    name: rule.text(TEXT_LIMITS.name, 'Name').nullish(),
    address: optionalText(TEXT_LIMITS.short, 'Address'),
    status: rule.oneOf(MANUFACTURE_STATUSES, 'status').nullish(),
    stations: manufactureStationsInput.nullish(),
    working_days: rule
      .listOf(rule.oneOf(WEEKDAYS, 'working day'), WEEKDAYS.length * 2, 'working_days')
      .nullish()
      .transform((days) => (days ? WEEKDAYS.filter((d) => days.includes(d)) : days)),
    time_zone: rule.timeZone().nullish(),
    product_types: rule
      .listOf(rule.requiredText(100, 'A product type may not be blank.', 'Product type'), 200, 'product_types')
      .nullish()
      .transform((list) => (list ? [...new Set(list)] : list)),
    worker_ids: idList('worker id'),
  })
  .superRefine((v, ctx) => nameOnCreate(v, ctx, 'Please enter the manufacture name.'));
export type MakeManufactureInput = z.output<typeof makeManufactureInput>;

// ---------------------------------------------------------------- shipping methods

const days = (label: string) => rule.intIn(0, 365, label);

/** makeShippingMethod: no `_id` creates; who may use it is everyone, one merchant group or chosen sellers. */
export const makeShippingMethodInput = z
  .object({
    _id: rule.id('shipping method id').nullish(),
    name: rule.text(TEXT_LIMITS.name, 'Name').nullish(),
    carrier: optionalText(100, 'Carrier'),
    scope: rule.oneOf(SHIPPING_SCOPES, 'scope').nullish(),
    min_days: days('min_days').nullish(),
    max_days: days('max_days').nullish(),
    active: rule.flag().nullish(),
    audience: rule.oneOf(SHIPPING_AUDIENCES, 'audience').nullish(),
    merchant_group_id: rule.clearable(rule.id('merchant group id')),
    seller_ids: idList('seller id'),
  })
  .superRefine((v, ctx) => {
    nameOnCreate(v, ctx, 'Please enter the method name.');
    if (v.min_days != null && v.max_days != null && v.min_days > v.max_days)
      ctx.addIssue({
        code: 'custom',
        path: ['max_days'],
        message: 'The longest delivery time must not be shorter than the shortest.',
        params: { reason: 'range' },
      });
    if (v.audience === 'merchant_group' && !v.merchant_group_id)
      ctx.addIssue({ code: 'custom', path: ['merchant_group_id'], message: 'Please choose the merchant group.', params: { reason: 'required' } });
    if (v.audience === 'sellers' && !v.seller_ids?.length)
      ctx.addIssue({ code: 'custom', path: ['seller_ids'], message: 'Please choose at least one seller.', params: { reason: 'required' } });
  });
export type MakeShippingMethodInput = z.output<typeof makeShippingMethodInput>;

/** trashShippingMethod, trashLocation: 1 to 500 ids. */
export const trashIdsInput = z.object({ ids: idList('id').pipe(z.array(z.string()).min(1, { error: 'Give at least one id.' })) });

export const setDefaultShippingMethodInput = z.object({ _id: rule.id('shipping method id') });

// ---------------------------------------------------------------- cost table

const MAX_WEIGHT_G = 1_000_000;
const weight = (label: string) => rule.intIn(0, MAX_WEIGHT_G, label);

/** A price: exact, never negative. */
const price = (label: string) => rule.cost(label);

const tierInput = z
  .object({
    min_weight: weight('min_weight'),
    max_weight: weight('max_weight')
      .nullish()
      .transform((w) => w ?? null),
    first_item: price('first_item'),
    additional_item: price('additional_item'),
  })
  .superRefine((t, ctx) => {
    if (t.max_weight !== null && t.max_weight <= t.min_weight)
      ctx.addIssue({ code: 'custom', path: ['max_weight'], message: 'The tier must end above where it starts.', params: { reason: 'range' } });
  });

const zoneInput = z
  .object({
    name: requiredName('Please name the zone.'),
    countries: rule
      .listOf(z.string().trim().toUpperCase(), 300, 'countries')
      .nullish()
      .transform((c) => [...new Set(c ?? [])]),
    rest_of_world: rule.flag().nullish().transform(Boolean),
    tiers: rule.listOf(tierInput, 100, 'tiers').min(1, { error: 'Every zone needs at least one weight tier.' }),
  })
  .superRefine((zone, ctx) => {
    const unknown = zone.countries.filter((c) => !isCountryCode(c));
    if (unknown.length)
      ctx.addIssue({
        code: 'custom',
        path: ['countries'],
        message: `Unknown country ${unknown.slice(0, 5).join(', ')}.`,
        params: { reason: 'unknown_country' },
      });
    if (!zone.countries.length && !zone.rest_of_world)
      ctx.addIssue({
        code: 'custom',
        path: ['countries'],
        message: 'Choose the zone’s countries or make it the rest of the world.',
        params: { reason: 'required' },
      });
    for (const [, j] of overlappingTiers(zone.tiers))
      ctx.addIssue({ code: 'custom', path: ['tiers', j, 'min_weight'], message: 'This weight tier overlaps another one.', params: { reason: 'tier_overlap' } });
  });

/** saveShippingCostTable: a method's zones, given whole. A method needs at least one zone; a country belongs to one zone. */
export const saveShippingCostTableInput = z
  .object({
    method_id: rule.id('shipping method id'),
    zones: rule
      .listOf(zoneInput, 50, 'zones')
      .nullish()
      .transform((z) => z ?? []),
  })
  .superRefine((v, ctx) => {
    if (!v.zones.length)
      ctx.addIssue({ code: 'custom', path: ['zones'], message: 'A shipping method needs at least one zone.', params: { reason: 'no_zone' } });
    const seen = new Set<string>();
    v.zones.forEach((zone, i) => {
      const twice = zone.countries.filter((c) => seen.has(c));
      zone.countries.forEach((c) => seen.add(c));
      if (twice.length)
        ctx.addIssue({
          code: 'custom',
          path: ['zones', i, 'countries'],
          message: `${twice.join(', ')} already ships in another zone.`,
          params: { reason: 'country_twice' },
        });
    });
    if (v.zones.filter((z) => z.rest_of_world).length > 1)
      ctx.addIssue({ code: 'custom', path: ['zones'], message: 'Only one zone may be the rest of the world.', params: { reason: 'duplicate' } });
  });
export type SaveShippingCostTableInput = z.output<typeof saveShippingCostTableInput>;

/** shippingQuote: what a shipment of `items` items weighing `weight` grams to `country` costs by a method. */
export const shippingQuoteInput = z.object({
  method_id: rule.id('shipping method id'),
  country: z.string({ error: 'Please choose the country.' }).trim().toUpperCase().refine(isCountryCode, because('unknown_country', 'Unknown country.')),
  weight: weight('weight'),
  items: rule.intIn(1, 10_000, 'items'),
});

// ---------------------------------------------------------------- locations

export const makeLocationInput = z
  .object({
    _id: rule.id('location id').nullish(),
    name: rule.text(TEXT_LIMITS.name, 'Name').nullish(),
    type: rule.oneOf(LOCATION_TYPES, 'location type').nullish(),
    address1: optionalText(TEXT_LIMITS.name, 'address1'),
    address2: optionalText(TEXT_LIMITS.name, 'address2'),
    city: optionalText(100, 'city'),
    state: optionalText(100, 'state'),
    postal_code: optionalText(20, 'postal_code'),
    country: rule.clearable(
      z
        .string({ error: 'Please choose the country.' })
        .trim()
        .toUpperCase()
        .refine((c) => c === '' || isCountryCode(c), because('unknown_country', 'Unknown country.')),
    ),
    phone: rule.clearable(rule.phone()),
  })
  .superRefine((v, ctx) => {
    nameOnCreate(v, ctx, 'Please enter the location name.');
    if (!v._id && !v.type) ctx.addIssue({ code: 'custom', path: ['type'], message: 'Please choose the location type.', params: { reason: 'required' } });
    if (!v._id && !v.country) ctx.addIssue({ code: 'custom', path: ['country'], message: 'Please choose the country.', params: { reason: 'required' } });
  });
export type MakeLocationInput = z.output<typeof makeLocationInput>;

// ---------------------------------------------------------------- fulfilments

/** makeFulfilment: no `_id` creates. `credentials` is write-only: blank keeps the stored one. */
export const makeFulfilmentInput = z
  .object({
    _id: rule.id('fulfilment id').nullish(),
    name: rule.text(TEXT_LIMITS.name, 'Name').nullish(),
    provider: rule.oneOf(FULFILMENT_PROVIDERS, 'provider').nullish(),
    account: optionalText(TEXT_LIMITS.name, 'account'),
    credentials: rule.optional(rule.text(2000, 'credentials')),
    private: rule.flag().nullish(),
    routing: rule.oneOf(FULFILMENT_ROUTINGS, 'routing').nullish(),
    is_default: rule.flag().nullish(),
    status: rule.oneOf(FULFILMENT_STATUSES, 'status').nullish(),
    preset_ids: rule
      .listOf(rule.requiredText(100, 'A preset may not be blank.', 'preset'), ID_LIST_MAX, 'preset_ids')
      .nullish()
      .transform((list) => (list ? [...new Set(list)] : list)),
  })
  .superRefine((v, ctx) => {
    nameOnCreate(v, ctx, 'Please enter the account name.');
    if (!v._id && !v.provider) ctx.addIssue({ code: 'custom', path: ['provider'], message: 'Please choose the provider.', params: { reason: 'required' } });
    if (!v._id && !v.credentials)
      ctx.addIssue({ code: 'custom', path: ['credentials'], message: 'Please enter the account’s credentials.', params: { reason: 'required' } });
  });
export type MakeFulfilmentInput = z.output<typeof makeFulfilmentInput>;

/** The fulfilments list filter: providers, private or not, a status ('all' is any but trash). */
export const fulfilmentsFilter = z.object({
  types: rule.listOf(rule.oneOf(FULFILMENT_PROVIDERS, 'provider'), FULFILMENT_PROVIDERS.length, 'types').nullish(),
  private: rule.flag().nullish(),
  status: z.union([rule.oneOf(FULFILMENT_STATUSES, 'status'), z.literal('all'), z.literal('')]).nullish(),
});

/** The /mrp-provider list filter: a provider, a status tab ('all' or blank for every one), a search (an order number, a SKU or a tracking number). */
export const providerLinesFilter = z.object({
  provider: z.union([rule.oneOf(FULFILMENT_PROVIDERS, 'provider'), z.literal('')]).nullish(),
  status: z.union([rule.oneOf(PROVIDER_LINE_STATUSES, 'status'), z.literal('all'), z.literal('')]).nullish(),
  search: rule.text(100, 'search').nullish(),
});
export type ProviderLinesFilterInput = z.infer<typeof providerLinesFilter>;

// ---------------------------------------------------------------- storage settings

/** saveStorageSettings: the S3 store and which driver new files use. A blank secret keeps the stored one. */
export const saveStorageSettingsInput = z
  .object({
    driver: rule.oneOf(STORAGE_DRIVERS, 'driver'),
    s3_endpoint: rule.clearable(rule.url('s3_endpoint')),
    s3_region: optionalText(50, 's3_region'),
    s3_bucket: rule.clearable(
      rule
        .text(63, 's3_bucket')
        .refine(
          (b) => b === '' || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(b),
          because('invalid', 'Bucket names are 3 to 63 lower-case letters, digits, dots or dashes.'),
        ),
    ),
    s3_access_key_id: optionalText(200, 's3_access_key_id'),
    s3_secret_access_key: rule.optional(rule.text(200, 's3_secret_access_key')),
    s3_force_path_style: rule.flag().nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.driver !== 's3') return;
    if (!v.s3_bucket) ctx.addIssue({ code: 'custom', path: ['s3_bucket'], message: 'Please enter the bucket.', params: { reason: 'required' } });
    if (!v.s3_access_key_id)
      ctx.addIssue({ code: 'custom', path: ['s3_access_key_id'], message: 'Please enter the access key id.', params: { reason: 'required' } });
  });
export type SaveStorageSettingsInput = z.output<typeof saveStorageSettingsInput>;
