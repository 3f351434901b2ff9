import { Injectable } from '@nestjs/common';
import type { MakeLocationInput } from '@pod/shared';
import { BadInput, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import { toLocationModel, type LocationModel } from './logistics.models';
import { LocationsRepository, type LocationFilter, type NewLocationRow } from './locations.repository';

/** The route filter of /locations/{filter}. */
export function locationFilter(filter: string | null | undefined): LocationFilter {
  switch (filter ?? 'all') {
    case 'all':
      return { status: 'active' };
    case 'stock':
    case 'ship_from':
      return { status: 'active', type: filter! };
    case 'trash':
      return { status: 'trash' };
    default:
      throw BadInput(`Unknown locations filter "${String(filter).slice(0, 50)}". Use all, stock, ship_from or trash.`);
  }
}

/** Stock and ship-from locations (the catalogue keeps inventory per location). */
@Injectable()
export class LocationsService {
  constructor(private readonly repo: LocationsRepository) {}

  async list(filter: LocationFilter, paging: Paging): Promise<{ items: LocationModel[]; total: number }> {
    const [rows, total] = await Promise.all([this.repo.page(filter, paging.perPage, paging.offset), this.repo.count(filter)]);
    return { items: rows.map(toLocationModel), total };
  }

  async make(input: MakeLocationInput): Promise<LocationModel> {
    const values: Partial<NewLocationRow> = {
      ...(input.name != null && { name: input.name }),
      ...(input.type != null && { type: input.type }),
      ...(input.address1 !== undefined && { address1: input.address1 }),
      ...(input.address2 !== undefined && { address2: input.address2 }),
      ...(input.city !== undefined && { city: input.city }),
      ...(input.state !== undefined && { state: input.state }),
      ...(input.postal_code !== undefined && { postalCode: input.postal_code }),
      ...(input.country && { country: input.country }),
      ...(input.phone !== undefined && { phone: input.phone }),
    };
    if (!input._id) return toLocationModel(await this.repo.insert({ id: newId(), name: input.name!, type: input.type!, country: input.country!, ...values }));
    const row = await this.repo.update(input._id, values);
    if (!row) throw NotFound('Location');
    return toLocationModel(row);
  }

  trash(ids: string[]): Promise<number> {
    return this.repo.trash(ids);
  }
}
