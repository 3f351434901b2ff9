import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { JsonScalar, MoneyScalar } from '../../platform/common/graphql/scalars';
import { FlexScalar } from '../users/flex.scalar';

/** Mirrors `makeItemInfoInput` / `itemsInfoFilterInput` of packages/shared/src/inputs/listings.ts. */

@InputType('ListingNameValueInput')
export class ListingNameValueInput {
  @Field() name: string;
  @Field() value: string;
}

@InputType('ListingVariantInput')
export class ListingVariantInputType {
  @Field() sku: string;
  @Field(() => MoneyScalar) sale_price: string;
  @Field(() => MoneyScalar, { nullable: true }) base_price?: string | null;
  @Field(() => [ListingNameValueInput], { nullable: true }) name_value?: ListingNameValueInput[] | null;
  @Field(() => MoneyScalar, { nullable: true }) fix_profit?: string | null;
  @Field(() => MoneyScalar, { nullable: true }) fixed_profit?: string | null;
}

@InputType('ListingImageInput')
export class ListingImageInput {
  @Field() src: string;
}

@ArgsType()
export class MakeItemInfoArgs {
  /** Update this listing; absent creates one. */
  @Field(() => ID, { nullable: true }) _id?: string;
  @Field() name: string;
  @Field({ nullable: true }) description?: string;
  @Field(() => MoneyScalar, { nullable: true }) price?: string | null;
  @Field(() => MoneyScalar, { nullable: true }) plf_price?: string | null;
  /** Pictures: our stored files' URLs (rendered mockups, library files). */
  @Field(() => [ListingImageInput], { nullable: true }) images?: ListingImageInput[];
  @Field({ nullable: true }) front?: string;
  @Field({ nullable: true }) back?: string;
  @Field({ nullable: true }) sleeve?: string;
  @Field({ nullable: true }) hood?: string;
  @Field({ nullable: true }) type?: string;
  @Field(() => ID) product_id: string;
  @Field(() => [String], { nullable: true }) tags?: string[];
  @Field(() => [String], { nullable: true }) collections?: string[];
  @Field(() => JsonScalar, { nullable: true }) prety_attributes?: unknown;
  @Field(() => JsonScalar, { nullable: true }) specifics?: unknown;
  @Field(() => [ListingVariantInputType], { nullable: true }) attribute_specifics_modify?: ListingVariantInputType[];
  @Field({ nullable: true }) ebay_template_id?: string;
  /** Per marketplace: { type, category_selected: [{ id, level, name, parent }] }. */
  @Field(() => JsonScalar, { nullable: true }) platform_category?: unknown;
  /** Per marketplace: { platform, specifics: [{ key, value }] }. */
  @Field(() => JsonScalar, { nullable: true }) platform_specifics?: unknown;
  @Field({ nullable: true }) size_chart?: string;
  @Field({ nullable: true }) shipping_preset?: string;
  @Field(() => MoneyScalar, { nullable: true }) tax_fee_fix?: string | null;
  @Field(() => MoneyScalar, { nullable: true }) tax_fee?: string | null;
  @Field(() => FlexScalar, { nullable: true }) include_size_chart?: unknown;
  @Field(() => Int, { nullable: true }) weight?: number | null;
  @Field(() => Int, { nullable: true }) package_width?: number | null;
  @Field(() => Int, { nullable: true }) package_height?: number | null;
  @Field(() => Int, { nullable: true }) package_length?: number | null;
  @Field(() => ID, { nullable: true }) mockup_id?: string;
  /** Draft (default), Publish or Trash. */
  @Field({ nullable: true }) status?: string;
}

@ArgsType()
export class ItemsInfoFilterArgs {
  /** In the title, any case. */
  @Field({ nullable: true }) search?: string;
  /** Draft, Publish, Trash or 'all'. */
  @Field({ nullable: true }) status?: string;
  @Field(() => ID, { nullable: true }) product_id?: string;
  /** DD-MM-YYYY. */
  @Field({ nullable: true }) start?: string;
  @Field({ nullable: true }) end?: string;
}

@ArgsType()
export class MockupPreviewArgs {
  @Field(() => ID, { nullable: true }) item_info_id?: string;
  @Field(() => ID, { nullable: true }) preset_id?: string;
  @Field(() => ID, { nullable: true }) product_id?: string;
  @Field() side: string;
  /** A variant colour (#rgb or #rrggbb); the side document's own colour otherwise. */
  @Field({ nullable: true }) color?: string;
}
