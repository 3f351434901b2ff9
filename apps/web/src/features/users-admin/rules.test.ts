import { describe, expect, it } from 'vitest';
import { isDmy, isMoney, isNonNegInt, passwordErrorKey } from './form';
import { errorKeyFor } from './errors';
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

  it('maps server field messages to translated keys', () => {
    expect(errorKeyFor('This email is already in use.')).toBe('errors.email_taken');
    expect(errorKeyFor('Please enter a valid email address.')).toBe('errors.email_invalid');
    expect(errorKeyFor('The passwords do not match.')).toBe('errors.password_mismatch');
    expect(errorKeyFor('Password must be at least 8 characters.')).toBe('errors.password_weak');
    expect(errorKeyFor('Name must be at most 200 characters.')).toBe('errors.too_long');
    expect(errorKeyFor('url must be an http or https address.')).toBe('errors.url');
    expect(errorKeyFor('Hour must be between 0 and 23.')).toBe('errors.hour');
    expect(errorKeyFor('A user group with this name already exists.')).toBe('errors.group_name_taken');
    expect(errorKeyFor('Every events.0.alias_mentions entry needs an id.')).toBe('errors.alias_id');
    expect(errorKeyFor('You cannot delete your own account.')).toBe('errors.delete_self');
    expect(errorKeyFor('This user still owns records that must be kept. Disable the user instead.')).toBe('errors.owns_records');
    expect(errorKeyFor('That shipping user does not exist.')).toBe('errors.not_exist');
    expect(errorKeyFor('Something new')).toBe('errors.invalid');
  });

  it('notification settings: url, hour and minute ranges, event names', () => {
    const base = { status: 'Active', mentions: '', url: '', subject: '', group_id: '', group_title: '', aliases: [], events: [] };
    expect(validateNotification(base)).toEqual({});
    expect(validateNotification({ ...base, url: 'ftp://x' })).toEqual({ url: 'errors.url' });
    expect(validateNotification({ ...base, group_id: 'a' })).toEqual({ group: 'errors.group_id_title' });
    const ev = { ...EMPTY_TARGETS, name: '', status: 'Active', times: [{ hour: '24', minute: '0' }, { hour: '8', minute: '60' }] };
    expect(validateNotification({ ...base, events: [ev] })).toEqual({ 'events.0.name': 'errors.required', 'events.0.times.0': 'errors.hour', 'events.0.times.1': 'errors.minute' });
    // An event's own channel, aliases and address are checked like the settings' ones.
    const targets = { ...ev, times: [], name: 'E', url: 'ftp://x', group_id: '', group_title: 'T', aliases: [{ ...EMPTY_ALIAS, username: 'a' }] };
    expect(validateNotification({ ...base, events: [targets] })).toEqual({ 'events.0.url': 'errors.url', 'events.0.group': 'errors.group_id_title', 'events.0.alias_mentions': 'errors.alias_id' });
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
      events: [{ id: 'e1', name: 'Late orders', status: 'Inactive', url: 'https://hooks.example/e', mentions: ['a', 'b'], group: { id: 'c2', title: 'Night' }, alias_mentions: [{ id: 'u2', username: null, first_name: 'Bo', last_name: 'Li' }], times: [{ hour: 8, minute: 30 }] }],
    };
    const { _id: _drop, type: _type, ...expected } = saved;
    expect(toVariables(toForm(saved))).toEqual(expected);
  });
});
