import { SetMetadata } from '@nestjs/common';
import type { Tx } from '../db/database';
import type { EventName, EventPayloads } from './registry';

export const EVENT_HANDLER_KEY = 'pod:event-handler';

export interface EventHandlerMeta {
  event: EventName;
  /** Unique across the product: with the event id it is the delivery's idempotency key. */
  key: string;
  /**
   * The handler does not use the delivery's transaction (a PubSub push): when several events are
   * delivered together its tries run side by side, so their pushes leave in one write.
   */
  sideBySide?: boolean;
}

export interface EventContext {
  eventId: string;
  /** 1 on the first delivery try. */
  attempt: number;
  /**
   * The delivery's transaction: writes made through it commit together with the delivery being
   * marked done, so they happen exactly once. Side effects outside the database (a PubSub
   * publish) happen at least once: a crash after them and before the commit repeats them.
   */
  tx: Tx;
}

export type EventHandlerFn<N extends EventName> = (payload: EventPayloads[N], ctx: EventContext) => Promise<void>;

/** Marks a provider method as a handler of a declared event; the method's payload type must fit the event's. */
export function EventHandler<N extends EventName>(event: N, key: string, options: Pick<EventHandlerMeta, 'sideBySide'> = {}) {
  return <F extends EventHandlerFn<N>>(target: object, property: string | symbol, descriptor: TypedPropertyDescriptor<F>) => {
    SetMetadata(EVENT_HANDLER_KEY, { event, key, ...options } satisfies EventHandlerMeta)(target, property, descriptor);
  };
}
