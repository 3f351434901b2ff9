import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { PRODUCT_PROVIDERS } from '@pod/shared';
import { countersType } from '../../platform/common/graphql/counters';
import { JsonScalar, MoneyScalar } from '../../platform/common/graphql/scalars';
import { parcelFields } from './parcel';
import type { ProductPresetRow as PresetRow, ProductVariantRow as VariantRow } from './presets.repository';
import type { ProductStockHistoryRow as StockRow } from './stock.repository';
import type { ProductTagRow, ProviderProductTypeRow as ProductTypeRow } from './taxonomy.repository';

@ObjectType('NameValue')
export class NameValueModel {
  @Field() name: string;
  @Field({ nullable: true }) type?: string;
  @Field() value: string;
}

@ObjectType('AttributeOption')
export class AttributeOptionModel {
  @Field() ffm_value: string;
  @Field() plf_value: string;
  @Field(() => MoneyScalar, { nullable: true }) plf_price?: string | null;
  @Field({ nullable: true }) hex?: string;
  @Field() default: boolean;
}

@ObjectType('PrettyAttribute')
export class PrettyAttributeModel {
  @Field() attribute_type: string;
  @Field() plf_attribute_name: string;
  @Field(() => [AttributeOptionModel]) options: AttributeOptionModel[];
}

@ObjectType('PrintArea')
export class PrintAreaModel {
  @Field() key: string;
  @Field() position: string;
  @Field() print: string;
  @Field(() => Int) width: number;
  @Field(() => Int) height: number;
  @Field(() => MoneyScalar, { nullable: true }) addition_price?: string | null;
  @Field(() => MoneyScalar, { nullable: true }) addition_base_price?: string | null;
  @Field() is_part: boolean;
  @Field() is_required: boolean;
  @Field() is_embroidery: boolean;
}

@ObjectType('PresetSpecific')
export class PresetSpecificModel {
  @Field() key: string;
  @Field() value: string;
  @Field() required: boolean;
}

@ObjectType('VipTier')
export class VipTierModel {
  @Field(() => Int) level: number;
  @Field(() => MoneyScalar) value: string;
}

@ObjectType('UnitDiscount')
export class UnitDiscountModel {
  @Field(() => Int) unit: number;
  @Field(() => MoneyScalar) value: string;
}

/** A variant (one sku) with its prices, stock and what the caller pays for one unit. */
@ObjectType('ProductVariant')
export class ProductVariantModel {
  @Field(() => ID) _id: string;
  @Field(() => ID) product_id: string;
  @Field() sku: string;
  @Field(() => [NameValueModel]) name_value: NameValueModel[];
  @Field(() => MoneyScalar) base_price: string;
  @Field(() => MoneyScalar, { nullable: true }) sale_price?: string | null;
  @Field(() => MoneyScalar, { nullable: true }) wholesale_price?: string | null;
  @Field(() => MoneyScalar, { nullable: true }) ship_price?: string | null;
  @Field(() => MoneyScalar, { nullable: true }) nonship_price?: string | null;
  @Field(() => MoneyScalar, { nullable: true }) tiktok_final_price?: string | null;
  @Field(() => MoneyScalar, { nullable: true }) fix_profit?: string | null;
  @Field(() => MoneyScalar, { nullable: true }) fixed_profit?: string | null;
  @Field(() => Int, { nullable: true }) weight?: number | null;
  @Field(() => Int, { nullable: true }) package_width?: number | null;
  @Field(() => Int, { nullable: true }) package_height?: number | null;
  @Field(() => Int, { nullable: true }) package_length?: number | null;
  @Field() in_stock: boolean;
  @Field(() => Int) stock: number;
  @Field(() => Int) low_stock_at: number;
  @Field(() => String, { nullable: true }) location_id?: string | null;
  /** One unit for the caller, from the shared pricing function. */
  @Field(() => MoneyScalar) price: string;
}

@ObjectType('ProductPreset')
export class ProductPresetModel {
  @Field(() => ID) _id: string;
  @Field() id: string;
  @Field() sku: string;
  @Field(() => String, { nullable: true }) hts_code?: string | null;
  @Field() slug: string;
  @Field() identity: string;
  @Field() name: string;
  @Field() raw_name: string;
  @Field(() => String, { nullable: true }) image?: string | null;
  @Field(() => [String]) images_thumbnail: string[];
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) short_description?: string | null;
  @Field(() => String, { nullable: true }) template_description?: string | null;
  @Field() is_new: boolean;
  @Field() is_featured: boolean;
  @Field() is_best_seller: boolean;
  @Field() provider: string;
  @Field(() => String, { nullable: true }) provider_id?: string | null;
  @Field(() => String, { nullable: true }) product_type_id?: string | null;
  @Field(() => String, { nullable: true }) manufacture_id?: string | null;
  @Field(() => String, { nullable: true }) shipping_sku?: string | null;
  @Field(() => MoneyScalar) base_tag_price: string;
  @Field(() => MoneyScalar) sale_tag_price: string;
  @Field(() => MoneyScalar) min_price: string;
  @Field(() => MoneyScalar) max_price: string;
  @Field(() => MoneyScalar) tax_fee_fix: string;
  @Field(() => MoneyScalar) tax_fee: string;
  @Field(() => MoneyScalar) value_of_goods: string;
  @Field(() => JsonScalar) tax_groups: unknown[];
  @Field(() => [PrettyAttributeModel]) prety_attributes: PrettyAttributeModel[];
  @Field(() => [PresetSpecificModel]) specifics: PresetSpecificModel[];
  @Field(() => String, { nullable: true }) category?: string | null;
  @Field(() => String, { nullable: true }) category_id?: string | null;
  @Field(() => String, { nullable: true }) size_chart?: string | null;
  @Field(() => String, { nullable: true }) shipping_preset?: string | null;
  @Field(() => JsonScalar) platform_category: unknown[];
  @Field(() => JsonScalar) platform_specifics: unknown[];
  @Field(() => String, { nullable: true }) type?: string | null;
  @Field() collection: string;
  @Field(() => [String]) linked_products: string[];
  @Field(() => [String]) monopolist_users: string[];
  @Field(() => MoneyScalar) shipping_cost: string;
  @Field(() => MoneyScalar) shipping_additional_cost: string;
  @Field(() => MoneyScalar) international_shipping_cost: string;
  @Field(() => MoneyScalar) international_shipping_additional_cost: string;
  @Field(() => MoneyScalar) side_additional_cost: string;
  @Field(() => MoneyScalar) position_additional_cost: string;
  @Field(() => String, { nullable: true }) print_document?: string | null;
  @Field(() => String, { nullable: true }) print_template?: string | null;
  @Field(() => [PrintAreaModel]) print_areas: PrintAreaModel[];
  @Field(() => Int, { nullable: true }) weight?: number | null;
  @Field(() => Int, { nullable: true }) package_width?: number | null;
  @Field(() => Int, { nullable: true }) package_height?: number | null;
  @Field(() => Int, { nullable: true }) package_length?: number | null;
  @Field(() => Int) production_total: number;
  @Field(() => Int) batch_total: number;
  @Field(() => [VipTierModel]) vip: VipTierModel[];
  @Field(() => [UnitDiscountModel]) unit_discounts: UnitDiscountModel[];
  @Field(() => MoneyScalar) tiktok_vip_discount: string;
  @Field(() => Int) wholesale_level: number;
  @Field(() => Int) mockup_count: number;
  @Field() visible: boolean;
  @Field() is_catalog: boolean;
  @Field() is_custom: boolean;
  @Field(() => [String]) videos: string[];
  @Field() skip_design_check: boolean;
  @Field() skip_affiliate: boolean;
  @Field() created_at: Date;
  @Field() updated_at: Date;
  // Resolved fields: attribute_specifics, tags, price, favorite (see PresetFieldsResolver).
}

@ObjectType('ProductTag')
export class ProductTagModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  @Field(() => Int) preset_count: number;
}

@ObjectType('ProductCategory')
export class ProductCategoryModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  @Field() slug: string;
  @Field(() => Int) position: number;
  @Field() builtin: boolean;
  @Field(() => Int) preset_count: number;
}

/** Presets per provider (spec section 3, provider counts), plus the sum. */
export const ProviderCountsModel = countersType('ProviderCounts', ['all', ...PRODUCT_PROVIDERS]);
export type ProviderCountsModel = InstanceType<typeof ProviderCountsModel>;

@ObjectType('CategoryCount')
export class CategoryCountModel {
  @Field(() => String, { nullable: true }) category_id?: string | null;
  @Field() category: string;
  @Field() name: string;
  @Field(() => Int) total: number;
}

/** A provider's product type (spec section 3) with what a preset is made from. */
@ObjectType('ProductType')
export class ProductTypeModel {
  @Field(() => ID) _id: string;
  /** The provider's own product id. */
  @Field() id: string;
  @Field() provider: string;
  @Field() name: string;
  @Field(() => String, { nullable: true }) image?: string | null;
  @Field(() => String, { nullable: true }) descriptions?: string | null;
  @Field(() => [String]) flags: string[];
  @Field(() => MoneyScalar) min_price: string;
  @Field(() => MoneyScalar) max_price: string;
  @Field(() => String, { nullable: true }) category?: string | null;
  @Field() collection: string;
  @Field(() => [PrettyAttributeModel]) attributes: PrettyAttributeModel[];
  @Field(() => [PrintAreaModel]) print_areas: PrintAreaModel[];
  @Field(() => Int) variant_count: number;
  /** Presets already made from this type. */
  @Field(() => Int) preset_count: number;
}

@ObjectType('PlatformCategory')
export class PlatformCategoryModel {
  @Field() id: string;
  @Field() name: string;
  @Field(() => Int) level: number;
  @Field(() => String, { nullable: true }) parent?: string | null;
  @Field() has_children: boolean;
}

@ObjectType('PlatformSpecific')
export class PlatformSpecificModel {
  @Field() name: string;
  @Field() type: string;
  @Field(() => [String]) value: string[];
  @Field(() => String, { nullable: true }) helper?: string | null;
  @Field() mode: string;
  @Field() key: string;
  @Field(() => String, { nullable: true }) placeholder?: string | null;
}

@ObjectType('ProductStockHistoryItem')
export class StockHistoryItemModel {
  @Field(() => ID) _id: string;
  @Field(() => ID) product_id: string;
  @Field(() => ID) variant_id: string;
  @Field({ nullable: true }) variant_sku?: string;
  /** Who made the change; the `changed_by` field resolves it to a user. */
  changed_by_id: string | null;
  @Field(() => String, { nullable: true }) client?: string | null;
  @Field(() => String, { nullable: true }) production_id?: string | null;
  @Field(() => String, { nullable: true }) production?: string | null;
  @Field() action: string;
  @Field(() => Int) quantity: number;
  @Field(() => Int) stock_before: number;
  @Field(() => Int) stock_after: number;
  @Field(() => String, { nullable: true }) reason?: string | null;
  @Field(() => String, { nullable: true }) order_id?: string | null;
  @Field() source: string;
  @Field() created_at: Date;
}

@ObjectType('ProductStockHistoryPage')
export class StockHistoryPageModel {
  @Field(() => [StockHistoryItemModel]) items: StockHistoryItemModel[];
  @Field(() => Int) total_items: number;
  @Field(() => Int) current_page: number;
  @Field(() => Int) total_pages: number;
}

/** A variant's stock line on the Inventory screen. */
@ObjectType('InventoryLine')
export class InventoryLineModel {
  @Field(() => ID) _id: string;
  @Field(() => ID) product_id: string;
  @Field() product_name: string;
  @Field(() => String, { nullable: true }) image?: string | null;
  @Field() provider: string;
  @Field() sku: string;
  @Field(() => [NameValueModel]) name_value: NameValueModel[];
  @Field(() => Int) stock: number;
  @Field(() => Int) low_stock_at: number;
  @Field() in_stock: boolean;
  @Field(() => String, { nullable: true }) location_id?: string | null;
}

/** The file's URL once the export job is done; while it still runs, the job to follow (`job(_id)`). */
@ObjectType('ExportProductsResult')
export class ExportProductsModel {
  @Field(() => String, { nullable: true }) url: string | null;
  @Field(() => ID) job_id: string;
  @Field() status: string;
  @Field(() => Int, { nullable: true }) rows: number | null;
}

// ---------------------------------------------------------------- row → model

/** `media` turns stored image keys into URLs the caller can load. */
export function toPresetModel(r: PresetRow, category: string | null, media: { image: string | null; thumbnails: string[] }): ProductPresetModel {
  return {
    _id: r.id,
    id: r.id,
    sku: r.sku,
    hts_code: r.htsCode,
    slug: r.slug,
    identity: r.identity,
    name: r.name,
    raw_name: r.rawName,
    image: media.image,
    images_thumbnail: media.thumbnails,
    description: r.description,
    short_description: r.shortDescription,
    template_description: r.templateDescription,
    is_new: r.isNew,
    is_featured: r.isFeatured,
    is_best_seller: r.isBestSeller,
    provider: r.provider,
    provider_id: r.providerId,
    product_type_id: r.productTypeId,
    manufacture_id: r.manufactureId,
    shipping_sku: r.shippingSku,
    base_tag_price: r.baseTagPrice,
    sale_tag_price: r.saleTagPrice,
    min_price: r.minPrice,
    max_price: r.maxPrice,
    tax_fee_fix: r.taxFeeFix,
    tax_fee: r.taxFee,
    value_of_goods: r.valueOfGoods,
    tax_groups: r.taxGroups,
    prety_attributes: r.prettyAttributes.map((a) => ({ ...a, options: a.options.map((o) => ({ ...o, plf_price: o.plf_price ?? null })) })),
    specifics: r.specifics,
    category,
    category_id: r.categoryId,
    size_chart: r.sizeChart,
    shipping_preset: r.shippingPreset,
    platform_category: r.platformCategory,
    platform_specifics: r.platformSpecifics,
    type: r.type,
    collection: r.collection,
    linked_products: r.linkedProducts,
    monopolist_users: r.monopolistUsers,
    shipping_cost: r.shippingCost,
    shipping_additional_cost: r.shippingAdditionalCost,
    international_shipping_cost: r.internationalShippingCost,
    international_shipping_additional_cost: r.internationalShippingAdditionalCost,
    side_additional_cost: r.sideAdditionalCost,
    position_additional_cost: r.positionAdditionalCost,
    print_document: r.printDocument,
    print_template: r.printTemplate,
    print_areas: r.printAreas,
    ...parcelFields(r),
    production_total: r.productionTotal,
    batch_total: r.batchTotal,
    vip: r.vip,
    unit_discounts: r.unitDiscounts,
    tiktok_vip_discount: r.tiktokVipDiscount,
    wholesale_level: r.wholesaleLevel,
    mockup_count: r.mockupCount,
    visible: r.visible,
    is_catalog: r.isCatalog,
    is_custom: r.isCustom,
    videos: r.videos,
    skip_design_check: r.skipDesignCheck,
    skip_affiliate: r.skipAffiliate,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}

export function toVariantModel(v: VariantRow, price: string): ProductVariantModel {
  return {
    _id: v.id,
    product_id: v.presetId,
    sku: v.sku,
    name_value: v.nameValue,
    base_price: v.basePrice,
    sale_price: v.salePrice,
    wholesale_price: v.wholesalePrice,
    ship_price: v.shipPrice,
    nonship_price: v.nonshipPrice,
    tiktok_final_price: v.tiktokFinalPrice,
    fix_profit: v.fixProfit,
    fixed_profit: v.fixProfit,
    ...parcelFields(v),
    in_stock: v.inStock,
    stock: v.stock,
    low_stock_at: v.lowStockAt,
    location_id: v.locationId,
    price,
  };
}

export function toProductTypeModel(t: ProductTypeRow, image: string | null, presetCount: number): ProductTypeModel {
  return {
    _id: t.id,
    id: t.providerProductId,
    provider: t.provider,
    name: t.name,
    image,
    descriptions: t.descriptions,
    flags: t.flags,
    min_price: t.minPrice,
    max_price: t.maxPrice,
    category: t.category,
    collection: t.collection,
    attributes: t.attributes.map((a) => ({ ...a, options: a.options.map((o) => ({ ...o, plf_price: o.plf_price ?? null })) })),
    print_areas: t.printAreas,
    variant_count: t.variants.length,
    preset_count: presetCount,
  };
}

/** A tag as lists and presets show it (a tag row, or the tag columns of a preset's tags). */
export const toProductTagModel = (t: Pick<ProductTagRow, 'id' | 'name' | 'presetCount'>): ProductTagModel => ({
  _id: t.id,
  name: t.name,
  preset_count: t.presetCount,
});

export function toStockHistoryModel(h: StockRow & { sku?: string }): StockHistoryItemModel {
  return {
    _id: h.id,
    product_id: h.productId,
    variant_id: h.variantId,
    variant_sku: h.sku,
    changed_by_id: h.changedBy,
    client: h.client,
    production_id: h.productionId,
    production: h.productionId,
    action: h.action,
    quantity: h.quantity,
    stock_before: h.stockBefore,
    stock_after: h.stockAfter,
    reason: h.reason,
    order_id: h.orderId,
    source: h.source,
    created_at: h.createdAt,
  };
}
