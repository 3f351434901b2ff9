import { describe, expect, it } from 'vitest';
import { makeUserGroupInput, saveMerchantGroupInput } from '@pod/shared';
import { schemaErrorKeys } from '../../ui';

/** The group forms check with the schemas the API parses with (packages/shared/src/inputs/groups.ts). */
describe('group forms', () => {
  it('a merchant group needs a name within the limit and seller ids', () => {
    expect(schemaErrorKeys(saveMerchantGroupInput, { _id: null, name: '  ', merchant_ids: [] })).toEqual({ name: 'ui:errors.required' });
    expect(schemaErrorKeys(saveMerchantGroupInput, { _id: null, name: 'n'.repeat(201), merchant_ids: [] })).toEqual({ name: 'ui:errors.too_long' });
    expect(schemaErrorKeys(saveMerchantGroupInput, { _id: null, name: 'Key accounts', merchant_ids: ['nope'] })).toEqual({
      merchant_ids: 'ui:errors.invalid_id',
    });
    expect(schemaErrorKeys(saveMerchantGroupInput, { _id: null, name: 'Key accounts', merchant_ids: [] })).toEqual({});
  });

  it('a new user group needs a name; an edit may leave it; unknown modules are refused', () => {
    expect(schemaErrorKeys(makeUserGroupInput, { id: null, name: '', status: 'Active', role: null, permission: [] })).toEqual({ name: 'ui:errors.required' });
    expect(schemaErrorKeys(makeUserGroupInput, { id: null, name: 'Packers', status: 'Sleeping', role: null, permission: [] })).toEqual({
      status: 'ui:errors.unknown_value',
    });
    const bad = [{ module: 'nukes', access: { view: true } }];
    expect(schemaErrorKeys(makeUserGroupInput, { id: null, name: 'Packers', status: 'Active', role: '', permission: bad })).toEqual({
      permission: 'ui:errors.unknown_value',
    });
    expect(schemaErrorKeys(makeUserGroupInput, { id: null, name: 'Packers', status: 'Active', role: 'packager', permission: [] })).toEqual({});
  });
});
