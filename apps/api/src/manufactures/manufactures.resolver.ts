import { Query, Resolver } from '@nestjs/graphql';
import { Access, SignedIn } from '../auth/access';
import type { AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { ManufactureModel } from './manufacture.model';
import { ManufacturesRepository } from './manufactures.repository';

@Resolver(() => ManufactureModel)
export class ManufacturesResolver {
  constructor(private readonly repo: ManufacturesRepository) {}

  @Query(() => [ManufactureModel])
  @Access(SignedIn())
  manufactures(@CurrentAuth() auth: AuthContext): Promise<ManufactureModel[]> {
    return this.repo.listForUser(auth.user);
  }
}
