import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ImageSizeModel } from '../../producers/media/image-size.models';

@ObjectType('FileUser')
export class FileUserModel {
  @Field(() => ID) _id: string;
  @Field() email: string;
  @Field() name: string;
  @Field() role: string;
}

@ObjectType('FileTag')
export class FileTagModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
}

@ObjectType('File')
export class FileModel {
  @Field(() => ID) _id: string;
  @Field() type: string;
  /** pending (waiting for the bytes) or ready. */
  @Field() status: string;
  /** A signed URL to read the original. */
  @Field() url: string;
  /** The object key in storage. */
  @Field() path: string;
  /** URL of the full-size mask, for types that need one. */
  @Field({ nullable: true }) mask?: string;
  @Field(() => [FileTagModel]) tags: FileTagModel[];
  @Field({ nullable: true }) sku?: string;
  @Field() filename: string;
  /** Display name (clipart); the file name when none was given. */
  @Field() name: string;
  @Field(() => Int) size: number;
  @Field(() => Int, { nullable: true }) width?: number;
  @Field(() => Int, { nullable: true }) height?: number;
  @Field() mimetype: string;
  @Field() created_at: Date;
  @Field() updated_at: Date;
  @Field(() => FileUserModel, { nullable: true }) created_by?: FileUserModel;
  @Field(() => [ImageSizeModel]) image_sizes: ImageSizeModel[];
  /** The image_sizes job while it runs (see `job(_id)`). */
  @Field(() => ID, { nullable: true }) job_id?: string;
}

@ObjectType('FileBlob')
export class FileBlobModel {
  @Field() mimetype: string;
  @Field(() => Int) size: number;
  /** The raw bytes, base64. */
  @Field() base64: string;
}

/** A clipart library item: a ready file of type clipart, with a name and tags. */

@ObjectType('Clipart')
export class ClipartModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  @Field(() => [FileTagModel]) tags: FileTagModel[];
  @Field(() => FileModel) file: FileModel;
}
