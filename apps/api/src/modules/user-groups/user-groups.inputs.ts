import { Field, InputType } from '@nestjs/graphql';
import { ModulePermissionInput } from '../users/user-admin.inputs';

/** makeUserGroup params, checked by `makeUserGroupInput` (packages/shared/src/inputs/groups.ts). */
@InputType()
export class MakeUserGroupParams {
  @Field({ nullable: true }) name?: string;
  /** Active or Inactive. */
  @Field({ nullable: true }) status?: string;
  @Field(() => [ModulePermissionInput], { nullable: true }) permission?: ModulePermissionInput[];
  @Field({ nullable: true }) role?: string;
}
