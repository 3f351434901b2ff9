import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { fulfilments, fulfilmentTracking, storageSettings, timeline } from '../src/platform/db/schema';
import { FulfilmentsService } from '../src/modules/fulfilments/fulfilments.service';
import { STORAGE, type StorageDriver } from '../src/platform/storage/storage.driver';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';
// s3rver speaks the S3 protocol on loopback (see storage-s3.spec.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver: new (options: Record<string, unknown>) => { run(): Promise<{ port: number }>; close(): Promise<void> } = require('s3rver');

interface FulfilmentView {
  _id: string;
  name: string;
  provider: string;
  status: string;
  routing: string;
  is_default: boolean;
  credentials_hint: string;
}
const F_FIELDS = '_id name provider status routing is_default credentials_hint';
const LIST = doc<{ fulfilments: FulfilmentView[] }>(
  `query($types: [String!], $private: Boolean, $status: String) { fulfilments(types: $types, private: $private, status: $status) { ${F_FIELDS} } }`,
);
const MAKE = doc<{ makeFulfilment: FulfilmentView }>(`mutation($input: MakeFulfilmentInput!) { makeFulfilment(input: $input) { ${F_FIELDS} } }`);
const TRASH = doc<{ trashFulfilment: FulfilmentView }>(`mutation($id: ID!) { trashFulfilment(_id: $id) { ${F_FIELDS} } }`);
type Text = { code: string; params: Record<string, unknown> };
const IMPORT = doc<{ importFulfilmentResult: { imported: number; errors: Array<{ row: number; text: Text }> } }>(
  `mutation($id: ID!, $csv: String!) { importFulfilmentResult(_id: $id, csv: $csv) { imported errors { row text { code params } } } }`,
);

interface StorageView {
  driver: string;
  s3_bucket: string | null;
  s3_secret_set: boolean;
  s3_secret_hint: string | null;
}
const SETTINGS = doc<{ storageSettings: StorageView }>(`{ storageSettings { driver s3_bucket s3_secret_set s3_secret_hint } }`);
const SAVE_SETTINGS = doc<{ saveStorageSettings: StorageView }>(
  `mutation($input: StorageSettingsInput!) { saveStorageSettings(input: $input) { driver s3_bucket s3_secret_set s3_secret_hint } }`,
);
const TEST_CONNECTION = doc<{ testStorageConnection: { driver: string; ok: boolean; step: string; text: Text | null } }>(
  `mutation($driver: String!) { testStorageConnection(driver: $driver) { driver ok step text { code params } } }`,
);

const SECRET = 'pfy_live_SUPER-secret-key-9f8e7d6c';
const S3_SECRET = 's3-secret-access-key-0a1b2c3d4e5f';

/** Every text of every row of every table: a secret must not be found anywhere in clear. */
async function databaseHolds(t: TestApp, needle: string): Promise<string[]> {
  const tables = await t.db.execute<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public'`);
  const hits: string[] = [];
  for (const { table_name } of tables.rows) {
    const found = await t.db.execute(sql`select 1 from ${sql.identifier(table_name)} as r where r::text like ${'%' + needle + '%'} limit 1`);
    if (found.rows.length) hits.push(table_name);
  }
  return hits;
}

describe('providers: fulfilment accounts and storage settings', () => {
  let t: TestApp;
  let sr: SignedInUser;
  let root: SignedInUser;
  let seller: SignedInUser;
  let partner: SignedInUser;
  let s3: { close(): Promise<void> };
  let endpoint: string;

  beforeAll(async () => {
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: mkdtempSync(join(tmpdir(), 'pod-s3rver-')),
      configureBuckets: [{ name: 'pod-settings', configs: [] }],
    });
    endpoint = `http://127.0.0.1:${(await server.run()).port}`;
    s3 = server;
    t = await TestApp.start();
    ({ sr, seller, partner } = await t.cast());
    root = await t.userWithToken({ role: 'root' });
  });
  afterAll(async () => {
    await t?.stop();
    await s3?.close();
  });

  describe('fulfilments', () => {
    let account: FulfilmentView;

    it('makeFulfilment: refused to anonymous, seller, partner; root makes one; the credentials come back only as a hint', async () => {
      const input = { name: 'Printify EU', provider: 'printify', account: 'shop-1', credentials: SECRET, routing: 'auto', is_default: true };
      expect(codeOf(await t.gql(MAKE, { input }))).toBe('UNAUTHENTICATED');
      expect(codeOf(await t.gql(MAKE, { input }, seller.token))).toBe('FORBIDDEN');
      expect(codeOf(await t.gql(MAKE, { input }, partner.token))).toBe('FORBIDDEN');
      expect(await t.db.$count(fulfilments)).toBe(0);
      const res = await t.gql(MAKE, { input }, root.token);
      expect(res.errors).toBeUndefined();
      account = res.data!.makeFulfilment;
      expect(account).toMatchObject({ status: 'valid', routing: 'auto', is_default: true, credentials_hint: '••••7d6c' });
      expect(JSON.stringify(res)).not.toContain(SECRET);
    });

    it('the credentials are sealed at rest, never in any response or table in clear, and open only on the server', async () => {
      const [row] = await t.db.select().from(fulfilments).where(eq(fulfilments.id, account._id));
      expect(row.credentialsEnc).toMatch(/^v1\./);
      expect(await databaseHolds(t, SECRET)).toEqual([]);
      expect(await databaseHolds(t, SECRET.slice(4, 20))).toEqual([]);
      const list = await t.gql(LIST, { status: 'all' }, root.token);
      expect(JSON.stringify(list)).not.toContain(SECRET.slice(0, 10));
      expect(await t.app.get(FulfilmentsService).credentialsOf(account._id)).toBe(SECRET);
    });

    it('lists by provider, private flag and status; refused to those without fulfillments', async () => {
      await t.gql(MAKE, { input: { name: 'Private one', provider: 'private', credentials: 'x'.repeat(20), private: true } }, root.token);
      expect(codeOf(await t.gql(LIST, {}, seller.token))).toBe('FORBIDDEN');
      expect((await t.gql(LIST, { types: ['printify'] }, root.token)).data!.fulfilments.map((f) => f.name)).toEqual(['Printify EU']);
      expect((await t.gql(LIST, { private: true }, root.token)).data!.fulfilments.map((f) => f.name)).toEqual(['Private one']);
      expect(codeOf(await t.gql(LIST, { types: ['amazon'] }, root.token))).toBe('BAD_USER_INPUT');
    });

    it('status moves through its machine with a timeline row; an impossible move is a CONFLICT that writes nothing', async () => {
      const lost = await t.gql(MAKE, { input: { _id: account._id, status: 'lost_connection' } }, root.token);
      expect(lost.data!.makeFulfilment.status).toBe('lost_connection');
      const steps = await t.db.select().from(timeline).where(eq(timeline.entityId, account._id));
      expect(steps.map((s) => [s.from, s.to])).toEqual([['valid', 'lost_connection']]);
      expect(codeOf(await t.gql(TRASH, { id: account._id }, seller.token))).toBe('FORBIDDEN');
      const trashed = await t.gql(TRASH, { id: account._id }, root.token);
      expect(trashed.data!.trashFulfilment).toMatchObject({ status: 'trash', is_default: false });
      const again = await t.gql(TRASH, { id: account._id }, root.token);
      expect(codeOf(again)).toBe('CONFLICT');
      expect(again.errors![0].extensions?.reasons?.transition).toBe('transition_not_allowed');
      expect((await t.db.select().from(fulfilments).where(eq(fulfilments.id, account._id)))[0].status).toBe('trash');
      expect(await t.db.$count(timeline, eq(timeline.entityId, account._id))).toBe(2);
      // Out of the trash an account comes back as invalid, to be checked again.
      expect((await t.gql(MAKE, { input: { _id: account._id, status: 'valid' } }, root.token)).data!.makeFulfilment.status).toBe('invalid');
    });

    it.each([
      ['no credentials on create', { name: 'X', provider: 'gearment' }, 'credentials', 'required'],
      ['an unknown provider', { name: 'X', provider: 'acme', credentials: 'k'.repeat(16) }, 'provider', 'unknown_value'],
      ['an unknown routing', { name: 'X', provider: 'gearment', credentials: 'k'.repeat(16), routing: 'sometimes' }, 'routing', 'unknown_value'],
      ['a new account in the trash', { name: 'X', provider: 'gearment', credentials: 'k'.repeat(16), status: 'trash' }, 'status', 'transition_not_allowed'],
    ])('makeFulfilment refuses %s and writes nothing', async (_l, input, field, reason) => {
      const before = await t.db.$count(fulfilments);
      const res = await t.gql(MAKE, { input }, root.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions?.reasons?.[field]).toBe(reason);
      expect(await t.db.$count(fulfilments)).toBe(before);
    });

    it('the CSV adapter writes the provider order file and imports its result file, reporting the one bad row', async () => {
      const gearment = (await t.gql(MAKE, { input: { name: 'Gearment', provider: 'gearment', credentials: 'gm-' + 'k'.repeat(16) } }, root.token)).data!
        .makeFulfilment;
      const service = t.app.get(FulfilmentsService);
      const shipTo = { name: 'Ana Lima', address1: 'Rua A, 1', city: 'Porto', postal_code: '4000-001', country: 'PT' };
      const fileKey = await service.writeOrderFile(gearment._id, [
        {
          order_ref: 'ORD-1001',
          sku: 'TEE-BLK-M',
          quantity: 2,
          print_files: { front: 'https://cdn.example/f.png' },
          ship_to: shipTo,
          shipping_method: 'Standard',
        },
        { order_ref: 'ORD-1002', sku: 'MUG-11', quantity: 1, print_files: {}, ship_to: { ...shipTo, name: '=HYPERLINK("x")' }, shipping_method: 'Express' },
      ]);
      const written = (await t.app.get<StorageDriver>(STORAGE).read(fileKey)).toString('utf8').split('\r\n');
      expect(written[0]).toBe(
        'order_ref,sku,quantity,print_files,ship_name,ship_address1,ship_address2,ship_city,ship_state,ship_zip,ship_country,ship_phone,shipping_method',
      );
      expect(written[1]).toBe('ORD-1001,TEE-BLK-M,2,front=https://cdn.example/f.png,Ana Lima,"Rua A, 1",,Porto,,4000-001,PT,,Standard');
      expect(written[2]).toContain(`"'=HYPERLINK(""x"")"`);

      const csv = 'order_ref,tracking_number,carrier\nORD-1001,1Z999AA10123456784,UPS\nORD-1002,??,USPS\nORD-1003,9400111899223817,USPS\n';
      expect(codeOf(await t.gql(IMPORT, { id: gearment._id, csv }, seller.token))).toBe('FORBIDDEN');
      const res = await t.gql(IMPORT, { id: gearment._id, csv }, root.token);
      expect(res.errors).toBeUndefined();
      // No order is routed to this new account: every readable row is refused (test/provider-lines.spec.ts imports routed ones).
      expect(res.data!.importFulfilmentResult.imported).toBe(0);
      expect(res.data!.importFulfilmentResult.errors).toEqual([
        { row: 2, text: { code: 'result_order_not_routed', params: { order: 'ORD-1001' } } },
        { row: 3, text: { code: 'result_tracking_invalid', params: { value: '??' } } },
        { row: 4, text: { code: 'result_order_not_routed', params: { order: 'ORD-1003' } } },
      ]);
      expect(await t.db.select().from(fulfilmentTracking).where(eq(fulfilmentTracking.fulfilmentId, gearment._id))).toEqual([]);
      const noHeader = await t.gql(IMPORT, { id: gearment._id, csv: 'a,b\n1,2' }, root.token);
      expect(noHeader.data!.importFulfilmentResult).toEqual({
        imported: 0,
        errors: [{ row: 1, text: { code: 'result_header_missing', params: { columns: 'order_ref, tracking_number' } } }],
      });
    });
  });

  describe('storage settings', () => {
    it('are refused to anonymous, seller, partner and root (super_root only)', async () => {
      expect(codeOf(await t.gql(SETTINGS))).toBe('UNAUTHENTICATED');
      for (const who of [seller, partner, root]) {
        expect(codeOf(await t.gql(SETTINGS, {}, who.token))).toBe('FORBIDDEN');
        expect(codeOf(await t.gql(TEST_CONNECTION, { driver: 'local' }, who.token))).toBe('FORBIDDEN');
        expect(codeOf(await t.gql(SAVE_SETTINGS, { input: { driver: 'local' } }, who.token))).toBe('FORBIDDEN');
      }
      expect((await t.gql(SETTINGS, {}, sr.token)).data!.storageSettings).toMatchObject({ driver: 'local', s3_secret_set: false });
    });

    it('the local driver passes a real write, read and delete', async () => {
      expect((await t.gql(TEST_CONNECTION, { driver: 'local' }, sr.token)).data!.testStorageConnection).toEqual({
        driver: 'local',
        ok: true,
        step: 'done',
        text: null,
      });
    });

    it.each([
      ['s3 without a bucket', { driver: 's3', s3_access_key_id: 'AK', s3_secret_access_key: 'x' }, 's3_bucket', 'required'],
      ['s3 without a secret', { driver: 's3', s3_bucket: 'pod-settings', s3_access_key_id: 'AK' }, 's3_secret_access_key', 'required'],
      ['an endpoint that is not a URL', { driver: 's3', s3_bucket: 'pod-settings', s3_access_key_id: 'AK', s3_endpoint: 'ftp:x' }, 's3_endpoint', 'url'],
      ['an unknown driver', { driver: 'floppy' }, 'driver', 'unknown_value'],
    ])('saveStorageSettings refuses %s and writes nothing', async (_l, input, field, reason) => {
      const res = await t.gql(SAVE_SETTINGS, { input }, sr.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions?.reasons?.[field]).toBe(reason);
      expect(await t.db.$count(storageSettings)).toBe(0);
    });

    it('s3 settings are saved with the secret sealed, and the test connection round-trips through s3rver', async () => {
      const input = {
        driver: 's3',
        s3_endpoint: endpoint,
        s3_region: 'us-east-1',
        s3_bucket: 'pod-settings',
        s3_access_key_id: 'S3RVER',
        s3_secret_access_key: S3_SECRET,
      };
      const saved = await t.gql(SAVE_SETTINGS, { input }, sr.token);
      expect(saved.data!.saveStorageSettings).toEqual({ driver: 's3', s3_bucket: 'pod-settings', s3_secret_set: true, s3_secret_hint: '••••4e5f' });
      expect(JSON.stringify(saved)).not.toContain(S3_SECRET);
      expect(await databaseHolds(t, S3_SECRET)).toEqual([]);
      const ok = await t.gql(TEST_CONNECTION, { driver: 's3' }, sr.token);
      expect(ok.data!.testStorageConnection).toEqual({ driver: 's3', ok: true, step: 'done', text: null });
      // A blank secret keeps the stored one; a missing bucket fails at the write step and says why.
      await t.gql(SAVE_SETTINGS, { input: { ...input, s3_secret_access_key: '', s3_bucket: 'no-such-bucket' } }, sr.token);
      const failed = (await t.gql(TEST_CONNECTION, { driver: 's3' }, sr.token)).data!.testStorageConnection;
      expect(failed).toMatchObject({ ok: false, step: 'write', text: { code: 'storage_step_failed', params: { step: 'write' } } });
      expect(failed.text!.params.detail).toMatch(/NoSuchBucket|bucket/i);
      expect(JSON.stringify(failed)).not.toContain(S3_SECRET);
      expect((await t.gql(SETTINGS, {}, sr.token)).data!.storageSettings.s3_secret_set).toBe(true);
    });
  });
});
