import { Inject, Injectable } from '@nestjs/common';
import { ENV, type Env } from '../config/env';
import { newId } from '../common/ids';
import type { DbOrTx } from '../db/database';
import type { Params } from '../common/prepared';
import { EventDispatcher } from './event-dispatcher';
import { EVENTS_OPTIONS, runsDispatcher, type EventsOptions } from './events.options';
import { EventsRepository, outboxInsertCtes } from './events.repository';
import type { EventName, EventPayloads } from './registry';

/** Records domain events in the caller's transaction (transactional outbox); the dispatcher delivers them after commit. */
@Injectable()
export class EventsService {
  /** This process dispatches events: a hot path's events may be delivered here, without the wake-up round trips. */
  private readonly deliversHere: boolean;

  constructor(
    private readonly repo: EventsRepository,
    private readonly dispatcher: EventDispatcher,
    @Inject(ENV) env: Env,
    @Inject(EVENTS_OPTIONS) options: EventsOptions,
  ) {
    this.deliversHere = runsDispatcher(env, options);
  }

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

  /**
   * `recordCtes` for a frequent event whose handlers may run a little later and together (a scan's
   * counts push): when this process dispatches, the event is not announced and the caller hands
   * `deliver` to `deliverSoon` once its transaction has committed, so this process delivers the
   * events of a short tick in one pass (no queue job, one delivery transaction per handler). A
   * crash before that leaves them pending: the poller delivers them after its grace period.
   * Otherwise (RUN_WORKERS=false) it is announced as usual and `deliver` is empty.
   */
  recordSoonCtes<N extends EventName>(alias: string, name: N, payload: EventPayloads[N], p: Params): { ctes: string[]; check: string; deliver: string[] } {
    const id = newId();
    const recorded = outboxInsertCtes(alias, [{ id, name, payload: JSON.parse(JSON.stringify(payload)) as object }], p, !this.deliversHere);
    return { ...recorded, deliver: this.deliversHere ? [id] : [] };
  }

  /** Committed events recorded with `recordSoonCtes`: delivered by this process within a tick. */
  deliverSoon(ids: readonly string[]): void {
    if (ids.length) this.dispatcher.deliverSoon(ids);
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
