import type { EventDefinitions } from '../../platform/events/registry';

/** The events this module records (declared here, as its jobs are; `app.events.ts` gathers every module's). */
declare module '../../platform/events/registry' {
  interface EventPayloads {
    /** A design request was made (`from` null) or moved on its board (taken, in review, revised, completed, rejected). */
    'design_request.status_changed': {
      requestId: string;
      code: string;
      referent: string;
      sellerId: string;
      assigneeId: string | null;
      from: string | null;
      to: string;
      actorId: string;
      byStaff: boolean;
    };
  }
}

export const DESIGN_REQUESTS_EVENTS = {
  'design_request.status_changed': { attempts: 5 },
} as const satisfies EventDefinitions;
