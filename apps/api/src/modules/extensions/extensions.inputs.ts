import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';

/** extensions / extensionCounters filters, checked by `extensionFilterInput`. */
@ArgsType()
export class ExtensionFilterArgs {
  @Field({ nullable: true }) marketplace?: string;
  /** all, enabled or disabled. */
  @Field({ nullable: true }) status?: string;
}

@InputType('ExtensionMappingInput')
export class ExtensionMappingInput {
  /** One of EXTENSION_FIELDS (title, price, sku, buyer_name, address_line1, …). */
  @Field() field: string;
  @Field() selector: string;
  /** The attribute to read (`src`, `data-price`); the element's text when absent. */
  @Field({ nullable: true }) attribute?: string;
}

/** What each save holds, checked by the shared schema. */
@ArgsType()
class ExtensionContentArgs {
  @Field() marketplace: string;
  @Field() name: string;
  /** A URL glob: `https://*.etsy.com/your/orders/*`. */
  @Field() page_match: string;
  @Field(() => [ExtensionMappingInput]) mappings: ExtensionMappingInput[];
  /** What changed in this version. */
  @Field({ nullable: true }) note?: string;
}

/** makeExtension, checked by `makeExtensionInput`. */
@ArgsType()
export class MakeExtensionArgs extends ExtensionContentArgs {
  @Field(() => Boolean, { nullable: true }) enabled?: boolean;
}

/** updateExtension, checked by `updateExtensionInput`: saves version n + 1. */
@ArgsType()
export class UpdateExtensionArgs extends ExtensionContentArgs {
  @Field(() => ID) _id: string;
}
