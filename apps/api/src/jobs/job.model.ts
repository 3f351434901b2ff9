import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { JsonScalar } from '../common/graphql/scalars';

/** Work a user waits for: status queued, running, completed or failed. */
@ObjectType('Job')
export class JobModel {
  @Field(() => ID) _id: string;
  @Field() queue: string;
  @Field() name: string;
  @Field() status: string;
  @Field(() => Int) progress: number;
  @Field(() => JsonScalar, { nullable: true }) result?: Record<string, unknown> | null;
  @Field({ nullable: true }) error?: string;
  @Field() created_at: Date;
  @Field() updated_at: Date;
}
