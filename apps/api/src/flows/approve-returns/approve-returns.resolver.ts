import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { approveReturnRequestInput } from '@pod/shared';
import { Access } from '../../platform/auth/access';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { parseInput } from '../../platform/common/validation';
import { ApproveReturnRequestArgs } from '../../modules/returns/returns.inputs';
import { ReturnRequestModel, toReturnRequestModel } from '../../modules/returns/returns.models';
import { DECIDE } from '../../modules/returns/returns.resolver';
import { ReturnsService } from '../../modules/returns/returns.service';
import { ApproveReturnsService } from './approve-returns.service';

/** approveReturnRequest: a replacement released to production, or a partial refund. */
@Resolver(() => ReturnRequestModel)
export class ApproveReturnsResolver {
  constructor(
    private readonly service: ApproveReturnsService,
    private readonly returns: ReturnsService,
  ) {}

  @Mutation(() => ReturnRequestModel)
  @Access(DECIDE)
  async approveReturnRequest(@CurrentAuth() auth: AuthContext, @Args() args: ApproveReturnRequestArgs): Promise<ReturnRequestModel> {
    const approved = await this.service.approve(auth, parseInput(approveReturnRequestInput, args));
    return toReturnRequestModel(approved, this.returns.nextActions(auth, approved));
  }
}
