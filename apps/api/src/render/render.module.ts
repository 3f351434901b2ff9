import { Module } from '@nestjs/common';
import { RenderAssets } from './render.assets';
import { RenderJobs } from './render.jobs';
import { RenderService } from './render.service';
import { RenderStore } from './render.store';

/**
 * Mockups and print files of mockup documents (the shared geometry of packages/shared/src/editor),
 * rendered by workers on the `mockup` queue. No GraphQL of its own: the editor's operations call
 * RenderService. The same module loads in the API and in worker processes.
 */
@Module({
  providers: [RenderAssets, RenderStore, RenderService, RenderJobs],
  exports: [RenderService],
})
export class RenderModule {}
