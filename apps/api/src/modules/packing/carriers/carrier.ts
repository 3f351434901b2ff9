import type { DocumentLocale } from '../../../producers/documents/document-words';
import type { Tx } from '../../../platform/db/database';

/** What a carrier needs to label a package. */
export interface LabelRequest {
  packageCode: string;
  orderNumber: number;
  method: { id: string; name: string; carrier: string | null } | null;
  shipTo: string[];
  from: string[];
  country: string;
  weight: number;
  international: boolean;
  customs: Array<{ description: string; htsCode: string | null; value: string; quantity: number }>;
  locale?: DocumentLocale;
}

export interface CarrierLabel {
  /** `own` (our label) or a later HTTP carrier's key. */
  carrier: 'own';
  /** The name printed and shown (the shipping method's carrier, or ours). */
  carrierName: string;
  trackingNumber: string;
  pdf: Buffer;
}

/** One line of a carrier's hand-over manifest. */
export interface ManifestLine {
  trackingNumber: string;
  packageCode: string;
  orderNumber: number;
  method: string;
  weight: number;
  name: string;
  city: string;
  zip: string;
  country: string;
}

/**
 * A carrier: labels a package (tracking number and PDF) and writes the manifest handed over with the
 * day's parcels. Today there is one, our own label (`OwnCarrier`); an HTTP carrier (a label API)
 * implements the same two calls and is chosen by the shipping method's `carrier` in `Carriers`.
 */
export interface CarrierAdapter {
  readonly key: string;
  label(tx: Tx, request: LabelRequest): Promise<CarrierLabel>;
  manifest(lines: readonly ManifestLine[]): string;
}
