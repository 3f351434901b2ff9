import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { fieldsOf } from '../../platform/common/fields';
import type { MrpBatchRow } from './manufacturing-batches.repository';

/** Productions of a batch at one status (the batch's progress, counted from the productions). */
@ObjectType('MrpBatchProgress')
export class MrpBatchProgressModel {
  @Field() status: string;
  @Field(() => Int) count: number;
}

@ObjectType('MrpBatch')
export class MrpBatchModel {
  @Field(() => ID) _id: string;
  @Field() code: string;
  @Field() manufacture_id: string;
  @Field() status: string;
  @Field({ nullable: true }) print_method?: string;
  @Field({ nullable: true }) product_type?: string;
  /** The product type's name (resolved for the page in one query). */
  @Field(() => String, { nullable: true }) product_type_name?: string | null;
  @Field({ nullable: true }) colour?: string;
  /** Made by the batching rules at a cut-off, not by hand. */
  @Field() auto: boolean;
  @Field(() => Int) product_count: number;
  @Field({ nullable: true }) note?: string;
  @Field({ nullable: true }) cutoff_at?: Date;
  @Field() created_at: Date;
  @Field() updated_at: Date;
  /** Productions per status, counted from the productions (resolved for the page in one query). */
  @Field(() => [MrpBatchProgressModel]) progress?: MrpBatchProgressModel[];
}

export function toMrpBatchModel(row: MrpBatchRow): MrpBatchModel {
  return {
    _id: row.id,
    ...fieldsOf(row, [
      'code',
      'manufactureId',
      'status',
      'printMethod',
      'productType',
      'colour',
      'auto',
      'productCount',
      'note',
      'cutoffAt',
      'createdAt',
      'updatedAt',
    ]),
  };
}

/** A document made for a batch (labels PDF, export zip): where to download it. */
@ObjectType('MrpBatchFile')
export class MrpBatchFileModel {
  @Field() url: string;
  @Field(() => Int) size: number;
}

@ObjectType('GangSheetFile')
export class GangSheetFileModel {
  @Field() url: string;
  @Field(() => Int) width_px: number;
  @Field(() => Int) length_px: number;
}

/** A DTF batch's gang sheets: the PNGs, the pick list, and the roll used against the prints' own area. */
@ObjectType('GangSheet')
export class GangSheetModel {
  @Field(() => [GangSheetFileModel]) sheets: GangSheetFileModel[];
  @Field(() => Int) dpi: number;
  @Field() pick_list_url: string;
  /** Sum of the trimmed prints' areas, px². */
  @Field(() => Float) piece_area: number;
  /** Roll used (width × length of every sheet), px². */
  @Field(() => Float) sheet_area: number;
  /** piece_area / sheet_area. */
  @Field(() => Float) area_used: number;
}
