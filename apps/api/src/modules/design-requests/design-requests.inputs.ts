import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';

/** designRequests / designRequestCounters filters, checked by `designRequestFilterInput`. */
@ArgsType()
export class DesignRequestFilterArgs {
  @Field(() => ID, { nullable: true }) assignee_id?: string;
  @Field(() => ID, { nullable: true }) seller_id?: string;
  /** A request code, the order number, sku or listing name it names, or words of its brief. */
  @Field({ nullable: true }) search?: string;
}

/** makeDesignRequest, checked by `makeDesignRequestInput`. */
@ArgsType()
export class MakeDesignRequestArgs {
  @Field(() => ID, { nullable: true }) order_id?: string;
  @Field(() => ID, { nullable: true }) item_id?: string;
  @Field(() => ID, { nullable: true }) listing_id?: string;
  @Field() brief: string;
  /** Reference images: file ids (uploads of type attachment) the caller may use. */
  @Field(() => [ID], { nullable: true }) images?: string[];
  @Field(() => [String]) print_areas: string[];
}

@InputType('DesignRequestFileInput')
export class DesignRequestFileInput {
  @Field() area: string;
  @Field(() => ID) file_id: string;
}

/** submitDesignRequestFiles, checked by `submitDesignRequestFilesInput`. */
@ArgsType()
export class SubmitDesignRequestFilesArgs {
  @Field(() => ID) _id: string;
  /** One print file per print area asked for; every file id goes through FilesService. */
  @Field(() => [DesignRequestFileInput]) files: DesignRequestFileInput[];
}
