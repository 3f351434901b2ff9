import { Injectable } from '@nestjs/common';
import { newId } from '../common/ids';
import type { DbOrTx } from '../db/database';
import { EventsRepository } from './events.repository';
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
    const id = newId();
    // A JSON round trip drops what jsonb could not keep (undefined fields, class prototypes) now, not at delivery.
    await this.repo.insert(tx, id, name, JSON.parse(JSON.stringify(payload)) as object);
    return id;
  }
}
