import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SearchGroupRegistry } from '../../producers/search/search-groups';
import { PackingService } from './packing.service';

/** Packages in the navbar's search, by code, for the workers of their factory (and root); a result opens the package's drawer. */
@Injectable()
export class PackingSearch implements OnModuleInit {
  constructor(
    private readonly registry: SearchGroupRegistry,
    private readonly packing: PackingService,
  ) {}

  onModuleInit() {
    this.registry.register({
      key: 'packages',
      access: [{ module: 'manufacturing', action: 'view' }],
      find: async (auth, term) => {
        const pkg = await this.packing.quickFind(auth, term);
        if (!pkg) return [];
        // Its own status tab, found by its code, with its drawer open.
        const query = new URLSearchParams({ status: pkg.status, search: pkg.code, open: pkg.id });
        return [{ title: pkg.code, subtitle: `#${pkg.orderNumber}`, link: `/manufactures/${pkg.manufactureId}/mrp_package?${query}` }];
      },
    });
  }
}
