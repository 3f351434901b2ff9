import { newId } from '../../src/platform/common/ids';
import type { Db } from '../../src/platform/db/database';
import { listings, productPresets, productVariants, shippingZones, stores } from '../../src/platform/db/schema';

export interface TestVariant {
  sku: string;
  basePrice: string;
  salePrice?: string;
  weight?: number;
}

/** A visible preset with print areas (front required unless told) and these variants. */
export async function insertPreset(
  db: Db,
  options: {
    name?: string;
    variants: TestVariant[];
    requiredAreas?: string[];
    optionalAreas?: string[];
    skipDesignCheck?: boolean;
    taxFee?: string;
    provider?: string;
    manufactureId?: string;
  },
): Promise<{ id: string; variantIds: string[] }> {
  const id = newId();
  const area = (key: string, required: boolean) => ({
    key,
    position: key,
    print: key,
    width: 3000,
    height: 3600,
    is_part: false,
    is_required: required,
    is_embroidery: false,
  });
  await db.insert(productPresets).values({
    id,
    sku: `P-${id.slice(-6)}`,
    slug: `p-${id}`,
    identity: id.slice(-8),
    name: options.name ?? 'Test Tee',
    rawName: options.name ?? 'Test Tee',
    provider: options.provider ?? 'private',
    manufactureId: options.manufactureId ?? null,
    collection: '2D',
    visible: true,
    skipDesignCheck: options.skipDesignCheck ?? false,
    taxFee: options.taxFee ?? '0.00',
    printAreas: [...(options.requiredAreas ?? ['front']).map((k) => area(k, true)), ...(options.optionalAreas ?? ['back']).map((k) => area(k, false))],
  });
  const variantIds = options.variants.map(() => newId());
  await db.insert(productVariants).values(
    options.variants.map((v, i) => ({
      id: variantIds[i],
      presetId: id,
      position: i,
      sku: v.sku,
      basePrice: v.basePrice,
      salePrice: v.salePrice ?? null,
      weight: v.weight ?? 200,
    })),
  );
  return { id, variantIds };
}

/** One rest-of-world zone: `first` for the first item, `additional` for each further one, any weight. */
export async function insertFlatRate(db: Db, methodId: string, first: string, additional: string): Promise<void> {
  const cents = (v: string) => Math.round(Number(v) * 100);
  await db.insert(shippingZones).values({
    id: newId(),
    methodId,
    position: 0,
    name: 'World',
    restOfWorld: true,
    tiers: [{ min_weight: 0, max_weight: null, first_item_cents: cents(first), additional_item_cents: cents(additional) }],
  });
}

export async function insertStore(db: Db, sellerId: string, platform: 'shopify' | 'api' | 'etsy' = 'shopify'): Promise<string> {
  const id = newId();
  await db.insert(stores).values({ id, sellerId, name: `Shop ${id.slice(-4)}`, platform });
  return id;
}

/** A seller's listing of a preset (Draft unless told), as the editor would save it. */
export async function insertListing(db: Db, sellerId: string, productId: string, status: 'Draft' | 'Publish' | 'Trash' = 'Draft'): Promise<string> {
  const id = newId();
  await db.insert(listings).values({ id, sellerId, productId, name: `Listing ${id.slice(-4)}`, status });
  return id;
}
