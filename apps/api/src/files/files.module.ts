import { Module } from '@nestjs/common';
import { UsersCoreModule } from '../users/users-core.module';
import { ClipartsResolver } from './cliparts.resolver';
import { FilesRepository } from './files.repository';
import { FilesResolver } from './files.resolver';
import { FilesService } from './files.service';

/** Uploads, the file library and the image_sizes / cleanup jobs. */
@Module({
  imports: [UsersCoreModule],
  providers: [FilesRepository, FilesService, FilesResolver, ClipartsResolver],
  exports: [FilesService],
})
export class FilesModule {}

/** The same services without the GraphQL resolver (worker processes). */
@Module({
  imports: [UsersCoreModule],
  providers: [FilesRepository, FilesService],
  exports: [FilesService],
})
export class FilesCoreModule {}
