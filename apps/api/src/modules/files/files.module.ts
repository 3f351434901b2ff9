import { Module } from '@nestjs/common';
import { UsersCoreModule } from '../users/users-core.module';
import { ExportsModule } from '../../producers/exports/exports.module';
import { FilesTransfer } from './files.transfer';
import { ClipartsResolver } from './cliparts.resolver';
import { FileModels } from './file-models';
import { FilesJobs } from './files.jobs';
import { FilesRepository } from './files.repository';
import { FilesResolver } from './files.resolver';
import { FilesService } from './files.service';

/** Uploads, the file library and the image_sizes / cleanup jobs. */
@Module({
  imports: [UsersCoreModule, ExportsModule],
  providers: [FilesRepository, FileModels, FilesService, FilesJobs, FilesResolver, ClipartsResolver, FilesTransfer],
  exports: [FilesService],
})
export class FilesModule {}

/** The same services without the GraphQL resolver (worker processes). */
@Module({
  imports: [UsersCoreModule, ExportsModule],
  providers: [FilesRepository, FileModels, FilesService, FilesJobs, FilesTransfer],
  exports: [FilesService],
})
export class FilesCoreModule {}
