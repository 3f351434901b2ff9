import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Notification')
export class NotificationModel {
  @Field(() => ID) _id: string;
  @Field() type: string;
  @Field(() => String, { nullable: true }) code?: string | null;
  @Field() subject: string;
  @Field(() => String, { nullable: true }) content?: string | null;
  @Field(() => String, { nullable: true }) image?: string | null;
  /** Unix seconds (spec section 3). */
  @Field(() => Int) created_at: number;
  @Field() status: string;
  @Field(() => String, { nullable: true }) referent?: string | null;
}
