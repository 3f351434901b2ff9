import { Injectable } from '@nestjs/common';
import type { Tx } from '../../../platform/db/database';
import { DocumentsService } from '../../../producers/documents/documents.service';
import { PackingRepository } from '../packing.repository';
import type { CarrierAdapter, CarrierLabel, LabelRequest, ManifestLine } from './carrier';

/** A tracking number prefix per shipping method: the first letters of its name (2 to 4), else `OWN`. */
export function trackingPrefix(methodName: string | null | undefined): string {
  const letters = (methodName ?? '')
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  return letters.length >= 2 ? letters.slice(0, 3) : 'OWN';
}

const csvCell = (v: string | number) => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** Our own label: a tracking number from the method's series (prefix + 10 digits) and a 4 × 6 label from the documents service. */
@Injectable()
export class OwnCarrier implements CarrierAdapter {
  readonly key = 'own';

  constructor(
    private readonly repo: PackingRepository,
    private readonly documents: DocumentsService,
  ) {}

  async label(tx: Tx, r: LabelRequest): Promise<CarrierLabel> {
    const prefix = trackingPrefix(r.method?.name);
    const next = await this.repo.nextTracking(prefix, tx);
    const trackingNumber = `${prefix}${String(next).padStart(10, '0')}`;
    const pdf = await this.documents.shippingLabel({
      code: trackingNumber,
      shipTo: r.shipTo,
      from: r.from,
      headline: `#${r.orderNumber} · ${r.packageCode}`,
      method: r.method?.name,
      weight: r.weight,
      customs: r.international ? r.customs : undefined,
      locale: r.locale,
    });
    return { carrier: 'own', carrierName: r.method?.carrier || 'Own label', trackingNumber, pdf };
  }

  /** The hand-over manifest as CSV (one line per parcel). */
  manifest(lines: readonly ManifestLine[]): string {
    const head = ['tracking_number', 'package', 'order', 'method', 'weight_g', 'name', 'city', 'zip', 'country'];
    const rows = lines.map((l) =>
      [l.trackingNumber, l.packageCode, l.orderNumber, l.method, l.weight, l.name, l.city, l.zip, l.country].map(csvCell).join(','),
    );
    return [head.join(','), ...rows].join('\n') + '\n';
  }
}
