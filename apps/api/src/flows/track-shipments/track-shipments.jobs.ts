import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../platform/jobs/job-handler.decorator';
import type { JobDefinitions } from '../../platform/jobs/registry';
import { ShipmentsService } from '../../modules/shipments/shipments.service';
import { TrackShipmentsService } from './track-shipments.service';

declare module '../../platform/jobs/registry' {
  interface JobPayloads {
    shipments_tracking: Record<string, never>;
  }
}

export const TRACK_SHIPMENTS_JOBS = {
  /** Follows the sellers' tracking settings: activates due shipments (and charges their fees), marks stalled ones. */
  shipments_tracking: { queue: 'tracking', attempts: 2, every: 10 * 60 * 1000 },
} as const satisfies JobDefinitions;

/** The tracking job. */
@Injectable()
export class TrackShipmentsJobs {
  constructor(
    private readonly tracking: TrackShipmentsService,
    private readonly shipments: ShipmentsService,
  ) {}

  @JobHandler('shipments_tracking')
  async follow(): Promise<void> {
    await this.tracking.activateDue();
    await this.shipments.markStalled();
  }
}
