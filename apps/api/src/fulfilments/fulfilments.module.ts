import { Module } from '@nestjs/common';
import { FulfilmentsRepository } from './fulfilments.repository';
import { FulfilmentsResolver } from './fulfilments.resolver';
import { FulfilmentsService } from './fulfilments.service';

/** Accounts at outside print providers and the adapter that sends them orders. */
@Module({ providers: [FulfilmentsRepository, FulfilmentsService, FulfilmentsResolver], exports: [FulfilmentsService] })
export class FulfilmentsModule {}
