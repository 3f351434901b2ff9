import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SearchGroupRegistry } from '../search/search-groups';
import { ManufacturingService } from './manufacturing.service';

/** Productions in the navbar's search, by code, for the workers of their factory (and root). */
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
          link: `/manufactures/${p.manufactureId}/mrp?search=${encodeURIComponent(p.code)}`,
        })),
    });
  }
}
