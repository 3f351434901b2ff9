import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { fieldsOf } from '../../platform/common/fields';
import type { ProductionErrorCodeRow } from './manufacturing.repository';

@ObjectType('MrpPrintFile')
export class MrpPrintFileModel {
  @Field() side: string;
  /** Null when designs are hidden from the caller (hide_production) or the seller (disable_design_production). */
  @Field(() => String, { nullable: true }) url: string | null;
  @Field(() => String, { nullable: true }) thumbnail_url: string | null;
}

@ObjectType('MrpProductError')
export class MrpProductErrorModel {
  @Field(() => Int) code: number;
  @Field() step: string;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field() created_at: Date;
  @Field(() => Date, { nullable: true }) resolved_at: Date | null;
}

@ObjectType('MrpProductStep')
export class MrpProductStepModel {
  @Field() from: string;
  @Field() to: string;
  @Field(() => String, { nullable: true }) station: string | null;
  @Field(() => String, { nullable: true }) worker_name: string | null;
  @Field() scanned_at: Date;
}

/** One production as the productions list, the station screen and a scan answer show it. */
@ObjectType('MrpProduct')
export class MrpProductModel {
  @Field(() => ID) _id: string;
  @Field() code: string;
  @Field() status: string;
  @Field(() => [String]) route: string[];
  @Field(() => ID) order_id: string;
  @Field(() => Int) order_number: number;
  @Field(() => ID) order_item_id: string;
  @Field(() => Int) unit_index: number;
  @Field(() => ID) seller_id: string;
  @Field(() => String, { nullable: true }) seller_name: string | null;
  @Field(() => ID) manufacture_id: string;
  @Field(() => String, { nullable: true }) batch_id: string | null;
  @Field(() => ID) preset_id: string;
  @Field() product_name: string;
  @Field() variant_title: string;
  @Field(() => String, { nullable: true }) print_method: string | null;
  @Field(() => [MrpPrintFileModel]) print_files: MrpPrintFileModel[];
  @Field(() => String, { nullable: true }) image: string | null;
  @Field(() => [MrpProductErrorModel]) errors: MrpProductErrorModel[];
  @Field(() => Int) priority: number;
  @Field() ship_by: Date;
  @Field() late: boolean;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field(() => String, { nullable: true }) reproduction_of: string | null;
  @Field() source: string;
  @Field(() => [MrpProductStepModel]) steps: MrpProductStepModel[];
  @Field() created_at: Date;
  @Field() updated_at: Date;
}

@ObjectType('MrpProductPage')
export class MrpProductPageModel {
  @Field(() => [MrpProductModel]) items: MrpProductModel[];
  @Field(() => Int) total: number;
}

@ObjectType('MrpScanResult')
export class MrpScanResultModel {
  @Field(() => MrpProductModel) product: MrpProductModel;
  @Field() changed: boolean;
  @Field() from: string;
  @Field() to: string;
  /** Why nothing changed: `already_scanned` (the same scan again) or `at_end` (it waits at Packing). */
  @Field(() => String, { nullable: true }) reason: string | null;
}

@ObjectType('MrpCounter')
export class MrpCounterModel {
  @Field() status: string;
  @Field(() => Int) count: number;
}

@ObjectType('MrpCountersChange')
export class MrpCountersChangeModel {
  @Field(() => ID) manufacture_id: string;
  @Field(() => [MrpCounterModel]) counters: MrpCounterModel[];
}

@ObjectType('MrpErrorCode')
export class MrpErrorCodeModel {
  @Field(() => Int) code: number;
  @Field() step: string;
  /** The web's translation key (`manufacturing.errors.<key>`); `label` is root's own name for it. */
  @Field() key: string;
  @Field(() => String, { nullable: true }) label: string | null;
  @Field() redo: string;
  @Field() reproduce: boolean;
  @Field() active: boolean;
}

export const toErrorCodeModel = (r: ProductionErrorCodeRow): MrpErrorCodeModel =>
  fieldsOf(r, ['code', 'step', 'key', 'label', 'redo', 'reproduce', 'active']) as MrpErrorCodeModel;
