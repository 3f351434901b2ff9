import { hasPermission, orderEditable, toCents, type OrderStatus } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { orderMachine } from './orders.machine';
import { toOrderModel, type OrderModel } from './orders.models';
import type { OrderRow } from './orders.repository';

/** An order as the caller sees it: whether it is editable, and the transitions they may fire on it now (the order page's buttons). */
export function orderViewFor(auth: AuthContext, row: OrderRow): OrderModel {
  const paid = toCents(row.paid) > 0n;
  const actions = orderMachine
    .allowedFrom(row.status as OrderStatus)
    .filter((t) => (t === 'release' ? !paid : t === 'resume' ? paid : t !== 'start_production' && t !== 'fulfil' && t !== 'complete'))
    .filter((t) => hasPermission(auth.permissions, 'orders', t === 'trash' || t === 'restore' || t === 'refund' ? 'delete' : 'update'));
  return toOrderModel(row, { editable: orderEditable(row.status, paid), actions });
}
