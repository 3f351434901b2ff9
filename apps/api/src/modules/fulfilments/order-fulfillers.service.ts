import { Injectable } from '@nestjs/common';
import { PresetsService } from '../catalogue/presets.service';
import { ManufacturesService } from '../manufactures/manufactures.service';
import { routeLines, type Fulfiller } from './fulfilment-routing';
import { FulfilmentsService } from './fulfilments.service';

/** Who fulfils the lines of a page of orders: their presets, the factories and the live accounts, one read each. */
@Injectable()
export class OrderFulfillersService {
  constructor(
    private readonly presets: PresetsService,
    private readonly manufactures: ManufacturesService,
    private readonly fulfilments: FulfilmentsService,
  ) {}

  async of(orders: ReadonlyArray<ReadonlyArray<{ product_id: string; quantity: number }>>): Promise<Fulfiller[][]> {
    const [presets, factories, accounts] = await Promise.all([
      this.presets.byIds([...new Set(orders.flat().map((i) => i.product_id))]),
      this.manufactures.list(),
      this.fulfilments.routable(),
    ]);
    const presetById = new Map(presets.map((p) => [p.id, p]));
    const factoryNames = new Map(factories.map((f) => [f._id, f.name]));
    return orders.map((items) =>
      routeLines(
        items.map((i) => ({ presetId: i.product_id, quantity: i.quantity })),
        presetById,
        factoryNames,
        accounts,
      ),
    );
  }
}
