import { checkInput, productTypeImportRow } from '@pod/shared';
import { productTypeFromRow } from '../../src/modules/catalogue/product-types';
import { newId } from '../../src/platform/common/ids';
import type { Db } from '../../src/platform/db/database';
import { productCategories, providerProductTypes } from '../../src/platform/db/schema';

/** A provider product type as a provider catalogue file row describes it (sizes;colours as in the file). */
export async function insertProductType(db: Db, row: Record<string, string> = {}): Promise<{ id: string; provider: string; productId: string }> {
  const parsed = checkInput(productTypeImportRow, {
    provider: 'customcat',
    product_id: `TEE-${newId().slice(-6)}`,
    name: 'Classic Tee',
    category: 'apparel',
    base_price: '8.50',
    sizes: 'S;M;L;2XL',
    colors: 'Black:#111111;White:#ffffff',
    print_areas: 'front;back',
    ...row,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fields));
  const id = newId();
  await db.insert(providerProductTypes).values({ id, ...productTypeFromRow(parsed.value) });
  return { id, provider: parsed.value.provider, productId: parsed.value.product_id };
}

export async function insertCategory(db: Db, name: string, builtin = false): Promise<string> {
  const id = newId();
  await db.insert(productCategories).values({ id, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, ''), builtin });
  return id;
}
