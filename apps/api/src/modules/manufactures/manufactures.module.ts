import { Module } from '@nestjs/common';
import { UsersCoreModule } from '../users/users-core.module';
import { ManufactureNameLoader } from './manufacture-name.loader';
import { ManufacturesRepository } from './manufactures.repository';
import { ManufacturesResolver } from './manufactures.resolver';
import { ManufacturesService } from './manufactures.service';

@Module({
  imports: [UsersCoreModule],
  providers: [ManufacturesRepository, ManufacturesService, ManufacturesResolver, ManufactureNameLoader],
  exports: [ManufacturesService, ManufactureNameLoader],
})
export class ManufacturesModule {}
