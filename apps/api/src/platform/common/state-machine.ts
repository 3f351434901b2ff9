import { hasPermission, serverText, type Action, type FieldReason, type ModuleKey, type ServerText } from '@pod/shared';
import type { AuthContext } from '../auth/auth-context';

/** What a transition needs of its caller: who, who really (under impersonation), and what they may do. */
export type Actor = Pick<AuthContext, 'actorId' | 'permissions'> & { user: Pick<AuthContext['user'], 'id'> };
import type { DbOrTx } from '../db/database';
import type { TimelineEntity } from '../timeline/timeline.entities';
// The machine writes its timeline rows in the caller's transaction, whichever module fires it.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { insertTimelineEntries, timelineInsertCte } from '../timeline/timeline.repository';
import type { Params } from './prepared';
import { DomainError, Forbidden } from './errors';
import { newId } from './ids';

/** Why a guard refuses: a stable reason, the English message (logs, integrations) and the text the web words. */
export interface Refusal {
  reason: FieldReason;
  message: string;
  text?: ServerText;
}

export interface GuardInput<S extends string, C> {
  entityId: string;
  from: S;
  actor: Actor | null;
  context: C;
}

export interface TransitionDefinition<S extends string, C> {
  from: readonly S[];
  to: S;
  /** Who may fire it; a transition fired by the system itself (a job, an event handler) passes no actor. */
  permission?: readonly [ModuleKey, Action];
  /** Answers why the transition may not happen now, or null. A plain string is refused as `transition_refused`. */
  guard?: (input: GuardInput<S, C>) => Refusal | string | null;
}

export interface MachineDefinition<S extends string, T extends string, C> {
  entity: TimelineEntity;
  states: readonly S[];
  transitions: Record<T, TransitionDefinition<S, C>>;
}

export interface FireInput<T extends string, C> {
  entityId: string;
  /** The entity's current state, read (and locked) by the caller in the same transaction (a stored value: checked here). */
  from: string;
  transition: T;
  /** The signed-in caller (its real actor is recorded while impersonating), or null for the system. */
  actor: Actor | null;
  note?: string | null;
  /** What the guards need besides the state (amounts, related records). */
  context?: C;
}

export interface Machine<S extends string, T extends string, C> {
  readonly entity: TimelineEntity;
  readonly states: readonly S[];
  /** Transitions allowed from `from` (for screens: which buttons to show). */
  allowedFrom(from: S): T[];
  /**
   * Checks the transition (known, allowed from `from`, permitted, not refused by its guard) and
   * writes its timeline row through `tx`. Answers the new state; the caller stores it in the same
   * transaction. Refusals are CONFLICT (FORBIDDEN for a missing permission) and write nothing.
   */
  fire(tx: DbOrTx, input: FireInput<T, C>): Promise<S>;
  /** `fire` for several entities at once (a bulk change): all are checked before one insert writes every timeline row. */
  fireMany(tx: DbOrTx, inputs: ReadonlyArray<FireInput<T, C>>): Promise<S[]>;
  /**
   * `fire` for a caller that writes the state change in one hand-written statement (a hot path):
   * the same checks and refusals, and the timeline row as a CTE named `alias` of that statement.
   */
  fireCte(alias: string, input: FireInput<T, C>, p: Params): { to: S; cte: string };
}

const refused = (reason: FieldReason, message: string, text?: ServerText) =>
  new DomainError('CONFLICT', message, { transition: message }, { transition: reason }, text);

/** One stateful entity's states and transitions, declared once: every state change goes through `fire`. */
export function defineMachine<S extends string, T extends string, C = undefined>(definition: MachineDefinition<S, T, C>): Machine<S, T, C> {
  const { entity, states, transitions } = definition;
  for (const [name, t] of Object.entries(transitions) as Array<[T, TransitionDefinition<S, C>]>) {
    const unknown = [...t.from, t.to].filter((s) => !states.includes(s));
    if (unknown.length) throw new Error(`Machine "${entity}": transition "${name}" names unknown states ${unknown.join(', ')}`);
  }
  const isTransition = (name: string): name is T => Object.prototype.hasOwnProperty.call(transitions, name);
  const isState = (value: string): value is S => (states as readonly string[]).includes(value);
  /** Checks one transition and answers its timeline row; throws its refusal. */
  const check = (input: FireInput<T, C>) => {
    if (!isTransition(input.transition)) throw refused('unknown_value', `A ${entity} has no transition "${String(input.transition).slice(0, 50)}".`);
    const t = transitions[input.transition];
    const from = input.from;
    if (!isState(from) || !t.from.includes(from))
      throw refused(
        'transition_not_allowed',
        `A ${entity} that is ${input.from} cannot be moved by "${input.transition}" (allowed from ${t.from.join(', ')}).`,
        serverText('transition_not_allowed', { entity, from: input.from, transition: input.transition }),
      );
    if (input.actor && t.permission && !hasPermission(input.actor.permissions, t.permission[0], t.permission[1])) throw Forbidden();
    const refusal = t.guard?.({ entityId: input.entityId, from, actor: input.actor, context: input.context as C });
    if (refusal) throw typeof refusal === 'string' ? refused('transition_refused', refusal) : refused(refusal.reason, refusal.message, refusal.text);
    const actorId = input.actor?.user.id ?? null;
    const realActorId = input.actor && input.actor.actorId !== input.actor.user.id ? input.actor.actorId : null;
    return {
      id: newId(),
      entity,
      entityId: input.entityId,
      from,
      to: t.to,
      transition: input.transition,
      actorId,
      realActorId,
      note: input.note?.trim() || null,
    };
  };
  const fireMany = async (tx: DbOrTx, inputs: ReadonlyArray<FireInput<T, C>>): Promise<S[]> => {
    const entries = inputs.map(check);
    await insertTimelineEntries(tx, entries);
    return entries.map((e) => e.to);
  };
  return {
    entity,
    states,
    allowedFrom: (from) => (Object.keys(transitions) as T[]).filter((name) => transitions[name].from.includes(from)),
    fireMany,
    fire: async (tx, input) => (await fireMany(tx, [input]))[0],
    fireCte: (alias, input, p) => {
      const entry = check(input);
      return { to: entry.to, cte: timelineInsertCte(alias, entry, p) };
    },
  };
}
