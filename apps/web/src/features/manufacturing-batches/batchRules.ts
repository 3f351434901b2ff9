import { PRODUCTION_STATUSES, type BatchStatus } from '@pod/shared';

/** A status change the drawer offers: the button's key and the status it sets. */
export interface BatchAction {
  key: 'hold' | 'resume' | 'complete' | 'cancel';
  to: BatchStatus;
}

const HOLD: BatchAction = { key: 'hold', to: 'On Hold' };
const RESUME: BatchAction = { key: 'resume', to: 'Producting' };
const COMPLETE: BatchAction = { key: 'complete', to: 'Completed' };
const CANCEL: BatchAction = { key: 'cancel', to: 'Cancelled' };

/**
 * The status changes that make sense from a batch's status. The API takes any status; the screen offers
 * only the floor's moves: a running batch is held, completed or cancelled, a held one resumed, and a
 * finished one (Completed, Cancelled) is left alone.
 */
export function batchActions(status: string): BatchAction[] {
  switch (status) {
    case 'Producting':
    case 'Ready':
      return [HOLD, COMPLETE, CANCEL];
    case 'On Hold':
    case 'Error':
    case 'Reproduction':
      return [RESUME, CANCEL];
    default:
      return [];
  }
}

/** One bar of a batch's progress: how many of its productions are at a status. */
export interface ProgressSegment {
  status: string;
  count: number;
}

/** The batch's productions per status in the floor's order (To Do first), statuses with none left out. */
export function progressSegments(progress: ReadonlyArray<{ status: string; count: number }>): ProgressSegment[] {
  const rank = (status: string) => {
    const i = (PRODUCTION_STATUSES as readonly string[]).indexOf(status);
    return i < 0 ? PRODUCTION_STATUSES.length : i;
  };
  return progress.filter((p) => p.count > 0).sort((a, b) => rank(a.status) - rank(b.status) || a.status.localeCompare(b.status));
}
