import { DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { EventDispatcher } from './event-dispatcher';
import { EVENTS_OPTIONS, type EventsOptions } from './events.options';
import { EventsJobs } from './events.jobs';
import { EventsRepository } from './events.repository';
import { EventsResolver } from './events.resolver';
import { EventsService } from './events.service';

/** Domain events (transactional outbox): infrastructure, so global; any service records, any module handles. */
@Global()
@Module({})
export class EventsModule {
  static forRoot(options: EventsOptions): DynamicModule {
    return {
      module: EventsModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: EVENTS_OPTIONS, useValue: options },
        EventsRepository,
        EventsService,
        EventDispatcher,
        EventsJobs,
        ...(options.worker ? [] : [EventsResolver]),
      ],
      exports: [EventsService, EventDispatcher],
    };
  }
}
