import { Query, Resolver } from '@nestjs/graphql';
import { Access, SignedIn } from '../auth/access';
import type { AuthContext } from '../auth/auth-context';
import { CurrentAuth } from '../auth/current-auth.decorator';
import { ManufactureModel } from './manufacture.model';
import { ManufacturesService } from './manufactures.service';

@Resolver(() => ManufactureModel)
export class ManufacturesResolver {
  constructor(private readonly service: ManufacturesService) {}

  @Query(() => [ManufactureModel])
  @Access(SignedIn())
  manufactures(@CurrentAuth() auth: AuthContext): Promise<ManufactureModel[]> {
    return this.service.listForUser(auth.user);
  }
}
