import { Inject, Injectable } from '@nestjs/common';
import { dmyRangeToIso, toCents, type ItemsInfoFilterInput, type MakeItemInfoInput, type MockupPreviewInput, type PublishItemInfoInput } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { owns, requireAccess, sellerScope, type OwnedKind } from '../../platform/auth/ownership';
import { parcelColumns } from '../catalogue/parcel';
import { PresetsService } from '../catalogue/presets.service';
import type { ProductPresetRow, ProductVariantRow } from '../catalogue/presets.service';
import { pricingOf } from '../catalogue/preset-pricing';
import { BadField, FieldErrors, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import { DB, type Db } from '../../platform/db/database';
import { MockupsService, type MockupPresetRow, type ProductPreset } from '../mockups/mockups.service';
import { StoredUrls } from '../mockups/stored-urls';
import type { RenderResult } from '../../producers/render/render.service';
import type { UrlContext } from '../../platform/storage/storage.driver';
import { UsersService } from '../users/users.service';
import { JobsService } from '../../platform/jobs/jobs.service';
import type { JobRow } from '../../platform/jobs/jobs.service';
import { StoresService } from '../orders/stores.service';
import { ListingsRepository, type ListingFilter, type ListingPrintFile, type ListingRow, type ListingStoreRow } from './listings.repository';
import { columnsOf } from '../../platform/common/fields';

export type { ListingRow, ListingStoreRow };

export interface ListingCounters {
  all: number;
  draft: number;
  publish: number;
  trash: number;
}

/**
 * A seller's listings (spec section 3, "Listing (seller side)"). A seller sees and changes only
 * their own (another's answers NOT_FOUND); staff holding items view see and change everyone's.
 * Saving with a mockup queues its print files (hash-addressed renders) and keeps their hashes.
 */
@Injectable()
export class ListingsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly listings: ListingsRepository,
    private readonly presets: PresetsService,
    private readonly mockups: MockupsService,
    private readonly urls: StoredUrls,
    private readonly users: UsersService,
    private readonly stores: StoresService,
    private readonly jobs: JobsService,
  ) {}

  private readonly owned: OwnedKind = { entity: 'Listing', ownedBy: (sellerId, ids, tx) => this.listings.ownedBy(sellerId, ids, tx) };

  filterFor(auth: AuthContext, input: ItemsInfoFilterInput): ListingFilter {
    const range = input.start || input.end ? dmyRangeToIso(input.start, input.end) : {};
    return {
      sellerId: sellerScope(auth),
      search: input.search,
      status: input.status,
      productId: input.product_id,
      start: range.start ? new Date(range.start) : undefined,
      end: range.end ? new Date(range.end) : undefined,
    };
  }

  page(filter: ListingFilter, paging: Paging): Promise<ListingRow[]> {
    return this.listings.page(filter, paging.perPage, paging.offset);
  }

  count(filter: ListingFilter): Promise<number> {
    return this.listings.count(filter);
  }

  /** Listings per status tab for the same filters (the status tab itself is not a filter here). */
  async counters(filter: ListingFilter): Promise<ListingCounters> {
    const { status: _tab, ...rest } = filter;
    const c = await this.listings.countsByStatus(rest);
    const [draft, publish, trash] = [c.Draft ?? 0, c.Publish ?? 0, c.Trash ?? 0];
    return { all: draft + publish + trash, draft, publish, trash };
  }

  async findVisible(auth: AuthContext, id: string): Promise<ListingRow> {
    const row = await this.listings.findById(id);
    if (!row || !owns(auth, row.sellerId)) throw NotFound('Listing');
    return row;
  }

  storesOf(ids: readonly string[]): Promise<Map<string, ListingStoreRow[]>> {
    return this.listings.storesOf(ids);
  }

  /**
   * publishItemInfo: queues the listings on one of their seller's stores and starts the job that
   * publishes them (for these platforms: writes the product file to import). Answers the job.
   */
  async publish(auth: AuthContext, input: PublishItemInfoInput, origin?: string): Promise<JobRow> {
    const store = await this.stores.findVisible(auth, input.store_id);
    if (store.status !== 'active') throw BadField('store_id', 'not_exist', 'This store is in the trash.');
    await requireAccess(auth, this.owned, input.ids);
    const found = await this.listings.findByIds(input.ids);
    if (found.length !== new Set(input.ids).size) throw NotFound('Listing');
    if (found.some((l) => l.sellerId !== store.sellerId)) throw BadField('store_id', 'invalid', 'A listing can only go to a store of its own seller.');
    if (found.some((l) => l.status === 'Trash')) throw BadField('ids', 'invalid', 'A listing in the trash cannot be published.');
    const rowIds = await this.db.transaction((tx) => this.listings.queueOnStore(input.ids, store, tx));
    const id = await this.jobs.enqueue('listing_publish', { rowIds, platform: store.platform, origin }, { track: true, createdBy: auth.user.id });
    return (await this.jobs.wait(id, 0))!;
  }

  /** Trashes the listings, all or none: one the caller may not see answers NOT_FOUND. */
  async trash(auth: AuthContext, ids: readonly string[]): Promise<number> {
    const unique = [...new Set(ids)];
    await requireAccess(auth, this.owned, unique);
    return this.db.transaction(async (tx) => {
      const found = await this.listings.findByIds(unique, tx);
      if (found.length !== unique.length) throw NotFound('Listing');
      await this.listings.setStatus(unique, 'Trash', tx);
      return unique.length;
    });
  }

  /** makeItemInfo: checks the product, the mockup, every price against the variant's cost and every URL, then writes. */
  async save(auth: AuthContext, v: MakeItemInfoInput, ctx: UrlContext): Promise<ListingRow> {
    const existing = v._id ? await this.findVisible(auth, v._id) : null;
    const product = await this.mockups.productFor(auth, v.product_id);
    await this.checkPrices(auth, existing?.sellerId ?? auth.user.id, product, v);
    const mockup = v.mockup_id ? await this.mockupFor(auth, v.mockup_id) : null;
    if (mockup && mockup.productId !== product.id) throw BadField('mockup_id', 'invalid', 'This mockup is of another product.');
    const [imageKeys, frontKey, backKey, sleeveKey, hoodKey] = await Promise.all([
      this.urls.keysOf(v.images, 'images', ctx, auth),
      this.urls.optionalKey(v.front, 'front', ctx, auth),
      this.urls.optionalKey(v.back, 'back', ctx, auth),
      this.urls.optionalKey(v.sleeve, 'sleeve', ctx, auth),
      this.urls.optionalKey(v.hood, 'hood', ctx, auth),
    ]);
    const printFiles: ListingPrintFile[] = mockup
      ? (await this.mockups.printFiles(auth, mockup, ctx)).map((p) => ({ side: p.side, position: p.position, dpi: p.dpi, hash: p.hash }))
      : [];
    const values = {
      ...columnsOf(v, [
        'name',
        'description',
        'price',
        'type',
        'plf_price',
        'tags',
        'collections',
        'specifics',
        'attribute_specifics_modify',
        'size_chart',
        'shipping_preset',
        'tax_fee_fix',
        'tax_fee',
        'include_size_chart',
        'ebay_template_id',
        'platform_category',
        'platform_specifics',
        'status',
      ]),
      imageKeys,
      frontKey,
      backKey,
      sleeveKey,
      hoodKey,
      productId: product.id,
      prettyAttributes: v.prety_attributes,
      ...parcelColumns(v),
      mockupId: mockup?.id ?? null,
      printFiles,
    };
    return existing ? this.listings.update(existing.id, values) : this.listings.insert({ id: newId(), sellerId: auth.user.id, ...values });
  }

  /** Each variant priced on the listing exists on the product and sells at no less than what the seller pays for it. */
  private async checkPrices(auth: AuthContext, sellerId: string, product: ProductPreset, v: MakeItemInfoInput): Promise<void> {
    if (!v.attribute_specifics_modify.length) return;
    const variants = new Map((await this.presets.variantsOf([product.id])).map((x) => [x.sku.toLowerCase(), x]));
    // What the listing's seller pays (staff changing a seller's listing price it at the seller's VIP and wholesale level).
    const seller = sellerId === auth.user.id ? null : await this.users.findById(sellerId);
    const buyer = seller ? this.presets.buyerFrom(seller) : this.presets.buyerOf(auth);
    const errors = new FieldErrors();
    v.attribute_specifics_modify.forEach((item, i) => {
      const variant = variants.get(item.sku.toLowerCase());
      if (!variant) return errors.add(`attribute_specifics_modify.${i}.sku`, 'unknown_sku', `The product has no variant "${item.sku}".`);
      const cost = this.presets.quote(product, variant, buyer, { quantity: 1, extraSides: 0 }).unit_price;
      if (toCents(item.sale_price) < toCents(cost))
        errors.add(`attribute_specifics_modify.${i}.sale_price`, 'price_below_cost', `The price is below the product's cost (${cost}).`);
    });
    errors.throwIfAny();
  }

  /** The mockup a listing is made from: the caller's own product mockup or a published template. */
  private async mockupFor(auth: AuthContext, id: string): Promise<MockupPresetRow> {
    try {
      return await this.mockups.findVisible(auth, id);
    } catch {
      throw BadField('mockup_id', 'not_exist', 'No such mockup.');
    }
  }

  /**
   * makeMockupPreview: a side of the listing's mockup (item_info_id), of a mockup (preset_id), or
   * of the product's published template (product_id), rendered within the image-sizes wait.
   */
  async preview(auth: AuthContext, v: MockupPreviewInput, ctx: UrlContext): Promise<RenderResult> {
    let mockup: MockupPresetRow;
    if (v.item_info_id) {
      const listing = await this.findVisible(auth, v.item_info_id);
      if (!listing.mockupId) throw BadField('item_info_id', 'not_exist', 'This listing has no mockup.');
      mockup = await this.mockups.findVisible(auth, listing.mockupId);
    } else if (v.preset_id) mockup = await this.mockups.findVisible(auth, v.preset_id);
    else mockup = await this.mockups.templateOf(v.product_id!);
    return this.mockups.preview(auth, mockup, v.side, v.color ?? null, ctx);
  }

  /** The listings' products by id, whoever may see them (a listing shows what it sells even once the product is hidden). */
  async products(ids: readonly string[]): Promise<Map<string, ProductPresetRow>> {
    return new Map((await this.presets.byIds([...new Set(ids)])).map((p) => [p.id, p]));
  }

  /** The catalogue variants of the products, each priced for the caller (the listing's attribute_specifics). */
  async variantsPriced(auth: AuthContext, products: readonly ProductPresetRow[]): Promise<Map<string, Array<{ row: ProductVariantRow; price: string }>>> {
    const byId = new Map(products.map((p) => [p.id, p]));
    const buyer = this.presets.buyerOf(auth);
    const out = new Map<string, Array<{ row: ProductVariantRow; price: string }>>();
    for (const v of await this.presets.variantsOf([...byId.keys()])) {
      const list = out.get(v.presetId) ?? [];
      list.push({ row: v, price: this.presets.unitPrice(pricingOf(byId.get(v.presetId)!), v, buyer) });
      out.set(v.presetId, list);
    }
    return out;
  }

  /** The listing's mockup if the caller may still see it (it may have been removed or unpublished). */
  async mockupOf(auth: AuthContext, id: string | null): Promise<MockupPresetRow | null> {
    if (!id) return null;
    return this.mockups.findVisible(auth, id).catch(() => null);
  }

  printFile(hash: string, ctx: UrlContext): Promise<RenderResult | null> {
    return this.mockups.findRendered(hash, ctx);
  }

  urlOf(key: string | null, ctx: UrlContext): Promise<string | null> {
    return this.urls.urlOf(key, ctx);
  }
}
