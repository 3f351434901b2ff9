import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { JsonScalar } from '../common/graphql/scalars';
import type { FailedDelivery } from './events.repository';

/** A handler that gave up on an event: what an operator looks at before retrying it. */
@ObjectType('EventDelivery')
export class EventDeliveryModel {
  @Field(() => ID) event_id: string;
  @Field() event_name: string;
  @Field() handler_key: string;
  @Field() status: string;
  @Field(() => Int) attempts: number;
  @Field({ nullable: true }) last_error?: string;
  @Field(() => JsonScalar) payload: object;
  @Field() created_at: Date;
}

export function toEventDeliveryModel({ event, delivery }: FailedDelivery): EventDeliveryModel {
  return {
    event_id: event.id,
    event_name: event.name,
    handler_key: delivery.handlerKey,
    status: delivery.status,
    attempts: delivery.attempts,
    last_error: delivery.lastError ?? undefined,
    payload: event.payload,
    created_at: event.createdAt,
  };
}
