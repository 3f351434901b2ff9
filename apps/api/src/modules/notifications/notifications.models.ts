import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Notification')
export class NotificationModel {
  @Field(() => ID) _id: string;
  @Field() type: string;
  @Field({ nullable: true }) code?: string;
  @Field() subject: string;
  @Field({ nullable: true }) content?: string;
  @Field({ nullable: true }) image?: string;
  /** Unix seconds (spec section 3). */
  @Field(() => Int) created_at: number;
  @Field() status: string;
  @Field({ nullable: true }) referent?: string;
}
