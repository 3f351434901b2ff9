import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { TimelineService } from './timeline.service';

/**
 * The API serves every entity's timeline, so it does not start while one has no ownership check
 * (`timeline.restrict`, registered by the entity's module): a forgotten check fails the boot, not a seller's privacy.
 * Workers write timelines but serve none, and load only some modules, so only the API runs this.
 */
@Injectable()
export class TimelineStartupCheck implements OnApplicationBootstrap {
  constructor(private readonly timeline: TimelineService) {}

  onApplicationBootstrap(): void {
    const unchecked = this.timeline.unchecked();
    if (unchecked.length) throw new Error(`Timeline entities without an ownership check (timeline.restrict in their module): ${unchecked.join(', ')}`);
  }
}
