import { centsToDecimal, toCents } from './money';

/**
 * A shipping method's cost table and the one function that prices a shipment with it. Orders,
 * invoices and the "try a quote" box all call `shippingCost`, so a quote is the price charged.
 *
 * Weights are whole grams. A tier covers `min_weight` (inclusive) up to `max_weight` (exclusive;
 * null is no upper bound). Prices are decimal strings ("4.50"), computed in bigint cents.
 */
export interface ShippingTier {
  min_weight: number;
  max_weight: number | null;
  /** Price of the first item of the shipment. */
  first_item: string;
  /** Price of each further item. */
  additional_item: string;
}

export interface ShippingZone {
  name: string;
  /** ISO alpha-2 codes. */
  countries: readonly string[];
  /** Catches every country no other zone of the method names. */
  rest_of_world: boolean;
  tiers: readonly ShippingTier[];
}

export interface ShipmentQuery {
  /** Destination country, ISO alpha-2. */
  country: string;
  /** Total shipment weight in grams. */
  weight: number;
  /** Number of items shipped together (at least 1). */
  items: number;
}

export type ShippingQuote = { ok: true; cost: string; zone: string; tier: ShippingTier } | { ok: false; reason: 'no_zone' | 'no_tier' | 'bad_shipment' };

/** The zone a country ships under: the zone naming it, else the rest-of-world zone. */
export function zoneFor(zones: readonly ShippingZone[], country: string): ShippingZone | null {
  const code = country.toUpperCase();
  return zones.find((z) => z.countries.includes(code)) ?? zones.find((z) => z.rest_of_world) ?? null;
}

export function tierFor(tiers: readonly ShippingTier[], weight: number): ShippingTier | null {
  return tiers.find((t) => weight >= t.min_weight && (t.max_weight === null || weight < t.max_weight)) ?? null;
}

/** first_item + additional_item × (items − 1), in the zone and weight tier of the shipment. */
export function shippingCost(zones: readonly ShippingZone[], shipment: ShipmentQuery): ShippingQuote {
  if (!Number.isInteger(shipment.items) || shipment.items < 1 || !Number.isInteger(shipment.weight) || shipment.weight < 0)
    return { ok: false, reason: 'bad_shipment' };
  const zone = zoneFor(zones, shipment.country);
  if (!zone) return { ok: false, reason: 'no_zone' };
  const tier = tierFor(zone.tiers, shipment.weight);
  if (!tier) return { ok: false, reason: 'no_tier' };
  const cents = toCents(tier.first_item) + toCents(tier.additional_item) * BigInt(shipment.items - 1);
  return { ok: true, cost: centsToDecimal(cents), zone: zone.name, tier };
}

/** Index pairs of tiers that cover a common weight (the table refuses them). */
export function overlappingTiers(tiers: readonly Pick<ShippingTier, 'min_weight' | 'max_weight'>[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const end = (t: Pick<ShippingTier, 'max_weight'>) => t.max_weight ?? Number.POSITIVE_INFINITY;
  for (let i = 0; i < tiers.length; i++)
    for (let j = i + 1; j < tiers.length; j++) if (tiers[i].min_weight < end(tiers[j]) && tiers[j].min_weight < end(tiers[i])) out.push([i, j]);
  return out;
}
