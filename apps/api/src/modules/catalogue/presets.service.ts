import { Inject, Injectable } from '@nestjs/common';
import {
  centsToDecimal,
  dmyRangeToIso,
  hasPermission,
  ID_PATTERN,
  isOneOf,
  PRODUCT_COLLECTIONS,
  PRODUCT_PROVIDERS,
  productPresetCreateInput,
  productPresetUpdateInput,
  quotePrice,
  toCents,
  type PriceQuote,
  type PricingBuyer,
  type PricingPreset,
  type ManufactureStation,
  type ProductPresetUpdateInput,
} from '@pod/shared';
import { randomBytes } from 'node:crypto';
import type { AuthContext } from '../../platform/auth/auth-context';
import { BadField, ConflictField, FieldErrors, Forbidden, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import { parseInput } from '../../platform/common/validation';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import type { NewPresetRow, NewVariantRow, PresetFilter, PresetScope, ProductPresetRow, ProductVariantRow } from './presets.repository';
import { mergeAttributes, mergePrintAreas, newVariantColumns, variantChanges } from './preset-merge';
import { pricingOf } from './preset-pricing';
import { PresetsRepository } from './presets.repository';
import { TaxonomyRepository } from './taxonomy.repository';
import { ManufacturesService } from '../manufactures/manufactures.service';

/** The productPreset filters, as the spec names them. */
export interface PresetFilterValues {
  _id?: string | null;
  identity?: string | null;
  name?: string | null;
  provider?: string | null;
  withoutCustom?: boolean | null;
  category?: string | null;
  category_id?: string | null;
  collection?: string | null;
  start?: string | null;
  end?: string | null;
  customOnly?: boolean | null;
  ids?: string[] | null;
  is_map?: boolean | null;
  is_catalog?: boolean | null;
  favorites?: boolean | null;
}

/** What a buyer's pricing depends on, read from their user record. */
/** The rows other modules read through this service (a listing's product, an order line's variant). */
export type { ProductPresetRow, ProductVariantRow };

export type Buyer = Required<PricingBuyer>;

/** The pricing columns of a seller's user record. */
interface BuyerRow {
  vip: number | null;
  wholesaleLevel: number | null;
  enableNonShip: boolean;
  additionBaseCost: string;
}

/** A variant row's prices as the shared pricing function reads them. */
const pricingVariant = (v: ProductVariantRow) => ({
  base_price: v.basePrice,
  sale_price: v.salePrice,
  wholesale_price: v.wholesalePrice,
  nonship_price: v.nonshipPrice,
});

const shortCode = () => randomBytes(4).toString('hex').toUpperCase();
const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'preset';

/** Product presets and their variants: lists scoped by who asks, create from a provider's type, update, remove. */
@Injectable()
export class PresetsService {
  constructor(
    private readonly repo: PresetsRepository,
    private readonly taxonomy: TaxonomyRepository,
    private readonly manufactures: ManufacturesService,
    @Inject(DB) private readonly db: Db,
  ) {}

  /** Root (items) sees every preset, sellers (catalog) the visible ones, partners their catalogue. */
  scopeOf(auth: AuthContext): PresetScope {
    if (hasPermission(auth.permissions, 'items', 'view')) return { kind: 'all' };
    if (hasPermission(auth.permissions, 'catalog', 'view')) return { kind: 'catalog', userId: auth.user.id };
    if (hasPermission(auth.permissions, 'partner_catalog', 'view')) return { kind: 'partner' };
    throw Forbidden();
  }

  buyerOf(auth: AuthContext): Buyer {
    return this.buyerFrom(auth.current.row);
  }

  /** A seller's pricing settings from their user record: VIP and wholesale levels, non-ship pricing, their addition to the base cost. */
  buyerFrom(row: BuyerRow): Buyer {
    return {
      vip: row.vip ?? 0,
      wholesale_level: row.wholesaleLevel ?? 0,
      enable_non_ship: row.enableNonShip,
      addition_base_cost: row.additionBaseCost,
    };
  }

  /** The list filters checked and resolved (category slug to id, dates to instants); bad ones refused with the field. */
  async filterOf(scope: PresetScope, v: PresetFilterValues, userId?: string): Promise<PresetFilter> {
    const errs = new FieldErrors();
    if (v.provider && v.provider !== 'all' && !isOneOf(PRODUCT_PROVIDERS, v.provider))
      errs.add('provider', 'unknown_value', `Unknown provider "${v.provider.slice(0, 40)}". Use ${PRODUCT_PROVIDERS.join(', ')}.`);
    if (v.collection && !isOneOf(PRODUCT_COLLECTIONS, v.collection))
      errs.add('collection', 'unknown_value', `Unknown collection "${v.collection.slice(0, 40)}". Use ${PRODUCT_COLLECTIONS.join(', ')}.`);
    const ids = v.ids ?? (v._id ? [v._id] : undefined);
    if (ids && (ids.length > 500 || !ids.every((id) => ID_PATTERN.test(id)))) errs.add('ids', 'invalid_id', 'Invalid preset id.');
    if (v.category_id && !ID_PATTERN.test(v.category_id)) errs.add('category_id', 'invalid_id', 'Invalid category id.');
    let range: { start?: string; end?: string } = {};
    try {
      if (v.start || v.end) range = dmyRangeToIso(v.start ?? null, v.end ?? null);
    } catch {
      errs.add('start', 'date', 'Please enter dates as DD-MM-YYYY.');
    }
    errs.throwIfAny();
    let categoryId: string | null | undefined = v.category_id ?? undefined;
    if (categoryId === undefined && v.category && v.category !== 'all') {
      const found = await this.taxonomy.categoryBySlug(v.category);
      if (!found) throw BadField('category', 'not_exist', `Unknown category "${v.category.slice(0, 40)}".`);
      categoryId = found.id;
    }
    return {
      scope,
      ids,
      identity: v.identity || undefined,
      name: v.name?.trim() || undefined,
      provider: v.provider && v.provider !== 'all' ? v.provider : undefined,
      withoutCustom: v.withoutCustom || undefined,
      customOnly: v.customOnly || undefined,
      categoryId,
      collection: v.collection || undefined,
      start: range.start ? new Date(range.start) : undefined,
      end: range.end ? new Date(range.end) : undefined,
      isMap: v.is_map ?? undefined,
      isCatalog: v.is_catalog ?? undefined,
      favoritesOf: v.favorites && userId ? userId : undefined,
    };
  }

  page(filter: PresetFilter, limit: number, offset: number): Promise<ProductPresetRow[]> {
    return this.repo.page(filter, limit, offset);
  }

  count(filter: PresetFilter): Promise<number> {
    return this.repo.count(filter);
  }

  countByProvider(filter: PresetFilter): Promise<Map<string, number>> {
    return this.repo.countByProvider(filter);
  }

  countByCategory(filter: PresetFilter): Promise<Map<string, number>> {
    return this.repo.countByCategory(filter);
  }

  /** The variants among these that are out of stock, read in the caller's transaction. */
  outOfStock(variantIds: readonly string[], tx: DbOrTx): Promise<Set<string>> {
    return this.repo.outOfStock(variantIds, tx);
  }

  variantsOf(presetIds: readonly string[]): Promise<ProductVariantRow[]> {
    return this.repo.variantsOf(presetIds);
  }

  tagsOf(presetIds: readonly string[]) {
    return this.repo.tagsOf(presetIds);
  }

  favoritesOf(userId: string, presetIds: readonly string[]): Promise<Set<string>> {
    return this.repo.favoritesOf(userId, presetIds);
  }

  pageAfter(filter: PresetFilter, after: string | null, limit: number): Promise<ProductPresetRow[]> {
    return this.repo.pageAfter(filter, after, limit);
  }

  /** Presets by id, whoever may see them (for other modules' own checks, such as an order's design check). */
  byIds(ids: readonly string[], tx?: DbOrTx): Promise<ProductPresetRow[]> {
    return ids.length ? this.repo.page({ scope: { kind: 'all' }, ids: [...ids] }, ids.length, 0, tx) : Promise.resolve([]);
  }

  /**
   * What manufacturing copies onto the productions of these presets: the presets, their variants and
   * the stations each product type needs (null: every station), in the caller's transaction.
   */
  async productionInfoOf(
    presetIds: readonly string[],
    tx: DbOrTx,
  ): Promise<{ presets: ProductPresetRow[]; variants: ProductVariantRow[]; typeStations: Map<string, ManufactureStation[] | null> }> {
    const presets = await this.byIds(presetIds, tx);
    const typeIds = [...new Set(presets.map((p) => p.productTypeId).filter((id): id is string => !!id))];
    return { presets, variants: await this.repo.variantsOf(presetIds, tx), typeStations: await this.taxonomy.stationsOf(typeIds, tx) };
  }

  /** Product type names by id, for screens that list rows holding only the type's id (batches). */
  productTypeNames(ids: readonly string[]): Promise<Map<string, string>> {
    return this.taxonomy.namesOf(ids);
  }

  /** Variants by sku with their preset, keyed by the lower-cased sku. */
  async variantsBySku(skus: readonly string[], tx?: DbOrTx): Promise<Map<string, { variant: ProductVariantRow; preset: ProductPresetRow }>> {
    const rows = await this.repo.variantsBySku(skus, tx);
    return new Map(rows.map((r) => [r.variant.sku.toLowerCase(), r]));
  }

  /** A line's price for the buyer from the preset's pricing rules (orders call this, so an order costs what the catalogue shows). */
  quote(
    preset: ProductPresetRow,
    variant: ProductVariantRow,
    buyer: Buyer,
    line: { quantity: number; extraSides: number; platform?: string | null },
  ): PriceQuote {
    return quotePrice({
      preset: pricingOf(preset),
      variant: pricingVariant(variant),
      buyer,
      quantity: line.quantity,
      extra_sides: line.extraSides,
      platform: line.platform,
    });
  }

  /** What the buyer pays for one unit of the variant (the shared pricing function). */
  unitPrice(preset: PricingPreset, variant: ProductVariantRow, buyer: Buyer): string {
    return quotePrice({ preset, variant: pricingVariant(variant), buyer }).unit_price;
  }

  /** A preset the caller may see, or NOT_FOUND (a seller asking for a hidden one learns nothing). */
  async visibleOne(auth: AuthContext, id: string): Promise<ProductPresetRow> {
    if (!ID_PATTERN.test(id)) throw BadField('_id', 'invalid_id', 'Invalid preset id.');
    const [row] = await this.repo.page({ scope: this.scopeOf(auth), ids: [id] }, 1, 0);
    if (!row) throw NotFound('Product preset');
    return row;
  }

  async toggleFavorite(auth: AuthContext, id: string): Promise<boolean> {
    await this.visibleOne(auth, id);
    return this.repo.toggleFavorite(auth.user.id, id);
  }

  /**
   * A new preset from a provider's product type: its name, attributes, print areas and variants
   * (sizes × colours with their base prices) are copied; root then edits it. Provider "private"
   * with product type "custom" makes an empty custom preset.
   */
  async create(auth: AuthContext, raw: unknown): Promise<ProductPresetRow> {
    const input = parseInput(productPresetCreateInput, raw);
    const custom = input.provider === 'private' && input.product_type_id === 'custom';
    const type = custom ? null : await this.taxonomy.productType(input.provider, input.product_type_id);
    if (!custom && !type) throw BadField('product_type_id', 'not_exist', `${input.provider} has no product type "${input.product_type_id.slice(0, 40)}".`);
    const category = type?.category ? await this.taxonomy.categoryBySlug(type.category) : null;
    const id = newId();
    const code = shortCode();
    const name = type?.name ?? 'Custom product';
    const variants: NewVariantRow[] = (type?.variants ?? []).map((v, position) => ({
      id: newId(),
      presetId: id,
      position,
      sku: `${v.sku}-${code}`,
      nameValue: v.name_value,
      basePrice: v.base_price,
    }));
    const prices = variants.map((v) => toCents(v.basePrice));
    const row: NewPresetRow = {
      id,
      sku: `${input.provider.slice(0, 3).toUpperCase()}-${code}`,
      slug: `${slugify(name)}-${code.toLowerCase()}`,
      identity: code,
      name,
      rawName: name,
      image: type?.image ?? null,
      description: type?.descriptions ?? null,
      provider: input.provider,
      providerId: input.provider_id ?? null,
      productTypeId: type?.id ?? null,
      collection: input.collection,
      categoryId: category?.id ?? null,
      prettyAttributes: type?.attributes ?? [],
      printAreas: type?.printAreas ?? [],
      minPrice: centsToDecimal(prices.length ? prices.reduce((a, b) => (b < a ? b : a)) : 0n),
      maxPrice: centsToDecimal(prices.length ? prices.reduce((a, b) => (b > a ? b : a)) : 0n),
      isCustom: custom,
      createdBy: auth.user.id,
    };
    return this.db.transaction(async (tx) => {
      const created = await this.repo.insert(row, tx);
      await this.repo.insertVariants(variants, tx);
      return created;
    });
  }

  /**
   * Updates what the form sends. Variants are matched by `_id` (new ones have none), print areas by
   * key and attribute options by provider value; each keeps the stored fields the input leaves out
   * (preset-merge.ts). Variants, areas and options not given are removed.
   */
  async update(raw: unknown): Promise<ProductPresetRow> {
    const input = parseInput(productPresetUpdateInput, raw);
    const current = await this.repo.findById(input._id);
    if (!current) throw NotFound('Product preset');
    await this.checkReferences(input);
    const variants = input.attribute_specifics;
    const existing = variants ? await this.repo.variantsOf([input._id]) : [];
    if (variants) {
      const own = new Set(existing.map((v) => v.id));
      const foreign = variants.findIndex((v) => v._id && !own.has(v._id));
      if (foreign >= 0) throw BadField(`attribute_specifics.${foreign}._id`, 'not_exist', 'This variant does not belong to the preset.');
      const taken = await this.repo.skusTakenElsewhere(
        variants.map((v) => v.sku),
        input._id,
      );
      const clash = variants.findIndex((v) => taken.has(v.sku.toLowerCase()));
      if (clash >= 0) throw ConflictField(`attribute_specifics.${clash}.sku`, 'duplicate', `SKU ${variants[clash].sku} is used by another product.`);
    }
    return this.db.transaction(async (tx) => {
      await this.repo.update(input._id, presetValues(input, current), tx);
      if (input.tag_ids) await this.repo.setTags(input._id, input.tag_ids, tx);
      if (variants) {
        const kept = new Set(variants.map((v) => v._id).filter(Boolean));
        await this.repo.removeVariants(
          existing.filter((v) => !kept.has(v.id)).map((v) => v.id),
          tx,
        );
        for (const [position, v] of variants.entries()) if (v._id) await this.repo.updateVariant(v._id, variantChanges(v, position), tx);
        await this.repo.insertVariants(
          variants.flatMap((v, position) => (v._id ? [] : [{ id: newId(), presetId: input._id, ...newVariantColumns(v, position) }])),
          tx,
        );
        const prices = variants.map((v) => toCents(v.base_price));
        await this.repo.update(
          input._id,
          {
            minPrice: centsToDecimal(prices.length ? prices.reduce((a, b) => (b < a ? b : a)) : 0n),
            maxPrice: centsToDecimal(prices.length ? prices.reduce((a, b) => (b > a ? b : a)) : 0n),
          },
          tx,
        );
      }
      return (await this.repo.findById(input._id, tx))!;
    });
  }

  private async checkReferences(input: ProductPresetUpdateInput): Promise<void> {
    const errs = new FieldErrors();
    if (input.category_id && !(await this.taxonomy.category(input.category_id))) errs.add('category_id', 'not_exist', 'This category does not exist.');
    if (input.manufacture_id && !(await this.manufactures.exists(input.manufacture_id)))
      errs.add('manufacture_id', 'not_exist', 'This manufacture does not exist.');
    if (input.tag_ids?.length) {
      const found = await this.taxonomy.tagsByIds(input.tag_ids);
      if (found.length !== input.tag_ids.length) errs.add('tag_ids', 'not_exist', 'Some of these tags do not exist.');
    }
    if (input.linked_products?.length) {
      const found = await this.repo.existingIds(input.linked_products);
      if (found.size !== input.linked_products.length || input.linked_products.includes(input._id))
        errs.add('linked_products', 'not_exist', 'Linked products must be other existing presets.');
    }
    errs.throwIfAny();
  }

  async remove(id: string): Promise<boolean> {
    if (!ID_PATTERN.test(id)) throw BadField('_id', 'invalid_id', 'Invalid preset id.');
    const removed = await this.db.transaction((tx) => this.repo.remove(id, tx));
    if (!removed) throw NotFound('Product preset');
    return true;
  }
}

/** The preset columns an update sets (absent input fields are left alone). */
function presetValues(i: ProductPresetUpdateInput, current: ProductPresetRow): Partial<NewPresetRow> {
  const out: Partial<NewPresetRow> = {
    name: i.name,
    rawName: i.raw_name,
    sku: i.sku,
    htsCode: i.hts_code,
    type: i.type,
    provider: i.provider,
    providerId: i.provider_id,
    image: i.image,
    imagesThumbnail: i.images_thumbnail,
    videos: i.videos,
    description: i.description,
    shortDescription: i.short_description,
    templateDescription: i.template_description,
    collection: i.collection,
    categoryId: i.category_id,
    manufactureId: i.manufacture_id,
    shippingSku: i.shipping_sku,
    shippingPreset: i.shipping_preset,
    sizeChart: i.size_chart,
    baseTagPrice: i.base_tag_price ?? undefined,
    saleTagPrice: i.sale_tag_price ?? undefined,
    taxFee: i.tax_fee ?? undefined,
    taxFeeFix: i.tax_fee_fix ?? undefined,
    valueOfGoods: i.value_of_goods ?? undefined,
    shippingCost: i.shipping_cost ?? undefined,
    shippingAdditionalCost: i.shipping_additional_cost ?? undefined,
    internationalShippingCost: i.international_shipping_cost ?? undefined,
    internationalShippingAdditionalCost: i.international_shipping_additional_cost ?? undefined,
    sideAdditionalCost: i.side_additional_cost ?? undefined,
    positionAdditionalCost: i.position_additional_cost ?? undefined,
    tiktokVipDiscount: i.tiktok_vip_discount ?? undefined,
    wholesaleLevel: i.wholesale_level,
    weight: i.weight,
    packageWidth: i.package_width,
    packageHeight: i.package_height,
    packageLength: i.package_length,
    printDocument: i.print_document,
    printTemplate: i.print_template,
    isNew: i.is_new,
    isFeatured: i.is_featured,
    isBestSeller: i.is_best_seller,
    visible: i.visible,
    isCatalog: i.is_catalog,
    skipDesignCheck: i.skip_design_check,
    skipAffiliate: i.skip_affiliate,
    taxGroups: i.tax_groups,
    prettyAttributes: i.prety_attributes && mergeAttributes(current.prettyAttributes, i.prety_attributes),
    specifics: i.specifics,
    printAreas: i.print_areas && mergePrintAreas(current.printAreas, i.print_areas),
    vip: i.vip,
    unitDiscounts: i.unit_discounts,
    platformCategory: i.platform_category,
    platformSpecifics: i.platform_specifics,
    linkedProducts: i.linked_products,
    monopolistUsers: i.monopolist_users,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}
