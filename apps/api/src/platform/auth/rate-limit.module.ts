import { Module } from '@nestjs/common';
import { RateLimitService } from './rate-limit.service';

/** The failure counters and locks, shared by sign-in (auth) and the unblocking of the Blocked Logs screen (access-logs). */
@Module({ providers: [RateLimitService], exports: [RateLimitService] })
export class RateLimitModule {}
