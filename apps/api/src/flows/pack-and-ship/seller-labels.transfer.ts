import { Injectable, type OnModuleInit } from '@nestjs/common';
import { PACKAGE_LABEL_IMPORT_COLUMNS, PACKAGE_LABEL_IMPORT_REQUIRED, packageLabelImportRow, type PackageLabelImportRow } from '@pod/shared';
import { owns } from '../../platform/auth/ownership';
import { NotFound } from '../../platform/common/errors';
import { parseImportRow, repeatedKeys } from '../../producers/data-transfer/schema-import';
import { importKind, type ImportKind, type RowIssue } from '../../producers/imports/import-kind';
import { ImportRegistry } from '../../producers/imports/imports.registry';
import { FilesService } from '../../modules/files/files.service';
import { PackageShippingService } from '../../modules/packing/package-shipping.service';

/**
 * Seller-supplied labels (ship-by-platform orders): a file of order number, tracking number,
 * carrier and the label PDF (an uploaded file the seller may use). Each row labels the order's package, recorded as
 * `package.labelled`; the print stamps the PDF with the order code and merges it with the slip.
 */
function packageLabelsImportKind(packing: PackageShippingService, files: FilesService): ImportKind {
  return importKind<PackageLabelImportRow>({
    name: 'package_labels',
    access: { module: 'orders', action: 'update' },
    columns: PACKAGE_LABEL_IMPORT_COLUMNS,
    required: PACKAGE_LABEL_IMPORT_REQUIRED,
    maxRows: 1000,
    inTransaction: true,
    parseRow: (record) => parseImportRow(packageLabelImportRow, record),
    async check(rows, auth) {
      const issues = repeatedKeys(rows, { field: 'order_number', keyOf: (v) => String(v.order_number), subject: 'This order' });
      const add = (line: number, issue: RowIssue) => issues.set(line, [...(issues.get(line) ?? []), issue]);
      for (const { line, value } of rows) {
        const open = (await packing.ofOrderNumber(value.order_number)).filter(
          (k) => owns(auth, k.sellerId) && (k.status === 'Processing' || k.status === 'Packed') && !k.trackingNumber,
        );
        if (!open.length) add(line, { field: 'order_number', reason: 'package_state', message: 'This order has no package waiting for a label.' });
      }
      return issues;
    },
    async write(row, auth, tx) {
      if (!(await files.usableIds(auth, [row.label_file_id], tx)).has(row.label_file_id)) throw NotFound('File');
      return packing.attachSellerLabel(auth, row, tx!);
    },
  });
}

/** Registers the seller-label import with the shared import pipeline. */
@Injectable()
export class SellerLabelsTransfer implements OnModuleInit {
  constructor(
    private readonly imports: ImportRegistry,
    private readonly packing: PackageShippingService,
    private readonly files: FilesService,
  ) {}

  onModuleInit() {
    this.imports.register(packageLabelsImportKind(this.packing, this.files));
  }
}
