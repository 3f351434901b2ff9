import { makeExtensionInput } from '@pod/shared';
import { extensions, extensionVersions } from '../src/platform/db/schema';
import { seedExtensions } from '../src/seed/extensions';
import { codeOf, doc, TestApp, type GqlResult, type SignedInUser } from './harness';

interface MappingView {
  field: string;
  selector: string;
  attribute: string | null;
}
interface ExtensionView {
  _id: string;
  marketplace: string;
  name: string;
  enabled: boolean;
  version: number;
  current: { version: number; page_match: string; mappings: MappingView[] } | null;
}
const FIELDS = `_id marketplace name enabled version current { version page_match mappings { field selector attribute } }`;

const LIST = doc<{ extensions: ExtensionView[] }>(
  `query($marketplace: String, $status: String) { extensions(marketplace: $marketplace, status: $status) { ${FIELDS} } }`,
);
const COUNTERS = doc<{ extensionCounters: { all: number; enabled: number; disabled: number } }>(
  `query($marketplace: String) { extensionCounters(marketplace: $marketplace) { all enabled disabled } }`,
);
const ONE = doc<{
  extension: ExtensionView & {
    versions: Array<{ version: number; name: string; page_match: string; restored_from: number | null; created_by: { _id: string } | null }>;
  };
}>(`query($id: ID!) { extension(_id: $id) { ${FIELDS} versions { version name page_match restored_from created_by { _id } } } }`);
const MAKE = doc<{ makeExtension: ExtensionView }>(
  `mutation($marketplace: String!, $name: String!, $page_match: String!, $mappings: [ExtensionMappingInput!]!, $enabled: Boolean, $note: String) {
    makeExtension(marketplace: $marketplace, name: $name, page_match: $page_match, mappings: $mappings, enabled: $enabled, note: $note) { ${FIELDS} } }`,
);
const UPDATE = doc<{ updateExtension: ExtensionView }>(
  `mutation($_id: ID!, $marketplace: String!, $name: String!, $page_match: String!, $mappings: [ExtensionMappingInput!]!, $note: String) {
    updateExtension(_id: $_id, marketplace: $marketplace, name: $name, page_match: $page_match, mappings: $mappings, note: $note) { ${FIELDS} } }`,
);
const ENABLE = doc<{ setExtensionEnabled: ExtensionView }>(`mutation($id: ID!, $on: Boolean!) { setExtensionEnabled(_id: $id, enabled: $on) { ${FIELDS} } }`);
const RESTORE = doc<{ restoreExtensionVersion: ExtensionView }>(
  `mutation($id: ID!, $version: Int!) { restoreExtensionVersion(_id: $id, version: $version) { ${FIELDS} } }`,
);
const TRASH = doc<{ trashExtension: boolean }>(`mutation($id: ID!) { trashExtension(_id: $id) }`);
const REGENERATE = doc<{ regenerateApiToken: { token: string } }>(`mutation($scopes: [String!]!) { regenerateApiToken(scopes: $scopes) { token } }`);

const ETSY = {
  marketplace: 'etsy',
  name: 'Etsy orders',
  page_match: 'https://*.etsy.com/your/orders/*',
  mappings: [
    { field: 'order_number', selector: '[data-test-id="order-id"]' },
    { field: 'buyer_name', selector: '.buyer-name' },
    { field: 'image', selector: 'img.listing-image', attribute: 'src' },
  ],
};

describe('extensions: the browser extension rule sets', () => {
  let t: TestApp;
  let sr: SignedInUser;
  let root: SignedInUser;
  let seller: SignedInUser;
  const counts = async () => ({ sets: await t.db.$count(extensions), versions: await t.db.$count(extensionVersions) });
  const tokenWith = async (user: SignedInUser, scopes: string[]) => {
    const res = await t.gql(REGENERATE, { scopes }, user.token);
    expect(res.errors).toBeUndefined();
    return res.data!.regenerateApiToken.token;
  };
  const rules = (token?: string, headers: Record<string, string> = {}) => {
    let req = t.http().get('/api/extensions/rules');
    if (token) req = req.set('authorization', `Bearer ${token}`);
    for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
    return req;
  };

  beforeAll(async () => {
    ({ t, sr, root, seller } = await TestApp.startWith({ sr: 'super_root', root: 'root', seller: 'sale' }));
  });
  afterAll(() => t.stop());

  it('every operation is refused to a seller and to root, then allowed to super_root', async () => {
    const made = await t.gql(MAKE, ETSY, sr.token);
    expect(made.errors).toBeUndefined();
    const id = made.data!.makeExtension._id;
    const as = (token: string) =>
      [
        ['extensions', () => t.gql(LIST, {}, token)],
        ['extensionCounters', () => t.gql(COUNTERS, {}, token)],
        ['extension', () => t.gql(ONE, { id }, token)],
        ['makeExtension', () => t.gql(MAKE, { ...ETSY, name: `Denied ${token.slice(-6)}` }, token)],
        ['updateExtension', () => t.gql(UPDATE, { _id: id, ...ETSY }, token)],
        ['setExtensionEnabled', () => t.gql(ENABLE, { id, on: true }, token)],
        ['restoreExtensionVersion', () => t.gql(RESTORE, { id, version: 1 }, token)],
        ['trashExtension', () => t.gql(TRASH, { id }, token)],
      ] as Array<[string, () => Promise<GqlResult<unknown>>]>;
    const before = await counts();
    for (const who of [seller, root]) {
      for (const [name, call] of as(who.token)) expect({ name, code: codeOf((await call()) as GqlResult) }).toEqual({ name, code: 'FORBIDDEN' });
    }
    expect(await counts()).toEqual(before);
    for (const [name, call] of as(sr.token)) expect({ name, errors: (await call()).errors }).toEqual({ name, errors: undefined });
    // The last allowed call removed the set with its versions.
    expect(await t.gql(ONE, { id }, sr.token).then(codeOf)).toBe('NOT_FOUND');
  });

  it('bad input writes nothing: page match, unknown field, unknown marketplace, no mappings, a field twice, a bad selector', async () => {
    const good = (await t.gql(MAKE, { ...ETSY, name: 'Kept' }, sr.token)).data!.makeExtension;
    const bad: Array<[string, Record<string, unknown>, string]> = [
      ['page_match', { page_match: 'etsy.com/orders' }, 'invalid'],
      ['page_match', { page_match: '^https://(a+)+$' }, 'invalid'],
      ['page_match', { page_match: `https://etsy.com/${'*/'.repeat(9)}` }, 'invalid'],
      ['page_match', { page_match: `https://etsy.com/${'a'.repeat(400)}` }, 'too_long'],
      ['mappings.0.field', { mappings: [{ field: 'credit_card', selector: '.cc' }] }, 'unknown_value'],
      ['marketplace', { marketplace: 'walmart' }, 'unknown_value'],
      ['mappings', { mappings: [] }, 'required'],
      ['mappings.1.field', { mappings: [ETSY.mappings[0], ETSY.mappings[0]] }, 'duplicate'],
      ['mappings.0.selector', { mappings: [{ field: 'title', selector: 'h1 { color: red }' }] }, 'invalid'],
      ['mappings.0.attribute', { mappings: [{ field: 'title', selector: 'h1', attribute: 'on click' }] }, 'invalid'],
      ['name', { name: '   ' }, 'required'],
    ];
    const before = await counts();
    for (const [field, change, reason] of bad) {
      for (const res of [
        await t.gql(MAKE, { ...ETSY, name: 'Bad', ...change }, sr.token),
        await t.gql(UPDATE, { _id: good._id, ...ETSY, ...change }, sr.token),
      ]) {
        const reasons = res.errors?.[0]?.extensions?.reasons as Record<string, string> | undefined;
        expect({ field, code: codeOf(res), reason: reasons?.[field] }).toEqual({ field, code: 'BAD_USER_INPUT', reason });
      }
    }
    expect(await counts()).toEqual(before);
    // A name the marketplace already has is a field conflict, and writes nothing either.
    const taken = await t.gql(MAKE, { ...ETSY, name: 'kept' }, sr.token);
    expect(codeOf(taken)).toBe('CONFLICT');
    expect(taken.errors?.[0]?.extensions?.reasons).toEqual({ name: 'name_taken' });
    expect(await counts()).toEqual(before);
    // An unknown version restores nothing.
    expect(codeOf(await t.gql(RESTORE, { id: good._id, version: 9 }, sr.token))).toBe('NOT_FOUND');
    expect(await counts()).toEqual(before);
  });

  it('each save is a new version; restoring an old one saves it again as the newest', async () => {
    const made = (await t.gql(MAKE, { ...ETSY, name: 'Versioned', note: 'first' }, sr.token)).data!.makeExtension;
    expect(made).toMatchObject({ version: 1, current: { version: 1, page_match: ETSY.page_match } });
    expect(made.current!.mappings[2]).toEqual({ field: 'image', selector: 'img.listing-image', attribute: 'src' });
    const v2 = (await t.gql(UPDATE, { _id: made._id, ...ETSY, name: 'Versioned', page_match: 'https://www.etsy.com/your/orders/sold*' }, sr.token)).data!
      .updateExtension;
    expect(v2).toMatchObject({ version: 2, current: { version: 2, page_match: 'https://www.etsy.com/your/orders/sold*' } });
    const v3 = (await t.gql(UPDATE, { _id: made._id, ...ETSY, name: 'Versioned v3', mappings: [{ field: 'title', selector: 'h1' }] }, sr.token)).data!
      .updateExtension;
    expect(v3).toMatchObject({ version: 3, name: 'Versioned v3', current: { mappings: [{ field: 'title', selector: 'h1', attribute: null }] } });
    const restored = (await t.gql(RESTORE, { id: made._id, version: 2 }, sr.token)).data!.restoreExtensionVersion;
    expect(restored).toMatchObject({ version: 4, name: 'Versioned', current: { version: 4, page_match: 'https://www.etsy.com/your/orders/sold*' } });
    expect(restored.current!.mappings).toHaveLength(3);
    const history = (await t.gql(ONE, { id: made._id }, sr.token)).data!.extension.versions;
    expect(history.map((v) => [v.version, v.restored_from])).toEqual([
      [4, 2],
      [3, null],
      [2, null],
      [1, null],
    ]);
    expect(history[0].created_by?._id).toBe(sr.id);
    // The versions themselves never change.
    expect(history[2].page_match).toBe('https://www.etsy.com/your/orders/sold*');
    expect(history[3].page_match).toBe(ETSY.page_match);
  });

  it('lists by marketplace and enabled flag, with counts and x-total', async () => {
    const amazon = (await t.gql(MAKE, { ...ETSY, marketplace: 'amazon', name: 'Amazon', page_match: 'https://sellercentral.amazon.com/orders-v3/*' }, sr.token))
      .data!.makeExtension;
    await t.gql(MAKE, { ...ETSY, marketplace: 'amazon', name: 'Amazon off', page_match: 'https://sellercentral.amazon.com/*', enabled: false }, sr.token);
    const list = await t.gql(LIST, { marketplace: 'amazon' }, sr.token);
    expect(list.data!.extensions.map((e) => e.name)).toEqual(['Amazon off', 'Amazon']);
    expect(list.headers['x-total']).toBe('2');
    const enabled = await t.gql(LIST, { marketplace: 'amazon', status: 'enabled' }, sr.token);
    expect(enabled.data!.extensions.map((e) => e._id)).toEqual([amazon._id]);
    expect(enabled.headers['x-total']).toBe('1');
    expect((await t.gql(COUNTERS, { marketplace: 'amazon' }, sr.token)).data!.extensionCounters).toEqual({ all: 2, enabled: 1, disabled: 1 });
    expect(codeOf(await t.gql(LIST, { marketplace: 'walmart' }, sr.token))).toBe('BAD_USER_INPUT');
  });

  describe('GET /api/extensions/rules', () => {
    it('refuses no token, and a token without extensions:read (FORBIDDEN naming the scope); answers one with it', async () => {
      expect((await rules()).status).toBe(401);
      const ordersOnly = await tokenWith(seller, ['orders:read', 'products:write']);
      const refused = await rules(ordersOnly);
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0].code).toBe('FORBIDDEN');
      expect(refused.body.errors[0].msg).toContain('extensions:read');
      const scoped = await tokenWith(seller, ['extensions:read']);
      const ok = await rules(scoped);
      expect(ok.status).toBe(200);
      expect(ok.body.data.length).toBeGreaterThan(0);
      // Staff other than super_root do not read it, even with the scope.
      expect((await rules(await tokenWith(root, ['extensions:read']))).status).toBe(403);
      // A signed-in seller's session reads it (sessions are not limited by scopes).
      expect((await rules(seller.token)).status).toBe(200);
    });

    it('serves only enabled sets at their newest version', async () => {
      const token = await tokenWith(seller, ['extensions:read']);
      const made = (await t.gql(MAKE, { ...ETSY, marketplace: 'ebay', name: 'eBay', page_match: 'https://www.ebay.com/sh/ord/*' }, sr.token)).data!
        .makeExtension;
      await t.gql(UPDATE, { _id: made._id, ...ETSY, marketplace: 'ebay', name: 'eBay', page_match: 'https://www.ebay.com/sh/ord/details*' }, sr.token);
      const served = (await rules(token)).body.data as Array<{ _id: string; version: number; page_match: string; mappings: MappingView[] }>;
      expect(served.find((r) => r._id === made._id)).toMatchObject({ version: 2, page_match: 'https://www.ebay.com/sh/ord/details*' });
      expect(served.every((r) => r.mappings.length > 0)).toBe(true);
      const off = (await t.gql(LIST, { status: 'disabled' }, sr.token)).data!.extensions.map((e) => e._id);
      expect(off.length).toBeGreaterThan(0);
      for (const id of off) expect(served.some((r) => r._id === id)).toBe(false);
      await t.gql(ENABLE, { id: made._id, on: false }, sr.token);
      expect(((await rules(token)).body.data as Array<{ _id: string }>).some((r) => r._id === made._id)).toBe(false);
    });

    it('answers an ETag; If-None-Match with it is 304 without a body, until a rule set changes', async () => {
      const token = await tokenWith(seller, ['extensions:read']);
      const first = await rules(token);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await rules(token, { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect(again.text ?? '').toBe('');
      expect((await rules(token, { 'if-none-match': `W/${etag}` })).status).toBe(304);
      expect((await rules(token, { 'if-none-match': '"something-else"' })).status).toBe(200);
      await t.gql(MAKE, { ...ETSY, marketplace: 'tiktok', name: 'TikTok', page_match: 'https://seller-us.tiktok.com/order*' }, sr.token);
      const changed = await rules(token, { 'if-none-match': etag });
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });
  });

  it('demo data: four marketplaces with their versions, one set switched off, every version valid input; seeding again adds nothing', async () => {
    await t.db.delete(extensions);
    const ctx = { db: t.db, storage: undefined as never, env: { FONTSOURCE_DIR: '' } };
    await seedExtensions(ctx, new Map([['super_root', sr.id]]));
    const sets = await t.db.select().from(extensions);
    expect(sets.map((s) => s.marketplace).sort()).toEqual(['amazon', 'ebay', 'etsy', 'tiktok']);
    expect(sets.filter((s) => !s.enabled).map((s) => s.marketplace)).toEqual(['tiktok']);
    const versions = await t.db.select().from(extensionVersions);
    for (const set of sets)
      expect(
        versions
          .filter((v) => v.extensionId === set.id)
          .map((v) => v.version)
          .sort(),
      ).toEqual(Array.from({ length: set.version }, (_, i) => i + 1));
    for (const v of versions) {
      const set = sets.find((s) => s.id === v.extensionId)!;
      const parsed = makeExtensionInput.safeParse({ marketplace: set.marketplace, name: v.name, page_match: v.pageMatch, mappings: v.mappings });
      expect({ v: `${set.marketplace} v${v.version}`, ok: parsed.success }).toEqual({ v: `${set.marketplace} v${v.version}`, ok: true });
    }
    await seedExtensions(ctx, new Map());
    expect(await counts()).toEqual({ sets: 4, versions: versions.length });
    const served = (await rules(await tokenWith(seller, ['extensions:read']))).body.data as Array<{ marketplace: string }>;
    expect(served.map((r) => r.marketplace)).toEqual(['amazon', 'ebay', 'etsy']);
  });
});
