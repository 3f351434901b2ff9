import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { DESIGN_STATUSES, type DesignImage, type DesignPrint } from '@pod/shared';
import { countersType } from '../../platform/common/graphql/counters';
import { FileModel } from '../files/files.models';
import { UserRefModel } from '../users/users.models';
import type { MockupDesignRow, MockupDesignTagRow } from './designs.repository';
import { fieldsOf } from '../../platform/common/fields';

@ObjectType('MockupDesignTag')
export class MockupDesignTagModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
}

export const toTagModel = (t: MockupDesignTagRow): MockupDesignTagModel => ({ _id: t.id, name: t.name });

/** Where the artwork lands (absent when 0 or empty): on a mockup image, or inside its print area. */
@ObjectType({ isAbstract: true })
abstract class DesignPrintPlacement {
  @Field(() => Float, { nullable: true }) print_x?: number;
  @Field(() => Float, { nullable: true }) print_y?: number;
  @Field(() => Float, { nullable: true }) print_width?: number;
  @Field(() => Float, { nullable: true }) print_height?: number;
  @Field(() => Float, { nullable: true }) print_rotate?: number;
  @Field(() => Float, { nullable: true }) print_knew_x?: number;
  @Field(() => Float, { nullable: true }) print_knew_y?: number;
}

/** The artwork's placement inside the print area, its scale and crop. */
@ObjectType('MockupDesignImageSettings')
export class MockupDesignImageSettingsModel extends DesignPrintPlacement {
  @Field(() => Float, { nullable: true }) print_scale_x?: number;
  @Field(() => Float, { nullable: true }) print_scale_y?: number;
  @Field(() => Float, { nullable: true }) print_crop_x?: number;
  @Field(() => Float, { nullable: true }) print_crop_y?: number;
  @Field(() => Float, { nullable: true }) print_crop_width?: number;
  @Field(() => Float, { nullable: true }) print_crop_height?: number;
}

/** A mockup image the design is printed on, and where (in the design's canvas units). */
@ObjectType('MockupDesignImage')
export class MockupDesignImageModel extends DesignPrintPlacement {
  @Field({ nullable: true }) type?: string;
  @Field() name: string;
  /** The mockup photo's file id. */
  @Field(() => ID, { nullable: true }) image?: string;
  @Field({ nullable: true }) print_fit?: string;
  @Field(() => MockupDesignImageSettingsModel, { nullable: true }) settings?: MockupDesignImageSettingsModel;
}

@ObjectType('MockupDesignPrintFile')
export class MockupDesignPrintFileModel {
  @Field({ nullable: true }) type?: string;
  @Field(() => ID, { nullable: true }) image?: string;
}

@ObjectType('MockupDesignPrint')
export class MockupDesignPrintModel {
  @Field() name: string;
  @Field(() => [MockupDesignPrintFileModel]) prints: MockupDesignPrintFileModel[];
}

@ObjectType('MockupDesign')
export class MockupDesignModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  @Field() status: string;
  @Field(() => Float) width: number;
  @Field(() => Float) height: number;
  /** The artwork's file id; `image` resolves the file. */
  @Field(() => ID, { nullable: true }) image_id?: string | null;
  @Field(() => FileModel, { nullable: true }) image?: FileModel | null;
  @Field(() => [MockupDesignImageModel]) images: DesignImage[];
  @Field(() => [MockupDesignPrintModel]) prints: DesignPrint[];
  @Field(() => [MockupDesignTagModel]) tags?: MockupDesignTagModel[];
  /** The owner. */
  @Field(() => UserRefModel, { nullable: true }) user?: UserRefModel | null;
  @Field(() => UserRefModel, { nullable: true }) created_by?: UserRefModel | null;
  @Field() created_at: Date;
  @Field() updated_at: Date;
  owner_id: string;
  created_by_id: string | null;
  /** Per image, its preview's render hash (resolved by `previews`). */
  preview_renders: Array<string | null>;
}

export function toDesignModel(row: MockupDesignRow): MockupDesignModel {
  return {
    _id: row.id,
    ...fieldsOf(row, ['name', 'status', 'images', 'prints', 'ownerId', 'createdAt', 'updatedAt', 'previewRenders']),
    width: Number(row.width),
    height: Number(row.height),
    image_id: row.imageFileId,
    created_by_id: row.createdBy,
  };
}

/** Designs per status tab for the same filters. */
export const MockupCounterModel = countersType('MockupCounter', ['all', ...DESIGN_STATUSES]);
export type MockupCounterModel = InstanceType<typeof MockupCounterModel>;
