import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type MakeStoreInput } from '@pod/shared';
import { isStaff, owns, sellerScope } from '../../platform/auth/ownership';
import type { AuthContext } from '../../platform/auth/auth-context';
import { AuthenticationService } from '../../platform/auth/authentication.service';
import { AccountsService } from '../accounts/accounts.service';
import { TokensService } from '../../platform/auth/tokens.service';
import { ENV, type Env } from '../../platform/config/env';
import { BadField, ConflictField, Forbidden, NotFound } from '../../platform/common/errors';
import { constraintOf, isUniqueViolation } from '../../platform/common/sql';
import { SecretBox } from '../../platform/common/secret-box';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import { UsersService } from '../users/users.service';
import { StoresRepository, type StoreFilter, type StoreRow } from './stores.repository';

const DOMAIN_KEY = 'stores_platform_domain_key';

/** Sellers' stores: a seller keeps their own, staff see and keep everyone's. */
@Injectable()
export class StoresService implements OnModuleInit {
  private readonly box: SecretBox;

  constructor(
    private readonly repo: StoresRepository,
    private readonly users: UsersService,
    private readonly tokens: TokensService,
    private readonly authentication: AuthenticationService,
    private readonly accounts: AccountsService,
    @Inject(ENV) env: Env,
  ) {
    this.box = new SecretBox(env.CREDENTIALS_SECRET, 'store-webhook');
  }

  /** Authentication learns how to find a store's push token (this module owns the stores table). */
  onModuleInit(): void {
    this.authentication.useStoreTokens(
      async (prefix) => {
        const row = await this.repo.findByTokenPrefix(prefix);
        return row?.tokenHash ? { storeId: row.storeId, sellerId: row.sellerId, tokenHash: row.tokenHash, active: row.status === 'active' } : null;
      },
      (id) => this.repo.touchToken(id),
    );
  }

  /** A new push token for the store; the previous one stops working at once. The plaintext is answered here only. */
  async rotateToken(auth: AuthContext, id: string): Promise<{ token: string; prefix: string }> {
    const store = await this.findVisible(auth, id);
    if (store.status !== 'active') throw BadField('store_id', 'not_exist', 'This store is in the trash.');
    await this.accounts.throttleTokenCreation(auth.user.id, 'store');
    const { token, prefix, hash } = this.tokens.newStoreToken();
    await this.repo.update(id, { tokenPrefix: prefix, tokenHash: hash, tokenCreatedAt: new Date(), tokenLastUsedAt: null });
    return { token, prefix: `podst_${prefix}_…` };
  }

  /** The store's push token stops working. */
  async revokeToken(auth: AuthContext, id: string): Promise<StoreRow> {
    await this.findVisible(auth, id);
    return this.repo.update(id, { tokenPrefix: null, tokenHash: null, tokenCreatedAt: null, tokenLastUsedAt: null });
  }

  /** The Shopify shop behind a webhook delivery and its opened secret; null when unknown or without a secret. */
  async webhookTarget(platform: string, domain: string): Promise<{ store: StoreRow; secret: string } | null> {
    const store = await this.repo.findByDomain(platform, domain);
    if (!store?.webhookSecret) return null;
    return { store, secret: this.box.open(store.webhookSecret) };
  }

  filterFor(auth: AuthContext, input: { status?: string; platform?: string; name?: string; seller_id?: string }): StoreFilter {
    return { sellerId: sellerScope(auth) ?? input.seller_id, status: input.status, platform: input.platform, name: input.name };
  }

  page(filter: StoreFilter, paging: Paging): Promise<StoreRow[]> {
    return this.repo.page(filter, paging.perPage, paging.offset);
  }

  async counters(filter: StoreFilter): Promise<{ all: number; active: number; trash: number }> {
    const { status: _tab, ...rest } = filter;
    const c = await this.repo.countsByStatus(rest);
    const active = c.active ?? 0;
    const trash = c.trash ?? 0;
    return { all: active + trash, active, trash };
  }

  /** Name and platform of stores by id (an order list's stores, in one query). */
  async refsOf(ids: readonly string[]): Promise<Array<{ _id: string; name: string; platform: string }>> {
    return (await this.repo.findByIds(ids)).map((s) => ({ _id: s.id, name: s.name, platform: s.platform }));
  }

  orderCounts(storeIds: readonly string[]): Promise<Map<string, number>> {
    return this.repo.orderCounts(storeIds);
  }

  async findVisible(auth: AuthContext, id: string): Promise<StoreRow> {
    const store = await this.repo.findById(id);
    if (!store || !owns(auth, store.sellerId)) throw NotFound('Store');
    return store;
  }

  /** Creates (name and platform required) or changes a store; a seller's stores are their own. */
  async make(auth: AuthContext, input: MakeStoreInput): Promise<StoreRow> {
    const selling = !isStaff(auth);
    if (selling && input.seller_id && input.seller_id !== auth.user.id) throw Forbidden('Sellers keep their own stores.');
    const values = {
      ...(input.name != null && { name: input.name }),
      ...(input.platform != null && { platform: input.platform }),
      ...(input.domain !== undefined && { domain: input.domain }),
      ...(input.status != null && { status: input.status }),
      ...(input.webhook_secret !== undefined && { webhookSecret: input.webhook_secret ? this.box.seal(input.webhook_secret) : null }),
    };
    if (input._id) {
      await this.findVisible(auth, input._id);
      return this.domainOnce(this.repo.update(input._id, values));
    }
    const sellerId = selling ? auth.user.id : input.seller_id;
    if (!sellerId) throw BadField('seller_id', 'required', 'Please choose the seller.');
    if (!(await this.users.findById(sellerId))) throw BadField('seller_id', 'not_exist', 'This seller does not exist.');
    return this.domainOnce(
      this.repo.insert({
        id: newId(),
        sellerId,
        name: input.name!,
        platform: input.platform!,
        domain: input.domain ?? null,
        status: input.status ?? 'active',
        webhookSecret: values.webhookSecret ?? null,
      }),
    );
  }

  /**
   * A shop domain names one active store (the unique index stores_platform_domain_key): otherwise a
   * second seller could register someone else's shop with their own secret and take its webhooks.
   */
  private async domainOnce(write: Promise<StoreRow>): Promise<StoreRow> {
    try {
      return await write;
    } catch (e) {
      if (isUniqueViolation(e) && constraintOf(e) === DOMAIN_KEY)
        throw ConflictField('domain', 'domain_taken', 'This shop address is already used by another store. Each shop can be added once only.');
      throw e;
    }
  }

  async trash(auth: AuthContext, ids: readonly string[]): Promise<number> {
    let trashed = 0;
    for (const id of ids) {
      const store = await this.findVisible(auth, id);
      if (store.status === 'trash') continue;
      await this.repo.update(id, { status: 'trash' });
      trashed += 1;
    }
    return trashed;
  }
}
