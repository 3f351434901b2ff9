import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { JsonScalar } from '../../platform/common/graphql/scalars';
import { FlexScalar } from '../users/flex.scalar';

/**
 * GraphQL shapes of packages/shared/src/inputs/catalogue.ts. Amounts and measures are Flex (text or
 * number) and nested lists JSON, so the shared schema refuses bad values with a field and a reason.
 */

/** productPreset filters (spec section 7), plus `favorites` for the catalogue's favourites tab. */
@ArgsType()
export class PresetFilterArgs {
  @Field(() => ID, { nullable: true }) _id?: string;
  @Field({ nullable: true }) identity?: string;
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) provider?: string;
  @Field({ nullable: true }) withoutCustom?: boolean;
  @Field({ nullable: true }) category?: string;
  @Field(() => ID, { nullable: true }) category_id?: string;
  @Field({ nullable: true }) collection?: string;
  @Field({ nullable: true }) start?: string;
  @Field({ nullable: true }) end?: string;
  @Field({ nullable: true }) customOnly?: boolean;
  @Field(() => [ID], { nullable: true }) ids?: string[];
  @Field({ nullable: true }) is_map?: boolean;
  @Field({ nullable: true }) is_catalog?: boolean;
  @Field({ nullable: true }) favorites?: boolean;
}

@InputType()
export class VariantInput {
  @Field(() => ID, { nullable: true }) _id?: string;
  @Field() sku: string;
  @Field(() => JsonScalar, { nullable: true }) name_value?: unknown;
  @Field(() => FlexScalar) base_price: unknown;
  @Field(() => FlexScalar, { nullable: true }) sale_price?: unknown;
  @Field(() => FlexScalar, { nullable: true }) wholesale_price?: unknown;
  @Field(() => FlexScalar, { nullable: true }) ship_price?: unknown;
  @Field(() => FlexScalar, { nullable: true }) nonship_price?: unknown;
  @Field(() => FlexScalar, { nullable: true }) tiktok_final_price?: unknown;
  @Field(() => FlexScalar, { nullable: true }) fix_profit?: unknown;
  @Field(() => FlexScalar, { nullable: true }) weight?: unknown;
  @Field(() => FlexScalar, { nullable: true }) package_width?: unknown;
  @Field(() => FlexScalar, { nullable: true }) package_height?: unknown;
  @Field(() => FlexScalar, { nullable: true }) package_length?: unknown;
  @Field({ nullable: true }) in_stock?: boolean;
}

/** productPresetUpdate: every editable field of the preset form; absent ones are left alone. */
@InputType()
export class ProductPresetUpdateInput {
  @Field(() => ID) _id: string;
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) raw_name?: string;
  @Field({ nullable: true }) sku?: string;
  @Field({ nullable: true }) hts_code?: string;
  @Field({ nullable: true }) type?: string;
  @Field({ nullable: true }) provider?: string;
  @Field({ nullable: true }) provider_id?: string;
  @Field({ nullable: true }) image?: string;
  @Field(() => [String], { nullable: true }) images_thumbnail?: string[];
  @Field(() => [String], { nullable: true }) videos?: string[];
  @Field({ nullable: true }) description?: string;
  @Field({ nullable: true }) short_description?: string;
  @Field({ nullable: true }) template_description?: string;
  @Field({ nullable: true }) collection?: string;
  @Field(() => ID, { nullable: true }) category_id?: string;
  @Field(() => ID, { nullable: true }) manufacture_id?: string;
  @Field({ nullable: true }) shipping_sku?: string;
  @Field({ nullable: true }) shipping_preset?: string;
  @Field({ nullable: true }) size_chart?: string;
  @Field(() => FlexScalar, { nullable: true }) base_tag_price?: unknown;
  @Field(() => FlexScalar, { nullable: true }) sale_tag_price?: unknown;
  @Field(() => FlexScalar, { nullable: true }) tax_fee?: unknown;
  @Field(() => FlexScalar, { nullable: true }) tax_fee_fix?: unknown;
  @Field(() => FlexScalar, { nullable: true }) value_of_goods?: unknown;
  @Field(() => FlexScalar, { nullable: true }) shipping_cost?: unknown;
  @Field(() => FlexScalar, { nullable: true }) shipping_additional_cost?: unknown;
  @Field(() => FlexScalar, { nullable: true }) international_shipping_cost?: unknown;
  @Field(() => FlexScalar, { nullable: true }) international_shipping_additional_cost?: unknown;
  @Field(() => FlexScalar, { nullable: true }) side_additional_cost?: unknown;
  @Field(() => FlexScalar, { nullable: true }) position_additional_cost?: unknown;
  @Field(() => FlexScalar, { nullable: true }) tiktok_vip_discount?: unknown;
  @Field(() => FlexScalar, { nullable: true }) wholesale_level?: unknown;
  @Field(() => FlexScalar, { nullable: true }) weight?: unknown;
  @Field(() => FlexScalar, { nullable: true }) package_width?: unknown;
  @Field(() => FlexScalar, { nullable: true }) package_height?: unknown;
  @Field(() => FlexScalar, { nullable: true }) package_length?: unknown;
  @Field({ nullable: true }) print_document?: string;
  @Field({ nullable: true }) print_template?: string;
  @Field({ nullable: true }) is_new?: boolean;
  @Field({ nullable: true }) is_featured?: boolean;
  @Field({ nullable: true }) is_best_seller?: boolean;
  @Field({ nullable: true }) visible?: boolean;
  @Field({ nullable: true }) is_catalog?: boolean;
  @Field({ nullable: true }) skip_design_check?: boolean;
  @Field({ nullable: true }) skip_affiliate?: boolean;
  @Field(() => JsonScalar, { nullable: true }) tax_groups?: unknown;
  @Field(() => JsonScalar, { nullable: true }) prety_attributes?: unknown;
  @Field(() => JsonScalar, { nullable: true }) specifics?: unknown;
  @Field(() => JsonScalar, { nullable: true }) print_areas?: unknown;
  @Field(() => JsonScalar, { nullable: true }) vip?: unknown;
  @Field(() => JsonScalar, { nullable: true }) unit_discounts?: unknown;
  @Field(() => JsonScalar, { nullable: true }) platform_category?: unknown;
  @Field(() => JsonScalar, { nullable: true }) platform_specifics?: unknown;
  @Field(() => [String], { nullable: true }) linked_products?: string[];
  @Field(() => [String], { nullable: true }) monopolist_users?: string[];
  @Field(() => [String], { nullable: true }) tag_ids?: string[];
  @Field(() => [VariantInput], { nullable: true }) attribute_specifics?: VariantInput[];
}

@InputType()
export class AdjustProductStockInput {
  @Field(() => ID) variant_id: string;
  @Field(() => FlexScalar) quantity: unknown;
  @Field() reason: string;
  @Field({ nullable: true }) action?: string;
}

/** Create (no _id) or rename a category or a tag. */
@InputType()
export class CatalogueNameInput {
  @Field(() => ID, { nullable: true }) _id?: string;
  @Field() name: string;
}

@ArgsType()
export class InventoryArgs {
  @Field({ nullable: true }) search?: string;
  @Field({ nullable: true }) low_stock?: boolean;
  @Field({ nullable: true }) provider?: string;
}

@ArgsType()
export class StockHistoryArgs {
  @Field(() => ID) product_id: string;
  @Field(() => Int, { nullable: true, defaultValue: 20 }) page_size: number;
  @Field(() => Int, { nullable: true, defaultValue: 1 }) page: number;
}
