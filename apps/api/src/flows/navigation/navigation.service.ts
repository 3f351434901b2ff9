import { Injectable, type OnModuleInit } from '@nestjs/common';
import { BOOKMARK_SUGGESTIONS_ALL, flattenMenu, menuFor } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { BadInput } from '../../platform/common/errors';
import { ManufacturesService } from '../../modules/manufactures/manufactures.service';
import { UsersService } from '../../modules/users/users.service';
import { SearchGroupRegistry } from '../../producers/search/search-groups';

export interface BookmarkEntry {
  id: string;
  title: string;
  label?: string;
  link: string;
  isBookmarked: boolean;
}

const MAX_BOOKMARKS = 100;

/**
 * The screens a caller may open, as the sidebar lists them (its menu is the user's role and
 * permissions and their factories' stations): starred as bookmarks on the user, and found by the
 * navbar's search as its first group, "pages".
 */
@Injectable()
export class NavigationService implements OnModuleInit {
  constructor(
    private readonly users: UsersService,
    private readonly manufactures: ManufacturesService,
    private readonly searchGroups: SearchGroupRegistry,
  ) {}

  onModuleInit(): void {
    this.searchGroups.register({
      key: 'pages',
      access: () => true,
      find: async (auth, term, limit) =>
        (await this.pagesFor(auth))
          .filter((p) => p.id.includes(term) || p.title.toLowerCase().includes(term) || p.link.toLowerCase().includes(term))
          .slice(0, limit)
          .map((p) => ({ title: p.title, link: p.link })),
    });
  }

  /** Every page the caller may open, marked starred or not; starred ones first, in starring order. */
  async bookmarks(auth: AuthContext): Promise<BookmarkEntry[]> {
    const row = await this.users.findById(auth.user.id);
    const starred = row?.bookmarks ?? [];
    const pages = await this.pagesFor(auth, row?.activeStatus);
    const entries = pages.map((p) => ({ ...p, isBookmarked: starred.includes(p.id) }));
    const order = (e: BookmarkEntry) => (e.isBookmarked ? starred.indexOf(e.id) : starred.length);
    return entries.sort((a, b) => order(a) - order(b)).slice(0, BOOKMARK_SUGGESTIONS_ALL);
  }

  async updateBookmark(auth: AuthContext, body: unknown): Promise<BookmarkEntry[]> {
    const obj = (body as { obj?: { id?: unknown; isBookmarked?: unknown } })?.obj;
    if (!obj || typeof obj.id !== 'string' || typeof obj.isBookmarked !== 'boolean') throw BadInput('Send obj with an id and isBookmarked (true or false).');
    const pages = await this.pagesFor(auth);
    if (!pages.some((p) => p.id === obj.id)) throw BadInput('Unknown page.');
    const row = await this.users.findById(auth.user.id);
    const current = (row?.bookmarks ?? []).filter((id) => id !== obj.id);
    const next = obj.isBookmarked ? [...current, obj.id as string].slice(-MAX_BOOKMARKS) : current;
    await this.users.setBookmarks(auth.user.id, next);
    return this.bookmarks(auth);
  }

  private async pagesFor(auth: AuthContext, activeStatus?: string | null): Promise<Omit<BookmarkEntry, 'isBookmarked'>[]> {
    const manufactures = await this.manufactures.listForUser(auth.user);
    // The sidebar's own menu, so bookmarks and the search find exactly the screens the sidebar shows.
    return flattenMenu(menuFor({ user: { ...auth.user, active_status: activeStatus, permissions: auth.permissions }, manufactures }))
      .filter((i) => i.link)
      .map((i) => ({ id: i.id, title: i.title, label: i.label, link: i.link! }));
  }
}
