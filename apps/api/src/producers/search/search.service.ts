import { Injectable } from '@nestjs/common';
import { BOOKMARK_SUGGESTIONS_ALL, flattenMenu, menuFor, QUICK_SEARCH_PER_GROUP } from '@pod/shared';
import { BadInput } from '../../platform/common/errors';
import type { AuthContext } from '../../platform/auth/auth-context';
import { ManufacturesService } from '../../modules/manufactures/manufactures.service';
import { UsersService } from '../../modules/users/users.service';
import { SearchGroupRegistry, type SearchHit } from './search-groups';

export interface BookmarkEntry {
  id: string;
  title: string;
  label?: string;
  link: string;
  isBookmarked: boolean;
}

export interface SearchGroup {
  groupTitle: string;
  searchLimit: number;
  data: SearchHit[];
}

const MAX_BOOKMARKS = 100;

@Injectable()
export class SearchService {
  constructor(
    private readonly groups: SearchGroupRegistry,
    private readonly users: UsersService,
    private readonly manufactures: ManufacturesService,
  ) {}

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

  /**
   * The navbar's grouped search: pages the caller may open, then every group a module registered
   * (search-groups.ts) that the caller may see, each with up to QUICK_SEARCH_PER_GROUP results.
   */
  async mainSearch(auth: AuthContext | null, rawQuery: unknown): Promise<SearchGroup[]> {
    const q = typeof rawQuery === 'string' ? rawQuery.trim().toLowerCase().slice(0, 100) : '';
    if (!auth || q.length === 0) return [];
    const limit = QUICK_SEARCH_PER_GROUP;
    const group = (key: string, data: SearchHit[]): SearchGroup => ({ groupTitle: `search.${key}`, searchLimit: limit, data: data.slice(0, limit) });
    const pages = (await this.pagesFor(auth)).filter((p) => p.id.includes(q) || p.title.toLowerCase().includes(q) || p.link.toLowerCase().includes(q));
    const found = await Promise.all(this.groups.visibleTo(auth).map(async (p) => group(p.key, await p.find(auth, q, limit))));
    return [
      group(
        'pages',
        pages.map((p) => ({ title: p.title, link: p.link })),
      ),
      ...found,
    ];
  }
}
