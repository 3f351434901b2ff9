import { Module } from '@nestjs/common';
import { ClipartsResolver } from './cliparts.resolver';
import { FilesResolver } from './files.resolver';
import { FilesService } from './files.service';

/** Uploads, the file library and the image_sizes / cleanup jobs. */
@Module({
  providers: [FilesService, FilesResolver, ClipartsResolver],
  exports: [FilesService],
})
export class FilesModule {}

/** The same services without the GraphQL resolver (worker processes). */
@Module({
  providers: [FilesService],
  exports: [FilesService],
})
export class FilesCoreModule {}
