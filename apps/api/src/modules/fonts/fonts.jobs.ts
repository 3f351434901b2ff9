import { Injectable } from '@nestjs/common';
import { JobHandler, type JobContext } from '../../platform/jobs/job-handler.decorator';
import type { JobDefinitions } from '../../platform/jobs/registry';
import { FontsService } from './fonts.service';
import { GoogleFontsImporter } from './google-import';

declare module '../../platform/jobs/registry' {
  interface JobPayloads {
    fonts_import_google: Record<string, never>;
    fonts_cleanup_pending: Record<string, never>;
  }
}

export const FONTS_JOBS = {
  /** Imports the Google Fonts catalogue from the installed @fontsource packages. */
  fonts_import_google: { queue: 'media', attempts: 1 },
  /** Removes custom font families never confirmed within 24 h (objects and rows). */
  fonts_cleanup_pending: { queue: 'maintenance', attempts: 1, every: 60 * 60 * 1000 },
} as const satisfies JobDefinitions;

@Injectable()
export class FontsJobs {
  constructor(
    private readonly fonts: FontsService,
    private readonly google: GoogleFontsImporter,
  ) {}

  @JobHandler('fonts_import_google')
  importGoogle(_payload: Record<string, never>, job: JobContext) {
    return this.google.run(job);
  }

  @JobHandler('fonts_cleanup_pending')
  async cleanupPending() {
    return { removed: await this.fonts.cleanupPending() };
  }
}
