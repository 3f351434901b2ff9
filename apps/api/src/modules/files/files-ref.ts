import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { FilesService } from './files.service';

/**
 * The files module's service from whichever variant this process loaded (FilesModule in the API,
 * FilesCoreModule in a worker). A module that a worker also loads provides this instead of
 * importing either: importing one would start a second FilesService and its jobs twice.
 */
@Injectable()
export class FilesRef {
  constructor(private readonly moduleRef: ModuleRef) {}

  get service(): FilesService {
    return this.moduleRef.get(FilesService, { strict: false });
  }
}
