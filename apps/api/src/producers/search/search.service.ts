import { Injectable } from '@nestjs/common';
import { QUICK_SEARCH_PER_GROUP } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { SearchGroupRegistry, type SearchHit } from './search-groups';

export interface SearchGroup {
  groupTitle: string;
  searchLimit: number;
  data: SearchHit[];
}

@Injectable()
export class SearchService {
  constructor(private readonly groups: SearchGroupRegistry) {}

  /**
   * The navbar's grouped search: every group a module or flow registered (search-groups.ts) that the
   * caller may see, pages first, each with up to QUICK_SEARCH_PER_GROUP results.
   */
  async mainSearch(auth: AuthContext | null, rawQuery: unknown): Promise<SearchGroup[]> {
    const q = typeof rawQuery === 'string' ? rawQuery.trim().toLowerCase().slice(0, 100) : '';
    if (!auth || q.length === 0) return [];
    const limit = QUICK_SEARCH_PER_GROUP;
    return Promise.all(
      this.groups
        .visibleTo(auth)
        .map(async (p) => ({ groupTitle: `search.${p.key}`, searchLimit: limit, data: (await p.find(auth, q, limit)).slice(0, limit) })),
    );
  }
}
