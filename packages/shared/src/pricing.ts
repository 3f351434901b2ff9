import { centsToDecimal, roundDiv, toCents, type Cents, type MoneyInput } from './money';

/**
 * What a seller pays for a product variant: the one pricing function the catalogue, the editor's
 * Details & Pricing step, orders and invoices call. Exact: every step works on bigint cents.
 *
 * The rules, in order:
 * 1. The list price is the variant's base_price, or its nonship_price (above 0) for a seller with
 *    enable_non_ship (they ship themselves, so the price without shipping); a sale_price above 0 and
 *    below it replaces it.
 * 2. A seller whose wholesale_level reaches the preset's (at least 1) pays the variant's
 *    wholesale_price when it is lower; a wholesale price is net: no VIP discount stacks on it.
 * 3. Otherwise the preset's VIP tier with the highest level not above the seller's vip takes its
 *    value off each unit, and selling on TikTok with any VIP level takes tiktok_vip_discount off too.
 * 4. The unit_discounts tier with the highest unit not above the quantity takes its value off each
 *    unit (everyone, wholesale included). The product never goes below 0.
 * 5. Each extra printed side adds side_additional_cost and each extra position on a side adds
 *    position_additional_cost to every unit (never discounted).
 * 6. The seller's addition_base_cost (set per seller by staff) adds to every unit (never discounted).
 * 7. Tax: tax_fee percent of the line, rounded half away from zero, plus tax_fee_fix once per line.
 */
export interface PricingPreset {
  /** Amount off each unit from a VIP level up. */
  vip?: ReadonlyArray<{ level: number; value: MoneyInput }> | null;
  /** Amount off each unit from a quantity up. */
  unit_discounts?: ReadonlyArray<{ unit: number; value: MoneyInput }> | null;
  tiktok_vip_discount?: MoneyInput;
  /** The seller wholesale level from which wholesale prices apply (0 or absent means 1). */
  wholesale_level?: number | null;
  side_additional_cost?: MoneyInput;
  position_additional_cost?: MoneyInput;
  /** Percent of the line, e.g. "8.25". */
  tax_fee?: MoneyInput;
  /** Fixed amount per line. */
  tax_fee_fix?: MoneyInput;
}

export interface PricingVariant {
  base_price: MoneyInput;
  sale_price?: MoneyInput;
  wholesale_price?: MoneyInput;
  /** The price without shipping, for sellers with enable_non_ship. */
  nonship_price?: MoneyInput;
}

/** The seller's own pricing settings (their user record). */
export interface PricingBuyer {
  vip?: number | null;
  wholesale_level?: number | null;
  /** Pays the variant's nonship_price (when it has one) instead of its base_price. */
  enable_non_ship?: boolean | null;
  /** Added to each unit this seller buys. */
  addition_base_cost?: MoneyInput;
}

export interface PriceRequest {
  preset: PricingPreset;
  variant: PricingVariant;
  buyer: PricingBuyer;
  quantity?: number;
  /** Printed sides beyond the first. */
  extra_sides?: number;
  /** Print positions beyond the first, over all sides. */
  extra_positions?: number;
  /** The marketplace the seller sells on ('tiktok' enables tiktok_vip_discount). */
  platform?: string | null;
}

export type PriceRule = 'base' | 'nonship' | 'sale' | 'wholesale';

/** Every amount as a 2-decimal string, per unit unless named as the line's. */
export interface PriceQuote {
  rule: PriceRule;
  list_price: string;
  vip_discount: string;
  tiktok_discount: string;
  quantity_discount: string;
  extras: string;
  /** The seller's addition_base_cost on each unit. */
  seller_addition: string;
  unit_price: string;
  quantity: number;
  subtotal: string;
  tax: string;
  total: string;
}

const positive = (v: MoneyInput): Cents => {
  const c = toCents(v);
  return c > 0n ? c : 0n;
};

const wholeAtLeast = (n: number | null | undefined, min: number): number => (typeof n === 'number' && Number.isInteger(n) && n >= min ? n : min);

/** The tier with the highest threshold not above `reached`, or 0 off. */
function tierValue<T>(tiers: ReadonlyArray<T> | null | undefined, threshold: (t: T) => number, value: (t: T) => MoneyInput, reached: number): Cents {
  let best: T | null = null;
  for (const tier of tiers ?? []) {
    const at = threshold(tier);
    if (at >= 1 && at <= reached && (best === null || at > threshold(best))) best = tier;
  }
  return best === null ? 0n : positive(value(best));
}

function rateTimes(amount: Cents, percent: MoneyInput): Cents {
  // tax_fee is a percentage with up to 2 decimals: cents of a percent, so amount × rate / 10,000.
  return roundDiv(amount * positive(percent), 10_000n);
}

export function quotePrice(request: PriceRequest): PriceQuote {
  const { preset, variant, buyer } = request;
  const quantity = wholeAtLeast(request.quantity, 1);
  const vipLevel = wholeAtLeast(buyer.vip, 0);
  const base = positive(variant.base_price);
  const nonship = buyer.enable_non_ship ? positive(variant.nonship_price) : 0n;
  const sale = positive(variant.sale_price);
  const wholesale = positive(variant.wholesale_price);

  let [rule, price]: [PriceRule, Cents] = nonship > 0n ? ['nonship', nonship] : ['base', base];
  if (sale > 0n && sale < price) [rule, price] = ['sale', sale];
  const wholesaleFrom = Math.max(1, wholeAtLeast(preset.wholesale_level, 0));
  if (wholeAtLeast(buyer.wholesale_level, 0) >= wholesaleFrom && wholesale > 0n && wholesale < price) [rule, price] = ['wholesale', wholesale];

  const vip =
    rule === 'wholesale'
      ? 0n
      : tierValue(
          preset.vip,
          (t) => t.level,
          (t) => t.value,
          vipLevel,
        );
  const tiktok = rule !== 'wholesale' && vipLevel > 0 && request.platform === 'tiktok' ? positive(preset.tiktok_vip_discount) : 0n;
  const byQuantity = tierValue(
    preset.unit_discounts,
    (t) => t.unit,
    (t) => t.value,
    quantity,
  );

  // Discounts are applied in order and each only as far as the price goes, so they add up to what was taken off.
  let item = price;
  const take = (off: Cents): Cents => {
    const applied = off < item ? off : item;
    item -= applied;
    return applied;
  };
  const vipOff = take(vip);
  const tiktokOff = take(tiktok);
  const quantityOff = take(byQuantity);

  const extras =
    BigInt(wholeAtLeast(request.extra_sides, 0)) * positive(preset.side_additional_cost) +
    BigInt(wholeAtLeast(request.extra_positions, 0)) * positive(preset.position_additional_cost);
  const sellerAddition = positive(buyer.addition_base_cost);
  const unit = item + extras + sellerAddition;
  const subtotal = unit * BigInt(quantity);
  const tax = rateTimes(subtotal, preset.tax_fee) + positive(preset.tax_fee_fix);

  return {
    rule,
    list_price: centsToDecimal(price),
    vip_discount: centsToDecimal(vipOff),
    tiktok_discount: centsToDecimal(tiktokOff),
    quantity_discount: centsToDecimal(quantityOff),
    extras: centsToDecimal(extras),
    seller_addition: centsToDecimal(sellerAddition),
    unit_price: centsToDecimal(unit),
    quantity,
    subtotal: centsToDecimal(subtotal),
    tax: centsToDecimal(tax),
    total: centsToDecimal(subtotal + tax),
  };
}

/** The lowest price of one unit over a preset's variants for this buyer ("from $12.40"), or null without variants. */
export function lowestUnitPrice(preset: PricingPreset, variants: readonly PricingVariant[], buyer: PricingBuyer): string | null {
  let low: Cents | null = null;
  for (const variant of variants) {
    const unit = toCents(quotePrice({ preset, variant, buyer }).unit_price);
    if (low === null || unit < low) low = unit;
  }
  return low === null ? null : centsToDecimal(low);
}
