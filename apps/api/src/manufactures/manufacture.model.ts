import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { ManufactureRow } from './manufactures.repository';

@ObjectType('Manufacture')
export class ManufactureModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  @Field({ nullable: true }) address?: string;
  @Field() status: string;
  @Field() created_at: Date;
}

export function toManufactureModel(row: ManufactureRow): ManufactureModel {
  return { _id: row.id, name: row.name, address: row.address ?? undefined, status: row.status, created_at: row.createdAt };
}
