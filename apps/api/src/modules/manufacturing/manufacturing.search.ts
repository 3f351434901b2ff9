import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SearchGroupRegistry } from '../../producers/search/search-groups';
import { ManufacturingService } from './manufacturing.service';

/** Productions in the navbar's search, by code, for the workers of their factory (and root); a result opens the production's drawer. */
@Injectable()
export class ManufacturingSearch implements OnModuleInit {
  constructor(
    private readonly registry: SearchGroupRegistry,
    private readonly manufacturing: ManufacturingService,
  ) {}

  onModuleInit() {
    this.registry.register({
      key: 'productions',
      access: [{ module: 'manufacturing', action: 'view' }],
      find: async (auth, term, limit) =>
        (await this.manufacturing.quickSearch(auth, term, limit)).map((p) => ({
          title: p.code,
          subtitle: `#${p.orderNumber}`,
          // Its own status tab, with its drawer open: the list's default tab (To Do) may not hold it.
          link: `/manufactures/${p.manufactureId}/mrp?${new URLSearchParams({ mrp_status: p.status, search: p.code, open: p.id })}`,
        })),
    });
  }
}
