import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SHIPMENT_EVENT_IMPORT_COLUMNS, SHIPMENT_EVENT_IMPORT_REQUIRED, trackingEventInput, type TrackingEventInput } from '@pod/shared';
import { sellerScope } from '../../platform/auth/ownership';
import { parseImportRow } from '../../producers/data-transfer/schema-import';
import { importKind, type ImportKind, type RowIssue } from '../../producers/imports/import-kind';
import { ImportRegistry } from '../../producers/imports/imports.registry';
import { ShipmentsService } from './shipments.service';

/**
 * A carrier's tracking file (its CSV manifest of events): one event a row, written through the same
 * path as the webhook in the import's transaction, so an event already stored (by the webhook or an
 * earlier file) is stored once. A row whose tracking number names no shipment the caller may see is
 * refused.
 */
export function shipmentEventsImportKind(service: ShipmentsService): ImportKind {
  return importKind<TrackingEventInput>({
    name: 'shipment_events',
    access: { module: 'shipments', action: 'update' },
    columns: SHIPMENT_EVENT_IMPORT_COLUMNS,
    required: SHIPMENT_EVENT_IMPORT_REQUIRED,
    maxRows: 5000,
    parseRow: (record) => parseImportRow(trackingEventInput, record),
    async check(rows, auth) {
      const issues = new Map<number, RowIssue[]>();
      const scope = sellerScope(auth);
      const found = await service.byTracking([...new Set(rows.map((r) => r.value.tracking_number))]);
      for (const { line, value } of rows) {
        const carrier = value.carrier?.trim().toLowerCase();
        const matches = found.filter(
          (s) => s.trackingNumber === value.tracking_number && (!carrier || s.carrier === carrier) && (!scope || s.sellerId === scope),
        );
        if (matches.length === 0) issues.set(line, [{ field: 'tracking_number', reason: 'not_exist', message: 'No shipment has this tracking number.' }]);
        else if (matches.length > 1)
          issues.set(line, [{ field: 'carrier', reason: 'required', message: 'Several carriers have this tracking number: name the carrier.' }]);
      }
      return issues;
    },
    inTransaction: true,
    async write(row, _auth, tx) {
      if (!tx) throw new Error('Tracking files are written in the import transaction');
      return (await service.ingest([row], tx)).shipmentIds[0];
    },
  });
}

/** Registers the shipments' import with the shared pipeline. */
@Injectable()
export class ShipmentsTransfer implements OnModuleInit {
  constructor(
    private readonly imports: ImportRegistry,
    private readonly service: ShipmentsService,
  ) {}

  onModuleInit() {
    this.imports.register(shipmentEventsImportKind(this.service));
  }
}
