import { sql } from 'drizzle-orm';
import { newId } from '../platform/common/ids';
import { extensions, extensionVersions, type ExtensionMapping } from '../platform/db/schema';
import type { DemoUsers, SeedContext } from './context';

const DAY = 24 * 60 * 60_000;

interface DemoVersion {
  name: string;
  pageMatch: string;
  mappings: ExtensionMapping[];
  note?: string;
  restoredFrom?: number;
}

const m = (field: string, selector: string, attribute?: string): ExtensionMapping => (attribute ? { field, selector, attribute } : { field, selector });

const ETSY_V1: ExtensionMapping[] = [
  m('order_number', '.order-id'),
  m('buyer_name', '.buyer-info .name'),
  m('title', '.transaction-title'),
  m('quantity', '.transaction-quantity'),
  m('price', '.transaction-price'),
];
const ETSY_V2: ExtensionMapping[] = [
  m('order_number', '[data-test-id="order-number"]'),
  m('buyer_name', '[data-test-id="buyer-name"]'),
  m('title', '[data-test-id="transaction-title"] a'),
  m('sku', '[data-test-id="transaction-sku"]'),
  m('quantity', '[data-test-id="transaction-quantity"]'),
  m('price', '[data-test-id="transaction-price"]', 'data-amount'),
  m('image', '[data-test-id="transaction-image"] img', 'src'),
  m('address_line1', '.address .first-line'),
  m('city', '.address .city'),
  m('postal_code', '.address .zip'),
  m('country', '.address .country-name'),
];

/**
 * Rule sets for four marketplaces with their histories as a running team has them: Etsy rewritten
 * when its order page changed, Amazon fixed once and then restored, eBay one version, and an old
 * TikTok Shop set switched off.
 */
const SETS: Array<{ marketplace: string; enabled: boolean; versions: DemoVersion[] }> = [
  {
    marketplace: 'etsy',
    enabled: true,
    versions: [
      { name: 'Etsy sold orders', pageMatch: 'https://www.etsy.com/your/orders/sold*', mappings: ETSY_V1, note: 'First version' },
      { name: 'Etsy sold orders', pageMatch: 'https://*.etsy.com/your/orders/sold*', mappings: ETSY_V2, note: 'Etsy moved to data-test-id attributes' },
    ],
  },
  {
    marketplace: 'amazon',
    enabled: true,
    versions: [
      {
        name: 'Amazon Seller Central order details',
        pageMatch: 'https://sellercentral.amazon.com/orders-v3/order/*',
        mappings: [
          m('order_number', '[data-test-id="order-id-value"]'),
          m('buyer_name', '[data-test-id="shipping-section-buyer-name"]'),
          m('title', '.product-name-column-word-wrap-break-all'),
          m('sku', '.product-name-column .a-text-bold + span'),
          m('quantity', 'td:nth-child(5) .a-text-bold'),
          m('address_line1', '[data-test-id="shipping-section-recipient-address"] span:nth-child(2)'),
        ],
      },
      {
        name: 'Amazon Seller Central order details',
        pageMatch: 'https://sellercentral.amazon.co.uk/orders-v3/order/*',
        mappings: [m('order_number', '#orderId'), m('buyer_name', '.buyer-name')],
        note: 'Tried the new layout (too early)',
      },
      {
        name: 'Amazon Seller Central order details',
        pageMatch: 'https://sellercentral.amazon.com/orders-v3/order/*',
        mappings: [
          m('order_number', '[data-test-id="order-id-value"]'),
          m('buyer_name', '[data-test-id="shipping-section-buyer-name"]'),
          m('title', '.product-name-column-word-wrap-break-all'),
          m('sku', '.product-name-column .a-text-bold + span'),
          m('quantity', 'td:nth-child(5) .a-text-bold'),
          m('address_line1', '[data-test-id="shipping-section-recipient-address"] span:nth-child(2)'),
        ],
        restoredFrom: 1,
      },
    ],
  },
  {
    marketplace: 'ebay',
    enabled: true,
    versions: [
      {
        name: 'eBay order details',
        pageMatch: 'https://www.ebay.com/mesh/ord/details*',
        mappings: [
          m('order_number', '.order-info .sh-copy'),
          m('buyer_name', '.shipping-info .address div:first-child'),
          m('title', '.item-description a'),
          m('price', '.item-price'),
          m('image', '.item-image img', 'src'),
        ],
      },
    ],
  },
  {
    marketplace: 'tiktok',
    enabled: false,
    versions: [
      {
        name: 'TikTok Shop orders (old seller center)',
        pageMatch: 'https://seller-us.tiktok.com/order/detail*',
        mappings: [m('order_number', '.order-id'), m('buyer_name', '.buyer-name'), m('title', '.product-name')],
      },
      {
        name: 'TikTok Shop orders (old seller center)',
        pageMatch: 'https://seller-us.tiktok.com/order/detail*',
        mappings: [m('order_number', '.order-id'), m('buyer_name', '.buyer-name'), m('title', '.product-name'), m('variant', '.sku-name')],
        note: 'Switched off: the seller center was replaced',
      },
    ],
  },
];

/** The browser extension's rule sets, with a couple of versions each and one switched off. Only when none exist. */
export async function seedExtensions({ db }: SeedContext, people: DemoUsers): Promise<void> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(extensions);
  if (n > 0) return;
  const sr = people.get('super_root') ?? null;
  const now = Date.now();
  for (const [i, set] of SETS.entries()) {
    const id = newId();
    const last = set.versions[set.versions.length - 1];
    const started = now - (40 - i * 5) * DAY;
    const at = (k: number) => new Date(started + k * 9 * DAY);
    await db.insert(extensions).values({
      id,
      marketplace: set.marketplace,
      name: last.name,
      enabled: set.enabled,
      version: set.versions.length,
      createdBy: sr,
      createdAt: at(0),
      updatedAt: at(set.versions.length - 1),
    });
    await db.insert(extensionVersions).values(
      set.versions.map((v, k) => ({
        extensionId: id,
        version: k + 1,
        name: v.name,
        pageMatch: v.pageMatch,
        mappings: v.mappings,
        note: v.note ?? null,
        restoredFrom: v.restoredFrom ?? null,
        createdBy: sr,
        createdAt: at(k),
      })),
    );
  }
}
