import { Query, Resolver } from '@nestjs/graphql';
import { checkRoles } from '@pod/shared';
import { Access, SignedIn } from '../auth/access';
import type { AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { ManufactureModel } from './manufacture.model';
import { ManufacturesRepository } from './manufactures.repository';

@Resolver(() => ManufactureModel)
export class ManufacturesResolver {
  constructor(private readonly repo: ManufacturesRepository) {}

  /** The caller's manufactures: every active one for root and super_root, else where they work. */
  @Query(() => [ManufactureModel])
  @Access(SignedIn())
  manufactures(@CurrentAuth() auth: AuthContext): Promise<ManufactureModel[]> {
    return checkRoles(auth.user, ['root']) ? this.repo.listAll() : this.repo.listForWorker(auth.user.id);
  }
}
