import type { PricingPreset } from '@pod/shared';
import type { ProductPresetRow } from './presets.repository';

/** A preset row's pricing rules as the shared pricing function reads them. */
export const pricingOf = (r: ProductPresetRow): PricingPreset => ({
  vip: r.vip,
  unit_discounts: r.unitDiscounts,
  tiktok_vip_discount: r.tiktokVipDiscount,
  wholesale_level: r.wholesaleLevel,
  side_additional_cost: r.sideAdditionalCost,
  position_additional_cost: r.positionAdditionalCost,
  tax_fee: r.taxFee,
  tax_fee_fix: r.taxFeeFix,
});
