import { nextStep, PRODUCTION_STATUSES, PRODUCTION_STEPS, type ProductionStatus, type ProductionStep } from '@pod/shared';
import { defineMachine, type GuardInput, type TransitionDefinition } from '../../platform/common/state-machine';

/** What the guards of a production's moves need besides its status. */
export interface ProductionContext {
  route: readonly ProductionStep[];
}

type Guard = GuardInput<ProductionStatus, ProductionContext>;
type Step = Exclude<ProductionStep, 'To Do'>;
const update = ['manufacturing', 'update'] as const;
const STATIONS = PRODUCTION_STEPS.filter((s): s is Step => s !== 'To Do');
const BLOCKED = ['On Hold', 'Error'] as const satisfies readonly ProductionStatus[];

/** `advance_cutting`, `back_to_do`, `resume_quality_check`: a transition's name for the step it ends at. */
const slug = (step: ProductionStep) => step.toLowerCase().replace(/ /g, '_');

/** A scan moves a production to the next step of its own route (its first station from To Do). */
const onRoute = ({ from, context }: Guard, to: ProductionStep) =>
  nextStep(context.route, from as ProductionStep) === to
    ? null
    : {
        reason: 'step_out_of_order' as const,
        message: `This production goes from ${from} to ${nextStep(context.route, from as ProductionStep) ?? 'nowhere'}, not ${to}.`,
      };

const advance = Object.fromEntries(
  STATIONS.map((to) => [
    `advance_${slug(to)}`,
    {
      from: PRODUCTION_STEPS.slice(0, PRODUCTION_STEPS.indexOf(to)),
      to,
      permission: update,
      guard: (input: Guard) => onRoute(input, to),
    } satisfies TransitionDefinition<ProductionStatus, ProductionContext>,
  ]),
);

/** An error sends a production back to the step that must make it again. */
const back = Object.fromEntries(
  PRODUCTION_STEPS.map((to) => [
    `back_${slug(to)}`,
    { from: PRODUCTION_STEPS.slice(PRODUCTION_STEPS.indexOf(to)), to, permission: update } satisfies TransitionDefinition<ProductionStatus, ProductionContext>,
  ]),
);

/** Released from On Hold or Error back to where it was. */
const resume = Object.fromEntries(
  PRODUCTION_STEPS.map((to) => [
    `resume_${slug(to)}`,
    { from: BLOCKED, to, permission: update } satisfies TransitionDefinition<ProductionStatus, ProductionContext>,
  ]),
);

type Transition = `advance_${string}` | `back_${string}` | `resume_${string}` | 'hold' | 'fail' | 'cancel';

/**
 * A production's lifecycle: To Do, then its route's stations one scan at a time, to Packing; On Hold
 * (by hand, or waiting for the seller's design), Error (replaced by a reproduction), Cancelled (its
 * order was). Every move writes a timeline row.
 */
export const productionMachine = defineMachine<ProductionStatus, Transition, ProductionContext>({
  entity: 'production',
  states: PRODUCTION_STATUSES,
  transitions: {
    ...advance,
    ...back,
    ...resume,
    hold: { from: PRODUCTION_STEPS, to: 'On Hold', permission: update },
    fail: { from: [...PRODUCTION_STEPS, 'On Hold'], to: 'Error', permission: update },
    // Fired by the system when the order is cancelled or refunded.
    cancel: { from: [...PRODUCTION_STEPS, ...BLOCKED], to: 'Cancelled' },
  },
});

export const advanceTo = (step: ProductionStep): Transition => `advance_${slug(step)}`;
export const backTo = (step: ProductionStep): Transition => `back_${slug(step)}`;
export const resumeTo = (step: ProductionStep): Transition => `resume_${slug(step)}`;
