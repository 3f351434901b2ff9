import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ModulePermissionModel } from '../users/user.model';
import type { UserGroupRow } from './user-groups.repository';

@ObjectType('UserGroup')
export class UserGroupModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  @Field() status: string;
  @Field({ nullable: true }) role?: string;
  @Field({ nullable: true }) parent_id?: string;
  @Field() is_default: boolean;
  @Field(() => [ModulePermissionModel]) permission: ModulePermissionModel[];
  @Field() created_at: Date;
  @Field() updated_at: Date;
}

export function toUserGroupModel(row: UserGroupRow): UserGroupModel {
  return {
    _id: row.id,
    name: row.name,
    status: row.status,
    role: row.role ?? undefined,
    parent_id: row.parentId ?? undefined,
    is_default: row.isDefault,
    permission: row.permission ?? [],
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}
