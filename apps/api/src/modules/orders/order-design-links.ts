import { Inject, Injectable, Logger } from '@nestjs/common';
import { DESIGN_URL_LIMITS, serverText } from '@pod/shared';
import { DomainError } from '../../platform/common/errors';
import { fetchPublicUrl, UrlFetchError } from '../../platform/common/net/public-url';
import { ENV, type Env } from '../../platform/config/env';
import { DB, type Db } from '../../platform/db/database';
import { FilesService } from '../files/files.service';
import { JobsService } from '../../platform/jobs/jobs.service';
import { TimelineService } from '../../platform/timeline/timeline.service';
import { OrdersRepository } from './orders.repository';

/** A fetch worth trying again: the link's server or the network failed for now, or our storage did (not a refused file). */
function transientFetchFailure(e: unknown): boolean {
  return e instanceof UrlFetchError ? e.transient : !(e instanceof DomainError);
}

/** A fetched design's file name: the link's last path segment, else the print area. */
function fileNameOf(url: string, area: string): string {
  const last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '').replace(/[^\w.-]+/g, '_');
  return (last || `${area}-design`).slice(0, 120);
}

/** Design links on order lines: fetched by a job (order_design_urls) once the order is stored, each replaced by the seller's design file. */
@Injectable()
export class OrderDesignLinks {
  private readonly logger = new Logger('OrderDesignLinks');
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly repo: OrdersRepository,
    private readonly files: FilesService,
    private readonly timeline: TimelineService,
    private readonly jobs: JobsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /** Design links given on lines are fetched by a job (order_design_urls), after the order is stored. */
  async fetchLater(orderId: string, rows: ReadonlyArray<{ designUrls?: Record<string, string> }>): Promise<void> {
    if (rows.some((r) => Object.keys(r.designUrls ?? {}).length > 0)) await this.jobs.enqueue('order_design_urls', { orderId });
  }

  /**
   * The job: each pending link is fetched under the SSRF rules (common/net/public-url.ts) and stored
   * as the seller's design file, which replaces the link on the line. A link that failed for now
   * (network, timeout, 5xx) stays pending and the job fails so the runner tries again with its
   * back-off; one that can never work (4xx, size, type, address), or any failure on the last
   * attempt, stays off the line and its reason goes on the order's timeline.
   */
  async fetch(orderId: string, { lastAttempt = true } = {}): Promise<{ fetched: number; failed: number }> {
    const order = await this.repo.findById(orderId);
    const items = order ? (await this.repo.itemsOf([orderId])).filter((i) => Object.keys(i.designUrls).length > 0) : [];
    const allowPrivate = this.env.URL_FETCH_ALLOW_PRIVATE === 'true';
    let fetched = 0;
    let failed = 0;
    let retrying = 0;
    for (const item of items) {
      const designs = { ...item.designs };
      const pending: Record<string, string> = {};
      const failures: string[] = [];
      for (const [area, url] of Object.entries(item.designUrls)) {
        try {
          const got = await fetchPublicUrl(url, { ...DESIGN_URL_LIMITS, allowPrivate });
          const file = { type: 'design', bytes: got.bytes, mimetype: got.contentType, filename: fileNameOf(got.url, area), createdBy: order!.sellerId };
          designs[area] = await this.files.storeFetched(file);
          fetched += 1;
        } catch (e) {
          if (!lastAttempt && transientFetchFailure(e)) {
            pending[area] = url;
            retrying += 1;
            continue;
          }
          failed += 1;
          // The seller sees which link of which line failed; why (in English) goes to the log.
          failures.push(`${item.sku} ${area}: ${url.slice(0, 200)}`);
          this.logger.warn(
            `order ${orderId}: ${item.sku} ${area} ${url.slice(0, 200)}: ${e instanceof UrlFetchError || e instanceof DomainError ? e.message : String(e)}`,
          );
        }
      }
      await this.db.transaction(async (tx) => {
        await this.repo.setItemDesigns(item.id, designs, pending, tx);
        if (failures.length)
          await this.timeline.note(tx, {
            entity: 'order',
            entityId: orderId,
            state: order!.status,
            text: serverText('design_links_failed', { links: failures.join(', ').slice(0, 2000) }),
          });
      });
    }
    if (retrying) throw new Error(`${retrying} design link(s) of order ${orderId} failed for now; trying again.`);
    return { fetched, failed };
  }

  /** Queues the design-link fetch of the orders (made by `createIn`, now committed) that have links. */
  async fetchOf(orderIds: readonly string[]): Promise<void> {
    const withLinks = new Set((await this.repo.itemsOf(orderIds)).filter((i) => Object.keys(i.designUrls).length > 0).map((i) => i.orderId));
    for (const orderId of withLinks) await this.jobs.enqueue('order_design_urls', { orderId });
  }
}
