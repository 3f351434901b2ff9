import { Global, Injectable, Module } from '@nestjs/common';
import { hasPermission, type Action, type ModuleKey } from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';

/** One result of the grouped search: what it is, a second line, and the route of its page. */
export interface SearchHit {
  title: string;
  subtitle?: string;
  link: string;
}

/**
 * A group of the navbar's search, registered by the module that owns its rows (`<module>.search.ts`).
 * `access` is checked before `find` runs: a caller without it never sees the group. `find` narrows
 * sellers to their own (auth/ownership.ts) like the module's list does, and answers at most `limit`.
 */
export interface SearchGroupProvider {
  /** The group's key: the web translates `search.<key>`; also the answer's order (see SEARCH_GROUP_ORDER). */
  key: string;
  /** Who may see the group: any one of these permissions, or a rule on the caller. */
  access: ReadonlyArray<{ module: ModuleKey; action: Action }> | ((auth: AuthContext) => boolean);
  find(auth: AuthContext, term: string, limit: number): Promise<SearchHit[]>;
}

/** Groups in this order; a group not named here comes after them, in the order it registered. */
export const SEARCH_GROUP_ORDER = ['pages', 'orders', 'listings', 'productions', 'packages', 'returns', 'tickets', 'sellers', 'users'];

/** The search groups every module registered at start-up (as the export lists register with ExportRegistry). */
@Injectable()
export class SearchGroupRegistry {
  private readonly providers: SearchGroupProvider[] = [];

  register(provider: SearchGroupProvider): void {
    if (this.providers.some((p) => p.key === provider.key)) throw new Error(`Search group "${provider.key}" is registered twice`);
    this.providers.push(provider);
    const rank = (key: string) => {
      const i = SEARCH_GROUP_ORDER.indexOf(key);
      return i < 0 ? SEARCH_GROUP_ORDER.length : i;
    };
    this.providers.sort((a, b) => rank(a.key) - rank(b.key));
  }

  /** The groups `auth` may see, in order. */
  visibleTo(auth: AuthContext): SearchGroupProvider[] {
    return this.providers.filter((p) =>
      typeof p.access === 'function' ? p.access(auth) : p.access.some((a) => hasPermission(auth.permissions, a.module, a.action)),
    );
  }
}

/** Global, so any module's `<module>.search.ts` can register a group without importing the search module. */
@Global()
@Module({ providers: [SearchGroupRegistry], exports: [SearchGroupRegistry] })
export class SearchGroupsModule {}
