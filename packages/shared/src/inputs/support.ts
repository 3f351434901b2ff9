import { TICKET_LIMITS, TICKET_PRIORITIES, TICKET_STATUSES, TICKET_TABS, TICKET_TYPES } from '../support';
import { addressInput } from './orders';
import * as rule from './rules';
import { z } from './rules';

/** Inputs of support tickets: the API parses with these, the ticket forms check with them. */

const optionalId = (what: string) => rule.optional(rule.id(what));
const body = rule.requiredText(TICKET_LIMITS.body, 'Please write a message.', 'Message');
const attachments = rule.listOf(rule.id('attachment id'), TICKET_LIMITS.attachments, 'attachments').nullish();

/** tickets / ticketCounters: the list's filters (a seller's are narrowed to their own by the API). */
export const ticketFilterInput = z.object({
  status: rule.optional(rule.oneOf(TICKET_TABS, 'status')),
  type: rule.optional(rule.oneOf(TICKET_TYPES, 'type')),
  assignee_id: optionalId('assignee id'),
  seller_id: optionalId('seller id'),
  order_id: optionalId('order id'),
  search: rule.optional(rule.text(100, 'Search')),
});
export type TicketFilterInput = z.output<typeof ticketFilterInput>;

/** makeTicket: a new ticket with its first message; an order ticket may ask for a new shipping address. */
export const makeTicketInput = z
  .object({
    subject: rule.requiredText(TICKET_LIMITS.subject, 'Please enter the subject.', 'Subject'),
    type: rule.oneOf(TICKET_TYPES, 'type'),
    priority: rule.optional(rule.oneOf(TICKET_PRIORITIES, 'priority')),
    order_id: optionalId('order id'),
    item_id: optionalId('item id'),
    listing_id: optionalId('listing id'),
    body,
    attachments,
    shipping_address: addressInput.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.shipping_address && !v.order_id)
      ctx.addIssue({
        code: 'custom',
        path: ['order_id'],
        input: v.order_id,
        message: 'An address change needs the order it is for.',
        params: { reason: 'required' },
      });
  });
export type MakeTicketInput = z.output<typeof makeTicketInput>;

/** replyTicket: a message on the thread; `internal` notes are for staff only. */
export const replyTicketInput = z.object({
  _id: rule.id('ticket id'),
  body,
  internal: rule.flag().nullish(),
  attachments,
});
export type ReplyTicketInput = z.output<typeof replyTicketInput>;

export const setTicketStatusInput = z.object({
  _id: rule.id('ticket id'),
  status: rule.oneOf(TICKET_STATUSES, 'status'),
});

/** assignTicket: to a staff member, or nobody (null). */
export const assignTicketInput = z.object({
  _id: rule.id('ticket id'),
  assignee_id: rule.id('assignee id').nullish(),
});

/** mergeTickets: the duplicates' messages move to the kept ticket (`_id`), and they close. */
export const mergeTicketsInput = z
  .object({
    _id: rule.id('ticket id'),
    ids: rule.listOf(rule.id('ticket id'), TICKET_LIMITS.merge, 'tickets').min(1, { error: 'Choose the duplicates to merge.' }),
  })
  .superRefine((v, ctx) => {
    if (v.ids.includes(v._id))
      ctx.addIssue({ code: 'custom', path: ['ids'], input: v.ids, message: 'A ticket cannot be merged into itself.', params: { reason: 'invalid' } });
  });
