import { eq } from 'drizzle-orm';
import { merchantGroupMembers, merchantGroups } from '../src/platform/db/schema';
import { newId } from '../src/platform/common/ids';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';

interface MerchantGroupView {
  _id: string;
  name: string;
  merchants: Array<{ _id: string; email: string; identity_label: string | null }>;
}

const LIST = doc<{ merchantGroups: MerchantGroupView[] }>(
  `query($name: String, $page: Int, $perPage: Int) { merchantGroups(name: $name, page: $page, perPage: $perPage) { _id name merchants { _id email identity_label } } }`,
);
const GET = doc<{ merchantGroup: MerchantGroupView | null }>(`query($id: ID!) { merchantGroup(_id: $id) { _id name merchants { _id email identity_label } } }`);
const SAVE = doc<{ saveMerchantGroup: MerchantGroupView }>(
  `mutation($input: MerchantGroupInput!) { saveMerchantGroup(input: $input) { _id name merchants { _id email identity_label } } }`,
);
const DELETE = doc<{ deleteMerchantGroup: boolean }>(`mutation($id: ID!) { deleteMerchantGroup(_id: $id) }`);

describe('merchant groups', () => {
  let t: TestApp;
  let sr: SignedInUser;
  let seller: SignedInUser;
  let partner: SignedInUser;
  const sellers: string[] = [];
  const count = () => t.db.$count(merchantGroups);
  const members = () => t.db.$count(merchantGroupMembers);
  beforeAll(async () => {
    t = await TestApp.start();
    ({ sr, seller, partner } = await t.cast());
    for (let i = 0; i < 3; i++) sellers.push((await t.createUser({ role: 'sale', identityLabel: `Shop ${i}` })).id);
  });
  afterAll(() => t.stop());

  it('saveMerchantGroup: refused to anonymous, seller, partner, a viewer; super_root and a root with merchant_groups:add save', async () => {
    const input = { name: 'Big sellers', merchant_ids: sellers.slice(0, 2) };
    expect(codeOf(await t.gql(SAVE, { input }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(SAVE, { input }, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(SAVE, { input }, partner.token))).toBe('FORBIDDEN');
    const viewer = await t.groupMember({ merchant_groups: ['view'] });
    expect(codeOf(await t.gql(SAVE, { input }, viewer.token))).toBe('FORBIDDEN');
    expect(await count()).toBe(0);
    const res = await t.gql(SAVE, { input }, sr.token);
    expect(res.errors).toBeUndefined();
    expect(res.data!.saveMerchantGroup.name).toBe('Big sellers');
    expect(res.data!.saveMerchantGroup.merchants.map((m: { _id: string }) => m._id).sort()).toEqual(sellers.slice(0, 2).sort());
    expect(res.data!.saveMerchantGroup.merchants[0].identity_label).toMatch(/^Shop/);
    const adder = await t.groupMember({ merchant_groups: ['view', 'add'] });
    const mine = await t.gql(SAVE, { input: { name: 'Small sellers', merchant_ids: [sellers[2]] } }, adder.token);
    expect(mine.errors).toBeUndefined();
    // add is not update
    expect(codeOf(await t.gql(SAVE, { input: { _id: mine.data!.saveMerchantGroup._id, name: 'Renamed' } }, adder.token))).toBe('FORBIDDEN');
  });

  it('updating replaces the name and the merchants in one go', async () => {
    const created = (await t.gql(SAVE, { input: { name: 'Replace me', merchant_ids: [sellers[0]] } }, sr.token)).data!.saveMerchantGroup;
    const updated = await t.gql(SAVE, { input: { _id: created._id, name: 'Replaced', merchant_ids: [sellers[1], sellers[2], sellers[2]] } }, sr.token);
    expect(updated.data!.saveMerchantGroup.name).toBe('Replaced');
    expect(updated.data!.saveMerchantGroup.merchants.map((m: { _id: string }) => m._id).sort()).toEqual([sellers[1], sellers[2]].sort());
    expect(await t.db.$count(merchantGroupMembers, eq(merchantGroupMembers.groupId, created._id))).toBe(2);
  });

  it.each([
    ['no name', { name: '  ' }, 'name', /enter the group name/],
    ['a huge name', { name: 'n'.repeat(10_000) }, 'name', /at most 200/],
    ['an invalid group id', { _id: 'abc', name: 'X' }, '_id', /Invalid merchant group id/],
    ['an invalid merchant id', { name: 'X', merchant_ids: ["1' OR 1=1"] }, 'merchant_ids', /Invalid merchant id/],
    ['an unknown merchant', { name: 'X', merchant_ids: ['00000000-0000-7000-8000-000000000000'] }, 'merchant_ids', /do not exist/],
  ])('saveMerchantGroup refuses %s with a clear message and writes nothing', async (_l, input, field, message) => {
    const [before, beforeMembers] = [await count(), await members()];
    const res = await t.gql(SAVE, { input }, sr.token);
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors![0].message).toMatch(message);
    expect(res.errors![0].extensions?.fields?.[field]).toBeTruthy();
    expect([await count(), await members()]).toEqual([before, beforeMembers]);
  });

  it('only sellers can be merchants; wrong types and duplicate names are refused; nothing is written', async () => {
    const [before, beforeMembers] = [await count(), await members()];
    const fulfiller = await t.createUser({ role: 'fulfiller' });
    const rootSeller = await t.createUser({ role: 'sale', groups: ['sale', 'root'] });
    for (const id of [fulfiller.id, rootSeller.id]) {
      const res = await t.gql(SAVE, { input: { name: 'Mixed', merchant_ids: [sellers[0], id] } }, sr.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].message).toBe('Only sellers can be put in a merchant group.');
    }
    expect(codeOf(await t.gql(SAVE, { input: { name: 42 } }, sr.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(SAVE, { input: { merchant_ids: [] } }, sr.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(SAVE, { input: { name: 'x', merchant_ids: { a: 1 } } }, sr.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(SAVE, { input: { _id: newId(), name: 'Ghost' } }, sr.token))).toBe('NOT_FOUND');
    expect([await count(), await members()]).toEqual([before, beforeMembers]);
    await t.gql(SAVE, { input: { name: 'Twins' } }, sr.token);
    const dup = await t.gql(SAVE, { input: { name: 'TWINS' } }, sr.token);
    expect(codeOf(dup)).toBe('CONFLICT');
    expect(await count()).toBe(before + 1);
  });

  it('stores HTML and SQL in the name verbatim', async () => {
    const name = `<img src=x onerror=alert(1)>'; DROP TABLE merchant_groups; --`;
    const res = await t.gql(SAVE, { input: { name } }, sr.token);
    expect(res.data!.saveMerchantGroup.name).toBe(name);
    expect((await t.gql(GET, { id: res.data!.saveMerchantGroup._id }, sr.token)).data!.merchantGroup?.name).toBe(name);
  });

  it('merchantGroups and merchantGroup: refused to anonymous, seller, partner; paged with x-total and merchants', async () => {
    expect(codeOf(await t.gql(LIST))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(LIST, {}, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(LIST, {}, partner.token))).toBe('FORBIDDEN');
    for (let i = 0; i < 22; i++) await t.newMerchantGroup({ name: `Zone ${String(i).padStart(2, '0')}`, merchantIds: [sellers[i % 3]] });
    const page = await t.gql(LIST, { name: 'zone' }, sr.token);
    expect(page.data!.merchantGroups).toHaveLength(20);
    expect(page.headers['x-total']).toBe('22');
    expect(page.data!.merchantGroups.every((g) => g.merchants.length === 1)).toBe(true);
    const last = await t.gql(LIST, { name: 'zone' }, sr.token, { page: '3', 'per-page': '10' });
    expect(last.data!.merchantGroups.map((g) => g.name)).toEqual(['Zone 20', 'Zone 21']);
    const viewer = await t.groupMember({ merchant_groups: ['view'] });
    const one = page.data!.merchantGroups[0];
    expect((await t.gql(GET, { id: one._id }, viewer.token)).data!.merchantGroup).toEqual(one);
    expect(codeOf(await t.gql(GET, { id: one._id }, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(GET, { id: 'zzz' }, sr.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(GET, { id: newId() }, sr.token))).toBe('NOT_FOUND');
  });

  it('deleteMerchantGroup: refused to anonymous, seller, an updater; deletes the group and its memberships', async () => {
    const g = (await t.gql(SAVE, { input: { name: 'Doomed', merchant_ids: sellers } }, sr.token)).data!.saveMerchantGroup;
    expect(codeOf(await t.gql(DELETE, { id: g._id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(DELETE, { id: g._id }, seller.token))).toBe('FORBIDDEN');
    const updater = await t.groupMember({ merchant_groups: ['view', 'update'] });
    expect(codeOf(await t.gql(DELETE, { id: g._id }, updater.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(DELETE, { id: 'nope' }, sr.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(DELETE, { id: newId() }, sr.token))).toBe('NOT_FOUND');
    const deleter = await t.groupMember({ merchant_groups: ['delete'] });
    expect((await t.gql(DELETE, { id: g._id }, deleter.token)).data!.deleteMerchantGroup).toBe(true);
    expect(await t.db.$count(merchantGroupMembers, eq(merchantGroupMembers.groupId, g._id))).toBe(0);
    expect(codeOf(await t.gql(GET, { id: g._id }, sr.token))).toBe('NOT_FOUND');
  });
});
