import { Inject, Injectable } from '@nestjs/common';
import type { Address } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { NotFound } from '../../platform/common/errors';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import type { UrlContext } from '../../platform/storage/storage.driver';
import { DocumentsService } from '../../producers/documents/documents.service';
import { PresetsService } from '../../modules/catalogue/presets.service';
import { FilesService } from '../../modules/files/files.service';
import { ShippingMethodsService } from '../../modules/logistics/shipping-methods.service';
import { ManufacturesService } from '../../modules/manufactures/manufactures.service';
import { ManufacturingService } from '../../modules/manufacturing/manufacturing.service';
import { OrdersService } from '../../modules/orders/orders.service';
import type { ManifestLine } from '../../modules/packing/carriers/carrier';
import { Carriers } from '../../modules/packing/carriers/carriers';
import { MeasuresRequired, PackageState, ShipBySeller } from '../../modules/packing/packing.errors';
import { PackageShippingService } from '../../modules/packing/package-shipping.service';
import { PackingService, type PackageRow } from '../../modules/packing/packing.service';
import { UsersService } from '../../modules/users/users.service';

const addressLines = (a: Address): string[] =>
  [a.name, a.company, a.address1, a.address2, [a.zip, a.city].filter(Boolean).join(' '), [a.state, a.country?.toUpperCase()].filter(Boolean).join(' ')].filter(
    (l): l is string => !!l && l.trim() !== '',
  );

/**
 * A Packed package's papers: its carrier's label (to the order's address, with customs lines when
 * international), its packing slip with the units' pictures, one PDF of both to print, and the
 * carrier's hand-over manifest.
 */
@Injectable()
export class PackageDocumentsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly packing: PackingService,
    private readonly shipping: PackageShippingService,
    private readonly manufacturing: ManufacturingService,
    private readonly factories: ManufacturesService,
    private readonly orders: OrdersService,
    private readonly users: UsersService,
    private readonly presets: PresetsService,
    private readonly methods: ShippingMethodsService,
    private readonly documents: DocumentsService,
    private readonly files: FilesService,
    private readonly carriers: Carriers,
  ) {}

  /** labelMrpPackage: a Packed package gets its tracking number and label from its carrier. */
  label(auth: AuthContext, manufactureId: string, ref: string): Promise<PackageRow> {
    return this.db.transaction(async (tx) => {
      const pkg = await this.packing.lockAt(tx, manufactureId, ref);
      if (pkg.status !== 'Packed') throw PackageState(pkg.code, pkg.status, 'labelled');
      if (pkg.trackingNumber) return pkg;
      if (pkg.shipBySeller) throw ShipBySeller(pkg.code);
      const seller = await this.users.findById(pkg.sellerId, tx);
      if (seller?.enableCheckDimension && (!pkg.realWeight || !pkg.realWidth || !pkg.realHeight || !pkg.realLength))
        throw MeasuresRequired('weight', 'This seller checks dimensions: weigh and measure the package before labelling it.');
      const order = await this.orders.findById(pkg.orderId, tx);
      if (!order) throw NotFound('Order');
      const method = pkg.shippingMethodId ? await this.methods.find(pkg.shippingMethodId, tx) : null;
      const [factory] = await this.factories.byIds([manufactureId], tx);
      const customs = pkg.international ? await this.customsOf(pkg, tx) : [];
      const label = await this.carriers.for(method?.carrier).label(tx, {
        packageCode: pkg.code,
        orderNumber: pkg.orderNumber,
        method: method ? { id: method._id, name: method.name, carrier: method.carrier ?? null } : null,
        shipTo: addressLines(order.shippingAddress),
        from: [factory?.name, factory?.address].filter((l): l is string => !!l),
        country: order.shippingAddress.country,
        weight: pkg.realWeight ?? pkg.declaredWeight,
        international: pkg.international,
        customs,
      });
      const stored = await this.documents.publish(label.pdf, `label-${pkg.code}`);
      return this.shipping.setLabel(tx, auth, pkg, label, stored.key);
    });
  }

  /** Customs lines: each order line in the package with its preset's HTS code and value of goods. */
  private async customsOf(pkg: PackageRow, tx: DbOrTx) {
    const units = await this.manufacturing.packablesByIds(await this.packing.unitIdsOf(pkg.id, tx), tx);
    const { presets } = await this.presets.productionInfoOf([...new Set(units.map((u) => u.presetId))], tx);
    const presetOf = new Map(presets.map((p) => [p.id, p]));
    const lines = new Map<string, { description: string; htsCode: string | null; value: string; quantity: number }>();
    for (const u of units) {
      const p = presetOf.get(u.presetId);
      const line = lines.get(u.variantId) ?? {
        description: `${u.productName} ${u.variantTitle}`.trim(),
        htsCode: p?.htsCode ?? null,
        value: p?.valueOfGoods ?? '0.00',
        quantity: 0,
      };
      line.quantity++;
      lines.set(u.variantId, line);
    }
    return [...lines.values()];
  }

  /**
   * printMrpPackage: one PDF per package, its packing slip then its label (ours, or the seller's
   * stamped with the order code); a Packed package we ship without a label gets one from its
   * carrier first (one action at the bench). Answers its signed URL.
   */
  async print(auth: AuthContext, manufactureId: string, ref: string, url: UrlContext): Promise<{ url: string; pages: number }> {
    let pkg = await this.packing.get(manufactureId, ref);
    if (pkg.status === 'Processing' || pkg.status === 'Cancelled') throw PackageState(pkg.code, pkg.status, 'printed');
    if (pkg.status === 'Packed' && !pkg.trackingNumber && !pkg.shipBySeller) pkg = await this.label(auth, manufactureId, pkg.id);
    const slip = await this.slipOf(pkg);
    const parts: Uint8Array[] = [slip];
    if (pkg.labelKey) parts.push(await this.documents.read(pkg.labelKey));
    else if (pkg.sellerLabelFileId) parts.push(await this.documents.stamp(await this.files.bytesOf(pkg.sellerLabelFileId), `#${pkg.orderNumber} ${pkg.code}`));
    const merged = await this.documents.merge(parts);
    const stored = await this.documents.publish(merged, `package-${pkg.code}`, url);
    await this.packing.setSlip(pkg.id, stored.key);
    return { url: stored.url, pages: await this.pagesOf(merged) };
  }

  private async pagesOf(pdf: Buffer): Promise<number> {
    return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  }

  /** The packing slip of a package: order, ship-to, its units with pictures, the package's Code 128. */
  private async slipOf(pkg: PackageRow): Promise<Buffer> {
    const order = await this.orders.findById(pkg.orderId);
    if (!order) throw NotFound('Order');
    const units = await this.manufacturing.packablesByIds(await this.packing.unitIdsOf(pkg.id));
    const items = await this.orders.itemsOf([pkg.orderId]);
    const skuOf = new Map(items.map((i) => [i.id, i.sku]));
    const seller = await this.users.findById(pkg.sellerId);
    const lines = new Map<string, { sku: string; name: string; quantity: number; image: Buffer | null; fileId: string | null }>();
    for (const u of units) {
      const line = lines.get(u.orderItemId) ?? {
        sku: skuOf.get(u.orderItemId) ?? '',
        name: `${u.productName} ${u.variantTitle}`.trim(),
        quantity: 0,
        image: null,
        fileId: seller?.disableDesignProduction ? null : (u.printFiles[0]?.file_id ?? null),
      };
      line.quantity++;
      lines.set(u.orderItemId, line);
    }
    await Promise.all(
      [...lines.values()].map(async (l) => {
        if (l.fileId) l.image = await this.files.bytesOf(l.fileId).catch(() => null);
      }),
    );
    return this.documents.packingSlip({
      number: `#${pkg.orderNumber}`,
      date: order.createdAt,
      shipTo: addressLines(order.shippingAddress),
      items: [...lines.values()].map(({ sku, name, quantity, image }) => ({ sku, name, quantity, image })),
      barcode: pkg.code,
      note: `${pkg.code}${pkg.binNumber ? ` · bin ${pkg.binNumber}` : ''}`,
    });
  }

  /** The carrier's hand-over manifest (CSV) of the factory's labelled packages not picked up yet. */
  async manifest(manufactureId: string): Promise<{ filename: string; csv: string; count: number }> {
    const rows = await this.packing.awaitingPickup(manufactureId);
    const orders = new Map<string, Address>();
    for (const r of rows) if (!orders.has(r.orderId)) orders.set(r.orderId, (await this.orders.findById(r.orderId))!.shippingAddress);
    const methodNames = new Map<string, string>();
    for (const id of new Set(rows.map((r) => r.shippingMethodId).filter((m): m is string => !!m)))
      methodNames.set(id, (await this.methods.find(id))?.name ?? '');
    const lines: ManifestLine[] = rows.map((r) => {
      const a = orders.get(r.orderId)!;
      return {
        trackingNumber: r.trackingNumber!,
        packageCode: r.code,
        orderNumber: r.orderNumber,
        method: r.shippingMethodId ? (methodNames.get(r.shippingMethodId) ?? '') : '',
        weight: r.realWeight ?? r.declaredWeight,
        name: a.name,
        city: a.city,
        zip: a.zip ?? '',
        country: a.country.toUpperCase(),
      };
    });
    const day = new Date().toISOString().slice(0, 10);
    return { filename: `manifest-${day}.csv`, csv: this.carriers.for(null).manifest(lines), count: lines.length };
  }
}
