/**
 * Every background job of the product, declared once: its name, its queue and how it runs.
 * Each name needs exactly one `@JobHandler(name)` method somewhere in the loaded modules;
 * start-up fails otherwise (see JobsService.onModuleInit).
 */
export const QUEUES = ['media', 'mockup', 'export', 'notify', 'tracking', 'maintenance'] as const;
export type QueueName = (typeof QUEUES)[number];

export interface JobDefinition {
  queue: QueueName;
  /** Tries before the job is marked failed. */
  attempts?: number;
  /** A repeating job: run every this many milliseconds (one scheduler, whatever the process count). */
  every?: number;
}

export const JOBS = {
  /** WebP sizes (and a mask where the file type needs one) of an uploaded image. */
  image_sizes: { queue: 'media', attempts: 3 },
  /** Imports the Google Fonts catalogue from the installed @fontsource packages. */
  fonts_import_google: { queue: 'media', attempts: 1 },
  /** Removes uploads left pending for more than 24 h (objects and rows). */
  files_cleanup_pending: { queue: 'maintenance', attempts: 1, every: 60 * 60 * 1000 },
  /** Removes custom font families never confirmed within 24 h (objects and rows). */
  fonts_cleanup_pending: { queue: 'maintenance', attempts: 1, every: 60 * 60 * 1000 },
  /** Writes a registered list with its filters to CSV or XLSX in storage (exports/). */
  export_list: { queue: 'export', attempts: 2 },
  /** Writes the rows of a confirmed import, all or nothing or skipping refused rows (imports/). */
  import_rows: { queue: 'export', attempts: 1 },
} as const satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof JOBS;

export function isJobName(name: string): name is JobName {
  return Object.prototype.hasOwnProperty.call(JOBS, name);
}
