import { Injectable, type OnModuleInit } from '@nestjs/common';
import { exportList, pickFilters } from '../../producers/exports/export-list';
import { ExportRegistry } from '../../producers/exports/exports.registry';
import type { FileModel } from './files.models';
import type { FilesArgs } from './files.inputs';
import { FilesService } from './files.service';

/** The file library query's filters (FilesArgs). */
const FILE_FILTERS = { text: ['sku', 'type', 'created_by', 'name', 'size', 'start', 'end', 'status'], lists: ['ids', 'tags'] };

/**
 * Registers the file library with the shared export pipeline. The library pages by offset
 * (FilesService.list, with its own filter checks); it holds thousands of files, not millions.
 */
@Injectable()
export class FilesTransfer implements OnModuleInit {
  constructor(
    private readonly exports: ExportRegistry,
    private readonly files: FilesService,
  ) {}

  onModuleInit() {
    const files = this.files;
    this.exports.register(
      exportList<FilesArgs, FileModel>({
        name: 'files',
        access: { module: 'files', action: 'view' },
        columns: [
          { key: 'id', width: 28, value: (f) => f._id },
          { key: 'name', width: 28, value: (f) => f.name },
          { key: 'filename', width: 28, value: (f) => f.filename },
          { key: 'type', value: (f) => f.type },
          { key: 'status', value: (f) => f.status },
          { key: 'mimetype', value: (f) => f.mimetype },
          { key: 'size', value: (f) => f.size },
          { key: 'width', value: (f) => f.width },
          { key: 'height', value: (f) => f.height },
          { key: 'sku', value: (f) => f.sku },
          { key: 'tags', width: 24, value: (f) => f.tags.map((t) => t.name).join(';') },
          { key: 'created_by', width: 28, value: (f) => f.created_by?.email },
          { key: 'created_at', date: true, value: (f) => f.created_at },
        ],
        parseFilters: (raw) => pickFilters<FilesArgs>(raw, FILE_FILTERS),
        count: async (args) => (await files.list(args, { page: 1, perPage: 1, offset: 0 }, {})).total,
        async *chunks(args, _caller, size) {
          for (let page = 1; ; page++) {
            const { items } = await files.list(args, { page, perPage: size, offset: (page - 1) * size }, {});
            if (items.length) yield items;
            if (items.length < size) return;
          }
        },
      }),
    );
  }
}
