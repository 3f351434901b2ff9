import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { RenderModule } from '../../producers/render/render.module';
import { UsersCoreModule } from '../users/users-core.module';
import { DesignsRepository } from './designs.repository';
import { DesignsResolver } from './designs.resolver';
import { DesignsService } from './designs.service';

/** The mockup design catalogue: designs, their tags and status counters, previews through the render workers. */
@Module({
  imports: [UsersCoreModule, FilesModule, RenderModule],
  providers: [DesignsRepository, DesignsService, DesignsResolver],
  exports: [DesignsService],
})
export class DesignsModule {}
