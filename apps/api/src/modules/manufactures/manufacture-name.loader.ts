import { Injectable } from '@nestjs/common';
import { loadersOf } from '../../platform/common/loaders';
import { ManufacturesService } from './manufactures.service';

/** Factory names by id through the request's DataLoader: a page of rows naming factories costs one query. */
@Injectable()
export class ManufactureNameLoader {
  constructor(private readonly manufactures: ManufacturesService) {}

  load(ctx: object, id: string): Promise<string | null> {
    return loadersOf(ctx)
      .get<string, string | null>('manufactures.name', async (ids) => {
        const names = new Map((await this.manufactures.byIds(ids)).map((f) => [f.id, f.name]));
        return ids.map((key) => names.get(key) ?? null);
      })
      .load(id);
  }
}
