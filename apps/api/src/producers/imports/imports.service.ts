import { Inject, Injectable } from '@nestjs/common';
import { hasPermission, IMPORT_POLICIES, isOneOf, signedUploadInput, type ImportPolicy } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { BadField, DomainError, Forbidden, NotFound } from '../../platform/common/errors';
import { parseInput } from '../../platform/common/validation';
import { besideTransaction, DB, type Db } from '../../platform/db/database';
import { TransactionRollbackError } from 'drizzle-orm';
import type { JobContext } from '../../platform/jobs/job-handler.decorator';
import { toJobModel, type JobModel } from '../../platform/jobs/job.model';
import { JobsService } from '../../platform/jobs/jobs.service';
import { STORAGE, type StorageDriver, type UrlContext } from '../../platform/storage/storage.driver';
import { authOf, snapshotOf, type CallerSnapshot } from './caller';
import type { ImportKind, NumberedRow, RowIssue } from './import-kind';
import { parseSheet } from './import-parse';
import { ImportUploads } from './import-uploads';
import { ImportRegistry } from './imports.registry';

/** The preview shows this many rows (every refused row is listed whatever its place). */
export const PREVIEW_ROWS = 100;

export interface CheckedRow {
  line: number;
  values: Record<string, string>;
  issues: RowIssue[];
}

export interface CheckedFile {
  columns: string[];
  rows: CheckedRow[];
  valid: Array<NumberedRow<unknown>>;
}

export interface ImportRowsPayload {
  kind: string;
  fileId: string;
  policy: ImportPolicy;
  caller: CallerSnapshot;
}

export interface RefusedRow {
  line: number;
  values: Record<string, string>;
  issues: RowIssue[];
}

export interface ImportResult {
  policy: ImportPolicy;
  /** The file's columns in its order (stored JSON objects do not keep key order). */
  columns: string[];
  total: number;
  created: number;
  refused: RefusedRow[];
  /** All or nothing, for a kind written outside a transaction: rows written before a later row's write was refused, then removed again. */
  undone: number;
}

function issuesOf(e: unknown): RowIssue[] {
  if (e instanceof DomainError && e.fields && Object.keys(e.fields).length) {
    return Object.entries(e.fields).map(([field, message]) => ({ field, message, reason: e.reasons?.[field] ?? 'invalid' }));
  }
  if (e instanceof DomainError) return [{ field: 'row', reason: 'invalid', message: e.message }];
  throw e;
}

/**
 * The shared import pipeline: a CSV or XLSX uploaded through the signed upload flow (files of
 * type import) → parsed → every row checked (preview with per-row issues) → confirmed → written
 * by a tracked job, all or nothing or skipping refused rows; the job's result lists every refused
 * row and why.
 */
@Injectable()
export class ImportsService {
  constructor(
    private readonly registry: ImportRegistry,
    private readonly jobs: JobsService,
    @Inject(STORAGE) private readonly storage: StorageDriver,
    private readonly uploads: ImportUploads,
    @Inject(DB) private readonly db: Db,
  ) {}

  private kindFor(auth: AuthContext, name: string): ImportKind {
    const kind = this.registry.get(name);
    if (!kind) throw BadField('kind', 'unknown_value', `Unknown import "${String(name).slice(0, 40)}". Use one of: ${this.registry.names().join(', ')}.`);
    if (!hasPermission(auth.permissions, kind.access.module, kind.access.action)) throw Forbidden('You may not run this import.');
    return kind;
  }

  /** Step 1: where to PUT the file (the files module's signed upload, type import). */
  async upload(auth: AuthContext, kindName: string, input: { filename: string; mimetype: string; size: number }, ctx: UrlContext) {
    this.kindFor(auth, kindName);
    return this.uploads.files.signedUpload(auth, parseInput(signedUploadInput, { ...input, type: 'import' }), ctx, true);
  }

  /** Step 2, after the PUT: confirms the upload, reads the rows and answers each one's issues. */
  async preview(auth: AuthContext, kindName: string, fileId: string, ctx: UrlContext) {
    const kind = this.kindFor(auth, kindName);
    const file = await this.uploaded(auth, fileId, ctx);
    const checked = await this.check(kind, await this.storage.read(file.path), file.mimetype, auth);
    await this.dryRun(kind, checked, auth);
    const refused = checked.rows.filter((r) => r.issues.length);
    return {
      file_id: file._id,
      filename: file.filename,
      columns: checked.columns,
      total: checked.rows.length,
      valid: checked.rows.length - refused.length,
      rows: checked.rows.filter((r, i) => i < PREVIEW_ROWS || r.issues.length),
      refused: refused.length,
    };
  }

  /** Step 3: queues the job that writes the rows with the chosen policy; answers the job as it stands. */
  async confirm(auth: AuthContext, kindName: string, fileId: string, policy: string, ctx: UrlContext): Promise<JobModel> {
    const kind = this.kindFor(auth, kindName);
    if (!isOneOf(IMPORT_POLICIES, policy)) throw BadField('policy', 'unknown_value', 'Policy must be all_or_nothing or skip_failed.');
    await this.uploaded(auth, fileId, ctx);
    const payload: ImportRowsPayload = { kind: kind.name, fileId, policy, caller: snapshotOf(auth) };
    const id = await this.jobs.enqueue('import_rows', payload, { track: true, createdBy: auth.user.id });
    return toJobModel((await this.jobs.wait(id, 0))!);
  }

  /**
   * The caller's own import file, once its bytes are all there. Import files stay pending (never
   * confirmed into the file library): the job removes them, and an abandoned preview goes with the
   * pending-upload clean-up a day later.
   */
  private async uploaded(auth: AuthContext, fileId: string, ctx: UrlContext) {
    const file = await this.uploads.files.getFor(auth, fileId, ctx);
    // Another user's upload is as good as absent (staff may read any file, but import only their own).
    if (file.type !== 'import' || file.created_by?._id !== auth.user.id) throw NotFound('Import file');
    const stored = await this.storage.head(file.path);
    if (stored?.size !== file.size) throw BadField('file_id', 'file_not_uploaded', 'The file has not been uploaded yet.');
    return file;
  }

  /** Parses the file and checks every row: the shape (shared schema), then across rows and against the database. */
  async check(kind: ImportKind, bytes: Buffer, mimetype: string, auth: AuthContext): Promise<CheckedFile> {
    const sheet = await parseSheet(bytes, mimetype === 'text/csv' ? 'csv' : 'xlsx', kind.maxRows, kind.required);
    const rows: CheckedRow[] = sheet.records.map((values, i) => ({ line: i + 2, values, issues: [] }));
    const shaped: Array<NumberedRow<unknown>> = [];
    rows.forEach((row) => {
      const r = kind.parseRow(row.values);
      if (r.ok) shaped.push({ line: row.line, value: r.value });
      else row.issues.push(...r.issues);
    });
    const more = await kind.check(shaped, auth);
    for (const row of rows) row.issues.push(...(more.get(row.line) ?? []));
    const refusedLines = new Set(rows.filter((r) => r.issues.length).map((r) => r.line));
    return { columns: sheet.columns, rows, valid: shaped.filter((r) => !refusedLines.has(r.line)) };
  }

  /**
   * The run's writes, rolled back: each valid row written in its own savepoint of one transaction
   * (as all-or-nothing writes them), so every refusal the run would meet is on its row now.
   */
  private async dryRun(kind: ImportKind, checked: CheckedFile, auth: AuthContext): Promise<void> {
    if (!kind.inTransaction) return;
    await this.inSavepoints(kind, checked, auth).catch((e: unknown) => {
      if (!(e instanceof TransactionRollbackError)) throw e;
    });
  }

  /**
   * Writes the valid rows in one transaction, each in a savepoint: a refused row is moved to the
   * refused (its savepoint undone) and the others go on. Rolled back when `keep` says so (always
   * for a dry run); answers the ids written.
   */
  private async inSavepoints(
    kind: ImportKind,
    checked: CheckedFile,
    auth: AuthContext,
    { keep = () => false, progress }: { keep?: () => boolean; progress?: (done: number) => Promise<void> } = {},
  ): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      const written: string[] = [];
      for (const [i, row] of checked.valid.entries()) {
        try {
          written.push(await tx.transaction((savepoint) => kind.write(row.value, auth, savepoint)));
        } catch (e) {
          checked.rows.find((r) => r.line === row.line)!.issues.push(...issuesOf(e));
        }
        if (progress) await besideTransaction(() => progress(i + 1));
      }
      if (!keep()) tx.rollback();
      return written;
    });
  }

  /** The job: checks again (the database may have changed since the preview), then writes by policy. */
  async run(payload: ImportRowsPayload, job: JobContext): Promise<ImportResult> {
    try {
      return await this.write(payload, job);
    } finally {
      // The file holds people's data: once imported it goes (the result keeps the refused rows).
      await this.uploads.files.remove(payload.fileId).catch(() => undefined);
    }
  }

  private async write(payload: ImportRowsPayload, job: JobContext): Promise<ImportResult> {
    const kind = this.registry.get(payload.kind);
    if (!kind) throw new Error(`Import kind "${payload.kind}" is not registered in this process`);
    const auth = authOf(payload.caller);
    const file = await this.uploads.files.get(payload.fileId, {});
    const checked = await this.check(kind, await this.storage.read(file.path), file.mimetype, auth);
    await job.progress(5);
    const refused: RefusedRow[] = checked.rows.filter((r) => r.issues.length);
    const result = (created: number, undone = 0): ImportResult => ({
      policy: payload.policy,
      columns: checked.columns,
      total: checked.rows.length,
      created,
      refused: refused.sort((a, b) => a.line - b.line),
      undone,
    });
    let reported = 5;
    const progress = async (done: number) => {
      const percent = 5 + Math.floor((done / checked.valid.length) * 94);
      if (percent > reported) await job.progress((reported = percent));
    };
    // Refused by the file's checks: all-or-nothing writes none (a kind written in a transaction still tries each row, to list every refusal).
    if (kind.inTransaction) return this.writeInTransaction(kind, checked, auth, payload.policy, progress, result);
    if (payload.policy === 'all_or_nothing' && refused.length) return result(0);
    const written: string[] = [];
    for (const [i, row] of checked.valid.entries()) {
      try {
        written.push(await kind.write(row.value, auth));
      } catch (e) {
        refused.push({ line: row.line, values: checked.rows.find((r) => r.line === row.line)!.values, issues: issuesOf(e) });
        if (payload.policy === 'all_or_nothing') {
          await kind.undo?.(written, auth);
          return result(0, written.length);
        }
      }
      await progress(i + 1);
    }
    return result(written.length);
  }

  /** All or nothing: one transaction, kept only if no row was refused. Skip failed: each row its own transaction. */
  private async writeInTransaction(
    kind: ImportKind,
    checked: CheckedFile,
    auth: AuthContext,
    policy: ImportPolicy,
    progress: (done: number) => Promise<void>,
    result: (created: number) => ImportResult,
  ): Promise<ImportResult> {
    const refusedLines = () => checked.rows.filter((r) => r.issues.length);
    let written: string[] = [];
    if (policy === 'all_or_nothing') {
      written = await this.inSavepoints(kind, checked, auth, { keep: () => refusedLines().length === 0, progress }).catch((e: unknown) => {
        if (e instanceof TransactionRollbackError) return [];
        throw e;
      });
    } else {
      for (const [i, row] of checked.valid.entries()) {
        try {
          written.push(await this.db.transaction((tx) => kind.write(row.value, auth, tx)));
        } catch (e) {
          checked.rows.find((r) => r.line === row.line)!.issues.push(...issuesOf(e));
        }
        await progress(i + 1);
      }
    }
    if (written.length) await kind.committed?.(written);
    const out = result(written.length);
    return { ...out, refused: refusedLines() };
  }
}
