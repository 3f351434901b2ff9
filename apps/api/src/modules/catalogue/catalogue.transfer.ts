import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  PLATFORM_CATEGORY_IMPORT_COLUMNS,
  PLATFORM_CATEGORY_IMPORT_REQUIRED,
  platformCategoryImportRow,
  PRODUCT_TYPE_IMPORT_COLUMNS,
  PRODUCT_TYPE_IMPORT_REQUIRED,
  productTypeImportRow,
  type PlatformCategoryImportRow,
  type ProductTypeImportRow,
} from '@pod/shared';
import { exportList, pickFilters, type ExportListDefinition } from '../../producers/exports/export-list';
import { ExportRegistry } from '../../producers/exports/exports.registry';
import { keysetChunks } from '../../platform/common/keyset';
import { schemaImportKind } from '../../producers/data-transfer/schema-import';
import type { ImportKind } from '../../producers/imports/import-kind';
import { ImportRegistry } from '../../producers/imports/imports.registry';
import type { PresetFilterArgs } from './catalogue.inputs';
import type { PresetFilter, ProductPresetRow } from './presets.repository';
import { PresetsService } from './presets.service';
import { TaxonomyService } from './taxonomy.service';

/** The productPreset query's filters. */
const PRESET_FILTERS = {
  text: ['_id', 'identity', 'name', 'provider', 'category', 'category_id', 'collection', 'start', 'end'],
  flags: ['withoutCustom', 'customOnly', 'is_map', 'is_catalog'],
  lists: ['ids'],
};

/** Root's presets as a file, with the filters of the Items pages. */
function productsExportList(presets: PresetsService): ExportListDefinition {
  return exportList<Promise<PresetFilter>, ProductPresetRow>({
    name: 'products',
    access: { module: 'items', action: 'view' },
    columns: [
      { key: 'sku', width: 16, value: (p) => p.sku },
      { key: 'name', width: 36, value: (p) => p.name },
      { key: 'provider', width: 12, value: (p) => p.provider },
      { key: 'collection', width: 12, value: (p) => p.collection },
      { key: 'identity', width: 12, value: (p) => p.identity },
      { key: 'min_price', width: 10, value: (p) => p.minPrice },
      { key: 'max_price', width: 10, value: (p) => p.maxPrice },
      { key: 'visible', value: (p) => p.visible },
      { key: 'is_catalog', value: (p) => p.isCatalog },
      { key: 'created_at', date: true, value: (p) => p.createdAt },
    ],
    parseFilters: (raw) => presets.filterOf({ kind: 'all' }, pickFilters<PresetFilterArgs>(raw, PRESET_FILTERS)),
    count: async (filter) => presets.count(await filter),
    async *chunks(pending, _caller, size) {
      const filter = await pending;
      yield* keysetChunks<ProductPresetRow>((after, n) => presets.pageAfter(filter, after?.id ?? null, n), size);
    },
  });
}

/** A provider catalogue file (providers' APIs cannot be reached from here): one product type per row, replaced when it exists. */
function productTypesImport(taxonomy: TaxonomyService): ImportKind {
  return schemaImportKind<ProductTypeImportRow>({
    name: 'provider_product_types',
    access: { module: 'items', action: 'add' },
    columns: PRODUCT_TYPE_IMPORT_COLUMNS,
    required: PRODUCT_TYPE_IMPORT_REQUIRED,
    maxRows: 5000,
    schema: productTypeImportRow,
    unique: { field: 'product_id', keyOf: (v) => `${v.provider}:${v.product_id.toLowerCase()}` },
    write: (row) => taxonomy.importProductType(row),
    undo: (ids) => taxonomy.removeProductTypes(ids),
  });
}

/** A marketplace category tree file (tiktok, etsy, …), one category per row with its specifics. */
function platformCategoriesImport(taxonomy: TaxonomyService): ImportKind {
  return schemaImportKind<PlatformCategoryImportRow>({
    name: 'platform_categories',
    access: { module: 'items', action: 'add' },
    columns: PLATFORM_CATEGORY_IMPORT_COLUMNS,
    required: PLATFORM_CATEGORY_IMPORT_REQUIRED,
    maxRows: 20000,
    schema: platformCategoryImportRow,
    unique: { field: 'id', keyOf: (v) => `${v.platform}:${v.id}` },
    write: (row) => taxonomy.importPlatformCategory(row),
    undo: (ids) => taxonomy.removePlatformCategories(ids),
  });
}

/** Registers what the catalogue offers to the shared export and import pipelines. */
@Injectable()
export class CatalogueTransfer implements OnModuleInit {
  constructor(
    private readonly exports: ExportRegistry,
    private readonly imports: ImportRegistry,
    private readonly presets: PresetsService,
    private readonly taxonomy: TaxonomyService,
  ) {}

  onModuleInit() {
    this.exports.register(productsExportList(this.presets));
    this.imports.register(productTypesImport(this.taxonomy));
    this.imports.register(platformCategoriesImport(this.taxonomy));
  }
}
