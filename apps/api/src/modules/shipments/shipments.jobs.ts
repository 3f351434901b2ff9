import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../platform/jobs/job-handler.decorator';
import type { JobDefinitions } from '../../platform/jobs/registry';
import { ShipmentsService } from './shipments.service';

declare module '../../platform/jobs/registry' {
  interface JobPayloads {
    shipments_tracking: Record<string, never>;
  }
}

export const SHIPMENTS_JOBS = {
  /** Follows the sellers' tracking settings: activates due shipments (and charges their fees), marks stalled ones. */
  shipments_tracking: { queue: 'tracking', attempts: 2, every: 10 * 60 * 1000 },
} as const satisfies JobDefinitions;

/** Shipments' background work. */
@Injectable()
export class ShipmentsJobs {
  constructor(private readonly shipments: ShipmentsService) {}

  @JobHandler('shipments_tracking')
  async follow(): Promise<void> {
    await this.shipments.activateDue();
    await this.shipments.markStalled();
  }
}
