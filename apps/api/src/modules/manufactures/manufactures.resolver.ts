import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { hasPermission, makeManufactureInput, MANUFACTURE_STATUSES, rule } from '@pod/shared';
import { Access, Can, SignedIn } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { Forbidden } from '../../platform/common/errors';
import { parseInput } from '../../platform/common/validation';
import { UserRefModel } from '../users/users.models';
import { ManufactureModel } from './manufactures.models';
import { MakeManufactureInput } from './manufactures.inputs';
import { ManufacturesService } from './manufactures.service';

const statusFilter = rule.z.object({ status: rule.z.union([rule.oneOf(MANUFACTURE_STATUSES, 'status'), rule.z.literal('All')]).nullish() });

@Resolver(() => ManufactureModel)
export class ManufacturesResolver {
  constructor(private readonly service: ManufacturesService) {}

  /**
   * Without a status: the caller's own list (the shell's menu reads it; root sees every active one).
   * With a status (All, Active, Inactive): the admin list, for those who may view manufactures.
   */
  @Query(() => [ManufactureModel])
  @Access(SignedIn())
  manufactures(@CurrentAuth() auth: AuthContext, @Args('status', { nullable: true }) status?: string): Promise<ManufactureModel[]> {
    const filter = parseInput(statusFilter, { status });
    if (!filter.status) return this.service.listForUser(auth.user);
    if (!hasPermission(auth.permissions, 'manufactures', 'view')) throw Forbidden();
    return this.service.list(filter.status === 'All' ? undefined : filter.status);
  }

  /** Creates (no _id) or updates a manufacture: stations, working days, product types, workers. */
  @Mutation(() => ManufactureModel)
  @Access(Can('manufactures', 'add'), Can('manufactures', 'update'))
  makeManufacture(
    @CurrentAuth() auth: AuthContext,
    @Args('input', { type: () => MakeManufactureInput }) input: MakeManufactureInput,
  ): Promise<ManufactureModel> {
    if (!hasPermission(auth.permissions, 'manufactures', input?._id ? 'update' : 'add')) throw Forbidden();
    return this.service.make(parseInput(makeManufactureInput, input));
  }

  /** The users a manufacture's workers are chosen from: active users with a factory role. */
  @Query(() => [UserRefModel])
  @Access(Can('manufactures', 'view'))
  manufacturingWorkers(): Promise<UserRefModel[]> {
    return this.service.candidateWorkers();
  }

  @ResolveField(() => [UserRefModel])
  workers(@Parent() m: ManufactureModel, @Context() ctx: GqlContext): Promise<UserRefModel[]> {
    return this.service.workersOf(ctx, m._id);
  }
}
