import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  BUILTIN_CATEGORIES,
  centsToDecimal,
  checkInput,
  COLLECTION_SLUGS,
  compareMoney,
  toCents,
  productTypeImportRow,
  type ProductCollection,
  type Role,
} from '@pod/shared';
import { productTypeFromRow } from '../modules/catalogue/product-types';
import { newId } from '../platform/common/ids';
import {
  platformCategories,
  productCategories,
  productPresets,
  productPresetTags,
  productStockHistory,
  productTags,
  productVariants,
  providerProductTypes,
  type ProviderProductTypeRow,
} from '../platform/db/schema';
import type { SeedContext } from './context';

export type Shape = 'tee' | 'hoodie' | 'mug' | 'poster' | 'canvas' | 'cap' | 'tote' | 'pillow' | 'case' | 'mask' | 'necklace';

/** A provider catalogue as its file would list it (the import's columns), with the blank's shape for its pictures. */
const PRODUCT_TYPES: Array<Record<string, string> & { shape: Shape }> = [
  {
    shape: 'tee',
    provider: 'customcat',
    product_id: 'CC-G500',
    name: 'Gildan 5000 Heavy Cotton Tee',
    category: 'apparel',
    base_price: '7.95',
    sizes: 'S;M;L;XL;2XL;3XL',
    colors: 'Black:#1b1b1b;White:#f7f7f5;Navy:#1f2a44;Sport Grey:#9ea3a8;Red:#b3202a',
    print_areas: 'front;back',
  },
  {
    shape: 'tee',
    provider: 'customcat',
    product_id: 'CC-BC3001',
    name: 'Bella+Canvas 3001 Unisex Jersey Tee',
    category: 'apparel',
    base_price: '9.40',
    sizes: 'XS;S;M;L;XL;2XL',
    colors: 'Heather Mauve:#b28b8f;Black:#1b1b1b;White:#f7f7f5;Forest:#2f4a36',
    print_areas: 'front;back;sleeve',
  },
  {
    shape: 'hoodie',
    provider: 'customcat',
    product_id: 'CC-G185',
    name: 'Gildan 18500 Hooded Sweatshirt',
    category: 'apparel',
    base_price: '18.90',
    sizes: 'S;M;L;XL;2XL',
    colors: 'Black:#1b1b1b;Sand:#d8c8a8;Maroon:#5b1f2b',
    print_areas: 'front;back;hood',
  },
  {
    shape: 'mug',
    provider: 'customcat',
    product_id: 'CC-MUG11',
    name: 'Ceramic Mug 11oz',
    category: 'giftaccessories',
    base_price: '4.60',
    sizes: '11oz',
    colors: 'White:#ffffff;Black:#1b1b1b',
    print_areas: 'wrap',
  },
  {
    shape: 'poster',
    provider: 'customcat',
    product_id: 'CC-PST',
    name: 'Matte Poster',
    category: 'canvasposter',
    collection: '2D',
    base_price: '6.50',
    sizes: '12x18;18x24;24x36',
    colors: 'White:#fbfbf8',
    print_areas: 'front',
  },
  {
    shape: 'canvas',
    provider: 'customcat',
    product_id: 'CC-CNV',
    name: 'Gallery Wrapped Canvas 1.25in',
    category: 'canvasposter',
    collection: '2D',
    base_price: '21.00',
    sizes: '8x10;12x16;16x20;24x36',
    colors: 'Natural:#efe6d6',
    print_areas: 'front',
  },
  {
    shape: 'cap',
    provider: 'customcat',
    product_id: 'CC-CAP6',
    name: 'Embroidered Dad Hat',
    category: 'apparel',
    collection: 'embroidery',
    base_price: '11.20',
    sizes: 'One size',
    colors: 'Khaki:#c3b091;Black:#1b1b1b;Navy:#1f2a44;Stone:#d6d0c4',
    print_areas: 'cap',
  },
  {
    shape: 'tee',
    provider: 'printify',
    product_id: 'PF-CC1717',
    name: 'Comfort Colors 1717 Garment-Dyed Tee',
    category: 'apparel',
    base_price: '12.10',
    sizes: 'S;M;L;XL;2XL',
    colors: 'Pepper:#4f4f4d;Ivory:#f2ead7;Blue Jean:#6f87a5;Watermelon:#d9666f',
    print_areas: 'front;back',
  },
  {
    shape: 'hoodie',
    provider: 'printify',
    product_id: 'PF-IND4000',
    name: 'Independent Heavyweight Hoodie',
    category: 'apparel',
    base_price: '24.50',
    sizes: 'S;M;L;XL;2XL;3XL',
    colors: 'Black:#1b1b1b;Bone:#e8e1d3;Army:#4b5320',
    print_areas: 'front;back;sleeve',
  },
  {
    shape: 'mug',
    provider: 'printify',
    product_id: 'PF-MUG15',
    name: 'Ceramic Mug 15oz',
    category: 'giftaccessories',
    base_price: '6.20',
    sizes: '15oz',
    colors: 'White:#ffffff;Black:#1b1b1b',
    print_areas: 'wrap',
  },
  {
    shape: 'tote',
    provider: 'printify',
    product_id: 'PF-TOTE',
    name: 'Cotton Canvas Tote Bag',
    category: 'giftaccessories',
    base_price: '8.80',
    sizes: 'One size',
    colors: 'Natural:#efe6d6;Black:#1b1b1b',
    print_areas: 'front;back',
  },
  {
    shape: 'pillow',
    provider: 'printify',
    product_id: 'PF-PIL18',
    name: 'Spun Polyester Square Pillow',
    category: 'homedecorations',
    base_price: '13.40',
    sizes: '14x14;16x16;18x18',
    colors: 'White:#ffffff',
    print_areas: 'front;back',
  },
  {
    shape: 'case',
    provider: 'printify',
    product_id: 'PF-TCASE',
    name: 'Tough Phone Case',
    category: 'giftaccessories',
    collection: '2D',
    base_price: '10.90',
    sizes: 'iPhone 15;iPhone 15 Pro;Galaxy S24',
    colors: 'Glossy:#e9ecef;Matte:#ced4da',
    print_areas: 'front',
  },
  {
    shape: 'cap',
    provider: 'printify',
    product_id: 'PF-BEANIE',
    name: 'Embroidered Cuffed Beanie',
    category: 'apparel',
    collection: 'embroidery',
    base_price: '9.70',
    sizes: 'One size',
    colors: 'Black:#1b1b1b;Heather Grey:#a7a9ac;Mustard:#d4a017',
    print_areas: 'front',
  },
  {
    shape: 'tee',
    provider: 'gearment',
    product_id: 'GM-G640',
    name: 'Gildan 64000 Softstyle Tee',
    category: 'apparel',
    base_price: '6.90',
    sizes: 'S;M;L;XL;2XL;3XL',
    colors: 'Black:#1b1b1b;White:#f7f7f5;Royal:#2b4da0;Irish Green:#2e8b57',
    print_areas: 'front;back',
  },
  {
    shape: 'hoodie',
    provider: 'gearment',
    product_id: 'GM-AOP-HD',
    name: 'All-Over Print Hoodie',
    category: 'alloverprint',
    base_price: '27.50',
    sizes: 'S;M;L;XL;2XL',
    colors: 'White:#ffffff',
    print_areas: 'front;back;sleeve;hood',
  },
  {
    shape: 'tee',
    provider: 'gearment',
    product_id: 'GM-AOP-TEE',
    name: 'All-Over Print Tee',
    category: 'alloverprint',
    base_price: '14.30',
    sizes: 'S;M;L;XL;2XL',
    colors: 'White:#ffffff',
    print_areas: 'front;back',
  },
  {
    shape: 'mask',
    provider: 'gearment',
    product_id: 'GM-MASK',
    name: 'Cloth Face Mask',
    category: 'facemask',
    base_price: '3.90',
    sizes: 'Adult;Kid',
    colors: 'White:#ffffff;Black:#1b1b1b',
    print_areas: 'front',
  },
  {
    shape: 'poster',
    provider: 'gearment',
    product_id: 'GM-PST-P',
    name: 'Premium Luster Poster',
    category: 'canvasposter',
    collection: '2D',
    base_price: '8.10',
    sizes: '11x17;16x24;24x36',
    colors: 'White:#fbfbf8',
    print_areas: 'front',
  },
  {
    shape: 'necklace',
    provider: 'gearment',
    product_id: 'GM-NECK',
    name: 'Engraved Pendant Necklace',
    category: 'jewelry',
    collection: 'dropship',
    base_price: '12.60',
    sizes: 'One size',
    colors: 'Silver:#c0c0c0;Gold:#d4af37',
    print_areas: 'front',
  },
  {
    shape: 'tee',
    provider: 'merchize',
    product_id: 'MZ-NL3600',
    name: 'Next Level 3600 Cotton Tee',
    category: 'apparel',
    base_price: '8.70',
    sizes: 'XS;S;M;L;XL;2XL',
    colors: 'Black:#1b1b1b;White:#f7f7f5;Midnight Navy:#1c2841;Cardinal:#8c1c13',
    print_areas: 'front;back',
  },
  {
    shape: 'hoodie',
    provider: 'merchize',
    product_id: 'MZ-ZIPHD',
    name: 'Zip Hoodie Unisex',
    category: 'apparel',
    collection: 'embroidery',
    base_price: '26.30',
    sizes: 'S;M;L;XL;2XL',
    colors: 'Black:#1b1b1b;Oatmeal:#d9cfc1',
    print_areas: 'front;back',
  },
  {
    shape: 'mug',
    provider: 'merchize',
    product_id: 'MZ-MUGCLR',
    name: 'Two-Tone Colour Mug 11oz',
    category: 'giftaccessories',
    base_price: '5.40',
    sizes: '11oz',
    colors: 'Red:#b3202a;Blue:#2b4da0;Pink:#e58fa8;Black:#1b1b1b',
    print_areas: 'wrap',
  },
  {
    shape: 'canvas',
    provider: 'merchize',
    product_id: 'MZ-CNV-FR',
    name: 'Framed Canvas Print',
    category: 'canvasposter',
    collection: '2D',
    base_price: '29.90',
    sizes: '12x12;16x16;20x20',
    colors: 'Black Frame:#1b1b1b;Oak Frame:#b08d57',
    print_areas: 'front',
  },
  {
    shape: 'pillow',
    provider: 'merchize',
    product_id: 'MZ-BLANKET',
    name: 'Sherpa Fleece Blanket',
    category: 'homedecorations',
    collection: 'dropship',
    base_price: '32.00',
    sizes: '50x60;60x80',
    colors: 'White:#ffffff',
    print_areas: 'front',
  },
  {
    shape: 'cap',
    provider: 'merchize',
    product_id: 'MZ-TRUCKER',
    name: 'Embroidered Trucker Cap',
    category: 'apparel',
    collection: 'embroidery',
    base_price: '10.50',
    sizes: 'One size',
    colors: 'Black/White:#1b1b1b;Navy/White:#1f2a44;Red/White:#b3202a',
    print_areas: 'cap',
  },
  {
    shape: 'tote',
    provider: 'private',
    product_id: 'PV-APRON',
    name: 'House Apron (own factory)',
    category: 'homedecorations',
    collection: 'dropship',
    base_price: '11.00',
    sizes: 'One size',
    colors: 'Black:#1b1b1b;Natural:#efe6d6',
    print_areas: 'front',
  },
  {
    shape: 'tee',
    provider: 'private',
    product_id: 'PV-KIDTEE',
    name: 'Kids Tee (own factory)',
    category: 'apparel',
    base_price: '6.40',
    sizes: '2T;4T;XS;S;M',
    colors: 'White:#f7f7f5;Pink:#e58fa8;Light Blue:#a6c8e0',
    print_areas: 'front',
  },
];

/** Presets per product type: how many and in which collections (about 40 over the four). */
const EXTRA_COLLECTIONS: Partial<Record<string, ProductCollection[]>> = {
  'CC-G500': ['2D', 'dropship'],
  'CC-BC3001': ['2D'],
  'CC-G185': ['embroidery'],
  'PF-CC1717': ['embroidery'],
  'GM-G640': ['2D', 'dropship'],
  'MZ-NL3600': ['2D'],
  'CC-MUG11': ['dropship'],
  'PF-MUG15': ['2D'],
  'PF-IND4000': ['dropship'],
  'MZ-MUGCLR': ['dropship'],
  'GM-MASK': ['dropship'],
};

const TAGS = ['Best seller', 'Eco friendly', 'Fast shipping', 'Gift idea', 'New arrival', 'Premium', 'Unisex', 'Holiday'];

/** tiktok and etsy category trees, three levels, with the specifics the leaf categories ask for. */
const PLATFORM_TREE: Array<[platform: 'tiktok' | 'etsy', id: string, name: string, level: number, parent: string | null, specifics?: string]> = [
  ['tiktok', '601152', 'Womenswear & Underwear', 1, null],
  ['tiktok', '601190', "Women's Tops", 2, '601152'],
  ['tiktok', '601226', 'T-shirts', 3, '601190', 'material*:select:Cotton/Polyester/Blend;pattern:select:Solid/Graphic/Text;neckline:select:Crew/V-neck'],
  ['tiktok', '601227', 'Hoodies & Sweatshirts', 3, '601190', 'material*:select:Cotton/Fleece/Polyester;closure:select:Pullover/Zip'],
  ['tiktok', '824328', 'Menswear & Underwear', 1, null],
  ['tiktok', '824584', "Men's Tops", 2, '824328'],
  ['tiktok', '601295', 'T-shirts', 3, '824584', 'material*:select:Cotton/Polyester/Blend;fit:select:Regular/Oversized/Slim'],
  ['tiktok', '600001', 'Home Supplies', 1, null],
  ['tiktok', '600024', 'Kitchenware', 2, '600001'],
  ['tiktok', '600036', 'Mugs', 3, '600024', 'capacity*:text;dishwasher_safe:select:Yes/No'],
  ['tiktok', '600025', 'Home Decor', 2, '600001'],
  ['tiktok', '600055', 'Posters & Prints', 3, '600025', 'frame_included*:select:Yes/No;orientation:select:Portrait/Landscape/Square'],
  ['etsy', '1', 'Clothing', 1, null],
  ['etsy', '448', 'Gender-Neutral Adult Clothing', 2, '1'],
  [
    'etsy',
    '449',
    'Tops & Tees',
    3,
    '448',
    'primary_color*:select:Black/White/Grey/Blue/Red;occasion:select:Birthday/Christmas/Anniversary;sleeve_length:select:Short/Long',
  ],
  ['etsy', '450', 'Hoodies & Sweatshirts', 3, '448', 'primary_color*:select:Black/White/Grey;material:text'],
  ['etsy', '891', 'Home & Living', 1, null],
  ['etsy', '1062', 'Kitchen & Dining', 2, '891'],
  ['etsy', '1076', 'Mugs', 3, '1062', 'capacity*:text;primary_color:select:White/Black'],
  ['etsy', '1029', 'Home Decor', 2, '891'],
  ['etsy', '1057', 'Wall Decor', 3, '1029', 'orientation*:select:Portrait/Landscape;framing:select:Unframed/Framed'],
  ['etsy', '68', 'Accessories', 1, null],
  ['etsy', '166', 'Hats & Caps', 2, '68'],
  ['etsy', '170', 'Baseball & Trucker Caps', 3, '166', 'primary_color*:select:Black/Navy/Khaki;closure:select:Snapback/Strapback'],
];

// ---------------------------------------------------------------- pictures

/** A blank product drawn in one colour on a light background, 600×600. */
export function blankSvg(shape: Shape, fill: string): string {
  const stroke = '#00000033';
  const body: Record<Shape, string> = {
    tee: `<path d="M210 110 L260 90 Q300 130 340 90 L390 110 L480 180 L430 250 L400 225 L400 500 L200 500 L200 225 L170 250 L120 180 Z" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`,
    hoodie: `<path d="M215 130 Q300 40 385 130 L480 200 L440 330 L405 300 L405 510 L195 510 L195 300 L160 330 L120 200 Z" fill="${fill}" stroke="${stroke}" stroke-width="3"/><path d="M245 135 Q300 200 355 135" fill="none" stroke="${stroke}" stroke-width="4"/><rect x="240" y="380" width="120" height="60" rx="10" fill="none" stroke="${stroke}" stroke-width="3"/>`,
    mug: `<rect x="170" y="170" width="220" height="270" rx="18" fill="${fill}" stroke="${stroke}" stroke-width="3"/><path d="M390 230 Q470 230 470 305 Q470 380 390 380" fill="none" stroke="${fill}" stroke-width="28"/><path d="M390 230 Q470 230 470 305 Q470 380 390 380" fill="none" stroke="${stroke}" stroke-width="2"/>`,
    poster: `<rect x="170" y="90" width="260" height="390" fill="${fill}" stroke="${stroke}" stroke-width="3"/><rect x="195" y="115" width="210" height="300" fill="#00000010"/>`,
    canvas: `<rect x="130" y="140" width="340" height="300" fill="${fill}" stroke="${stroke}" stroke-width="3"/><path d="M470 140 L490 160 L490 460 L150 460 L130 440 L470 440 Z" fill="#00000025"/>`,
    cap: `<path d="M170 330 Q170 170 300 160 Q430 170 430 330 Z" fill="${fill}" stroke="${stroke}" stroke-width="3"/><path d="M150 330 L470 330 Q500 350 470 365 L300 370 L150 350 Z" fill="${fill}" stroke="${stroke}" stroke-width="3"/><circle cx="300" cy="163" r="10" fill="${fill}" stroke="${stroke}"/>`,
    tote: `<rect x="170" y="220" width="260" height="290" fill="${fill}" stroke="${stroke}" stroke-width="3"/><path d="M220 220 Q220 110 270 110 M380 220 Q380 110 330 110 M270 110 L330 110" fill="none" stroke="${fill}" stroke-width="14"/>`,
    pillow: `<path d="M150 160 Q300 130 450 160 Q480 300 450 440 Q300 470 150 440 Q120 300 150 160 Z" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`,
    case: `<rect x="215" y="90" width="170" height="420" rx="34" fill="${fill}" stroke="${stroke}" stroke-width="3"/><rect x="235" y="110" width="60" height="90" rx="16" fill="#00000030"/>`,
    mask: `<path d="M150 230 Q300 180 450 230 L440 360 Q300 430 160 360 Z" fill="${fill}" stroke="${stroke}" stroke-width="3"/><path d="M150 240 Q100 290 160 350 M450 240 Q500 290 440 350" fill="none" stroke="${stroke}" stroke-width="5"/>`,
    necklace: `<path d="M200 120 Q300 360 400 120" fill="none" stroke="${fill}" stroke-width="6"/><circle cx="300" cy="370" r="55" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="#f1f3f5"/>${body[shape]}</svg>`;
}

async function storePicture(ctx: SeedContext, key: string, shape: Shape, hex: string): Promise<string> {
  if (!(await ctx.storage.head(key))) {
    const png = await sharp(Buffer.from(blankSvg(shape, hex)))
      .png({ compressionLevel: 9 })
      .toBuffer();
    await ctx.storage.write(key, png, 'image/png');
  }
  return key;
}

const keyPart = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A steady pseudo-random number from a text, so the demo is the same on every machine. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

// ---------------------------------------------------------------- seed

/**
 * The catalogue demo: built-in categories, tags, about 28 provider product types over 5 providers
 * (as a provider file would bring them), tiktok and etsy category trees, and about 40 presets over
 * the four collections with sharp-drawn blanks per colour, sizes × colours variants, VIP and
 * quantity discounts, and stock (some low) with its ledger. Adds only what is missing.
 */
export async function seedCatalogue(ctx: SeedContext, people: ReadonlyMap<Role, string>): Promise<void> {
  const { db } = ctx;
  const rootId = people.get('root') ?? null;

  await db
    .insert(productCategories)
    .values(BUILTIN_CATEGORIES.map((slug, position) => ({ id: newId(), slug, name: slug, position, builtin: true })))
    .onConflictDoNothing();
  await db
    .insert(productCategories)
    .values({ id: newId(), slug: 'petsupplies', name: 'Pet supplies', position: BUILTIN_CATEGORIES.length })
    .onConflictDoNothing();
  await db
    .insert(productTags)
    .values(TAGS.map((name) => ({ id: newId(), name })))
    .onConflictDoNothing();
  await db
    .insert(platformCategories)
    .values(
      PLATFORM_TREE.map(([platform, id, name, level, parent, specifics]) => ({
        platform,
        id,
        name,
        level,
        parent,
        specifics: (specifics ?? '')
          .split(';')
          .filter(Boolean)
          .map((s) => {
            const [rawKey, type, values = ''] = s.split(':');
            const key = rawKey.replace(/\*$/, '');
            return { key, name: key, type, required: rawKey.endsWith('*'), value: values ? values.split('/') : [] };
          }),
      })),
    )
    .onConflictDoNothing();

  const types: Array<ProviderProductTypeRow & { shape: Shape }> = [];
  for (const { shape, ...file } of PRODUCT_TYPES) {
    const parsed = checkInput(productTypeImportRow, file);
    if (!parsed.ok) throw new Error(`Seed product type ${file.product_id}: ${JSON.stringify(parsed.fields)}`);
    const firstHex = parsed.value.colors[0]?.split(':')[1] ?? '#ffffff';
    const image = await storePicture(ctx, `catalogue/types/${keyPart(file.product_id)}.png`, shape, firstHex);
    const [row] = await db
      .insert(providerProductTypes)
      .values({ id: newId(), ...productTypeFromRow(parsed.value), image, flags: ['in_stock'] })
      .onConflictDoNothing()
      .returning();
    types.push({ ...(row ?? (await existingType(ctx, file.provider, file.product_id))), shape });
  }

  const categories = new Map((await db.select().from(productCategories)).map((c) => [c.slug, c.id]));
  const tags = await db.select().from(productTags);
  for (const type of types) {
    for (const collection of [type.collection as ProductCollection, ...(EXTRA_COLLECTIONS[type.providerProductId] ?? [])]) {
      await seedPreset(ctx, type, collection, categories.get(type.category ?? '') ?? null, tags, rootId);
    }
  }
}

async function existingType(ctx: SeedContext, provider: string, productId: string): Promise<ProviderProductTypeRow> {
  const rows = await ctx.db.select().from(providerProductTypes).where(eq(providerProductTypes.providerProductId, productId));
  const row = rows.find((r) => r.provider === provider);
  if (!row) throw new Error(`Seed product type ${productId} vanished`);
  return row;
}

async function seedPreset(
  ctx: SeedContext,
  type: ProviderProductTypeRow & { shape: Shape },
  collection: ProductCollection,
  categoryId: string | null,
  tags: ReadonlyArray<{ id: string }>,
  rootId: string | null,
): Promise<void> {
  const { db } = ctx;
  const slug = `${keyPart(type.name)}-${COLLECTION_SLUGS[collection]}`;
  if ((await db.select({ id: productPresets.id }).from(productPresets).where(eq(productPresets.slug, slug)).limit(1)).length) return;
  const h = hashOf(slug);
  const colours = type.attributes.find((a) => a.attribute_type === 'Color')?.options ?? [];
  const pictures = await Promise.all(
    (colours.length ? colours : [{ ffm_value: 'white', hex: '#ffffff' }]).map((c) =>
      storePicture(ctx, `catalogue/presets/${slug}/${keyPart(c.ffm_value)}.png`, type.shape, c.hex ?? '#ffffff'),
    ),
  );
  const id = newId();
  const code = (h % 0xffffff).toString(16).toUpperCase().padStart(6, '0');
  const label = collection === 'embroidery' ? `${type.name} – Embroidered` : collection === 'dropship' ? `${type.name} – Dropship` : type.name;
  const isLowStockPreset = h % 5 === 0;
  const variants = type.variants.map((v, position) => {
    const sale = (h + position) % 3 === 0;
    const base = toCents(v.base_price) + 800n; // a margin over the provider's cost
    const stock = isLowStockPreset && position % 2 === 0 ? (h + position) % 6 : 15 + ((h >>> (position % 16)) % 120);
    return {
      id: newId(),
      presetId: id,
      position,
      sku: `${v.sku}-${code}`,
      nameValue: v.name_value,
      basePrice: centsToDecimal(base),
      salePrice: sale ? centsToDecimal(base - 150n) : null,
      wholesalePrice: centsToDecimal(base - 300n),
      shipPrice: '4.50',
      weight: 180 + position * 5,
      inStock: true,
      stock,
    };
  });
  const isMapped = h % 3 !== 0;
  await db.transaction(async (tx) => {
    await tx.insert(productPresets).values({
      id,
      sku: `${type.provider.slice(0, 3).toUpperCase()}-${code}`,
      slug,
      identity: code,
      name: label,
      rawName: type.name,
      image: pictures[0],
      imagesThumbnail: pictures,
      description: `${type.name}, printed on demand by ${type.provider}. Ships in 2–5 business days.`,
      shortDescription: `${type.name} – ${collection}`,
      isNew: h % 4 === 0,
      isBestSeller: h % 6 === 1,
      isFeatured: h % 7 === 2,
      provider: type.provider,
      providerId: type.providerProductId,
      productTypeId: type.id,
      collection,
      categoryId,
      prettyAttributes: type.attributes,
      printAreas: type.printAreas,
      minPrice: variants.reduce((m, v) => (compareMoney(v.basePrice, m) < 0 ? v.basePrice : m), variants[0].basePrice),
      maxPrice: variants.reduce((m, v) => (compareMoney(v.basePrice, m) > 0 ? v.basePrice : m), variants[0].basePrice),
      baseTagPrice: variants[0].basePrice,
      taxFee: '0.00',
      shippingCost: '4.99',
      shippingAdditionalCost: '2.00',
      internationalShippingCost: '12.99',
      internationalShippingAdditionalCost: '5.00',
      sideAdditionalCost: type.printAreas.length > 1 ? '3.50' : '0.00',
      positionAdditionalCost: '1.50',
      sizeChart: type.attributes[0].options.length > 2 ? sizeChart(type.attributes[0].options.map((o) => o.ffm_value)) : null,
      vip: [
        { level: 1, value: '0.50' },
        { level: 2, value: '1.00' },
        { level: 3, value: '1.75' },
      ],
      unitDiscounts: [
        { unit: 10, value: '0.40' },
        { unit: 50, value: '1.00' },
      ],
      tiktokVipDiscount: '0.30',
      wholesaleLevel: 2,
      weight: 200,
      packageWidth: 25,
      packageHeight: 3,
      packageLength: 30,
      visible: h % 8 !== 0,
      isCatalog: collection === 'dropship' || h % 3 === 1,
      platformCategory: isMapped ? [{ type: 'tiktok', category_selected: [] }] : [],
      createdBy: rootId,
    });
    await tx.insert(productVariants).values(variants);
    const stocked = variants.filter((v) => v.stock > 0);
    if (stocked.length)
      await tx.insert(productStockHistory).values(
        stocked.map((v) => ({
          id: newId(),
          productId: id,
          variantId: v.id,
          changedBy: rootId,
          action: 'production' as const,
          quantity: v.stock,
          stockBefore: 0,
          stockAfter: v.stock,
          reason: 'Opening stock count',
          source: 'seed',
        })),
      );
    const picked = tags.filter((_, i) => (h >>> i) % 3 === 0).slice(0, 3);
    if (picked.length) await tx.insert(productPresetTags).values(picked.map((t) => ({ presetId: id, tagId: t.id })));
  });
}

/** A garment size chart (chest and length in inches) for the sizes offered. */
function sizeChart(sizes: string[]): string {
  const rows = sizes.map((s, i) => `${s}: chest ${34 + i * 2}–${36 + i * 2} in, length ${27 + i} in`);
  return rows.join('\n');
}
