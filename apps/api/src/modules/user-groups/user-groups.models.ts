import { Field, ID, ObjectType } from '@nestjs/graphql';
import { ModulePermissionModel } from '../users/users.models';
import type { UserGroupRow } from './user-groups.repository';
import { fieldsOf } from '../../platform/common/fields';

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
    ...fieldsOf(row, ['name', 'status', 'role', 'parentId', 'isDefault', 'createdAt', 'updatedAt']),
    permission: row.permission ?? [],
  };
}
