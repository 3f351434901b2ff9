import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { JsonScalar, MoneyScalar } from '../../platform/common/graphql/scalars';
import { parcelFields } from '../catalogue/parcel';
import type { ListingRow, ListingStoreRow } from './listings.repository';
import { fieldsOf } from '../../platform/common/fields';

@ObjectType('ListingNameValue')
export class ListingNameValueModel {
  @Field() name: string;
  @Field() value: string;
}

/** One variant's price on the listing (spec: attribute_specifics_modify). */
@ObjectType('ListingVariant')
export class ListingVariantModel {
  @Field() sku: string;
  @Field(() => MoneyScalar) sale_price: string;
  @Field(() => MoneyScalar, { nullable: true }) base_price?: string;
  @Field(() => [ListingNameValueModel]) name_value: ListingNameValueModel[];
  @Field(() => MoneyScalar, { nullable: true }) fix_profit?: string;
  @Field(() => MoneyScalar, { nullable: true }) fixed_profit?: string;
}

/** A print file of the listing's mockup: `url` once rendered (null while the render job runs). */
@ObjectType('ListingPrintFile')
export class ListingPrintFileModel {
  @Field() side: string;
  @Field() position: string;
  @Field(() => Int) dpi: number;
  @Field(() => String, { nullable: true }) url: string | null;
  @Field(() => Int, { nullable: true }) width: number | null;
  @Field(() => Int, { nullable: true }) height: number | null;
}

/** The spec's listing `items`: the listing on one store, with its publishing queue state. */
@ObjectType('ListingStore')
export class ListingStoreModel {
  @Field(() => ID) _id: string;
  @Field(() => ID, { nullable: true }) store_id?: string | null;
  @Field() platform: string;
  @Field(() => String, { nullable: true }) platform_id?: string | null;
  @Field(() => Date, { nullable: true }) imported_at?: Date | null;
  @Field(() => String, { nullable: true }) external_url?: string | null;
  @Field() queue_status: string;
  @Field(() => String, { nullable: true }) queue_messenger?: string | null;
}

export const toListingStoreModel = (r: ListingStoreRow): ListingStoreModel => ({
  _id: r.id,
  ...fieldsOf(r, ['storeId', 'platform', 'platformId', 'importedAt', 'externalUrl', 'queueStatus', 'queueMessenger']),
});

/** A picture of the listing (spec section 3: images (src)), signed for the caller. */
@ObjectType('ListingImage')
export class ListingImageModel {
  @Field() src: string;
}

/** The listing's product (spec section 3: product { _id name provider }). */
@ObjectType('ListingProduct')
export class ListingProductModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  @Field() provider: string;
}

/** Listings per status tab of /items/internal for the same filters. */
@ObjectType('ItemsInfoCounters')
export class ItemsInfoCountersModel {
  @Field(() => Int) all: number;
  @Field(() => Int) draft: number;
  @Field(() => Int) publish: number;
  @Field(() => Int) trash: number;
}

/** A seller's listing (spec section 3, "Listing (seller side)"); images and design URLs are signed per request. */
@ObjectType('ItemInfo')
export class ItemInfoModel {
  @Field(() => ID) _id: string;
  @Field(() => ID) seller_id: string;
  @Field() name: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => MoneyScalar, { nullable: true }) price?: string | null;
  @Field(() => String, { nullable: true }) type?: string | null;
  @Field(() => ID) product_id: string;
  @Field(() => MoneyScalar, { nullable: true }) plf_price?: string | null;
  @Field(() => [String]) tags: string[];
  @Field(() => [String]) collections: string[];
  @Field(() => JsonScalar) prety_attributes: unknown[];
  @Field(() => JsonScalar) specifics: unknown[];
  @Field(() => [ListingVariantModel]) attribute_specifics_modify: ListingVariantModel[];
  @Field(() => String, { nullable: true }) size_chart?: string | null;
  @Field(() => String, { nullable: true }) shipping_preset?: string | null;
  @Field(() => MoneyScalar, { nullable: true }) tax_fee_fix?: string | null;
  @Field(() => MoneyScalar, { nullable: true }) tax_fee?: string | null;
  @Field() include_size_chart: boolean;
  @Field(() => String, { nullable: true }) ebay_template_id?: string | null;
  /** Per marketplace: type and category_selected (id, level, name, parent). */
  @Field(() => JsonScalar) platform_category: unknown[];
  /** Per marketplace: platform and specifics (key, value). */
  @Field(() => JsonScalar) platform_specifics: unknown[];
  @Field(() => Int, { nullable: true }) weight: number | null;
  @Field(() => Int, { nullable: true }) package_width: number | null;
  @Field(() => Int, { nullable: true }) package_height: number | null;
  @Field(() => Int, { nullable: true }) package_length: number | null;
  @Field(() => ID, { nullable: true }) mockup_id?: string | null;
  @Field() status: string;
  @Field() created_at: Date;
  @Field() updated_at: Date;
  row: ListingRow;
}

export const toItemInfoModel = (r: ListingRow): ItemInfoModel => ({
  _id: r.id,
  ...fieldsOf(r, [
    'sellerId',
    'name',
    'description',
    'price',
    'type',
    'productId',
    'plfPrice',
    'tags',
    'collections',
    'specifics',
    'sizeChart',
    'shippingPreset',
    'taxFeeFix',
    'taxFee',
    'includeSizeChart',
    'ebayTemplateId',
    'platformCategory',
    'platformSpecifics',
    'mockupId',
    'status',
    'createdAt',
    'updatedAt',
  ]),
  prety_attributes: r.prettyAttributes,
  attribute_specifics_modify: r.attributeSpecificsModify.map((v) => ({ ...v, name_value: v.name_value ?? [] })),
  ...parcelFields(r),
  row: r,
});
