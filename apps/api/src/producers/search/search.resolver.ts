import { Args, Query, Resolver } from '@nestjs/graphql';
import { Access, SignedIn } from '../../platform/auth/access';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { SearchGroupModel } from './search.models';
import { SearchService } from './search.service';

/** The grouped search over GraphQL: the same groups as GET /api/main-search/data. */
@Resolver()
export class SearchResolver {
  constructor(private readonly search: SearchService) {}

  /** Up to QUICK_SEARCH_PER_GROUP results per group the caller may see, each with the route of its page. */
  @Query(() => [SearchGroupModel])
  @Access(SignedIn())
  mainSearch(@CurrentAuth() auth: AuthContext, @Args('q') q: string): Promise<SearchGroupModel[]> {
    return this.search.mainSearch(auth, q);
  }
}
