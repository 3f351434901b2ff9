import { Module } from '@nestjs/common';
import { ManufacturesRepository } from './manufactures.repository';
import { ManufacturesResolver } from './manufactures.resolver';
import { ManufacturesService } from './manufactures.service';

@Module({ providers: [ManufacturesRepository, ManufacturesService, ManufacturesResolver], exports: [ManufacturesService] })
export class ManufacturesModule {}
