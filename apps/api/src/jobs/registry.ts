import type { ExportListPayload } from '../exports/exports.service';
import type { ImportRowsPayload } from '../imports/imports.service';
import type { ListingPublishPayload } from '../listings/listings-publish.jobs';
import type { RenderMockupPayload, RenderPrintFilePayload } from '../render/render.types';

/**
 * Queues by purpose, each with how its jobs use a worker: `cpu` jobs (image sizes, mockup renders)
 * run at most one per core, `io` jobs (exports, imports, notifications, tracking polls, clean-ups)
 * mostly wait on the database, storage or a carrier, so a worker runs several per core.
 */
export const QUEUES = {
  media: 'cpu',
  mockup: 'cpu',
  export: 'io',
  notify: 'io',
  tracking: 'io',
  maintenance: 'io',
  intake: 'io',
} as const satisfies Record<string, QueueKind>;
export type QueueKind = 'cpu' | 'io';
export type QueueName = keyof typeof QUEUES;
export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/** I/O-bound jobs a worker runs at once per core. */
export const IO_JOBS_PER_CORE = 4;

/** Jobs of `queue` one worker process runs at once: the core count for CPU-bound work, a multiple of it for I/O. */
export function queueConcurrency(queue: QueueName, cores: number): number {
  return QUEUES[queue] === 'cpu' ? cores : cores * IO_JOBS_PER_CORE;
}

export interface JobDefinition {
  queue: QueueName;
  /** Tries before the job is marked failed. */
  attempts?: number;
  /** A repeating job: run every this many milliseconds (one scheduler, whatever the process count). */
  every?: number;
}

/**
 * Every background job of the product, declared once: its name, its queue and how it runs. To add
 * one, add a `name: { queue, attempts }` line (and its payload type to JobPayloads below). Each
 * name needs exactly one `@JobHandler(name)` method in the loaded modules; start-up fails otherwise.
 */
export const JOBS = {
  /** WebP sizes (and a mask where the file type needs one) of an uploaded image. */
  image_sizes: { queue: 'media', attempts: 3 },
  /** Imports the Google Fonts catalogue from the installed @fontsource packages. */
  fonts_import_google: { queue: 'media', attempts: 1 },
  /** Removes uploads left pending for more than 24 h (objects and rows). */
  files_cleanup_pending: { queue: 'maintenance', attempts: 1, every: 60 * 60 * 1000 },
  /** Removes custom font families never confirmed within 24 h (objects and rows). */
  fonts_cleanup_pending: { queue: 'maintenance', attempts: 1, every: 60 * 60 * 1000 },
  /** Removes delivered domain events (and their deliveries) older than a week from the outbox. */
  outbox_cleanup: { queue: 'maintenance', attempts: 1, every: 60 * 60 * 1000 },
  /** Issues the sellers' weekly invoices of every ended period (billing/invoices), with their PDF and XLSX. */
  invoices_issue: { queue: 'maintenance', attempts: 2, every: 60 * 60 * 1000 },
  /** Issues the factories' weekly production invoices of every ended period (billing/production-invoices), with their PDF and XLSX. */
  production_invoices_issue: { queue: 'maintenance', attempts: 2, every: 60 * 60 * 1000 },
  /** Writes a registered list with its filters to CSV or XLSX in storage (exports/). */
  export_list: { queue: 'export', attempts: 2 },
  /** Writes the rows of a confirmed import, all or nothing or skipping refused rows (imports/). */
  import_rows: { queue: 'export', attempts: 1 },
  /** Writes the platform's product file for listings published to a store and marks their store rows (listings/). */
  listing_publish: { queue: 'export', attempts: 1 },
  /**
   * Fetches the design links given on an order's lines (SSRF rules) and stores them as our files
   * (orders/); a link that failed for now (network, timeout, 5xx) is tried again with the back-off.
   */
  order_design_urls: { queue: 'intake', attempts: 5 },
  /** Releases paid orders whose hold window has passed to production (manufacturing/). */
  production_release: { queue: 'intake', attempts: 2, every: 60 * 1000 },
  /** A side's mockup (design, tint, displacement and shading) with its image sizes (render/). */
  render_mockup: { queue: 'mockup', attempts: 3 },
  /** One print area's full-size print file, PNG with its DPI (render/). */
  render_print_file: { queue: 'mockup', attempts: 3 },
} as const satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof JOBS;

/**
 * The payload each job takes, by name: `enqueue` and `@JobHandler` are typed from it. A job
 * declared in JOBS without a line here takes any object until it gets one. Payloads travel as
 * JSON: plain data only.
 */
export interface JobPayloads {
  image_sizes: { fileId: string };
  fonts_import_google: Record<string, never>;
  files_cleanup_pending: Record<string, never>;
  fonts_cleanup_pending: Record<string, never>;
  outbox_cleanup: Record<string, never>;
  invoices_issue: Record<string, never>;
  production_invoices_issue: Record<string, never>;
  export_list: ExportListPayload;
  order_design_urls: { orderId: string };
  import_rows: ImportRowsPayload;
  listing_publish: ListingPublishPayload;
  production_release: Record<string, never>;
  render_mockup: RenderMockupPayload;
  render_print_file: RenderPrintFilePayload;
}

export type JobPayload<N extends JobName> = N extends keyof JobPayloads ? JobPayloads[N] : object;

export function isJobName(name: string): name is JobName {
  return Object.prototype.hasOwnProperty.call(JOBS, name);
}
