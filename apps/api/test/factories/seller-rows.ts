import { eq } from 'drizzle-orm';
import { newId } from '../../src/platform/common/ids';
import { affiliates, invoices, orders, returnRequests } from '../../src/platform/db/schema';
import { STORAGE, type StorageDriver } from '../../src/platform/storage/storage.driver';
import type { SignedInUser, TestApp } from '../harness';
import { insertFile } from './files';
import { insertShippingMethod } from './logistics';
import { insertFlatRate, insertListing, insertPreset, insertStore } from './orders';

/**
 * One of each kind of row a seller owns (file, store, listing, invoice, design, mockup, transaction,
 * order, return request, affiliate page), made as that seller would, by kind: what the ownership
 * walks try as another seller.
 */
export async function sellerRows(t: TestApp, a: SignedInUser): Promise<Record<string, string>> {
  const sku = `OW-${newId().slice(-6)}`;
  const product = await insertPreset(t.db, { name: 'Walk Tee', variants: [{ sku, basePrice: '10.00' }], requiredAreas: [] });
  const method = await insertShippingMethod(t.db, { name: 'Walk post' });
  await insertFlatRate(t.db, method.id, '4.00', '1.50');
  const gqlOk = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const res = await t.gql<T>(query, variables, a.token);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const invoice = newId();
  await t.db.insert(invoices).values({
    id: invoice,
    sellerId: a.id,
    periodStart: '2026-01-05',
    periodEnd: '2026-01-11',
    orderCount: 1,
    productCost: '10.00',
    estimatedShipping: '4.00',
    total: '14.00',
  });
  const mine: Record<string, string> = {
    file: (await insertFile(t.db, t.app.get<StorageDriver>(STORAGE), { type: 'design', createdBy: a.id })).id,
    store: await insertStore(t.db, a.id),
    listing: await insertListing(t.db, a.id, product.id),
    invoice,
    design: (await gqlOk<{ createMockupDesign: { _id: string } }>(`mutation { createMockupDesign(name: "A's design") { _id } }`)).createMockupDesign._id,
    mockup: (
      await gqlOk<{ makeProductMockup: { _id: string } }>(`mutation($p: ID!) { makeProductMockup(product_id: $p, status: "Draft") { _id } }`, {
        p: product.id,
      })
    ).makeProductMockup._id,
    transaction: (
      await gqlOk<{ topupAccount: { _id: string } }>(
        `mutation { topupAccount(amount: 10, payment_method: "bank_transfer", payment_transaction_info: "BT-A") { _id } }`,
      )
    ).topupAccount._id,
    order: (
      await gqlOk<{ createOrder: { _id: string } }>(`mutation($input: CreateOrderInput!) { createOrder(input: $input) { _id } }`, {
        input: {
          shipping_address: { name: 'Ada Lovelace', address1: '12 Analytical Row', city: 'London', zip: 'N1 9GU', country: 'gb' },
          items: [{ sku, quantity: 1 }],
        },
      })
    ).createOrder._id,
  };
  // A's return request on that order (its status does not matter to who may read it).
  const [aOrder] = await t.db.select().from(orders).where(eq(orders.id, mine.order));
  mine.returnRequest = newId();
  await t.db.insert(returnRequests).values({ id: mine.returnRequest, orderId: aOrder.id, orderNumber: aOrder.number, sellerId: a.id, reason: 'damaged' });
  // A as an affiliate (its id is A's user id): their own affiliate page, never B's.
  await t.db.insert(affiliates).values({ userId: a.id, code: `OW-${newId().slice(-6)}`, commission: '0.50' });
  mine.affiliate = a.id;
  return mine;
}
