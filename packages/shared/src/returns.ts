/**
 * Return & Replacement (issue 31, item 5): what the API and the screens share beyond the contract
 * in `packing.ts` (statuses, reasons, resolutions).
 */
import { RETURN_STATUSES, type ReturnStatus } from './packing';

/** The list's tabs: every status, and All. */
export const RETURN_TABS = ['All', ...RETURN_STATUSES] as const;
export type ReturnTab = (typeof RETURN_TABS)[number];

/** Orders a seller may ask a return for: delivered (or damaged on delivery). */
export const RETURNABLE_ORDER_STATUSES = ['Fulfilled', 'Completed'] as const;

/** A request's decision is open while it is Opening or On Hold; Approved is completed; the rest are closed. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['Opening', 'On Hold'];

/** Requests that hold their units (open or granted): while one exists, the order offers no new return. */
export const ACTIVE_RETURN_STATUSES: readonly ReturnStatus[] = [...OPEN_RETURN_STATUSES, 'Approved', 'Completed'];

export const RETURN_LIMITS = { photos: 10, lines: 100, note: 2000, quantity: 1000 } as const;

/** The code people quote: "RR-000123". */
export function returnCode(number: number): string {
  return `RR-${String(number).padStart(6, '0')}`;
}

/** `/rar/{filter}`: `all` or a status in lower case ("on hold", also "on-hold"); anything else reads as all. */
export function returnTabOf(filter: string | null | undefined): ReturnTab {
  const wanted = (filter ?? '').toLowerCase().replace(/[-_]/g, ' ');
  return RETURN_STATUSES.find((s) => s.toLowerCase() === wanted) ?? 'All';
}

/** The `{filter}` of a tab's route. */
export function returnFilterOf(tab: ReturnTab): string {
  return tab === 'All' ? 'all' : tab.toLowerCase().replace(/ /g, '-');
}
