import { Injectable } from '@nestjs/common';
import { SHIPMENT_STATUSES, SHIPPED_PACKAGE_STATUSES, type PackageLabelImportRow, type PackageStatus, type PackageTrackingInput } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { isStaff, owns } from '../../platform/auth/ownership';
import { NotFound } from '../../platform/common/errors';
import type { Tx } from '../../platform/db/database';
import { EventsService } from '../../platform/events/events.service';
import { TimelineService } from '../../platform/timeline/timeline.service';
import { OrderProgressService } from '../orders/order-progress';
import type { CarrierLabel } from './carriers/carrier';
import { PackageState, UnknownTracking } from './packing.errors';
import { packageMachine } from './packing.machine';
import { PackingRepository, type PackageRow } from './packing.repository';
import { PackingService } from './packing.service';

/**
 * A Packed package's way out: its label (the carrier's, or the seller's own tracking number and
 * label), the hand-over (Picked Up), then its shipment's moves to Delivered or an Exception. Each
 * move is recorded (package.labelled, package.picked_up) and its order follows all its parts.
 */
@Injectable()
export class PackageShippingService {
  constructor(
    private readonly repo: PackingRepository,
    private readonly packing: PackingService,
    private readonly events: EventsService,
    private readonly timeline: TimelineService,
    private readonly progress: OrderProgressService,
  ) {}

  /** The carrier's label is stored (`labelKey`): the package carries its tracking number (records package.labelled). */
  async setLabel(tx: Tx, auth: AuthContext, pkg: PackageRow, label: Omit<CarrierLabel, 'pdf'>, labelKey: string): Promise<PackageRow> {
    const { carrier, carrierName, trackingNumber } = label;
    const labelled = await this.repo.update(pkg.id, { carrier, carrierName, trackingNumber, labelKey, labelledAt: new Date() }, tx);
    await this.labelled(tx, labelled);
    await this.timeline.note(tx, {
      entity: 'package',
      entityId: pkg.id,
      state: pkg.status,
      actorId: auth.user.id,
      text: { code: 'package_labelled', params: { tracking: trackingNumber } },
    });
    return labelled;
  }

  private labelled(tx: Tx, pkg: PackageRow) {
    return this.events.record(tx, 'package.labelled', {
      packageId: pkg.id,
      orderId: pkg.orderId,
      sellerId: pkg.sellerId,
      manufactureId: pkg.manufactureId,
      trackingNumber: pkg.trackingNumber!,
      carrier: pkg.carrierName ?? pkg.carrier ?? 'own',
      shippingMethodId: pkg.shippingMethodId,
      international: pkg.international,
    });
  }

  /** scanPackageTracking: the label scanned at hand-over; the package is Picked Up (the same scan twice changes nothing). */
  async scanTracking(auth: AuthContext, tracking: string): Promise<PackageRow> {
    const found = await this.repo.byTracking(tracking, undefined, false);
    if (!found || !(await this.packing.worksAt(auth, found.manufactureId))) throw UnknownTracking();
    return this.repo.transaction(async (tx) => {
      const pkg = await this.repo.byTracking(tracking, tx);
      if (!pkg) throw UnknownTracking();
      if (pkg.status !== 'Packed') {
        if (SHIPPED_PACKAGE_STATUSES.includes(pkg.status as PackageStatus)) return pkg;
        throw PackageState(pkg.code, pkg.status, 'handed over');
      }
      return this.pickUp(tx, auth, pkg);
    });
  }

  private async pickUp(tx: Tx, auth: AuthContext | null, pkg: PackageRow): Promise<PackageRow> {
    await packageMachine.fire(tx, { entityId: pkg.id, from: pkg.status as PackageStatus, transition: 'pick_up', actor: auth });
    const moved = await this.repo.update(pkg.id, { status: 'Picked Up', pickedUpAt: new Date() }, tx);
    await this.events.record(tx, 'package.picked_up', { packageId: pkg.id, orderId: pkg.orderId, trackingNumber: pkg.trackingNumber! });
    await this.follow(tx, pkg);
    return moved;
  }

  /** setMrpPackageTracking: the seller ships it (ship_by_seller) and gives the carrier's number; it counts as Picked Up. */
  async setTracking(auth: AuthContext, input: PackageTrackingInput): Promise<PackageRow> {
    const found = await this.repo.find(input._id);
    if (!found || !owns(auth, found.sellerId)) throw NotFound('Package');
    if (isStaff(auth) && !(await this.packing.worksAt(auth, found.manufactureId))) throw NotFound('Package');
    return this.repo.transaction(async (tx) => {
      const pkg = await this.repo.lock(found.id, tx);
      if (!pkg) throw NotFound('Package');
      if (!pkg.shipBySeller) throw PackageState(pkg.code, 'labelled by us', 'given a seller tracking number');
      if (pkg.status !== 'Packed' || pkg.trackingNumber) throw PackageState(pkg.code, pkg.status, 'given a tracking number');
      const labelled = await this.repo.update(
        pkg.id,
        { carrier: 'seller', carrierName: input.carrier, trackingNumber: input.tracking_number, labelledAt: new Date() },
        tx,
      );
      await this.labelled(tx, labelled);
      return this.pickUp(tx, auth, labelled);
    });
  }

  /** The seller-label import's row: the order's package gets the seller's tracking number and label PDF (a file the flow checked the seller may use). */
  async attachSellerLabel(auth: AuthContext, row: PackageLabelImportRow, tx: Tx): Promise<string> {
    const pkg = (await this.repo.ofOrderNumber(row.order_number, tx)).find(
      (k) => owns(auth, k.sellerId) && (k.status === 'Processing' || k.status === 'Packed') && !k.trackingNumber,
    );
    if (!pkg) throw NotFound('Package');
    const labelled = await this.repo.update(
      pkg.id,
      {
        carrier: 'seller',
        carrierName: row.carrier ?? 'Seller label',
        trackingNumber: row.tracking_number,
        sellerLabelFileId: row.label_file_id,
        labelledAt: new Date(),
      },
      tx,
    );
    await this.labelled(tx, labelled);
    return pkg.id;
  }

  /** Packages waiting for a seller label, by order number (the import's check). */
  ofOrderNumber(orderNumber: number): Promise<PackageRow[]> {
    return this.repo.ofOrderNumber(orderNumber);
  }

  /** A shipment moved (shipments' event): the package follows, then its order. */
  async shipmentMoved(tx: Tx, packageId: string, to: string): Promise<void> {
    const pkg = await this.repo.lock(packageId, tx);
    if (!pkg || pkg.status === 'Cancelled') return;
    const tracking = (SHIPMENT_STATUSES as readonly string[]).includes(to) ? to : 'Other';
    let status = pkg.status as PackageStatus;
    const fire = async (transition: 'deliver' | 'exception' | 'recover' | 'pick_up') => {
      status = await packageMachine.fire(tx, { entityId: pkg.id, from: status, transition, actor: null });
    };
    if (to === 'Delivered' && status !== 'Delivered') await fire('deliver');
    else if ((to === 'Failed' || to === 'Exception') && (status === 'Packed' || status === 'Picked Up')) await fire('exception');
    else if (status === 'Packed' && ['Picked Up', 'Processed', 'In Transit', 'Out For Delivery', 'Delivery Attempt'].includes(to)) await fire('pick_up');
    else if (status === 'Exception' && ['Picked Up', 'Processed', 'In Transit', 'Out For Delivery', 'Delivery Attempt'].includes(to)) await fire('recover');
    await this.repo.update(
      pkg.id,
      {
        status,
        trackingStatus: tracking,
        ...(status === 'Delivered' && !pkg.deliveredAt && { deliveredAt: new Date() }),
        ...(status === 'Picked Up' && !pkg.pickedUpAt && { pickedUpAt: new Date() }),
      },
      tx,
    );
    if (status !== pkg.status) await this.follow(tx, pkg);
  }

  /** A package moved: its order follows all of its parts (packages, provider lines, ...). */
  private follow(tx: Tx, pkg: Pick<PackageRow, 'orderId' | 'code'>): Promise<void> {
    return this.progress.follow(tx, pkg.orderId, { kind: 'package', code: pkg.code });
  }
}
