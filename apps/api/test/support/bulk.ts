import { sql } from 'drizzle-orm';
import type { TestApp } from '../harness';

/**
 * Inserts `count` users in one INSERT … SELECT generate_series (100,000 in about a second):
 * emails user<g>@<domain>, every tenth Disabled, the rest alternating Active and Pending, names
 * with accents (so files must keep UTF-8), newest first by g.
 */
export async function seedBulkUsers(t: TestApp, count: number, domain: string): Promise<void> {
  await t.db.execute(sql`
    insert into users (id, email, password_hash, name, role, groups, status, created_at)
    select gen_random_uuid()::text, 'user' || g || ${`@${domain}`}, 'x', 'Zoë Ação ' || g, 'sale', array['sale'],
      case when g % 10 = 0 then 'Disabled' when g % 2 = 0 then 'Active' else 'Pending' end,
      now() - (g || ' seconds')::interval
    from generate_series(1, ${count}::int) g`);
  await t.db.execute(sql`analyze users`);
}
