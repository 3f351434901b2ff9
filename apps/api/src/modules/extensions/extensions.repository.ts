import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { rowById, updateById } from '../../platform/common/by-id';
import { newestFirstPages } from '../../platform/common/prepared';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { extensions, extensionVersions, type ExtensionMapping, type ExtensionRow, type ExtensionVersionRow } from '../../platform/db/schema';

export type { ExtensionMapping, ExtensionRow, ExtensionVersionRow };
export type NewExtensionRow = typeof extensions.$inferInsert;
export type NewExtensionVersionRow = typeof extensionVersions.$inferInsert;

export interface ExtensionFilter {
  marketplace?: string;
  enabled?: boolean;
}

/** A served rule set: the enabled set with its newest version. */
export interface ServedRuleSet {
  id: string;
  marketplace: string;
  version: number;
  name: string;
  pageMatch: string;
  mappings: ExtensionMapping[];
  updatedAt: Date;
}

/** The only place that queries the extensions tables. */
@Injectable()
export class ExtensionsRepository {
  private readonly pages;
  private readonly served;

  constructor(@Inject(DB) private readonly db: Db) {
    this.pages = newestFirstPages<ExtensionFilter, ExtensionRow>(db, 'extensions_page', extensions, (f) => this.where(f));
    this.served = db
      .select({
        id: extensions.id,
        marketplace: extensions.marketplace,
        version: extensions.version,
        name: extensionVersions.name,
        pageMatch: extensionVersions.pageMatch,
        mappings: extensionVersions.mappings,
        updatedAt: extensions.updatedAt,
      })
      .from(extensions)
      .innerJoin(extensionVersions, and(eq(extensionVersions.extensionId, extensions.id), eq(extensionVersions.version, extensions.version)))
      .where(eq(extensions.enabled, true))
      .orderBy(asc(extensions.marketplace), asc(extensions.id))
      .prepare('extension_rules_served');
  }

  /** Branches only on which fields are set (see PreparedByShape). */
  private where(f: ExtensionFilter): SQL | undefined {
    return and(
      f.marketplace !== undefined ? eq(extensions.marketplace, f.marketplace) : undefined,
      f.enabled !== undefined ? eq(extensions.enabled, f.enabled) : undefined,
    );
  }

  page(filter: ExtensionFilter, limit: number, offset: number): Promise<ExtensionRow[]> {
    return this.pages.execute(filter, { limit, offset });
  }

  /** Rule sets of a marketplace (or all) per enabled flag: a few dozen rows at most, counted as they are. */
  async countsByEnabled(marketplace: string | undefined): Promise<{ enabled: number; disabled: number }> {
    const rows = await this.db
      .select({ enabled: extensions.enabled, total: sql<number>`count(*)::int` })
      .from(extensions)
      .where(this.where({ marketplace }))
      .groupBy(extensions.enabled);
    return { enabled: rows.find((r) => r.enabled)?.total ?? 0, disabled: rows.find((r) => !r.enabled)?.total ?? 0 };
  }

  findById(id: string, tx: DbOrTx = this.db, lock = false): Promise<ExtensionRow | null> {
    return rowById(tx, extensions, id, lock);
  }

  async insert(tx: DbOrTx, row: NewExtensionRow): Promise<ExtensionRow> {
    const [created] = await tx.insert(extensions).values(row).returning();
    return created;
  }

  async update(tx: DbOrTx, id: string, values: Partial<NewExtensionRow>): Promise<ExtensionRow | null> {
    return updateById(tx, extensions, id, values);
  }

  async delete(tx: DbOrTx, id: string): Promise<boolean> {
    const gone = await tx.delete(extensions).where(eq(extensions.id, id)).returning({ id: extensions.id });
    return gone.length > 0;
  }

  async insertVersion(tx: DbOrTx, row: NewExtensionVersionRow): Promise<ExtensionVersionRow> {
    const [created] = await tx.insert(extensionVersions).values(row).returning();
    return created;
  }

  /** Every version of a rule set, newest first. */
  versionsOf(extensionId: string): Promise<ExtensionVersionRow[]> {
    return this.db.select().from(extensionVersions).where(eq(extensionVersions.extensionId, extensionId)).orderBy(desc(extensionVersions.version));
  }

  /** The versions of several rule sets (a page's latest), keyed as asked. */
  versionsAt(keys: ReadonlyArray<{ id: string; version: number }>): Promise<ExtensionVersionRow[]> {
    if (keys.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(extensionVersions)
      .where(
        sql`(${extensionVersions.extensionId}, ${extensionVersions.version}) in (select x.id, x.version from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as x(id text, version int))`,
      );
  }

  async version(tx: DbOrTx, extensionId: string, version: number): Promise<ExtensionVersionRow | null> {
    const [row] = await tx
      .select()
      .from(extensionVersions)
      .where(and(eq(extensionVersions.extensionId, extensionId), eq(extensionVersions.version, version)))
      .limit(1);
    return row ?? null;
  }

  /** What the browser extension downloads: every enabled set at its newest version (polled: prepared). */
  servedRuleSets(): Promise<ServedRuleSet[]> {
    return this.served.execute();
  }
}
