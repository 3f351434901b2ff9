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
  ) {
    super(message);
    this.name = 'DomainError';
  }
  get httpStatus(): number {
    return HTTP_STATUS[this.code];
  }
}

export const Unauthenticated = (message = 'Please sign in to continue.') => new DomainError('UNAUTHENTICATED', message);
export const Forbidden = (message = 'You do not have permission to do this.') => new DomainError('FORBIDDEN', message);
export const BadInput = (message: string, fields?: Record<string, string>) => new DomainError('BAD_USER_INPUT', message, fields);
export const NotFound = (what = 'Record') => new DomainError('NOT_FOUND', `${what} not found.`);
export const Conflict = (message: string, fields?: Record<string, string>) => new DomainError('CONFLICT', message, fields);
export const TooManyRequests = (message: string) => new DomainError('TOO_MANY_REQUESTS', message);
