import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../platform/jobs/job-handler.decorator';
import type { JobDefinitions } from '../../platform/jobs/registry';
import { IntegrationsService } from './integrations.service';

declare module '../../platform/jobs/registry' {
  interface JobPayloads {
    webhook_deliver: { deliveryId: string };
    webhook_sweep: Record<string, never>;
    channel_reminders: { at?: string };
  }
}

export const INTEGRATIONS_JOBS = {
  /** One attempt of a webhook delivery or channel message (the handler schedules its own retries). */
  webhook_deliver: { queue: 'notify', attempts: 1 },
  /** Sends what is due and was not queued (a lost job, a dead worker's lease). */
  webhook_sweep: { queue: 'notify', attempts: 1, every: 60_000 },
  /** The `remind_every_day` channel messages due this minute: once per time, however many workers run. */
  channel_reminders: { queue: 'notify', attempts: 1, every: 60_000 },
} as const satisfies JobDefinitions;

@Injectable()
export class IntegrationsJobs {
  constructor(private readonly service: IntegrationsService) {}

  @JobHandler('webhook_deliver')
  async deliver({ deliveryId }: { deliveryId: string }) {
    const row = await this.service.deliver(deliveryId);
    return { status: row?.status ?? 'not_due' };
  }

  @JobHandler('webhook_sweep')
  async sweep() {
    return { queued: await this.service.sweep() };
  }

  @JobHandler('channel_reminders')
  async reminders({ at }: { at?: string }) {
    return { queued: await this.service.remind(at ? new Date(at) : new Date()) };
  }
}
