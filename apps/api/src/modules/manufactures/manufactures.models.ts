import { Field, ID, ObjectType } from '@nestjs/graphql';
import { UserRefModel } from '../users/users.models';
import type { ManufactureRow } from './manufactures.repository';
import { fieldsOf } from '../../platform/common/fields';

/** The stations a manufacture runs; the per-manufacture menu follows them. */
@ObjectType('ManufactureStations')
export class ManufactureStationsModel {
  @Field() cutting: boolean;
  @Field() printing: boolean;
  @Field() sewing: boolean;
  @Field() packing: boolean;
}

@ObjectType('Manufacture')
export class ManufactureModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  @Field({ nullable: true }) address?: string;
  @Field() status: string;
  @Field(() => ManufactureStationsModel) stations: ManufactureStationsModel;
  /** mon … sun. */
  @Field(() => [String]) working_days: string[];
  /** The IANA zone its days and cut-offs are counted in. */
  @Field() time_zone: string;
  /** Product types or presets made here (free references for now). */
  @Field(() => [String]) product_types: string[];
  /** Users with a factory role (quality control included) who work here (resolved per request in one query). */
  @Field(() => [UserRefModel]) workers?: UserRefModel[];
  @Field() created_at: Date;
  @Field() updated_at: Date;
}

export function toManufactureModel(row: ManufactureRow): ManufactureModel {
  const s = row.stations;
  return {
    _id: row.id,
    ...fieldsOf(row, ['name', 'address', 'status', 'workingDays', 'timeZone', 'productTypes', 'createdAt', 'updatedAt']),
    stations: { cutting: !!s.cutting, printing: !!s.printing, sewing: !!s.sewing, packing: !!s.packing },
  };
}
