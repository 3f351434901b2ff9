import { Injectable } from '@nestjs/common';
import { JobHandler, type JobContext } from '../../platform/jobs/job-handler.decorator';
import type { JobDefinitions } from '../../platform/jobs/registry';
import { FilesService } from './files.service';

declare module '../../platform/jobs/registry' {
  interface JobPayloads {
    image_sizes: { fileId: string };
    files_cleanup_pending: Record<string, never>;
  }
}

export const FILES_JOBS = {
  /** WebP sizes (and a mask where the file type needs one) of an uploaded image. */
  image_sizes: { queue: 'media', attempts: 3 },
  /** Removes uploads left pending for more than 24 h (objects and rows). */
  files_cleanup_pending: { queue: 'maintenance', attempts: 1, every: 60 * 60 * 1000 },
} as const satisfies JobDefinitions;

@Injectable()
export class FilesJobs {
  constructor(private readonly files: FilesService) {}

  @JobHandler('image_sizes')
  makeImageSizes(payload: { fileId: string }, job: JobContext) {
    return this.files.makeImageSizes(payload.fileId, job);
  }

  @JobHandler('files_cleanup_pending')
  async cleanupPending() {
    return { removed: await this.files.cleanupPending() };
  }
}
