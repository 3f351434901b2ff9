import { Injectable } from '@nestjs/common';
import { newId } from '../common/ids';
import type { DbOrTx } from '../db/database';
import type { Params } from '../common/prepared';
import { EventsRepository, outboxInsertCtes } from './events.repository';
import type { EventName, EventPayloads } from './registry';

/** Records domain events in the caller's transaction (transactional outbox); the dispatcher delivers them after commit. */
@Injectable()
export class EventsService {
  constructor(private readonly repo: EventsRepository) {}

  /**
   * Writes `name` with its payload through `tx`: the event exists if and only if the change it
   * describes commits. Answers the event id.
   */
  async record<N extends EventName>(tx: DbOrTx, name: N, payload: EventPayloads[N]): Promise<string> {
    const [id] = await this.recordMany(tx, name, [payload]);
    return id;
  }

  /**
   * `record` as CTEs of the caller's own single statement (a hot path such as a station scan): the
   * same outbox row and announcement. The caller's statement must read `check` (a SELECT in a WITH
   * runs only when read) and runs in the transaction of the change it describes.
   */
  recordCtes<N extends EventName>(alias: string, name: N, payload: EventPayloads[N], p: Params): { ctes: string[]; check: string } {
    return outboxInsertCtes(alias, [{ id: newId(), name, payload: JSON.parse(JSON.stringify(payload)) as object }], p);
  }

  /** `record` for several events of one name (a bulk change), in one insert. Answers their ids. */
  async recordMany<N extends EventName>(tx: DbOrTx, name: N, payloads: ReadonlyArray<EventPayloads[N]>): Promise<string[]> {
    // A JSON round trip drops what jsonb could not keep (undefined fields, class prototypes) now, not at delivery.
    const events = payloads.map((payload) => ({ id: newId(), name, payload: JSON.parse(JSON.stringify(payload)) as object }));
    await this.repo.insert(tx, events);
    return events.map((e) => e.id);
  }

  /** A page of deliveries that gave up, newest events first, and how many there are. */
  failedDeliveries(limit: number, offset: number) {
    return Promise.all([this.repo.failedDeliveries(limit, offset), this.repo.countFailedDeliveries()]);
  }

  /** Gives a failed delivery a fresh set of tries; false when it was not failed. */
  retryDelivery(eventId: string, handlerKey: string): Promise<boolean> {
    return this.repo.retryDelivery(eventId, handlerKey);
  }
}
