import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('SearchHit')
export class SearchHitModel {
  @Field() title: string;
  @Field(() => String, { nullable: true }) subtitle?: string;
  /** The route of the result's page. */
  @Field() link: string;
}

/** One group of the grouped search (`search.<key>` is its title's translation key). */
@ObjectType('SearchGroup')
export class SearchGroupModel {
  @Field() groupTitle: string;
  @Field(() => Int) searchLimit: number;
  @Field(() => [SearchHitModel]) data: SearchHitModel[];
}
