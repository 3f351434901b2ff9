import type { EventDefinitions } from '../../platform/events/registry';

/** The events this module records (declared here, as its jobs are; `app.events.ts` gathers every module's). */
declare module '../../platform/events/registry' {
  interface EventPayloads {
    /** A support ticket was made or changed: a message, a note, a status, an assignee or a merge. */
    'ticket.changed': {
      ticketId: string;
      code: string;
      subject: string;
      status: string;
      sellerId: string;
      assigneeId: string | null;
      /** The assignee before an assignment (their queue shrank), when it changed. */
      previousAssigneeId?: string | null;
      actorId: string;
      byStaff: boolean;
      what: 'made' | 'reply' | 'note' | 'status' | 'assigned' | 'merged';
    };
  }
}

export const SUPPORT_EVENTS = {
  'ticket.changed': { attempts: 5 },
} as const satisfies EventDefinitions;
