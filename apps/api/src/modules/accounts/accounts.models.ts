import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class SwitchUserResult {
  @Field() token: string;
  @Field(() => ID) _id: string;
}

@ObjectType()
export class ApiTokenInfo {
  /** Only the non-secret start of the token; the whole token is shown once, when made. */
  @Field() prefix: string;
  /** What the token may do: `orders:read`, `orders:write`, … (packages/shared API_TOKEN_SCOPES). */
  @Field(() => [String]) scopes: string[];
  @Field({ nullable: true }) created_at?: Date;
  @Field({ nullable: true }) last_used_at?: Date;
}

@ObjectType()
export class NewApiToken {
  @Field() token: string;
  @Field() prefix: string;
  @Field(() => [String]) scopes: string[];
}

/** A sign-up invitation: the code is answered once, here. */
@ObjectType()
export class NewInvitation {
  @Field(() => ID) _id: string;
  @Field() code: string;
  /** The SPA path that signs up with it: `/register?invite=<code>`. */
  @Field() path: string;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field() expires_at: Date;
}

/** A pending invitation as staff list it (its code is never shown again). */
@ObjectType()
export class PendingInvitation {
  @Field(() => ID) _id: string;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field() created_at: Date;
  @Field() expires_at: Date;
}
