import { Injectable } from '@nestjs/common';
import { loadersOf } from '../../platform/common/loaders';
import { PresetsService } from './presets.service';

/** Providers' product type names by id through the request's DataLoader: a page of rows naming types costs one query. */
@Injectable()
export class ProductTypeNameLoader {
  constructor(private readonly presets: PresetsService) {}

  load(ctx: object, id: string): Promise<string | null> {
    return loadersOf(ctx)
      .get<string, string | null>('catalogue.product-type-name', async (ids) => {
        const names = await this.presets.productTypeNames(ids);
        return ids.map((key) => names.get(key) ?? null);
      })
      .load(id);
  }
}
