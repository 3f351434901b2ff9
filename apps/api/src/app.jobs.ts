import { INVOICES_JOBS } from './modules/billing/invoices.jobs';
import { PRODUCTION_BILLING_JOBS } from './modules/billing/production-billing.jobs';
import { EVENTS_JOBS } from './platform/events/events.jobs';
import { EXPORTS_JOBS } from './producers/exports/exports.jobs';
import { FILES_JOBS } from './modules/files/files.jobs';
import { FONTS_JOBS } from './modules/fonts/fonts.jobs';
import { FULFILMENTS_JOBS } from './modules/fulfilments/fulfilments.jobs';
import { IMPORTS_JOBS } from './producers/imports/imports.jobs';
import { INTEGRATIONS_JOBS } from './modules/integrations/integrations.jobs';
import type { JobRegistry } from './platform/jobs/registry';
import { LISTINGS_JOBS } from './modules/listings/listings-publish.jobs';
import { MANUFACTURING_JOBS } from './modules/manufacturing/manufacturing.jobs';
import { MANUFACTURING_BATCHES_JOBS } from './modules/manufacturing-batches/manufacturing-batches.jobs';
import { ORDERS_JOBS } from './modules/orders/orders.jobs';
import { RENDER_JOBS } from './producers/render/render.jobs';
import { TRACK_SHIPMENTS_JOBS } from './flows/track-shipments/track-shipments.jobs';
import { SYSTEM_NOTIFICATIONS_JOBS } from './modules/system-notifications/system-notifications.jobs';

/**
 * Every background job of the app, assembled from the modules' and flows' `*.jobs.ts` (each declares its
 * names, payloads and definitions there), so `jobs/` imports no feature. A module with jobs adds its
 * line here; a declared payload without a definition does not compile, and each name needs exactly
 * one `@JobHandler(name)` in the loaded modules (start-up fails otherwise).
 */
export const APP_JOBS = {
  ...FILES_JOBS,
  ...FONTS_JOBS,
  ...EVENTS_JOBS,
  ...INVOICES_JOBS,
  ...PRODUCTION_BILLING_JOBS,
  ...EXPORTS_JOBS,
  ...IMPORTS_JOBS,
  ...LISTINGS_JOBS,
  ...ORDERS_JOBS,
  ...RENDER_JOBS,
  ...MANUFACTURING_JOBS,
  ...MANUFACTURING_BATCHES_JOBS,
  ...FULFILMENTS_JOBS,
  ...TRACK_SHIPMENTS_JOBS,
  ...INTEGRATIONS_JOBS,
  ...SYSTEM_NOTIFICATIONS_JOBS,
} as const satisfies JobRegistry;
