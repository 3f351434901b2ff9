import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('Manufacture')
export class ManufactureModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  @Field({ nullable: true }) address?: string;
  @Field() status: string;
  @Field() created_at: Date;
}
