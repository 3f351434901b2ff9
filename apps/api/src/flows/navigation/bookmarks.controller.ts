import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Access, SignedIn } from '../../platform/auth/access';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { NavigationService } from './navigation.service';

/** The bookmark routes of spec section 7: the pages the caller may open, starred or not. */
@Controller('api')
export class BookmarksController {
  constructor(private readonly navigation: NavigationService) {}

  @Get('search/bookmarks/data')
  @Access(SignedIn())
  async bookmarks(@CurrentAuth() auth: AuthContext) {
    return { searchResult: await this.navigation.bookmarks(auth) };
  }

  @Post('update/bookmarks')
  @HttpCode(200)
  @Access(SignedIn())
  async updateBookmarks(@CurrentAuth() auth: AuthContext, @Body() body: unknown) {
    return { searchResult: await this.navigation.updateBookmark(auth, body) };
  }
}
