import { Module } from '@nestjs/common';
import { ManufacturesRepository } from './manufactures.repository';
import { ManufacturesResolver } from './manufactures.resolver';

@Module({ providers: [ManufacturesRepository, ManufacturesResolver], exports: [ManufacturesRepository] })
export class ManufacturesModule {}
