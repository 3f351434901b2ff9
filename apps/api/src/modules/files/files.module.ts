import { Module } from '@nestjs/common';
import { UsersCoreModule } from '../users/users-core.module';
import { FilePictureLoader } from './file-picture.loader';
import { ExportsModule } from '../../producers/exports/exports.module';
import { ImportsModule } from '../../producers/imports/imports.module';
import { RenderSourcesModule } from '../../producers/render/render-sources';
import { FilesTransfer } from './files.transfer';
import { ClipartsResolver } from './cliparts.resolver';
import { FileModels } from './file-models';
import { FilesJobs } from './files.jobs';
import { FilesRepository } from './files.repository';
import { FilesResolver } from './files.resolver';
import { FilesService } from './files.service';

/**
 * Uploads, the file library's service and the image_sizes / cleanup jobs, without the GraphQL
 * resolvers: what other modules import for `FilesService`, in the API and in workers alike (one
 * instance per process, whoever imports it). It fills render's and imports' ports with its files.
 */
@Module({
  imports: [UsersCoreModule, ExportsModule, ImportsModule, RenderSourcesModule],
  providers: [FilesRepository, FileModels, FilesService, FilesJobs, FilesTransfer, FilePictureLoader],
  exports: [FilesService, FilePictureLoader],
})
export class FilesCoreModule {}

/** The file library's and clipart's GraphQL over `FilesCoreModule` (the API). */
@Module({
  imports: [FilesCoreModule],
  providers: [FilesResolver, ClipartsResolver],
  exports: [FilesCoreModule],
})
export class FilesModule {}
