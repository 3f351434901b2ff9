import { describe, expect, it } from 'vitest';
import { makeUserInput } from '@pod/shared';
import { formFieldErrors, isDmy } from './form';
import { EMPTY_ALIAS, EMPTY_TARGETS, toForm, toVariables, validateNotification } from './notifications/notification-form';

describe('users admin input rules', () => {
  it('accepts real DD-MM-YYYY dates only', () => {
    expect(isDmy('01-02-2024')).toBe(true);
    expect(isDmy('29-02-2024')).toBe(true);
    expect(isDmy('29-02-2023')).toBe(false);
    expect(isDmy('2024-02-01')).toBe(false);
    expect(isDmy('1-2-2024')).toBe(false);
  });

  it('the user form checks with the schema the server parses makeUser with, keyed by form field', () => {
    const create = makeUserInput(true);
    const base = { email: 'ann@example.com', name: 'Ann', role: 'sale', new_password: 'Demo-pass-1', confirm_password: 'Demo-pass-1' };
    expect(formFieldErrors(create, base)).toEqual({});
    const weak = (pw: string) => formFieldErrors(create, { ...base, new_password: pw, confirm_password: pw });
    expect(weak('short1')).toEqual({ new_password: 'ui:errors.password_weak' });
    expect(weak('longenough')).toEqual({ new_password: 'ui:errors.password_weak' });
    expect(weak('')).toEqual({ new_password: 'ui:errors.password_required' });
    expect(formFieldErrors(create, { ...base, confirm_password: 'Other-pass-2' })).toEqual({ confirm_password: 'ui:errors.password_mismatch' });
    expect(formFieldErrors(create, { ...base, email: 'not-an-email', vip: -1, total_credit: 'lots', phone_number: 'call me' })).toEqual({
      email: 'ui:errors.email_invalid',
      vip: 'ui:errors.range',
      total_credit: 'ui:errors.number',
      phone_number: 'ui:errors.phone_invalid',
    });
    // A nested problem shows on its form field.
    expect(formFieldErrors(create, { ...base, default_shipping_method: { _id: 'x'.repeat(101), name: '' } })).toEqual({
      default_shipping_method: 'ui:errors.too_long',
    });
    // An update without a new password does not ask for one.
    expect(formFieldErrors(makeUserInput(false), { name: 'Ann' })).toEqual({});
  });

  it('notification settings: url, hour and minute ranges, event names', () => {
    const base = { status: 'Active', mentions: '', url: '', subject: '', group_id: '', group_title: '', aliases: [], events: [] };
    expect(validateNotification(base)).toEqual({});
    expect(validateNotification({ ...base, url: 'ftp://x' })).toEqual({ url: 'ui:errors.url' });
    expect(validateNotification({ ...base, group_id: 'a' })).toEqual({ group: 'ui:errors.group_id_title' });
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
      'events.0.name': 'ui:errors.required',
      'events.0.times.0': 'ui:errors.hour',
      'events.0.times.1': 'ui:errors.minute',
    });
    // An event's own channel, aliases and address are checked like the settings' ones.
    const targets = { ...ev, times: [], name: 'E', url: 'ftp://x', group_id: '', group_title: 'T', aliases: [{ ...EMPTY_ALIAS, username: 'a' }] };
    expect(validateNotification({ ...base, events: [targets] })).toEqual({
      'events.0.url': 'ui:errors.url',
      'events.0.group': 'ui:errors.group_id_title',
      'events.0.alias_mentions': 'ui:errors.alias_id',
    });
  });

  it('notification settings: a save sends every field of every event back, so none is dropped', () => {
    const saved = {
      _id: 's1',
      user_id: 'u0',
      updated_at: '2026-01-01T00:00:00.000Z',
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
    const { _id: _drop, type: _type, user_id: _user, updated_at: _updated, ...expected } = saved;
    expect(toVariables(toForm(saved))).toEqual(expected);
  });
});
