import { describe, expect, it } from 'vitest';
import { isDmy, isMoney, isNonNegInt, passwordErrorKey } from './form';
import { FIELD_REASONS } from '@pod/shared';
import { fieldErrorKeys, reasonKey } from './errors';
import { GqlError } from '../../lib/gqlFetch';
import en from './locales/en.json';
import { EMPTY_ALIAS, EMPTY_TARGETS, toForm, toVariables, validateNotification } from './notifications/notification-form';

describe('users admin input rules', () => {
  it('accepts real DD-MM-YYYY dates only', () => {
    expect(isDmy('01-02-2024')).toBe(true);
    expect(isDmy('29-02-2024')).toBe(true);
    expect(isDmy('29-02-2023')).toBe(false);
    expect(isDmy('2024-02-01')).toBe(false);
    expect(isDmy('1-2-2024')).toBe(false);
  });

  it('numbers: whole numbers for vip / wholesale level, money with 2 decimals', () => {
    expect(isNonNegInt('')).toBe(true);
    expect(isNonNegInt('3')).toBe(true);
    expect(isNonNegInt('-1')).toBe(false);
    expect(isNonNegInt('1.5')).toBe(false);
    expect(isMoney('12.50')).toBe(true);
    expect(isMoney('-3')).toBe(true);
    expect(isMoney('1.234')).toBe(false);
    expect(isMoney('abc')).toBe(false);
  });

  it('passwords follow the server rule', () => {
    expect(passwordErrorKey('short1')).toBe('errors.password_weak');
    expect(passwordErrorKey('longenough')).toBe('errors.password_weak');
    expect(passwordErrorKey('Demo-pass-1')).toBeNull();
  });

  it('server field errors are translated from their reasons, never from the English text', () => {
    const err = new GqlError(
      'This email is already in use.',
      'CONFLICT',
      { email: 'This email is already in use.', x: 'Something new' },
      { email: 'email_taken', x: 'from_a_newer_server' },
    );
    expect(fieldErrorKeys(err)).toEqual({ email: 'errors.email_taken', x: 'errors.invalid' });
    expect(reasonKey(err)).toBe('errors.email_taken');
    // A field error without a reason still lands next to its field.
    expect(fieldErrorKeys(new GqlError('Bad', 'BAD_USER_INPUT', { name: 'Bad' }))).toEqual({ name: 'errors.invalid' });
    expect(fieldErrorKeys(new GqlError('Bad', 'BAD_USER_INPUT'))).toBeNull();
  });

  it('every reason the API can give has a message in every language', () => {
    for (const reason of FIELD_REASONS) expect(en.errors, reason).toHaveProperty(reason);
  });

  it('notification settings: url, hour and minute ranges, event names', () => {
    const base = { status: 'Active', mentions: '', url: '', subject: '', group_id: '', group_title: '', aliases: [], events: [] };
    expect(validateNotification(base)).toEqual({});
    expect(validateNotification({ ...base, url: 'ftp://x' })).toEqual({ url: 'errors.url' });
    expect(validateNotification({ ...base, group_id: 'a' })).toEqual({ group: 'errors.group_id_title' });
    const ev = {
      ...EMPTY_TARGETS,
      name: '',
      status: 'Active',
      times: [
        { hour: '24', minute: '0' },
        { hour: '8', minute: '60' },
      ],
    };
    expect(validateNotification({ ...base, events: [ev] })).toEqual({
      'events.0.name': 'errors.required',
      'events.0.times.0': 'errors.hour',
      'events.0.times.1': 'errors.minute',
    });
    // An event's own channel, aliases and address are checked like the settings' ones.
    const targets = { ...ev, times: [], name: 'E', url: 'ftp://x', group_id: '', group_title: 'T', aliases: [{ ...EMPTY_ALIAS, username: 'a' }] };
    expect(validateNotification({ ...base, events: [targets] })).toEqual({
      'events.0.url': 'errors.url',
      'events.0.group': 'errors.group_id_title',
      'events.0.alias_mentions': 'errors.alias_id',
    });
  });

  it('notification settings: a save sends every field of every event back, so none is dropped', () => {
    const saved = {
      _id: 's1',
      type: 'Order',
      status: 'Active',
      mentions: ['ops'],
      url: 'https://hooks.example/a',
      subject: 'Late',
      group: { id: 'c1', title: 'Ops' },
      alias_mentions: [{ id: 'u1', username: 'ann', first_name: null, last_name: null }],
      events: [
        {
          id: 'e1',
          name: 'Late orders',
          status: 'Inactive',
          url: 'https://hooks.example/e',
          mentions: ['a', 'b'],
          group: { id: 'c2', title: 'Night' },
          alias_mentions: [{ id: 'u2', username: null, first_name: 'Bo', last_name: 'Li' }],
          times: [{ hour: 8, minute: 30 }],
        },
      ],
    };
    const { _id: _drop, type: _type, ...expected } = saved;
    expect(toVariables(toForm(saved))).toEqual(expected);
  });
});
