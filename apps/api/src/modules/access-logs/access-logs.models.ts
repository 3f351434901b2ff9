import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { fieldsOf } from '../../platform/common/fields';
import { UserRefModel } from '../users/users.models';
import type { BlockedLogRow, TokenAccessLogRow } from './access-logs.service';

/** A request made with an integration token (API Logs). */
@ObjectType('TokenAccessLog')
export class TokenAccessLogModel {
  @Field(() => ID) _id: string;
  @Field(() => ID, { nullable: true }) user_id: string | null;
  /** Resolved through the UserRef loader; null for a refused caller or a removed account. */
  @Field(() => UserRefModel, { nullable: true }) user?: UserRefModel | null;
  /** The token's public prefix (never the token), or `webhook:<shop>` for a shop's webhook delivery. */
  @Field(() => String, { nullable: true }) token_prefix: string | null;
  @Field() operation: string;
  @Field(() => String, { nullable: true }) ip?: string | null;
  /** One of TOKEN_ACCESS_OUTCOMES. */
  @Field() outcome: string;
  @Field() created_at: Date;
}

/** A refused sign-in attempt (Blocked Logs). */
@ObjectType('BlockedLog')
export class BlockedLogModel {
  @Field(() => ID) _id: string;
  @Field(() => String, { nullable: true }) ip?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  /** One of BLOCKED_REASONS. */
  @Field() reason: string;
  @Field() created_at: Date;
}

@ObjectType('UnblockResult')
export class UnblockResultModel {
  /** Counters and locks lifted (0: nothing was blocked). */
  @Field(() => Int) cleared: number;
}

export function toTokenAccessLogModel(row: TokenAccessLogRow): TokenAccessLogModel {
  return { _id: row.id, user_id: row.userId, token_prefix: row.tokenPrefix, ...fieldsOf(row, ['operation', 'ip', 'outcome']), created_at: row.createdAt };
}

export function toBlockedLogModel(row: BlockedLogRow): BlockedLogModel {
  return { _id: row.id, ...fieldsOf(row, ['ip', 'email', 'reason']), created_at: row.createdAt };
}
