import { Module } from '@nestjs/common';
import { RenderSourcesModule } from './render-sources';
import { RenderAssets } from './render.assets';
import { RenderClaims } from './render.claims';
import { RenderJobs } from './render.jobs';
import { RenderResolver } from './render.resolver';
import { RenderService } from './render.service';
import { RenderStore } from './render.store';

const PROVIDERS = [RenderAssets, RenderClaims, RenderStore, RenderService, RenderJobs];

/**
 * Mockups and print files of mockup documents (the shared geometry of packages/shared/src/editor),
 * rendered by workers on the `mockup` queue. The editor's operations call RenderService; two
 * mutations let root try a document.
 */
@Module({
  imports: [RenderSourcesModule],
  providers: [...PROVIDERS, RenderResolver],
  exports: [RenderService],
})
export class RenderModule {}

/** The same services and job handlers without the GraphQL resolver (worker processes). */
@Module({
  imports: [RenderSourcesModule],
  providers: PROVIDERS,
  exports: [RenderService],
})
export class RenderCoreModule {}
