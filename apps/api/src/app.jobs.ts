import { INVOICES_JOBS } from './billing/invoices.jobs';
import { PRODUCTION_BILLING_JOBS } from './billing/production-billing.jobs';
import { EVENTS_JOBS } from './events/events.jobs';
import { EXPORTS_JOBS } from './exports/exports.jobs';
import { FILES_JOBS } from './files/files.jobs';
import { FONTS_JOBS } from './fonts/fonts.jobs';
import { FULFILMENTS_JOBS } from './fulfilments/fulfilments.jobs';
import { IMPORTS_JOBS } from './imports/imports.jobs';
import { INTEGRATIONS_JOBS } from './integrations/integrations.jobs';
import type { JobRegistry } from './jobs/registry';
import { LISTINGS_JOBS } from './listings/listings-publish.jobs';
import { MANUFACTURING_JOBS } from './manufacturing/manufacturing.jobs';
import { MANUFACTURING_BATCHES_JOBS } from './manufacturing-batches/manufacturing-batches.jobs';
import { ORDERS_JOBS } from './orders/orders.jobs';
import { RENDER_JOBS } from './render/render.jobs';
import { SHIPMENTS_JOBS } from './shipments/shipments.jobs';
import { SYSTEM_NOTIFICATIONS_JOBS } from './system-notifications/system-notifications.jobs';

/**
 * Every background job of the app, assembled from the modules' `<module>.jobs.ts` (each declares its
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
  ...SHIPMENTS_JOBS,
  ...INTEGRATIONS_JOBS,
  ...SYSTEM_NOTIFICATIONS_JOBS,
} as const satisfies JobRegistry;
