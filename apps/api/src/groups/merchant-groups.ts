import { Inject, Injectable } from '@nestjs/common';
import { Args, Context, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { hasPermission, isSeller, PAGE_SIZE, TEXT_LIMITS } from '@pod/shared';
import { Access, Can } from '../auth/access';
import type { GqlContext } from '../auth/access.guard';
import type { AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { BadField, ConflictField, FieldErrors, Forbidden, NotFound } from '../common/errors';
import { isId, newId } from '../common/ids';
import { PageArgs, resolvePaging, setTotal, type Paging } from '../common/paging';
import { DB, type Db } from '../db/database';
import { merchantGroupMembers, merchantGroups, users } from '../db/schema';
import { likePattern } from '../users/users-admin.repository';

const MAX_MERCHANTS = 5000;

@ObjectType()
export class MerchantRef {
  @Field(() => ID) _id: string;
  @Field({ nullable: true }) identity_label?: string;
  @Field() email: string;
}

@ObjectType('MerchantGroup')
export class MerchantGroupModel {
  @Field(() => ID) _id: string;
  @Field() name: string;
  @Field(() => [MerchantRef]) merchants: MerchantRef[];
  @Field() created_at: Date;
  @Field() updated_at: Date;
}

@InputType()
export class MerchantGroupInput {
  /** Empty to create. */
  @Field(() => ID, { nullable: true }) _id?: string;
  @Field() name: string;
  @Field(() => [ID], { nullable: true }) merchant_ids?: string[];
}

type GroupRow = typeof merchantGroups.$inferSelect;

@Injectable()
export class MerchantGroupsService {
  constructor(@Inject(DB) private readonly db: Db) {}

  /** The merchants of every listed group in one query. */
  private async withMerchants(rows: GroupRow[]): Promise<MerchantGroupModel[]> {
    const ids = rows.map((r) => r.id);
    const members = ids.length
      ? await this.db
          .select({ groupId: merchantGroupMembers.groupId, id: users.id, email: users.email, identityLabel: users.identityLabel })
          .from(merchantGroupMembers)
          .innerJoin(users, eq(users.id, merchantGroupMembers.userId))
          .where(inArray(merchantGroupMembers.groupId, ids))
          .orderBy(asc(users.email))
      : [];
    const byGroup = new Map<string, MerchantRef[]>();
    for (const m of members) {
      const list = byGroup.get(m.groupId) ?? [];
      list.push({ _id: m.id, email: m.email, identity_label: m.identityLabel ?? undefined });
      byGroup.set(m.groupId, list);
    }
    return rows.map((r) => ({ _id: r.id, name: r.name, merchants: byGroup.get(r.id) ?? [], created_at: r.createdAt, updated_at: r.updatedAt }));
  }

  async list(name: string | null | undefined, paging: Paging): Promise<{ items: MerchantGroupModel[]; total: number }> {
    const n = name?.trim();
    if (n && n.length > TEXT_LIMITS.name) throw BadField('name', 'too_long', 'Too long.', `Name must be at most ${TEXT_LIMITS.name} characters.`);
    const where = n ? sql`lower(${merchantGroups.name}) like ${likePattern(n)}` : undefined;
    const [rows, [{ total }]] = await Promise.all([
      this.db.select().from(merchantGroups).where(where).orderBy(asc(merchantGroups.name), asc(merchantGroups.id)).limit(paging.perPage).offset(paging.offset),
      this.db.select({ total: count() }).from(merchantGroups).where(where),
    ]);
    return { items: await this.withMerchants(rows), total: Number(total) };
  }

  async get(id: string): Promise<MerchantGroupModel> {
    if (!isId(id)) throw BadField('_id', 'invalid_id', 'Invalid merchant group id.');
    const [row] = await this.db.select().from(merchantGroups).where(eq(merchantGroups.id, id)).limit(1);
    if (!row) throw NotFound('Merchant group');
    return (await this.withMerchants([row]))[0];
  }

  async save(input: MerchantGroupInput): Promise<MerchantGroupModel> {
    const errs = new FieldErrors();
    const name = (input.name ?? '').trim();
    if (!name) errs.add('name', 'required', 'Please enter the group name.');
    else if (name.length > TEXT_LIMITS.name) errs.add('name', 'too_long', `Name must be at most ${TEXT_LIMITS.name} characters.`);
    if (input._id && !isId(input._id)) errs.add('_id', 'invalid_id', 'Invalid merchant group id.');
    const ids = [...new Set(input.merchant_ids ?? [])];
    if (ids.length > MAX_MERCHANTS) errs.add('merchant_ids', 'too_many', `At most ${MAX_MERCHANTS} merchants in a group.`);
    else if (!ids.every(isId)) errs.add('merchant_ids', 'invalid_id', 'Invalid merchant id.');
    errs.throwIfAny();

    if (ids.length) {
      const found = await this.db.select({ id: users.id, role: users.role, groups: users.groups }).from(users).where(inArray(users.id, ids));
      if (found.length !== ids.length) throw BadField('merchant_ids', 'not_exist', 'Some merchants do not exist.');
      const notSeller = found.find((u) => !isSeller(u));
      if (notSeller)
        throw BadField('merchant_ids', 'merchant_not_seller', `User ${notSeller.id} is not a seller.`, 'Only sellers can be put in a merchant group.');
    }
    const [dup] = await this.db
      .select({ id: merchantGroups.id })
      .from(merchantGroups)
      .where(eq(sql`lower(${merchantGroups.name})`, name.toLowerCase()))
      .limit(1);
    if (dup && dup.id !== input._id) throw ConflictField('name', 'name_taken', 'A merchant group with this name already exists.');

    const id = await this.db.transaction(async (tx) => {
      let groupId = input._id;
      if (groupId) {
        const updated = await tx
          .update(merchantGroups)
          .set({ name, updatedAt: sql`now()` })
          .where(eq(merchantGroups.id, groupId))
          .returning({ id: merchantGroups.id });
        if (!updated.length) throw NotFound('Merchant group');
        await tx.delete(merchantGroupMembers).where(eq(merchantGroupMembers.groupId, groupId));
      } else {
        groupId = newId();
        await tx.insert(merchantGroups).values({ id: groupId, name });
      }
      if (ids.length) await tx.insert(merchantGroupMembers).values(ids.map((userId) => ({ groupId: groupId!, userId })));
      return groupId;
    });
    return this.get(id);
  }

  async delete(id: string): Promise<boolean> {
    if (!isId(id)) throw BadField('_id', 'invalid_id', 'Invalid merchant group id.');
    const rows = await this.db.delete(merchantGroups).where(eq(merchantGroups.id, id)).returning({ id: merchantGroups.id });
    if (!rows.length) throw NotFound('Merchant group');
    return true;
  }
}

@Resolver(() => MerchantGroupModel)
export class MerchantGroupsResolver {
  constructor(private readonly service: MerchantGroupsService) {}

  /** Paged (x-total), with each group's merchants. */
  @Query(() => [MerchantGroupModel])
  @Access(Can('merchant_groups', 'view'))
  async merchantGroups(@Context() ctx: GqlContext, @Args() pageArgs: PageArgs, @Args('name', { nullable: true }) name?: string): Promise<MerchantGroupModel[]> {
    const { items, total } = await this.service.list(name, resolvePaging(ctx, pageArgs, PAGE_SIZE.list));
    setTotal(ctx, total);
    return items;
  }

  @Query(() => MerchantGroupModel, { nullable: true })
  @Access(Can('merchant_groups', 'view'))
  merchantGroup(@Args('_id', { type: () => ID }) id: string): Promise<MerchantGroupModel> {
    return this.service.get(id);
  }

  /** Creates (no _id) or replaces a group's name and merchants; merchants must be sellers. */
  @Mutation(() => MerchantGroupModel)
  @Access(Can('merchant_groups', 'add'), Can('merchant_groups', 'update'))
  saveMerchantGroup(
    @CurrentAuth() auth: AuthContext,
    @Args('input', { type: () => MerchantGroupInput }) input: MerchantGroupInput,
  ): Promise<MerchantGroupModel> {
    if (!hasPermission(auth.permissions, 'merchant_groups', input?._id ? 'update' : 'add')) throw Forbidden();
    return this.service.save(input);
  }

  @Mutation(() => Boolean)
  @Access(Can('merchant_groups', 'delete'))
  deleteMerchantGroup(@Args('_id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.delete(id);
  }
}
