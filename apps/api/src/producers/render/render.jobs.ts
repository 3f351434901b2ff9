import { Injectable } from '@nestjs/common';
import { JobHandler, type JobContext } from '../../platform/jobs/job-handler.decorator';
import { RenderService } from './render.service';
import type { RenderMockupPayload, RenderPrintFilePayload } from './render.types';
import type { JobDefinitions } from '../../platform/jobs/registry';

declare module '../../platform/jobs/registry' {
  interface JobPayloads {
    render_mockup: RenderMockupPayload;
    render_print_file: RenderPrintFilePayload;
  }
}

export const RENDER_JOBS = {
  /** A side's mockup (design, tint, displacement and shading) with its image sizes. */
  render_mockup: { queue: 'mockup', attempts: 3 },
  /** One print area's full-size print file, PNG with its DPI. */
  render_print_file: { queue: 'mockup', attempts: 3 },
} as const satisfies JobDefinitions;

/** The render workers (`mockup` queue, one job per core). */
@Injectable()
export class RenderJobs {
  constructor(private readonly render: RenderService) {}

  @JobHandler('render_mockup')
  mockup(payload: RenderMockupPayload, job: JobContext) {
    return this.render.runMockup(payload, job);
  }

  @JobHandler('render_print_file')
  printFile(payload: RenderPrintFilePayload, job: JobContext) {
    return this.render.runPrintFile(payload, job);
  }
}
