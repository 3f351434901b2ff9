import { Injectable } from '@nestjs/common';
import { isSeller, type SaveMerchantGroupInput } from '@pod/shared';
import { BadField, ConflictField, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import type { DbOrTx } from '../../platform/db/database';
import { UsersService } from '../users/users.service';
import type { MerchantGroupModel, MerchantRef } from './merchant-groups.models';
import { MerchantGroupsRepository, type MerchantGroupRow } from './merchant-groups.repository';

@Injectable()
export class MerchantGroupsService {
  constructor(
    private readonly repo: MerchantGroupsRepository,
    private readonly users: UsersService,
  ) {}

  /** The merchants of every listed group: two queries however many groups. */
  private async withMerchants(rows: MerchantGroupRow[]): Promise<MerchantGroupModel[]> {
    const memberIds = await this.repo.memberIds(rows.map((r) => r.id));
    const people = await this.users.findByIds([...new Set([...memberIds.values()].flat())]);
    const refOf = new Map<string, MerchantRef>(people.map((u) => [u.id, { _id: u.id, email: u.email, identity_label: u.identityLabel ?? undefined }]));
    const merchantsOf = (groupId: string) =>
      (memberIds.get(groupId) ?? [])
        .map((id) => refOf.get(id))
        .filter((m): m is MerchantRef => !!m)
        .sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
    return rows.map((r) => ({ _id: r.id, name: r.name, merchants: merchantsOf(r.id), created_at: r.createdAt, updated_at: r.updatedAt }));
  }

  async list(name: string | undefined, paging: Paging): Promise<{ items: MerchantGroupModel[]; total: number }> {
    const [rows, total] = await Promise.all([this.repo.page(name, paging.perPage, paging.offset), this.repo.count(name)]);
    return { items: await this.withMerchants(rows), total };
  }

  async get(id: string): Promise<MerchantGroupModel> {
    const row = await this.repo.findById(id);
    if (!row) throw NotFound('Merchant group');
    return (await this.withMerchants([row]))[0];
  }

  /** Creates (no _id) or replaces a group's name and merchants, in one transaction; merchants must be sellers. */
  async save(input: SaveMerchantGroupInput): Promise<MerchantGroupModel> {
    const ids = input.merchant_ids;
    if (ids.length) {
      const found = await this.users.findByIds(ids);
      if (found.length !== ids.length) throw BadField('merchant_ids', 'not_exist', 'Some merchants do not exist.');
      const notSeller = found.find((u) => !isSeller(u));
      if (notSeller)
        throw BadField('merchant_ids', 'merchant_not_seller', `User ${notSeller.id} is not a seller.`, 'Only sellers can be put in a merchant group.');
    }
    const holder = await this.repo.idOfName(input.name);
    if (holder && holder !== input._id) throw ConflictField('name', 'name_taken', 'A merchant group with this name already exists.');
    const id = input._id ?? newId();
    await this.repo.transaction(async (tx) => {
      if (!(await this.repo.upsert(id, input.name, !input._id, tx))) throw NotFound('Merchant group');
      await this.repo.replaceMembers(id, ids, tx);
    });
    return this.get(id);
  }

  async delete(id: string): Promise<boolean> {
    if (!(await this.repo.delete(id))) throw NotFound('Merchant group');
    return true;
  }

  /** The merchant groups a seller is in (shipping methods open to a group, for one). */
  /** The sellers of one group (other modules' lists filter by them). */
  async merchantIdsOf(groupId: string): Promise<string[]> {
    return (await this.repo.memberIds([groupId])).get(groupId) ?? [];
  }

  groupIdsOf(userId: string, tx?: DbOrTx): Promise<string[]> {
    return this.repo.groupIdsOf(userId, tx);
  }

  /** The names of these groups (a page of rows naming groups), by id. */
  namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    return this.repo.namesOf(ids);
  }

  async exists(id: string): Promise<boolean> {
    return !!(await this.repo.findById(id));
  }
}
