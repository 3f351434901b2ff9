import { Injectable } from '@nestjs/common';
import type { DbOrTx } from '../db/database';
import { ListingsRepository } from './listings.repository';

/** Why a listing cannot be named on a seller's order line. */
export type UnusableListing = 'unknown' | 'trashed';

/** What other modules may ask about listings. */
@Injectable()
export class ListingsReadService {
  constructor(private readonly listings: ListingsRepository) {}

  /**
   * The ids (of those given) that an order of this seller cannot name, and why, in one query.
   * Another seller's listing answers `unknown`, so an order never tells whether it exists.
   */
  async unusableFor(sellerId: string, ids: readonly string[], tx?: DbOrTx): Promise<Map<string, UnusableListing>> {
    const unique = [...new Set(ids)];
    const found = new Map((await this.listings.findByIds(unique, tx)).filter((l) => l.sellerId === sellerId).map((l) => [l.id, l]));
    const unusable = new Map<string, UnusableListing>();
    for (const id of unique) {
      const listing = found.get(id);
      if (!listing) unusable.set(id, 'unknown');
      else if (listing.status === 'Trash') unusable.set(id, 'trashed');
    }
    return unusable;
  }
}
