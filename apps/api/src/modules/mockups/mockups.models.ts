import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { JsonScalar } from '../../platform/common/graphql/scalars';
import type { MockupPresetRow, MockupPrintArea } from './mockups.repository';
import { fieldsOf } from '../../platform/common/fields';

/**
 * A mockup preset (spec section 3): root's template of a product preset (`owner_id` null) or a
 * seller's product mockup. `sides` is the editor's document (spec section 3, Side and Layer) as
 * JSON, each side's `mockup.url` signed for the caller; `src` the preview picture.
 */
@ObjectType('ProductPresetMockup')
export class ProductPresetMockupModel {
  @Field(() => ID) _id: string;
  /** The readable code. */
  @Field() id: string;
  @Field(() => String, { nullable: true }) sku?: string | null;
  @Field(() => ID) product_id: string;
  @Field() provider: string;
  @Field() name: string;
  @Field() mockup_type: string;
  @Field(() => String, { nullable: true }) model?: string | null;
  /** Print areas at production size: position, width, height, image ({ _id } or { url }). */
  @Field(() => JsonScalar) print_areas: MockupPrintArea[];
  @Field() status: string;
  /** The seller whose product mockup this is; null for a template. */
  @Field(() => ID, { nullable: true }) owner_id?: string | null;
  @Field(() => ID, { nullable: true }) created_by_id: string | null;
  @Field() created_at: Date;
  @Field() updated_at: Date;
  /** The row, for the resolved fields (sides and src are signed per request). */
  row: MockupPresetRow;
}

export const toMockupModel = (r: MockupPresetRow): ProductPresetMockupModel => ({
  _id: r.id,
  id: r.code,
  ...fieldsOf(r, ['sku', 'productId', 'provider', 'name', 'mockupType', 'model', 'printAreas', 'status', 'ownerId', 'createdAt', 'updatedAt']),
  created_by_id: r.createdBy,
  row: r,
});

@ObjectType('MockupProviderCount')
export class MockupProviderCountModel {
  @Field() provider: string;
  @Field(() => Int) total: number;
}
