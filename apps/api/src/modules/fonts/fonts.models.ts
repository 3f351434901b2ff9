import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('FontFile')
export class FontFileModel {
  @Field() variant: string;
  @Field() url: string;
  @Field({ nullable: true }) style?: string;
  @Field(() => Int, { nullable: true }) weight?: number;
  @Field({ nullable: true }) subset?: string;
}

@ObjectType('Font')
export class FontModel {
  @Field(() => ID) _id: string;
  @Field() family: string;
  @Field() slug: string;
  @Field(() => [String]) variants: string[];
  @Field(() => [String]) subsets: string[];
  /** google or custom. */
  @Field() provider: string;
  @Field({ nullable: true }) category?: string;
  /** URL of a picture of the family name set in the font. */
  @Field({ nullable: true }) preview?: string;
  @Field(() => [FontFileModel]) files: FontFileModel[];
}

@ObjectType('FontUpload')
export class FontUploadModel {
  /** The variant guessed from the file name; confirmed (or corrected) from the file itself. */
  @Field() variant: string;
  @Field() path: string;
  /** PUT the bytes here with the same Content-Type and Content-Length. */
  @Field() url: string;
}
