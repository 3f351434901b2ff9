import { and, eq, isNull, sql } from 'drizzle-orm';
import { newId } from '../platform/common/ids';
import { SecretBox, secretHint } from '../platform/common/secret-box';
import { fulfilments, locations, manufactures, merchantGroups, productPresets, shippingMethods, shippingZones, type StoredTier } from '../platform/db/schema';
import type { DemoUsers, SeedContext } from './context';

const EU = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

/** Tiers from [upper weight in grams, first item $, additional item $]; the last one has no upper bound. */
function tiers(...rows: Array<[number | null, number, number]>): StoredTier[] {
  let from = 0;
  return rows.map(([to, first, additional]) => {
    const tier = { min_weight: from, max_weight: to, first_item_cents: Math.round(first * 100), additional_item_cents: Math.round(additional * 100) };
    from = to ?? from;
    return tier;
  });
}

type Zone = { name: string; countries: string[]; rest_of_world?: boolean; tiers: StoredTier[] };
const zones = (us: StoredTier[], eu: StoredTier[], uk: StoredTier[], world: StoredTier[]): Zone[] => [
  { name: 'United States', countries: ['US'], tiers: us },
  { name: 'European Union', countries: EU, tiers: eu },
  { name: 'United Kingdom', countries: ['GB'], tiers: uk },
  { name: 'Rest of world', countries: [], rest_of_world: true, tiers: world },
];

/** The demo cost table: integration tests price shipments against exactly these figures. */
export const DEMO_SHIPPING_METHODS = [
  {
    name: 'Standard',
    carrier: 'USPS',
    scope: 'domestic',
    minDays: 3,
    maxDays: 7,
    zones: zones(
      tiers([500, 4.5, 1.5], [2000, 7.99, 2.5], [null, 12.0, 3.25]),
      tiers([500, 6.9, 2.0], [2000, 10.5, 3.0], [null, 16.0, 4.0]),
      tiers([500, 6.5, 2.0], [2000, 9.95, 2.75], [null, 15.0, 3.5]),
      tiers([500, 9.9, 3.0], [2000, 15.5, 4.5], [null, 24.0, 6.0]),
    ),
  },
  {
    name: 'Express',
    carrier: 'UPS',
    scope: 'domestic',
    minDays: 1,
    maxDays: 3,
    zones: zones(
      tiers([500, 12.5, 3.0], [2000, 18.0, 4.0], [null, 26.0, 5.5]),
      tiers([500, 19.9, 4.5], [2000, 27.5, 5.5], [null, 39.0, 7.0]),
      tiers([500, 18.5, 4.0], [2000, 25.0, 5.0], [null, 36.0, 6.5]),
      tiers([500, 29.0, 6.0], [2000, 42.0, 8.0], [null, 59.0, 10.0]),
    ),
  },
  {
    name: 'International Economy',
    carrier: 'DHL eCommerce',
    scope: 'international',
    minDays: 7,
    maxDays: 21,
    zones: zones(
      tiers([1000, 8.5, 2.0], [null, 14.0, 3.0]),
      tiers([1000, 7.5, 1.75], [null, 12.5, 2.5]),
      tiers([1000, 7.9, 1.8], [null, 12.9, 2.6]),
      tiers([1000, 11.5, 2.5], [null, 18.0, 3.5]),
    ),
  },
  {
    name: 'Seller label',
    carrier: null,
    scope: 'domestic',
    minDays: 2,
    maxDays: 5,
    audience: 'merchant_group' as const,
    zones: zones(tiers([null, 1.0, 0.5]), tiers([null, 1.0, 0.5]), tiers([null, 1.0, 0.5]), tiers([null, 1.0, 0.5])),
  },
  {
    name: 'Non-ship',
    carrier: null,
    scope: 'domestic',
    minDays: 0,
    maxDays: 0,
    audience: 'sellers' as const,
    zones: zones(tiers([null, 0, 0]), tiers([null, 0, 0]), tiers([null, 0, 0]), tiers([null, 0, 0])),
  },
];

const LOCATIONS = [
  {
    name: 'Lisbon main warehouse',
    type: 'stock',
    address1: 'Rua da Fábrica 12',
    city: 'Lisboa',
    postalCode: '1100-001',
    country: 'PT',
    phone: '+351 21 000 0000',
  },
  { name: 'Berlin returns store', type: 'stock', address1: 'Druckerstraße 5', city: 'Berlin', postalCode: '10115', country: 'DE', phone: '+49 30 000000' },
  {
    name: 'New Jersey dispatch',
    type: 'ship_from',
    address1: '200 Harbor Dr',
    city: 'Newark',
    state: 'NJ',
    postalCode: '07114',
    country: 'US',
    phone: '+1 973 555 0100',
  },
];

const ACCOUNTS = [
  {
    name: 'Printify main',
    provider: 'printify',
    account: 'shop-4821',
    credentials: 'pfy_live_7Hc2Lq9mXz4R1vTa',
    routing: 'auto',
    isDefault: true,
    status: 'valid',
  },
  {
    name: 'CustomCat US',
    provider: 'customcat',
    account: 'cc-90211',
    credentials: 'cc_live_Z2x8Vb4Nm6Kq1Wd3',
    routing: 'auto',
    isDefault: false,
    status: 'valid',
  },
  {
    name: 'Merchize EU',
    provider: 'merchize',
    account: 'merchize-eu-77',
    credentials: 'mz_key_L5k7Jh9Gf2Ds4Aq6',
    routing: 'auto',
    isDefault: false,
    status: 'valid',
  },
  {
    name: 'Gearment main',
    provider: 'gearment',
    account: 'orders@demo.pod',
    credentials: 'gm_key_R4t6Yu8Io0Pa2Sd5',
    routing: 'auto',
    isDefault: false,
    status: 'valid',
  },
  {
    name: 'Gearment backup',
    provider: 'gearment',
    account: 'ops@demo.pod',
    credentials: 'gm_key_Q8w3Er5Ty7Ui9Op1',
    routing: 'manual',
    isDefault: false,
    status: 'lost_connection',
  },
];

/** Shipping methods with a full cost table (US, EU, UK, rest of world), locations, provider accounts and which factory makes what. */
export async function seedLogistics({ db, env }: SeedContext, people: DemoUsers): Promise<void> {
  const [group] = await db.select({ id: merchantGroups.id }).from(merchantGroups).where(eq(merchantGroups.name, 'Key accounts')).limit(1);
  for (const m of DEMO_SHIPPING_METHODS) {
    const [existing] = await db.select({ id: shippingMethods.id }).from(shippingMethods).where(eq(shippingMethods.name, m.name)).limit(1);
    if (existing) continue;
    const id = newId();
    const audience = m.audience === 'merchant_group' && !group ? 'everyone' : (m.audience ?? 'everyone');
    await db.transaction(async (tx) => {
      await tx.insert(shippingMethods).values({
        id,
        name: m.name,
        carrier: m.carrier,
        scope: m.scope,
        minDays: m.minDays,
        maxDays: m.maxDays,
        audience,
        merchantGroupId: audience === 'merchant_group' ? group!.id : null,
        sellerIds: audience === 'sellers' ? [people.get('sale')!] : [],
      });
      await tx.insert(shippingZones).values(
        m.zones.map((z, position) => ({
          id: newId(),
          methodId: id,
          position,
          name: z.name,
          countries: z.countries,
          restOfWorld: !!z.rest_of_world,
          tiers: z.tiers,
        })),
      );
    });
  }
  for (const l of LOCATIONS) {
    const [existing] = await db.select({ id: locations.id }).from(locations).where(eq(locations.name, l.name)).limit(1);
    if (!existing) await db.insert(locations).values({ id: newId(), ...l });
  }
  await assignFactories(db);
  // Accounts need the key that seals their credentials; a seed run without it leaves them out.
  if (!env.CREDENTIALS_SECRET) return;
  const box = new SecretBox(env.CREDENTIALS_SECRET, 'fulfilment-credentials');
  for (const { credentials, ...a } of ACCOUNTS) {
    const [existing] = await db.select({ id: fulfilments.id }).from(fulfilments).where(eq(fulfilments.name, a.name)).limit(1);
    if (!existing) await db.insert(fulfilments).values({ id: newId(), ...a, credentialsEnc: box.seal(credentials), credentialsHint: secretHint(credentials) });
  }
}

/**
 * Which demo presets our factories make: our own (private) products in Lisbon, and the posters,
 * canvases and mugs printed in Berlin on CustomCat blanks; the rest go to provider accounts.
 */
async function assignFactories(db: SeedContext['db']): Promise<void> {
  const factory = async (name: string) => (await db.select({ id: manufactures.id }).from(manufactures).where(eq(manufactures.name, name)).limit(1))[0]?.id;
  const [lisbon, berlin] = [await factory('Lisbon Factory'), await factory('Berlin Print Hub')];
  if (lisbon)
    await db
      .update(productPresets)
      .set({ manufactureId: lisbon })
      .where(and(eq(productPresets.provider, 'private'), isNull(productPresets.manufactureId)));
  if (berlin)
    await db
      .update(productPresets)
      .set({ manufactureId: berlin })
      .where(and(eq(productPresets.provider, 'customcat'), isNull(productPresets.manufactureId), sql`${productPresets.name} ~* '(poster|canvas|mug)'`));
}
