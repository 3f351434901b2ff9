/**
 * What the server says to a person, as a code and its data: stored in rows (ledger entries,
 * timeline notes, jobs) and sent in answers (storage check, errors' `extensions.text`). The web
 * words each code in the viewer's language (`apps/web/src/ui/serverText.ts`); the server never
 * sends a sentence to show.
 */
export interface ServerTextParams {
  /** A ledger entry paying for an order. */
  order_charged: { number: string };
  /** A ledger entry giving back what a cancelled order paid. */
  order_cancelled: { number: string };
  /** A ledger entry giving back what a refunded order paid. */
  order_refunded: { number: string };
  /** A ledger entry crediting an affiliate's commission on a referred seller's paid order. */
  affiliate_commission: { number: string };
  /** A ledger entry taking an affiliate's commission back: the order was cancelled or refunded. */
  affiliate_reversal: { number: string };
  /** An order's design links that could not be fetched ("SKU area" each, comma separated). */
  design_links_failed: { links: string };
  /** An import file's header row lacks these columns. */
  import_missing_columns: { columns: string };
  /** An import file has no rows under its header. */
  import_no_rows: Record<string, never>;
  /** An import file holds more rows than allowed. */
  import_too_many_rows: { max: number };
  /** An import file is not valid CSV or XLSX. */
  import_file_invalid: Record<string, never>;
  /** A provider's result file is not readable CSV. */
  result_file_unreadable: Record<string, never>;
  /** A provider's result file's header lacks these columns. */
  result_header_missing: { columns: string };
  /** A result row without an order reference. */
  result_order_ref_missing: Record<string, never>;
  /** A result row whose tracking number is not one (6 to 40 letters, digits or dashes). */
  result_tracking_invalid: { value: string };
  /** A result row for an order that is unknown or not routed to this provider account. */
  result_order_not_routed: { order: string };
  /** A job failed for a reason it does not name. */
  job_failed: Record<string, never>;
  /** The storage check read back another object than it wrote. */
  storage_read_back_differs: Record<string, never>;
  /** The storage check's object is still there after deleting it. */
  storage_still_there: Record<string, never>;
  /** The store refused a step of the check (`detail` is the store's own error name and text). */
  storage_step_failed: { step: string; detail: string };
  login_invalid: Record<string, never>;
  login_rate_limited: { minutes: number };
  signup_rate_limited: { minutes: number };
  token_rate_limited: { minutes: number };
  account_disabled: Record<string, never>;
  registration_closed: Record<string, never>;
  token_invalid: Record<string, never>;
  session_ended: Record<string, never>;
  sign_in_needed: Record<string, never>;
  switch_needs_super_token: Record<string, never>;
  switch_forbidden: Record<string, never>;
  /** A carrier's tracking delivery whose signature is missing or does not match (401). */
  tracking_signature_invalid: Record<string, never>;
  /** A carrier's tracking delivery whose signing timestamp is missing or outside the tolerance (401). */
  tracking_timestamp_invalid: Record<string, never>;
  /** A state machine has no such transition from the entity's current state. */
  transition_not_allowed: { entity: string; from: string; transition: string };
  /** An order cannot be processed: these "SKU: area" have no design. */
  design_missing: { designs: string };
  /** A paid order on hold resumes to Processing rather than back to Pending. */
  paid_order_resumes: Record<string, never>;
  /** An unpaid order on hold is released to Pending rather than resumed. */
  unpaid_order_releases: Record<string, never>;
  /** A package's note: it was split off from package `code`. */
  package_split: { code: string };
  /** A package's note: it was labelled with this tracking number. */
  package_labelled: { tracking: string };
  /** An order's note: it moved (Fulfilled, Completed) when this package of it moved. */
  order_moved_by_package: { code: string };
  /** An order's note: it moved when an outside provider's parcel (this tracking number) moved. */
  order_moved_by_provider: { tracking: string };
  /** An order's note: it moved when this return request settled a parcel of it. */
  order_moved_by_return: { code: string };
  /** Text written before codes existed, kept as it was (the migration matched no known pattern). */
  legacy: { text: string };
}

export type ServerTextCode = keyof ServerTextParams;
export type ServerText = { [C in ServerTextCode]: { code: C; params: ServerTextParams[C] } }[ServerTextCode];

/** Every code, for the web's completeness test and the API's checks. */
export const SERVER_TEXT_CODES = [
  'order_charged',
  'order_cancelled',
  'order_refunded',
  'affiliate_commission',
  'affiliate_reversal',
  'design_links_failed',
  'import_missing_columns',
  'import_no_rows',
  'import_too_many_rows',
  'import_file_invalid',
  'result_file_unreadable',
  'result_header_missing',
  'result_order_ref_missing',
  'result_tracking_invalid',
  'result_order_not_routed',
  'job_failed',
  'storage_read_back_differs',
  'storage_still_there',
  'storage_step_failed',
  'login_invalid',
  'login_rate_limited',
  'signup_rate_limited',
  'token_rate_limited',
  'account_disabled',
  'registration_closed',
  'token_invalid',
  'session_ended',
  'sign_in_needed',
  'switch_needs_super_token',
  'switch_forbidden',
  'tracking_signature_invalid',
  'tracking_timestamp_invalid',
  'transition_not_allowed',
  'design_missing',
  'paid_order_resumes',
  'unpaid_order_releases',
  'package_split',
  'package_labelled',
  'order_moved_by_package',
  'order_moved_by_provider',
  'order_moved_by_return',
  'legacy',
] as const satisfies readonly ServerTextCode[];

/** Builds a typed text: `serverText('order_charged', { number: '101862' })`. */
export function serverText<C extends ServerTextCode>(
  code: C,
  ...params: ServerTextParams[C] extends Record<string, never> ? [] : [ServerTextParams[C]]
): ServerText {
  return { code, params: params[0] ?? {} } as ServerText;
}

/** A stored or received value read as a text: anything that is not `{ code, params }` is null. */
export function asServerText(value: unknown): { code: string; params: Record<string, unknown> } | null {
  if (!value || typeof value !== 'object') return null;
  const { code, params } = value as { code?: unknown; params?: unknown };
  if (typeof code !== 'string') return null;
  return { code, params: params && typeof params === 'object' ? (params as Record<string, unknown>) : {} };
}
