import ExcelJS from 'exceljs';
import { count, eq, inArray } from 'drizzle-orm';
import { files, users } from '../src/platform/db/schema';
import { ImportRegistry } from '../src/producers/imports/imports.registry';
import { UsersAdminRepository } from '../src/modules/users/users-admin.repository';
import { UsersAdminService } from '../src/modules/users/users-admin.service';
import { usersImportKind } from '../src/modules/users/users.transfer';
import { codeOf, TestApp, type SignedInUser } from './harness';
import { CONFIRM, confirmImport, CSV, PREVIEW, UPLOAD, uploadImport, XLSX, type ImportIssue } from './support/imports';

type Issue = ImportIssue;
interface PreviewRow {
  line: number;
  values: Record<string, string>;
  issues: Issue[];
}
const GOOD = ['anaïs@import.test', 'joão@import.test', 'zoë@import.test'];
/** Three good rows and five refused ones, each for a different reason. */
const FILE = [
  'Email,Name,Role,Status,Groups',
  `${GOOD[0]},Anaïs Lefèvre,sale,,`,
  'not-an-email,Bad Email,sale,,',
  `${GOOD[1]},João Conceição,fulfiller,Active,fulfiller;order_qc`,
  'taken@import.test,Already There,sale,,',
  'nobody@import.test,Wrong Role,wizard,,',
  `${GOOD[0]},Anaïs Again,sale,,`,
  'noname@import.test,,sale,,',
  `${GOOD[2]},"Zoë, the third",printer,Disabled,`,
].join('\r\n');

describe('imports', () => {
  let t: TestApp;
  let root: SignedInUser;

  beforeAll(async () => {
    t = await TestApp.start({ RUN_WORKERS: 'true' });
    root = await t.userWithToken({ role: 'super_root' });
    await t.createUser({ role: 'sale', email: 'taken@import.test' });
  });
  afterAll(() => t.stop());

  const upload = (token: string, body: Buffer, mimetype = CSV, filename = 'people.csv', kind = 'users') =>
    uploadImport(t, token, body, kind, mimetype, filename);
  const confirm = (token: string, id: string, policy: string, kind = 'users') => confirmImport(t, token, id, policy, kind);

  const existing = async (emails: string[]) => t.db.select().from(users).where(inArray(users.email, emails));
  const reasonsByLine = (rows: Array<{ line: number; issues: Issue[] }>) =>
    Object.fromEntries(rows.filter((r) => r.issues.length).map((r) => [r.line, r.issues.map((i) => `${i.field}:${i.reason}`).join(' ')]));
  const EXPECTED_REFUSALS = {
    3: 'email:email_invalid',
    5: 'email:email_taken',
    6: 'role:unknown_value',
    7: 'email:duplicate',
    8: 'name:required',
  };

  it('refuses a caller who may not add users, then lets one who may upload', async () => {
    const seller = await t.userWithToken({ role: 'sale' });
    const args = { kind: 'users', filename: 'a.csv', mimetype: CSV, size: 10 };
    expect(codeOf(await t.gql(UPLOAD, args, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(UPLOAD, { ...args, kind: 'shipments' }, root.token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(UPLOAD, { ...args, mimetype: 'image/png' }, root.token))).toBe('BAD_USER_INPUT');
    const adder = await t.groupMember({ users: ['view', 'add'] }, 'sale');
    const res = await t.gql(UPLOAD, args, adder.token);
    expect(res.errors).toBeUndefined();
  });

  it('previews every row with its problems and writes nothing', async () => {
    const id = await upload(root.token, Buffer.from(FILE));
    const res = await t.gql<{ importPreview: { columns: string[]; total: number; valid: number; refused: number; rows: PreviewRow[] } }>(
      PREVIEW,
      { kind: 'users', id },
      root.token,
    );
    expect(res.errors).toBeUndefined();
    const p = res.data!.importPreview;
    expect(p.columns).toEqual(['email', 'name', 'role', 'status', 'groups']);
    expect([p.total, p.valid, p.refused]).toEqual([8, 3, 5]);
    expect(reasonsByLine(p.rows)).toEqual(EXPECTED_REFUSALS);
    expect(p.rows.find((r) => r.line === 7)!.issues[0].message).toBe('This email is already on line 2.');
    expect(p.rows.find((r) => r.line === 9)!.values.name).toBe('Zoë, the third');
    expect(await existing(GOOD)).toEqual([]);
    // Import files never join the file library: they stay pending until the job removes them.
    expect((await t.db.select({ status: files.status }).from(files).where(eq(files.id, id)))[0].status).toBe('pending');
  });

  it('refuses a preview before the bytes are uploaded', async () => {
    const signed = await t.gql<{ importUpload: { _id: string } }>(UPLOAD, { kind: 'users', filename: 'x.csv', mimetype: CSV, size: 100 }, root.token);
    const res = await t.gql(PREVIEW, { kind: 'users', id: signed.data!.importUpload._id }, root.token);
    expect([codeOf(res), res.errors![0].extensions!.reasons]).toEqual(['BAD_USER_INPUT', { file_id: 'file_not_uploaded' }]);
  });

  it('all or nothing: bad rows mean nothing is written, and every refused row is listed with why', async () => {
    const id = await upload(root.token, Buffer.from(FILE));
    const result = await confirm(root.token, id, 'all_or_nothing');
    expect(result).toMatchObject({ policy: 'all_or_nothing', total: 8, created: 0, undone: 0 });
    expect(reasonsByLine(result.refused)).toEqual(EXPECTED_REFUSALS);
    expect(result.refused.find((r) => r.line === 6)!.values).toMatchObject({ email: 'nobody@import.test', role: 'wizard' });
    expect(await existing([...GOOD, 'nobody@import.test', 'noname@import.test'])).toEqual([]);
    // The uploaded file (people's data) is gone once the job has run.
    expect((await t.db.select({ n: count() }).from(files).where(eq(files.id, id)))[0].n).toBe(0);
  });

  it('skip failed rows: the good rows are written (Pending, no known password), the refused ones listed', async () => {
    const id = await upload(root.token, Buffer.from(FILE));
    const result = await confirm(root.token, id, 'skip_failed');
    expect(result).toMatchObject({ policy: 'skip_failed', total: 8, created: 3 });
    expect(reasonsByLine(result.refused)).toEqual(EXPECTED_REFUSALS);
    const rows = await existing(GOOD);
    const byEmail = Object.fromEntries(rows.map((r) => [r.email, r]));
    expect(Object.keys(byEmail).sort()).toEqual([...GOOD].sort());
    expect(byEmail[GOOD[0]]).toMatchObject({ name: 'Anaïs Lefèvre', role: 'sale', status: 'Pending', groups: ['sale'] });
    expect(byEmail[GOOD[1]]).toMatchObject({ status: 'Active', groups: ['fulfiller', 'order_qc'] });
    expect(byEmail[GOOD[2]]).toMatchObject({ name: 'Zoë, the third', status: 'Disabled' });
    // Nobody knows the password: an admin sets one before the person can sign in.
    const login = await t.http().post('/auth').send({ email: GOOD[0], password: 'Test-pass-1' });
    expect(login.status).not.toBe(200);
  });

  it('reads XLSX and semicolon CSV, refuses roles the caller cannot give, and refuses files it cannot read', async () => {
    const adder = await t.groupMember({ users: ['view', 'add'] }, 'sale');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('People');
    sheet.addRows([
      ['email', 'name', 'role'],
      ['xlsx-one@import.test', 'Françoise', 'sale'],
      ['xlsx-root@import.test', 'Would Be Root', 'root'],
    ]);
    const xlsxId = await upload(adder.token, Buffer.from(await book.xlsx.writeBuffer()), XLSX, 'people.xlsx');
    const preview = await t.gql<{ importPreview: { valid: number; rows: PreviewRow[] } }>(PREVIEW, { kind: 'users', id: xlsxId }, adder.token);
    expect(preview.errors).toBeUndefined();
    expect(preview.data!.importPreview.valid).toBe(1);
    expect(reasonsByLine(preview.data!.importPreview.rows)).toEqual({ 3: 'role:invalid' });
    expect(preview.data!.importPreview.rows[1].issues[0].message).toMatch(/cannot give the root role/);

    const semicolons = await upload(root.token, Buffer.from('\ufeffemail;name;role\nsemi@import.test;Dvořák;sale\n'));
    const semi = await t.gql<{ importPreview: { valid: number; rows: PreviewRow[] } }>(PREVIEW, { kind: 'users', id: semicolons }, root.token);
    expect(semi.data!.importPreview.valid).toBe(1);
    expect(semi.data!.importPreview.rows[0].values).toEqual({ email: 'semi@import.test', name: 'Dvořák', role: 'sale' });

    const noHeader = await upload(root.token, Buffer.from('a@b.test,Someone\n'));
    const bad = await t.gql(PREVIEW, { kind: 'users', id: noHeader }, root.token);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0].extensions!.fields).toEqual({ file: expect.stringMatching(/lacks the columns email, name, role/) });

    // Another user's upload is not theirs to import.
    expect(codeOf(await t.gql(PREVIEW, { kind: 'users', id: semicolons }, adder.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(CONFIRM, { kind: 'users', id: semicolons, policy: 'skip_failed' }, adder.token))).toBe('NOT_FOUND');
    expect(await existing(['semi@import.test'])).toEqual([]);
    expect(codeOf(await t.gql(CONFIRM, { kind: 'users', id: semicolons, policy: 'sometimes' }, root.token))).toBe('BAD_USER_INPUT');
  });

  it('all or nothing: a row refused while writing (the database changed since the check) undoes the rows written before it', async () => {
    // The users import as it would run if someone took an email between the check and the write:
    // the same kind with its checks against the database skipped, so makeUser itself refuses the row.
    const users = usersImportKind(t.app.get(UsersAdminService), t.app.get(UsersAdminRepository));
    t.app.get(ImportRegistry).register({ ...users, name: 'users_racing', check: async () => new Map() });
    await t.createUser({ role: 'sale', email: 'raced@import.test' });
    const file = ['email,name,role', 'first@import.test,First,sale', 'second@import.test,Second,sale', 'raced@import.test,Late,sale'].join('\n');
    const id = await upload(root.token, Buffer.from(file), CSV, 'r.csv', 'users_racing');
    const result = await confirm(root.token, id, 'all_or_nothing', 'users_racing');
    expect(result).toMatchObject({ created: 0, undone: 2 });
    expect(reasonsByLine(result.refused)).toEqual({ 4: 'email:email_taken' });
    expect(await existing(['first@import.test', 'second@import.test'])).toEqual([]);
  });
});
