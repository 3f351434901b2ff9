import { Field, ID, InputType } from '@nestjs/graphql';

@InputType()
export class ManufactureStationsInput {
  @Field({ nullable: true }) cutting?: boolean;
  @Field({ nullable: true }) printing?: boolean;
  @Field({ nullable: true }) sewing?: boolean;
  @Field({ nullable: true }) packing?: boolean;
}

/** makeManufacture input, checked by `makeManufactureInput` (packages/shared/src/inputs/logistics.ts). Absent fields are left alone. */
@InputType()
export class MakeManufactureInput {
  /** Empty to create. */
  @Field(() => ID, { nullable: true }) _id?: string;
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) address?: string;
  @Field({ nullable: true }) status?: string;
  @Field(() => ManufactureStationsInput, { nullable: true }) stations?: ManufactureStationsInput;
  @Field(() => [String], { nullable: true }) working_days?: string[];
  /** An IANA zone (Europe/Berlin). */
  @Field({ nullable: true }) time_zone?: string;
  @Field(() => [String], { nullable: true }) product_types?: string[];
  /** The manufacturing workers, given whole; staff hubs are kept. */
  @Field(() => [ID], { nullable: true }) worker_ids?: string[];
}
