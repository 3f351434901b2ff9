import type { Action, ModuleKey } from '@pod/shared';

/**
 * Entities that have a timeline, each with the permission that lets a caller read it (the module
 * that shows the entity). A new stateful entity adds its line here with its machine.
 */
export const TIMELINE_ENTITIES = {
  user: ['users', 'view'],
  fulfilment: ['fulfillments', 'view'],
  ledger_entry: ['billing', 'view'],
  invoice: ['billing', 'view'],
  production_invoice: ['production_billing', 'view'],
  order: ['orders', 'view'],
  production: ['manufacturing', 'view'],
  batch: ['manufacturing', 'view'],
  ticket: ['tickets', 'view'],
  package: ['manufacturing', 'view'],
  shipment: ['shipments', 'view'],
  return_request: ['return_replacement', 'view'],
  design_request: ['design_requests', 'view'],
} as const satisfies Record<string, readonly [ModuleKey, Action]>;

export type TimelineEntity = keyof typeof TIMELINE_ENTITIES;

export function isTimelineEntity(value: string): value is TimelineEntity {
  return Object.prototype.hasOwnProperty.call(TIMELINE_ENTITIES, value);
}
