import { Module } from '@nestjs/common';
import { RenderSourcesModule } from '../../producers/render/render-sources';
import { FontsRepository } from './fonts.repository';
import { FontsJobs } from './fonts.jobs';
import { FontsResolver } from './fonts.resolver';
import { FontsService } from './fonts.service';
import { GoogleFontsImporter } from './google-import';

/** Google and custom fonts: the list, custom uploads and the offline Google Fonts import job. */
@Module({
  imports: [RenderSourcesModule],
  providers: [FontsRepository, FontsService, GoogleFontsImporter, FontsJobs, FontsResolver],
  exports: [FontsService],
})
export class FontsModule {}

/** The same services and job handlers without the GraphQL resolver (worker processes). */
@Module({
  imports: [RenderSourcesModule],
  providers: [FontsRepository, FontsService, GoogleFontsImporter, FontsJobs],
})
export class FontsCoreModule {}
