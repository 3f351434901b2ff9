import { createHmac, timingSafeEqual } from 'node:crypto';

/** Shopify signs a webhook delivery with base64 HMAC-SHA256 of the exact body bytes and the shop's secret. */
export function shopifySignatureValid(rawBody: Buffer, secret: string, header: string): boolean {
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(header, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface ShopifyAddress {
  first_name?: string | null;
  last_name?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province_code?: string | null;
  zip?: string | null;
  country_code?: string | null;
  phone?: string | null;
}

interface ShopifyOrder {
  id?: number | string;
  name?: string;
  email?: string | null;
  note?: string | null;
  line_items?: Array<{ sku?: string | null; quantity?: number }>;
  shipping_address?: ShopifyAddress | null;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);

/**
 * Shopify's orders/create payload as createOrder's input (before the shared schema checks it):
 * the order id is the platform order id (so a retried delivery is the same order), lines by sku
 * (our price list, not the shop's prices), the shipping address as given.
 */
export function shopifyOrderInput(body: unknown): Record<string, unknown> {
  const o = (body && typeof body === 'object' ? body : {}) as ShopifyOrder;
  const a = o.shipping_address ?? {};
  const name = [a.first_name, a.last_name].filter((p) => typeof p === 'string' && p.trim()).join(' ');
  return {
    platform_order_id: str(o.id),
    notes: o.name ? `Shopify ${o.name}` : undefined,
    shipping_address: {
      name,
      company: a.company ?? undefined,
      address1: a.address1 ?? undefined,
      address2: a.address2 ?? undefined,
      city: a.city ?? undefined,
      state: a.province_code ?? undefined,
      zip: a.zip ?? undefined,
      country: a.country_code ?? undefined,
      phone: a.phone ?? undefined,
      email: o.email ?? undefined,
    },
    items: (Array.isArray(o.line_items) ? o.line_items : []).map((l) => ({ sku: l?.sku ?? undefined, quantity: l?.quantity })),
  };
}
