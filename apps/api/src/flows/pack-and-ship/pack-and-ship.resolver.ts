import { Args, Context, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { packageRefInput, packProductionInput } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { urlContext } from '../../platform/common/url-context';
import { parseInput } from '../../platform/common/validation';
import { manufactureHeader } from '../../modules/manufacturing/manufacture-header';
import { MrpProductModel } from '../../modules/manufacturing/manufacturing.models';
import { PackageDocumentModel, PackageManifestModel, PackageModel, PackScanModel } from '../../modules/packing/packing.models';
import { PackingService } from '../../modules/packing/packing.service';
import { PackageDocumentsService } from './package-documents.service';
import { PackingStationService } from './packing-station.service';

/** The packing station's scan, labels, prints and the manifest of one factory (`manufacture_id`, else the `x-manufacture` header). */
@Resolver(() => PackageModel)
export class PackAndShipResolver {
  constructor(
    private readonly packing: PackingService,
    private readonly station: PackingStationService,
    private readonly papers: PackageDocumentsService,
  ) {}

  private factory(auth: AuthContext, ctx: GqlContext, id?: string | null): Promise<string> {
    return this.packing.factoryOf(auth, id ?? manufactureHeader(ctx));
  }

  /** A scan at the packing station: the unit goes to its order's bin; answers the bin, units packed of total and whether it is complete. */
  @Mutation(() => PackScanModel)
  @Access(Can('manufacturing', 'update'))
  async packMrpProduct(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('code') code: string,
    @Args('manufacture_id', { type: () => ID, nullable: true }) manufactureId?: string,
    @Args('package_id', { nullable: true }) packageId?: string,
  ): Promise<PackScanModel> {
    const input = parseInput(packProductionInput, { code });
    const ref = packageId ? parseInput(packageRefInput, { _id: packageId })._id : undefined;
    const out = await this.station.pack(auth, await this.factory(auth, ctx, manufactureId), input.code, ref);
    return {
      package: (await this.packing.modelsOf([out.pkg]))[0],
      bin_number: out.binNumber,
      packed: out.packed,
      total: out.total,
      complete: out.complete,
      changed: out.changed,
      reason: out.reason,
    };
  }

  /** A Packed package gets its tracking number and label from its carrier (records package.labelled). */
  @Mutation(() => PackageModel)
  @Access(Can('manufacturing', 'update'))
  async labelMrpPackage(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('_id') id: string,
    @Args('manufacture_id', { type: () => ID, nullable: true }) manufactureId?: string,
  ): Promise<PackageModel> {
    const input = parseInput(packageRefInput, { _id: id });
    const pkg = await this.papers.label(auth, await this.factory(auth, ctx, manufactureId), input._id);
    return (await this.packing.modelsOf([pkg]))[0];
  }

  /** One PDF per package: its packing slip and its label (ours, made now if it has none, or the seller's stamped with the order code). */
  @Mutation(() => PackageDocumentModel)
  @Access(Can('manufacturing', 'update'))
  async printMrpPackage(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('_id') id: string,
    @Args('manufacture_id', { type: () => ID, nullable: true }) manufactureId?: string,
  ): Promise<PackageDocumentModel> {
    const input = parseInput(packageRefInput, { _id: id });
    return this.papers.print(auth, await this.factory(auth, ctx, manufactureId), input._id, urlContext(ctx));
  }

  /** The carrier's hand-over manifest (CSV) of the labelled packages waiting for pick-up. */
  @Query(() => PackageManifestModel)
  @Access(Can('manufacturing', 'view'))
  async mrpPackageManifest(
    @CurrentAuth() auth: AuthContext,
    @Context() ctx: GqlContext,
    @Args('manufacture_id', { type: () => ID, nullable: true }) manufactureId?: string,
  ): Promise<PackageManifestModel> {
    return this.papers.manifest(await this.factory(auth, ctx, manufactureId));
  }

  /** The units a filling package still waits for, each with where it is now and its ship-by date. */
  @ResolveField(() => [MrpProductModel])
  missing_units(@CurrentAuth() auth: AuthContext, @Parent() pkg: PackageModel, @Context() ctx: GqlContext): Promise<MrpProductModel[]> {
    return this.station.missingUnits(auth, ctx, urlContext(ctx), pkg);
  }
}
