import { ArgsType, Field, ID } from '@nestjs/graphql';
import { MoneyScalar } from '../../platform/common/graphql/scalars';

/** affiliates filters, checked by `affiliateFilterInput`. */
@ArgsType()
export class AffiliateFilterArgs {
  /** Part of the code. */
  @Field({ nullable: true }) search?: string;
  @Field(() => Boolean, { nullable: true }) active?: boolean;
}

/** makeAffiliate, checked by `makeAffiliateInput`. */
@ArgsType()
export class MakeAffiliateArgs {
  /** The user, by id or by email. */
  @Field(() => ID, { nullable: true }) user_id?: string;
  @Field({ nullable: true }) email?: string;
  @Field() code: string;
  @Field(() => MoneyScalar) commission: string;
  @Field(() => Boolean, { nullable: true }) active?: boolean;
}

/** updateAffiliate, checked by `updateAffiliateInput`. */
@ArgsType()
export class UpdateAffiliateArgs {
  @Field(() => ID) _id: string;
  @Field({ nullable: true }) code?: string;
  @Field(() => MoneyScalar, { nullable: true }) commission?: string;
  @Field(() => Boolean, { nullable: true }) active?: boolean;
}

/** setUserAffiliate, checked by `setUserAffiliateInput`. */
@ArgsType()
export class SetUserAffiliateArgs {
  /** The user, by id or by email. */
  @Field(() => ID, { nullable: true }) user_id?: string;
  @Field({ nullable: true }) email?: string;
  /** The affiliate's id (its user's); null or absent: none. */
  @Field(() => ID, { nullable: true }) affiliate_id?: string | null;
}

/** affiliateCommissions filters, checked by `affiliateCommissionFilterInput`. */
@ArgsType()
export class AffiliateCommissionFilterArgs {
  @Field(() => ID, { nullable: true }) affiliate_id?: string;
  /** all, posted or reversed. */
  @Field({ nullable: true }) status?: string;
}
