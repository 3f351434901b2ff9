import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { newestFirstPages, type PreparedByShape } from '../../platform/common/prepared';
import { likePattern } from '../../platform/common/sql';
import { DB, type Db, type DbOrTx } from '../../platform/db/database';
import { mockupPresets, type MockupPresetRow, type NewMockupPresetRow } from '../../platform/db/schema';

export type { MockupPresetRow, NewMockupPresetRow };
export type { MockupPrintArea } from '../../platform/db/schema';

export interface MockupFilter {
  /** A seller's view: their own product mockups and the published templates. Absent for staff (everything). */
  sellerId?: string;
  /** true: templates only (no owner); false: sellers' product mockups only. */
  template?: boolean;
  id?: string;
  code?: string;
  productId?: string;
  name?: string;
  mockupType?: string;
  provider?: string;
  status?: string;
}

/**
 * The filter as the SQL takes it, so `where` branches only on which fields are set: the name as a
 * LIKE pattern, `template` as one of two flags.
 */
type ListFilter = Omit<MockupFilter, 'name' | 'template'> & { namePattern?: string; templatesOnly?: true; productMockupsOnly?: true };
function listFilter({ name, template, ...rest }: MockupFilter): ListFilter {
  return {
    ...rest,
    ...(name ? { namePattern: likePattern(name) } : {}),
    ...(template === true ? { templatesOnly: true as const } : template === false ? { productMockupsOnly: true as const } : {}),
  };
}

/** The one place that reads and writes mockup presets and sellers' product mockups. */
@Injectable()
export class MockupsRepository {
  // The list's page runs on every mockups view: prepared per filter shape.
  private readonly pages: PreparedByShape<ListFilter, MockupPresetRow[]>;

  constructor(@Inject(DB) private readonly db: Db) {
    this.pages = newestFirstPages(db, 'mockups_page', mockupPresets, (f) => this.where(f));
  }

  private where(f: ListFilter): SQL | undefined {
    const t = mockupPresets;
    return and(
      f.sellerId ? or(eq(t.ownerId, f.sellerId), and(isNull(t.ownerId), eq(t.status, 'Publish'))) : undefined,
      f.templatesOnly ? isNull(t.ownerId) : undefined,
      f.productMockupsOnly ? sql`${t.ownerId} is not null` : undefined,
      f.id ? eq(t.id, f.id) : undefined,
      f.code ? eq(t.code, f.code) : undefined,
      f.productId ? eq(t.productId, f.productId) : undefined,
      f.namePattern ? sql`lower(${t.name}) like ${f.namePattern}` : undefined,
      f.mockupType ? eq(t.mockupType, f.mockupType) : undefined,
      f.provider ? eq(t.provider, f.provider) : undefined,
      f.status ? eq(t.status, f.status) : undefined,
    );
  }

  /** Newest first, keyed on (created_at, id) as the indexes are. */
  page(f: MockupFilter, limit: number, offset: number): Promise<MockupPresetRow[]> {
    return this.pages.execute(listFilter(f), { limit, offset });
  }

  /** Mockups per provider for the filters (one grouped count over the provider index). */
  async countByProvider(f: Omit<MockupFilter, 'provider'>): Promise<Map<string, number>> {
    const t = mockupPresets;
    const rows = await this.db
      .select({ provider: t.provider, total: sql<number>`count(*)::int` })
      .from(t)
      .where(this.where(listFilter(f)))
      .groupBy(t.provider);
    return new Map(rows.map((r) => [r.provider, Number(r.total)]));
  }

  count(f: MockupFilter): Promise<number> {
    return this.db.$count(mockupPresets, this.where(listFilter(f)));
  }

  async findById(id: string, tx: DbOrTx = this.db): Promise<MockupPresetRow | null> {
    const [row] = await tx.select().from(mockupPresets).where(eq(mockupPresets.id, id)).limit(1);
    return row ?? null;
  }

  /** The newest published template of a product preset. */
  async templateOf(productId: string): Promise<MockupPresetRow | null> {
    const t = mockupPresets;
    const [row] = await this.db
      .select()
      .from(t)
      .where(and(eq(t.productId, productId), isNull(t.ownerId), eq(t.status, 'Publish')))
      .orderBy(sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .limit(1);
    return row ?? null;
  }

  async insert(values: NewMockupPresetRow, tx: DbOrTx = this.db): Promise<MockupPresetRow> {
    const [row] = await tx.insert(mockupPresets).values(values).returning();
    return row;
  }

  async update(id: string, values: Partial<NewMockupPresetRow>, tx: DbOrTx = this.db): Promise<MockupPresetRow> {
    const [row] = await tx
      .update(mockupPresets)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(mockupPresets.id, id))
      .returning();
    return row;
  }

  async remove(id: string): Promise<boolean> {
    const rows = await this.db.delete(mockupPresets).where(eq(mockupPresets.id, id)).returning({ id: mockupPresets.id });
    return rows.length > 0;
  }
}
