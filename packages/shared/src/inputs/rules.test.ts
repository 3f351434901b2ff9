import { describe, expect, it } from 'vitest';
import { USER_STATUSES } from '../enums';
import { checkInput, isOneOf, rule, z } from './index';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const r = checkInput(schema, value);
  return r.ok ? null : { fields: r.fields, reasons: r.reasons };
};

describe('shared input rules', () => {
  it('password: 8 to 128 characters with a letter and a digit; blank reads as missing', () => {
    const pw = z.object({ new_password: rule.password() });
    expect(errorsOf(pw, { new_password: 'Demo-pass-1' })).toBeNull();
    expect(errorsOf(pw, { new_password: 'short1' })?.reasons).toEqual({ new_password: 'password_weak' });
    expect(errorsOf(pw, { new_password: 'short1' })?.fields.new_password).toMatch(/at least 8/);
    expect(errorsOf(pw, { new_password: 'longenough' })?.fields.new_password).toMatch(/letter and one number/);
    expect(errorsOf(pw, { new_password: `a1${'x'.repeat(127)}` })?.fields.new_password).toMatch(/at most 128/);
    expect(errorsOf(pw, { new_password: '' })?.reasons).toEqual({ new_password: 'password_required' });
    expect(errorsOf(pw, {})?.reasons).toEqual({ new_password: 'required' });
  });

  it('email is trimmed and lower-cased; a bad or huge one is email_invalid', () => {
    expect(checkInput(rule.email(), '  Ann@Example.COM ')).toEqual({ ok: true, value: 'ann@example.com' });
    expect(errorsOf(rule.email(), 'not-an-email')?.reasons).toEqual({ input: 'email_invalid' });
    expect(errorsOf(rule.email(), `${'a'.repeat(300)}@x.co`)?.reasons).toEqual({ input: 'email_invalid' });
  });

  it('url accepts http and https only; blank passes for optional fields', () => {
    expect(checkInput(rule.url(), 'https://hooks.example/a').ok).toBe(true);
    expect(checkInput(rule.url(), '').ok).toBe(true);
    expect(errorsOf(rule.url(), 'ftp://x')?.reasons).toEqual({ input: 'url' });
    expect(errorsOf(rule.url(), 'http://a b')?.reasons).toEqual({ input: 'url' });
  });

  it('text, ids, closed lists, dates, money and whole numbers report stable reasons', () => {
    expect(errorsOf(rule.text(3, 'Name'), 'abcd')).toEqual({ fields: { input: 'Name must be at most 3 characters.' }, reasons: { input: 'too_long' } });
    expect(checkInput(rule.text(3), '  ab  ')).toEqual({ ok: true, value: 'ab' });
    expect(errorsOf(rule.requiredText(10, 'Please enter the name.'), '   ')?.reasons).toEqual({ input: 'required' });
    expect(errorsOf(rule.id('user id'), 'abc')).toEqual({ fields: { input: 'Invalid user id.' }, reasons: { input: 'invalid_id' } });
    expect(errorsOf(rule.oneOf(USER_STATUSES, 'status'), 'Sleeping')?.fields.input).toBe('Unknown status "Sleeping". Use Active, Pending or Disabled.');
    expect(errorsOf(rule.oneOf(USER_STATUSES, 'status'), 'Sleeping')?.reasons.input).toBe('unknown_value');
    expect(checkInput(rule.dmyDate(), '29-02-2024').ok).toBe(true);
    expect(errorsOf(rule.dmyDate(), '29-02-2023')?.reasons).toEqual({ input: 'date' });
    expect(checkInput(rule.money('Credit'), '12.5')).toEqual({ ok: true, value: '12.50' });
    expect(errorsOf(rule.money('Credit'), 'lots')?.reasons).toEqual({ input: 'number' });
    // Exact: 2.675 is 2.68 (float arithmetic gives 2.67); beyond numeric(14,2) is refused.
    expect(checkInput(rule.money('Credit'), 2.675)).toEqual({ ok: true, value: '2.68' });
    expect(errorsOf(rule.money('Credit'), '1000000000000')?.reasons).toEqual({ input: 'range' });
    // A decimal comma or grouping is refused, never guessed.
    expect(errorsOf(rule.money('Credit'), '0,50')?.reasons).toEqual({ input: 'money_format' });
    expect(errorsOf(rule.money('Credit'), '1,234.50')?.reasons).toEqual({ input: 'money_format' });
    expect(checkInput(rule.intIn(0, 365, 'Days'), '30')).toEqual({ ok: true, value: 30 });
    expect(errorsOf(rule.intIn(0, 365, 'Days'), 9999)?.reasons).toEqual({ input: 'range' });
    expect(errorsOf(rule.intIn(0, 365, 'Days'), '1.5')?.reasons).toEqual({ input: 'integer' });
    expect(checkInput(rule.flag(), 'yes')).toEqual({ ok: true, value: true });
  });

  it('errors are keyed by dotted path, the first per path kept, unknown keys named', () => {
    const schema = z.strictObject({ events: rule.listOf(z.object({ url: rule.url(), name: rule.requiredText(10, 'Every event needs a name.') }), 5) });
    const e = errorsOf(schema, {
      events: [
        { url: 'https://a', name: 'a' },
        { url: 'ftp://x', name: '' },
      ],
      junk: 1,
    });
    expect(e?.reasons).toEqual({ 'events.1.url': 'url', 'events.1.name': 'required', junk: 'unknown_value' });
    expect(e?.fields['events.1.name']).toBe('Every event needs a name.');
  });

  it('isOneOf narrows without casts', () => {
    const v: unknown = 'Active';
    expect(isOneOf(USER_STATUSES, v)).toBe(true);
    expect(isOneOf(USER_STATUSES, 'Sleeping')).toBe(false);
    expect(isOneOf(USER_STATUSES, 3)).toBe(false);
  });
});

describe('costs are never negative', () => {
  it('rule.cost refuses a negative amount and keeps 0 and more', () => {
    expect(errorsOf(rule.cost('Real cost'), '-100.00')?.reasons).toEqual({ input: 'negative' });
    expect(checkInput(rule.cost('Real cost'), '0')).toEqual({ ok: true, value: '0.00' });
    expect(checkInput(rule.cost('Real cost'), '7.45')).toEqual({ ok: true, value: '7.45' });
  });

  it('every cost of the shared inputs: a package’s real cost, a listing variant’s base price, a seller’s price additions, a shipping tier', async () => {
    const { packageMeasuresInput } = await import('./packing');
    const { listingVariantInput } = await import('./listings');
    const { makeUserInput } = await import('./users');
    const { saveShippingCostTableInput } = await import('./logistics');
    expect(errorsOf(packageMeasuresInput, { _id: 'K12345678', weight: 10, real_cost: '-100.00' })?.reasons).toEqual({ real_cost: 'negative' });
    expect(errorsOf(listingVariantInput, { sku: 'S', sale_price: '10.00', base_price: '-1.00' })?.reasons).toEqual({ base_price: 'negative' });
    for (const key of ['addition_base_cost', 'addition_shipping_service_price'])
      expect(errorsOf(makeUserInput(false), { [key]: '-2.00' })?.reasons).toMatchObject({ [key]: 'negative' });
    const tier = { min_weight: 0, max_weight: null, first_item: '-1.00', additional_item: '0.00' };
    expect(Object.values(errorsOf(saveShippingCostTableInput, { _id: 'x', zones: [{ countries: ['pt'], tiers: [tier] }] })?.reasons ?? {})).toContain(
      'negative',
    );
  });
});
