import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { FulfilmentRow } from './fulfilments.repository';
import { fieldsOf } from '../common/fields';
import { ServerTextModel } from '../common/graphql/server-text.model';

/** A provider account. Its credentials are write-only: only `credentials_hint` is ever sent. */
@ObjectType('Fulfilment')
export class FulfilmentModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  @Field() provider: string;
  @Field({ nullable: true }) account?: string;
  /** "••••a1b2": enough to tell two keys apart, never the key. */
  @Field() credentials_hint: string;
  @Field() private: boolean;
  /** valid, invalid, lost_connection or trash. */
  @Field() status: string;
  /** auto or manual. */
  @Field() routing: string;
  @Field() is_default: boolean;
  /** Presets routed to this account. */
  @Field(() => [String]) preset_ids: string[];
  @Field() created_at: Date;
  @Field() updated_at: Date;
}

export function toFulfilmentModel(row: FulfilmentRow): FulfilmentModel {
  return {
    _id: row.id,
    ...fieldsOf(row, ['name', 'provider', 'account', 'credentialsHint', 'private', 'status', 'routing', 'isDefault', 'presetIds', 'createdAt', 'updatedAt']),
  };
}

@ObjectType('FulfilmentRowError')
export class FulfilmentRowErrorModel {
  @Field(() => Int) row: number;
  /** Why the row was refused, as a code the web words. */
  @Field(() => ServerTextModel) text: ServerTextModel;
}

/** What importing a provider's result file did. */
@ObjectType('FulfilmentImportResult')
export class FulfilmentImportResultModel {
  @Field(() => Int) imported: number;
  @Field(() => [FulfilmentRowErrorModel]) errors: FulfilmentRowErrorModel[];
}
