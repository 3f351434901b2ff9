import { Injectable } from '@nestjs/common';
import {
  catalogueNameInput,
  isOneOf,
  MARKETPLACES,
  mergeProductTagsInput,
  PRODUCT_PROVIDERS,
  reorderCategoriesInput,
  type PlatformCategoryImportRow,
  type ProductTypeImportRow,
} from '@pod/shared';
import { BadField, ConflictField, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import { isUniqueViolation } from '../../platform/common/sql';
import { parseInput } from '../../platform/common/validation';
import { productTypeFromRow } from './product-types';
import { PresetsRepository } from './presets.repository';
import { TaxonomyRepository, type ProductCategoryRow, type ProductTagRow } from './taxonomy.repository';

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 60);

/** Categories, tags, provider product types and marketplace categories. */
@Injectable()
export class TaxonomyService {
  constructor(
    private readonly repo: TaxonomyRepository,
    private readonly presets: PresetsRepository,
  ) {}

  private checkProvider(provider: string): void {
    if (!isOneOf(PRODUCT_PROVIDERS, provider))
      throw BadField('provider', 'unknown_value', `Unknown provider "${provider.slice(0, 40)}". Use ${PRODUCT_PROVIDERS.join(', ')}.`);
  }

  private checkPlatform(platform: string): void {
    if (!isOneOf(MARKETPLACES, platform))
      throw BadField('platform', 'unknown_value', `Unknown marketplace "${platform.slice(0, 40)}". Use ${MARKETPLACES.join(', ')}.`);
  }

  // ------------------------------------------------------------ categories

  categories(): Promise<ProductCategoryRow[]> {
    return this.repo.categories();
  }

  async saveCategory(raw: unknown): Promise<ProductCategoryRow> {
    const input = parseInput(catalogueNameInput, raw);
    try {
      if (input._id) {
        if (!(await this.repo.category(input._id))) throw NotFound('Category');
        await this.repo.renameCategory(input._id, input.name);
        return (await this.repo.category(input._id))!;
      }
      const slug = slugOf(input.name);
      if (!slug) throw BadField('name', 'invalid', 'The name needs at least one letter or digit.');
      return await this.repo.insertCategory({ id: newId(), name: input.name, slug, position: await this.repo.nextCategoryPosition() });
    } catch (e) {
      if (isUniqueViolation(e)) throw ConflictField('name', 'name_taken', 'A category with this name already exists.');
      throw e;
    }
  }

  /** Every category, in the new order: a partial or unknown list is refused. */
  async reorderCategories(raw: unknown): Promise<ProductCategoryRow[]> {
    const { ids } = parseInput(reorderCategoriesInput, raw);
    const all = await this.repo.categories();
    const known = new Set(all.map((c) => c.id));
    if (ids.length !== all.length || !ids.every((id) => known.has(id))) throw BadField('ids', 'invalid', 'Give every category exactly once.');
    await this.repo.reorderCategories(ids);
    return this.repo.categories();
  }

  /** Built-in categories stay; a category still holding presets is refused. */
  async removeCategory(id: string): Promise<boolean> {
    const category = await this.repo.category(id);
    if (!category) throw NotFound('Category');
    if (category.builtin) throw ConflictField('_id', 'invalid', 'Built-in categories cannot be deleted.');
    if (category.presetCount > 0) throw ConflictField('_id', 'owns_records', `This category still holds ${category.presetCount} presets.`);
    await this.repo.removeCategory(id);
    return true;
  }

  // ------------------------------------------------------------ tags

  tags(name?: string | null): Promise<ProductTagRow[]> {
    return this.repo.tags(name?.trim() || undefined);
  }

  async saveTag(raw: unknown): Promise<ProductTagRow> {
    const input = parseInput(catalogueNameInput, raw);
    try {
      if (input._id) {
        const row = await this.repo.renameTag(input._id, input.name);
        if (!row) throw NotFound('Tag');
        return row;
      }
      return await this.repo.insertTag({ id: newId(), name: input.name });
    } catch (e) {
      if (isUniqueViolation(e)) throw ConflictField('name', 'name_taken', 'A tag with this name already exists.');
      throw e;
    }
  }

  async mergeTags(raw: unknown): Promise<ProductTagRow> {
    const input = parseInput(mergeProductTagsInput, raw);
    const found = await this.repo.tagsByIds([...input.from_ids, input.into_id]);
    if (found.length !== input.from_ids.length + 1) throw BadField('from_ids', 'not_exist', 'Some of these tags do not exist.');
    await this.repo.mergeTags(input.from_ids, input.into_id);
    return (await this.repo.tagsByIds([input.into_id]))[0];
  }

  async removeTag(id: string): Promise<boolean> {
    if ((await this.repo.removeTags([id])) === 0) throw NotFound('Tag');
    return true;
  }

  // ------------------------------------------------------------ provider product types

  /** A provider's product types, each with how many presets it already has. */
  async productTypes(provider: string) {
    this.checkProvider(provider);
    const rows = await this.repo.productTypes(provider);
    const counts = await this.presets.countByProductType(rows.map((r) => r.id));
    return rows.map((row) => ({ row, presets: counts.get(row.id) ?? 0 }));
  }

  async productType(provider: string, productTypeId: string) {
    this.checkProvider(provider);
    const row = await this.repo.productType(provider, productTypeId);
    if (!row) throw NotFound('Product type');
    const counts = await this.presets.countByProductType([row.id]);
    return { row, presets: counts.get(row.id) ?? 0 };
  }

  /** A product type from a provider catalogue file row, added or replaced. */
  importProductType(row: ProductTypeImportRow): Promise<string> {
    return this.repo.upsertProductType({ id: newId(), ...productTypeFromRow(row) });
  }

  removeProductTypes(ids: readonly string[]) {
    return this.repo.removeProductTypes(ids);
  }

  // ------------------------------------------------------------ marketplace categories

  platformLevel(platform: string, level: number, parent?: string | null) {
    this.checkPlatform(platform);
    if (!Number.isInteger(level) || level < 1 || level > 10) throw BadField('level', 'range', 'Level must be between 1 and 10.');
    return this.repo.platformLevel(platform, level, parent?.trim() || null);
  }

  async platformSpecifics(platform: string, id: string) {
    this.checkPlatform(platform);
    const row = await this.repo.platformCategory(platform, id);
    if (!row) throw NotFound('Marketplace category');
    return row.specifics;
  }

  /** A marketplace category from a file row; specifics are written key:type (type text, select or number), `*` marks required. */
  async importPlatformCategory(row: PlatformCategoryImportRow): Promise<string> {
    await this.repo.upsertPlatformCategory({
      platform: row.platform,
      id: row.id,
      name: row.name,
      level: row.level,
      parent: row.parent ?? null,
      specifics: row.specifics.map((s) => {
        const [rawKey, type = 'text', values = ''] = s.split(':');
        const required = rawKey.endsWith('*');
        const key = rawKey.replace(/\*$/, '').trim();
        return { key, name: key, type: type.trim() || 'text', required, value: values ? values.split('/').map((v) => v.trim()) : [] };
      }),
    });
    return `${row.platform}:${row.id}`;
  }

  removePlatformCategories(keys: readonly string[]) {
    return this.repo.removePlatformCategories(
      keys.map((k) => {
        const [platform, ...rest] = k.split(':');
        return { platform, id: rest.join(':') };
      }),
    );
  }
}
