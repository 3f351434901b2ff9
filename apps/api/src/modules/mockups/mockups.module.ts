import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { FilesModule } from '../files/files.module';
import { RenderModule } from '../../producers/render/render.module';
import { UsersCoreModule } from '../users/users-core.module';
import { MockupsRepository } from './mockups.repository';
import { MockupsResolver } from './mockups.resolver';
import { MockupsService } from './mockups.service';
import { StoredUrls } from './stored-urls';

/** Mockup presets (root's templates per product preset) and sellers' product mockups, rendered through the render module. */
@Module({
  imports: [UsersCoreModule, CatalogueModule, FilesModule, RenderModule],
  providers: [MockupsRepository, MockupsService, MockupsResolver, StoredUrls],
  exports: [MockupsService, StoredUrls],
})
export class MockupsModule {}
