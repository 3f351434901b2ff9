import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { fieldsOf } from '../../platform/common/fields';
import { MrpProductModel } from '../manufacturing/manufacturing.models';
import type { PackageRow } from './packing.repository';

/** One box package as Box Packages, the packing station and an order's page show it. */
@ObjectType('MrpPackage')
export class PackageModel {
  @Field(() => ID) _id: string;
  @Field() code: string;
  @Field() status: string;
  @Field(() => ID) order_id: string;
  @Field(() => Int) order_number: number;
  @Field(() => ID) seller_id: string;
  @Field(() => ID) manufacture_id: string;
  @Field(() => ID, { nullable: true }) shipping_method_id?: string | null;
  @Field() source: string;
  @Field() tracking_status: string;
  /** The put-wall bin it fills while Processing (kept afterwards to show where it was). */
  @Field(() => Int, { nullable: true }) bin_number?: number | null;
  @Field(() => Int) units_total: number;
  @Field(() => Int) units_packed: number;
  @Field() ship_by_seller: boolean;
  @Field() international: boolean;
  @Field(() => Int) declared_weight: number;
  @Field(() => Int, { nullable: true }) declared_width?: number | null;
  @Field(() => Int, { nullable: true }) declared_height?: number | null;
  @Field(() => Int, { nullable: true }) declared_length?: number | null;
  @Field(() => Int, { nullable: true }) real_weight?: number | null;
  @Field(() => Int, { nullable: true }) real_width?: number | null;
  @Field(() => Int, { nullable: true }) real_height?: number | null;
  @Field(() => Int, { nullable: true }) real_length?: number | null;
  /** From the shipping method's cost table (the logistics cost function), exact decimal. */
  @Field(() => String, { nullable: true }) estimated_cost?: string | null;
  @Field(() => String, { nullable: true }) real_cost?: string | null;
  @Field(() => String, { nullable: true }) carrier?: string | null;
  @Field(() => String, { nullable: true }) carrier_name?: string | null;
  @Field(() => String, { nullable: true }) tracking_number?: string | null;
  @Field() has_label: boolean;
  @Field() has_slip: boolean;
  @Field(() => Date, { nullable: true }) packed_at?: Date | null;
  @Field(() => Date, { nullable: true }) labelled_at?: Date | null;
  @Field(() => Date, { nullable: true }) picked_up_at?: Date | null;
  @Field(() => Date, { nullable: true }) delivered_at?: Date | null;
  @Field(() => Date, { nullable: true }) cancelled_at?: Date | null;
  @Field() created_at: Date;
  @Field() updated_at: Date;
  /** The ids of its units (the productions), packed first first. */
  @Field(() => [ID]) production_ids: string[];
  @Field(() => [MrpProductModel]) productions?: MrpProductModel[];
}

@ObjectType('MrpPackagePage')
export class PackagePageModel {
  @Field(() => [PackageModel]) items: PackageModel[];
  @Field(() => Int) total: number;
}

@ObjectType('MrpPackageCount')
export class PackageCountModel {
  /** A status, a shipping method id ('' for none) or a tracking status. */
  @Field() key: string;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => Int) count: number;
}

/** The tabs' counts: by status (All first), by shipping method and by tracking status. */
@ObjectType('MrpPackageCounters')
export class PackageCountersModel {
  @Field(() => [PackageCountModel]) statuses: PackageCountModel[];
  @Field(() => [PackageCountModel]) shipping: PackageCountModel[];
  @Field(() => [PackageCountModel]) tracking: PackageCountModel[];
}

/** A unit scanned at the packing station: where it goes and how far its order's bin is. */
@ObjectType('MrpPackScan')
export class PackScanModel {
  @Field(() => PackageModel) package: PackageModel;
  @Field(() => Int, { nullable: true }) bin_number: number | null;
  @Field(() => Int) packed: number;
  @Field(() => Int) total: number;
  @Field() complete: boolean;
  @Field() changed: boolean;
  /** Why nothing changed (`already_packed`), or null. */
  @Field(() => String, { nullable: true }) reason: string | null;
}

/** A printable document: its signed URL. */
@ObjectType('MrpPackageDocument')
export class PackageDocumentModel {
  @Field() url: string;
  @Field(() => Int) pages: number;
}

/** The hand-over manifest of a carrier (CSV). */
@ObjectType('MrpPackageManifest')
export class PackageManifestModel {
  @Field() filename: string;
  @Field() csv: string;
  @Field(() => Int) count: number;
}

export function toPackageModel(r: PackageRow, productionIds: readonly string[]): PackageModel {
  return {
    ...fieldsOf(r, [
      'code',
      'status',
      'orderId',
      'orderNumber',
      'sellerId',
      'manufactureId',
      'shippingMethodId',
      'source',
      'trackingStatus',
      'binNumber',
      'unitsTotal',
      'shipBySeller',
      'international',
      'declaredWeight',
      'declaredWidth',
      'declaredHeight',
      'declaredLength',
      'realWeight',
      'realWidth',
      'realHeight',
      'realLength',
      'estimatedCost',
      'realCost',
      'carrier',
      'carrierName',
      'trackingNumber',
      'packedAt',
      'labelledAt',
      'pickedUpAt',
      'deliveredAt',
      'cancelledAt',
      'createdAt',
      'updatedAt',
    ]),
    _id: r.id,
    units_packed: productionIds.length,
    has_label: !!(r.labelKey || r.sellerLabelFileId),
    has_slip: !!r.slipKey,
    production_ids: [...productionIds],
  };
}
