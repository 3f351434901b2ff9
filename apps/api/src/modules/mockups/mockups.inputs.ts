import { ArgsType, Field, ID } from '@nestjs/graphql';
import { JsonScalar } from '../../platform/common/graphql/scalars';

/** Mirrors `mockupFilterInput` of packages/shared/src/inputs/mockups.ts. */
@ArgsType()
export class MockupFilterArgs {
  @Field(() => ID, { nullable: true }) _id?: string;
  /** The readable code. */
  @Field({ nullable: true }) id?: string;
  @Field(() => ID, { nullable: true }) product_id?: string;
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) mockup_type?: string;
  /** A provider, or 'all'. */
  @Field({ nullable: true }) provider?: string;
  /** Draft, Publish, Trash, or 'all'. */
  @Field({ nullable: true }) status?: string;
  /** true: templates only; false: sellers' product mockups only; absent: both. */
  @Field(() => Boolean, { nullable: true }) template?: boolean | null;
}

/** Mirrors `makeProductMockupPresetInput` / `makeProductMockupInput`. */
@ArgsType()
export class MakeMockupArgs {
  /** Update this mockup; absent creates one. */
  @Field(() => ID, { nullable: true }) _id?: string;
  @Field({ nullable: true }) id?: string;
  @Field({ nullable: true }) sku?: string;
  @Field(() => ID) product_id: string;
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) mockup_type?: string;
  @Field({ nullable: true }) model?: string;
  /** Print areas: [{ position, width, height, image?: { _id } | { url } }]; the spec's four by default. */
  @Field(() => JsonScalar, { nullable: true }) print_areas?: unknown;
  /** The document's sides (spec section 3, Side and Layer); front and back by default (the template's for a seller). */
  @Field(() => JsonScalar, { nullable: true }) sides?: unknown;
  @Field({ nullable: true }) src?: string;
  @Field({ nullable: true }) status?: string;
}
