/** Support tickets (issue 32): the closed sets and the rules both the API and the screens need. */

/** A ticket's lifecycle: Open → Inprocess → Resolved → Closed; a reply reopens a resolved or closed one. */
export const TICKET_STATUSES = ['Open', 'Inprocess', 'Resolved', 'Closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** The list's tabs: every status, and All. */
export const TICKET_TABS = ['All', ...TICKET_STATUSES] as const;
export type TicketTab = (typeof TICKET_TABS)[number];

/** What a ticket is about; the `{filter}` of the seller's `/support/{filter}` is one of these. */
export const TICKET_TYPES = ['order', 'item', 'billing', 'production', 'design', 'other'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

/** At most this many files on one message, and tickets merged at once. */
export const TICKET_LIMITS = { attachments: 10, merge: 50, body: 5000, subject: 200 } as const;

/** Hours an unresolved ticket may wait before its age shows as late (warn) and overdue (late). */
export const TICKET_SLA_HOURS = { warn: 24, late: 72 } as const;

/** How a ticket's age reads against the SLA: done tickets are never late. */
export function ticketAge(status: string, createdAt: Date, now: Date = new Date()): 'ok' | 'warn' | 'late' | 'done' {
  if (status === 'Resolved' || status === 'Closed') return 'done';
  const hours = (now.getTime() - createdAt.getTime()) / 3_600_000;
  return hours >= TICKET_SLA_HOURS.late ? 'late' : hours >= TICKET_SLA_HOURS.warn ? 'warn' : 'ok';
}

/** The code people quote: "T-000123". */
export function ticketCode(number: number): string {
  return `T-${String(number).padStart(6, '0')}`;
}
