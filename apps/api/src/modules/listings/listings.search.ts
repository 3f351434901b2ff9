import { Injectable, type OnModuleInit } from '@nestjs/common';
import { itemsInfoFilterInput } from '@pod/shared';
import { parseInput } from '../../platform/common/validation';
import { SearchGroupRegistry } from '../../producers/search/search-groups';
import { ListingsService } from './listings.service';

/** Listings in the navbar's search, by name; a seller finds only their own. */
@Injectable()
export class ListingsSearch implements OnModuleInit {
  constructor(
    private readonly registry: SearchGroupRegistry,
    private readonly listings: ListingsService,
  ) {}

  onModuleInit() {
    this.registry.register({
      key: 'listings',
      access: [
        { module: 'items', action: 'view' },
        { module: 'catalog', action: 'view' },
      ],
      find: async (auth, term, limit) => {
        const rows = await this.listings.page(this.listings.filterFor(auth, parseInput(itemsInfoFilterInput, { search: term })), {
          page: 1,
          perPage: limit,
          offset: 0,
        });
        return rows.map((l) => ({ title: l.name, link: `/items/internal?search=${encodeURIComponent(l.name)}` }));
      },
    });
  }
}
