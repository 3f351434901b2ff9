import { columnsOf, fieldsOf } from './fields';

describe('fieldsOf / columnsOf', () => {
  const row = { id: 'r1', postalCode: 'X1', address1: null as string | null, isDefault: false, passwordHash: 'secret' };

  it('carries the named columns of a row as snake_case fields, NULL as absent, and nothing else', () => {
    const fields = fieldsOf(row, ['postalCode', 'address1', 'isDefault']);
    expect(fields).toEqual({ postal_code: 'X1', address1: undefined, is_default: false });
    expect(Object.keys(fields)).not.toContain('password_hash');
    // The types follow: a nullable column is an optional field.
    const typed: { postal_code: string; address1?: string; is_default: boolean } = fields;
    expect(typed.is_default).toBe(false);
  });

  it('carries the named fields of an input as camelCase columns, absent as NULL, keeping false and 0', () => {
    const input: { postal_code?: string; min_days: number; rest_of_world: boolean; address1?: string } = { min_days: 0, rest_of_world: false };
    const columns = columnsOf(input, ['postal_code', 'min_days', 'rest_of_world', 'address1']);
    expect(columns).toEqual({ postalCode: null, minDays: 0, restOfWorld: false, address1: null });
    const typed: { postalCode: string | null; minDays: number } = columns;
    expect(typed.minDays).toBe(0);
  });
});
