import { Field, ObjectType } from '@nestjs/graphql';
import type { ServerText } from '@pod/shared';
import { JsonScalar } from './scalars';

/** What the server says to a person: a code from `packages/shared/src/messages.ts` and its data, worded by the web. */
@ObjectType('ServerText')
export class ServerTextModel {
  @Field() code: string;
  @Field(() => JsonScalar) params: Record<string, unknown>;
}

/** A stored text as its model (null stays null). */
export const toServerTextModel = (text: ServerText | null | undefined): ServerTextModel | null => (text ? { code: text.code, params: text.params } : null);
