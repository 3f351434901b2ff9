import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { Access, Public, SignedIn } from '../../platform/auth/access';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth, OptionalAuth } from '../../platform/auth/current-auth.decorator';
import { SearchService } from './search.service';

/** The REST routes of spec section 7: bookmarks and the grouped main search. */
@Controller('api')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get('search/bookmarks/data')
  @Access(SignedIn())
  async bookmarks(@CurrentAuth() auth: AuthContext) {
    return { searchResult: await this.search.bookmarks(auth) };
  }

  @Post('update/bookmarks')
  @HttpCode(200)
  @Access(SignedIn())
  async updateBookmarks(@CurrentAuth() auth: AuthContext, @Body() body: unknown) {
    return { searchResult: await this.search.updateBookmark(auth, body) };
  }

  @Get('main-search/data')
  @Access(Public())
  async mainSearch(@OptionalAuth() auth: AuthContext | null, @Query('q') q: unknown) {
    return { searchResult: await this.search.mainSearch(auth, q) };
  }
}
