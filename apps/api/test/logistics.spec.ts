import { and, eq } from 'drizzle-orm';
import { shippingCost, type ShippingZone } from '@pod/shared';
import { locations, manufactures, manufactureWorkers, shippingMethods, shippingZones, users } from '../src/platform/db/schema';
import { seedLogistics } from '../src/seed/logistics';
import { STORAGE } from '../src/platform/storage/storage.driver';
import { insertManufacture, insertShippingMethod } from './factories';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';

interface ManufactureView {
  _id: string;
  name: string;
  status: string;
  stations: { cutting: boolean; printing: boolean; sewing: boolean; packing: boolean };
  working_days: string[];
  time_zone: string;
  product_types: string[];
  workers: Array<{ _id: string; role: string }>;
}
const M_FIELDS = '_id name status stations { cutting printing sewing packing } working_days time_zone product_types workers { _id role }';
const MANUFACTURES = doc<{ manufactures: ManufactureView[] }>(`query($status: String) { manufactures(status: $status) { ${M_FIELDS} } }`);
const MAKE_MANUFACTURE = doc<{ makeManufacture: ManufactureView }>(
  `mutation($input: MakeManufactureInput!) { makeManufacture(input: $input) { ${M_FIELDS} } }`,
);

interface MethodView {
  _id: string;
  name: string;
  audience: string;
  active: boolean;
  trashed: boolean;
  sellers: Array<{ _id: string }>;
}
const METHODS = doc<{ shippingMethods: MethodView[] }>(
  `query($status: String) { shippingMethods(status: $status) { _id name audience active trashed sellers { _id } } }`,
);
const MAKE_METHOD = doc<{ makeShippingMethod: MethodView }>(
  `mutation($input: MakeShippingMethodInput!) { makeShippingMethod(input: $input) { _id name audience active trashed sellers { _id } } }`,
);
const TRASH_METHOD = doc<{ trashShippingMethod: number }>(`mutation($ids: [ID!]!) { trashShippingMethod(ids: $ids) }`);
const SET_DEFAULT = doc<{ setDefaultShippingMethod: MethodView }>(`mutation($id: ID!) { setDefaultShippingMethod(_id: $id) { _id name } }`);

interface TableView {
  method_id: string;
  method_name: string;
  zones: ShippingZone[];
}
const TABLE = doc<{ shippingCostTable: TableView[] }>(
  `query($id: ID) { shippingCostTable(method_id: $id) { method_id method_name zones { name countries rest_of_world tiers { min_weight max_weight first_item additional_item } } } }`,
);
const MAKE_TABLE = doc<{ makeShippingCostTable: TableView }>(
  `mutation($input: ShippingCostTableInput!) { makeShippingCostTable(input: $input) { method_id zones { name countries tiers { min_weight max_weight first_item additional_item } } } }`,
);

const LOCATIONS = doc<{ locations: Array<{ _id: string; name: string; type: string; status: string }> }>(
  `query($filter: String) { locations(filter: $filter) { _id name type status } }`,
);
const MAKE_LOCATION = doc<{ makeLocation: { _id: string; name: string; country: string } }>(
  `mutation($input: MakeLocationInput!) { makeLocation(input: $input) { _id name country } }`,
);
const TRASH_LOCATION = doc<{ trashLocation: number }>(`mutation($ids: [ID!]!) { trashLocation(ids: $ids) }`);

const tier = (min: number, max: number | null, first = '5.00', additional = '1.00') => ({
  min_weight: min,
  max_weight: max,
  first_item: first,
  additional_item: additional,
});

describe('logistics: manufactures, shipping methods, cost table, locations', () => {
  let t: TestApp;
  let sr: SignedInUser;
  let root: SignedInUser;
  let seller: SignedInUser;
  let partner: SignedInUser;
  let printer: { id: string };

  beforeAll(async () => {
    t = await TestApp.start();
    ({ sr, seller, partner } = await t.cast());
    root = await t.userWithToken({ role: 'root' });
    printer = await t.createUser({ role: 'printer' });
  });
  afterAll(() => t.stop());

  describe('manufactures', () => {
    it('the admin list and makeManufacture are refused to anonymous, seller, partner and a worker; root makes one with stations and workers', async () => {
      const worker = await t.userWithToken({ role: 'sewer' });
      const input = {
        name: 'Porto Sewing',
        stations: { sewing: true, packing: true },
        working_days: ['tue', 'mon', 'mon'],
        time_zone: 'europe/lisbon',
        product_types: ['Hoodie'],
        worker_ids: [printer.id],
      };
      expect(codeOf(await t.gql(MAKE_MANUFACTURE, { input }))).toBe('UNAUTHENTICATED');
      for (const who of [seller, partner, worker]) {
        expect(codeOf(await t.gql(MAKE_MANUFACTURE, { input }, who.token))).toBe('FORBIDDEN');
        expect(codeOf(await t.gql(MANUFACTURES, { status: 'All' }, who.token))).toBe('FORBIDDEN');
      }
      expect(await t.db.$count(manufactures)).toBe(0);
      const res = await t.gql(MAKE_MANUFACTURE, { input }, root.token);
      expect(res.errors).toBeUndefined();
      const m = res.data!.makeManufacture;
      expect(m.stations).toEqual({ cutting: false, printing: false, sewing: true, packing: true });
      expect(m.working_days).toEqual(['mon', 'tue']);
      expect(m.time_zone).toBe('Europe/Lisbon');
      expect(m.workers.map((w) => w._id)).toEqual([printer.id]);
      expect((await t.gql(MANUFACTURES, { status: 'All' }, root.token)).data!.manufactures.map((x) => x.name)).toContain('Porto Sewing');
    });

    it('switching a station on shows in the list the shell reads; workers are replaced whole, staff hubs kept', async () => {
      const hubStaff = await t.createUser({ role: 'root' });
      const f = await insertManufacture(t.db, { stations: { printing: true }, workerIds: [hubStaff.id, printer.id] });
      const packer = await t.createUser({ role: 'packager' });
      const res = await t.gql(MAKE_MANUFACTURE, { input: { _id: f.id, stations: { printing: true, packing: true }, worker_ids: [packer.id] } }, root.token);
      expect(res.errors).toBeUndefined();
      const shell = (await t.gql(MANUFACTURES, {}, root.token)).data!.manufactures.find((x) => x._id === f.id)!;
      expect(shell.stations.packing).toBe(true);
      expect(shell.workers.map((w) => w._id)).toEqual([packer.id]);
      const members = await t.db.select().from(manufactureWorkers).where(eq(manufactureWorkers.manufactureId, f.id));
      expect(members.map((r) => r.userId).sort()).toEqual([hubStaff.id, packer.id].sort());
    });

    it('workers are everyone who works at the factory, quality control included (as scans and error reports there are); staff hubs are not', async () => {
      const qc = await t.createUser({ role: 'order_qc', name: 'Quinn Checker' });
      const hubStaff = await t.createUser({ role: 'root' });
      const f = await insertManufacture(t.db, { stations: { printing: true, packing: true }, workerIds: [qc.id, printer.id, hubStaff.id] });
      const listed = (await t.gql(MANUFACTURES, {}, root.token)).data!.manufactures.find((x) => x._id === f.id)!;
      expect(listed.workers.map((w) => w._id).sort()).toEqual([qc.id, printer.id].sort());
      // quality control is offered and accepted as a worker too
      const candidates = (await t.gql(`{ manufacturingWorkers { _id } }`, {}, root.token)).data as { manufacturingWorkers: Array<{ _id: string }> };
      expect(candidates.manufacturingWorkers.map((c) => c._id)).toContain(qc.id);
      const made = await t.gql(MAKE_MANUFACTURE, { input: { _id: f.id, worker_ids: [qc.id] } }, root.token);
      expect(made.errors).toBeUndefined();
      expect(made.data!.makeManufacture.workers.map((w) => w._id)).toEqual([qc.id]);
      const members = await t.db.select().from(manufactureWorkers).where(eq(manufactureWorkers.manufactureId, f.id));
      expect(members.map((r) => r.userId).sort()).toEqual([qc.id, hubStaff.id].sort());
    });

    it.each([
      ['no name', { name: '' }, 'name', 'required'],
      ['an unknown working day', { name: 'X', working_days: ['someday'] }, 'working_days.0', 'unknown_value'],
      ['a worker who is a seller', { name: 'X', worker_ids: 'SELLER' }, 'worker_ids', 'not_worker'],
      ['a worker who does not exist', { name: 'X', worker_ids: ['00000000-0000-7000-8000-000000000000'] }, 'worker_ids', 'not_exist'],
      ['an unknown status', { name: 'X', status: 'Closed' }, 'status', 'unknown_value'],
      ['an unknown time zone', { name: 'X', time_zone: 'Mars/Olympus_Mons' }, 'time_zone', 'time_zone'],
    ])('makeManufacture refuses %s and writes nothing', async (_l, raw, field, reason) => {
      const input = { ...raw, ...('worker_ids' in raw && raw.worker_ids === 'SELLER' && { worker_ids: [seller._id] }) };
      const before = [await t.db.$count(manufactures), await t.db.$count(manufactureWorkers)];
      const res = await t.gql(MAKE_MANUFACTURE, { input }, root.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions?.reasons?.[field]).toBe(reason);
      expect([await t.db.$count(manufactures), await t.db.$count(manufactureWorkers)]).toEqual(before);
    });
  });

  describe('shipping methods', () => {
    it('makeShippingMethod: refused to anonymous, sellers (who hold logistics by default) and partners; root makes one', async () => {
      const input = { name: 'Courier', carrier: 'DPD', scope: 'domestic', min_days: 1, max_days: 2 };
      expect(codeOf(await t.gql(MAKE_METHOD, { input }))).toBe('UNAUTHENTICATED');
      expect(codeOf(await t.gql(MAKE_METHOD, { input }, seller.token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(MAKE_METHOD, { input }, partner.token))).toBe('FORBIDDEN');
      expect(await t.db.$count(shippingMethods)).toBe(0);
      const res = await t.gql(MAKE_METHOD, { input }, root.token);
      expect(res.errors).toBeUndefined();
      expect(res.data!.makeShippingMethod).toMatchObject({ name: 'Courier', audience: 'everyone', active: true, trashed: false });
    });

    it('sellers see only the active methods open to them (everyone, their merchant group, them by name) and pick a default', async () => {
      const other = await t.newUser();
      const group = await t.newMerchantGroup({ merchantIds: [seller.id] });
      const mine = await insertShippingMethod(t.db, { name: 'Mine only', audience: 'sellers', sellerIds: [seller.id] });
      const theirs = await insertShippingMethod(t.db, { name: 'Theirs only', audience: 'sellers', sellerIds: [other.id] });
      const grouped = await insertShippingMethod(t.db, { name: 'Group only', audience: 'merchant_group', merchantGroupId: group.id });
      await insertShippingMethod(t.db, { name: 'Switched off', active: false });
      const seen = (await t.gql(METHODS, {}, seller.token)).data!.shippingMethods.map((m) => m.name);
      expect(seen).toEqual(expect.arrayContaining(['Courier', 'Mine only', 'Group only']));
      expect(seen).not.toContain('Theirs only');
      expect(seen).not.toContain('Switched off');
      expect(codeOf(await t.gql(METHODS, {}, partner.token))).toBe('FORBIDDEN');

      expect(codeOf(await t.gql(SET_DEFAULT, { id: mine.id }))).toBe('UNAUTHENTICATED');
      expect(codeOf(await t.gql(SET_DEFAULT, { id: mine.id }, root.token))).toBe('FORBIDDEN');
      const refused = await t.gql(SET_DEFAULT, { id: theirs.id }, seller.token);
      expect(codeOf(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors![0].extensions?.reasons?._id).toBe('method_not_open');
      const [before] = await t.db.select({ m: users.defaultShippingMethod }).from(users).where(eq(users.id, seller.id));
      expect(before.m).toBeNull();
      expect((await t.gql(SET_DEFAULT, { id: grouped.id }, seller.token)).errors).toBeUndefined();
      const [after] = await t.db.select({ m: users.defaultShippingMethod, id: users.defaultShippingId }).from(users).where(eq(users.id, seller.id));
      expect(after).toEqual({ m: { _id: grouped.id, name: 'Group only' }, id: grouped.id });
    });

    it.each([
      ['no name', { name: ' ' }, 'name', 'required'],
      ['days out of order', { name: 'X', min_days: 5, max_days: 2 }, 'max_days', 'range'],
      ['a merchant group audience without a group', { name: 'X', audience: 'merchant_group' }, 'merchant_group_id', 'required'],
      [
        'an unknown merchant group',
        { name: 'X', audience: 'merchant_group', merchant_group_id: '00000000-0000-7000-8000-000000000000' },
        'merchant_group_id',
        'not_exist',
      ],
      ['a chosen seller who is root', { name: 'X', audience: 'sellers', seller_ids: 'ROOT' }, 'seller_ids', 'merchant_not_seller'],
      ['an unknown scope', { name: 'X', scope: 'galactic' }, 'scope', 'unknown_value'],
    ])('makeShippingMethod refuses %s and writes nothing', async (_l, raw, field, reason) => {
      const input = { ...raw, ...('seller_ids' in raw && raw.seller_ids === 'ROOT' && { seller_ids: [root._id] }) };
      const before = await t.db.$count(shippingMethods);
      const res = await t.gql(MAKE_METHOD, { input }, root.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions?.reasons?.[field]).toBe(reason);
      expect(await t.db.$count(shippingMethods)).toBe(before);
    });

    it('trashShippingMethod: refused to sellers and partners; root trashes, the method leaves sellers’ lists', async () => {
      const m = await insertShippingMethod(t.db, { name: 'Old post' });
      expect(codeOf(await t.gql(TRASH_METHOD, { ids: [m.id] }, seller.token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(TRASH_METHOD, { ids: [m.id] }, partner.token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(TRASH_METHOD, { ids: ['nope'] }, root.token))).toBe('BAD_USER_INPUT');
      expect((await t.gql(TRASH_METHOD, { ids: [m.id] }, root.token)).data!.trashShippingMethod).toBe(1);
      expect((await t.gql(METHODS, {}, seller.token)).data!.shippingMethods.map((x) => x.name)).not.toContain('Old post');
      expect((await t.gql(METHODS, { status: 'trash' }, root.token)).data!.shippingMethods.map((x) => x.name)).toEqual(['Old post']);
    });
  });

  describe('shipping cost table', () => {
    let method: { id: string };
    beforeAll(async () => {
      method = await insertShippingMethod(t.db, { name: 'Table test' });
    });
    const zones = [
      { name: 'Home', countries: ['us'], tiers: [tier(0, 500, '4.50', '1.50'), tier(500, null, '8.00', '2.00')] },
      { name: 'World', rest_of_world: true, tiers: [tier(0, null, '12.00', '3.00')] },
    ];

    it('is refused to anonymous, sellers, partners and a super-level user without it; root and super_root read and save it', async () => {
      const input = { method_id: method.id, zones };
      expect(codeOf(await t.gql(MAKE_TABLE, { input }))).toBe('UNAUTHENTICATED');
      for (const who of [seller, partner]) {
        expect(codeOf(await t.gql(MAKE_TABLE, { input }, who.token))).toBe('FORBIDDEN');
        expect(codeOf(await t.gql(TABLE, {}, who.token))).toBe('FORBIDDEN');
      }
      const accounting = await t.userWithToken({ role: 'accounting' });
      expect(codeOf(await t.gql(TABLE, {}, accounting.token))).toBe('FORBIDDEN');
      expect(await t.db.$count(shippingZones)).toBe(0);
      const saved = await t.gql(MAKE_TABLE, { input }, root.token);
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.makeShippingCostTable.zones[0].countries).toEqual(['US']);
      const read = (await t.gql(TABLE, { id: method.id }, sr.token)).data!.shippingCostTable[0];
      expect(shippingCost(read.zones, { country: 'US', weight: 700, items: 3 })).toMatchObject({ ok: true, cost: '12.00', zone: 'Home' });
    });

    it.each([
      ['overlapping weight tiers', [{ name: 'Z', countries: ['US'], tiers: [tier(0, 1000), tier(500, null)] }], 'zones.0.tiers.1.min_weight', 'tier_overlap'],
      ['a negative first-item price', [{ name: 'Z', countries: ['US'], tiers: [tier(0, null, '-1.00')] }], 'zones.0.tiers.0.first_item', 'negative'],
      [
        'a negative additional-item price',
        [{ name: 'Z', countries: ['US'], tiers: [tier(0, null, '1.00', '-0.01')] }],
        'zones.0.tiers.0.additional_item',
        'negative',
      ],
      ['an unknown country', [{ name: 'Z', countries: ['US', 'XX'], tiers: [tier(0, null)] }], 'zones.0.countries', 'unknown_country'],
      ['a method without a zone', [], 'zones', 'no_zone'],
      [
        'a country in two zones',
        [
          { name: 'A', countries: ['FR'], tiers: [tier(0, null)] },
          { name: 'B', countries: ['FR'], tiers: [tier(0, null)] },
        ],
        'zones.1.countries',
        'country_twice',
      ],
      ['a tier ending where it starts', [{ name: 'Z', countries: ['US'], tiers: [tier(100, 100)] }], 'zones.0.tiers.0.max_weight', 'range'],
    ])('makeShippingCostTable refuses %s with a clear error and writes nothing', async (_l, badZones, field, reason) => {
      const before = await t.db.select().from(shippingZones).where(eq(shippingZones.methodId, method.id));
      const res = await t.gql(MAKE_TABLE, { input: { method_id: method.id, zones: badZones } }, root.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions?.reasons?.[field]).toBe(reason);
      expect(res.errors![0].message).toBeTruthy();
      expect(await t.db.select().from(shippingZones).where(eq(shippingZones.methodId, method.id))).toEqual(before);
    });

    it('a trashed or unknown method answers NOT_FOUND', async () => {
      const res = await t.gql(MAKE_TABLE, { input: { method_id: '00000000-0000-7000-8000-000000000000', zones } }, root.token);
      expect(codeOf(res)).toBe('NOT_FOUND');
    });
  });

  describe('the cost function against the seeded table', () => {
    let table: TableView[];
    beforeAll(async () => {
      const demoSeller = await t.createUser({ role: 'sale' });
      await seedLogistics({ db: t.db, storage: t.app.get(STORAGE), env: {} }, new Map([['sale', demoSeller.id]]));
      table = (await t.gql(TABLE, {}, root.token)).data!.shippingCostTable;
    });
    const zonesOf = (name: string) => table.find((m) => m.method_name === name)!.zones;

    it('seeds 5 methods, each with US, EU, UK and rest-of-world zones', () => {
      for (const name of ['Standard', 'Express', 'International Economy', 'Seller label', 'Non-ship'])
        expect(zonesOf(name).map((z) => z.name)).toEqual(['United States', 'European Union', 'United Kingdom', 'Rest of world']);
    });

    it.each([
      ['Standard', 'US', 300, 1, '4.50', 'United States'],
      ['Standard', 'US', 300, 3, '7.50', 'United States'],
      ['Standard', 'DE', 500, 2, '13.50', 'European Union'],
      ['Standard', 'GB', 600, 3, '15.45', 'United Kingdom'],
      ['Standard', 'GB', 2500, 1, '15.00', 'United Kingdom'],
      ['Standard', 'JP', 1999, 4, '29.00', 'Rest of world'],
      ['Express', 'FR', 0, 1, '19.90', 'European Union'],
      ['Express', 'US', 100, 10, '39.50', 'United States'],
      ['International Economy', 'BR', 1000, 2, '21.50', 'Rest of world'],
      ['International Economy', 'pt', 999, 7, '18.00', 'European Union'],
      ['Non-ship', 'CA', 5000, 3, '0.00', 'Rest of world'],
    ])('%s to %s, %i g, %i items costs %s (%s)', (method, country, weight, items, cost, zone) => {
      expect(shippingCost(zonesOf(method), { country, weight, items })).toMatchObject({ ok: true, cost, zone });
    });

    it('refuses a shipment it cannot price instead of guessing', () => {
      expect(shippingCost(zonesOf('Standard'), { country: 'US', weight: 100, items: 0 })).toEqual({ ok: false, reason: 'bad_shipment' });
      expect(shippingCost([{ name: 'US', countries: ['US'], rest_of_world: false, tiers: [] }], { country: 'FR', weight: 1, items: 1 })).toEqual({
        ok: false,
        reason: 'no_zone',
      });
    });

    it('seeds 3 locations, and seeding again adds nothing', async () => {
      expect(await t.db.$count(locations)).toBe(3);
      const methods = await t.db.$count(shippingMethods);
      await seedLogistics({ db: t.db, storage: t.app.get(STORAGE), env: {} }, new Map([['sale', seller.id]]));
      expect([await t.db.$count(locations), await t.db.$count(shippingMethods)]).toEqual([3, methods]);
    });
  });

  describe('locations', () => {
    it('are refused to anonymous, sellers and partners; root lists, makes and trashes them by filter', async () => {
      const input = { name: 'Porto depot', type: 'stock', country: 'pt', city: 'Porto' };
      expect(codeOf(await t.gql(MAKE_LOCATION, { input }))).toBe('UNAUTHENTICATED');
      for (const who of [seller, partner]) {
        expect(codeOf(await t.gql(MAKE_LOCATION, { input }, who.token))).toBe('FORBIDDEN');
        expect(codeOf(await t.gql(LOCATIONS, { filter: 'all' }, who.token))).toBe('FORBIDDEN');
      }
      const made = await t.gql(MAKE_LOCATION, { input }, root.token);
      expect(made.data!.makeLocation.country).toBe('PT');
      const stock = await t.gql(LOCATIONS, { filter: 'stock' }, root.token);
      expect(stock.data!.locations.map((l) => l.name)).toContain('Porto depot');
      expect(Number(stock.headers['x-total'])).toBe(stock.data!.locations.length);
      expect((await t.gql(LOCATIONS, { filter: 'ship_from' }, root.token)).data!.locations.every((l) => l.type === 'ship_from')).toBe(true);
      expect(codeOf(await t.gql(TRASH_LOCATION, { ids: [made.data!.makeLocation._id] }, seller.token))).toBe('FORBIDDEN');
      expect((await t.gql(TRASH_LOCATION, { ids: [made.data!.makeLocation._id] }, root.token)).data!.trashLocation).toBe(1);
      expect((await t.gql(LOCATIONS, { filter: 'trash' }, root.token)).data!.locations.map((l) => l.name)).toEqual(['Porto depot']);
      expect(codeOf(await t.gql(LOCATIONS, { filter: 'sideways' }, root.token))).toBe('BAD_USER_INPUT');
      // Totals come from the trigger-kept counters: they match a real count after inserts and a trash.
      for (const [filter, where] of [
        ['all', eq(locations.status, 'active')],
        ['trash', eq(locations.status, 'trash')],
        ['stock', and(eq(locations.status, 'active'), eq(locations.type, 'stock'))],
      ] as const)
        expect(Number((await t.gql(LOCATIONS, { filter }, root.token)).headers['x-total'])).toBe(await t.db.$count(locations, where));
    });

    it.each([
      ['no name', { type: 'stock', country: 'PT' }, 'name', 'required'],
      ['an unknown country', { name: 'X', type: 'stock', country: 'ZZ' }, 'country', 'unknown_country'],
      ['an unknown type', { name: 'X', type: 'garage', country: 'PT' }, 'type', 'unknown_value'],
      ['a bad phone', { name: 'X', type: 'stock', country: 'PT', phone: 'call me' }, 'phone', 'phone_invalid'],
    ])('makeLocation refuses %s and writes nothing', async (_l, input, field, reason) => {
      const before = await t.db.$count(locations);
      const res = await t.gql(MAKE_LOCATION, { input }, root.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions?.reasons?.[field]).toBe(reason);
      expect(await t.db.$count(locations)).toBe(before);
    });
  });
});
