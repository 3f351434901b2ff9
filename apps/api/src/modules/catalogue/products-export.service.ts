import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context';
import { BadInput } from '../../platform/common/errors';
import { ENV, type Env } from '../../platform/config/env';
import { JobsService } from '../../platform/jobs/jobs.service';
import type { UrlContext } from '../../platform/storage/storage.driver';
import { ExportsService } from '../../producers/exports/exports.service';
import type { PresetFilterArgs } from './catalogue.inputs';
import type { ExportProductsModel } from './catalogue.models';

/** The catalogue as an XLSX file, made by the shared export job. */
@Injectable()
export class ProductsExportService {
  constructor(
    private readonly exports: ExportsService,
    private readonly jobs: JobsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Answers the download URL when the job is done within the wait budget (IMAGE_SIZES_WAIT_MS), otherwise the job to follow. */
  async xlsx(auth: AuthContext, filters: PresetFilterArgs, ctx: UrlContext): Promise<ExportProductsModel> {
    const started = await this.exports.start(auth, { list: 'products', format: 'xlsx', filters: { ...filters } }, ctx);
    const job = await this.jobs.wait(started._id, this.env.IMAGE_SIZES_WAIT_MS);
    if (job?.status === 'failed') throw BadInput(job.error ?? 'The export failed.');
    const result = job?.status === 'completed' ? (job.result as { url?: string; rows?: number } | null) : null;
    return { url: result?.url ?? null, job_id: started._id, status: job?.status ?? 'queued', rows: result?.rows ?? null };
  }
}
