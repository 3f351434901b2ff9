import type { EventDefinitions } from '../../platform/events/registry';

/** The events this module records (declared here, as its jobs are; `app.events.ts` gathers every module's). */
declare module '../../platform/events/registry' {
  interface EventPayloads {
    /** Productions of these factories were made or moved: their station counts changed. */
    'production.changed': { manufactureIds: string[] };
    /** A worker reported errors on a production (reportMrpError): the error codes, at the step it was at. */
    'production.error': {
      productionId: string;
      code: string;
      orderId: string | null;
      manufactureId: string;
      step: string;
      errors: number[];
      note: string | null;
      reporterId: string;
    };
  }
}

export const MANUFACTURING_EVENTS = {
  'production.changed': { attempts: 3 },
  'production.error': { attempts: 5 },
} as const satisfies EventDefinitions;
