import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { count, eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { jobs } from '../src/platform/db/schema';
import { codeOf, TestApp, type SignedInUser } from './harness';
import { csvField } from '../src/producers/exports/export-writers';
import { seedBulkUsers } from './support/bulk';
import { EXPORT, exportDownload, exportFinished } from './support/exports';

const DOMAIN = 'export.test';
const SEEDED = 100_000;

describe('exports', () => {
  let t: TestApp;
  let root: SignedInUser;

  beforeAll(async () => {
    t = await TestApp.start({ RUN_WORKERS: 'true' });
    root = await t.userWithToken({ role: 'super_root' });
    await seedBulkUsers(t, SEEDED, DOMAIN);
  }, 120_000);
  afterAll(() => t.stop());

  const jobRows = async () => (await t.db.select({ n: count() }).from(jobs).where(eq(jobs.name, 'export_list')))[0].n;

  it('refuses a caller without the list’s view permission, then exports for one who has it', async () => {
    const seller = await t.userWithToken({ role: 'sale' });
    const before = await jobRows();
    expect(codeOf(await t.gql(EXPORT, { list: 'users', format: 'csv' }, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(EXPORT, { list: 'files', format: 'csv' }, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(EXPORT, { list: 'users', format: 'csv' }))).toBe('UNAUTHENTICATED');
    expect(await jobRows()).toBe(before);

    const viewer = await t.groupMember({ users: ['view'] }, 'sale');
    const res = await t.gql<{ exportList: { _id: string } }>(EXPORT, { list: 'users', format: 'csv', filters: { email: 'nobody-matches' } }, viewer.token);
    expect(res.errors).toBeUndefined();
    const { job } = await exportFinished(t, res.data!.exportList._id, viewer.token);
    expect(job.status).toBe('completed');
    expect(job.result!.rows).toBe(0);
    // Header only, with a byte order mark so spreadsheets read UTF-8.
    expect((await exportDownload(t, job.result!.url)).toString('utf8')).toBe(
      '\ufeffemail,name,role,groups,status,identity,identity_label,total_credit,last_login,created_at\r\n',
    );
  });

  it('refuses an unknown list, format or filter with the field, and queues nothing', async () => {
    const before = await jobRows();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ list: 'no-such-list', format: 'csv' }, 'list'],
      [{ list: 'users', format: 'pdf' }, 'format'],
      [{ list: 'users', format: 'csv', filters: { status: 'Sleeping' } }, 'status'],
      [{ list: 'users', format: 'csv', filters: { start: '2026-13-45' } }, 'start'],
      [{ list: 'users', format: 'csv', filters: [1, 2] }, 'filters'],
      [{ list: 'files', format: 'xlsx', filters: { size: 'big' } }, 'size'],
    ];
    for (const [vars, field] of cases) {
      const res = await t.gql(EXPORT, vars, root.token);
      expect([codeOf(res), Object.keys(res.errors?.[0].extensions?.fields ?? {})]).toEqual(['BAD_USER_INPUT', [field]]);
    }
    expect(await jobRows()).toBe(before);
  });

  it('exports 100,000 users to XLSX with progress, and the file reads back with 100,001 rows', async () => {
    const res = await t.gql<{ exportList: { _id: string; status: string } }>(
      EXPORT,
      { list: 'users', format: 'xlsx', filters: { email: `@${DOMAIN}` } },
      root.token,
    );
    expect(res.errors).toBeUndefined();
    // The job as it stands when the mutation answers: a worker may have started it already.
    expect(['queued', 'running']).toContain(res.data!.exportList.status);
    const started = Date.now();
    const { job, seen } = await exportFinished(t, res.data!.exportList._id, root.token);
    expect(job.error ?? null).toBeNull();
    expect(job.status).toBe('completed');
    expect(job.progress).toBe(100);
    // Progress moved through the run, not only 0 then 100.
    expect(seen.filter((p) => p > 0 && p < 100).length).toBeGreaterThan(0);
    expect(job.result).toMatchObject({ rows: SEEDED, format: 'xlsx' });
    expect(job.result!.filename).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
    console.log(`xlsx export of ${SEEDED} users: ${Date.now() - started} ms; progress seen ${seen.join(', ')}`);

    const file = await exportDownload(t, job.result!.url);
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file), { sharedStrings: 'cache', styles: 'cache', worksheets: 'emit' });
    let rows = 0;
    let header: unknown[] = [];
    let first: unknown[] = [];
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        rows++;
        if (rows === 1) header = (row.values as unknown[]).slice(1);
        if (rows === 2) first = (row.values as unknown[]).slice(1);
      }
    }
    expect(rows).toBe(SEEDED + 1);
    expect(header.slice(0, 5)).toEqual(['email', 'name', 'role', 'groups', 'status']);
    // Newest first: user1 was created last.
    expect(first.slice(0, 5)).toEqual([`user1@${DOMAIN}`, 'Zoë Ação 1', 'sale', 'sale', 'Pending']);
    expect(first[9]).toBeInstanceOf(Date);
  }, 180_000);

  it('exports CSV with the list’s filters: only the rows they select, accents intact', async () => {
    const res = await t.gql<{ exportList: { _id: string } }>(
      EXPORT,
      { list: 'users', format: 'csv', filters: { email: `@${DOMAIN}`, status: 'Disabled', ignored: 'x' } },
      root.token,
    );
    expect(res.errors).toBeUndefined();
    const { job } = await exportFinished(t, res.data!.exportList._id, root.token);
    expect(job.status).toBe('completed');
    expect(job.result!.rows).toBe(SEEDED / 10);
    const records = parse((await exportDownload(t, job.result!.url)).toString('utf8'), { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(records).toHaveLength(SEEDED / 10);
    expect(new Set(records.map((r) => r.status))).toEqual(new Set(['Disabled']));
    expect(records[0]).toMatchObject({ email: `user10@${DOMAIN}`, name: 'Zoë Ação 10' });
    expect(new Set(records.map((r) => r.email)).size).toBe(SEEDED / 10);
  }, 120_000);

  it('exports the file library with its filters (type and tag), names with accents intact', async () => {
    await t.newFile({ type: 'clipart', name: 'Étoile filante', tags: ['ciel'] });
    await t.newFile({ type: 'clipart', name: 'Lune', tags: ['nuit'] });
    await t.newFile({ type: 'design', name: 'Soleil', tags: ['ciel'] });
    const res = await t.gql<{ exportList: { _id: string } }>(
      EXPORT,
      { list: 'files', format: 'csv', filters: { type: 'clipart', tags: ['ciel'] } },
      root.token,
    );
    expect(res.errors).toBeUndefined();
    const { job } = await exportFinished(t, res.data!.exportList._id, root.token);
    expect(job.status).toBe('completed');
    const records = parse((await exportDownload(t, job.result!.url)).toString('utf8'), { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(records.map((r) => [r.name, r.type, r.tags])).toEqual([['Étoile filante', 'clipart', 'ciel']]);
  });

  it('the transactions export: a seller’s file holds only their entries of the tab; a bad filter queues nothing', async () => {
    const TOPUP = `mutation($amount: Flex!) { topupAccount(amount: $amount, payment_method: "bank_transfer", payment_transaction_info: "REF-1") { _id } }`;
    const [seller, other] = [await t.userWithToken({ role: 'sale' }), await t.userWithToken({ role: 'sale' })];
    for (const amount of ['12.50', '30.00']) expect((await t.gql(TOPUP, { amount }, seller.token)).errors).toBeUndefined();
    await t.gql(TOPUP, { amount: '99.00' }, other.token);
    const before = await jobRows();
    const bad = await t.gql(EXPORT, { list: 'transactions', format: 'csv', filters: { type: 'gift' } }, seller.token);
    expect([codeOf(bad), Object.keys(bad.errors?.[0].extensions?.fields ?? {})]).toEqual(['BAD_USER_INPUT', ['type']]);
    expect(await jobRows()).toBe(before);
    const res = await t.gql<{ exportList: { _id: string } }>(EXPORT, { list: 'transactions', format: 'csv', filters: { status: 'pending' } }, seller.token);
    expect(res.errors).toBeUndefined();
    const { job } = await exportFinished(t, res.data!.exportList._id, seller.token);
    const rows = parse((await exportDownload(t, job.result!.url)).toString('utf8'), { bom: true, columns: true }) as Array<Record<string, string>>;
    expect(rows.map((r) => [r.user_id, r.type, r.status, r.amount, r.transaction_info])).toEqual([
      [seller.id, 'topup', 'pending', '30.00', 'REF-1'],
      [seller.id, 'topup', 'pending', '12.50', 'REF-1'],
    ]);
  });
});

describe('CSV fields', () => {
  it('writes CSV fields a spreadsheet cannot run as formulas, keeping signed amounts as numbers', () => {
    expect(['=HYPERLINK("x")', '+1+1', '@SUM(A1)', '-2+3', '\tx'].map(csvField)).toEqual(['"\'=HYPERLINK(""x"")"', "'+1+1", "'@SUM(A1)", "'-2+3", "'\tx"]);
    expect(['-12.50', '+3', '0.00', 'Zoë, Ação', 'a\nb'].map(csvField)).toEqual(['-12.50', '+3', '0.00', '"Zoë, Ação"', '"a\nb"']);
    expect([null, undefined, 42, new Date('2026-01-02T03:04:05Z')].map(csvField)).toEqual(['', '', '42', '2026-01-02T03:04:05.000Z']);
  });
});
