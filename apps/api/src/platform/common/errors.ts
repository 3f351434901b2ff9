import type { FieldReason, ServerText } from '@pod/shared';

/**
 * Domain errors thrown by services. One filter maps them to GraphQL `extensions.code` and to
 * REST `{ errors: [{ msg }] }`; anything else becomes INTERNAL with no detail leaked.
 */
export type ErrorCode = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS' | 'INTERNAL';

const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
};

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Per-field messages for forms: { email: 'This email is already in use.' }. */
    readonly fields?: Record<string, string>,
    /** The same fields' stable reasons: { email: 'email_taken' } (see FIELD_REASONS). */
    readonly reasons?: Record<string, FieldReason>,
    /** What to tell the person, as a code the web words (`extensions.text`); the message is for logs and integrations. */
    readonly text?: ServerText,
  ) {
    super(message);
    this.name = 'DomainError';
  }
  get httpStatus(): number {
    return HTTP_STATUS[this.code];
  }
}

/** Collects a form's refused fields, each with its reason and message; throws them together. */
export class FieldErrors {
  readonly messages: Record<string, string> = {};
  readonly reasons: Record<string, FieldReason> = {};

  /** Records why `field` is refused (a later call for the same field replaces it). */
  add(field: string, reason: FieldReason, message: string): void {
    this.messages[field] = message;
    this.reasons[field] = reason;
  }

  has(field: string): boolean {
    return field in this.messages;
  }

  /** BAD_USER_INPUT with the first field's message as the headline, if anything was refused. */
  throwIfAny(): void {
    const first = Object.values(this.messages)[0];
    if (first !== undefined) throw new DomainError('BAD_USER_INPUT', first, this.messages, this.reasons);
  }
}

export const Unauthenticated = (message = 'Please sign in to continue.', text?: ServerText) =>
  new DomainError('UNAUTHENTICATED', message, undefined, undefined, text ?? { code: 'sign_in_needed', params: {} });
export const Forbidden = (message = 'You do not have permission to do this.', text?: ServerText) =>
  new DomainError('FORBIDDEN', message, undefined, undefined, text);
/** Input refused as a whole (no form field to point at). */
export const BadInput = (message: string, text?: ServerText) => new DomainError('BAD_USER_INPUT', message, undefined, undefined, text);
/** One refused field: `fieldMessage` goes next to it, `message` (the same by default) is the headline. */
export const BadField = (field: string, reason: FieldReason, fieldMessage: string, message = fieldMessage, text?: ServerText) =>
  new DomainError('BAD_USER_INPUT', message, { [field]: fieldMessage }, { [field]: reason }, text);
/** A refused import file: the form's field error, and the text a job shows when it fails on it. */
export const BadFile = (reason: FieldReason, message: string, text: ServerText) => BadField('file', reason, message, message, text);
export const NotFound = (what = 'Record') => new DomainError('NOT_FOUND', `${what} not found.`);
/** Records named by form fields that do not exist, or are not the caller's (answered alike): NOT_FOUND with reason not_exist on each. */
export const NotFoundFields = (fields: readonly string[], what = 'Record', fieldMessage = 'This does not exist.') =>
  new DomainError(
    'NOT_FOUND',
    `${what} not found.`,
    Object.fromEntries(fields.map((f) => [f, fieldMessage])),
    Object.fromEntries(fields.map((f) => [f, 'not_exist' as const])),
  );
/** A field that clashes with what is stored (a taken name or email, a record still in use). */
export const ConflictField = (field: string, reason: FieldReason, fieldMessage: string, message = fieldMessage) =>
  new DomainError('CONFLICT', message, { [field]: fieldMessage }, { [field]: reason });
export const TooManyRequests = (message: string, text?: ServerText) => new DomainError('TOO_MANY_REQUESTS', message, undefined, undefined, text);
