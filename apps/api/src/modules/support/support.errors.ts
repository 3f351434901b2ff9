import { BadField, ConflictField } from '../../platform/common/errors';

/** A merged duplicate's thread lives on in the ticket it was merged into. */
export const TicketMerged = (code: string) => ConflictField('_id', 'transition_not_allowed', `Ticket ${code} was merged into another ticket: reply there.`);

/** Staff open a ticket about a seller's order (whose seller it is); only sellers open one of their own. */
export const OrderNeeded = () => BadField('order_id', 'required', 'Choose the order this ticket is about.');

/** An assignee is staff. */
export const NotStaff = () => BadField('assignee_id', 'not_exist', 'Tickets are assigned to staff.');
