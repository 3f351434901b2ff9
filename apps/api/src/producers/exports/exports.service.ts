import { Inject, Injectable } from '@nestjs/common';
import { hasPermission, isOneOf } from '@pod/shared';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuthContext } from '../../platform/auth/auth-context';
import { BadField, FieldErrors, Forbidden } from '../../platform/common/errors';
import type { JobContext } from '../../platform/jobs/job-handler.decorator';
import { toJobModel, type JobModel } from '../../platform/jobs/job.model';
import { JobsService } from '../../platform/jobs/jobs.service';
import { STORAGE, type StorageDriver, type UrlContext } from '../../platform/storage/storage.driver';
import type { ExportColumn, ExportListDefinition } from './export-list';
import { CONTENT_TYPES, EXPORT_FORMATS, openRowFile, type ExportFormat } from './export-writers';
import { ExportRegistry } from './exports.registry';
import { writeZip, type ZipEntry } from './zip-writer';

/** Rows read from a source per query. */
export const EXPORT_CHUNK = 2000;

export interface ExportListPayload {
  list: string;
  format: ExportFormat;
  filters: Record<string, unknown>;
  userId: string;
  /** Origin for the signed URL when the API has no PUBLIC_URL (the request's). */
  origin?: string;
}

export interface ExportResult {
  url: string;
  filename: string;
  format: ExportFormat;
  rows: number;
  size: number;
}

/** A zip of stored files with an XLSX list beside them (a batch's print files and its products). */
export interface ZipExportInput<Row> {
  /** File name stem of the zip ("batch-B0A1B2C"). */
  name: string;
  /** Files and their paths inside the zip, read one at a time as the zip is written. */
  files: ReadonlyArray<{ name: string; read(): Promise<Buffer> }>;
  list: { name: string; columns: ReadonlyArray<ExportColumn<Row>>; rows: readonly Row[] };
  /** Key prefix under exports/ (a job id), so two exports never share a key. */
  prefix: string;
  origin?: string;
}

export interface ZipExportResult {
  url: string;
  filename: string;
  entries: number;
  size: number;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Exports any registered list with its filters as a tracked job: CSV or XLSX written row by row
 * to a temporary file, stored, and answered as a signed download URL in the job's result.
 */
@Injectable()
export class ExportsService {
  constructor(
    private readonly registry: ExportRegistry,
    private readonly jobs: JobsService,
    @Inject(STORAGE) private readonly storage: StorageDriver,
  ) {}

  /** Checks the request (list, permission, format, filters) and queues the job; answers the job as it stands. */
  async start(auth: AuthContext, input: { list: string; format: string; filters?: unknown }, ctx: UrlContext): Promise<JobModel> {
    const list = this.registry.get(input.list);
    if (!list) throw BadField('list', 'unknown_value', `Unknown list "${String(input.list).slice(0, 40)}". Use one of: ${this.registry.names().join(', ')}.`);
    if (!hasPermission(auth.permissions, list.access.module, list.access.action)) throw Forbidden('You may not export this list.');
    const errs = new FieldErrors();
    if (!isOneOf(EXPORT_FORMATS, input.format)) errs.add('format', 'unknown_value', 'Format must be csv or xlsx.');
    if (input.filters !== undefined && input.filters !== null && !isPlainObject(input.filters)) errs.add('filters', 'invalid', 'Filters must be an object.');
    errs.throwIfAny();
    const filters = (input.filters ?? {}) as Record<string, unknown>;
    // Bad filters are refused now, with the list query's own messages, not later in a failed job.
    await list.count(list.parseFilters(filters), { userId: auth.user.id });
    const payload: ExportListPayload = { list: list.name, format: input.format as ExportFormat, filters, userId: auth.user.id, origin: ctx.origin };
    const id = await this.jobs.enqueue('export_list', payload, { track: true, createdBy: auth.user.id });
    return toJobModel((await this.jobs.wait(id, 0))!);
  }

  /** The job: pages through the source, writes the file, stores it, answers where to download it. */
  async run(payload: ExportListPayload, job: JobContext): Promise<ExportResult> {
    const list: ExportListDefinition | undefined = this.registry.get(payload.list);
    if (!list) throw new Error(`Export list "${payload.list}" is not registered in this process`);
    const filters = list.parseFilters(payload.filters ?? {});
    const caller = { userId: payload.userId };
    const total = await list.count(filters, caller);
    const dir = await mkdtemp(join(tmpdir(), 'pod-export-'));
    const path = join(dir, `export.${payload.format}`);
    try {
      const file = await openRowFile(payload.format, path, list.name, list.columns);
      let rows = 0;
      let reported = -1;
      for await (const chunk of list.chunks(filters, caller, EXPORT_CHUNK)) {
        for (const row of chunk) await file.write(list.columns.map((c) => c.value(row)));
        rows += chunk.length;
        // Writing is 95 % of the work; storing the file the rest.
        const percent = total ? Math.min(95, Math.floor((rows / total) * 95)) : 0;
        if (percent > reported) {
          reported = percent;
          await job.progress(percent);
        }
      }
      await file.close();
      const body = await readFile(path);
      const stamp = new Date().toISOString().slice(0, 10);
      const filename = `${list.name}-${stamp}.${payload.format}`;
      const key = `exports/${job.id.toLowerCase()}/${filename}`;
      await this.storage.write(key, body, CONTENT_TYPES[payload.format]);
      const url = await this.storage.getUrl(key, { origin: payload.origin });
      return { url, filename, format: payload.format, rows, size: body.length };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * Writes a zip of files (read one at a time) and an XLSX list, stores it under exports/
   * and answers its signed download URL.
   */
  async zip<Row>(input: ZipExportInput<Row>): Promise<ZipExportResult> {
    const dir = await mkdtemp(join(tmpdir(), 'pod-zip-'));
    try {
      const listPath = join(dir, 'list.xlsx');
      const sheet = await openRowFile('xlsx', listPath, input.list.name, input.list.columns as ReadonlyArray<ExportColumn<unknown>>);
      for (const row of input.list.rows) await sheet.write(input.list.columns.map((c) => c.value(row)));
      await sheet.close();
      async function* entries(): AsyncGenerator<ZipEntry> {
        for (const f of input.files) yield { name: f.name, body: await f.read() };
        yield { name: `${input.list.name}.xlsx`, body: createReadStream(listPath) };
      }
      const zipPath = join(dir, 'export.zip');
      const written = await writeZip(zipPath, entries());
      const filename = `${input.name}.zip`;
      const key = `exports/${input.prefix.toLowerCase()}/${filename.toLowerCase()}`;
      await this.storage.write(key, await readFile(zipPath), 'application/zip');
      return { url: await this.storage.getUrl(key, { origin: input.origin }), filename, entries: written.entries, size: written.size };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
