import { Field, Int, ObjectType } from '@nestjs/graphql';

/** One stored size of a picture (an upload's or a render's), its URLs signed. */
@ObjectType('ImageSize')
export class ImageSizeModel {
  @Field() name: string;
  @Field() url: string;
  @Field(() => Int) width: number;
  @Field(() => Int) height: number;
  /** URL of the greyscale alpha mask of this size, for types that need one. */
  @Field({ nullable: true }) mask?: string;
}
