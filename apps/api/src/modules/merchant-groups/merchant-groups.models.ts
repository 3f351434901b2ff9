import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class MerchantRef {
  @Field(() => ID) _id: string;
  @Field({ nullable: true }) identity_label?: string;
  @Field() email: string;
}

@ObjectType('MerchantGroup')
export class MerchantGroupModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  @Field(() => [MerchantRef]) merchants: MerchantRef[];
  @Field() created_at: Date;
  @Field() updated_at: Date;
}
