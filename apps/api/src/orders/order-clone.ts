import type { Address, CreateOrderInput } from '@pod/shared';
import type { OrderItemRow, OrderRow } from './orders.repository';

/** A new order: the checked input, or a copy of a stored order (clone). */
export type NewOrder = Omit<CreateOrderInput, 'shipping_address' | 'billing_address'> & { shipping_address: Address; billing_address?: Address | null };

/** A column a clone copies (into the new order's input), or one the new order gets anew. */
type InClone<K extends keyof OrderRow> = ((value: OrderRow[K]) => Partial<NewOrder>) | 'anew';

/**
 * What `cloneOrder` does with every column of an order. Typed over all of them: a column added to
 * `orders` does not compile until it is placed here, so none is silently dropped.
 */
const CLONE: { [K in keyof OrderRow]: InClone<K> } = {
  id: 'anew',
  number: 'anew',
  sellerId: (v) => ({ seller_id: v }),
  storeId: (v) => ({ store_id: v ?? undefined }),
  // The store's platform, or manual.
  platform: 'anew',
  // A platform's id and a retry key name the original only.
  platformOrderId: 'anew',
  idempotencyKey: 'anew',
  status: 'anew',
  shippingAddress: (v) => ({ shipping_address: v }),
  billingAddress: (v) => ({ billing_address: v }),
  shippingMethodId: (v) => ({ shipping_method_id: v ?? undefined }),
  // Priced again at today's prices.
  subtotal: 'anew',
  discount: 'anew',
  additionalPrint: 'anew',
  tax: 'anew',
  shipping: 'anew',
  total: 'anew',
  baseCost: 'anew',
  paid: 'anew',
  notes: (v) => ({ notes: v ?? undefined }),
  priority: (v) => ({ priority: v }),
  isTest: (v) => ({ is_test: v }),
  shipBySeller: (v) => ({ ship_by_seller: v }),
  // The clone's parent is the original (set by the caller).
  parentId: 'anew',
  itemCount: 'anew',
  createdBy: 'anew',
  createdAt: 'anew',
  updatedAt: 'anew',
  paidAt: 'anew',
  producedAt: 'anew',
  fulfilledAt: 'anew',
  completedAt: 'anew',
  cancelledAt: 'anew',
};

/** The create input of a copy of `source` with its lines (links not fetched yet stay links). */
export function cloneInput(source: OrderRow, items: readonly OrderItemRow[]): NewOrder {
  const copied = (Object.keys(CLONE) as Array<keyof OrderRow>).map((column) => {
    const how = CLONE[column];
    return how === 'anew' ? {} : (how as (value: unknown) => Partial<NewOrder>)(source[column]);
  });
  const lines = items.map(({ sku, quantity, designs, designUrls, listingId, meta }) => ({
    sku,
    quantity,
    designs: { ...designUrls, ...designs },
    listing_id: listingId ?? undefined,
    meta,
  }));
  return Object.assign({ items: lines }, ...copied) as NewOrder;
}
