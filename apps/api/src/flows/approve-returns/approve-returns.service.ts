import { Inject, Injectable } from '@nestjs/common';
import { addMoney, multiplyMoney, returnCode, serverText, toCents, type ApproveReturnRequestInput } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { BadField, NotFound } from '../../platform/common/errors';
import { DB, type Db, type Tx } from '../../platform/db/database';
import { BillingService } from '../../modules/billing/billing.service';
import { ManufacturesService } from '../../modules/manufactures/manufactures.service';
import { ManufacturingService } from '../../modules/manufacturing/manufacturing.service';
import { OrderIntakeService } from '../../modules/orders/order-intake.service';
import { OrdersService, type OrderRow } from '../../modules/orders/orders.service';
import { ReturnsService, type ApprovalOutcome, type ReturnApproval, type ReturnRequestRow } from '../../modules/returns/returns.service';

/**
 * Approving a return request, in one transaction with the request's status and timeline row:
 * a replacement (a free child order of the chosen lines, released to production now) or a refund
 * (the chosen lines' price, or `amount`, never more than the order still holds, given back through
 * billing under the request's own key), with the factory and station at fault.
 */
@Injectable()
export class ApproveReturnsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly returns: ReturnsService,
    private readonly orders: OrdersService,
    private readonly intake: OrderIntakeService,
    private readonly manufacturing: ManufacturingService,
    private readonly factories: ManufacturesService,
    private readonly billing: BillingService,
  ) {}

  /** approveReturnRequest: a request already approved the same way answers as it is (approving again makes nothing more). */
  async approve(auth: AuthContext, input: ApproveReturnRequestInput): Promise<ReturnRequestRow> {
    if (input.fault_manufacture_id && !(await this.factories.byIds([input.fault_manufacture_id])).length)
      throw BadField('fault_manufacture_id', 'not_exist', 'This factory does not exist.');
    return this.db.transaction(async (tx) => {
      const approval = await this.returns.startApproval(tx, auth, input);
      if ('approved' in approval) return approval.approved;
      const order = await this.orders.findById(approval.request.orderId, tx);
      if (!order) throw NotFound('Order');
      const made = input.resolution === 'replacement' ? await this.replace(tx, auth, approval, order) : await this.refund(tx, auth, approval, input.amount);
      return this.returns.finishApproval(tx, auth, approval, input, made);
    });
  }

  private async replace(tx: Tx, auth: AuthContext, { request, chosen }: ReturnApproval, order: OrderRow): Promise<ApprovalOutcome> {
    const replacement = await this.intake.makeReplacementIn(tx, auth, {
      source: order,
      lines: [...chosen].map(([itemId, quantity]) => ({ itemId, quantity })),
      key: request.id,
      note: returnCode(request.number),
    });
    await this.manufacturing.releaseIn(tx, replacement.id, null);
    return { replacementOrderId: replacement.id };
  }

  private async refund(tx: Tx, auth: AuthContext, { request, lines, chosen }: ReturnApproval, given: string | null | undefined): Promise<ApprovalOutcome> {
    const amount = given ?? addMoney(...lines.map((l) => multiplyMoney(l.unitPrice, chosen.get(l.orderItemId) ?? 0)));
    if (toCents(amount) <= 0n) throw BadField('amount', 'range', 'Amount must be more than 0.');
    const order = await this.orders.lowerPaidIn(tx, request.orderId, amount);
    const entry = await this.billing.refund(
      {
        userId: order.sellerId,
        orderId: order.id,
        key: `return:${request.id}`,
        amount,
        text: serverText('order_refunded', { number: String(order.number) }),
        actorId: auth.user.id,
      },
      tx,
    );
    return { refundAmount: amount, ledgerEntryId: entry.id };
  }
}
