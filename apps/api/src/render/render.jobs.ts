import { Injectable } from '@nestjs/common';
import { JobHandler, type JobContext } from '../jobs/job-handler.decorator';
import { RenderService } from './render.service';
import type { RenderMockupPayload, RenderPrintFilePayload } from './render.types';

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
