import { Module } from '@nestjs/common';
import { UsersCoreModule } from '../users/users-core.module';
import { ExtensionsController } from './extensions.controller';
import { ExtensionsRepository } from './extensions.repository';
import { ExtensionsResolver, ExtensionVersionsResolver } from './extensions.resolver';
import { ExtensionsService } from './extensions.service';

/** The rule sets of the sellers' browser extension (the Extensions page, super_root) and the endpoint the extension reads. */
@Module({
  imports: [UsersCoreModule],
  controllers: [ExtensionsController],
  providers: [ExtensionsRepository, ExtensionsService, ExtensionsResolver, ExtensionVersionsResolver],
  exports: [ExtensionsService],
})
export class ExtensionsModule {}
