import { ROLES } from '@pod/shared';
import type { StorageDriver } from '../platform/storage/storage.driver';
import type { Db } from '../platform/db/database';
import { seedClipart } from './clipart';
import type { SeedContext } from './context';
import { seedDesignFiles } from './design-files';
import { seedMockupDesigns } from './designs';
import { seedMockups } from './mockups';
import { seedFonts } from './fonts';
import { seedLogistics } from './logistics';
import { seedManufactures } from './manufactures';
import { seedMerchantGroups } from './merchant-groups';
import { seedNotificationSettings } from './notification-settings';
import { seedNotifications } from './notifications';
import { seedUserGroups } from './user-groups';
import { seedCatalogue } from './catalogue';
import { seedBilling } from './billing';
import { seedOrders } from './orders';
import { seedInvoices } from './invoices';
import { seedProductionBilling } from './production-billing';
import { seedProviderLines } from './provider-lines';
import { seedJobs } from './jobs';
import { seedFactoryOrders, seedManufacturing } from './manufacturing';
import { seedBatches } from './manufacturing-batches';
import { seedSupport } from './support';
import { seedAccessLogs } from './access-logs';
import { seedReturns } from './returns';
import { seedShipments } from './shipments';
import { seedDesignRequests } from './design-requests';
import { seedIntegrations } from './integrations';
import { seedPacking } from './packing';
import { seedAffiliates } from './affiliates';
import { seedExtensions } from './extensions';
import { seedSystemNotifications } from './system-notifications';
import { DEMO_PASSWORD, demoEmail, seedUsers } from './users';

export { DEMO_PASSWORD, demoEmail };

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

/**
 * Demo data for the quick start and the browser tests, one seed per module (`seed/<module>.ts`).
 * Safe to run again: each only adds what is missing. Media (fonts, clipart, sample designs) goes
 * through the storage driver like real uploads.
 */
export async function seedDemo(db: Db, storage: StorageDriver, env: SeedContext['env'] = {}): Promise<DemoLogin[]> {
  const ctx: SeedContext = { db, storage, env };
  const groups = await seedUserGroups(ctx);
  const people = await seedUsers(ctx, groups);
  await seedManufactures(ctx, people);
  await seedMerchantGroups(ctx, people);
  await seedNotificationSettings(ctx, people);
  await seedNotifications(ctx, people);
  await seedFonts(ctx);
  await seedClipart(ctx, people);
  await seedDesignFiles(ctx, people);
  await seedCatalogue(ctx, people);
  await seedLogistics(ctx, people);
  await seedOrders(ctx, people);
  await seedFactoryOrders(ctx, people);
  await seedBilling(ctx, people);
  await seedInvoices(ctx);
  await seedProductionBilling(ctx);
  await seedManufacturing(ctx, people);
  await seedBatches(ctx, people);
  await seedProviderLines(ctx);
  await seedMockupDesigns(ctx, people);
  await seedMockups(ctx, people);
  await seedJobs(ctx, people);
  await seedSupport(ctx, people);
  await seedAccessLogs(ctx, people);
  await seedReturns(ctx, people);
  await seedShipments(ctx);
  await seedDesignRequests(ctx, people);
  await seedIntegrations(ctx, people);
  await seedPacking(ctx, people);
  await seedAffiliates(ctx, people);
  await seedExtensions(ctx, people);
  await seedSystemNotifications(ctx, people);
  return ROLES.map((role) => ({ role, email: demoEmail(role), password: DEMO_PASSWORD }));
}
