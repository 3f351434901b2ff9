import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FIELD_REASONS } from '@pod/shared';
import { errorTitleKey, fieldErrorKeys, reasonKey } from './errors';
import en from './locales/en.json';

/** An error as a direct fetch raises it: the server's English message with code, fields and reasons. */
class FetchError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
    readonly reasons?: Record<string, string>,
  ) {
    super(message);
  }
}

describe('errors are shown by reason, never by the server’s English text', () => {
  it('maps each refused field to the translation of its reason', () => {
    const err = new FetchError(
      'This email is already in use.',
      'CONFLICT',
      { email: 'This email is already in use.', x: 'Something new' },
      { email: 'email_taken', x: 'from_a_newer_server' },
    );
    expect(fieldErrorKeys(err)).toEqual({ email: 'ui:errors.email_taken', x: 'ui:errors.invalid' });
    expect(reasonKey(err)).toBe('ui:errors.email_taken');
    // A field error without a reason still lands next to its field.
    expect(fieldErrorKeys(new FetchError('Bad', 'BAD_USER_INPUT', { name: 'Bad' }))).toEqual({ name: 'ui:errors.invalid' });
    expect(fieldErrorKeys(new FetchError('Bad', 'BAD_USER_INPUT'))).toBeNull();
    expect(fieldErrorKeys(new Error('network down'))).toBeNull();
  });

  it('reads Apollo’s errors the same way', () => {
    const err = new CombinedGraphQLErrors({
      errors: [{ message: 'Name taken', extensions: { code: 'CONFLICT', fields: { name: 'Name taken' }, reasons: { name: 'name_taken' } } }],
    });
    expect(fieldErrorKeys(err)).toEqual({ name: 'ui:errors.name_taken' });
    expect(errorTitleKey(err)).toBe('ui:errors.conflict');
  });

  it('gives every code a headline', () => {
    expect(errorTitleKey(new FetchError('x', 'FORBIDDEN'))).toBe('ui:errors.forbidden');
    expect(errorTitleKey(new FetchError('x', 'NOT_FOUND'))).toBe('ui:errors.not_found');
    expect(errorTitleKey(new FetchError('x', 'BAD_USER_INPUT'))).toBe('ui:errors.check_fields');
    expect(errorTitleKey(new Error('x'))).toBe('ui:errors.failed');
  });

  it('has a message for every reason the API can give and every headline (other languages are held equal by the locale test)', () => {
    for (const reason of FIELD_REASONS) expect(en.errors, reason).toHaveProperty(reason);
    for (const headline of ['check_fields', 'failed', 'forbidden', 'not_found', 'conflict', 'delete_failed']) expect(en.errors).toHaveProperty(headline);
  });
});
