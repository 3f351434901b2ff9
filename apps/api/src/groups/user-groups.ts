import { Inject, Injectable } from '@nestjs/common';
import { Args, Context, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { GROUP_STATUSES, hasPermission, MAX_PAGE_SIZE, PAGE_SIZE, ROLES, TEXT_LIMITS, type ModulePermission } from '@pod/shared';
import { Access, Can } from '../auth/access';
import type { GqlContext } from '../auth/access.guard';
import type { AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { BadField, ConflictField, FieldErrors, Forbidden, NotFound } from '../common/errors';
import { isId, newId } from '../common/ids';
import { PageArgs, resolvePaging, setTotal, type Paging } from '../common/paging';
import { DB, type Db } from '../db/database';
import { userGroups, users, type UserGroupRow } from '../db/schema';
import { UserEventsService } from '../realtime/user-events.service';
import { ModulePermissionInput } from '../users/user-admin.inputs';
import { newGrantsBeyond, parsePermissionInput } from '../users/users-admin.service';
import { likePattern } from '../users/users-admin.repository';
import { ModulePermissionModel } from '../users/user.model';

/** Cap for get_all: the group picker lists every group, but never an unbounded number. */
const GET_ALL_CAP = 1000;

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

@InputType()
export class MakeUserGroupParams {
  @Field({ nullable: true }) name?: string;
  /** Active or Inactive. */
  @Field({ nullable: true }) status?: string;
  @Field(() => [ModulePermissionInput], { nullable: true }) permission?: ModulePermissionInput[];
  @Field({ nullable: true }) role?: string;
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

@Injectable()
export class UserGroupsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly events: UserEventsService,
  ) {}

  /** Members re-read their permissions when the group's matrix, status or existence changes. */
  private async tellMembers(groupIds: readonly string[]): Promise<void> {
    if (groupIds.length === 0) return;
    const members = await this.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.groupId, [...groupIds]));
    await this.events.publishPermissionsChanged(members.map((m) => m.id));
  }

  private where(name?: string | null, status?: string | null): SQL | undefined {
    const errs = new FieldErrors();
    const conditions: SQL[] = [];
    const n = name?.trim();
    if (n) {
      if (n.length > TEXT_LIMITS.name) errs.add('name', 'too_long', `Name must be at most ${TEXT_LIMITS.name} characters.`);
      else conditions.push(sql`lower(${userGroups.name}) like ${likePattern(n)}`);
    }
    if (status && status !== 'All' && status !== 'Opened') {
      if (!(GROUP_STATUSES as readonly string[]).includes(status))
        errs.add('status', 'unknown_value', `Unknown status "${status.slice(0, 50)}". Use Active or Inactive.`);
      else conditions.push(eq(userGroups.status, status));
    }
    errs.throwIfAny();
    return conditions.length ? and(...conditions) : undefined;
  }

  async list(name: string | null | undefined, status: string | null | undefined, paging: Paging | null): Promise<{ items: UserGroupModel[]; total: number }> {
    const where = this.where(name, status);
    const query = this.db.select().from(userGroups).where(where).orderBy(asc(userGroups.name), asc(userGroups.id));
    const [rows, [{ n }]] = await Promise.all([
      paging ? query.limit(paging.perPage).offset(paging.offset) : query.limit(GET_ALL_CAP),
      this.db.select({ n: count() }).from(userGroups).where(where),
    ]);
    return { items: rows.map(toUserGroupModel), total: Number(n) };
  }

  async make(auth: AuthContext, id: string | null | undefined, params: MakeUserGroupParams): Promise<UserGroupModel> {
    const isCreate = !id;
    if (!hasPermission(auth.permissions, 'user_groups', isCreate ? 'add' : 'update')) throw Forbidden();
    let before: UserGroupRow | null = null;
    if (!isCreate) {
      if (!isId(id)) throw BadField('id', 'invalid_id', 'Invalid user group id.');
      [before = null] = await this.db.select().from(userGroups).where(eq(userGroups.id, id)).limit(1);
      if (!before) throw NotFound('User group');
    }
    const p = params ?? {};
    const errs = new FieldErrors();
    const values: Partial<typeof userGroups.$inferInsert> = {};
    if ((p.name !== undefined && p.name !== null) || isCreate) {
      const name = (p.name ?? '').trim();
      if (!name) errs.add('name', 'required', 'Please enter the group name.');
      else if (name.length > TEXT_LIMITS.name) errs.add('name', 'too_long', `Name must be at most ${TEXT_LIMITS.name} characters.`);
      else values.name = name;
    }
    if (p.status !== undefined && p.status !== null) {
      if (!(GROUP_STATUSES as readonly string[]).includes(p.status))
        errs.add('status', 'unknown_value', `Unknown status "${p.status.slice(0, 50)}". Use Active or Inactive.`);
      else values.status = p.status;
    }
    if (p.role !== undefined && p.role !== null && p.role !== '') {
      if (!(ROLES as readonly string[]).includes(p.role)) errs.add('role', 'unknown_value', `Unknown role "${p.role.slice(0, 50)}".`);
      else values.role = p.role;
    }
    const permission: ModulePermission[] | undefined = parsePermissionInput(p.permission, errs);
    if (permission) values.permission = permission;
    errs.throwIfAny();

    // Nobody can grant what they do not hold; re-activating a group grants its whole matrix again.
    const wanted = permission ?? before?.permission ?? [];
    const reactivating = before?.status !== 'Active' && (values.status ?? before?.status ?? 'Active') === 'Active';
    const existing = before && !reactivating ? before.permission : [];
    const excess = newGrantsBeyond(auth, wanted, existing);
    if (excess.length) throw Forbidden(`You cannot grant permissions you do not hold: ${excess.map((e) => `${e.module}:${e.action}`).join(', ')}.`);

    if (values.name && values.name.toLowerCase() !== before?.name.toLowerCase()) {
      const [dup] = await this.db
        .select({ id: userGroups.id })
        .from(userGroups)
        .where(eq(sql`lower(${userGroups.name})`, values.name.toLowerCase()))
        .limit(1);
      if (dup && dup.id !== before?.id) throw ConflictField('name', 'name_taken', 'A user group with this name already exists.');
    }
    if (before) {
      if (Object.keys(values).length === 0) return toUserGroupModel(before);
      const [row] = await this.db
        .update(userGroups)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(userGroups.id, before.id))
        .returning();
      if (row.status !== before.status || JSON.stringify(row.permission) !== JSON.stringify(before.permission)) await this.tellMembers([row.id]);
      return toUserGroupModel(row);
    }
    const [row] = await this.db
      .insert(userGroups)
      .values({ id: newId(), name: values.name!, status: values.status ?? 'Active', role: values.role ?? null, permission: values.permission ?? [] })
      .returning();
    return toUserGroupModel(row);
  }

  /** Deletes groups; their members simply leave the group (foreign key sets null) in the same statement. */
  async trash(ids: string[]): Promise<number> {
    if (!ids || ids.length === 0 || ids.length > 500)
      throw BadField('delete_ids', ids?.length ? 'too_many' : 'required', 'Give between 1 and 500 user group ids.');
    if (!ids.every(isId)) throw BadField('delete_ids', 'invalid_id', 'Invalid user group id.');
    const unique = [...new Set(ids)];
    // Read the members first: the delete sets their group to null.
    const members = await this.db.select({ id: users.id }).from(users).where(inArray(users.groupId, unique));
    const rows = await this.db.delete(userGroups).where(inArray(userGroups.id, unique)).returning({ id: userGroups.id });
    await this.events.publishPermissionsChanged(members.map((m) => m.id));
    return rows.length;
  }
}

@Resolver(() => UserGroupModel)
export class UserGroupsResolver {
  constructor(private readonly service: UserGroupsService) {}

  /** Paged (x-total) unless get_all, which answers every group (up to 1000) for pickers. */
  @Query(() => [UserGroupModel])
  @Access(Can('user_groups', 'view'), Can('users', 'view'))
  async usergroups(
    @Context() ctx: GqlContext,
    @Args() pageArgs: PageArgs,
    @Args('name', { nullable: true }) name?: string,
    @Args('status', { nullable: true }) status?: string,
    @Args('get_all', { nullable: true }) getAll?: boolean,
  ): Promise<UserGroupModel[]> {
    const paging = getAll ? null : resolvePaging(ctx, pageArgs, Math.min(PAGE_SIZE.list, MAX_PAGE_SIZE));
    const { items, total } = await this.service.list(name, status, paging);
    setTotal(ctx, total);
    return items;
  }

  @Mutation(() => UserGroupModel)
  @Access(Can('user_groups', 'add'), Can('user_groups', 'update'))
  makeUserGroup(
    @CurrentAuth() auth: AuthContext,
    @Args('params', { type: () => MakeUserGroupParams }) params: MakeUserGroupParams,
    @Args('id', { type: () => ID, nullable: true }) id?: string,
  ): Promise<UserGroupModel> {
    return this.service.make(auth, id, params);
  }

  /** Answers how many groups were deleted. */
  @Mutation(() => Int)
  @Access(Can('user_groups', 'delete'))
  trashUserGroup(@Args('delete_ids', { type: () => [ID] }) ids: string[]): Promise<number> {
    return this.service.trash(ids);
  }
}
