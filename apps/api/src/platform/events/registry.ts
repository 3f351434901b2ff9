/** What the userUpdated subscription carries; platform/realtime builds it, users' UserUpdate model shows it. */
export interface UserUpdatePayload {
  _id: string;
  identity?: string;
  status: string;
  identity_label?: string;
  total_credit: string;
  vip: number;
}

/**
 * Every domain event of the product, declared once by the code that records it: its name and its
 * payload's type. A module adds its own from its `<module>.event-types.ts` by augmenting this
 * interface (`declare module '../../platform/events/registry' { interface EventPayloads { ... } }`),
 * so this folder imports no feature. A change other modules follow records one with
 * `events.record(tx, name, payload)` in its own transaction; `@EventHandler(name, key)` methods
 * receive it. Start-up fails on a handler for an event not in the app's registry (`app.events.ts`).
 * Payloads are stored as JSON: plain data only (no Date, no class instances).
 */
export interface EventPayloads {
  /** A field the userUpdated subscription carries changed. */
  'user.updated': UserUpdatePayload;
  /** These users' effective permissions changed (their group, role or own matrix). */
  'user.permissions_changed': { userIds: string[] };
}

export type EventName = keyof EventPayloads;

export interface EventDefinition {
  /** Delivery tries per handler before it is marked failed. */
  attempts: number;
}

/** A module's event definitions (`<MODULE>_EVENTS` in its `*.event-types.ts`): only names it declared in EventPayloads. */
export type EventDefinitions = { readonly [N in EventName]?: EventDefinition };

/**
 * Every event of the app, gathered at app level (`app.events.ts`) and given to `EventsModule.forRoot`:
 * an event with a payload and no definition does not compile.
 */
export type EventRegistry = { readonly [N in EventName]: EventDefinition };

/** The events platform/realtime records for the users' live updates. */
export const PLATFORM_EVENTS = {
  'user.updated': { attempts: 5 },
  'user.permissions_changed': { attempts: 5 },
} as const satisfies EventDefinitions;

export function isEventName(events: EventRegistry, name: string): name is EventName {
  return Object.prototype.hasOwnProperty.call(events, name);
}
