/** Design requests (issue 32, item 3): the closed sets and the rules both the API and the screens need. */

/** A request's lifecycle: todo → in_progress → review → completed, or rejected; the seller may send a review back (in_progress). */
export const DESIGN_REQUEST_STATUSES = ['todo', 'in_progress', 'review', 'completed', 'rejected'] as const;
export type DesignRequestStatus = (typeof DESIGN_REQUEST_STATUSES)[number];
/** The board's columns and the list's tabs: every status, and All. */
export const DESIGN_REQUEST_TABS = ['All', ...DESIGN_REQUEST_STATUSES] as const;
export type DesignRequestTab = (typeof DESIGN_REQUEST_TABS)[number];
/** Statuses still waiting on someone (the tasks of `GET /api/tasks`). */
export const OPEN_DESIGN_REQUEST_STATUSES: readonly DesignRequestStatus[] = ['todo', 'in_progress', 'review'];

/** The print areas a listing's designs are kept under (its front, back, sleeve and hood files). */
export const LISTING_DESIGN_AREAS = ['front', 'back', 'sleeve', 'hood'] as const;

export const DESIGN_REQUEST_LIMITS = { brief: 5000, images: 10, areas: 10, files: 10, note: 500 } as const;

/** The code people quote: "D-000123". */
export function designRequestCode(number: number): string {
  return `D-${String(number).padStart(6, '0')}`;
}
