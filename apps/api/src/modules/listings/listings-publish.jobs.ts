import { Inject, Injectable } from '@nestjs/common';
import { JobHandler, type JobContext } from '../../platform/jobs/job-handler.decorator';
import { DB, type Db } from '../../platform/db/database';
import { NotificationsService } from '../notifications/notifications.service';
import { STORAGE, type StorageDriver } from '../../platform/storage/storage.driver';
import { ListingsRepository, type ListingRow } from './listings.repository';
import { hasProductFile, productFile, type ListingForFile } from './platform-files';
import type { JobDefinitions } from '../../platform/jobs/registry';

declare module '../../platform/jobs/registry' {
  interface JobPayloads {
    listing_publish: ListingPublishPayload;
  }
}

export const LISTINGS_JOBS = {
  /** Writes the platform's product file for listings published to a store and marks their store rows. */
  listing_publish: { queue: 'export', attempts: 1 },
} as const satisfies JobDefinitions;

/** Notification codes of a publishing's outcome: subject the listing's name, content the platform. */
export const LISTING_PUBLISH_CODE = { exported: 'listing_exported', failed: 'listing_publish_failed' } as const;

export interface ListingPublishPayload {
  /** The listing_stores rows to publish, all of one store. */
  rowIds: string[];
  platform: string;
  /** Origin for the signed URLs when the API has no PUBLIC_URL (the request's). */
  origin?: string;
}

export type ListingPublishResult = {
  url?: string;
  filename?: string;
  rows: number;
  exported: number;
  failed: number;
};

/**
 * Publishing listings to a store (listing_stores rows): no marketplace API can be reached from
 * here, so each platform that has a product import file gets one (Shopify, WooCommerce, Etsy) for
 * the seller to upload in the shop's admin; its rows end `exported` with the file named in their
 * message. A platform without one ends `failed` saying so. Runs in the API's and in separate workers.
 */
@Injectable()
export class ListingPublishJobs {
  constructor(
    private readonly listings: ListingsRepository,
    private readonly notifications: NotificationsService,
    @Inject(DB) private readonly db: Db,
    @Inject(STORAGE) private readonly storage: StorageDriver,
  ) {}

  @JobHandler('listing_publish')
  async publish(payload: ListingPublishPayload, job: JobContext): Promise<ListingPublishResult> {
    const rows = await this.listings.storeRowsByIds(payload.rowIds);
    if (!hasProductFile(payload.platform)) {
      await this.listings.updateStoreRows(
        rows.map((r) => r.id),
        { queueStatus: 'failed', queueMessenger: `No product file for ${payload.platform} yet: publish these listings in the shop by hand.` },
      );
      await this.tellSellers(await this.listings.findByIds(rows.map((r) => r.listingId)), 'failed', payload.platform);
      return { rows: 0, exported: 0, failed: rows.length };
    }
    await this.listings.updateStoreRows(
      rows.map((r) => r.id),
      { queueStatus: 'publishing', queueMessenger: null },
    );
    await job.progress(10);
    const found = await this.listings.findByIds(rows.map((r) => r.listingId));
    const ctx = { origin: payload.origin };
    const forFile = await Promise.all(found.map((l) => this.forFile(l, ctx)));
    const file = productFile(payload.platform, forFile, new Date().toISOString().slice(0, 10))!;
    const body = Buffer.from([file.headers, ...file.rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n', 'utf8');
    const key = `listings/published/${job.id.toLowerCase()}/${file.name}`;
    await this.storage.write(key, body, 'text/csv');
    const url = await this.storage.getUrl(key, ctx);
    await this.listings.updateStoreRows(
      rows.map((r) => r.id),
      { queueStatus: 'exported', queueMessenger: `Product file ${file.name} is ready: import it in the ${payload.platform} admin.` },
    );
    await this.tellSellers(found, 'exported', payload.platform);
    return { url, filename: file.name, rows: file.rows.length, exported: rows.length, failed: 0 };
  }

  /** A listing event for its seller (type Item, target /items/internal?_id=…), as their notification settings allow. */
  private async tellSellers(listings: readonly ListingRow[], outcome: 'exported' | 'failed', platform: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const l of listings)
        await this.notifications.notify(tx, {
          user_id: l.sellerId,
          type: 'Item',
          event: outcome === 'exported' ? 'published' : 'publish_failed',
          code: LISTING_PUBLISH_CODE[outcome],
          subject: l.name,
          content: platform,
          referent: l.id,
        });
    });
  }

  private async forFile(l: ListingRow, ctx: { origin?: string }): Promise<ListingForFile> {
    const images = await Promise.all(l.imageKeys.map((k) => this.storage.getUrl(k, ctx)));
    return { id: l.id, name: l.name, description: l.description, tags: l.tags, price: l.price, images, variants: l.attributeSpecificsModify };
  }
}

/** A CSV cell as the platforms' importers read it (quoted when it holds a comma, a quote or a line break). */
function cell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
