import { ArgsType, Field, ID } from '@nestjs/graphql';

/** tokenAccessLogs filters, checked by `tokenAccessLogFilterInput`; days are DD-MM-YYYY. */
@ArgsType()
export class TokenAccessLogFilterArgs {
  @Field(() => ID, { nullable: true }) user_id?: string;
  /** The token's prefix as the list shows it. */
  @Field({ nullable: true }) token?: string;
  @Field({ nullable: true }) operation?: string;
  @Field({ nullable: true }) outcome?: string;
  @Field({ nullable: true }) ip?: string;
  @Field({ nullable: true }) start?: string;
  @Field({ nullable: true }) end?: string;
}

/** blockedLogs filters, checked by `blockedLogFilterInput`. */
@ArgsType()
export class BlockedLogFilterArgs {
  @Field({ nullable: true }) email?: string;
  @Field({ nullable: true }) ip?: string;
  @Field({ nullable: true }) reason?: string;
  @Field({ nullable: true }) start?: string;
  @Field({ nullable: true }) end?: string;
}

/** unblock, checked by `unblockInput`: an email, an address, or both. */
@ArgsType()
export class UnblockArgs {
  @Field({ nullable: true }) email?: string;
  @Field({ nullable: true }) ip?: string;
}
