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
  // How the new order came in: the clone's own path (typed in, or a replacement).
  source: 'anew',
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

type NewLine = NewOrder['items'][number];
/** A line column a clone copies (into the new line's input), or one the new line gets anew. */
type InLineClone<K extends keyof OrderItemRow> = ((value: OrderItemRow[K], line: OrderItemRow) => Partial<NewLine>) | 'anew';

/** The same for every column of an order's lines: a column added to `order_items` must be placed here too. */
const CLONE_LINE: { [K in keyof OrderItemRow]: InLineClone<K> } = {
  id: 'anew',
  orderId: 'anew',
  position: 'anew',
  // The sku names the variant and preset again; names and prices are read anew from the catalogue.
  variantId: 'anew',
  presetId: 'anew',
  sku: (v) => ({ sku: v }),
  name: 'anew',
  quantity: (v) => ({ quantity: v }),
  unitPrice: 'anew',
  basePrice: 'anew',
  total: 'anew',
  listingId: (v) => ({ listing_id: v ?? undefined }),
  // Links not fetched yet stay links: the copy fetches them again.
  designs: (v, line) => ({ designs: { ...line.designUrls, ...v } }),
  designUrls: 'anew',
  meta: (v) => ({ meta: v }),
};

/** Applies a typed column table to a row: what each copied column gives, merged. */
function copyOf<Row, Out>(table: { [K in keyof Row]: ((value: Row[K], row: Row) => Partial<Out>) | 'anew' }, row: Row): Partial<Out> {
  const parts = (Object.keys(table) as Array<keyof Row>).map((column) => {
    const how = table[column];
    return how === 'anew' ? {} : (how as (value: unknown, row: Row) => Partial<Out>)(row[column], row);
  });
  return Object.assign({}, ...parts) as Partial<Out>;
}

/** The create input of a copy of `source` with its lines (links not fetched yet stay links). */
export function cloneInput(source: OrderRow, items: readonly OrderItemRow[]): NewOrder {
  return { ...copyOf<OrderRow, NewOrder>(CLONE, source), items: items.map((line) => copyOf<OrderItemRow, NewLine>(CLONE_LINE, line) as NewLine) } as NewOrder;
}
