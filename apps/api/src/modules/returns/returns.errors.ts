import { BadField } from '../../platform/common/errors';

/** Returns are for delivered items: orders Fulfilled or Completed. */
export const OrderNotDelivered = (number: number, status: string) =>
  BadField('order_id', 'not_returnable', `Order #${number} is ${status}: only delivered orders (Fulfilled or Completed) can be returned.`);

/** A line claims more units than the order has left to claim (other requests hold the rest). */
export const UnitsAlreadyClaimed = (field: string, sku: string, left: number) =>
  BadField(field, 'not_returnable', `At most ${left} of ${sku} can still be returned.`);

/** A chosen line is not one of the request's. */
export const LineNotOnRequest = (field: string) => BadField(field, 'not_exist', 'This item is not on the return request.');
