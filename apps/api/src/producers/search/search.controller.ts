import { Controller, Get, Query } from '@nestjs/common';
import { Access, Public } from '../../platform/auth/access';
import type { AuthContext } from '../../platform/auth/auth-context';
import { OptionalAuth } from '../../platform/auth/current-auth.decorator';
import { SearchService } from './search.service';

/** The REST route of spec section 7's grouped main search (its bookmark routes are flows/navigation's). */
@Controller('api')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get('main-search/data')
  @Access(Public())
  async mainSearch(@OptionalAuth() auth: AuthContext | null, @Query('q') q: unknown) {
    return { searchResult: await this.search.mainSearch(auth, q) };
  }
}
