import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ImageSizeModel } from '../media/image-size.models';

/** A rendered side's mockup (or the job still making it: follow `job_id` with `job` / `jobProgress`). */
@ObjectType('RenderedMockup')
export class RenderedMockupModel {
  @Field({ nullable: true }) url?: string;
  @Field(() => Int, { nullable: true }) width?: number;
  @Field(() => Int, { nullable: true }) height?: number;
  @Field(() => [ImageSizeModel]) image_sizes: ImageSizeModel[];
  @Field(() => ID, { nullable: true }) job_id?: string;
  /** The same document was rendered before: its stored file is answered. */
  @Field() reused: boolean;
}

/** One print area's production file (PNG with transparency, its DPI recorded). */
@ObjectType('PrintFile')
export class PrintFileModel extends RenderedMockupModel {
  @Field() side: string;
  @Field() position: string;
  @Field(() => Int) dpi: number;
}
