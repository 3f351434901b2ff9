import { Injectable } from '@nestjs/common';
import type { SignedUploadInput } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import type { SignedUploadModel } from '../../platform/storage/signed-upload.models';
import type { UrlContext } from '../../platform/storage/storage.driver';

/** An uploaded sheet, as an import reads it. */
export interface ImportFile {
  _id: string;
  type: string;
  filename: string;
  mimetype: string;
  size: number;
  path: string;
  created_by?: { _id: string };
}

/** The files module's upload flow, as an import uses it for its sheets. */
export interface ImportUploadSource {
  /** `checkedByCaller`: the import already decided this caller may upload the sheet. */
  signedUpload(auth: AuthContext, input: SignedUploadInput, ctx: UrlContext, checkedByCaller: boolean): Promise<SignedUploadModel>;
  /** A file the caller may read; NOT_FOUND otherwise. */
  getFor(auth: AuthContext, id: string, ctx: UrlContext): Promise<ImportFile>;
  get(id: string, ctx: UrlContext): Promise<ImportFile>;
  remove(id: string): Promise<boolean>;
}

/**
 * Where imports upload and read their sheets: the files module, which sits above them, fills it at
 * start-up (FilesService), in the API and in workers alike.
 */
@Injectable()
export class ImportUploads {
  private source?: ImportUploadSource;

  serveWith(source: ImportUploadSource) {
    this.source = source;
  }

  get files(): ImportUploadSource {
    if (!this.source) throw new Error('Imports read their sheets in a process without the files module.');
    return this.source;
  }
}
