import { Injectable } from '@nestjs/common';
import { isSeller, toCents, type MakeShippingMethodInput, type Member, type SaveShippingCostTableInput, type ShippingZone } from '@pod/shared';
import { BadField, FieldErrors, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import type { DbOrTx } from '../../platform/db/database';
import { MerchantGroupsService } from '../merchant-groups/merchant-groups.service';
import { UserRefLoader } from '../users/user-ref.loader';
import type { UserRefModel } from '../users/users.models';
import { UsersService } from '../users/users.service';
import { toShippingMethodModel, toZoneModel, type ShippingCostTableModel, type ShippingMethodModel } from './logistics.models';
import { ShippingMethodsRepository, type MethodFilter, type ShippingMethodRow } from './shipping-methods.repository';

/** Shipping methods, who may use them, and their cost table. Orders and invoices price shipments with `costTableOf`. */
@Injectable()
export class ShippingMethodsService {
  constructor(
    private readonly repo: ShippingMethodsRepository,
    private readonly merchantGroups: MerchantGroupsService,
    private readonly users: UsersService,
    private readonly userRefs: UserRefLoader,
  ) {}

  async list(filter: MethodFilter, paging: Paging): Promise<{ items: ShippingMethodModel[]; total: number }> {
    const [rows, total] = await Promise.all([this.repo.page(filter, paging.perPage, paging.offset), this.repo.count(filter)]);
    return { items: rows.map(toShippingMethodModel), total };
  }

  /** One method by id, whatever its state (packing names it on labels). */
  async find(id: string, tx?: DbOrTx): Promise<ShippingMethodModel | null> {
    const row = await this.repo.findById(id, tx);
    return row ? toShippingMethodModel(row) : null;
  }

  /** The active methods open to a seller. */
  async openTo(sellerId: string, tx?: DbOrTx): Promise<ShippingMethodModel[]> {
    const groups = await this.merchantGroups.groupIdsOf(sellerId, tx);
    return (await this.repo.openTo(sellerId, groups, tx)).map(toShippingMethodModel);
  }

  async make(input: MakeShippingMethodInput): Promise<ShippingMethodModel> {
    const existing = input._id ? await this.repo.findById(input._id) : null;
    if (input._id && !existing) throw NotFound('Shipping method');
    await this.checkAudience(input, existing);
    const values = {
      ...(input.name != null && { name: input.name }),
      ...(input.carrier !== undefined && { carrier: input.carrier }),
      ...(input.scope != null && { scope: input.scope }),
      ...(input.min_days != null && { minDays: input.min_days }),
      ...(input.max_days != null && { maxDays: input.max_days }),
      ...(input.active != null && { active: input.active }),
      ...(input.audience != null && { audience: input.audience }),
      ...(input.merchant_group_id !== undefined && { merchantGroupId: input.merchant_group_id }),
      ...(input.seller_ids != null && { sellerIds: input.seller_ids }),
    };
    const id = existing?.id ?? newId();
    if (existing) await this.repo.update(id, values);
    else await this.repo.insert({ id, name: input.name!, ...values });
    return toShippingMethodModel((await this.repo.findById(id))!);
  }

  /** The merchant group must exist, chosen sellers must be sellers; delivery days stay ordered against what is stored. */
  private async checkAudience(input: MakeShippingMethodInput, existing: ShippingMethodRow | null): Promise<void> {
    const errors = new FieldErrors();
    const minDays = input.min_days ?? existing?.minDays ?? 1;
    const maxDays = input.max_days ?? existing?.maxDays ?? 7;
    if (minDays > maxDays) errors.add('max_days', 'range', 'The longest delivery time must not be shorter than the shortest.');
    if (input.merchant_group_id && !(await this.merchantGroups.exists(input.merchant_group_id)))
      errors.add('merchant_group_id', 'not_exist', 'This merchant group does not exist.');
    if (input.seller_ids?.length) {
      const found = await this.users.findByIds(input.seller_ids);
      if (found.length !== input.seller_ids.length) errors.add('seller_ids', 'not_exist', 'A chosen seller does not exist.');
      else if (found.some((u) => !isSeller(u as Member))) errors.add('seller_ids', 'merchant_not_seller', 'Only sellers can be chosen.');
    }
    errors.throwIfAny();
  }

  trash(ids: string[]): Promise<number> {
    return this.repo.trash(ids);
  }

  /** Stores a seller's default method, which must be open to them. */
  async setDefault(sellerId: string, methodId: string): Promise<ShippingMethodModel> {
    const method = (await this.openTo(sellerId)).find((m) => m._id === methodId);
    if (!method) throw BadField('_id', 'method_not_open', 'This shipping method is not open to you.');
    await this.users.setDefaultShipping(sellerId, method);
    return method;
  }

  sellersOf(ctx: object, method: ShippingMethodModel): Promise<UserRefModel[]> {
    return this.userRefs.loadMany(ctx, method.seller_ids).then((refs) => refs.filter((u): u is UserRefModel => !!u));
  }

  /** The cost table of the live methods (or one), zones in order. */
  async costTable(methodId?: string, tx?: DbOrTx): Promise<ShippingCostTableModel[]> {
    const methods = methodId ? [await this.repo.findById(methodId, tx)].filter((m): m is ShippingMethodRow => !!m && !m.trashedAt) : await this.allLive();
    const zones = await this.repo.zonesOf(
      methods.map((m) => m.id),
      tx,
    );
    return methods.map((m) => ({ method_id: m.id, method_name: m.name, active: m.active, zones: zones.filter((z) => z.methodId === m.id).map(toZoneModel) }));
  }

  private async allLive(): Promise<ShippingMethodRow[]> {
    const total = await this.repo.count('all');
    return this.repo.page('all', Math.max(total, 1), 0);
  }

  /** One method's zones as the shared `shippingCost` reads them (orders and invoices price with this). */
  async costTableOf(methodId: string, tx?: DbOrTx): Promise<ShippingZone[]> {
    return (await this.costTable(methodId, tx))[0]?.zones ?? [];
  }

  /** Replaces a method's zones whole, in one transaction. */
  async saveCostTable(input: SaveShippingCostTableInput): Promise<ShippingCostTableModel> {
    const method = await this.repo.findById(input.method_id);
    if (!method || method.trashedAt) throw NotFound('Shipping method');
    await this.repo.transaction((tx) =>
      this.repo.replaceZones(
        method.id,
        input.zones.map((z, position) => ({
          id: newId(),
          methodId: method.id,
          position,
          name: z.name,
          countries: z.countries,
          restOfWorld: z.rest_of_world,
          tiers: z.tiers.map((t) => ({
            min_weight: t.min_weight,
            max_weight: t.max_weight,
            first_item_cents: Number(toCents(t.first_item)),
            additional_item_cents: Number(toCents(t.additional_item)),
          })),
        })),
        tx,
      ),
    );
    return (await this.costTable(method.id))[0];
  }
}
