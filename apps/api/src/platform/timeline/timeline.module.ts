import { Module } from '@nestjs/common';
import { TimelineRepository } from './timeline.repository';
import { TimelineResolver } from './timeline.resolver';
import { TimelineService } from './timeline.service';

/** Reads entities' transition history; `machine.fire` (common/state-machine.ts) writes it. */
@Module({
  providers: [TimelineRepository, TimelineService, TimelineResolver],
  exports: [TimelineService],
})
export class TimelineModule {}
