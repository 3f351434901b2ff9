import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../platform/jobs/job-handler.decorator';
import type { JobDefinitions } from '../../platform/jobs/registry';
import { SystemNotificationsService } from './system-notifications.service';

declare module '../../platform/jobs/registry' {
  interface JobPayloads {
    system_notifications_deliver: { at?: string };
  }
}

export const SYSTEM_NOTIFICATIONS_JOBS = {
  /** Announcements whose publish time came reach their audience's bells: once each, however many workers run. */
  system_notifications_deliver: { queue: 'notify', attempts: 1, every: 60_000 },
} as const satisfies JobDefinitions;

@Injectable()
export class SystemNotificationsJobs {
  constructor(private readonly service: SystemNotificationsService) {}

  @JobHandler('system_notifications_deliver')
  async deliver({ at }: { at?: string }) {
    return { delivered: await this.service.deliverDue(at ? new Date(at) : new Date()) };
  }
}
