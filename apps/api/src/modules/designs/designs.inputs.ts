import { ArgsType, Field, Float, ID, InputType } from '@nestjs/graphql';
import { FlexScalar } from '../users/flex.scalar';

/** Mirrors `createMockupDesignInput` / `updateMockupDesignInput` of packages/shared/src/inputs/designs.ts. */

/** Where the artwork lands: on a mockup image, or inside its print area. */
@InputType({ isAbstract: true })
abstract class DesignPrintPlacementInput {
  @Field(() => Float, { nullable: true }) print_x?: number | null;
  @Field(() => Float, { nullable: true }) print_y?: number | null;
  @Field(() => Float, { nullable: true }) print_width?: number | null;
  @Field(() => Float, { nullable: true }) print_height?: number | null;
  @Field(() => Float, { nullable: true }) print_rotate?: number | null;
  @Field(() => Float, { nullable: true }) print_knew_x?: number | null;
  @Field(() => Float, { nullable: true }) print_knew_y?: number | null;
}

@InputType('MockupDesignImageSettingsInput')
export class MockupDesignImageSettingsInput extends DesignPrintPlacementInput {
  @Field(() => Float, { nullable: true }) print_scale_x?: number | null;
  @Field(() => Float, { nullable: true }) print_scale_y?: number | null;
  @Field(() => Float, { nullable: true }) print_crop_x?: number | null;
  @Field(() => Float, { nullable: true }) print_crop_y?: number | null;
  @Field(() => Float, { nullable: true }) print_crop_width?: number | null;
  @Field(() => Float, { nullable: true }) print_crop_height?: number | null;
}

@InputType('MockupDesignImageInput')
export class MockupDesignImageInput extends DesignPrintPlacementInput {
  @Field({ nullable: true }) type?: string;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => ID, { nullable: true }) image?: string;
  @Field({ nullable: true }) print_fit?: string;
  @Field(() => MockupDesignImageSettingsInput, { nullable: true }) settings?: MockupDesignImageSettingsInput | null;
}

@InputType('MockupDesignPrintFileInput')
export class MockupDesignPrintFileInput {
  @Field({ nullable: true }) type?: string;
  @Field(() => ID, { nullable: true }) image?: string;
}

@InputType('MockupDesignPrintInput')
export class MockupDesignPrintInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => [MockupDesignPrintFileInput], { nullable: true }) prints?: MockupDesignPrintFileInput[];
}

@ArgsType()
export class MockupDesignArgs {
  @Field({ nullable: true }) status?: string;
  @Field() name: string;
  /** Empty or 0 is the default 1100; forms send text. */
  @Field(() => FlexScalar, { nullable: true }) width?: string | number | null;
  @Field(() => FlexScalar, { nullable: true }) height?: string | number | null;
  @Field(() => ID, { nullable: true }) image?: string;
  @Field(() => [MockupDesignImageInput], { nullable: true }) images?: MockupDesignImageInput[];
  @Field(() => [MockupDesignPrintInput], { nullable: true }) prints?: MockupDesignPrintInput[];
  /** Existing tags, by id. */
  @Field(() => [ID], { nullable: true }) tags?: string[];
  /** Tags made on save (empty ones are dropped). */
  @Field(() => [String], { nullable: 'itemsAndList' }) new_tags?: Array<string | null>;
}

@ArgsType()
export class UpdateMockupDesignArgs extends MockupDesignArgs {
  @Field(() => ID) _id: string;
}

/** mockupDesigns / mockupCounter filters, checked by `mockupDesignFilterInput`. */
@ArgsType()
export class MockupDesignFilterArgs {
  @Field({ nullable: true }) name?: string;
  /** DD-MM-YYYY, from the start of that day. */
  @Field({ nullable: true }) start?: string;
  /** DD-MM-YYYY, to the end of that day. */
  @Field({ nullable: true }) end?: string;
  /** A tag id. */
  @Field(() => ID, { nullable: true }) tag?: string;
}
