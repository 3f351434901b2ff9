import { Injectable } from '@nestjs/common';
import type { DbOrTx } from '../../platform/db/database';
import type { ListingRow } from './listings.repository';
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

  /** A listing by id, whoever owns it (a design request checks the seller itself); null when there is none. */
  async findById(id: string, tx?: DbOrTx): Promise<ListingRow | null> {
    return (await this.listings.findByIds([id], tx))[0] ?? null;
  }

  /** Sets a listing's design files (storage keys per area: front, back, sleeve, hood) in the caller's transaction (a design request approved). */
  applyDesigns(tx: DbOrTx, id: string, keys: Partial<Record<'front' | 'back' | 'sleeve' | 'hood', string>>): Promise<void> {
    return this.listings.setDesignKeys(tx, id, {
      ...(keys.front && { frontKey: keys.front }),
      ...(keys.back && { backKey: keys.back }),
      ...(keys.sleeve && { sleeveKey: keys.sleeve }),
      ...(keys.hood && { hoodKey: keys.hood }),
    });
  }
}
