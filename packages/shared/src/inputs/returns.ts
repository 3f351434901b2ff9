import { MANUFACTURE_STATIONS } from '../enums';
import { RETURN_REASONS, RETURN_RESOLUTIONS } from '../packing';
import { RETURN_LIMITS, RETURN_TABS } from '../returns';
import * as rule from './rules';
import { z } from './rules';

/** Inputs of Return & Replacement: the API parses with these, the return forms check with them. */

const optionalId = (what: string) => rule.optional(rule.id(what));
const note = rule.optional(rule.text(RETURN_LIMITS.note, 'Note'));

/** A line of the order and how many of its units. */
export const returnLineInput = z.object({
  item_id: rule.id('item id'),
  quantity: rule.intIn(1, RETURN_LIMITS.quantity, 'Quantity'),
});
export type ReturnLineInput = z.output<typeof returnLineInput>;

const lines = rule.listOf(returnLineInput, RETURN_LIMITS.lines, 'lines').superRefine((v, ctx) => {
  const ids = v.map((l) => l.item_id);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'Each line is named once.', params: { reason: 'invalid' }, input: v });
});

/** returnRequests / returnRequestCounters: the list's filters (a seller's are narrowed to their own by the API). */
export const returnFilterInput = z.object({
  status: rule.optional(rule.oneOf(RETURN_TABS, 'status')),
  seller_id: optionalId('seller id'),
  order_id: optionalId('order id'),
  search: rule.optional(rule.text(100, 'Search')),
});
export type ReturnFilterInput = z.output<typeof returnFilterInput>;

/** makeReturnRequest: a seller asks for a replacement or a refund of delivered items. */
export const makeReturnRequestInput = z.object({
  order_id: rule.id('order id'),
  reason: rule.oneOf(RETURN_REASONS, 'reason'),
  note,
  /** What the seller asks for; staff decide (approve offers it first). A refund unless asked otherwise. */
  wanted: rule
    .oneOf(RETURN_RESOLUTIONS, 'wanted')
    .nullish()
    .transform((v) => v ?? 'refund'),
  lines: lines.refine((v) => v.length > 0, rule.because('no_items_chosen', 'Tick at least one item to return.')),
  photos: rule.listOf(rule.id('photo id'), RETURN_LIMITS.photos, 'photos').nullish(),
  /** The support ticket it is started from (about the same order): the return and the ticket's thread name each other. */
  ticket_id: optionalId('ticket id'),
});
export type MakeReturnRequestInput = z.output<typeof makeReturnRequestInput>;

/**
 * approveReturnRequest: a replacement (a free order of the chosen lines, straight to production) or
 * a refund (of the chosen lines, or `amount`); the factory and station at fault are recorded.
 */
export const approveReturnRequestInput = z
  .object({
    _id: rule.id('return request id'),
    resolution: rule.oneOf(RETURN_RESOLUTIONS, 'resolution'),
    lines: lines.nullish(),
    amount: rule.money('Amount').nullish(),
    fault_manufacture_id: optionalId('manufacture id'),
    fault_station: rule.optional(rule.oneOf(MANUFACTURE_STATIONS, 'station')),
    note,
  })
  .superRefine((v, ctx) => {
    if (v.amount != null && v.resolution !== 'refund')
      ctx.addIssue({ code: 'custom', path: ['amount'], input: v.amount, message: 'An amount is for a refund.', params: { reason: 'invalid' } });
    if (v.amount != null && !(Number(v.amount) > 0))
      ctx.addIssue({ code: 'custom', path: ['amount'], input: v.amount, message: 'Amount must be more than 0.', params: { reason: 'range' } });
    if (v.lines && v.lines.length === 0)
      ctx.addIssue({ code: 'custom', path: ['lines'], input: v.lines, message: 'Choose at least one item.', params: { reason: 'required' } });
    if (v.fault_station && !v.fault_manufacture_id)
      ctx.addIssue({
        code: 'custom',
        path: ['fault_manufacture_id'],
        input: v.fault_manufacture_id,
        message: 'Name the factory of the station at fault.',
        params: { reason: 'required' },
      });
  });
export type ApproveReturnRequestInput = z.output<typeof approveReturnRequestInput>;

/** rejectReturnRequest, holdReturnRequest, completeReturnRequest, cancelReturnRequest. */
export const decideReturnRequestInput = z.object({
  _id: rule.id('return request id'),
  note,
});
export type DecideReturnRequestInput = z.output<typeof decideReturnRequestInput>;
