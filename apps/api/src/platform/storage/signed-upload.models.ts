import { Field, ID, ObjectType } from '@nestjs/graphql';

/** Where to PUT an upload's bytes (a file of the library, an import's sheet). */
@ObjectType('SignedUpload')
export class SignedUploadModel {
  @Field(() => ID) _id: string;
  /** PUT the bytes here with the same Content-Type and Content-Length. */
  @Field() url: string;
}
