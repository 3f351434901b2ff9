import { serverText, type ServerText } from '@pod/shared';
import { eq } from 'drizzle-orm';
import { newId } from '../platform/common/ids';
import { jobs } from '../platform/db/schema';
import type { DemoUsers, SeedContext } from './context';

const HOUR = 3600_000;

/**
 * The demo seller's /jobs: past order-file imports (one with refused rows, one that failed) and a
 * render, so the screen shows what a working shop leaves there. Exports are left out: their signed
 * download links would point at files the demo does not hold.
 */
export async function seedJobs({ db }: SeedContext, people: DemoUsers): Promise<void> {
  const seller = people.get('sale');
  if (!seller) return;
  const [some] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.createdBy, seller)).limit(1);
  if (some) return;
  const now = Date.now();
  const job = (
    name: string,
    status: string,
    payload: Record<string, unknown>,
    result: Record<string, unknown> | null,
    hoursAgo: number,
    error?: ServerText,
  ) => ({
    id: newId(),
    queue: name === 'import_rows' ? 'export' : 'mockup',
    name,
    status,
    progress: status === 'completed' ? 100 : status === 'failed' ? 40 : 0,
    payload,
    result,
    error: error ? 'The header row lacks the columns sku, quantity, name.' : null,
    errorText: error ?? null,
    createdBy: seller,
    createdAt: new Date(now - hoursAgo * HOUR),
    updatedAt: new Date(now - hoursAgo * HOUR + 40_000),
  });
  await db
    .insert(jobs)
    .values([
      job('import_rows', 'completed', { kind: 'orders' }, { policy: 'skip', total: 52, created: 50, undone: 0, refused: [{ line: 7 }, { line: 31 }] }, 2),
      job('render_mockup', 'completed', { side: { name: 'Front' } }, { hash: 'demo' }, 5),
      job('import_rows', 'failed', { kind: 'orders' }, null, 26, serverText('import_missing_columns', { columns: 'sku, quantity, name' })),
      job('import_rows', 'completed', { kind: 'orders' }, { policy: 'all', total: 120, created: 120, undone: 0, refused: [] }, 72),
    ]);
}
